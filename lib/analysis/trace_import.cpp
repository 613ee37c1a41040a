// Runtime JSON trace -> replay events. Parsing of the document itself is the runtime's
// (runtime::traceEventsFromJson, so the schema has one reader); this file maps the
// runtime's events onto the replay model and re-labels every structural error with the
// index of the offending event in the trace.
#include "strata/analysis/trace_import.hpp"

#include "strata/analysis/workloads.hpp"

#include "strata/device/arch.hpp"
#include "strata/runtime/trace.hpp"
#include "strata/support/error.hpp"
#include "strata/support/json_sax.hpp"
#include "strata/support/input_file.hpp"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace strata::analysis {

namespace {

constexpr std::uint64_t kCbIdBase = std::uint64_t{1} << 63;  // ids of CB regions

[[noreturn]] void badTraceEvent(std::size_t index, const std::string& what) {
  throw Error(ErrorKind::InvalidArgument,
              fmt::format("trace event {}: {}", index, what),
              {Error::num("event_index", static_cast<std::int64_t>(index))});
}

bool isL1(device::BufferType t) { return t == device::BufferType::L1; }

// For a document that does not parse: how many entries of the top-level "events"
// array were complete before the parser stopped, so a truncated trace names the event.
struct EventCounter : JsonStructureSax {
  std::vector<bool> in_events;  // per open container: is it the "events" array?
  std::string last_key;
  std::size_t complete = 0;
  bool pending_events = false;

  bool open(bool is_array) override {
    in_events.push_back(is_array && pending_events && in_events.size() == 1);
    pending_events = false;
    return true;
  }
  bool close() override {
    in_events.pop_back();
    if (!in_events.empty() && in_events.back()) ++complete;
    return true;
  }
  bool value() override {
    pending_events = false;
    if (!in_events.empty() && in_events.back()) ++complete;
    return true;
  }
  bool onKey(const std::string& k) override {
    pending_events = in_events.size() == 1 && k == "events";
    return true;
  }
};

}  // namespace

