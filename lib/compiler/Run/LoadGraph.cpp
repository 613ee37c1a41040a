// Module file -> executable graph, planning on the fly when needed.
#include "strata/compiler/Run/LoadGraph.h"

#include "strata/compiler/Run/Graph.h"
#include "strata/compiler/Support/ModuleSource.h"
#include "strata/compiler/Dialect/TTNN/Analysis/OpModel.h"
#include "strata/compiler/Passes.h"
#include "strata/compiler/Conversion/TTIRToTTNN/TTIRLowering.h"
#include "strata/support/error.hpp"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/core.h>

#include <optional>
#include <utility>

using namespace mlir;
using namespace mlir::tt::ttnn;

namespace strata::compiler {
namespace {

// Drops every function but the one to run and those it reaches through symbol
// uses, so that another function's unsupported op or unplannable tensor does not
// refuse this one (tt-mlir's single-op test files hold dozens of functions).
// Functions may sit inside ttcore.device_module's nested module.
void keepOnlyFunction(ModuleOp module, StringRef name) {
  SmallVector<func::FuncOp> functions;
  module->walk([&](func::FuncOp f) { functions.push_back(f); });
  func::FuncOp target;
  for (func::FuncOp f : functions)
    if (!f.isExternal() && (name.empty() ? f.isPublic() : f.getSymName() == name)) {
      target = f;
      break;
    }
  if (!target)
    return; // the caller reports the missing function
  // Kept through the inliner, which drops private functions nothing calls.
  target.setPublic();
  llvm::StringMap<func::FuncOp> byName;
  for (func::FuncOp f : functions)
    byName.try_emplace(f.getSymName(), f);
  llvm::SmallPtrSet<Operation *, 8> reached = {target};
  SmallVector<func::FuncOp> work = {target};
  while (!work.empty()) {
    func::FuncOp f = work.pop_back_val();
    if (auto uses = SymbolTable::getSymbolUses(f))
      for (const SymbolTable::SymbolUse &use : *uses) {
        auto it = byName.find(use.getSymbolRef().getLeafReference().getValue());
        if (it != byName.end() && reached.insert(it->second).second)
          work.push_back(it->second);
      }
  }
  for (func::FuncOp f : functions)
    if (!reached.contains(f))
      f->erase();
}

std::string attrText(Attribute attr) {
  std::string text;
  llvm::raw_string_ostream os(text);
  attr.print(os);
  return text;
}

// A plan holds for the device it runs on when that device has the figures the plan
// used, which the plan records: the worker grid, the tile, and L1's unreserved base,
// allocatable bytes and alignment. The first figure that differs, as "(<what>
// <planned>), but <arch> has <device's>"; empty when all agree, nullopt when the
// plan does not record them (a plan older than the figures).
std::optional<std::string> planMismatch(DictionaryAttr plan, const device::ArchDesc &arch) {
  auto grid = plan.getAs<DenseI64ArrayAttr>("grid");
  auto tile = plan.getAs<DenseI64ArrayAttr>("tile");
  auto base = plan.getAs<IntegerAttr>("l1_base");
  auto capacity = plan.getAs<IntegerAttr>("capacity");
  auto alignment = plan.getAs<IntegerAttr>("l1_alignment");
  if (!grid || grid.size() != 2 || !tile || tile.size() != 2 || !base || !capacity || !alignment)
    return std::nullopt;
  auto pair = [](int64_t a, int64_t b) { return fmt::format("{}x{}", a, b); };
  auto differs = [&](const char *what, const std::string &planned, const std::string &device) {
    return fmt::format("({} {}), but {} has {}", what, planned, arch.name, device);
  };
  if (grid[0] != arch.grid_y || grid[1] != arch.grid_x)
    return differs("worker grid", pair(grid[0], grid[1]), pair(arch.grid_y, arch.grid_x));
  if (tile[0] != arch.tile_height || tile[1] != arch.tile_width)
    return differs("tile", pair(tile[0], tile[1]), pair(arch.tile_height, arch.tile_width));
  if (base.getInt() != static_cast<int64_t>(arch.l1_unreserved_base))
    return differs("L1 unreserved base", std::to_string(base.getInt()),
                   std::to_string(arch.l1_unreserved_base));
  if (capacity.getInt() != static_cast<int64_t>(arch.l1AllocatableBytes()))
    return differs("allocatable L1", std::to_string(capacity.getInt()) + " B",
                   std::to_string(arch.l1AllocatableBytes()) + " B");
  if (alignment.getInt() != static_cast<int64_t>(arch.l1_alignment))
    return differs("L1 alignment", std::to_string(alignment.getInt()),
                   std::to_string(arch.l1_alignment));
  return std::string();
}

LoadedGraph load(const std::string &path, const device::ArchDesc *givenArch,
                 const LoadOptions &options) {
  DialectRegistry registry;
  registerStrataDialects(registry);
  MLIRContext context(registry);
  context.allowUnregisteredDialects();
  // The same checks as every other reader (regular file, size limit, nesting) before
  // MLIR's parser sees a byte; errors come back in the thrown message, one line each.
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(readModuleSource(path), path),
                               llvm::SMLoc());
  CollectedDiagnostics diagnostics(context);

