#!/usr/bin/env bash
# The example modules plan and run: `strata-opt --ttnn-memory-pipeline` then `strata run`
# on the simulated device (exit 0: measured L1 == planned on every op, no clash, every
# result within tolerance). The attention example exercises the data-movement ops.
# Usage: examples_run.sh <path-to-strata> <shared-data-dir>
set -euo pipefail
S="$1"
OPT="$(dirname "$S")/../strata-opt/strata-opt"
if ! "$S" --help 2>&1 | grep -qE '^\s+run\b'; then
  echo "skipped: this strata was built without the MLIR half (no 'run' command)"
  exit 0
fi
EXAMPLES="$(cd "$(dirname "$0")/../../examples" && pwd)"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

for name in llama_prefill_attention; do
  "$OPT" "$EXAMPLES/$name.mlir" --ttnn-memory-pipeline -o "$TMP/$name.planned.mlir" 2>"$TMP/plan.err" \
    || { cat "$TMP/plan.err"; fail "$name does not plan"; }
  "$S" run "$TMP/$name.planned.mlir" --json >"$TMP/$name.json" 2>"$TMP/run.err" \
    || { cat "$TMP/run.err" "$TMP/$name.json"; fail "$name does not run clean"; }
done
# The head split / merge and q k^T are data-movement ops of the planned module.
for op in reshape permute transpose; do
  grep -q "\"ttnn.$op\"" "$TMP/llama_prefill_attention.planned.mlir" || fail "planned module lacks ttnn.$op"
done
echo ok
