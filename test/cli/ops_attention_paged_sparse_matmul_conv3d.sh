#!/usr/bin/env bash
# Paged attention, sparse_matmul and conv3d on the command line: `query --list` names each op with
# tt-mlir's attribute names, `exec` agrees with the query and the float64 reference, bad
# arguments are refused, and tt-mlir-style single-op modules run through `strata run`
# (random page tables and positions are whole numbers in [0, 3]).
set -euo pipefail
S="$1"
fail() { echo "FAIL: $*" >&2; exit 1; }
list=$("$S" query --list)

# ---- paged_scaled_dot_product_attention_decode ----
grep -qE '^paged_scaled_dot_product_attention_decode +4-6 input\(s\) is_causal=1 scale=0 mask=0 cur_pos=0' <<<"$list" \
  || fail "paged_scaled_dot_product_attention_decode in query --list"
out=$("$S" exec paged_scaled_dot_product_attention_decode --input 1x4x8x64:bf16 --input 8x2x32x64:bf16 \
  --input 8x2x32x64:bf16 --input 4x3:i32 --input 4:u32 --param cur_pos=1) || fail "exec with positions"
grep -q 'within$' <<<"$out" || fail "exec numerics: $out"
"$S" exec paged_scaled_dot_product_attention_decode --input 1x2x8x64:f32:tile:l1 --input 8x2x32x64:f32 \
  --input 8x2x32x64:f32 --input 2x2:u32 --input 2x1x8x64:f32 --param is_causal=0 --param mask=1 >/dev/null \
  || fail "exec with a mask"
err=$("$S" query paged_scaled_dot_product_attention_decode --input 1x2x8x64 --input 8x2x32x64 \
  --input 8x2x32x64 --input 2x2 2>&1 >/dev/null) && fail "a bf16 page table was accepted"
grep -q 'the page table is bfloat16; block numbers are int32 or uint32' <<<"$err" || fail "page table error: $err"

# ---- chunked_scaled_dot_product_attention ----
grep -qE '^chunked_scaled_dot_product_attention +5 input\(s\) scale=0' <<<"$list" \
  || fail "chunked_scaled_dot_product_attention in query --list"
out=$("$S" exec chunked_scaled_dot_product_attention --input 2x4x40x64:bf16 --input 8x2x32x64:bf16 \
  --input 8x2x32x64:bf16 --input 2x3:i32 --input 1:i32) || fail "exec chunked"
grep -q 'within$' <<<"$out" || fail "chunked numerics: $out"
err=$("$S" query chunked_scaled_dot_product_attention --input 1x4x96x64 --input 8x2x32x64 \
  --input 8x2x32x64 --input 1x2:i32 --input 1:i32 2>&1 >/dev/null) && fail "a long chunk was accepted"
grep -q 'a chunk of 96 tokens but 64 cached positions' <<<"$err" || fail "chunk error: $err"

# ---- sparse_matmul, prepare_conv3d_weights, conv3d ----
grep -qE '^sparse_matmul +3 input\(s\) is_input_a_sparse=0 is_input_b_sparse=1 nnz=0' <<<"$list" \
  || fail "sparse_matmul in query --list"
out=$("$S" exec sparse_matmul --input 2x2x40x64:f32 --input 1x3x64x50:f32 --input 2x2x1x3:f32) \
  || fail "exec sparse_matmul"
grep -q 'within$' <<<"$out" || fail "sparse_matmul numerics: $out"
err=$("$S" query sparse_matmul --input 2x2x40x64 --input 1x3x64x50 --input 1x1x2x3 2>&1 >/dev/null) \
  && fail "a row-parallel sparsity was accepted in column-parallel mode"
grep -q 'the sparsity is 1x1x2x3; in this mode it must be 2x2x1x3' <<<"$err" || fail "sparsity error: $err"
grep -qE '^prepare_conv3d_weights +1 input\(s\) groups=1 c_in_block=0 alignment=32' <<<"$list" \
  || fail "prepare_conv3d_weights in query --list"
