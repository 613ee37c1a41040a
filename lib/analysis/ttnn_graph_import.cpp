// TT-NN graph -> replay events (docs/analysis.md, "TT-NN graph traces").
//
// One walk over the nodes emits the events; two facts are only known later and are
// patched in afterwards: whether an L1 buffer is an intermediate (it is when it is freed
// inside the function call that allocated it, directly or in a nested call), and which
// functions get a stack frame (those owning an intermediate that no intermediate of an
// enclosing call crosses). Strata's own exports state both in strata_* params.
#include "strata/analysis/ttnn_graph.hpp"

#include "ttnn_graph_nodes.hpp"

#include "strata/analysis/workloads.hpp"
#include "strata/device/arch.hpp"
#include "strata/support/input_file.hpp"
#include "strata/support/json_sax.hpp"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <unordered_map>

namespace strata::analysis {

namespace {

using namespace ttnn_graph;

enum class Scope : std::uint8_t {
  Derived,  // a TT-NN function: an op, with a frame if it owns intermediates (decided later)
  Op,       // strata_scope "op": an op without a frame of its own
  Frame,    // strata_scope "frame": a Strata stack frame, not an op
};

struct Function {
  std::size_t node = 0;
  std::string name;
  Scope scope = Scope::Derived;
  bool owns_intermediate = false;
  bool crossed = false;  // an intermediate of an enclosing call is allocated inside it
  std::optional<std::size_t> frame_begin, frame_end;  // event indices (Derived only)
};

// One L1 allocation the replay places.
struct Allocation {
  std::size_t buffer = 0;  // the buffer node (its counter is the replay id)
  std::size_t event = 0;   // index of its Allocate event
  std::optional<AllocKind> marked;
  std::vector<std::size_t> open_at_alloc;  // indices into `functions`, outermost first
  std::optional<std::vector<std::size_t>> open_at_free;
};

struct BufferState {
  enum class Life : std::uint8_t { Unseen, Live, Freed } life = Life::Unseen;
  std::size_t since = 0;                  // node that allocated or freed it
  std::optional<std::size_t> allocation;  // index into `allocations` when placed in L1
};

class GraphImporter {
 public:
  GraphImporter(const nlohmann::json& array, const device::ArchDesc& arch) : arch_(arch) {
    nodes_.reserve(array.size());
    for (std::size_t i = 0; i < array.size(); ++i) nodes_.push_back(readNode(array[i], i));
    buffers_.resize(nodes_.size());
  }

  ImportedTtnnGraph run(std::string name) {
    if (nodes_.empty())
      throw Error(ErrorKind::ParseError, "ttnn graph has no nodes: nothing was captured");
    placePreexistingBuffers();
    for (const Node& n : nodes_) visit(n);
    closeCbRegion(nodes_.back().counter);
    if (!open_.empty()) {
      const Function& f = functions_[open_.back()];
      const std::string enclosing =
          open_.size() > 1 ? fmt::format(", inside {} more,", open_.size() - 1) : "";
      failAt(nodes_.back(),
             fmt::format("the graph ends with function '{}' (node {}){} still open: the capture "
                         "looks truncated",
                         f.name, f.node, enclosing),
             ErrorKind::InvalidArgument);
    }
    classify();
    ImportedTtnnGraph out;
    out.arch_name = arch_.name;
    out.geometry = geometryOf(arch_);
    out.counts = counts_;
    out.counts.nodes = nodes_.size();
    keptEvents(out.workload.events, out.node_of_event);
    validate(out.workload.events, out.node_of_event);
    out.workload.name = std::move(name);
    out.workload.description = "ttnn graph: " + describeTtnnGraphCounts(out.counts);
    out.workload.provenance = "traced: TT-NN graph capture";
    return out;
  }

 private:
  const device::ArchDesc& arch_;
  std::vector<Node> nodes_;
  std::vector<BufferState> buffers_;  // indexed by node counter (used for buffer nodes)
  std::vector<Function> functions_;
  std::vector<std::size_t> open_;  // indices into functions_, outermost first
  std::size_t open_ops_ = 0;
  std::vector<Allocation> allocations_;
  std::vector<Event> events_;
  std::vector<std::size_t> origin_;  // node counter of every event
  std::optional<CbRegion> region_;            // the program region now live
  std::optional<std::size_t> cb_event_;      // its Allocate event
  std::vector<std::size_t> dropped_;         // events left out (regions without bytes)
  // The device whose L1 this replays, as buffer nodes and as program nodes name it:
  // in NORMAL captures the two differ (mesh device vs the device under it).
  struct DeviceSeen {
    std::optional<std::uint64_t> id;
    std::size_t node = 0;
  } buffer_device_, program_device_;
  TtnnGraphCounts counts_;

