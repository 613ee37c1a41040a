#pragma once
// The op catalog: every op the library offers by name, with its arity, scalar
// parameters, supported memory configs, input domain for random tests, tolerances and
// host reference. The CLI, the property test and the benchmarks all iterate it.

#include "strata/ops/context.hpp"
#include "strata/ops/reference.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace strata::ops {

// What values a scalar parameter takes. Every reader (the CLI's --param, Python's
// keyword arguments, the compiler's attributes) checks a value against its kind with
// checkParamValue, so `k = 5.5`, `keep_dim = 2` or a NaN epsilon is refused by all alike.
enum class ParamKind : std::uint8_t {
  Float,    // any finite number (epsilon, scale, alpha, a fill value)
  Integer,  // a whole number (dims, sizes, counts, seeds)
  Bool,     // 0 or 1 (false / true)
  Fill,     // any number but NaN: a fill value may be -inf or inf (an attention mask)
  NonNegative,  // a finite number >= 0: an epsilon; an attention scale (0: 1/sqrt(D))
  Choice,   // one of named choices (a ttnn string or enum attribute), held as its code
};

// One value of a Choice parameter: the name the IR, the CLI and Python write, and the
// code op code reads. Several names may share a code (aliases: i32 and si32).
struct ParamChoice {
  std::string_view name;
  double code;
};

// One parameter of an op: the whole schema its readers share.
struct ParamDef {
  std::string_view name;
  double default_value = 0;
  // A list of integers (shape, permutation, begins/ends/step, repeat dims), written
  // `name=1,2,3` on the command line; the default is the empty list (the op's identity).
  bool is_list = false;
  ParamKind kind = ParamKind::Float;  // of a scalar parameter
  std::span<const ParamChoice> choices{};  // a Choice parameter's values
  // The ttnn attribute's name where it is not `name` (layer_norm's eps is `epsilon`).
  std::string_view attribute{};

  std::string_view attributeName() const { return attribute.empty() ? name : attribute; }
  // The code of a choice named `text`, or nothing.
  std::optional<double> choiceCode(std::string_view text) const {
    for (const ParamChoice& c : choices)
      if (c.name == text) return c.code;
    return std::nullopt;
  }
  // "a, b or c": the choices' names (aliases left out).
  std::string choiceNames() const;
  // The first name of the choice `code`, or "" when no choice has it.
  std::string_view choiceName(double code) const {
    for (const ParamChoice& c : choices)
      if (c.code == code) return c.name;
    return {};
  }
};

constexpr ParamDef intParam(std::string_view name, double default_value) {
  return ParamDef{name, default_value, false, ParamKind::Integer};
}
constexpr ParamDef fillParam(std::string_view name, double default_value) {
  return ParamDef{name, default_value, false, ParamKind::Fill};
}
constexpr ParamDef nonNegativeParam(std::string_view name, double default_value) {
  return ParamDef{name, default_value, false, ParamKind::NonNegative};
}
constexpr ParamDef boolParam(std::string_view name, double default_value) {
  return ParamDef{name, default_value, false, ParamKind::Bool};
}
constexpr ParamDef listParam(std::string_view name) {
  return ParamDef{name, 0, true, ParamKind::Integer};
}
constexpr ParamDef choiceParam(std::string_view name, double default_code,
                               std::span<const ParamChoice> choices) {
  return ParamDef{name, default_code, false, ParamKind::Choice, choices};
}
// The same parameter read from the ttnn attribute `attribute`.
constexpr ParamDef withAttribute(ParamDef def, std::string_view attribute) {
  def.attribute = attribute;
  return def;
}
std::string_view paramKindName(ParamKind kind);

// Entries a list parameter holds: two per dim (ttnn.pad's low/high padding).
inline constexpr int kMaxListEntries = 2 * kMaxRank;

// A list-valued parameter, stored inline.
struct IntList {
  std::array<std::int64_t, kMaxListEntries> values{};
  std::uint8_t size = 0;

