// Reading one TT-NN graph node (see ttnn_graph_nodes.hpp).
#include "ttnn_graph_nodes.hpp"

#include "strata/device/data_type.hpp"
#include "strata/device/tensor_layout.hpp"
#include "strata/support/checked.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <limits>
#include <cctype>
#include <charconv>
#include <unordered_map>
#include <unordered_set>

namespace strata::analysis::ttnn_graph {

namespace {

const nlohmann::json& emptyObject() {
  static const nlohmann::json empty = nlohmann::json::object();
  return empty;
}

// A JSON integer that is not negative (a parser stores those as unsigned, code that
// builds a document in memory often as signed).
std::optional<std::uint64_t> wholeNumber(const nlohmann::json& j) {
  if (j.is_number_unsigned()) return j.get<std::uint64_t>();
  if (j.is_number_integer() && j.get<std::int64_t>() >= 0)
    return static_cast<std::uint64_t>(j.get<std::int64_t>());
  return std::nullopt;
}

[[noreturn]] void failAtIndex(std::size_t index, std::string_view type, const std::string& what) {
  throw Error(ErrorKind::ParseError,
              fmt::format("ttnn graph node {} ({}): {}", index, type, what),
              {Error::num("node", static_cast<std::int64_t>(index)),
               Error::str("node_type", std::string(type))});
}

// Every size or count the graph gives stays below this, so the per-bank arithmetic
// below (products of two such figures at most) cannot wrap.
void requireTensorSized(const Node& node, const char* key, std::uint64_t value) {
  if (value > kMaxTensorBytes)
    failAt(node,
           fmt::format("param \"{}\" is {}, above the {} B (256 TiB) any buffer can have; the "
                       "file is corrupt",
                       key, value, kMaxTensorBytes),
           ErrorKind::InvalidArgument);
}

std::string upper(std::string text) {
  for (char& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return text;
}

enum class BankSpread : std::uint8_t { Interleaved, Sharded, SingleBank };

std::optional<BankSpread> parseSpread(const std::string& layout) {
  const std::string u = upper(layout);
  if (u == "INTERLEAVED") return BankSpread::Interleaved;
  if (u == "SINGLE_BANK") return BankSpread::SingleBank;
  if (u == "HEIGHT_SHARDED" || u == "WIDTH_SHARDED" || u == "BLOCK_SHARDED")
    return BankSpread::Sharded;
  return std::nullopt;
}

}  // namespace

void failAt(const Node& node, const std::string& what, ErrorKind kind) {
  throw Error(kind, fmt::format("ttnn graph node {} ({}): {}", node.counter, node.type, what),
              {Error::num("node", static_cast<std::int64_t>(node.counter)),
               Error::str("node_type", node.type)});
}

Node readNode(const nlohmann::json& json, std::size_t index) {
  if (!json.is_object())
    failAtIndex(index, "?", fmt::format("is a JSON {}, not an object with \"counter\", "
                                        "\"node_type\" and \"params\"",
                                        json.type_name()));
  Node n;
  n.counter = index;
  auto type = json.find(kNodeType);
  if (type == json.end() || !type->is_string())
    failAtIndex(index, "?", "has no \"node_type\" string; every node names its type");
  n.type = type->get<std::string>();
  n.kind = nodeKindOf(n.type);
  auto counter = json.find(kCounter);
  std::optional<std::uint64_t> value =
      counter == json.end() ? std::nullopt : wholeNumber(*counter);
  if (!value)
    failAtIndex(index, n.type, "has no \"counter\" (a whole number); every node has one");
  if (*value != index)
    failAtIndex(index, n.type,
                fmt::format("has counter {}, but it is entry {} of the array; connections name "
                            "nodes by counter, so counters must equal positions",
                            *value, index));
  auto params = json.find(kParams);
  if (params != json.end() && !params->is_null() && !params->is_object())
    failAtIndex(index, n.type,
                fmt::format("\"params\" is a JSON {}, not an object", params->type_name()));
  n.params = params != json.end() && params->is_object() ? &*params : &emptyObject();
  auto connections = json.find(kConnections);
  if (connections != json.end() && !connections->is_null()) {
    if (!connections->is_array())
      failAtIndex(index, n.type,
                  fmt::format("\"connections\" is a JSON {}, not an array of node counters",
                              connections->type_name()));
    n.connections = &*connections;
  }
  return n;
}

std::optional<std::uint64_t> paramNumber(const Node& node, const char* key) {
  auto it = node.params->find(key);
  if (it == node.params->end() || it->is_null()) return std::nullopt;
  if (std::optional<std::uint64_t> value = wholeNumber(*it)) return value;
  if (it->is_string()) {
    const std::string& text = it->get_ref<const std::string&>();
    std::uint64_t value = 0;
    const char* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec == std::errc::result_out_of_range)
      failAt(node, fmt::format("param \"{}\" is \"{}\", which does not fit in 64 bits", key, text),
             ErrorKind::InvalidArgument);
    if (text.empty() || ec != std::errc() || ptr != end)
      failAt(node, fmt::format("param \"{}\" is \"{}\", not a whole number", key, text));
    return value;
  }
  failAt(node, fmt::format("param \"{}\" is {}, not a whole number", key,
                           it->is_number() ? it->dump() : std::string("a JSON ") + it->type_name()));
}

std::uint64_t requireNumber(const Node& node, const char* key, std::string_view meaning) {
  std::optional<std::uint64_t> v = paramNumber(node, key);
  if (!v) failAt(node, fmt::format("params has no \"{}\" ({})", key, meaning));
  return *v;
}

std::optional<std::string> paramText(const Node& node, const char* key) {
  auto it = node.params->find(key);
  if (it == node.params->end() || it->is_null()) return std::nullopt;
  if (!it->is_string())
    failAt(node, fmt::format("param \"{}\" is a JSON {}, not text", key, it->type_name()));
  return it->get<std::string>();
}

std::string requireText(const Node& node, const char* key, std::string_view meaning) {
  std::optional<std::string> v = paramText(node, key);
  if (!v) failAt(node, fmt::format("params has no \"{}\" ({})", key, meaning));
  return *v;
}

bool paramFlag(const Node& node, const char* key) {
  auto it = node.params->find(key);
  if (it == node.params->end() || it->is_null()) return false;
  if (it->is_boolean()) return it->get<bool>();
  if (std::optional<std::uint64_t> value = wholeNumber(*it); value && *value <= 1) return *value == 1;
  if (it->is_string()) {
    const std::string u = upper(it->get<std::string>());
    if (u == "1" || u == "TRUE") return true;
    if (u == "0" || u == "FALSE") return false;
  }
  failAt(node, fmt::format("param \"{}\" is {}, not a flag (\"0\", \"1\", \"false\", \"true\")",
                           key, it->dump()));
}

std::optional<std::size_t> connection(const Node& node, std::size_t index, std::size_t limit) {
  if (node.connections == nullptr || index >= node.connections->size()) return std::nullopt;
  const nlohmann::json& c = (*node.connections)[index];
  std::optional<std::uint64_t> counter = wholeNumber(c);
  if (!counter || *counter >= limit)
    failAt(node, fmt::format("connection {} is {}, not the counter of a node of this graph "
                             "(0 to {})",
                             index, c.dump(), limit - 1));
  return static_cast<std::size_t>(*counter);
}

BufferParams readBufferParams(const Node& node) {
  BufferParams b;
  const std::string type = requireText(node, kType, "DRAM or L1");
  std::optional<device::BufferType> t = bufferTypeFromName(upper(type));
  if (!t)
    failAt(node, fmt::format("buffer type \"{}\" is not one of DRAM, L1, L1_SMALL, "
                             "SYSTEM_MEMORY, TRACE",
                             type));
  b.type = *t;
  // Newer captures add tt-metal's exact type as a number ("type" says only DRAM or L1).
  auto exact = node.params->find(kBufferType);
  if (exact != node.params->end() && !exact->is_null()) {
    std::optional<device::BufferType> refined;
    if (exact->is_string() && !exact->get_ref<const std::string&>().empty() &&
        !std::isdigit(static_cast<unsigned char>(exact->get_ref<const std::string&>()[0]))) {
      std::string name = upper(exact->get<std::string>());
      if (auto colon = name.rfind(':'); colon != std::string::npos) name = name.substr(colon + 1);
      refined = bufferTypeFromName(name);
    } else {
      refined = bufferTypeFromNumber(*paramNumber(node, kBufferType));
    }
    if (!refined)
      failAt(node, fmt::format("param \"buffer_type\" is {}, not one of tt-metal's buffer types "
                               "(0 DRAM, 1 L1, 2 SYSTEM_MEMORY, 3 L1_SMALL, 4 TRACE)",
                               exact->dump()));
    b.type = *refined;
  }
  b.size = requireNumber(node, kSize, "the buffer's bytes over all banks");
  requireTensorSized(node, kSize, b.size);
  b.layout = paramText(node, kLayout);
  b.page_size = paramNumber(node, kPageSize);
  b.num_cores = paramNumber(node, kNumCores);
  b.max_size_per_bank = paramNumber(node, kMaxSizePerBank);
  b.device_id = paramNumber(node, kDeviceId);
  if (b.page_size) requireTensorSized(node, kPageSize, *b.page_size);
  if (b.max_size_per_bank) requireTensorSized(node, kMaxSizePerBank, *b.max_size_per_bank);
  return b;
}

std::uint64_t l1BytesPerBank(const Node& node, const BufferParams& b, const device::ArchDesc& arch) {
  const std::uint64_t alignment = arch.l1_alignment;
  const bool has_page = b.page_size && *b.page_size > 0;
  // Without page_size (captures before tt-metal recorded it) pages are assumed to be
  // bf16 tiles, the usual page of an L1 activation (docs/analysis.md).
  const std::uint64_t page = has_page ? *b.page_size : device::tileBytes(device::DataType::BFloat16);
  const std::uint64_t aligned_page = device::alignUp(page, alignment);
  std::uint64_t bytes = 0;
  if (b.max_size_per_bank) {
    // tt-metal's own figure, counted with the capturing device's banks: whole aligned
    // pages (Buffer::aligned_size_per_bank). Some tt-metal versions multiplied the page
    // size before alignment; such a figure is re-aligned page by page.
    const std::uint64_t max = *b.max_size_per_bank;
    if (has_page && max % aligned_page != 0 && max % page == 0)
      bytes = max / page * aligned_page;
    else
      bytes = device::alignUp(max, alignment);
  } else {
    if (!b.layout)
      failAt(node, "params has no \"layout\" (INTERLEAVED or *_SHARDED) and no "
                   "\"max_size_per_bank\": cannot tell how the buffer spreads over L1 banks");
    std::optional<BankSpread> spread = parseSpread(*b.layout);
    if (!spread)
      failAt(node, fmt::format("layout \"{}\" is not INTERLEAVED, SINGLE_BANK, HEIGHT_SHARDED, "
                               "WIDTH_SHARDED or BLOCK_SHARDED, and there is no "
                               "\"max_size_per_bank\": cannot size its L1 banks",
                               *b.layout));
    const std::uint64_t pages = device::ceilDiv(b.size, page);
    switch (*spread) {
      case BankSpread::Interleaved:
        bytes = device::interleavedBytesPerBank(pages, page, arch.numWorkerCores(), alignment);
        break;
      case BankSpread::SingleBank: bytes = pages * aligned_page; break;
      case BankSpread::Sharded:
        if (!b.num_cores || *b.num_cores == 0)
          failAt(node, fmt::format("{} L1 buffer without \"num_cores\" (or 0): cannot tell how "
                                   "many cores share its {} B; re-capture with a tt-metal that "
                                   "records num_cores",
                                   *b.layout, b.size));
        bytes = device::ceilDiv(pages, *b.num_cores) * aligned_page;
        break;
    }
  }
  if (bytes > arch.l1_size)
    failAt(node,
           fmt::format("L1 buffer of {} B needs {} B per bank, more than the {} B L1 of arch "
                       "'{}'; replay it with --arch naming the device it was captured on",
                       b.size, bytes, arch.l1_size, arch.name),
           ErrorKind::InvalidArgument);
  return bytes;
}

ProgramBuffer readProgramBuffer(const Node& node) {
  ProgramBuffer b;
  b.node = node.counter;
  b.size = requireNumber(node, kSize, "the buffer's bytes per core");
  requireTensorSized(node, kSize, b.size);
  b.address = paramNumber(node, kAddress).value_or(0);
  requireTensorSized(node, kAddress, b.address);
  if (std::optional<std::string> text = paramText(node, kCoreRangeSet)) {
    std::string why;
    b.cores = parseCoreRanges(*text, why);
    if (!b.cores) failAt(node, why);
  }
  b.tensor_backed = node.kind == NodeKind::CbAllocate ? paramFlag(node, kGloballyAllocated)
                    : node.kind == NodeKind::DataflowBufferAllocate ? paramFlag(node, kBorrowsMemory)
                                                                    : false;
  return b;
}

void CbRegion::add(const Node& node, const ProgramBuffer& b) {
  if (b.tensor_backed || b.size == 0) return;
  any_ = true;
  // Real placements (a capture that dispatched): the region spans them all.
  all_addressed_ = all_addressed_ && b.address > 0;
  low_ = std::min(low_, b.address);
  high_ = std::max(high_, b.address + b.size);
  sum_ += device::alignUp(b.size, alignment_);
  all_have_cores_ = all_have_cores_ && b.cores && !b.cores->empty();
  if (b.cores) {
    // No addresses: the buffer goes, on all of its cores, above the highest buffer already
    // placed on any of them (a buffer has one address on every core it uses).
    std::unordered_set<std::uint32_t> cores;
    for (const device::CoreRange& r : *b.cores)
      for (std::uint32_t y = r.start.y; y <= r.end.y; ++y)
        for (std::uint32_t x = r.start.x; x <= r.end.x; ++x)
          cores.insert(y * (kMaxCoreCoordinate + 1) + x);
    std::uint64_t offset = 0;
    for (std::uint32_t c : cores) offset = std::max(offset, end_of_core_[c]);
    const std::uint64_t end = device::alignUp(offset, alignment_) + b.size;
    for (std::uint32_t c : cores) end_of_core_[c] = end;
    placed_end_ = std::max(placed_end_, end);
  }
  if (bytes() > l1_size_)
    failAt(node,
           fmt::format("the program's circular buffers up to this one need a {} B CB region per "
                       "core, more than the {} B L1",
                       bytes(), l1_size_),
           ErrorKind::InvalidArgument);
}

std::uint64_t CbRegion::bytes() const {
  if (!any_) return 0;
  if (all_addressed_) return high_ - low_;
  return all_have_cores_ ? placed_end_ : sum_;
}

}  // namespace strata::analysis::ttnn_graph
