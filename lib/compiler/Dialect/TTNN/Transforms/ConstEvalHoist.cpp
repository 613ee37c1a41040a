// `--ttnn-const-eval-hoist`: the ops of a function that depend only on its
// parameters and constants move into const-eval functions, called through
// ttcore.load_cached, as tt-mlir's default pipeline does (its
// lib/Transforms/ConstEvalHoist.cpp at 19c86fca). Per call, the function then
// reads each cached tensor instead of computing it: a weight's permute costs
// nothing per call, which is what a model's users measure on tt-mlir.
#include "strata/compiler/Dialect/TTNN/Utils/ConstEval.h"
#include "strata/compiler/Dialect/TTCore/IR/TTCore.h"
#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"
#include "strata/compiler/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::tt::ttnn {
#define GEN_PASS_DEF_CONSTEVALHOISTPASS
#include "strata/compiler/Passes.h.inc"
} // namespace mlir::tt::ttnn

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;

bool mlir::tt::ttnn::isConstEvalFunction(func::FuncOp function) {
  auto mark = function->getAttrOfType<StringAttr>(kFunctionTypeAttr);
  return mark && mark.getValue() == kConstEvalFunctionType;
}

bool mlir::tt::ttnn::isParameterOrConstant(func::FuncOp function, unsigned index) {
  auto mark = dyn_cast_or_null<ttcore::UnmodeledAttr>(
      function.getArgAttr(index, "ttcore.argument_type"));
  if (!mark)
    return false;
  StringRef spec = mark.getSpec();
  return spec == "argument_type<parameter>" || spec == "argument_type<constant>";
}