  std::span<const std::int64_t> view() const { return {values.data(), size}; }
  bool empty() const { return size == 0; }
};

// |device - reference| <= atol + rtol * |reference|, per element.
struct Tolerance {
  double atol = 0;
  double rtol = 0;
};
// Bit-exact: data movement, integer and index ops, whose results are copies.
inline constexpr Tolerance kExact{0, 0};

// Tensor inputs per op (paged_scaled_dot_product_attention_decode: query, key, value,
// page table, mask, cur_pos); a program reads at most kMaxOperands of them.
inline constexpr int kMaxOpInputs = 6;

// Parameters per op: conv2d and the pools take tt-mlir's ten attributes,
// conv_transpose2d eleven.
inline constexpr int kMaxParams = 11;

struct OpInfo;

// An op's parameter values. Op code reads them by name through the typed accessors, which
// check the name and kind against the op's schema (a misspelt name is an Internal error,
// never a silent default); `values` / `lists` are the storage the readers fill.
struct OpParams {
  std::array<double, kMaxParams> values{};
  std::array<IntList, kMaxParams> lists{};  // lists[i] holds parameter i when it is a list
  // ttnn.constant's element values (the compiler's are its dense attribute, read
  // lazily); nullptr: every element is the op's `value` parameter.
  std::shared_ptr<const ConstantValues> elements;
  // The op whose schema names these values (OpInfo::defaults sets it).
  const OpInfo* op = nullptr;

  // Defined inline below OpInfo: the query reads every parameter of an op on each call,
  // so the name lookup stays in the caller and only a misuse leaves it.
  double real(std::string_view name) const;           // Float, NonNegative, Fill
  std::int64_t integer(std::string_view name) const;  // Integer
  bool flag(std::string_view name) const;             // Bool
  const IntList& list(std::string_view name) const;   // a list
  // A Choice parameter's code as the op's enum.
  template <class Enum>
  Enum choice(std::string_view name) const;
  // Sets a scalar parameter (a reader's own rule: a value from the result type).
  void set(std::string_view name, double value);
  IntList& listToSet(std::string_view name);

 private:
  static constexpr unsigned kindBit(ParamKind kind) { return 1u << static_cast<unsigned>(kind); }
  static constexpr unsigned kAnyScalar = 0xFFu;
  // The index of parameter `name` when it is a list (`list`) or a scalar of one of
  // `kinds`; anything else is a mistake in op code (accessFailed: strata::Error Internal).
  std::size_t indexOf(std::string_view name, bool list, unsigned kinds, const char* accessor) const;
  [[noreturn]] void accessFailed(std::string_view name, bool list, const char* accessor) const;
};

using OpRunner = TensorRef (*)(OpContext& ctx, std::span<const TensorRef> inputs,
                               const OpParams& params, const OutputSpec& out);
using OpReference = HostTensor (*)(std::span<const HostTensor> inputs, const OpParams& params);

// Ops with several results (topk and sort: values and indices; split_query_key_value_and_
// split_heads: query, key, value). Every result is allocated by the op, so each one counts
// in the op's output bytes exactly as a single result does.
inline constexpr int kMaxOpResults = 3;

struct OpResults {
  std::array<TensorRef, kMaxOpResults> tensors{};
  int count = 0;

  std::span<const TensorRef> view() const { return {tensors.data(), static_cast<std::size_t>(count)}; }
};

// The runner of an op with several results. `outs` holds one spec per result, or a single
// spec that applies to every result (see resultSpec).
using OpResultsRunner = OpResults (*)(OpContext& ctx, std::span<const TensorRef> inputs,
                                      const OpParams& params, std::span<const OutputSpec> outs);
// Its reference: one host tensor per result, in result order.
using OpResultsReference = std::vector<HostTensor> (*)(std::span<const HostTensor> inputs,
                                                       const OpParams& params);

// The spec of result `k`: outs[k] when every result has its own, else the one shared spec.
inline const OutputSpec& resultSpec(std::span<const OutputSpec> outs, int k) {
  return outs.size() > static_cast<std::size_t>(k) ? outs[static_cast<std::size_t>(k)] : outs[0];
}

