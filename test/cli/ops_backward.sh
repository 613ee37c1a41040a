#!/usr/bin/env bash
# gelu_bw, embedding_bw and dit_rms_norm_unary_fused on the command line:
# `query --list` names them with tt-mlir's attribute names, `exec` agrees with the query
# and the float64 reference, bad inputs are refused with a message, and tt-mlir-style
# single-op TTNN modules run through `strata run` (planned == measured L1, numerics).
set -euo pipefail
S="$1"
fail() { echo "FAIL: $*" >&2; exit 1; }

list=$("$S" query --list)
grep -q '^gelu_bw .*2 input(s) approximate=none' <<<"$list" || fail "gelu_bw in --list"
grep -q '^embedding_bw .*3 input(s)' <<<"$list" || fail "embedding_bw in --list"
grep -q '^dit_rms_norm_unary_fused .*1-4 input(s) epsilon=1e-05 activation=none' <<<"$list" \
  || fail "dit_rms_norm_unary_fused in --list"

# exec: exit 0 means measured == query and the result is within tolerance.
"$S" exec gelu_bw --input 1x3x100x257:bf16 --input 1x3x100x257:bf16 --param approximate=tanh \
  >/dev/null || fail "exec gelu_bw tanh"
"$S" exec embedding_bw --input 1x1x1x100:u32 --input 64x257:bf16 --input 1x1x100x257:bf16 \
  >/dev/null || fail "exec embedding_bw"
"$S" exec dit_rms_norm_unary_fused --input 2x1x33x128:f32:tile:l1 --input 128:f32 --input 128:f32 \
  --input 2x1x33x128:f32 --param residual=1 --param activation=silu >/dev/null || fail "exec dit"

# A choice parameter by its code is the same as by its name.
"$S" exec gelu_bw --input 32x64 --input 32x64 --param approximate=1 >/dev/null || fail "approximate=1"
err=$("$S" query gelu_bw --input 32x64 --input 32x64 --param approximate=exact 2>&1 >/dev/null) \
  && fail "approximate=exact accepted"
grep -q "approximate=exact.*the value must be one of none or tanh" <<<"$err" || fail "approximate error: $err"

err=$("$S" query gelu_bw --input 32x64 --input 32x32 2>&1 >/dev/null) && fail "gelu_bw shapes"
grep -q 'gelu_bw: the gradient is 32x64.* they need one shape' <<<"$err" || fail "gelu_bw error: $err"
err=$("$S" query embedding_bw --input 1x1x1x100:u32 --input 64x257 --input 1x1x99x257 2>&1 \
  >/dev/null) && fail "embedding_bw shapes"
grep -q 'it must be \[1, 1, 100, 257\]' <<<"$err" || fail "embedding_bw error: $err"

source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
# As tt-mlir writes each op (TTNNOps.td; simple_gelu_bw.mlir, embedding_backward_workaround.mlir,
# dit_rms_norm_unary_fused.mlir), with tile layouts.
cat >"$TMP/gelu_bw.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module {
  func.func @main(%arg0: tensor<64x128xbf16, #X>, %arg1: tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #X> {
    %0 = "ttnn.gelu_bw"(%arg0, %arg1) <{approximate = "tanh"}> : (tensor<64x128xbf16, #X>, tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #X>
    return %0 : tensor<64x128xbf16, #X>
  }
}
MLIR
cat >"$TMP/embedding_bw.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#I = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 * 32 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
#W = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#G = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 * 32 + d2, d3), <1x1>, memref<1x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#R = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 64 + d2, d3), <1x1>, memref<2x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
module {
  func.func @main(%arg0: tensor<1x1x1x32xui32, #I>, %arg1: tensor<64x128xf32, #W>, %arg2: tensor<1x1x32x128xf32, #G>) -> tensor<1x1x64x128xf32, #R> {
    %0 = "ttnn.embedding_bw"(%arg0, %arg1, %arg2) : (tensor<1x1x1x32xui32, #I>, tensor<64x128xf32, #W>, tensor<1x1x32x128xf32, #G>) -> tensor<1x1x64x128xf32, #R>
    return %0 : tensor<1x1x64x128xf32, #R>
  }
}
MLIR
cat >"$TMP/dit_rms_norm_unary_fused.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#V = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module {
  func.func @main(%arg0: tensor<64x128xbf16, #X>, %arg1: tensor<128xbf16, #V>, %arg2: tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #X> {
    %0 = "ttnn.dit_rms_norm_unary_fused"(%arg0, %arg1, %arg2) <{activation = "silu", epsilon = 9.99999974E-6 : f32, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (tensor<64x128xbf16, #X>, tensor<128xbf16, #V>, tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #X>
    return %0 : tensor<64x128xbf16, #X>
  }
}
MLIR
for op in gelu_bw embedding_bw dit_rms_norm_unary_fused; do
  out=$("$S" run "$TMP/$op.mlir" --seed 3 2>"$TMP/err") || fail "strata run $op: $(tail -3 "$TMP/err")"
  grep -q "^ok: 2 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" <<<"$out" \
    || fail "strata run $op summary: $out"
  grep -qE "^ +0 +$op .* ok +ok$" <<<"$out" || fail "strata run $op step: $out"
done

# Refused by the op model with the reason: an unknown approximation, an unknown activation.
sed 's/approximate = "tanh"/approximate = "erf"/' "$TMP/gelu_bw.mlir" >"$TMP/bad_gelu.mlir"
err=$("$S" run "$TMP/bad_gelu.mlir" 2>&1 >/dev/null) && fail "approximate=erf ran"
grep -q 'approximate "erf" is not modelled' <<<"$err" || fail "approximate error: $err"
sed 's/activation = "silu"/activation = "tanh"/' "$TMP/dit_rms_norm_unary_fused.mlir" >"$TMP/bad_dit.mlir"
err=$("$S" run "$TMP/bad_dit.mlir" 2>&1 >/dev/null) && fail "activation=tanh ran"
grep -q 'activation "tanh" is not modelled' <<<"$err" || fail "activation error: $err"
echo ok