  void push(Event e, std::size_t node) {
    events_.push_back(std::move(e));
    origin_.push_back(node);
  }

  // The buffer node an allocate / deallocate node acts on (its first connection).
  std::size_t bufferOf(const Node& n) {
    std::optional<std::size_t> target = connection(n, 0, nodes_.size());
    if (!target)
      failAt(n, "has no connection to its buffer node; connections[0] names the buffer");
    if (nodes_[*target].kind != NodeKind::Buffer)
      failAt(n,
             fmt::format("names node {} as its buffer, but that is a '{}' node, not a 'buffer' "
                         "node: unknown buffer",
                         *target, nodes_[*target].type),
             ErrorKind::InvalidArgument);
    return *target;
  }

  void checkDevice(DeviceSeen& seen, const Node& n, std::optional<std::uint64_t> device) {
    if (!device) return;
    if (!seen.id) {
      seen = {device, n.counter};
    } else if (*seen.id != *device) {
      failAt(n,
             fmt::format("uses L1 of device {}, but node {} used L1 of device {}: the study "
                         "replays one device's L1; capture one device at a time",
                         *device, seen.node, *seen.id),
             ErrorKind::InvalidArgument);
    }
  }

  // L1 buffers that exist when the capture starts (a function's inputs, created before
  // begin_graph_capture) appear as buffer nodes that are used or deallocated before any
  // buffer_allocate names them. They hold L1 for the whole capture up to their
  // deallocation, so they are allocated, as heap tensors, before the first event.
  void placePreexistingBuffers() {
    std::vector<std::optional<NodeKind>> first_use(nodes_.size());
    for (const Node& n : nodes_)
      if (n.kind == NodeKind::BufferAllocate || n.kind == NodeKind::BufferDeallocate) {
        std::size_t b = bufferOf(n);
        if (!first_use[b]) first_use[b] = n.kind;
      }
    // The first deallocation of each buffer, for the page facts newer captures record there.
    std::unordered_map<std::size_t, std::size_t> dealloc_of;
    for (const Node& n : nodes_)
      if (n.kind == NodeKind::BufferDeallocate) dealloc_of.emplace(bufferOf(n), n.counter);
    for (const Node& n : nodes_) {
      if (n.kind != NodeKind::Buffer || first_use[n.counter] == NodeKind::BufferAllocate) continue;
      BufferParams b = readBufferParams(n);
      // Live from the start, whether or not L1 holds it (a DRAM input may be freed too).
      buffers_[n.counter] = {BufferState::Life::Live, n.counter, std::nullopt};
      if (b.type != device::BufferType::L1) continue;
      if (auto d = dealloc_of.find(n.counter); d != dealloc_of.end()) {
        const Node& dn = nodes_[d->second];
        if (!b.layout) b.layout = paramText(dn, kLayout);
        if (!b.page_size) b.page_size = paramNumber(dn, kPageSize);
        if (!b.num_cores) b.num_cores = paramNumber(dn, kNumCores);
        if (!b.max_size_per_bank) b.max_size_per_bank = paramNumber(dn, kMaxSizePerBank);
        if (!b.device_id) b.device_id = paramNumber(dn, kDeviceId);
      }
      if (b.size == 0) continue;
      checkDevice(buffer_device_, n, b.device_id);
      allocateL1(n, n.counter, l1BytesPerBank(n, b, arch_), AllocKind::Heap,
                 "allocated before the capture");
      ++counts_.l1_preexisting;
    }
  }

  void allocateL1(const Node& at, std::size_t buffer, std::uint64_t bytes,
                  std::optional<AllocKind> marked, std::string label) {
    Allocation a;
    a.buffer = buffer;
    a.event = events_.size();
    a.marked = marked;
    a.open_at_alloc = open_;
    Event e;
    e.type = EventType::Allocate;
    e.id = buffer;
    e.bytes = bytes;
    e.name = std::move(label);
    push(std::move(e), at.counter);
    buffers_[buffer] = {BufferState::Life::Live, at.counter, allocations_.size()};
    allocations_.push_back(std::move(a));
    ++counts_.l1_buffers;
  }

