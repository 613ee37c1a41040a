// The op model: TTNN ops in the op library's terms, and their L1 numbers from
// the query. The mapping is by op name (declared and generic `ttnn.*` ops
// alike), so an op Strata runs is an op Strata can plan.
#include "strata/compiler/Dialect/TTNN/Analysis/OpModel.h"
#include "strata/ops/views.hpp"

#include "OpModelSupport.h"

#include "strata/ops/spec.hpp"
#include "strata/support/error.hpp"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

#include <array>
#include <cmath>
#include <limits>
#include <memory>

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;
namespace sops = strata::ops;
using strata::device::ArchDesc;

namespace {

// Catalog name of a TTNN op whose IR name differs, or the IR name itself.
StringRef catalogName(StringRef ttnnName) {
  return llvm::StringSwitch<StringRef>(ttnnName)
      .Case("clamp_scalar", "clamp")
      .Case("linear", "matmul")
      .Case("empty", "zeros")
      .Case("slice_static", "slice")
      .Default(ttnnName);
}

// The op's parameters: its attributes by the op's schema, then its rule (OpModelRules.cpp).
LogicalResult readParams(Operation *op, const sops::OpInfo &info, const sops::TensorDesc &result,
                         OpModelCall &call) {
  const opmodel::OpRule *rule = opmodel::findOpRule(info);
  SmallVector<std::string_view, 2> own;
  if (rule)
    own = rule->ownParams();
  if (failed(opmodel::fillParams(op, info, own, call.params)))
    return failure();
  return rule ? rule->apply(op, info, result, call) : success();
}

} // namespace

StringRef mlir::tt::ttnn::paramAttributeName(StringRef ttnnOp, StringRef param) {
  StringRef library = catalogName(ttnnOp);
  const sops::OpInfo *info = sops::findOp(std::string_view(library.data(), library.size()));
  const int index = info ? info->paramIndex(std::string_view(param.data(), param.size())) : -1;
  if (index < 0)
    throw strata::Error(strata::ErrorKind::Internal,
                        "ttnn." + ttnnOp.str() + " has no parameter " + param.str() +
                            " in the op library's schema");
  const std::string_view name = info->params[static_cast<std::size_t>(index)].attributeName();
  return StringRef(name.data(), name.size());
}

