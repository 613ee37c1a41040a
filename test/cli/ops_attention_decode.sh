#!/usr/bin/env bash
# scaled_dot_product_attention_decode on the command line: `query --list`
# names it with tt-mlir's attribute names, `exec` agrees with the query and the float64
# reference, bad shapes are refused, and tt-mlir-style single-op modules (with and
# without an attention mask) run through `strata run`; an attention sink is refused.
set -euo pipefail
S="$1"
fail() { echo "FAIL: $*" >&2; exit 1; }
# The list read whole first: `query --list | grep -q` under pipefail fails when grep
# exits before strata has written the rest of the list.
list=$("$S" query --list)

grep -q '^scaled_dot_product_attention_decode .*3-5 input(s) is_causal=1 scale=0' <<<"$list" \
  || fail "scaled_dot_product_attention_decode in query --list"
"$S" exec scaled_dot_product_attention_decode --input 1x4x8x64:bf16 --input 4x2x100x64:bf16 \
  --input 4x2x100x64:bf16 >/dev/null || fail "exec without a mask"
"$S" exec scaled_dot_product_attention_decode --input 1x4x8x64:f32:tile:l1 --input 4x2x100x64:f32 \
  --input 4x2x100x64:f32 --input 4x1x8x100:f32 --param is_causal=0 --param mask=1 >/dev/null \
  || fail "exec with a mask"
err=$("$S" query scaled_dot_product_attention_decode --input 2x4x8x64 --input 4x2x100x64 \
  --input 4x2x100x64 2>&1 >/dev/null) && fail "a query with a leading 2 was accepted"
grep -q 'the query is 2x4x8x64; it must be \[1, B, Hq, D\]' <<<"$err" || fail "query error: $err"

source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cat >"$TMP/decode.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#Q = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 32 + d2, d3), <1x1>, memref<2x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#K = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 256 + d1 * 64 + d2, d3), <1x1>, memref<16x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#M = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 * 32 + d2, d3), <1x1>, memref<1x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module {
  func.func @main(%q: tensor<1x2x32x64xbf16, #Q>, %k: tensor<2x4x64x64xbf16, #K>, %v: tensor<2x4x64x64xbf16, #K>, %m: tensor<1x1x32x64xbf16, #M>) -> tensor<1x2x32x64xbf16, #Q> {
    %0 = "ttnn.scaled_dot_product_attention_decode"(%q, %k, %v, %m) <{is_causal = false, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>}> : (tensor<1x2x32x64xbf16, #Q>, tensor<2x4x64x64xbf16, #K>, tensor<2x4x64x64xbf16, #K>, tensor<1x1x32x64xbf16, #M>) -> tensor<1x2x32x64xbf16, #Q>
    return %0 : tensor<1x2x32x64xbf16, #Q>
  }
}
MLIR
out=$("$S" run "$TMP/decode.mlir" --seed 3 2>"$TMP/err") || fail "strata run: $(tail -3 "$TMP/err")"
grep -q "^ok: 2 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" <<<"$out" \
  || fail "strata run summary: $out"
grep -qE "^ +0 +scaled_dot_product_attention_decode .* ok +ok$" <<<"$out" || fail "strata run step: $out"
# Causal without positions (every key visible), and an attention sink (refused).
sed -e 's/is_causal = false, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>/operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>/' \
  -e 's/(%q, %k, %v, %m)/(%q, %k, %v)/' \
  -e 's/tensor<2x4x64x64xbf16, #K>, tensor<1x1x32x64xbf16, #M>) ->/tensor<2x4x64x64xbf16, #K>) ->/' \
  "$TMP/decode.mlir" >"$TMP/causal.mlir"
out=$("$S" run "$TMP/causal.mlir" --seed 3 2>"$TMP/err") || fail "causal: $(tail -3 "$TMP/err")"
grep -q "^ok: 2 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" <<<"$out" || fail "causal: $out"
sed 's/1, 1, 1, 1, 0, 0>/1, 1, 1, 0, 0, 1>/' "$TMP/decode.mlir" >"$TMP/sink.mlir"
err=$("$S" run "$TMP/sink.mlir" 2>&1 >/dev/null) && fail "an attention sink ran"
grep -q 'an attention_sink is not modelled' <<<"$err" || fail "sink error: $err"
echo ok