  void visit(const Node& n) {
    switch (n.kind) {
      case NodeKind::FunctionStart: functionStart(n); break;
      case NodeKind::FunctionEnd: functionEnd(n); break;
      case NodeKind::BufferAllocate: bufferAllocate(n); break;
      case NodeKind::BufferDeallocate: bufferDeallocate(n); break;
      case NodeKind::CbAllocate:
      case NodeKind::DataflowBufferAllocate:
      case NodeKind::ScratchpadAllocate: programBuffer(n); break;
      case NodeKind::CbDeallocateAll:
      case NodeKind::CaptureEnd: closeCbRegion(n.counter); break;
      case NodeKind::Unknown: ++counts_.unknown_nodes; break;
      case NodeKind::CaptureStart:
      case NodeKind::Buffer:
      case NodeKind::Tensor:
      case NodeKind::Error: break;  // no memory event of their own
    }
  }

  void functionStart(const Node& n) {
    closeCbRegion(n.counter);  // a new call: the last program has been enqueued
    Function f;
    f.node = n.counter;
    f.name = requireText(n, kName, "the function's name");
    if (std::optional<std::string> scope = paramText(n, kStrataScope)) {
      if (*scope == "op") f.scope = Scope::Op;
      else if (*scope == "frame") f.scope = Scope::Frame;
      else failAt(n, fmt::format("param \"strata_scope\" is \"{}\", not \"op\" or \"frame\"", *scope));
    }
    ++counts_.functions;
    const std::optional<std::uint64_t> pool_bytes = paramNumber(n, kStrataPoolBytes);
    if (pool_bytes && (f.scope == Scope::Frame || open_ops_ != 0))
      failAt(n, "param \"strata_pool_bytes\" is for top-level ops; pools belong to the call "
                "the user makes");
    if (f.scope != Scope::Frame) {
      Event e;
      e.type = EventType::OpBegin;
      e.name = f.name;
      e.depth = static_cast<std::uint32_t>(open_ops_++);
      e.pool_bytes = pool_bytes;
      push(std::move(e), n.counter);
    }
    if (f.scope != Scope::Op) {
      if (f.scope == Scope::Derived) f.frame_begin = events_.size();
      Event e;
      e.type = EventType::FrameBegin;
      push(std::move(e), n.counter);
    }
    open_.push_back(functions_.size());
    functions_.push_back(std::move(f));
  }

  void functionEnd(const Node& n) {
    if (open_.empty()) failAt(n, "ends a function, but no function_start is open", ErrorKind::InvalidArgument);
    Function& f = functions_[open_.back()];
    if (std::optional<std::string> name = paramText(n, kName); name && *name != f.name)
      failAt(n,
             fmt::format("ends '{}', but the innermost open function is '{}' (node {})", *name,
                         f.name, f.node),
             ErrorKind::InvalidArgument);
    closeCbRegion(n.counter);  // the call returned: its programs have been enqueued
    if (f.scope != Scope::Op) {
      if (f.scope == Scope::Derived) f.frame_end = events_.size();
      Event e;
      e.type = EventType::FrameEnd;
      push(std::move(e), n.counter);
    }
    if (f.scope != Scope::Frame) {
      Event e;
      e.type = EventType::OpEnd;
      e.name = f.name;
      e.depth = static_cast<std::uint32_t>(--open_ops_);
      push(std::move(e), n.counter);
    }
    open_.pop_back();
  }

  void bufferAllocate(const Node& n) {
    const std::size_t buffer = bufferOf(n);
    BufferState& state = buffers_[buffer];
    if (state.life == BufferState::Life::Live)
      failAt(n,
             fmt::format("allocates buffer node {} again while it is live (allocated at node "
                         "{}); a buffer is deallocated before it is allocated again",
                         buffer, state.since),
             ErrorKind::InvalidArgument);
    const BufferParams b = readBufferParams(n);
    std::optional<AllocKind> marked;
    if (std::optional<std::string> allocator = paramText(n, kStrataAllocator)) {
      if (*allocator == "heap") marked = AllocKind::Heap;
      // A pool's blocks are intermediates placed in a pool instead of on the stack.
      else if (*allocator == "stack" || *allocator == "pool") marked = AllocKind::Intermediate;
      else failAt(n, fmt::format("param \"strata_allocator\" is \"{}\", not \"heap\", \"stack\" or \"pool\"", *allocator));
    }
    // The role says what the buffer is for whichever allocator placed it (an intermediate
    // on the heap under tt-metal's model); exports before it existed have none.
    if (std::optional<std::string> role = paramText(n, kStrataRole)) {
      if (*role == "long_lived") marked = AllocKind::Heap;
      else if (*role == "intermediate") marked = AllocKind::Intermediate;
      else failAt(n, fmt::format("param \"strata_role\" is \"{}\", not \"long_lived\" or \"intermediate\"", *role));
    }
    const bool placed = b.type == device::BufferType::L1 && b.size > 0;
    if (!placed) {
      if (b.type == device::BufferType::DRAM || b.type == device::BufferType::Trace) {
        ++counts_.dram_buffers;
        counts_.dram_bytes += b.size;
      } else {
        ++counts_.other_buffers;
      }
      buffers_[buffer] = {BufferState::Life::Live, n.counter, std::nullopt};
      return;
    }
    checkDevice(buffer_device_, n, b.device_id);
    const std::uint64_t bytes = l1BytesPerBank(n, b, arch_);
    closeCbRegion(n.counter);  // a program's CBs never outlive a later L1 allocation
    allocateL1(n, buffer, bytes, marked, paramText(n, kStrataLabel).value_or(""));
  }

