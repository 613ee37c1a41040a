#pragma once
// The one interface every op is written against. An op (primitive or composite) is a
// plain function of an OpContext: it asks the context for output tensors (heap, stack
// or caller-provided), opens stack frames, creates scalars and enqueues program
// descriptions. Two contexts implement it:
//   - the accountant (query.cpp) only adds bytes: no device, no allocator, no kernels;
//   - the device context (device_context.cpp) allocates real buffers on the simulated
//     device and turns each ProgramDesc into a runtime program whose kernels move tiles
//     through circular buffers in L1.
// Because both walk the same function, the query cannot drift from what runs.

#include "strata/ops/tensor_desc.hpp"
#include "strata/ops/constant_values.hpp"

#include <array>
#include <cstdint>

namespace strata::ops {

enum class Placement : std::uint8_t { Heap, Stack };

// A tensor as ops see it: its description and an id the context understands
// (the device context maps it to a live device tensor; the accountant ignores it).
struct TensorRef {
  TensorDesc desc;
  std::int32_t id = -1;
};

// Where an op puts its result.
struct OutputSpec {
  Placement placement = Placement::Heap;
  MemoryConfig memory = MemoryConfig::dram();
  bool memory_given = false;              // false: the op picks (usually its first input's)
  const TensorRef* preallocated = nullptr;  // write into this tensor instead

  static OutputSpec heap() { return {}; }
  static OutputSpec heapIn(const MemoryConfig& m) { return {Placement::Heap, m, true, nullptr}; }
  // Intermediates of composites: L1 interleaved on the stack.
  static OutputSpec stack() { return {Placement::Stack, MemoryConfig::l1(), true, nullptr}; }
  static OutputSpec into(const TensorRef& t) { return {Placement::Heap, t.desc.memory, true, &t}; }

  // The memory the result goes to: the preallocated tensor's, else `memory` (meaningful
  // when memoryRequested(); otherwise the op picks its own).
  const MemoryConfig& requestedMemory() const { return preallocated ? preallocated->desc.memory : memory; }
  bool memoryRequested() const { return memory_given || preallocated != nullptr; }
};

// ---- program descriptions -------------------------------------------------------

inline constexpr int kMaxOperands = 3;
inline constexpr int kMaxOperandsForGather = kMaxOperands;
inline constexpr int kMaxCbs = 12;  // rms_norm with weight and bias holds 10

// What the compute kernel does with the tiles. Codes index the op tables in
// kernels.hpp (one enum per family).
enum class ComputeKind : std::uint8_t {
  Unary,    // out = f(in0; params)
  Binary,   // out = f(in0, in1) with in1 possibly broadcast
  Where,    // out = f(in0, in1, in2) (TernaryCode; where: in0 != 0 ? in1 : in2), in1/in2 may broadcast
  Reduce,   // out = reduce over the last dim (or last two) of in0
  Slice,    // out = a tile-aligned column window of in0 (glu split)
  Matmul,   // out = in0 x in1, blocked (params: per-core M and N tiles, K block tiles)
  Tilize,   // row-major in0 -> tiles (params[0]: block width in tiles)
  Untilize, // tiles -> row-major (params[0]: block width in tiles)
  Gather,   // data movement: every output element copied from an input element (GatherMap)
  Window,   // convolution / pooling: every output element from a 2-D window of input (WindowMap)
  Index,    // index ops (strata/ops/index.hpp): code is an IndexCode, params[0] the dim
  FusedRow, // softmax / rms_norm over whole rows of tiles: code is a FusedRowCode (fused_row.hpp)
  Integer,  // integer ops (strata/ops/integer.hpp): out = f(in0[, in1]) on 32-bit words
  KvCache,  // kv-cache ops (strata/ops/kv_cache.hpp): code is a CacheCode; the output is
            // the cache (input 0), written in place
  Sort,     // sort / topk (strata/ops/sort.hpp): values and indices along a dim; code a SortCode
  Random,   // random ops (strata/ops/random.hpp): code is a RandomCode, params the op's scalars
};

// Where each output element of a data-movement op comes from. Output and inputs are
// seen through their logical multi-dim index (padding is written as 0).
struct GatherMap {
  enum class Kind : std::uint8_t {
    Reshape,  // the same row-major linear index in the input
    PerDim,   // in[source_dim[k]] = ((out[k] / divide[k]) % modulo[k]) * step[k] + begin[k]
    Concat,   // along `dim`, input j covers [offsets[j], offsets[j + 1])
    Scan,     // along `dim`: the sum (or product) of in[.., 0..o[dim], ..] (cumsum, cumprod)
  };
  Kind kind = Kind::PerDim;
  std::array<std::uint8_t, kMaxRank> source_dim{};
  std::array<std::uint32_t, kMaxRank> divide{};
  std::array<std::uint32_t, kMaxRank> modulo{};  // 0: no modulo
  std::array<std::uint32_t, kMaxRank> step{};
  std::array<std::uint32_t, kMaxRank> begin{};
  std::uint8_t dim = 0;
  std::array<std::uint32_t, kMaxOperandsForGather + 1> offsets{};
  // PerDim with padding (ttnn.pad): the index above is shifted down by pad_low[k]; where
  // it falls outside the input the element is `fill`.
  bool scan_product = false;  // Scan: multiply instead of add
  bool pads = false;
  std::array<std::uint32_t, kMaxRank> pad_low{};
  double fill = 0;
  // slice_dynamic (strata/ops/misc.hpp): a PerDim map whose begin[] the reader reads from
  // the bound tensors, inputs 1 (begins) and 2 (ends), through CB kDynamicBoundsCb.
  bool dynamic_begins = false;
};

// How an operand's tiles map onto the output's tiles.
enum class Broadcast : std::uint8_t {
  None,    // same padded shape
  Scalar,  // one element [.., 1, 1] (one tile) for every output element of its batch (or of all)
  Row,     // one row [.., 1, W]: repeated down every row
  Col,     // one column [.., H, 1]: repeated across every column
};


struct CbDesc {
  std::uint8_t index = 0;       // CB id as kernels name it (0..7 inputs, 16.. outputs)
  std::uint32_t page_size = 0;  // bytes per page (one tile)
  std::uint32_t num_pages = 0;
  // >= 0: this CB is backed by that operand's shard buffer (-2: by the output's) and
  // takes no CB-region space.
  std::int8_t backed_by = -1;
  static constexpr std::int8_t kOutput = -2;
  bool backed() const { return backed_by != -1; }
};

struct ProgramDesc {
  const char* name = "";
  ComputeKind kind = ComputeKind::Unary;
  std::uint8_t code = 0;                       // UnaryCode / BinaryCode / ReduceCode
  std::array<double, 3> params{};              // op scalars (e.g. clamp min/max)
  std::array<const TensorRef*, kMaxOperands> inputs{};
  std::array<Broadcast, kMaxOperands> broadcast{};
  std::uint8_t num_inputs = 0;
  const TensorRef* output = nullptr;
  // Programs that write several results at once (sort: values to `output`, indices here).
  std::array<const TensorRef*, 2> more_outputs{};
  std::array<CbDesc, kMaxCbs> cbs{};
  std::uint8_t num_cbs = 0;
  // Cores the program runs on: the first `num_cores` worker cores in row-major order
  // (interleaved work split) or the output's shard grid (sharded).
  std::uint32_t num_cores = 0;
  bool on_shard_grid = false;
  // ComputeKind::Gather: the element map (owned by the op for the enqueue call).
  const GatherMap* gather = nullptr;
  // ComputeKind::Window: the window map (conv.hpp; owned by the op for the enqueue call).
  const struct WindowMap* window = nullptr;

