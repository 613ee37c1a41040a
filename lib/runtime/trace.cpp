#include "strata/runtime/trace.hpp"

#include "strata/device/arch.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <array>
#include <limits>
#include <optional>
#include <type_traits>

namespace strata::runtime {

namespace {
constexpr std::array<std::pair<EventKind, std::string_view>, 11> kEventNames{{
    {EventKind::Alloc, "alloc"},
    {EventKind::Free, "free"},
    {EventKind::FramePush, "frame_push"},
    {EventKind::FramePop, "frame_pop"},
    {EventKind::CbRegionPlace, "cb_region_place"},
    {EventKind::CbRegionRelease, "cb_region_release"},
    {EventKind::Enqueue, "enqueue"},
    {EventKind::OpBegin, "op_begin"},
    {EventKind::OpEnd, "op_end"},
    {EventKind::PoolReserve, "pool_reserve"},
    {EventKind::PoolRelease, "pool_release"},
}};
constexpr int kTraceVersion = 1;
}  // namespace

std::string_view allocatorKindName(AllocatorKind kind) {
  switch (kind) {
    case AllocatorKind::Heap: return "heap";
    case AllocatorKind::Stack: return "stack";
    case AllocatorKind::Pool: return "pool";
  }
  return "unknown";
}

std::string_view bufferRoleName(BufferRole role) {
  switch (role) {
    case BufferRole::LongLived: return "long_lived";
    case BufferRole::Intermediate: return "intermediate";
    case BufferRole::CircularBuffers: return "cb";
  }
  return "unknown";
}

BufferRole impliedRole(AllocatorKind kind) {
  return kind == AllocatorKind::Heap ? BufferRole::LongLived : BufferRole::Intermediate;
}

std::string_view eventKindName(EventKind kind) {
  for (const auto& [k, name] : kEventNames)
    if (k == kind) return name;
  return "unknown";
}

void Tracer::record(TraceEvent event) {
  std::lock_guard<std::mutex> lock(mutex_);
  event.seq = events_.size();
  events_.push_back(std::move(event));
}

std::vector<TraceEvent> Tracer::events() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return events_;
}

std::size_t Tracer::size() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return events_.size();
}

void Tracer::clear() {
  std::lock_guard<std::mutex> lock(mutex_);
  events_.clear();
}

nlohmann::json eventToJson(const TraceEvent& e) {
  nlohmann::json j;
  j["seq"] = e.seq;
  j["kind"] = std::string(eventKindName(e.kind));
  j["name"] = e.name;
  switch (e.kind) {
    case EventKind::Alloc:
    case EventKind::Free:
      j["buffer_id"] = e.buffer_id;
      j["buffer_type"] = std::string(device::bufferTypeName(e.buffer_type));
      j["allocator"] = std::string(allocatorKindName(e.allocator));
      j["role"] = std::string(bufferRoleName(e.role));
      j["address"] = e.address;
      j["size"] = e.size;
      j["bytes_per_bank"] = e.bytes_per_bank;
      j["num_banks"] = e.num_banks;
      j["cores"] = e.cores;
      j["frame_id"] = e.frame_id;
      break;
    case EventKind::FramePush:
    case EventKind::FramePop:
      j["frame_id"] = e.frame_id;
      j["depth"] = e.depth;
      j["address"] = e.address;
      j["size"] = e.size;
      break;
    case EventKind::CbRegionPlace:
    case EventKind::CbRegionRelease:
      j["role"] = std::string(bufferRoleName(BufferRole::CircularBuffers));
      [[fallthrough]];
    case EventKind::Enqueue:
      j["address"] = e.address;
      j["size"] = e.size;
      j["cores"] = e.cores;
      break;
    case EventKind::OpBegin:
    case EventKind::OpEnd:
      j["depth"] = e.depth;
      break;
    case EventKind::PoolReserve:
    case EventKind::PoolRelease:
      j["address"] = e.address;
      j["size"] = e.size;
      j["bytes_per_bank"] = e.bytes_per_bank;
      j["num_banks"] = e.num_banks;
      break;
  }
  j["l1_stack_top"] = e.l1_stack_top;
  j["l1_heap_floor"] = e.l1_heap_floor;
  return j;
}

nlohmann::json traceToJson(const std::vector<TraceEvent>& events, const device::ArchDesc& arch) {
  nlohmann::json doc;
  doc["format"] = "strata-trace";
  doc["version"] = kTraceVersion;
  doc["arch"] = arch.toJson();
  nlohmann::json list = nlohmann::json::array();
  for (const TraceEvent& e : events) list.push_back(eventToJson(e));
  doc["events"] = std::move(list);
  return doc;
}