  void bufferDeallocate(const Node& n) {
    const std::size_t buffer = bufferOf(n);
    BufferState& state = buffers_[buffer];
    if (state.life != BufferState::Life::Live)
      failAt(n,
             state.life == BufferState::Life::Freed
                 ? fmt::format("deallocates buffer node {}, which node {} already deallocated",
                               buffer, state.since)
                 : fmt::format("deallocates buffer node {}, which was never allocated", buffer),
             ErrorKind::InvalidArgument);
    if (state.allocation) {
      allocations_[*state.allocation].open_at_free = open_;
      Event e;
      e.type = EventType::Free;
      e.id = buffer;
      push(std::move(e), n.counter);
    }
    state = {BufferState::Life::Freed, n.counter, std::nullopt};
  }

  // A program's circular buffers (and newer tt-metal's dataflow buffers and scratchpads)
  // form one CB region, placed at the first of them and released at the next function
  // boundary, circular_buffer_deallocate_all or L1 allocation; its size is settled at
  // release (CbRegion).
  void programBuffer(const Node& n) {
    ProgramBuffer b = readProgramBuffer(n);
    checkDevice(program_device_, n, paramNumber(n, kDeviceId));
    if (!cb_event_) {
      cb_event_ = events_.size();
      Event e;
      e.type = EventType::Allocate;
      e.kind = AllocKind::CbRegion;
      e.id = n.counter;
      e.name = paramText(n, kStrataLabel)
                   .value_or(open_.empty() ? std::string("program") : functions_[open_.back()].name);
      push(std::move(e), n.counter);
    }
    if (!region_) region_.emplace(arch_.l1_alignment, arch_.l1_size);
    region_->add(n, b);  // an oversized region names this node
  }

  // `node` is the node that ends the program (or the last node of the graph).
  void closeCbRegion(std::size_t node) {
    if (!cb_event_) return;
    const std::uint64_t bytes = region_ ? region_->bytes() : 0;
    const std::size_t at = *cb_event_;
    cb_event_.reset();
    region_.reset();
    if (bytes == 0) {  // only globally allocated (shard-backed) CBs: no region
      dropped_.push_back(at);
      return;
    }
    events_[at].bytes = bytes;
    Event e;
    e.type = EventType::Free;
    e.id = events_[at].id;
    push(std::move(e), node);
    ++counts_.cb_regions;
  }

  // Kinds and frames, now that every lifetime is known.
  void classify() {
    for (Allocation& a : allocations_) {
      std::size_t common = 0;  // functions open both at allocation and at free
      if (a.open_at_free)
        while (common < a.open_at_alloc.size() && common < a.open_at_free->size() &&
               a.open_at_alloc[common] == (*a.open_at_free)[common])
          ++common;
      AllocKind kind = a.marked.value_or(common > 0 ? AllocKind::Intermediate : AllocKind::Heap);
      events_[a.event].kind = kind;
      if (kind != AllocKind::Intermediate) continue;
      ++counts_.intermediates;
      if (common > 0) functions_[a.open_at_alloc[common - 1]].owns_intermediate = true;
      // Calls between the owner and the allocation return before the buffer dies: a
      // frame of theirs would release it too early.
      for (std::size_t i = common; i < a.open_at_alloc.size(); ++i)
        functions_[a.open_at_alloc[i]].crossed = true;
    }
  }