  void addCb(CbDesc cb) { cbs[num_cbs++] = cb; }
};

// Bytes of a program's CB region on each of its cores: CBs laid out back to back from
// the region base, each rounded up to the L1 alignment; shard-backed CBs take none.
std::uint64_t cbRegionBytes(const ProgramDesc& program, const ArchDesc& arch);

// ---- the context ---------------------------------------------------------------------

class OpContext {
 public:
  virtual ~OpContext() = default;
  virtual const ArchDesc& arch() const = 0;

  // A new tensor for `desc` (heap or stack), or the caller's preallocated one.
  virtual TensorRef allocate(const TensorDesc& desc, Placement placement) = 0;
  // create_scalar / full / arange: writes `value + i * step` into element i (row-major over
  // the logical shape) of `t` from the host (no program, no CBs).
  virtual void fill(const TensorRef& t, double value, double step) = 0;
  // ttnn.constant: writes `values` (one for every element, or one per element row-major
  // over the logical shape) into `t` from the host (no program, no CBs).
  virtual void write(const TensorRef& t, const ConstantValues& values) = 0;
  virtual void pushFrame(const char* name) = 0;
  virtual void popFrame() = 0;
  virtual void enqueue(const ProgramDesc& program) = 0;
  virtual void beginOp(const char* name) = 0;
  virtual void endOp() = 0;
};

// RAII stack frame of a composite op: every stack tensor allocated while it is open
// is released when it closes (also on exceptions).
class Frame {
 public:
  Frame(OpContext& ctx, const char* name) : ctx_(ctx) { ctx_.pushFrame(name); }
  ~Frame() { ctx_.popFrame(); }
  Frame(const Frame&) = delete;
  Frame& operator=(const Frame&) = delete;

 private:
  OpContext& ctx_;
};

// RAII op scope for tracing (op begin/end events with nesting).
class OpScope {
 public:
  OpScope(OpContext& ctx, const char* name) : ctx_(ctx) { ctx_.beginOp(name); }
  ~OpScope() { ctx_.endOp(); }
  OpScope(const OpScope&) = delete;
  OpScope& operator=(const OpScope&) = delete;

 private:
  OpContext& ctx_;
};

// The output tensor of an op: the preallocated one (checked against `desc`: same
// padded shape and dtype, else InvalidArgument) or a new one with `desc` and the
// spec's placement and memory config.
TensorRef makeOutput(OpContext& ctx, TensorDesc desc, const OutputSpec& out, const char* op);

}  // namespace strata::ops
