#!/usr/bin/env bash
# batch_norm_training on the command line: `query --list` names it with
# tt-mlir's attribute names, `exec` agrees with the query and the float64 reference, a
# lone running statistic is refused, and a tt-mlir-style single-op module (running
# statistics, weight and bias as operand segments) runs through `strata run`.
set -euo pipefail
S="$1"
fail() { echo "FAIL: $*" >&2; exit 1; }
# The list read whole first: `query --list | grep -q` under pipefail fails when grep
# exits before strata has written the rest of the list.
list=$("$S" query --list)

grep -q '^batch_norm_training .*1-5 input(s) epsilon=1e-05 momentum=0.1' <<<"$list" \
  || fail "batch_norm_training in query --list"
"$S" exec batch_norm_training --input 2x3x40x70:bf16 --input 1x3x1x1:bf16 --input 1x3x1x1:bf16 \
  --input 1x3x1x1:bf16 --input 1x3x1x1:bf16 >/dev/null || fail "exec with every operand"
"$S" exec batch_norm_training --input 1x3x100x257:f32:tile:l1 --input 3:f32 --param running_stats=0 \
  >/dev/null || fail "exec with a weight only"
err=$("$S" query batch_norm_training --input 2x3x40x70:bf16 --input 3:bf16 2>&1 >/dev/null) \
  && fail "a lone running_mean was accepted"
grep -q 'running_mean and running_var come together' <<<"$err" || fail "lone stat error: $err"

source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cat >"$TMP/bnt.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 128 + d1 * 32 + d2, d3), <1x1>, memref<8x2x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#V = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
module {
  func.func @main(%arg0: tensor<2x4x32x64xf32, #X>, %arg1: tensor<4xf32, #V>, %arg2: tensor<4xf32, #V>, %arg3: tensor<4xf32, #V>, %arg4: tensor<4xf32, #V>) -> tensor<2x4x32x64xf32, #X> {
    %0 = "ttnn.batch_norm_training"(%arg0, %arg1, %arg2, %arg3, %arg4) <{epsilon = 9.99999974E-6 : f32, momentum = 1.000000e-01 : f32, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (tensor<2x4x32x64xf32, #X>, tensor<4xf32, #V>, tensor<4xf32, #V>, tensor<4xf32, #V>, tensor<4xf32, #V>) -> tensor<2x4x32x64xf32, #X>
    return %0 : tensor<2x4x32x64xf32, #X>
  }
}
MLIR
out=$("$S" run "$TMP/bnt.mlir" --seed 3 2>"$TMP/err") || fail "strata run: $(tail -3 "$TMP/err")"
grep -q "^ok: 2 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" <<<"$out" \
  || fail "strata run summary: $out"
grep -qE "^ +0 +batch_norm_training .* ok +ok$" <<<"$out" || fail "strata run step: $out"
# Without running statistics (segments 1, 0, 0, 1, 1): weight and bias only.
sed -e 's/1, 1, 1, 1, 1>/1, 0, 0, 1, 1>/' -e 's/(%arg0, %arg1, %arg2, %arg3, %arg4)/(%arg0, %arg3, %arg4)/' \
  -e 's/(tensor<2x4x32x64xf32, #X>, tensor<4xf32, #V>, tensor<4xf32, #V>, tensor<4xf32, #V>, tensor<4xf32, #V>) ->/(tensor<2x4x32x64xf32, #X>, tensor<4xf32, #V>, tensor<4xf32, #V>) ->/' \
  "$TMP/bnt.mlir" >"$TMP/affine_only.mlir"
out=$("$S" run "$TMP/affine_only.mlir" --seed 3 2>"$TMP/err") || fail "affine only: $(tail -3 "$TMP/err")"
grep -q "^ok: 2 steps, 0 L1 mismatches" <<<"$out" || fail "affine only summary: $out"
# A lone running_mean (segments 1, 1, 0, 1, 1) is refused by the op model.
sed -e 's/1, 1, 1, 1, 1>/1, 1, 0, 1, 1>/' -e 's/(%arg0, %arg1, %arg2, %arg3, %arg4)/(%arg0, %arg1, %arg3, %arg4)/' \
  -e 's/(tensor<2x4x32x64xf32, #X>, tensor<4xf32, #V>, tensor<4xf32, #V>, tensor<4xf32, #V>, tensor<4xf32, #V>) ->/(tensor<2x4x32x64xf32, #X>, tensor<4xf32, #V>, tensor<4xf32, #V>, tensor<4xf32, #V>) ->/' \
  "$TMP/bnt.mlir" >"$TMP/lone.mlir"
err=$("$S" run "$TMP/lone.mlir" 2>&1 >/dev/null) && fail "a lone running_mean ran"
grep -q 'only one of running_mean and running_var is not modelled' <<<"$err" || fail "lone error: $err"
echo ok