FailureOr<OpModelCall> mlir::tt::ttnn::modelOp(Operation *op, const ArchDesc &arch) {
  OpModelCall call;
  StringRef full = op->getName().getStringRef();
  // Reads tensors cached when the model was loaded: no program runs per call (the
  // callee's ops are modelled in their own function).
  if (full == "ttcore.load_cached")
    return call;
  if (!full.consume_front("ttnn."))
    return op->emitOpError() << "is not a ttnn op; the op model covers ttnn ops only";
  auto emit = [op] { return op->emitOpError(); };

  if (full == "get_device" || full == "deallocate")
    return call;

  // Multi-device ops (tt-mlir's CCL ops and the mesh distribution around them): the
  // op library and the simulated device model one device. One line, on the first.
  static constexpr StringLiteral kMeshOps[] = {
      "aggregate_tensor",    "all_gather",     "all_reduce",          "all_to_all",
      "collective_permute",  "distribute_tensor", "mesh_partition",   "mesh_shard",
      "point_to_point",      "reduce_scatter", "all_to_all_dispatch", "all_to_all_combine"};
  if (llvm::is_contained(kMeshOps, full))
    return op->emitOpError() << "is a multi-device op; Strata's op library and simulated device "
                                "model one device, so multi-device modules are not planned or run";

  // Ops that only touch host tensors need no device memory; a creation op that makes a
  // host tensor (ttnn.full / constant on system memory) is still a step that makes values.
  auto isHost = [](Type t) { return placeOf(t) == TensorPlace::Host; };
  bool anyDevice = false;
  for (Type t : op->getOperandTypes())
    anyDevice |= isa<RankedTensorType>(t) && !isHost(t);
  for (Type t : op->getResultTypes())
    anyDevice |= isa<RankedTensorType>(t) && !isHost(t);
  bool hostCreation = false;
  if (!anyDevice) {
    const sops::OpInfo *creation = sops::findOp(catalogName(full));
    hostCreation = creation && op->getNumResults() == 1 &&
                   llvm::none_of(op->getOperandTypes(), llvm::IsaPred<RankedTensorType>) &&
                   isa<RankedTensorType>(op->getResult(0).getType()) &&
                   llvm::is_contained({StringRef("zeros"), StringRef("ones"), StringRef("full"),
                                       StringRef("constant")},
                                      StringRef(creation->name));
    if (!hostCreation)
      return call;
  }

  // In-place ops (tt-mlir's [MemWrite] operand, no result) are described by the operand
  // they update: the library's runner returns it.
  const sops::OpInfo *inPlace = nullptr;
  if (op->getNumResults() == 0)
    if (const sops::OpInfo *candidate = sops::findOp(catalogName(full));
        candidate && candidate->inPlace())
      inPlace = candidate;
  // Result k of the op is result k of the library op (topk, sort: values, indices).
  bool allTensors = llvm::all_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>);
  if (!inPlace &&
      (op->getNumResults() < 1 || op->getNumResults() > sops::kMaxOpResults || !allTensors))
    return op->emitOpError() << "has " << op->getNumResults() << " results; the op model covers "
                             << "ops with 1 to " << sops::kMaxOpResults
                             << " tensor results and the library's in-place ops (e.g. "
                                "update_cache)";
  Type resultType;
  // What the library's run must produce: the updated operand, or every result.
  SmallVector<sops::TensorDesc, 1> expected;
  if (inPlace) {
    int tensorIndex = 0;
    for (Value operand : op->getOperands())
      if (isa<RankedTensorType>(operand.getType()) && tensorIndex++ == inPlace->in_place_input)
        resultType = operand.getType();
    if (!resultType)
      return op->emitOpError() << "has no tensor operand " << inPlace->in_place_input
                               << " to update in place";
    FailureOr<sops::TensorDesc> updated = toTensorDesc(
        resultType, arch, [op] { return op->emitOpError() << "updated operand: "; });
    if (failed(updated))
      return failure();
    expected.push_back(*updated);
  } else {
    for (auto [k, type] : llvm::enumerate(op->getResultTypes())) {
      FailureOr<sops::TensorDesc> desc = toTensorDesc(
          type, arch, [op, k = k] { return op->emitOpError() << "result " << k << ": "; });
      if (failed(desc))
        return failure();
      call.results.push_back(*desc);
    }
    expected = call.results;
    resultType = op->getResult(0).getType();
    call.output = call.results[0];
  }
  const sops::TensorDesc *result = &expected[0];

  // Host <-> device transfers write or read bytes from the host: no program.
  // ttnn.to_tensor_spec (tt-mlir's aggregate layout op, which its TTNNDecomposeLayouts
  // pass splits into to_device / to_memory_config / typecast / to_layout) is one too
  // when one side is on the host.
  if (full == "to_device" || full == "from_device" || full == "to_layout" ||
      full == "to_tensor_spec") {
    Value input = op->getOperand(0);
    bool fromHost = isHost(input.getType()), toHost = isHost(resultType);
    if (fromHost || toHost) {
      FailureOr<sops::TensorDesc> in = toTensorDesc(input.getType(), arch, emit);
      if (failed(in))
        return failure();
      call.kind = fromHost && toHost ? OpModelKind::NoL1
                  : fromHost         ? OpModelKind::ToDevice
                                     : OpModelKind::FromDevice;
      call.operands = {0};
      call.inputs = {*in};
      if (call.kind == OpModelKind::ToDevice)
        call.usage.output_l1 = call.usage.total = result->l1BytesPerCore(arch);
      return call;
    }
  }

  StringRef libraryName = catalogName(full);
  // A device-to-device to_tensor_spec is the one op of the library that makes the one
  // change it states; more than one change is refused (the library runs them apart).
  if (full == "to_tensor_spec") {
    FailureOr<sops::TensorDesc> in = toTensorDesc(op->getOperand(0).getType(), arch, emit);
    if (failed(in))
      return failure();
    SmallVector<StringRef> changes;
    if (in->dtype != result->dtype)
      changes.push_back("typecast");
    if (in->layout != result->layout)
      changes.push_back("to_layout");
    if (!(in->memory == result->memory))
      changes.push_back("to_memory_config");
    if (changes.size() > 1)
      return op->emitOpError() << "changes " << llvm::join(changes, ", ")
                               << " at once; the op library runs one of them per op (split it "
                                  "as tt-mlir's TTNNDecomposeLayouts does)";
    libraryName = changes.empty() ? StringRef("to_memory_config") : changes.front();
  }
  // Comparisons of 32-bit integer tensors are the library's integer comparisons.
  std::string integerName;
  if (llvm::is_contained({"eq", "ne", "lt", "le", "gt", "ge"}, full) &&
      op->getNumOperands() == 2) {
    FailureOr<sops::TensorDesc> lhs = toTensorDesc(op->getOperand(0).getType(), arch, emit);
    if (failed(lhs))
      return failure();
    if (lhs->dtype == sops::DataType::Int32 || lhs->dtype == sops::DataType::UInt32) {
      integerName = ("integer_" + full).str();
      libraryName = integerName;
    }
  }
  const sops::OpInfo *info = sops::findOp(libraryName);
  if (!info)
    return op->emitOpError() << "is not implemented by Strata's op library, so its L1 use "
                                "cannot be modelled (see `strata query --list`)";
  call.op = info;
  if (!inPlace && static_cast<int>(op->getNumResults()) != info->num_results)
    return op->emitOpError() << "has " << op->getNumResults() << " result(s) but the op "
                             << "library's " << info->name << " gives " << info->num_results;
  // rand (a device program) and constant (the dense attribute's values) make their
  // values themselves; `strata run` runs them like compute ops.
  if (info->creation) {
    call.kind = OpModelKind::Fill;
    call.inputs = {*result}; // the catalog's creation ops are described by their result
    // zeros / ones / full on the host are a host write (no program, no device rules:
    // a row-major host tensor is fine); constant still runs its write program.
    if (hostCreation && info->name != "constant") {
      if (failed(readParams(op, *info, *result, call)))
        return failure();
      return call;
    }
  } else {
    call.kind = OpModelKind::Compute;
    for (auto [index, operand] : llvm::enumerate(op->getOperands())) {
      if (!isa<RankedTensorType>(operand.getType()))
        continue; // the device handle
      FailureOr<sops::TensorDesc> in = toTensorDesc(operand.getType(), arch, [op, index = index] {
        return op->emitOpError() << "operand " << index << ": ";
      });
      if (failed(in))
        return failure();
      call.operands.push_back(static_cast<unsigned>(index));
      call.inputs.push_back(*in);
    }
  }
  // Parameters and rules first: a rule names an optional operand the library does not
  // model (an attention sink) better than a count of operands would.
  if (failed(readParams(op, *info, *result, call)))
    return failure();
  if (!info->takesInputCount(call.inputs.size())) {
    InFlightDiagnostic error = op->emitOpError()
                               << "has " << call.inputs.size() << " tensor operand(s) but the op "
                               << "library's " << info->name << " takes " << info->arity;
    if (info->max_arity > info->arity)
      error << " to " << info->max_arity;
    return error;
  }

  try {
    // An in-place op allocates nothing: the op picks for its (unused) one result.
    SmallVector<sops::MemoryConfig, 3> outputs;
    for (const sops::TensorDesc &desc : call.results)
      outputs.push_back(desc.memory);
    sops::QueryWithResults query =
        sops::queryWithResults(*info, call.inputs, call.params, arch, outputs);
    call.usage = query.usage;
    for (auto [k, want] : llvm::enumerate(expected)) {
      const sops::TensorDesc &out = query.results[k];
      if (!(out.shape == want.shape) || out.dtype != want.dtype || out.layout != want.layout ||
          !(out.memory == want.memory))
        return op->emitOpError() << "the op library's " << info->name << " produces "
                                 << out.toString() << (k ? " as result " + std::to_string(k) : "")
                                 << " but the result type states " << want.toString()
                                 << "; the op cannot be modelled as written";
    }
  } catch (const strata::Error &error) {
    return op->emitOpError() << "op library: " << error.what();
  }
  // A reshape that keeps every page in place is a view in tt-metal: no program runs,
  // so it needs no L1 and moves no byte (its result shares operand 0's buffer).
  if (info->name == "reshape" && call.output &&
      sops::reshapeIsView(call.inputs[0], *call.output, arch)) {
    call.kind = OpModelKind::View;
    call.usage = {};
  }
  return call;
}

FailureOr<OpModelCall> mlir::tt::ttnn::opModelOf(Operation *op, const ArchDesc &arch) {
  if (auto model = dyn_cast<OpModelInterface>(op))
    return model.getOpModel(arch);
  return modelOp(op, arch);
}

FailureOr<OpModelCall> mlir::tt::ttnn::opModelOfQuietly(Operation *op, const ArchDesc &arch) {
  ScopedDiagnosticHandler quiet(op->getContext(), [](Diagnostic &) { return success(); });
  return opModelOf(op, arch);
}
