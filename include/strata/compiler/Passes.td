//===- Passes.td - Strata compiler passes ------------------*- tablegen -*-===//
//
// The passes of the memory pipeline. mlir-tblgen generates their option
// structs, base classes, create functions, registration and docs/passes.md
// from these records (a test keeps that file in step with them).
//
//===----------------------------------------------------------------------===//
#ifndef STRATA_COMPILER_PASSES_TD
#define STRATA_COMPILER_PASSES_TD

include "mlir/Pass/PassBase.td"

def VerifyLayoutsPass : Pass<"ttnn-verify-layouts"> {
  let summary = "Check every ttnn layout against the layout rules and every memory config "
                "against its layout";
  let description = [{
    The opt-in strict check. Reports every inconsistency it finds, not just
    the first: a layout whose linear map, memref and grid do not describe the
    tensor (shard shape, 2-d collapse, Nx1 / 1xN grids without core_ranges,
    core_ranges of another size than the grid), or a stated `memory_config`
    that disagrees with the result layout. The parser applies tt-mlir's own
    layout rules only, so a file tt-mlir reads can be read and then checked
    (or repaired by `--ttnn-repair-layouts` and
    `--ttnn-create-memory-config=overwrite=true`). With `strict=false` the
    findings are warnings and the pass succeeds.
  }];
  let options = [
    Option<"strict", "strict", "bool", /*default=*/"true",
           "Report inconsistencies as errors (default) or, with strict=false, as warnings "
           "that do not fail the pass">,
    Option<"checkMemoryConfigs", "check-memory-configs", "bool", /*default=*/"true",
           "Also compare stated memory configs with their layouts (the pipeline turns this "
           "off with overwrite=true, since the configs are then replaced)">,
  ];
}

def RepairLayoutsPass : Pass<"ttnn-repair-layouts", "::mlir::ModuleOp"> {
  let summary = "Rewrite the fields of interleaved and system-memory layouts that tt-mlir does "
                "not read (memref shape, linear map) from the tensor, one warning per function";
  let description = [{
    tt-mlir reads an interleaved or system-memory tensor's placement from the
    tensor type and its buffer type; the layout's memref shape and linear map
    are not authoritative there, and its own files carry stale ones (a 4x4-tile
    memref on a 32x32 tensor, a 2-d identity map on a 1-d or 4-d tensor, a
    3-result map). This pass rewrites such layouts to the canonical form the
    strict rules (`--ttnn-verify-layouts`) accept: the linear map that
    collapses every leading dim into rows, and a memref of the physical shape
    in pages (tiles when tiled) divided by the grid. Sharded layouts, whose
    memref is the shard shape, are never touched. Each function that needed a
    repair gets one warning naming how many layouts changed and the first one.
    `--ttnn-memory-pipeline` runs it first.
  }];
  let dependentDialects = ["::mlir::tt::ttnn::TTNNDialect"];
}

def CreateMemoryConfigPass : Pass<"ttnn-create-memory-config"> {
  let summary = "Set every ttnn op's memory_config from its result's layout encoding";
  let description = [{
    The layout encoding of a result is the single source of truth: this pass
    derives the `memory_config` every op with one states (buffer type, tensor
    memory layout and, for sharded layouts, the shard spec on physical cores)
    and fills it in, completes a less specific one, or reports one that
    disagrees. Sharded grids without a core mapping fill the device's worker
    grid row-major, as tt-mlir does; the grid is the module's
    `ttcore.system_desc` one, else the worker grid of `arch`.
  }];
  let dependentDialects = ["::mlir::tt::ttnn::TTNNDialect"];
  let options = [
    Option<"overwrite", "overwrite", "bool", /*default=*/"false",
           "Replace memory configs that disagree with the layout instead of reporting them">,
    Option<"arch", "arch", "std::string", /*default=*/"\"\"",
           "Arch description whose worker grid no-map sharded grids fill when the module has "
           "no ttcore.system_desc: a built-in name (wormhole_b0, wormhole_b0_n300, blackhole) "
           "or a JSON file (default wormhole_b0)">,
    Option<"deviceGrid", "device-grid", "std::string", /*default=*/"\"\"",
           "Worker grid RxC overriding the arch's (must agree with a ttcore.system_desc)">,
  ];
}

