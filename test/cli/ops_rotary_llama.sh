#!/usr/bin/env bash
# rotary_embedding_llama on the command line: `query --list` names it with
# tt-mlir's attribute name, `exec` agrees with the query and the float64 reference, a
# bad transformation matrix is refused, and tt-mlir's prefill module runs through
# `strata run` (planned == measured L1, numerics within tolerance).
set -euo pipefail
S="$1"
fail() { echo "FAIL: $*" >&2; exit 1; }
# The list read whole first: `query --list | grep -q` under pipefail fails when grep
# exits before strata has written the rest of the list.
list=$("$S" query --list)

grep -q '^rotary_embedding_llama .*4 input(s) is_decode_mode=0' <<<"$list" \
  || fail "rotary_embedding_llama in query --list"
"$S" exec rotary_embedding_llama --input 2x3x100x128:bf16 --input 1x1x100x128:bf16 \
  --input 1x1x100x128:bf16 --input 1x1x32x32:bf16 >/dev/null || fail "exec prefill"
"$S" exec rotary_embedding_llama --input 1x4x8x64:f32:tile:l1 --input 1x4x1x64:f32 --input 1x4x1x64:f32 \
  --input 1x1x32x32:f32 --param is_decode_mode=1 >/dev/null || fail "exec decode"
err=$("$S" query rotary_embedding_llama --input 1x1x32x64 --input 1x1x32x64 --input 1x1x32x64 \
  --input 1x1x64x64 2>&1 >/dev/null) && fail "a 64x64 trans_mat was accepted"
grep -q 'trans_mat is 1x1x64x64; it must be \[1, 1, 32, 32\]' <<<"$err" || fail "trans_mat error: $err"

source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cat >"$TMP/rope.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#T = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 * 32 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#H = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 * 32 + d2, d3), <1x1>, memref<1x8x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module {
  func.func @main(%input: tensor<1x1x32x256xbf16, #H>, %cos: tensor<1x1x32x256xbf16, #H>, %sin: tensor<1x1x32x256xbf16, #H>, %trans_mat: tensor<1x1x32x32xbf16, #T>) -> tensor<1x1x32x256xbf16, #H> {
    %0 = "ttnn.rotary_embedding_llama"(%input, %cos, %sin, %trans_mat) <{ is_decode_mode = false }> : (tensor<1x1x32x256xbf16, #H>, tensor<1x1x32x256xbf16, #H>, tensor<1x1x32x256xbf16, #H>, tensor<1x1x32x32xbf16, #T>) -> tensor<1x1x32x256xbf16, #H>
    return %0 : tensor<1x1x32x256xbf16, #H>
  }
}
MLIR
out=$("$S" run "$TMP/rope.mlir" --seed 3 2>"$TMP/err") || fail "strata run: $(tail -3 "$TMP/err")"
grep -q "^ok: 2 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" <<<"$out" \
  || fail "strata run summary: $out"
grep -qE "^ +0 +rotary_embedding_llama .* ok +ok$" <<<"$out" || fail "strata run step: $out"
echo ok
