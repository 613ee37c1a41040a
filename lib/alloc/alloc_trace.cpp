// Allocation traces: JSON form, the bundled model-like L1 trace, and replay.
#include "strata/alloc/alloc_trace.hpp"

#include "strata/device/data_type.hpp"

#include "strata/device/arch.hpp"
#include "strata/support/error.hpp"
#include "strata/support/input_file.hpp"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <climits>
#include <fstream>
#include <random>
#include <sstream>
#include <unordered_map>
#include <unordered_set>

namespace strata::alloc {

namespace {

[[noreturn]] void parseError(std::string_view source, const std::string& where,
                             const std::string& why) {
  throw Error(ErrorKind::ParseError, fmt::format("allocation trace {}: {}: {}", source, where, why),
              {Error::str("source", std::string(source)), Error::str("where", where)});
}

std::string requireString(const nlohmann::json& obj, const char* key, std::string_view source,
                          const std::string& where) {
  auto it = obj.find(key);
  if (it == obj.end()) parseError(source, where, fmt::format("missing field '{}'", key));
  if (!it->is_string()) parseError(source, where, fmt::format("field '{}' must be a string", key));
  return it->get<std::string>();
}

}  // namespace

AllocTrace AllocTrace::fromJson(const nlohmann::json& json, std::string_view source) {
  if (!json.is_object()) parseError(source, "top level", "expected a JSON object");
  AllocTrace t;
  t.name = requireString(json, "name", source, "top level");
  if (json.contains("description"))
    t.description = requireString(json, "description", source, "top level");
  if (json.contains("arch")) t.arch = requireString(json, "arch", source, "top level");
  if (json.contains("buffer_type")) {
    std::string bt = requireString(json, "buffer_type", source, "top level");
    auto parsed = device::parseBufferType(bt);
    if (!parsed || (*parsed != device::BufferType::L1 && *parsed != device::BufferType::DRAM))
      parseError(source, "field 'buffer_type'", fmt::format("'{}' is not 'l1' or 'dram'", bt));
    t.buffer_type = *parsed;
  }
  if (json.contains("direction")) {
    std::string d = requireString(json, "direction", source, "top level");
    if (d == "top_down")
      t.direction = Direction::TopDown;
    else if (d == "bottom_up")
      t.direction = Direction::BottomUp;
    else
      parseError(source, "field 'direction'", fmt::format("'{}' is not 'top_down' or 'bottom_up'", d));
  }
  auto events = json.find("events");
  if (events == json.end() || !events->is_array())
    parseError(source, "top level", "missing array field 'events'");
  std::unordered_set<std::string> live;
  for (std::size_t i = 0; i < events->size(); ++i) {
    const nlohmann::json& e = (*events)[i];
    std::string where = fmt::format("event {}", i);
    if (!e.is_object()) parseError(source, where, "expected an object {\"op\": ..., \"id\": ...}");
    TraceEvent ev;
    std::string op = requireString(e, "op", source, where);
    ev.id = requireString(e, "id", source, where);
    if (op == "alloc") {
      ev.op = TraceEvent::Op::Alloc;
      auto bytes = e.find("bytes");
      if (bytes == e.end()) parseError(source, where, "missing field 'bytes'");
      if (!bytes->is_number_unsigned() || bytes->get<std::uint64_t>() == 0)
        parseError(source, where,
                   fmt::format("field 'bytes' must be a positive integer, got {}", bytes->dump()));
      ev.bytes = bytes->get<std::uint64_t>();
      if (!live.insert(ev.id).second)
        parseError(source, where, fmt::format("id '{}' is allocated again while still live", ev.id));
    } else if (op == "free") {
      ev.op = TraceEvent::Op::Free;
      if (live.erase(ev.id) == 0)
        parseError(source, where, fmt::format("free of id '{}', which is not live", ev.id));
    } else {
      parseError(source, where, fmt::format("unknown op '{}' (expected 'alloc' or 'free')", op));
    }
    t.events.push_back(std::move(ev));
  }
  return t;
}

AllocTrace AllocTrace::load(const std::string& path) {
  const std::string text = readInputFile(path, "allocation trace");
  nlohmann::json json;
  try {
    json = nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    throw Error(ErrorKind::ParseError,
                fmt::format("allocation trace {}: not valid JSON at byte {}: {}", path, e.byte,
                            e.what()),
                {Error::str("source", path), Error::num("byte", std::int64_t(e.byte))});
  }
  return fromJson(json, path);
}

nlohmann::json AllocTrace::toJson() const {
  nlohmann::json events = nlohmann::json::array();
  for (const TraceEvent& e : this->events) {
    if (e.op == TraceEvent::Op::Alloc)
      events.push_back({{"op", "alloc"}, {"id", e.id}, {"bytes", e.bytes}});
    else
      events.push_back({{"op", "free"}, {"id", e.id}});
  }
  return {{"format", "strata-alloc-trace/1"},
          {"name", name},
          {"description", description},
          {"arch", arch},
          {"buffer_type", std::string(device::bufferTypeName(buffer_type))},
          {"direction", direction == Direction::TopDown ? "top_down" : "bottom_up"},
          {"events", std::move(events)}};
}

std::string AllocTrace::toJsonText() const {
  nlohmann::json j = toJson();
  std::string out = "{\n";
  for (const char* key : {"format", "name", "description", "arch", "buffer_type", "direction"})
    out += fmt::format("  \"{}\": {},\n", key, j[key].dump());
  out += "  \"events\": [\n";
  for (std::size_t i = 0; i < events.size(); ++i) {
    const TraceEvent& e = events[i];
    std::string id = nlohmann::json(e.id).dump();  // quoted and escaped
    out += e.op == TraceEvent::Op::Alloc
               ? fmt::format("    {{\"op\": \"alloc\", \"id\": {}, \"bytes\": {}}}", id, e.bytes)
               : fmt::format("    {{\"op\": \"free\", \"id\": {}}}", id);
    out += i + 1 < events.size() ? ",\n" : "\n";
  }
  out += "  ]\n}\n";
  return out;
}

AllocTrace modelLikeL1Trace() {
  const std::uint64_t kBf16Tile = device::tileBytes(device::DataType::BFloat16);
  const std::uint64_t kBfp8Tile = device::tileBytes(device::DataType::BFloat8_B);
  constexpr int kLayers = 12, kPasses = 10;
  AllocTrace t;
  t.name = "l1_model_like";
  t.description =
      "Model-like inference on one Wormhole L1 bank: 12 layers' weights stay resident; each of "
      "10 passes streams activations layer to layer, keeps a residual branch alive across "
      "three layers and frees per-op temporaries; tile-multiple sizes, top-down";
  t.arch = device::kDefaultArch;
  t.buffer_type = device::BufferType::L1;
  t.direction = Direction::TopDown;
  std::mt19937_64 rng(20241128);  // the engine's output is fully specified, so is the trace
  auto tiles = [&](std::uint64_t lo, std::uint64_t hi) { return lo + rng() % (hi - lo + 1); };
  auto alloc = [&](std::string id, std::uint64_t bytes) {
    t.events.push_back({TraceEvent::Op::Alloc, std::move(id), bytes});
  };
  auto free = [&](std::string id) { t.events.push_back({TraceEvent::Op::Free, std::move(id), 0}); };

  for (int l = 0; l < kLayers; ++l) {
    alloc(fmt::format("layer{}.weight", l), tiles(4, 24) * kBfp8Tile);
    alloc(fmt::format("layer{}.bias", l), tiles(1, 2) * kBf16Tile);
  }
  for (int p = 0; p < kPasses; ++p) {
    std::string current = fmt::format("pass{}.input", p);
    alloc(current, tiles(24, 80) * kBf16Tile);
    std::string residual;
    for (int l = 0; l < kLayers; ++l) {
      std::string prefix = fmt::format("pass{}.layer{}", p, l);
      if (l % 3 == 0) residual = current;  // kept alive until the add two layers later
      int temps = int(tiles(1, 3));
      for (int k = 0; k < temps; ++k)
        alloc(fmt::format("{}.tmp{}", prefix, k), tiles(4, 40) * kBf16Tile);
      std::string out = prefix + ".out";
      alloc(out, tiles(16, 96) * kBf16Tile);
      // Temporaries go mostly in reverse order, sometimes first-to-last.
      bool reverse = rng() % 4 != 0;
      for (int k = 0; k < temps; ++k)
        free(fmt::format("{}.tmp{}", prefix, reverse ? temps - 1 - k : k));
      if (current != residual) free(current);
      current = out;
      if (l % 3 == 2) {
        std::string sum = prefix + ".add";
        alloc(sum, tiles(16, 96) * kBf16Tile);
        free(residual);
        free(current);
        current = sum;
        residual.clear();
      }
    }
    free(current);
  }
  return t;
}

CompiledTrace compileTrace(const AllocTrace& trace) {
  CompiledTrace c;
  std::unordered_map<std::string, std::uint32_t> slot_of;
  std::vector<std::uint32_t> free_slots;
  for (const TraceEvent& e : trace.events) {
    if (e.op == TraceEvent::Op::Alloc) {
      std::uint32_t slot;
      if (!free_slots.empty()) {
        slot = free_slots.back();
        free_slots.pop_back();
      } else {
        slot = c.num_slots++;
      }
      slot_of[e.id] = slot;
      c.ops.push_back({slot, e.bytes});
    } else {
      auto it = slot_of.find(e.id);
      if (it == slot_of.end())
        throw Error(ErrorKind::InvalidArgument,
                    fmt::format("allocation trace '{}': free of id '{}', which is not live",
                                trace.name, e.id));
      c.ops.push_back({it->second, 0});
      free_slots.push_back(it->second);
      slot_of.erase(it);
    }
  }
  return c;
}

namespace {

// Applies events [0, end) to `banks`; with `r`, also tracks the peak (statistics only:
// copying the block list at every new peak made replay quadratic in live blocks).
void applyEvents(const AllocTrace& trace, BankManager& banks, std::size_t end, ReplayResult* r) {
  std::unordered_map<std::string, Address> address_of;
  const BankConfig& c = banks.config();
  for (std::size_t i = 0; i < end; ++i) {
    const TraceEvent& e = trace.events[i];
    try {
      if (e.op == TraceEvent::Op::Alloc) {
        std::uint64_t total = 0;
        if (__builtin_mul_overflow(e.bytes, std::uint64_t{c.num_banks}, &total))
          throw Error(ErrorKind::InvalidArgument,
                      fmt::format("{} bytes per bank x {} banks does not fit in 64 bits", e.bytes,
                                  c.num_banks),
                      {Error::num("bytes_per_bank", static_cast<std::int64_t>(
                                                        std::min<std::uint64_t>(e.bytes, INT64_MAX)))});
        BankRequest req{total, e.bytes, c.num_banks};
        address_of[e.id] = banks.allocate(req, trace.direction);
        if (!r) continue;
        ++r->allocations;
        Statistics s = banks.statistics();
        if (s.allocated > r->peak_allocated) {
          r->peak_allocated = s.allocated;
          r->peak_event = i;
          r->peak_statistics = s;
        }
      } else {
        auto it = address_of.find(e.id);
        if (it == address_of.end())
          throw Error(ErrorKind::NotFound, fmt::format("free of id '{}', which is not live", e.id));
        banks.deallocate(it->second);
        address_of.erase(it);
        if (r) ++r->frees;
      }
    } catch (const Error& err) {
      throw Error(err.kind(),
                  fmt::format("replay of trace '{}', event {} ({} '{}'): {}", trace.name, i,
                              e.op == TraceEvent::Op::Alloc ? "alloc" : "free", e.id, err.what()),
                  err.fields());
    }
  }
}

}  // namespace

ReplayResult replay(const AllocTrace& trace, BankManager& banks) {
  ReplayResult r;
  applyEvents(trace, banks, trace.events.size(), &r);
  r.final_statistics = banks.statistics();
  r.final_blocks = banks.blocks();
  if (r.allocations == 0) {
    r.peak_statistics = r.final_statistics;
    r.peak_blocks = r.final_blocks;
    return r;
  }
  // The block map at the peak: replay once more up to the peak event on fresh banks.
  // Two linear passes instead of one copy of the block list per new peak.
  BankManager again(banks.config());
  applyEvents(trace, again, r.peak_event + 1, nullptr);
  r.peak_blocks = again.blocks();
  return r;
}

std::string blockMap(const std::vector<Block>& blocks, Address begin, Address end,
                     std::size_t width) {
  std::string out(width, '.');
  if (end <= begin || width == 0) return out;
  long double span = static_cast<long double>(end - begin);
  std::vector<std::uint64_t> used(width, 0), total(width, 0);
  for (std::size_t cell = 0; cell < width; ++cell) {
    Address lo = begin + static_cast<Address>(span * cell / width);
    Address hi = begin + static_cast<Address>(span * (cell + 1) / width);
    total[cell] = hi - lo;
    for (const Block& b : blocks) {
      if (!b.allocated) continue;
      Address s = std::max(lo, b.begin), t = std::min(hi, b.begin + b.size);
      if (s < t) used[cell] += t - s;
    }
    out[cell] = used[cell] == 0 ? '.' : used[cell] >= total[cell] ? '#' : '+';
  }
  return out;
}

}  // namespace strata::alloc
