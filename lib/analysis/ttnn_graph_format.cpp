// The TT-NN graph vocabulary (see ttnn_graph_format.hpp).
#include "ttnn_graph_format.hpp"

#include <fmt/core.h>

#include <array>
#include <cctype>
#include <utility>

namespace strata::analysis::ttnn_graph {

namespace {

constexpr std::array<std::pair<NodeKind, std::string_view>, 13> kNodeTypes{{
    {NodeKind::CaptureStart, "capture_start"},
    {NodeKind::CaptureEnd, "capture_end"},
    {NodeKind::FunctionStart, "function_start"},
    {NodeKind::FunctionEnd, "function_end"},
    {NodeKind::Buffer, "buffer"},
    {NodeKind::BufferAllocate, "buffer_allocate"},
    {NodeKind::BufferDeallocate, "buffer_deallocate"},
    {NodeKind::CbAllocate, "circular_buffer_allocate"},
    {NodeKind::CbDeallocateAll, "circular_buffer_deallocate_all"},
    {NodeKind::DataflowBufferAllocate, "dataflow_buffer_allocate"},
    {NodeKind::ScratchpadAllocate, "scratchpad_allocate"},
    {NodeKind::Tensor, "tensor"},
    {NodeKind::Error, "error"},
}};

struct BufferTypeEntry {
  device::BufferType type;
  std::uint64_t number;
  std::string_view name;
};
constexpr std::array<BufferTypeEntry, 5> kBufferTypes{{
    {device::BufferType::DRAM, 0, "DRAM"},
    {device::BufferType::L1, 1, "L1"},
    {device::BufferType::SystemMemory, 2, "SYSTEM_MEMORY"},
    {device::BufferType::L1Small, 3, "L1_SMALL"},
    {device::BufferType::Trace, 4, "TRACE"},
}};

// A cursor over core-range text; every reader returns false on anything unexpected.
struct Cursor {
  std::string_view text;
  std::size_t pos = 0;

  void skipSpaces() {
    while (pos < text.size() && std::isspace(static_cast<unsigned char>(text[pos]))) ++pos;
  }
  bool at(char c) {
    skipSpaces();
    return pos < text.size() && text[pos] == c;
  }
  bool eat(char c) {
    if (!at(c)) return false;
    ++pos;
    return true;
  }
  bool done() {
    skipSpaces();
    return pos == text.size();
  }
  bool number(std::uint32_t& out) {
    skipSpaces();
    std::size_t start = pos;
    std::uint64_t value = 0;
    while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos]))) {
      value = value * 10 + static_cast<std::uint64_t>(text[pos] - '0');
      if (value > kMaxCoreCoordinate) return false;
      ++pos;
    }
    out = static_cast<std::uint32_t>(value);
    return pos > start;
  }
  // "(x=3,y=4)" (older tt-metal), "3-4" (newer tt-metal) or "(3,4)" (Strata).
  bool coord(device::CoreCoord& c) {
    if (!at('(')) return number(c.x) && eat('-') && number(c.y);
    eat('(');
    if (at('x') && !(eat('x') && eat('='))) return false;
    if (!number(c.x) || !eat(',')) return false;
    if (at('y') && !(eat('y') && eat('='))) return false;
    return number(c.y) && eat(')');
  }
};

}  // namespace

NodeKind nodeKindOf(std::string_view node_type) {
  for (const auto& [kind, name] : kNodeTypes)
    if (name == node_type) return kind;
  return NodeKind::Unknown;
}

std::string_view nodeTypeName(NodeKind kind) {
  for (const auto& [k, name] : kNodeTypes)
    if (k == kind) return name;
  return "unknown";
}

std::optional<device::BufferType> bufferTypeFromNumber(std::uint64_t value) {
  for (const BufferTypeEntry& e : kBufferTypes)
    if (e.number == value) return e.type;
  return std::nullopt;
}

std::uint64_t bufferTypeNumber(device::BufferType type) {
  for (const BufferTypeEntry& e : kBufferTypes)
    if (e.type == type) return e.number;
  return 0;
}

std::optional<device::BufferType> bufferTypeFromName(std::string_view name) {
  for (const BufferTypeEntry& e : kBufferTypes)
    if (e.name == name) return e.type;
  return std::nullopt;
}

std::string_view bufferTypeGraphName(device::BufferType type) {
  for (const BufferTypeEntry& e : kBufferTypes)
    if (e.type == type) return e.name;
  return "L1";
}

std::string_view coarseTypeName(device::BufferType type) {
  switch (type) {
    case device::BufferType::DRAM:
    case device::BufferType::Trace: return "DRAM";
    case device::BufferType::SystemMemory: return "SYSTEM_MEMORY";
    case device::BufferType::L1:
    case device::BufferType::L1Small: return "L1";
  }
  return "L1";
}

std::optional<std::vector<device::CoreRange>> parseCoreRanges(std::string_view text,
                                                              std::string& why) {
  // Every spelling is: '{' or '[' around the set, each range "start - end" with
  // tt-metal putting '[' ']' around it, ranges separated by commas.
  Cursor c{text};
  const char close = c.eat('{') ? '}' : (c.eat('[') ? ']' : '\0');
  std::vector<device::CoreRange> ranges;
  auto fail = [&](std::string_view what) -> std::optional<std::vector<device::CoreRange>> {
    why = fmt::format("core range set \"{}\" {} (expected tt-metal's \"{{[0-0 - 7-7], ...}}\" "
                      "or \"{{[(x=0,y=0) - (x=7,y=7)], ...}}\" with coordinates up to {})",
                      text, what, kMaxCoreCoordinate);
    return std::nullopt;
  };
  if (close == '\0') return fail("does not start with '{' or '['");
  if (c.eat(close)) return c.done() ? std::optional(ranges) : fail("has text after its end");
  while (true) {
    const bool bracketed = close == '}' && c.eat('[');
    device::CoreCoord start, end;
    if (!c.coord(start)) return fail("has a malformed start coordinate");
    if (!c.eat('-')) return fail("has a range without ' - '");
    if (!c.coord(end)) return fail("has a malformed end coordinate");
    if (bracketed && !c.eat(']')) return fail("has a range without its closing ']'");
    if (end.x < start.x || end.y < start.y) return fail("has a range whose end is before its start");
    ranges.emplace_back(start, end);
    if (c.eat(close)) break;
    if (!c.eat(',')) return fail("has ranges not separated by ','");
  }
  if (!c.done()) return fail("has text after its end");
  return ranges;
}

std::string coreRangeSetText(const std::vector<device::CoreRange>& ranges) {
  if (ranges.empty()) return "{}";
  std::string out = "{";
  for (std::size_t i = 0; i < ranges.size(); ++i) {
    const device::CoreRange& r = ranges[i];
    out += fmt::format("{}[{}-{} - {}-{}]", i ? ", " : "", r.start.x, r.start.y, r.end.x, r.end.y);
  }
  return out + "}";
}

}  // namespace strata::analysis::ttnn_graph