namespace {

// tt-mlir's TTCore_NonCacheableTrait ops of the TTNN dialect that Strata reads.
bool isCacheable(Operation *op) {
  StringRef name = op->getName().getStringRef();
  return name.starts_with("ttnn.") && name != "ttnn.empty" && name != "ttnn.rand" &&
         name != "ttnn.dropout" && name != "ttnn.generic";
}

// Ops with no result that are not ttnn.deallocate update an operand in place
// (tt-mlir's [MemWrite] operands: fill_cache, update_cache, ...).
bool writesIntoOperands(Operation *op) {
  return op->getNumResults() == 0 && !isa<DeallocateOp>(op) &&
         !op->hasTrait<OpTrait::IsTerminator>();
}

// tt-mlir caches a conv2d weight as prepare_conv2d_weights makes it, and so does
// Strata (the TTIR lowering prepares a weight argument). A weight tilized in its
// [O, I, KH, KW] shape instead (a computed one) pads every kernel window to a 32x32
// tile (ResNet-50's weights: 11 GB instead of 0.2 GB); cached, those would all be held
// at once, so the op that makes such a weight stays in the function, transient as
// without const-eval.
bool makesConvWeight(Operation *op) {
  if (op->getName().getStringRef() == "ttnn.prepare_conv2d_weights")
    return false;
  for (Value result : op->getResults())
    for (OpOperand &use : result.getUses())
      if (use.getOwner()->getName().getStringRef() == "ttnn.conv2d" &&
          use.getOperandNumber() == 1)
        return true;
  return false;
}

struct ConstEvalHoistPass
    : public mlir::tt::ttnn::impl::ConstEvalHoistPassBase<ConstEvalHoistPass> {
  void runOnOperation() override {
    SmallVector<func::FuncOp> functions;
    getOperation()->walk([&](func::FuncOp f) { functions.push_back(f); });
    for (func::FuncOp function : functions)
      if (!function.isExternal() && !isConstEvalFunction(function))
        hoist(function);
  }

  void hoist(func::FuncOp function) {
    Block &body = function.getBody().front();
    if (llvm::any_of(body, [](Operation &op) { return isa<ttcore::LoadCachedOp>(op); }))
      return;

    DenseSet<Value> writtenInPlace;
    for (Operation &op : body)
      if (writesIntoOperands(&op))
        writtenInPlace.insert(op.operand_begin(), op.operand_end());
    DenseSet<Value> constArguments;
    for (BlockArgument arg : function.getArguments())
      if (isParameterOrConstant(function, arg.getArgNumber()) && !writtenInPlace.contains(arg))
        constArguments.insert(arg);

    // Hoistable ops in body order, grouped into connected subgraphs (ops joined by
    // the values between them; arguments and ttnn.get_device join nothing).
    SetVector<Operation *> hoisted;
    llvm::EquivalenceClasses<Operation *> groups;
    auto isDevice = [](Value v) { return isa_and_nonnull<GetDeviceOp>(v.getDefiningOp()); };
    for (Operation &op : body) {
      if (op.getNumResults() == 0 || !isCacheable(&op) || isDevice(op.getResult(0)) ||
          makesConvWeight(&op))
        continue;
      if (llvm::any_of(op.getResults(), [&](Value r) { return writtenInPlace.contains(r); }))
        continue;
      const bool allConst = llvm::all_of(op.getOperands(), [&](Value v) {
        return constArguments.contains(v) || isDevice(v) ||
               (v.getDefiningOp() && hoisted.contains(v.getDefiningOp()));
      });
      if (!allConst)
        continue;
      hoisted.insert(&op);
      groups.insert(&op);
      for (Value v : op.getOperands())
        if (Operation *def = v.getDefiningOp(); def && hoisted.contains(def))
          groups.unionSets(&op, def);
    }
    if (hoisted.empty())
      return;

    // One const-eval function per group, in the order its first op appears: what it
    // reads of the function's arguments and what the function still reads of it (its
    // outputs, cached).
    struct Group {
      SetVector<Value> inputs, outputs;
      SmallVector<Operation *> members; // its ops and the releases of its own values, in order
    };
    llvm::MapVector<Operation *, Group> grouped;
    for (Operation *op : hoisted) {
      Operation *leader = groups.getLeaderValue(op);
      Group &group = grouped[leader];
      for (Value v : op->getOperands())
        if (isa<BlockArgument>(v))
          group.inputs.insert(v);
      for (Value r : op->getResults())
        for (Operation *user : r.getUsers())
          if (!isa<DeallocateOp>(user) &&
              !(hoisted.contains(user) && groups.getLeaderValue(user) == leader))
            group.outputs.insert(r);
    }
    for (Operation &op : body) {
      Operation *member = &op;
      if (isa<DeallocateOp>(op))
        member = op.getOperand(0).getDefiningOp();
      if (!member || !hoisted.contains(member))
        continue;
      Group &group = grouped[groups.getLeaderValue(member)];
      // A cached value is released by nobody; the group's own values where they were.
      if (member != &op && group.outputs.contains(op.getOperand(0)))
        continue;
      group.members.push_back(&op);
    }

    OpBuilder builder(&getContext());
    builder.setInsertionPointToStart(&body);
    OpBuilder functionBuilder(function);
    unsigned index = 0;
    SmallVector<Operation *> toErase;
    for (auto &[leader, group] : grouped) {
      // tt-mlir's name; an index another symbol of the module already has is skipped.
      std::string name;
      do {
        name = (function.getSymName() + "_const_eval_" + std::to_string(index++)).str();
      } while (SymbolTable::lookupNearestSymbolFrom(function, builder.getStringAttr(name)));
      SmallVector<Type> inputTypes, outputTypes;
      for (Value v : group.inputs)
        inputTypes.push_back(v.getType());
      for (Value v : group.outputs)
        outputTypes.push_back(v.getType());
      auto callee = functionBuilder.create<func::FuncOp>(
          function.getLoc(), name, builder.getFunctionType(inputTypes, outputTypes));
      callee.setPrivate();
      callee->setAttr(kFunctionTypeAttr, builder.getStringAttr(kConstEvalFunctionType));
      Block *entry = callee.addEntryBlock();
      OpBuilder inside = OpBuilder::atBlockEnd(entry);
      IRMapping mapping;
      for (auto [k, v] : llvm::enumerate(group.inputs))
        mapping.map(v, entry->getArgument(k));
      for (Operation *op : group.members) {
        for (Value v : op->getOperands())
          if (isDevice(v) && !mapping.contains(v))
            inside.clone(*v.getDefiningOp(), mapping);
        inside.clone(*op, mapping);
      }
      SmallVector<Value> returned;
      for (Value v : group.outputs)
        returned.push_back(mapping.lookup(v));
      inside.create<func::ReturnOp>(function.getLoc(), returned);

      auto call = builder.create<ttcore::LoadCachedOp>(
          leader->getLoc(), outputTypes, FlatSymbolRefAttr::get(callee.getSymNameAttr()),
          group.inputs.getArrayRef());
      for (auto [k, output] : llvm::enumerate(group.outputs)) {
        Value v = output;
        // The cache owns the result: the function no longer releases it.
        for (Operation *user : llvm::make_early_inc_range(v.getUsers()))
          if (isa<DeallocateOp>(user))
            user->erase();
        v.replaceAllUsesWith(call.getResult(k));
      }
      toErase.append(group.members.begin(), group.members.end());
    }
    for (Operation *op : llvm::reverse(toErase))
      op->erase();
  }
};

} // namespace
