#!/usr/bin/env bash
# The remaining single-result ops on the command line: `query --list` names them
# with tt-mlir's attribute names, `exec` agrees with the query and the reference, bad
# arguments are refused with a message, and tt-mlir-style single-op TTNN modules run
# through `strata run` with planned == measured L1 and exact numerics.
set -euo pipefail
S="$1"
fail() { echo "FAIL: $*" >&2; exit 1; }

list=$("$S" query --list)
grep -q '^slice_dynamic .*3 input(s) step=\[\] shape=\[\]' <<<"$list" || fail "slice_dynamic params: $(grep '^slice_dynamic' <<<"$list")"

# CB 0: two bf16 tiles; CB 3: the two uint32 bound tiles.
out=$("$S" query slice_dynamic --input 4x32x32:bf16 --input 3:u32 --input 3:u32 \
  --param shape=2,16,16 --json)
grep -q '"cb_peak": *12288' <<<"$out" || fail "slice_dynamic cb_peak: $out"

# exec: exit 0 means measured == query and the result equals the reference exactly (the
# random bounds are drawn valid for the shape and step).
"$S" exec slice_dynamic --input 1x3x100x257:f32:tile:l1 --input 4:i32 --input 4:i32 \
  --param step=1,2,3,4 --param shape=1,2,30,60 >/dev/null || fail "exec slice_dynamic"

err=$("$S" query slice_dynamic --input 4x40:bf16 --input 2:bf16 --input 2:bf16 2>&1 >/dev/null) \
  && fail "slice_dynamic took bf16 bounds"
grep -q 'begins is bfloat16; the bounds are int32 or uint32 tensors' <<<"$err" || fail "bounds error: $err"

source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cat >"$TMP/slice_dynamic.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), <1x1>, memref<4x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#B = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
#Y = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 16 + d1, d2), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module {
  func.func @main(%arg0: tensor<4x32x32xbf16, #X>, %arg1: tensor<3xui32, #B>, %arg2: tensor<3xui32, #B>) -> tensor<2x16x16xbf16, #Y> {
    %0 = "ttnn.slice_dynamic"(%arg0, %arg1, %arg2) <{step = [1 : i32, 1 : i32, 1 : i32]}> : (tensor<4x32x32xbf16, #X>, tensor<3xui32, #B>, tensor<3xui32, #B>) -> tensor<2x16x16xbf16, #Y>
    return %0 : tensor<2x16x16xbf16, #Y>
  }
}
MLIR
for op in slice_dynamic; do
  out=$("$S" run "$TMP/$op.mlir" --seed 3 2>"$TMP/err") || fail "strata run $op: $(tail -3 "$TMP/err")"
  grep -q "^ok: 2 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" <<<"$out" \
    || fail "strata run $op summary: $out"
  grep -qE "^ +0 +$op .* ok +ok$" <<<"$out" || fail "strata run $op step: $out"
done
echo ok