enum class OpFamily : std::uint8_t { Unary, Binary, Ternary, Reduction, Matmul, Composite, Data };

struct OpInfo {
  std::string_view name;
  OpFamily family = OpFamily::Unary;
  int arity = 1;
  std::array<ParamDef, kMaxParams> params{};
  int num_params = 0;
  bool supports_sharded = false;  // L1 height/width/block sharded inputs and outputs
  double domain_lo = -4, domain_hi = 4;  // random inputs are drawn from this range
  Tolerance bf16, f32;
  OpRunner run = nullptr;
  OpReference reference = nullptr;
  std::string_view summary;
  // Ops that reduce over the last dim: their programs read height shards (a core's shard
  // holds whole rows); width- and block-sharded inputs and outputs are staged through L1
  // interleaved copies on the stack (runOp, lib/ops/results.cpp).
  bool height_sharded_only = false;
  // > arity: the op also takes arity..max_arity inputs (concat's variadic inputs).
  int max_arity = 0;
  // Index ops (lib/ops/index): input `index_input` holds whole-number indices (uint32 or
  // the float dtype); -1: none. Their random inputs are whole numbers in the domain, so
  // the indices address any table of at least domain_hi + 1 entries.
  int index_input = -1;
  // Integer ops (lib/ops/integer): every input is int32 or uint32 (one of them), and
  // only these ops take int32. Their random inputs are whole numbers in the domain.
  bool integer_inputs = false;
  // Quantization ops (lib/ops/quant): float and int32 operands side by side; the op
  // checks each operand's dtype itself.
  bool mixed_dtypes = false;
  // Ops some of whose inputs must hold values the op accepts (slice_dynamic's begins and
  // ends): rewrites random draws of every input (`inputs`, in the op's order) in place
  // so they are valid for `params`. nullptr: any draw in the domain is valid.
  void (*make_valid)(std::span<HostTensor> inputs, const OpParams& params) = nullptr;
  // In-place ops (tt-mlir's [MemWrite] operands, no result; lib/ops/kv_cache): the op
  // writes into input `in_place_input` and allocates no output; its runner returns that
  // input. -1: the op makes a new output. Checks compare the updated input, read back
  // after the op, with the reference of the inputs as they were before it.
  int in_place_input = -1;
  bool inPlace() const { return in_place_input >= 0; }
  // >= 0: int32 / uint32 inputs of a float op (page tables, positions) are block
  // numbers or positions; random ones are whole numbers in [0, index_hi].
  double index_hi = -1;
  // Ops with several results: num_results > 1, and run_results / reference_results take
  // the place of run / reference (which stay null). Call either form through runOp and
  // referenceResults.
  int num_results = 1;
  OpResultsRunner run_results = nullptr;
  OpResultsReference reference_results = nullptr;
  // Pure permutes (permute, transpose): output dim k is input dim permutation(params,
  // rank)[k]. A check then streams the output against the input held as float (4 B per
  // element), instead of float64 copies of input, reference and output: a 128k-entry
  // LM head's transpose took 6 GB of host memory that way.
  std::vector<int> (*permutation)(const OpParams& params, int rank) = nullptr;
  // Pure reshapes: the output holds the input's elements in row-major order, in the
  // shape this gives. A check then streams output rows against the input's elements at
  // the same flat positions instead of holding both as float64 (a 151936 x 1024
  // embedding table is 1.2 GB each way).
  Shape (*reshaped)(const OpParams& params, const Shape& input) = nullptr;
  // Row lookups (embedding): input `row_table_input` is a table whose rows the values of
  // `index_input` name, and the op reads no other row. A check then reads only the named
  // rows of the table (a 128k-entry vocabulary is 1 GB as float64). -1: not a lookup.
  int row_table_input = -1;
  // Inputs the op takes for their description only, never reading their pages
  // (embedding_bw's weight gives the gradient table its shape; a creation op's one input
  // describes the tensor it makes): bit i for input i. The DRAM bytes a step moves
  // (exec::plannedDramBytes) leave them out.
  std::uint32_t shape_only_inputs = 0;
  bool readsInput(std::size_t i) const { return i >= 32 || !((shape_only_inputs >> i) & 1u); }
  // Creation ops (zeros, ones, full, arange, rand, constant, create_scalar): a new
  // tensor of their one input's description, which they never read. A compiler describes
  // them by their result.
  bool creation = false;
  // Composites whose result is a sum of partial results, each partial and each running
  // sum rounded to the output dtype (conv3d: a matmul per channel block and depth tap,
  // summed in the output dtype, as tt-metal's kernel sums them in bf16 buffers on
  // Wormhole): the partials' references, in the order the device adds them (a bias or
  // other last term left out). A check then also allows each element one unit of
  // roundoff of every partial and running sum it went through, since those roundings are
  // relative to the partials, not to the result (which may cancel). nullptr: the result
  // is rounded once, which the tolerance covers.
  std::vector<HostTensor> (*partials)(std::span<const HostTensor> inputs,
                                      const OpParams& params) = nullptr;

