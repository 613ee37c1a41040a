#!/usr/bin/env bash
# `make demo`: one TTNN module through the compiler and onto the simulated device.
#   1. strata-opt --ttnn-memory-pipeline: each op's L1 number from the query, an L1 plan
#      with real addresses (spilling to DRAM where L1 is short), memory configs derived
#      from the (possibly spilled) layouts;
#   2. strata run: the planned module on the simulated device at those addresses, every op
#      checked (measured L1 == planned, no stack/CB clash, result vs float64 reference);
#   3. the L1 map over time as HTML;
#   4. a real model: tt-mlir's Falcon 3 1B decode block (TTIR, as tt-mlir's frontend
#      exported it) lowered, its weights' ops moved to const-eval functions that run
#      once (tt-mlir's default), its activations placed in L1 by Strata's policy, planned
#      and run the same way, every op checked, each step's DRAM bytes against the device
#      and each result against the model evaluated in float64 (PCC);
#   5. the DRAM bytes that model moves per call under each placement policy (the L1
#      side only).
set -euo pipefail
BUILD="${1:-build}"
EXAMPLE="${2:-examples/composite_block.mlir}"
planned="$BUILD/$(basename "${EXAMPLE%.mlir}").planned.mlir"
map="$BUILD/l1-map.html"

echo "==== 1. plan: strata-opt $EXAMPLE --ttnn-memory-pipeline -o $planned"
"$BUILD/tools/strata-opt/strata-opt" "$EXAMPLE" --ttnn-memory-pipeline \
  -mlir-print-op-on-diagnostic=false -o "$planned" 2>&1 | grep -E "remark: (L1 plan|spilled)" \
  | sed 's/^[^ ]*: remark: /  /'
echo
echo "==== 2. run: strata run $planned --report $map"
"$BUILD/tools/strata/strata" run "$planned" --report "$map"
echo
echo "L1 map over time written to $(cd "$(dirname "$map")" && pwd)/$(basename "$map")"
echo
MODEL=test/data/ttmlir_models/falcon_3_1b_decode_block.mlir
echo "==== 4. a real model: strata run $MODEL --placement strata"
"$BUILD/tools/strata/strata" run "$MODEL" --placement strata 2>&1 | grep -vE "^ +[0-9]+ +" \
  | grep -vE "^argument [0-9]+:" | sed 's/^[^ ]*: remark: /  /'
echo "(the per-op table is left out here; strata run $MODEL prints it)"
echo
echo "==== 5. DRAM bytes the model moves per call, per placement policy (docs/placement.md)"
for policy in dram tt-mlir strata; do
  printf '  %-8s ' "$policy"
  "$BUILD/tools/strata/strata" run "$MODEL" --no-numerics --placement "$policy" 2>/dev/null \
    | grep '^DRAM:' | sed 's/, not measured (no kernels ran)//'
done