  OwningOpRef<ModuleOp> module = parseModuleWithPlaces(sourceMgr, &context);
  LoadedGraph loaded;
  if (!module)
    throw Error(ErrorKind::ParseError,
                path + ": not a readable TTNN or TTIR module: " + diagnostics.summary(),
                {Error::str("file", path)});

  // Two functions of one name (each device module may hold an @main) would leave which
  // one runs to the order they are written in; --ttir-to-ttnn refuses such a module too.
  llvm::StringMap<func::FuncOp> named;
  std::optional<std::pair<func::FuncOp, func::FuncOp>> twice;
  module->walk([&](func::FuncOp f) {
    auto [it, fresh] = named.try_emplace(f.getSymName(), f);
    if (!fresh && !twice)
      twice = {it->second, f};
  });
  if (twice)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{}: two functions are named @{} ({} and {}), in different "
                            "modules; rename one",
                            path, twice->second.getSymName().str(), filePlace(twice->first.getLoc()),
                            filePlace(twice->second.getLoc())),
                {Error::str("file", path)});
  keepOnlyFunction(*module, options.function);

  // A TTIR model graph (tt-mlir's frontends' output) is lowered to ttnn first.
  bool isTTIR = false;
  // So is a function without ops whose tensors have no layout yet (it only returns
  // its arguments): ttnn tensors carry one.
  module->walk([&](Operation *op) {
    StringRef dialect = op->getName().getDialectNamespace();
    if (dialect == "ttir" || op->getName().getStringRef() == "ttcore.device_module")
      isTTIR = true;
    if (auto f = dyn_cast<func::FuncOp>(op); f && !f.isExternal())
      isTTIR = isTTIR || llvm::any_of(f.getArgumentTypes(), isHostTensor) ||
               llvm::any_of(f.getResultTypes(), isHostTensor);
    return isTTIR ? WalkResult::interrupt() : WalkResult::advance();
  });
  if (isTTIR) {
    PassManager lower(&context);
    lower.addPass(createCallInliner());
    lower.addPass(mlir::tt::ttnn::createTTIRToTTNNPass());
    if (options.constEval)
      lower.addPass(mlir::tt::ttnn::createConstEvalHoistPass());
    if (failed(lower.run(*module)))
      throw Error(ErrorKind::InvalidArgument,
                  path + ": the TTIR module cannot be lowered to ttnn: " + diagnostics.summary(),
                  {Error::str("file", path)});
    loaded.loweredFromTTIR = true;
  }

  func::FuncOp function;
  for (auto candidate : module->getOps<func::FuncOp>()) {
    if (candidate.isExternal())
      continue;
    if (options.function.empty() ? candidate.isPublic()
                                 : candidate.getSymName() == options.function) {
      function = candidate;
      break;
    }
  }
  if (!function)
    throw Error(ErrorKind::InvalidArgument,
                options.function.empty()
                    ? path + ": the module has no public function with a body to run"
                    : path + ": the module has no function @" + options.function +
                          " with a body",
                {Error::str("file", path)});

  if (isTTIR && options.modelReference)
    loaded.reference = TTIRReference::load(path, function.getSymName().str());
  auto plan = function->getAttrOfType<DictionaryAttr>(kL1PlanAttr);
  auto plannedFor = plan ? plan.getAs<StringAttr>("arch") : StringAttr();
  // Without --arch: the device the module describes, else the built-in its
  // plan was made for, else the default.
  FailureOr<device::ArchDesc> resolved = resolveArch(
      *module, ArchSource{givenArch, {}, plannedFor ? plannedFor.getValue() : StringRef()});
  if (failed(resolved))
    throw Error(ErrorKind::InvalidArgument,
                path + ": " + diagnostics.summary() +
                    (givenArch ? "" : "; the module's ttcore.system_desc cannot be used; pass --arch"),
                {Error::str("file", path)});
  const device::ArchDesc arch = *resolved;
  if (!plan) {
    if (!options.planIfNeeded)
      throw Error(ErrorKind::InvalidArgument,
                  path + ": @" + function.getSymName().str() +
                      " has no L1 plan; run strata-opt --ttnn-plan-l1 first");
    PassManager pm(&context);
    if (options.placement != "dram") {
      PlaceL1Options placeOptions;
      placeOptions.archDesc = arch;
      placeOptions.placement = options.placement;
      pm.addPass(createPlaceL1Pass(placeOptions));
    }
    PlanL1Options planOptions;
    planOptions.archDesc = arch;
    planOptions.timeout = options.planTimeoutSeconds;
    pm.addPass(createPlanL1Pass(planOptions));
    if (failed(pm.run(*module)))
      throw Error(ErrorKind::InvalidArgument,
                  path + ": @" + function.getSymName().str() + " cannot be planned on " +
                      arch.name + ": " + diagnostics.summary());
    loaded.plannedOnTheFly = true;
    plan = function->getAttrOfType<DictionaryAttr>(kL1PlanAttr);
  }
  if (auto planned = plan ? plan.getAs<StringAttr>("arch") : StringAttr())
    loaded.planArch = planned.str();
  else if (plan)
    // Without it the run could not tell a plan made for another device from one for this.
    throw Error(ErrorKind::InvalidArgument,
                path + ": @" + function.getSymName().str() + "'s " + kL1PlanAttr.str() +
                    " has no arch = \"...\" string naming the device it was planned for; plan "
                    "again with strata-opt --ttnn-plan-l1",
                {Error::str("file", path)});
  if (plan) {
    std::optional<std::string> mismatch = planMismatch(plan, arch);
    if (!mismatch)
      throw Error(ErrorKind::InvalidArgument,
                  path + ": @" + function.getSymName().str() + "'s " + kL1PlanAttr.str() +
                      " does not record the figures its addresses depend on (grid, tile, "
                      "l1_base, capacity, l1_alignment); plan again with strata-opt --ttnn-plan-l1",
                  {Error::str("file", path)});
    if (!mismatch->empty()) {
      // An arch derived from a system description has no name --arch takes.
      const bool fromDescription = StringRef(loaded.planArch).ends_with("@system_desc");
      throw Error(ErrorKind::InvalidArgument,
                  path + ": @" + function.getSymName().str() + " was planned for " +
                      loaded.planArch + " " + *mismatch +
                      (fromDescription ? "; run without --arch (the module's ttcore.system_desc)"
                                       : "; run with --arch " + loaded.planArch) +
                      " or plan again",
                  {Error::str("planned_arch", loaded.planArch), Error::str("arch", arch.name)});
    }
  }
  if (auto placed = function->getAttrOfType<DictionaryAttr>("strata.placement")) {
    if (auto policy = placed.getAs<StringAttr>("policy"))
      loaded.placementPolicy = policy.str();
    for (NamedAttribute field : placed)
      if (auto value = dyn_cast<IntegerAttr>(field.getValue()))
        loaded.placementFields[field.getName().str()] = value.getInt();
  }
  if (plan) {
    loaded.planSummary = attrText(plan);
    for (NamedAttribute field : plan)
      if (auto value = dyn_cast<IntegerAttr>(field.getValue()))
        loaded.planFields[field.getName().str()] = value.getInt();
  }

  // The pipeline's memory-config rule, here too: a stated config that contradicts its
  // result's layout (cores outside the grid, another shard shape) is refused rather
  // than run by the layout alone; a missing one is derived, as the pipeline would.
  {
    PassManager configs(&context);
    mlir::tt::ttnn::CreateMemoryConfigPassOptions configOptions;
    configOptions.deviceGrid = std::to_string(arch.grid_y) + "x" + std::to_string(arch.grid_x);
    configs.addPass(mlir::tt::ttnn::createCreateMemoryConfigPass(configOptions));
    if (failed(configs.run(*module)))
      throw Error(ErrorKind::InvalidArgument,
                  path + ": @" + function.getSymName().str() +
                      "'s memory configs do not match its layouts on " + arch.name + ": " +
                      diagnostics.summary(),
                  {Error::str("file", path)});
  }
  FailureOr<exec::Graph> graph = buildGraph(function, arch);
  if (failed(graph))
    throw Error(ErrorKind::InvalidArgument,
                path + ": @" + function.getSymName().str() +
                    " has ops the simulated device cannot run: " + diagnostics.summary());
  loaded.graph = std::move(*graph);
  loaded.arch = arch;
  loaded.remarks = diagnostics.notes();
  return loaded;
}

} // namespace

LoadedGraph loadGraph(const std::string &path, const device::ArchDesc &arch,
                      const LoadOptions &options) {
  return load(path, &arch, options);
}

LoadedGraph loadGraph(const std::string &path, const LoadOptions &options) {
  return load(path, nullptr, options);
}

} // namespace strata::compiler
