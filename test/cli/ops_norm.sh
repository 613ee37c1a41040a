#!/usr/bin/env bash
# batch_norm_inference and group_norm on the command line: `query --list`
# names them with tt-mlir's attribute names, `exec` agrees with the query and the float64 reference, bad
# statistics are refused with a message, and tt-mlir-style single-op TTNN modules run
# through `strata run` with planned == measured L1 and numerics within tolerance.
set -euo pipefail
S="$1"
fail() { echo "FAIL: $*" >&2; exit 1; }
# The list read whole first: `query --list | grep -q` under pipefail fails when grep
# exits before strata has written the rest of the list.
list=$("$S" query --list)

grep -q '^batch_norm_inference .*3-5 input(s) epsilon=1e-05' <<<"$list" \
  || fail "batch_norm_inference in query --list"
grep -q '^group_norm .*1-3 input(s) num_groups=1 epsilon=1e-12' <<<"$list" \
  || fail "group_norm in query --list"

# exec: exit 0 means measured == query and the result is within tolerance.
"$S" exec batch_norm_inference --input 2x3x40x70:bf16 --input 1x3x1x1:bf16 --input 1x3x1x1:bf16 \
  --input 1x3x1x1:bf16 --input 1x3x1x1:bf16 >/dev/null || fail "exec with weight and bias"
"$S" exec batch_norm_inference --input 1x3x100x257:f32:tile:l1 --input 3:f32 --input 3:f32 \
  --param epsilon=0.001 >/dev/null || fail "exec with flat statistics"

"$S" exec group_norm --input 2x1x50x96:bf16 --input 96:bf16 --input 96:bf16 --param num_groups=8 \
  >/dev/null || fail "exec group_norm"

err=$("$S" query batch_norm_inference --input 2x3x40x70:bf16 --input 3x1:bf16 --input 3:bf16 2>&1 \
  >/dev/null) && fail "a 3x1 running_mean was accepted"
grep -q 'running_mean is 3x1 but the input has 3 channels' <<<"$err" || fail "stat error: $err"

source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
# As tt-mlir's TTNN dialect carries it after its workarounds: [1, C, 1, 1] statistics.
cat >"$TMP/bn.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 128 + d1 * 32 + d2, d3), <1x1>, memref<4x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#S = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 128 + d1 * 32 + d2, d3), <1x1>, memref<4x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module {
  func.func @main(%arg0: tensor<1x4x32x64xbf16, #X>, %arg1: tensor<1x4x1x1xbf16, #S>, %arg2: tensor<1x4x1x1xbf16, #S>, %arg3: tensor<1x4x1x1xbf16, #S>, %arg4: tensor<1x4x1x1xbf16, #S>) -> tensor<1x4x32x64xbf16, #X> {
    %0 = "ttnn.batch_norm_inference"(%arg0, %arg1, %arg2, %arg3, %arg4) <{epsilon = 9.99999974E-6 : f32, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (tensor<1x4x32x64xbf16, #X>, tensor<1x4x1x1xbf16, #S>, tensor<1x4x1x1xbf16, #S>, tensor<1x4x1x1xbf16, #S>, tensor<1x4x1x1xbf16, #S>) -> tensor<1x4x32x64xbf16, #X>
    return %0 : tensor<1x4x32x64xbf16, #X>
  }
}
MLIR
# tt-mlir's group_norm form: [N, 1, H*W, C], weight and bias [C], no input_mask.
cat >"$TMP/gn.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 64 + d2, d3), <1x1>, memref<4x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#C = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module {
  func.func @main(%arg0: tensor<2x1x64x128xbf16, #X>, %arg1: tensor<128xbf16, #C>, %arg2: tensor<128xbf16, #C>) -> tensor<2x1x64x128xbf16, #X> {
    %0 = "ttnn.group_norm"(%arg0, %arg1, %arg2) <{num_groups = 32 : i64, epsilon = 1.000000e-05 : f32, operandSegmentSizes = array<i32: 1, 0, 1, 1>}> : (tensor<2x1x64x128xbf16, #X>, tensor<128xbf16, #C>, tensor<128xbf16, #C>) -> tensor<2x1x64x128xbf16, #X>
    return %0 : tensor<2x1x64x128xbf16, #X>
  }
}
MLIR
for op in bn gn; do
  name=$([ $op = bn ] && echo batch_norm_inference || echo group_norm)
  out=$("$S" run "$TMP/$op.mlir" --seed 3 2>"$TMP/err") || fail "strata run $name: $(tail -3 "$TMP/err")"
  grep -q "^ok: 2 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" <<<"$out" \
    || fail "strata run $name summary: $out"
  grep -qE "^ +0 +$name .* ok +ok$" <<<"$out" || fail "strata run $name step: $out"
done

# A bias without a weight (operand segments 1, 1, 1, 0, 1) is refused by the op model.
sed -e 's/1, 1, 1, 1, 1>/1, 1, 1, 0, 1>/' -e 's/%arg2, %arg3, %arg4)/%arg2, %arg4)/' \
  -e 's/(tensor<1x4x32x64xbf16, #X>, tensor<1x4x1x1xbf16, #S>, tensor<1x4x1x1xbf16, #S>, tensor<1x4x1x1xbf16, #S>, tensor<1x4x1x1xbf16, #S>) ->/(tensor<1x4x32x64xbf16, #X>, tensor<1x4x1x1xbf16, #S>, tensor<1x4x1x1xbf16, #S>, tensor<1x4x1x1xbf16, #S>) ->/' \
  "$TMP/bn.mlir" >"$TMP/bias_only.mlir"
err=$("$S" run "$TMP/bias_only.mlir" 2>&1 >/dev/null) && fail "a bias without a weight ran"
grep -q 'a bias without a weight is not modelled' <<<"$err" || fail "bias-only error: $err"

# An input_mask (operand segments 1, 1, 1, 1) is refused by the op model.
sed -e 's/1, 0, 1, 1>/1, 1, 1, 1>/' -e 's/(%arg0, %arg1, %arg2)/(%arg0, %arg1, %arg1, %arg2)/' \
  -e 's/(tensor<2x1x64x128xbf16, #X>, tensor<128xbf16, #C>, tensor<128xbf16, #C>) ->/(tensor<2x1x64x128xbf16, #X>, tensor<128xbf16, #C>, tensor<128xbf16, #C>, tensor<128xbf16, #C>) ->/' \
  "$TMP/gn.mlir" >"$TMP/mask.mlir"
err=$("$S" run "$TMP/mask.mlir" 2>&1 >/dev/null) && fail "an input_mask ran"
grep -q 'an input_mask is not modelled' <<<"$err" || fail "input_mask error: $err"
echo ok