  // Parameter names by address: an open-addressing table over the names' literals, which
  // the query's accessors read on every call (conv2d reads ten names).
  struct ParamSlot {
    const char* name = nullptr;  // params[index].name.data(); nullptr: empty
    std::size_t index = 0;
  };
  static constexpr std::size_t kParamSlots = 16;  // > kMaxParams, a power of two
  static_assert(kParamSlots > kMaxParams && (kParamSlots & (kParamSlots - 1)) == 0);
  static std::size_t paramSlotOf(const char* name) {
    return static_cast<std::size_t>((reinterpret_cast<std::uintptr_t>(name) * 0x9E3779B97F4A7C15ull) >> 60);
  }
  std::array<ParamSlot, kParamSlots> param_slots{};

  // Random inputs are whole numbers (comparisons, index ops, integer ops).
  bool drawsIntegers() const {
    return summary == "comparison" || index_input >= 0 || integer_inputs;
  }

  // The range random values of an input of `dtype` are drawn from.
  struct Domain {
    double lo, hi;
    bool integers;
  };
  Domain randomDomain(DataType dtype) const {
    if (index_hi >= 0 && (dtype == DataType::Int32 || dtype == DataType::UInt32))
      return {0, index_hi, true};
    return {domain_lo, domain_hi, drawsIntegers()};
  }

  bool takesInputCount(std::size_t count) const {
    return static_cast<int>(count) >= arity && static_cast<int>(count) <= std::max(arity, max_arity);
  }

  // Index of a parameter by name, or -1. Op code names a parameter with the literal its
  // catalog entry declares, which the toolchain stores once, so the name's address finds
  // it in `param_slots` (catalog() fills the table) without comparing text; any other
  // spelling of the name (the compiler's attribute names) falls back to the text.
  int paramIndex(std::string_view param) const {
    for (std::size_t s = paramSlotOf(param.data());; s = (s + 1) % kParamSlots) {
      const ParamSlot& slot = param_slots[s];
      if (slot.name == nullptr) break;
      if (slot.name == param.data() && params[slot.index].name.size() == param.size())
        return slot.index;
    }
    for (int i = 0; i < num_params; ++i)
      if (params[static_cast<std::size_t>(i)].name == param) return i;
    return -1;
  }
  // Fills `param_slots` from `params` (catalog() does, once per entry).
  void indexParamNames();
  OpParams defaults() const;
  // Integer results (indices, integer ops, typecast to an integer dtype) are exact.
  const Tolerance& tolerance(DataType dtype) const {
    static constexpr Tolerance kExactInteger{0, 0};
    if (device::isInteger(dtype)) return kExactInteger;
    return dtype == DataType::Float32 ? f32 : bf16;
  }
};