grep -qE '^conv3d +2-3 input\(s\) in_channels=0 out_channels=0 batch_size=0 input_depth=0' <<<"$list" \
  || fail "conv3d in query --list"
out=$("$S" exec conv3d --input 2x5x6x7x16:bf16 --input 432x24:bf16 --input 1x24:bf16 \
  --param kernel_size=3,3,3 --param padding=1,1,1 --param stride=2,1,2) || fail "exec conv3d"
grep -q 'within$' <<<"$out" || fail "conv3d numerics: $out"
out=$("$S" exec prepare_conv3d_weights --input 24x8x3x3x3:f32 --param groups=2 --param c_in_block=16) \
  || fail "exec prepare_conv3d_weights"
grep -q 'max abs 0, max rel 0 .*within$' <<<"$out" || fail "prepare_conv3d_weights numerics: $out"
err=$("$S" query conv3d --input 1x2x2x2x3 --input 20x4 --param kernel_size=2,2,2 2>&1 >/dev/null) \
  && fail "a 20-row conv3d weight was accepted"
grep -q 'conv3d: weight: the weight is 20x4' <<<"$err" || fail "conv3d weight error: $err"

source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
run_ok() {  # module, op name
  local out
  out=$("$S" run "$1" --seed 3 2>"$TMP/err") || fail "strata run $2: $(tail -3 "$TMP/err")"
  grep -q "^ok: 2 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" <<<"$out" \
    || fail "strata run $2 summary: $out"
  grep -qE "^ +0 +$2 .* ok +ok$" <<<"$out" || fail "strata run $2 step: $out"
}
cat >"$TMP/paged.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#Q = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 16 + d1 * 8 + d2, d3), <1x1>, memref<1x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#K = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 32 + d2, d3), <1x1>, memref<16x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#T = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
#P = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
module {
  func.func @main(%q: tensor<1x2x8x64xbf16, #Q>, %k: tensor<8x2x32x64xbf16, #K>, %v: tensor<8x2x32x64xbf16, #K>, %pt: tensor<2x2xsi32, #T>, %pos: tensor<2xsi32, #P>) -> tensor<1x2x8x64xbf16, #Q> {
    %0 = "ttnn.paged_scaled_dot_product_attention_decode"(%q, %k, %v, %pt, %pos) <{is_causal = true, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 1, 0>}> : (tensor<1x2x8x64xbf16, #Q>, tensor<8x2x32x64xbf16, #K>, tensor<8x2x32x64xbf16, #K>, tensor<2x2xsi32, #T>, tensor<2xsi32, #P>) -> tensor<1x2x8x64xbf16, #Q>
    return %0 : tensor<1x2x8x64xbf16, #Q>
  }
}
MLIR
run_ok "$TMP/paged.mlir" paged_scaled_dot_product_attention_decode
sed 's/1, 1, 1, 1, 0, 1, 0>/1, 1, 1, 1, 0, 0, 1>/' "$TMP/paged.mlir" >"$TMP/sink.mlir"
err=$("$S" run "$TMP/sink.mlir" 2>&1 >/dev/null) && fail "an attention sink ran"
grep -q 'an attention_sink is not modelled' <<<"$err" || fail "sink error: $err"

cat >"$TMP/chunked.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#Q = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 128 + d1 * 32 + d2, d3), <1x1>, memref<4x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#K = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 32 + d2, d3), <1x1>, memref<16x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#T = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
#S = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
module {
  func.func @main(%q: tensor<1x4x32x64xbf16, #Q>, %k: tensor<8x2x32x64xbf16, #K>, %v: tensor<8x2x32x64xbf16, #K>, %pt: tensor<1x2xsi32, #T>, %start: tensor<1xsi32, #S>) -> tensor<1x4x32x64xbf16, #Q> {
    %0 = "ttnn.chunked_scaled_dot_product_attention"(%q, %k, %v, %pt, %start) <{scale = 0.125 : f32}> : (tensor<1x4x32x64xbf16, #Q>, tensor<8x2x32x64xbf16, #K>, tensor<8x2x32x64xbf16, #K>, tensor<1x2xsi32, #T>, tensor<1xsi32, #S>) -> tensor<1x4x32x64xbf16, #Q>
    return %0 : tensor<1x4x32x64xbf16, #Q>
  }
}
MLIR
run_ok "$TMP/chunked.mlir" chunked_scaled_dot_product_attention

cat >"$TMP/sparse.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#A = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 128 + d1 * 32 + d2, d3), <1x1>, memref<8x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#B = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 256 + d1 * 64 + d2, d3), <1x1>, memref<8x3x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#S = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 4 + d1 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#O = #ttnn.ttnn_layout<(d0, d1, d2, d3, d4, d5) -> (d0 * 512 + d1 * 128 + d2 * 128 + d3 * 32 + d4, d5), <1x1>, memref<32x3x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module {
  func.func @main(%a: tensor<2x4x32x64xbf16, #A>, %b: tensor<1x4x64x96xbf16, #B>, %s: tensor<2x4x1x4xbf16, #S>) -> tensor<2x4x1x4x32x96xbf16, #O> {
    %0 = "ttnn.sparse_matmul"(%a, %b, %s) <{is_input_a_sparse = false, is_input_b_sparse = true, nnz = 2 : i64}> : (tensor<2x4x32x64xbf16, #A>, tensor<1x4x64x96xbf16, #B>, tensor<2x4x1x4xbf16, #S>) -> tensor<2x4x1x4x32x96xbf16, #O>
    return %0 : tensor<2x4x1x4x32x96xbf16, #O>
  }
}
MLIR
run_ok "$TMP/sparse.mlir" sparse_matmul

cat >"$TMP/conv3d.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1, d2, d3, d4) -> (d0 * 256 + d1 * 64 + d2 * 8 + d3, d4), <1x1>, memref<8x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#CW = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<27x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#BI = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#Y = #ttnn.ttnn_layout<(d0, d1, d2, d3, d4) -> (d0 * 72 + d1 * 36 + d2 * 6 + d3, d4), <1x1>, memref<3x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module {
  func.func @main(%x: tensor<1x4x8x8x32xbf16, #X>, %cw: tensor<864x32xbf16, #CW>, %bias: tensor<1x32xbf16, #BI>) -> tensor<1x2x6x6x32xbf16, #Y> {
    %dev = "ttnn.get_device"() <{mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
    %0 = "ttnn.conv3d"(%x, %cw, %bias, %dev) <{in_channels = 32 : i32, out_channels = 32 : i32, batch_size = 1 : i32, input_depth = 4 : i32, input_height = 8 : i32, input_width = 8 : i32, kernel_size = array<i32: 3, 3, 3>, stride = array<i32: 1, 1, 1>, padding = array<i32: 0, 0, 0>, padding_mode = "zeros", groups = 1 : i32, conv3d_config = #ttnn.conv3d_config<t_out_block = 1, w_out_block = 1, h_out_block = 1, c_out_block = 32, c_in_block = 16, compute_with_storage_grid_size = #ttcore.grid<8x8>>}> : (tensor<1x4x8x8x32xbf16, #X>, tensor<864x32xbf16, #CW>, tensor<1x32xbf16, #BI>, !ttnn.device) -> tensor<1x2x6x6x32xbf16, #Y>
    return %0 : tensor<1x2x6x6x32xbf16, #Y>
  }
}
MLIR
out=$("$S" run "$TMP/conv3d.mlir" --seed 3 2>"$TMP/err") || fail "strata run conv3d: $(tail -3 "$TMP/err")"
grep -q "0 numeric failures" <<<"$out" || fail "strata run conv3d summary: $out"
grep -qE " conv3d .* ok +ok$" <<<"$out" || fail "strata run conv3d step: $out"
echo ok
