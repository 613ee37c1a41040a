#!/usr/bin/env bash
# The transformer composites as tt-mlir writes them: a single-op TTNN module
# of each (syntax of tt-mlir's own test IR: operandSegmentSizes, is_causal, f32 scale)
# runs through `strata run`, planned on the fly, measured L1 equal to the plan and the
# result within tolerance; an attention sink, which the library does not model, is
# rejected with one error line.
set -u
S="$1"
source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

HEAD='#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>'
# layout4 NAME D0_STRIDE D1_STRIDE TILE_ROWS TILE_COLS BUFFER  (rank 4: rows d0*a + d1*b + d2)
layout4() {
  echo "#$1 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * $2 + d1 * $3 + d2, d3), <1x1>, memref<$4x$5x!ttcore.tile<32x32, bf16>, #$6>, <interleaved>>"
}
run_module() {
  if ! "$S" run "$2" --seed 9 >"$TMP/out" 2>"$TMP/err"; then
    fail "$1: strata run failed"; tail -n 3 "$TMP/err"; return
  fi
  grep -q "0 L1 mismatches, 0 clashes, 0 numeric failures" "$TMP/out" || { fail "$1 summary"; cat "$TMP/out"; }
  grep -qE "^ +[0-9]+ +$1 +[0-9]+ +[0-9]+ .* ok +ok$" "$TMP/out" || { fail "$1 step"; cat "$TMP/out"; }
}

# Grouped-query attention with a mask, as tt-mlir's decomposition tests write it.
cat >"$TMP/sdpa.mlir" <<EOF
$HEAD
$(layout4 q 512 64 16 2 dram)
$(layout4 kv 128 64 4 2 dram)
$(layout4 m 64 64 2 2 dram)
$(layout4 o 512 64 16 2 l1)
module {
  func.func @forward(%query: tensor<1x8x64x64xbf16, #q>, %key: tensor<1x2x64x64xbf16, #kv>, %value: tensor<1x2x64x64xbf16, #kv>, %mask: tensor<1x1x64x64xbf16, #m>) -> tensor<1x8x64x64xbf16, #o> {
    %result = "ttnn.scaled_dot_product_attention"(%query, %key, %value, %mask) <{
      operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>,
      is_causal = false,
      scale = 0.125 : f32
    }> : (tensor<1x8x64x64xbf16, #q>, tensor<1x2x64x64xbf16, #kv>,
         tensor<1x2x64x64xbf16, #kv>, tensor<1x1x64x64xbf16, #m>)
      -> tensor<1x8x64x64xbf16, #o>
    return %result : tensor<1x8x64x64xbf16, #o>
  }
}
EOF
run_module scaled_dot_product_attention "$TMP/sdpa.mlir"

# Causal by default (is_causal absent), no mask.
cat >"$TMP/sdpa_causal.mlir" <<EOF
$HEAD
$(layout4 q 256 64 8 2 dram)
module {
  func.func @forward(%query: tensor<1x4x64x64xbf16, #q>) -> tensor<1x4x64x64xbf16, #q> {
    %result = "ttnn.scaled_dot_product_attention"(%query, %query, %query) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<1x4x64x64xbf16, #q>, tensor<1x4x64x64xbf16, #q>, tensor<1x4x64x64xbf16, #q>) -> tensor<1x4x64x64xbf16, #q>
    return %result : tensor<1x4x64x64xbf16, #q>
  }
}
EOF
run_module scaled_dot_product_attention "$TMP/sdpa_causal.mlir"

# The same with an attention sink: not modelled, one error line.
sed -e 's/%value, %mask) <{/%value, %mask, %mask) <{/' -e 's/1, 1, 1, 1, 0>/1, 1, 1, 1, 1>/' \
    -e 's/tensor<1x1x64x64xbf16, #m>)$/tensor<1x1x64x64xbf16, #m>, tensor<1x1x64x64xbf16, #m>)/' \
    "$TMP/sdpa.mlir" >"$TMP/sink.mlir"
"$S" run "$TMP/sink.mlir" >"$TMP/out" 2>"$TMP/err"
rc=$?
[ "$rc" = 2 ] || fail "attention sink: exit $rc, expected 2"
grep -q "attention_sink is not modelled" "$TMP/err" || { fail "attention sink message"; cat "$TMP/err"; }

cat >"$TMP/concatenate_heads.mlir" <<EOF
$HEAD
$(layout4 x 384 32 12 16 dram)
#y = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), <1x1>, memref<1x48x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module {
  func.func @forward(%arg0: tensor<1x12x32x512xbf16, #x>) -> tensor<1x32x6144xbf16, #y> {
    %result = "ttnn.concatenate_heads"(%arg0) : (tensor<1x12x32x512xbf16, #x>) -> tensor<1x32x6144xbf16, #y>
    return %result : tensor<1x32x6144xbf16, #y>
  }
}
EOF
run_module concatenate_heads "$TMP/concatenate_heads.mlir"

cat >"$TMP/nlp_concat_heads.mlir" <<EOF
$HEAD
$(layout4 x 128 32 8 2 dram)
$(layout4 y 64 64 2 8 l1)
module {
  func.func @forward(%arg0: tensor<2x4x32x64xbf16, #x>) -> tensor<2x1x32x256xbf16, #y> {
    %result = "ttnn.nlp_concat_heads"(%arg0) : (tensor<2x4x32x64xbf16, #x>) -> tensor<2x1x32x256xbf16, #y>
    return %result : tensor<2x1x32x256xbf16, #y>
  }
}
EOF
run_module nlp_concat_heads "$TMP/nlp_concat_heads.mlir"

cat >"$TMP/nlp_concat_heads_decode.mlir" <<EOF
$HEAD
$(layout4 x 1024 32 32 4 dram)
$(layout4 y 32 32 1 32 dram)
module {
  func.func @forward(%arg0: tensor<1x32x32x128xbf16, #x>) -> tensor<1x1x32x1024xbf16, #y> {
    %result = "ttnn.nlp_concat_heads_decode"(%arg0) <{num_heads = 8 : ui32}> : (tensor<1x32x32x128xbf16, #x>) -> tensor<1x1x32x1024xbf16, #y>
    return %result : tensor<1x1x32x1024xbf16, #y>
  }
}
EOF
run_module nlp_concat_heads_decode "$TMP/nlp_concat_heads_decode.mlir"

cat >"$TMP/rotary_embedding.mlir" <<EOF
$HEAD
$(layout4 x 256 64 8 2 dram)
$(layout4 c 128 128 4 2 dram)
module {
  func.func @forward(%arg0: tensor<1x4x64x64xbf16, #x>, %cos: tensor<1x1x128x64xbf16, #c>, %sin: tensor<1x1x128x64xbf16, #c>) -> tensor<1x4x64x64xbf16, #x> {
    %result = "ttnn.rotary_embedding"(%arg0, %cos, %sin) : (tensor<1x4x64x64xbf16, #x>, tensor<1x1x128x64xbf16, #c>, tensor<1x1x128x64xbf16, #c>) -> tensor<1x4x64x64xbf16, #x>
    return %result : tensor<1x4x64x64xbf16, #x>
  }
}
EOF
run_module rotary_embedding "$TMP/rotary_embedding.mlir"

[ "$fails" = 0 ] && echo ok
exit "$fails"