namespace {
[[noreturn]] void badEvent(std::size_t index, const std::string& what) {
  throw Error(ErrorKind::ParseError,
              fmt::format("trace event {}: {}; see docs/runtime.md (Trace format)", index, what),
              {Error::num("event_index", static_cast<std::int64_t>(index))});
}

template <typename T>
T field(const nlohmann::json& e, std::size_t index, const char* key, bool required) {
  auto it = e.find(key);
  if (it == e.end()) {
    if (required) badEvent(index, fmt::format("missing field '{}'", key));
    return T{};
  }
  if constexpr (std::is_same_v<T, std::string>) {
    if (!it->is_string())
      badEvent(index, fmt::format("field '{}' must be a string, got {}", key, it->type_name()));
    return it->get<std::string>();
  } else {
    // nlohmann converts -1 to 2^64-1 and 2^40 to a truncated uint32: check sign and range.
    static_assert(std::is_unsigned_v<T>);
    // (JSON built in C++ from an int is signed even when it is not negative.)
    const bool whole = it->is_number_unsigned() ||
                       (it->is_number_integer() && it->get<std::int64_t>() >= 0);
    if (!whole || it->get<std::uint64_t>() > std::numeric_limits<T>::max())
      badEvent(index, fmt::format("field '{}' must be a whole number from 0 to {}, got {}", key,
                                  std::numeric_limits<T>::max(), it->dump()));
    return static_cast<T>(it->get<std::uint64_t>());
  }
}
// The optional "role" (absent in traces written before it existed): buffer events take
// the role their allocator implies, CB region events are CBs. A role that contradicts
// the event is refused rather than guessed around.
BufferRole readRole(const nlohmann::json& j, std::size_t index, const TraceEvent& e) {
  const bool buffer_event = e.kind == EventKind::Alloc || e.kind == EventKind::Free;
  const bool cb_event = e.kind == EventKind::CbRegionPlace || e.kind == EventKind::CbRegionRelease;
  const BufferRole implied = cb_event ? BufferRole::CircularBuffers : impliedRole(e.allocator);
  if (!j.contains("role")) return implied;
  const std::string text = field<std::string>(j, index, "role", true);
  std::optional<BufferRole> role;
  for (BufferRole r : {BufferRole::LongLived, BufferRole::Intermediate, BufferRole::CircularBuffers})
    if (bufferRoleName(r) == text) role = r;
  if (!role)
    badEvent(index, fmt::format("unknown role '{}' (long_lived, intermediate or cb)", text));
  if (!buffer_event && !cb_event)
    badEvent(index, fmt::format("a {} event has no role, got '{}'", eventKindName(e.kind), text));
  if (cb_event && *role != BufferRole::CircularBuffers)
    badEvent(index, fmt::format("a CB region event has role 'cb', got '{}'", text));
  if (buffer_event && *role == BufferRole::CircularBuffers)
    badEvent(index, "role 'cb' is for CB region events; a buffer is long_lived or intermediate");
  if (buffer_event && e.allocator != AllocatorKind::Heap && *role != BufferRole::Intermediate)
    badEvent(index, fmt::format("a {} block is an intermediate, got role '{}'",
                                allocatorKindName(e.allocator), text));
  return *role;
}
}  // namespace

std::vector<TraceEvent> traceEventsFromJson(const nlohmann::json& doc) {
  if (!doc.is_object() || !doc.contains("format") || !doc["format"].is_string() ||
      doc["format"] != "strata-trace")
    throw Error(ErrorKind::ParseError,
                "not a strata trace: expected an object with \"format\": \"strata-trace\"");
  if (!doc.contains("version") || !doc["version"].is_number_integer() ||
      doc["version"] != kTraceVersion)
    throw Error(ErrorKind::ParseError,
                fmt::format("unsupported strata trace version {} (this build reads {})",
                            doc.contains("version") ? doc["version"].dump() : "(missing)",
                            kTraceVersion));
  auto events_it = doc.find("events");
  if (events_it == doc.end() || !events_it->is_array())
    throw Error(ErrorKind::ParseError, "strata trace has no \"events\" array");
  std::vector<TraceEvent> events;
  std::size_t index = 0;
  for (const nlohmann::json& j : *events_it) {
    if (!j.is_object()) badEvent(index, "not a JSON object");
    TraceEvent e;
    e.seq = field<std::uint64_t>(j, index, "seq", true);
    const std::string kind = field<std::string>(j, index, "kind", true);
    bool known = false;
    for (const auto& [k, name] : kEventNames)
      if (name == kind) {
        e.kind = k;
        known = true;
      }
    if (!known) badEvent(index, fmt::format("unknown kind '{}'", kind));
    e.name = field<std::string>(j, index, "name", false);
    const bool buffer_event = e.kind == EventKind::Alloc || e.kind == EventKind::Free;
    e.buffer_id = field<std::uint64_t>(j, index, "buffer_id", buffer_event);
    if (buffer_event) {
      const std::string type = field<std::string>(j, index, "buffer_type", true);
      auto parsed = device::parseBufferType(type);
      if (!parsed) badEvent(index, fmt::format("unknown buffer_type '{}'", type));
      e.buffer_type = *parsed;
      const std::string allocator = field<std::string>(j, index, "allocator", true);
      bool known_allocator = false;
      for (AllocatorKind k : {AllocatorKind::Heap, AllocatorKind::Stack, AllocatorKind::Pool})
        if (allocatorKindName(k) == allocator) {
          e.allocator = k;
          known_allocator = true;
        }
      if (!known_allocator)
        badEvent(index, fmt::format("unknown allocator '{}' (heap, stack or pool)", allocator));
    }
    e.role = readRole(j, index, e);
    const bool pool_event = e.kind == EventKind::PoolReserve || e.kind == EventKind::PoolRelease;
    if (buffer_event || pool_event) {
      e.bytes_per_bank = field<std::uint64_t>(j, index, "bytes_per_bank", true);
      e.num_banks = field<std::uint32_t>(j, index, "num_banks", true);
    }
    e.address = field<std::uint64_t>(j, index, "address", buffer_event || pool_event);
    e.size = field<std::uint64_t>(j, index, "size", buffer_event || pool_event);
    e.cores = field<std::string>(j, index, "cores", false);
    e.frame_id = field<std::uint64_t>(j, index, "frame_id", false);
    e.depth = field<std::uint32_t>(j, index, "depth", false);
    e.l1_stack_top = field<std::uint64_t>(j, index, "l1_stack_top", false);
    e.l1_heap_floor = field<std::uint64_t>(j, index, "l1_heap_floor", false);
    events.push_back(std::move(e));
    ++index;
  }
  return events;
}

}  // namespace strata::runtime
