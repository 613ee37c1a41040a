//===- TTCoreOps.td - ttcore operations --------------------*- tablegen -*-===//
//
// The ttcore ops tt-mlir writes in custom form around TTNN IR:
//   ttcore.device_module { builtin.module { ... } }
//   ttcore.device @default_device = <workerGrid = #ttcore.grid<8x8>, ...>
//   %0 = ttcore.load_cached(@f_const_eval_0, [%arg1, %arg2]) : (...) -> ...
// Syntax follows tt-mlir's TTCoreOps.td. The device description is not
// modelled: it is kept verbatim (ttcore::UnmodeledAttr) and printed back.
// Other ttcore ops (optimization_barrier, global, ...) stay unknown and pass
// through in generic form.
//
//===----------------------------------------------------------------------===//
#ifndef STRATA_COMPILER_TTCOREOPS_TD
#define STRATA_COMPILER_TTCOREOPS_TD

include "strata/compiler/Dialect/TTCore/IR/TTCoreAttrs.td"
include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class TTCore_Op<string mnemonic, list<Trait> traits = []>
    : Op<TTCore_Dialect, mnemonic, traits>;

def TTCore_DeviceModuleOp : TTCore_Op<"device_module", [
    IsolatedFromAbove, NoRegionArguments, NoTerminator, SingleBlock, SymbolTable]> {
  let summary = "Wraps the module whose functions run on the device";
  let regions = (region SizedRegion<1>:$bodyRegion);
  let assemblyFormat = "attr-dict-with-keyword $bodyRegion";
}

// A `#ttcore.device<...>` attribute kept as text (its spec starts with
// `device<`); printed stripped in the custom form, as tt-mlir prints it.
def TTCore_VerbatimDeviceAttr : Attr<
    CPred<"::mlir::tt::ttcore::isVerbatimDeviceAttr($_self)">,
    "#ttcore.device<...> kept verbatim"> {
  let storageType = "::mlir::tt::ttcore::UnmodeledAttr";
  let returnType = "::mlir::tt::ttcore::UnmodeledAttr";
  let convertFromStorage = "$_self";
}

def TTCore_DeviceOp : TTCore_Op<"device", [Symbol]> {
  let summary = "Names a device description";
  let arguments = (ins SymbolNameAttr:$sym_name, TTCore_VerbatimDeviceAttr:$device_attr);
  // `$sym_name = <body> attr-dict`; the body is read token by token and kept
  // as written (parseVerbatimBody).
  let hasCustomAssemblyFormat = 1;
}

// Calls a precomputed (const-eval) function and returns its results; Pure as
// in tt-mlir. Parsing does not look the callee up; `strata run` does, and runs
// it once before the function's first step (compiler/Run/Graph.cpp).
def TTCore_LoadCachedOp : TTCore_Op<"load_cached", [Pure]> {
  let summary = "Loads the cached results of a precomputed function";
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyRankedTensor>:$inputs);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let assemblyFormat = [{
    `(` $callee `,` `[` $inputs `]` `)` attr-dict `:` functional-type($inputs, $results)
  }];
}

#endif