ImportedTrace importTrace(const nlohmann::json& document, std::string name) {
  const std::vector<runtime::TraceEvent> trace = runtime::traceEventsFromJson(document);
  ImportedTrace out;
  device::ArchDesc arch;
  try {
    arch = device::ArchDesc::fromJson(document.at("arch"), "trace \"arch\"");
  } catch (const nlohmann::json::exception&) {
    throw Error(ErrorKind::ParseError, "strata trace has no \"arch\" object: cannot size L1");
  }
  out.arch_name = arch.name;
  out.geometry = geometryOf(arch);

  std::vector<Event>& events = out.workload.events;
  std::vector<std::size_t> origin;  // trace index of every replay event
  std::vector<std::string> ops;
  std::optional<std::uint64_t> live_cb;
  std::optional<std::size_t> top_op_begin;  // the open top-level op's begin in `events`
  std::uint64_t next_cb = kCbIdBase;
  auto push = [&](Event e, std::size_t index) {
    events.push_back(std::move(e));
    origin.push_back(index);
  };

  for (std::size_t i = 0; i < trace.size(); ++i) {
    const runtime::TraceEvent& t = trace[i];
    Event e;
    switch (t.kind) {
      case runtime::EventKind::Alloc:
      case runtime::EventKind::Free:
        if (!isL1(t.buffer_type)) break;  // DRAM / host: not part of the L1 study
        if (t.buffer_id >= kCbIdBase) badTraceEvent(i, fmt::format("buffer id {} is too large", t.buffer_id));
        e.id = t.buffer_id;
        if (t.kind == runtime::EventKind::Free) {
          e.type = EventType::Free;
        } else {
          if (t.bytes_per_bank == 0)
            badTraceEvent(i, fmt::format("L1 buffer {} has 0 bytes per bank", t.buffer_id));
          // No L1 buffer is larger than L1; a larger figure would wrap when aligned.
          if (t.bytes_per_bank > arch.l1_size)
            badTraceEvent(i, fmt::format("L1 buffer {} has {} bytes per bank, more than the {} B "
                                         "L1 of arch '{}'",
                                         t.buffer_id, t.bytes_per_bank, arch.l1_size, arch.name));
          e.type = EventType::Allocate;
          e.bytes = t.bytes_per_bank;
          // The role, not the allocator: an intermediate is one whether the stack, a
          // pool or (tt-metal's model) the heap placed it, so the study can replay a run
          // of any of them under every policy. (Traces without "role" imply it from the
          // allocator: runtime::impliedRole.)
          if (t.role == runtime::BufferRole::CircularBuffers)
            badTraceEvent(i, fmt::format("L1 buffer {} has role 'cb'; CB regions are "
                                         "cb_region_place events",
                                         t.buffer_id));
          e.kind = t.role == runtime::BufferRole::Intermediate ? AllocKind::Intermediate
                                                                 : AllocKind::Heap;
          e.name = t.name;
        }
        push(std::move(e), i);
        break;
      case runtime::EventKind::FramePush:
        e.type = EventType::FrameBegin;
        push(std::move(e), i);
        break;
      case runtime::EventKind::FramePop:
        e.type = EventType::FrameEnd;
        push(std::move(e), i);
        break;
      case runtime::EventKind::CbRegionPlace:
        if (t.size == 0) break;  // a program whose CBs are all shard-backed
        if (t.size > arch.l1_size)
          badTraceEvent(i, fmt::format("CB region of {} B per core, more than the {} B L1 of "
                                       "arch '{}'",
                                       t.size, arch.l1_size, arch.name));
        e.type = EventType::Allocate;
        e.kind = AllocKind::CbRegion;
        e.id = live_cb.emplace(next_cb++);
        e.bytes = t.size;
        e.name = t.name;
        push(std::move(e), i);
        break;
      case runtime::EventKind::CbRegionRelease:
        if (!live_cb) {
          if (t.size == 0) break;
          badTraceEvent(i, "CB region released, but no CB region is placed");
        }
        e.type = EventType::Free;
        e.id = *live_cb;
        live_cb.reset();
        push(std::move(e), i);
        break;
      case runtime::EventKind::Enqueue: break;
      // A pool's range is placement, not a request: the replay's pool policy reserves
      // its own (replay.hpp). What the trace does tell is the size the runtime gave the
      // pool of a top-level op up front; the op's begin event carries it, so the replay
      // reserves the same. Otherwise a pool run imports to the events of a stack run.
      case runtime::EventKind::PoolReserve:
        if (ops.size() == 1 && top_op_begin && !events[*top_op_begin].pool_bytes)
          events[*top_op_begin].pool_bytes = t.bytes_per_bank;
        break;
      case runtime::EventKind::PoolRelease: break;
      case runtime::EventKind::OpBegin:
        e.type = EventType::OpBegin;
        e.name = t.name;
        e.depth = static_cast<std::uint32_t>(ops.size());
        if (ops.empty()) top_op_begin = events.size();
        ops.push_back(t.name);
        push(std::move(e), i);
        break;
      case runtime::EventKind::OpEnd:
        if (ops.empty()) badTraceEvent(i, fmt::format("end of op '{}' without an open op", t.name));
        e.type = EventType::OpEnd;
        e.name = ops.back();
        ops.pop_back();
        e.depth = static_cast<std::uint32_t>(ops.size());
        push(std::move(e), i);
        break;
    }
  }
  try {
    validateEvents(events);
  } catch (const Error& err) {
    auto idx = err.number("event_index");
    if (!idx) throw;
    std::size_t mine = static_cast<std::size_t>(*idx);
    std::size_t in_trace = mine < origin.size() ? origin[mine] : trace.size();
    std::string why = err.what();
    if (auto colon = why.find(": "); colon != std::string::npos && mine < origin.size())
      why = why.substr(colon + 2);
    throw Error(err.kind(), fmt::format("trace event {}: {}", in_trace, why),
                {Error::num("event_index", static_cast<std::int64_t>(in_trace))});
  }
  out.trace_index = std::move(origin);
  out.workload.name = std::move(name);
  out.workload.description = fmt::format("user trace ({} trace events, {} L1 events)",
                                         trace.size(), events.size());
  out.workload.provenance = "traced: runtime JSON trace";
  return out;
}

ImportedTrace importTraceFile(const std::string& path) {
  const std::string text = readInputFile(path, "trace file");
  // Nested containers of a value in "events" are not counted, only whole entries.
  const nlohmann::json doc = parseJsonNamingEntry<EventCounter>(text, path, "trace file",
                                                                "trace event", "events",
                                                                "event_index");
  try {
    return importTrace(doc, std::filesystem::path(path).stem().string());
  } catch (const Error& e) {
    throw Error(e.kind(), fmt::format("{}: {}", path, e.what()), e.fields());
  }
}

}  // namespace strata::analysis