def PrintLayoutInfoPass : Pass<"ttnn-print-layout-info"> {
  let summary = "Emit a remark per op result with its layout's derived properties";
  let description = [{
    Buffer type, memory layout, grid, shard shape (tiles and scalars), element
    types and bytes per shard of every result layout, as remarks; the lit tests
    read them.
  }];
}

def PrintL1UsagePass : Pass<"ttnn-print-l1-usage", "::mlir::ModuleOp"> {
  let summary = "Emit a remark per ttnn op with its L1 needs per core (the op library's query)";
  let description = [{
    Asks every ttnn op's op model (`OpModelInterface`) for its L1 per core —
    circular-buffer peak, stack peak, their combined peak, output bytes and the
    total — and says whether the op fits the arch's L1 and by how many bytes
    it does not. An op the op library cannot model is an error naming it; every
    other op is still reported.

    `json=FILE` also writes the figures as JSON: the arch, and per function
    each op's figures (or the error that op got) and the function's largest
    peak and total. The file is written even when an op could not be
    modelled (`"ok": false` and that op's `"error"`), since it is the report.
  }];
  let options = [
    Option<"arch", "arch", "std::string", /*default=*/"\"\"",
           "Arch description: a built-in name or a JSON file (default: the module's "
           "ttcore.system_desc, else wormhole_b0)">,
    Option<"jsonFile", "json", "std::string", /*default=*/"\"\"",
           "Also write the figures as JSON to this file">,
  ];
}

def PlaceL1Pass : Pass<"ttnn-place-l1", "::mlir::ModuleOp"> {
  let summary = "Choose which DRAM-interleaved activations move to L1, by a placement policy, "
                "before --ttnn-plan-l1 gives them addresses";
  let description = [{
    Candidates are the results of device ops that are DRAM interleaved, that
    the function does not return, and whose producer and every consumer the
    op model still accepts with the result in L1 interleaved. The figure of
    merit is the DRAM bytes the function moves (every step moves each
    distinct DRAM tensor it reads or writes once; `strata run` checks that
    figure against what the simulated device touched), and a candidate in L1
    saves its DRAM bytes once per step that touches it. A result and its
    views (a `ttnn.reshape` that tt-metal performs without a copy) are one
    candidate, moved together so that the reshape stays a view. A value that a
    conv with `deallocate_activation = true` reads before its last use stays
    in DRAM (in L1 the conv would free it).

    `placement=strata` keeps the candidates that save the most such that, at
    every step, the op's exact stack + circular-buffer reservation (the
    query) plus the L1 tensors live there fit the L1 budget; no cushion. It
    also keeps an L1 copy (a `ttnn.to_memory_config` before the first reader)
    of a DRAM argument or cached const-eval result that several steps read
    and none writes into; makes a cached constant that a creation op makes
    alone (a const-eval function of one `ttnn.full`, ...) again in L1 before
    its first reader instead of reading its DRAM cache (its `load_cached` and
    function go when nothing else uses them); shards candidates in L1 (height,
    width or block, evenly over the grid, no more bytes per core than
    interleaved) where that lets more in: an op whose operands and result
    share one shard layout reads and writes them in place and reserves no
    circular buffers for them, and the candidates that steps join are sharded
    together, only where every op accepts them so and reserves no more; and
    checks its choice with the planner, lowering the budget by 2 % while the
    planner cannot place it.
    `placement=tt-mlir` is a model of tt-mlir's optimizer policy
    (L1SpillManagement.cpp at tt-mlir 19c86fca, its address-simulation
    path, fed tt-metal's figures from Strata's query): every candidate tried
    in L1 in order, a top-down first-fit simulation, a cushion of 10 % of
    the budget kept free for the ops' transient buffers, and eviction of the
    live value used last. It is a model of the policy, not tt-mlir's output
    (docs/placement.md). `placement=dram` changes nothing (tt-mlir's default
    pipeline, where the optimizer is off).

    The budget is the arch's L1 above the unreserved base times the
    module's `ttnn.tensor_l1_usage_cap` (a float in (0, 1]) when it sets
    one, else 1.0 for strata and 0.95 (tt-mlir's default) for tt-mlir. Each
    function but a const-eval function (run once, its results cached in DRAM)
    gets `strata.placement` (policy, budget, candidates and how many of them
    could be sharded, tensors moved to L1 and how many sharded, arguments
    copied, constants made in L1, DRAM bytes saved by the choice,
    evictions) and a remark. The planner
    that follows places the chosen tensors by exact addresses and spills
    what fragmentation leaves over.
  }];
  // createPlaceL1Pass(PlaceL1Options) also takes an arch description directly.
  let constructor = "::mlir::tt::ttnn::createPlaceL1Pass()";
  let dependentDialects = ["::mlir::tt::ttnn::TTNNDialect"];
  let options = [
    Option<"placement", "placement", "std::string", /*default=*/"\"strata\"",
           "The policy: strata (the most DRAM bytes saved under exact reservations), "
           "tt-mlir (a model of tt-mlir's optimizer policy) or dram (change nothing)">,
    Option<"arch", "arch", "std::string", /*default=*/"\"\"",
           "Arch description: a built-in name or a JSON file (default: the module's "
           "ttcore.system_desc, else wormhole_b0)">,
  ];
}

def PlanL1Pass : Pass<"ttnn-plan-l1", "::mlir::ModuleOp"> {
  let summary = "Plan an L1 address for every L1 tensor from each op's L1 query, spilling to "
                "DRAM when the function does not fit";
  let description = [{
    Builds one planning problem per function: every L1 tensor's bytes per bank
    over its lifetime in op order (definition to last use, or to its
    `ttnn.deallocate`, or to the conv that frees it under its conv2d_config's
    `deallocate_activation = true`; a later use is an error), and below them, at each op, a reserved region of that
    op's stack + circular-buffer peak from the op model. The planner places the
    tensors under the arch's L1 size: the smallest peak it finds in half the
    budget, and when that is above the capacity, the question "does any layout
    fit?" in the other half, so a misfit is either proven or named as not
    settled in time. A reshape that tt-metal performs without a copy (the
    last dim kept, rows whole tiles on both sides, the same memory) is a view:
    no buffer of its own, its input's address, and that buffer live until the
    last use of either. Each defining op gets
    `strata.l1_address` (one address per result, -1 for results not in L1;
    function arguments in L1 get it as an argument attribute) and
    the function `strata.l1_plan` (arch and the figures the addresses depend
    on: grid, tile, L1 base, capacity, alignment; peak, lower bound, reserved
    maximum, spills). When the tensors do not fit, the tensor whose move frees
    the most byte-lifetime at the fullest step goes to DRAM interleaved (with a
    `ttnn.to_memory_config` back to L1 where a consumer needs it) and the
    function is planned again, asking the query again only for the ops the
    spill changed; `spill=false` makes that an error naming the op and the
    bytes missing.
  }];
  // createPlanL1Pass(PlanL1Options) also takes an arch description directly.
  let constructor = "::mlir::tt::ttnn::createPlanL1Pass()";
  let dependentDialects = ["::mlir::tt::ttnn::TTNNDialect"];
  let options = [
    Option<"arch", "arch", "std::string", /*default=*/"\"\"",
           "Arch description: a built-in name (wormhole_b0, wormhole_b0_n300, blackhole) or a "
           "JSON file (default: the arch the module's ttcore.system_desc describes, else "
           "wormhole_b0)">,
    Option<"spill", "spill", "bool", /*default=*/"true",
           "Move tensors to DRAM until the plan fits (false: a misfit is an error)">,
    Option<"timeout", "timeout", "double", /*default=*/"2.0",
           "Planner time budget for the function (all attempts), in seconds">,
  ];
}

def ConstEvalHoistPass : Pass<"ttnn-const-eval-hoist", "::mlir::ModuleOp"> {
  let summary = "Move the ops that depend only on parameters and constants into const-eval "
                "functions, called through ttcore.load_cached";
  let description = [{
    tt-mlir's default pipeline does this (its `const-eval-hoist-transform`,
    lib/Transforms/ConstEvalHoist.cpp at 19c86fca, enabled by
    `enable-const-eval=true` in TTNNPipelines.h): an op whose every operand
    is a function argument marked `ttcore.argument_type` `parameter` or
    `constant`, or the result of such an op (a creation op has none), is
    computed once when the model is loaded and its result cached; the
    function reads the cached tensor on every call. Each connected group of
    such ops becomes a private function `@<name>_const_eval_<i>` marked
    `tt.function_type = "const_eval"`, and the function gets one
    `ttcore.load_cached(@<name>_const_eval_<i>, [args])` for it, at its start.

    Not hoisted, as in tt-mlir: an op with a result another op writes into
    (an op without results but `ttnn.deallocate` writes into its operands),
    ops that are not cacheable (`ttnn.empty`, `ttnn.rand`, `ttnn.dropout`).
    A `ttnn.prepare_conv2d_weights` is hoisted and its matrix cached, as tt-mlir
    caches it; any other op that makes a `ttnn.conv2d`'s weight stays: that
    weight is tilized as `[O, I, KH, KW]`, which pads each kernel window to a
    tile (ResNet-50's weights would take 11 GB of DRAM held at once).
    An argument some op writes into (a cache) is never constant, whatever its
    mark. A `ttnn.deallocate` of a hoisted value moves into the const-eval
    function when only that function uses the value; of a value the function
    still reads (now a cached result), it is dropped: the cache owns it.
    Functions that already call `ttcore.load_cached` are left as they are.

    `strata run` runs each const-eval function once, before the first step,
    and counts its DRAM bytes apart from the function's (docs/placement.md).
  }];
  let dependentDialects = ["::mlir::tt::ttnn::TTNNDialect", "::mlir::tt::ttcore::TTCoreDialect"];
}

def TTIRToTTNNPass : Pass<"ttir-to-ttnn", "::mlir::ModuleOp"> {
  let summary = "Lower tt-mlir's TTIR model graphs to ttnn ops on DRAM-interleaved tiled tensors";
  let description = [{
    Makes the decisions tt-mlir's default TTIR-to-TTNN pipeline makes, op by
    op (docs/ttir.md lists them): every tensor tiled in DRAM, interleaved, with
    tt-mlir's element types (f64 to f32, i64 and i32 to si32, unsigned to u32,
    i1 to bf16 0/1); dot_general as matmul with the permutes and reshapes its
    batch and contracting dims need; broadcast as repeat; squeeze, unsqueeze
    and index as reshape and slice; reductions and softmax over other than the
    trailing dims through a permute; constants as full or constant; and a
    `ttnn.deallocate` after each intermediate's last use. The functions of a
    `ttcore.device_module` move to the top-level module. An op it cannot lower
    (a multi-device collective, an op it does not know) is an error naming the
    op and its location; nothing is skipped and nothing is printed.
  }];
  let dependentDialects = ["::mlir::tt::ttnn::TTNNDialect", "::mlir::tt::ttcore::TTCoreDialect"];
}

#endif // STRATA_COMPILER_PASSES_TD