inline std::size_t OpParams::indexOf(std::string_view name, bool list, unsigned kinds,
                                     const char* accessor) const {
  const int i = op ? op->paramIndex(name) : -1;
  if (i < 0) [[unlikely]]
    accessFailed(name, list, accessor);
  const ParamDef& def = op->params[static_cast<std::size_t>(i)];
  if (def.is_list != list || (!list && (kinds & kindBit(def.kind)) == 0)) [[unlikely]]
    accessFailed(name, list, accessor);
  return static_cast<std::size_t>(i);
}
inline double OpParams::real(std::string_view name) const {
  return values[indexOf(name, false,
                        kindBit(ParamKind::Float) | kindBit(ParamKind::NonNegative) |
                            kindBit(ParamKind::Fill),
                        "real")];
}
inline std::int64_t OpParams::integer(std::string_view name) const {
  // Integer parameters are whole and within +-2^53 (checkParamValue), so the cast is exact.
  return static_cast<std::int64_t>(values[indexOf(name, false, kindBit(ParamKind::Integer), "integer")]);
}
inline bool OpParams::flag(std::string_view name) const {
  return values[indexOf(name, false, kindBit(ParamKind::Bool), "flag")] != 0;
}
inline const IntList& OpParams::list(std::string_view name) const {
  return lists[indexOf(name, true, 0, "list")];
}
template <class Enum>
Enum OpParams::choice(std::string_view name) const {
  return static_cast<Enum>(
      static_cast<int>(values[indexOf(name, false, kindBit(ParamKind::Choice), "choice")]));
}
inline void OpParams::set(std::string_view name, double value) {
  values[indexOf(name, false, kAnyScalar, "set")] = value;
}
inline IntList& OpParams::listToSet(std::string_view name) {
  return lists[indexOf(name, true, 0, "listToSet")];
}

// typecast's `dtype` parameter: 16 bf16, 32 f32, 8 bfloat8_b, 4 bfloat4_b, and the integer
// dtypes as 100 + bits (signed: 132 int32) or 200 + bits (unsigned: 232 uint32, 216 uint16).
// nullopt: no such code.
std::optional<DataType> typecastTarget(double code);
double typecastCode(DataType dtype);

std::span<const OpInfo> catalog();
// nullptr when unknown.
const OpInfo* findOp(std::string_view name);
// Throws strata::Error (NotFound) listing the known names.
const OpInfo& getOp(std::string_view name);

// Runs the op in whichever form it has (one result or several). `outs` as for
// OpResultsRunner: one spec per result or one shared spec (an op with one result takes
// outs[0]).
OpResults runOp(const OpInfo& op, OpContext& ctx, std::span<const TensorRef> inputs,
                const OpParams& params, std::span<const OutputSpec> outs);
// The op's host reference: one tensor per result.
std::vector<HostTensor> referenceResults(const OpInfo& op, std::span<const HostTensor> inputs,
                                         const OpParams& params);

// Checks inputs and params against the op's contract before anything runs: arity,
// per-input descriptions (validateDesc), sharding support, broadcast-compatible shapes,
// and, given the output's memory config, the input/output pairs tt-metal refuses.
// Throws strata::Error (InvalidArgument) naming the op and the offending input.
void checkArguments(const OpInfo& op, std::span<const TensorDesc> inputs, const OpParams& params,
                    const ArchDesc& arch, const MemoryConfig* output = nullptr);

// Elementwise ops of one input (unary primitives, the composites built from them,
// typecast) and atan2:
// tt-metal runs them only from and to the same memory layout (interleaved to
// interleaved, height to height sharded, ...), whatever the buffer types.
bool needsMatchingMemoryLayout(const OpInfo& op);

// Ops whose programs decode every operand tile into floats and encode their output tile
// from floats, so bfloat8_b / bfloat4_b operands and outputs are storage only: the
// elementwise, reduction and matmul ops and typecast (not the integer, index or
// quantization ops).
bool takesBlockFloats(const OpInfo& op);

}  // namespace strata::ops
