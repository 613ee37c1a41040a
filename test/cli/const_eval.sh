#!/usr/bin/env bash
# Const-eval from the command line: strata run runs a real model (tt-mlir's Qwen 3 0.6B
# decode block, lowered from TTIR) with its parameters' ops moved to const-eval
# functions, as tt-mlir's default pipeline does. They run once, before the first step,
# with every check; their DRAM bytes are reported apart from the function's, and both
# are what the device touched. Per call the function then moves fewer bytes than with
# --no-const-eval. The pipeline writes a module with ttcore.load_cached that runs as
# written (const-eval=false writes none); a load_cached whose function the module does
# not define is bad input. Its reshapes that keep every tile in place run as views.
# Usage: const_eval.sh <path-to-strata> <data-dir>
set -u
S="$1"
OPT="$(dirname "$S")/../strata-opt/strata-opt"
source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
MODEL="$(cd "$(dirname "$0")/../data/ttmlir_models" && pwd)/qwen_3_0_6b_decode_block.mlir"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# 1. Kernels, per-op references and the model check, with Strata's placement.
if "$S" run "$MODEL" --placement strata >"$TMP/run.out" 2>&1; then
  grep -q "^DRAM: \([0-9]*\) B planned (.*), \1 B of tensors touched .*; 0 steps moved other bytes than planned$" \
    "$TMP/run.out" || fail "per-call DRAM: $(grep '^DRAM:' "$TMP/run.out")"
  grep -q "^DRAM at load time (const-eval functions, once): \([0-9]*\) B planned, \1 B of tensors touched$" \
    "$TMP/run.out" || fail "load-time DRAM: $(grep '^DRAM at' "$TMP/run.out")"
  grep -q "^ok: .*1 of 1 results match the model$" "$TMP/run.out" || fail "$(tail -1 "$TMP/run.out")"
  # The lowering's reshapes that keep their tiles in place run as views (no program:
  # 0 planned and measured), each checked against the reshape's reference; the others
  # are copies.
  views=$(grep -cE "^ +[0-9]+  reshape \(view\) +0 +0 .* ok +ok$" "$TMP/run.out")
  copies=$(grep -cE "^ +[0-9]+  reshape +[1-9][0-9]* " "$TMP/run.out")
  { [ "$views" -gt 0 ] && [ "$copies" -gt 0 ]; } || fail "reshapes: $views views, $copies copies"
else
  fail "qwen_3_0_6b_decode_block does not pass:"; tail -3 "$TMP/run.out"
fi

# 2. --json: load-time steps are marked and counted apart; per call, all-DRAM moves
#    fewer bytes with const-eval than without (the weights' permutes are done once).
json() {
  "$S" run "$MODEL" --no-numerics --json "$@" 2>/dev/null |
    /usr/bin/python3 -c "
import json, sys
j = json.load(sys.stdin)
assert j['ok'], 'not ok'
load = [s for s in j['steps'] if s.get('load_time')]
planned = sum(s['dram']['planned_bytes'] for s in load)
print(j['dram']['planned_bytes'], len(load), j['dram'].get('load_time', {}).get('planned_bytes', 0), planned)"
}
read -r with loadSteps loadBytes loadSum <<<"$(json)"
read -r without noLoadSteps _ _ <<<"$(json --no-const-eval)"
if ! [ -n "${with:-}" ] || ! [ -n "${without:-}" ] || ! [ "$loadSteps" -gt 0 ] ||
   ! [ "$noLoadSteps" -eq 0 ] || ! [ "$loadBytes" -eq "$loadSum" ] || ! [ "$with" -lt "$without" ]; then
  fail "--json: per call $with with const-eval, $without without; load steps $loadSteps / $noLoadSteps, load bytes $loadBytes (steps add to $loadSum)"
fi

# 3. The pipeline option: the written module loads its cached tensors and runs as planned.
if "$OPT" "$MODEL" --ttir-to-ttnn-memory-pipeline="placement=strata" \
     -mlir-print-op-on-diagnostic=false -o "$TMP/planned.mlir" 2>"$TMP/opt.err"; then
  grep -q 'ttcore.load_cached(@main_const_eval_[0-9]*, \[%arg' "$TMP/planned.mlir" &&
    grep -q 'tt.function_type = "const_eval"' "$TMP/planned.mlir" ||
    fail "the planned module has no const-eval functions"
  "$S" run "$TMP/planned.mlir" --no-numerics >"$TMP/planned.out" 2>&1 &&
    grep -q "^DRAM at load time" "$TMP/planned.out" ||
    { fail "the planned module does not run:"; tail -3 "$TMP/planned.out"; }
else
  fail "the pipeline fails:"; cat "$TMP/opt.err"
fi
"$OPT" "$MODEL" --ttir-to-ttnn-memory-pipeline="const-eval=false" -o "$TMP/plain.mlir" 2>/dev/null &&
  ! grep -q 'load_cached' "$TMP/plain.mlir" || fail "const-eval=false still hoists"

# 4. Bad load_cached ops: each run exits 2 naming what is wrong, before any step runs.
refused() {  # refused NAME MESSAGE: $TMP/NAME.mlir is refused with MESSAGE
  "$S" run "$TMP/$1.mlir" >"$TMP/$1.out" 2>&1
  local rc=$?
  [ "$rc" -eq 2 ] && grep -qF "$2" "$TMP/$1.out" && ! grep -qE "^ +0 " "$TMP/$1.out" ||
    fail "$1: rc $rc, $(cat "$TMP/$1.out")"
}
cat >"$TMP/twice.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#T = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func private @main_const_eval_0(%arg0: tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T> attributes {tt.function_type = "const_eval"} {
  %0 = "ttnn.exp"(%arg0) : (tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  return %0 : tensor<32x32xbf16, #T>
}
func.func @main(%arg0: tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T> {
  %0 = ttcore.load_cached(@main_const_eval_0, [%arg0]) : (tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  %1 = ttcore.load_cached(@main_const_eval_0, [%arg0]) : (tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  %2 = "ttnn.add"(%0, %1) : (tensor<32x32xbf16, #T>, tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  return %2 : tensor<32x32xbf16, #T>
}
MLIR
# One function loaded twice.
refused twice "calls @main_const_eval_0 a second time; each const-eval function is loaded once"
# The other cases, each one edit of it (and the second load_cached gone).
variant() {  # variant NAME SED-EXPRESSION...
  local name=$1; shift
  sed -e '/%1 = ttcore.load_cached/d' -e 's/"ttnn.add"(%0, %1)/"ttnn.add"(%0, %0)/' "$@" \
    "$TMP/twice.mlir" >"$TMP/$name.mlir"
}
# A function the module does not define.
variant missing -e 's/@main_const_eval_0(%arg0: tensor<32x32xbf16, #T>) ->/@other(%arg0: tensor<32x32xbf16, #T>) ->/'
refused missing "calls @main_const_eval_0, which the module does not define with a body"
# A function that hands back its argument.
variant arg -e 's/%0 = "ttnn.exp"(%arg0).*$//' \
  -e 's/return %0 : tensor<32x32xbf16, #T>$/return %arg0 : tensor<32x32xbf16, #T>/'
refused arg "returns result 0 as an argument or a second time"
# A call with other inputs than the function's arguments.
variant arity -e 's/\[%arg0\]) : (tensor<32x32xbf16, #T>) ->/[]) : () ->/'
refused arity "passes 0 inputs and takes 1 results, but @main_const_eval_0 has 1 arguments and 1 results"

[ "$fails" -eq 0 ] && echo "const_eval: qwen 0.6B decode block runs with its const-eval functions; load-time bytes apart"
exit "$fails"