  // The events without the frames no function needed and the regions without bytes.
  void keptEvents(std::vector<Event>& events, std::vector<std::size_t>& origin) {
    std::vector<bool> drop(events_.size(), false);
    for (std::size_t i : dropped_) drop[i] = true;
    for (const Function& f : functions_) {
      if (f.scope != Scope::Derived || (f.owns_intermediate && !f.crossed)) continue;
      if (f.frame_begin) drop[*f.frame_begin] = true;
      if (f.frame_end) drop[*f.frame_end] = true;
    }
    for (std::size_t i = 0; i < events_.size(); ++i) {
      if (drop[i]) continue;
      events.push_back(std::move(events_[i]));
      origin.push_back(origin_[i]);
    }
  }

  void validate(const std::vector<Event>& events, const std::vector<std::size_t>& origin) {
    try {
      validateEvents(events);
    } catch (const Error& err) {
      auto index = err.number("event_index");
      if (!index) throw;
      const std::size_t i = static_cast<std::size_t>(*index);
      const Node& n = i < origin.size() ? nodes_[origin[i]] : nodes_.back();
      std::string why = err.what();
      if (auto colon = why.find(": "); colon != std::string::npos) why = why.substr(colon + 2);
      failAt(n, fmt::format("the replay cannot follow it: {}", why), err.kind());
    }
  }
};

const nlohmann::json& nodeArray(const nlohmann::json& doc) {
  if (doc.is_array()) return doc;
  if (doc.is_object()) {
    auto graph = doc.find("graph");
    if (graph != doc.end() && graph->is_array()) return *graph;
  }
  throw Error(ErrorKind::ParseError,
              fmt::format("a ttnn graph is a JSON array of nodes (or a report object with a "
                          "\"graph\" array), not a JSON {}",
                          doc.type_name()));
}

// For a document that does not parse: how many nodes were complete before the parser
// stopped (entries of the top-level array, or of a report's "graph" array).
struct NodeCounter : JsonStructureSax {
  std::vector<bool> is_node_array;  // per open container
  bool next_is_graph = false;
  std::size_t complete = 0;

  bool open(bool array) override {
    const bool top = is_node_array.empty();
    is_node_array.push_back(array && (top || (is_node_array.size() == 1 && next_is_graph)));
    next_is_graph = false;
    return true;
  }
  bool close() override {
    is_node_array.pop_back();
    return value();
  }
  bool value() override {
    next_is_graph = false;
    if (!is_node_array.empty() && is_node_array.back()) ++complete;
    return true;
  }
  bool onKey(const std::string& k) override {
    next_is_graph = is_node_array.size() == 1 && k == "graph";
    return true;
  }
};

}  // namespace

ImportedTtnnGraph importTtnnGraph(const nlohmann::json& graph, const device::ArchDesc& arch,
                                  std::string name) {
  return GraphImporter(nodeArray(graph), arch).run(std::move(name));
}

ImportedTtnnGraph importTtnnGraphFile(const std::string& path, const device::ArchDesc& arch) {
  const std::string text = readInputFile(path, "ttnn graph file");
  const nlohmann::json doc =
      parseJsonNamingEntry<NodeCounter>(text, path, "ttnn graph file", "node", "nodes", "node");
  try {
    return importTtnnGraph(doc, arch, std::filesystem::path(path).stem().string());
  } catch (const Error& e) {
    std::vector<Error::Field> fields = e.fields();
    fields.push_back(Error::str("path", path));
    throw Error(e.kind(), fmt::format("{}: {}", path, e.what()), std::move(fields));
  }
}

std::string describeTtnnGraphCounts(const TtnnGraphCounts& c) {
  auto n = [](std::size_t count, std::string_view noun) {
    return fmt::format("{} {}{}", count, noun, count == 1 ? "" : "s");
  };
  std::string s = fmt::format(
      "{}, {}; placed in L1: {} ({} allocated before the capture, {}), {}; not placed: {} "
      "({} B), {}",
      n(c.nodes, "node"), n(c.functions, "function"), n(c.l1_buffers, "buffer"),
      c.l1_preexisting, n(c.intermediates, "intermediate"), n(c.cb_regions, "CB region"),
      n(c.dram_buffers, "DRAM buffer"), c.dram_bytes, n(c.other_buffers, "other buffer"));
  if (c.unknown_nodes) s += fmt::format(", {} of unknown type ignored", n(c.unknown_nodes, "node"));
  return s;
}

}  // namespace strata::analysis
