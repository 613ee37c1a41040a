#!/usr/bin/env bash
# Every module under examples/ goes through the documented flow: strata-opt's memory
# pipeline plans it, `strata run` executes the plan on the simulated device, and every
# step must measure its planned region with no clash and correct numerics. The
# attention example exercises the data-movement ops.
# Usage: examples_run.sh <path-to-strata> <data-dir>
set -u
S="$1"
OPT="$(dirname "$S")/../strata-opt/strata-opt"
source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
EXAMPLES="$(cd "$(dirname "$0")/../../examples" && pwd)"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0
count=0
for module in "$EXAMPLES"/*.mlir; do
  name=$(basename "$module" .mlir)
  count=$((count + 1))
  if ! "$OPT" "$module" --ttnn-memory-pipeline -mlir-print-op-on-diagnostic=false \
       -o "$TMP/$name.mlir" 2>"$TMP/$name.opt.err"; then
    echo "FAIL: $name does not plan:"; cat "$TMP/$name.opt.err"; fails=$((fails + 1)); continue
  fi
  if ! "$S" run "$TMP/$name.mlir" --seed 1 >"$TMP/$name.out" 2>&1; then
    echo "FAIL: $name does not run:"; tail -5 "$TMP/$name.out"; fails=$((fails + 1)); continue
  fi
  if ! grep -qE '^ok: [0-9]+ steps, 0 L1 mismatches, 0 clashes, 0 numeric failures$' "$TMP/$name.out"; then
    echo "FAIL: $name:"; tail -3 "$TMP/$name.out"; fails=$((fails + 1))
  fi
done
[ "$count" -ge 5 ] || { echo "FAIL: only $count examples found in $EXAMPLES"; fails=$((fails + 1)); }
# The head split / merge and q k^T are data-movement ops of the planned attention module.
for op in reshape permute transpose; do
  grep -q "\"ttnn.$op\"" "$TMP/llama_prefill_attention.mlir" 2>/dev/null ||
    { echo "FAIL: planned llama_prefill_attention lacks ttnn.$op"; fails=$((fails + 1)); }
done
[ "$fails" -eq 0 ] && echo "examples: $count planned and run, all exact"
exit "$fails"
