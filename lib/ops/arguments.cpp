// Argument checks shared by the query and execution: everything that can be rejected
// from descriptions alone is rejected here, before any byte is written.

#include "strata/ops/catalog.hpp"
#include "strata/ops/spec.hpp"

#include "program_util.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <cmath>
#include <string>

namespace strata::ops {

namespace {
[[noreturn]] void unsupported(const OpInfo& op, std::string message) {
  throw Error(ErrorKind::InvalidArgument, fmt::format("op {}: {}", op.name, message),
              {Error::str("op", std::string(op.name))});
}
}  // namespace

bool takesBlockFloats(const OpInfo& op) {
  if (op.integer_inputs || op.index_input >= 0 || op.mixed_dtypes) return false;
  switch (op.family) {
    case OpFamily::Unary:
    case OpFamily::Binary:
    case OpFamily::Ternary:
    case OpFamily::Reduction:
    case OpFamily::Matmul: return true;
    default: return op.name == "typecast";
  }
}

bool needsMatchingMemoryLayout(const OpInfo& op) {
  // atan2 is a composite in ttnn whose operands and output share one memory layout;
  // typecast validates the same rule as the unary ops.
  if (op.family == OpFamily::Unary || op.name == "atan2" || op.name == "typecast") return true;
  // Composites over the last dim (norms, softmax, glu) take height-sharded inputs to
  // height-sharded or interleaved outputs; the elementwise ones follow the unary rule.
  return op.family == OpFamily::Composite && op.arity == 1 && !op.height_sharded_only;
}

void checkArguments(const OpInfo& op, std::span<const TensorDesc> inputs, const OpParams& params,
                    const ArchDesc& arch, const MemoryConfig* output) {
  // Whoever filled the parameters, each holds a value of its kind (a choice's code, a
  // whole number, ...): op code relies on it.
  // A value equal to its default is one (the catalog's defaults are checked by the
  // property test), so the common case costs one comparison per parameter.
  for (int i = 0; i < op.num_params; ++i) {
    const ParamDef& def = op.params[static_cast<std::size_t>(i)];
    const double value = params.values[static_cast<std::size_t>(i)];
    if (!def.is_list && value != def.default_value) checkParamValue(op, i, value);
  }
  if (!op.takesInputCount(inputs.size()))
    unsupported(op, op.max_arity > op.arity
                        ? fmt::format("takes {} to {} inputs, got {}", op.arity, op.max_arity, inputs.size())
                        : fmt::format("takes {} input(s), got {}", op.arity, inputs.size()));
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    const TensorDesc& d = inputs[i];
    static constexpr const char* kNames[] = {"input 0", "input 1", "input 2"};
    try {
      validateDesc(d, arch, i < 3 ? kNames[i] : "input");
    } catch (const Error& e) {
      unsupported(op, e.what());  // formatted only on failure: the query's hot path stays cheap
    }
    // uint16 exists as sort / topk's indices result (tt-mlir's ui16); typecast alone
    // reads it.
    if (d.dtype == DataType::UInt16 && op.name != "typecast")
      unsupported(op, fmt::format("input {} is uint16; uint16 holds sort / topk indices and "
                                  "only typecast reads it (typecast to int32 or uint32 first)",
                                  i));
    // In-place ops (kv cache) check layouts, dtypes and placements of their operands
    // themselves: a row-major int32 index beside a cache of another dtype is their form.
    if (op.inPlace()) continue;
    // ttnn.constant's input describes its result: any layout; the op checks the dtype
    // itself (those tt-metal's from_buffer writes).
    if (op.name == "constant") continue;
    // prepare_conv2d_weights reads a weight as the host holds it, row-major, as
    // tt-mlir's does (tiled, a KH x KW window pads to a 32 x 32 tile).
    if (d.layout != Layout::Tile && op.name != "to_layout" && op.name != "prepare_conv2d_weights")
      unsupported(op, fmt::format("input {} is row_major; this library computes on tile layout "
                                  "(tilize it first)", i));
    if (d.memory.isSharded() && !op.supports_sharded)
      unsupported(op, fmt::format("input {} is {}; this op takes interleaved inputs (dram or l1)",
                                  i, memoryLayoutName(d.memory.memory_layout)));
    if (op.mixed_dtypes) continue;
    // typecast reads any dtype the library stores (its pairs are checked with its params).
    if (op.name == "typecast") continue;
    // Tilize / untilize move pages of any 32-bit dtype (tt-metal's do): argmax's
    // uint32 row-major indices become tiles this way.
    if (op.name == "to_layout" && (d.dtype == DataType::UInt32 || d.dtype == DataType::Int32))
      continue;
    // Integer ops compute on int32 or uint32, one of them for every input.
    if (op.integer_inputs) {
      if (d.dtype != DataType::Int32 && d.dtype != DataType::UInt32)
        unsupported(op, fmt::format("input {} is {}; this op computes on int32 or uint32 "
                                    "(typecast first)", i, device::dataTypeName(d.dtype)));
      if (d.dtype != inputs[0].dtype)
        unsupported(op, fmt::format("input {} is {} but input 0 is {}; use one dtype (typecast "
                                    "first)", i, device::dataTypeName(d.dtype),
                                    device::dataTypeName(inputs[0].dtype)));
      continue;
    }
    if (d.dtype == DataType::Int32)
      unsupported(op, fmt::format("input {} is int32; this op computes on bf16 or f32 (int32 "
                                  "is the dtype of the integer ops; typecast first)", i));
    if (device::isBlockFloat(d.dtype) && !takesBlockFloats(op))
      unsupported(op, fmt::format("input {} is {}; block floats are storage for the elementwise, "
                                  "reduction, matmul and typecast ops; typecast it to bf16 first",
                                  i, device::dataTypeName(d.dtype)));
    // Index inputs (index ops) may be uint32 whatever the data's dtype; uint32 holds
    // indices only.
    const std::size_t data = op.index_input == 0 && inputs.size() > 1 ? 1 : 0;
    if (static_cast<int>(i) == op.index_input) continue;
    if (d.dtype == DataType::UInt32)
      unsupported(op, fmt::format("input {} is uint32; this op computes on bf16 or f32 (uint32 "
                                  "holds indices of index ops and the operands of integer ops; "
                                  "typecast first)", i));
    // A block float meets bf16 or f32 the way tt-metal's unpacker does: every operand is
    // decoded into the compute format, so the storage formats may differ.
    const bool float_mix = (device::isBlockFloat(d.dtype) || device::isBlockFloat(inputs[data].dtype)) &&
                           inputs[data].dtype != DataType::UInt32;
    if (d.dtype != inputs[data].dtype && !float_mix)
      unsupported(op, fmt::format("input {} is {} but input {} is {}; use one dtype (typecast first)",
                                  i, device::dataTypeName(d.dtype), data,
                                  device::dataTypeName(inputs[data].dtype)));
  }
  if (needsMatchingMemoryLayout(op) && !inputs.empty()) {
    const MemoryLayout layout = output ? output->memory_layout : inputs[0].memory.memory_layout;
    for (std::size_t i = 0; i < inputs.size(); ++i)
      if (inputs[i].memory.memory_layout != layout)
        unsupported(op, fmt::format("input {} is {} but the output is {}; tt-metal runs this op "
                                    "only between the same memory layouts (convert with "
                                    "to_memory_config before or after it)",
                                    i, memoryLayoutName(inputs[i].memory.memory_layout),
                                    memoryLayoutName(layout)));
  }
  const std::string_view n = op.name;
  try {
    if (op.family == OpFamily::Binary) classifyBroadcast(inputs[0].shape, inputs[1].shape);
    if (op.family == OpFamily::Ternary) {
      classifyBroadcast(inputs[0].shape, inputs[1].shape);
      classifyBroadcast(inputs[0].shape, inputs[2].shape);
    }
    if (n == "layer_norm" || n == "rms_norm")
      for (int i = 1; i < static_cast<int>(inputs.size()); ++i)
        if (classifyBroadcast(inputs[0].shape, inputs[static_cast<std::size_t>(i)].shape) != Broadcast::Row)
          unsupported(op, fmt::format("input {} ({}) must be a row [1,{}] of gamma/beta", i,
                                      inputs[static_cast<std::size_t>(i)].shape.toString(),
                                      inputs[0].shape.last()));
  } catch (const Error& e) {
    if (e.kind() == ErrorKind::InvalidArgument && std::string_view(e.what()).starts_with("op "))
      throw;
    unsupported(op, e.what());
  }
  if (op.family == OpFamily::Matmul) {
    const Shape& a = inputs[0].shape;
    const Shape& b = inputs[1].shape;
    if (a.rank < 2 || b.rank < 2 || a.last() != b.secondLast() ||
        (b.batch() != 1 && b.batch() != a.batch()))
      unsupported(op, fmt::format("{} x {} does not multiply: a is [.., M, K], b is [K, N] with "
                                  "batch dims 1 or equal to a's", a.toString(), b.toString()));
    if (inputs[0].memory.isSharded() && b.batch() != 1)
      unsupported(op, "a sharded output needs b without batch dims");
  }
  if (op.family == OpFamily::Reduction) {
    const std::int64_t dims = params.integer("dims");
    if (dims != 1 && dims != 2)
      unsupported(op, fmt::format("dims={} but reductions run over the last 1 or 2 dims", dims));
    if (dims == 2 && inputs[0].memory.isSharded())
      unsupported(op, "dims=2 takes interleaved inputs (a sharded reduction keeps one value per row)");
  }
  if (n == "polygamma") {
    // n is whole (checked above).
    const std::int64_t k = params.integer("n");
    if (k < 1 || k > 10) unsupported(op, fmt::format("n={} must be an integer from 1 to 10", k));
  }
  if (n == "typecast") {
    // dtype is one of its choices (checked above), each a typecastTarget code.
    const std::optional<DataType> to = typecastTarget(params.choice<int>("dtype"));
    // The copy converts through f32, which holds every uint16 but not every int32 / uint32
    // above 2^24: between those two the result would not be exact.
    const DataType from = inputs[0].dtype;
    const bool wide = from == DataType::Int32 || from == DataType::UInt32;
    if (wide && (*to == DataType::Int32 || *to == DataType::UInt32) && *to != from)
      unsupported(op, fmt::format("{} to {} is not supported: the copy converts through f32, "
                                  "which is not exact above 2^24 (typecast between int32 and "
                                  "uint32 is not modelled)",
                                  device::dataTypeName(from), device::dataTypeName(*to)));
  }
  if (n == "div_scalar" && params.real("scalar") == 0) unsupported(op, "scalar=0 divides by zero");
  if (n == "softplus" && params.real("beta") == 0) unsupported(op, "beta=0 divides by zero");
  if (n == "logit") {
    const double eps = params.real("eps");
    if (eps < 0 || eps >= 0.5) unsupported(op, fmt::format("eps={} must lie in [0, 0.5)", eps));
  }
  if (n == "clamp") {
    const double min = params.real("min"), max = params.real("max");
    if (min > max) unsupported(op, fmt::format("min={} is above max={}", min, max));
  }
  if (n == "glu" || n == "reglu" || n == "geglu" || n == "swiglu") {
    const std::uint32_t w = inputs[0].shape.last();
    if (w % (2 * arch.tile_width) != 0)
      unsupported(op, fmt::format("the last dim ({}) must split into two tile-aligned halves, "
                                  "i.e. be a multiple of {}", w, 2 * arch.tile_width));
  }
}

}  // namespace strata::ops
