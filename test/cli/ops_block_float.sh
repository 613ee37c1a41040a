#!/usr/bin/env bash
# Block-float storage (bfloat8_b / bfloat4_b) on the command line: specs take bfp8 / bfp4,
# `exec` agrees with the query and stays within the op's tolerance plus one code step,
# mixed bf16 x bfp8 operands run, other ops and row-major layouts are refused with a
# message, and a tt-mlir-style module with bfp_bf8 weights and a bfp_bf4 result runs
# through `strata run` with planned == measured L1.
set -euo pipefail
S="$1"
fail() { echo "FAIL: $*" >&2; exit 1; }

# relu's double-buffered input and output CBs in 1088-B tiles: 4 x 1088.
out=$("$S" query relu --input 32x32:bfp8 --json)
grep -q '"cb_peak": *4352' <<<"$out" || fail "relu bfp8 cb_peak: $out"
"$S" exec matmul --input 64x128:bf16 --input 128x64:bfp8 --output-memory-config l1 >/dev/null \
  || fail "exec matmul bf16 x bfp8"
"$S" exec exp --input 1x3x100x96:bfp4:tile:l1 >/dev/null || fail "exec exp bfp4"
"$S" exec typecast --input 64x64:bf16 --param dtype=8 >/dev/null || fail "exec typecast to bfp8"

err=$("$S" query softmax --input 64x64:bfp8 2>&1 >/dev/null) && fail "softmax took bfp8"
grep -q 'block floats are storage for the elementwise, reduction, matmul and typecast ops' <<<"$err" \
  || fail "softmax error: $err"
err=$("$S" query typecast --input 64x64:bf16 --param dtype=5 2>&1 >/dev/null) && fail "typecast took dtype=5"
grep -q 'dtype = 5 is not one of dtype.s choices (bf16, f32, bfp8, bfp4, i32, u32 or u16)' <<<"$err" \
  || fail "typecast dtype error: $err"
err=$("$S" query relu --input 64x64:bfp3 2>&1 >/dev/null) && fail "bfp3 accepted"
grep -q "dtype 'bfp3' is not bf16, f32, bfp8, bfp4, u32, i32 or u16" <<<"$err" || fail "spec dtype error: $err"
err=$("$S" query relu --input 64x64:bfp4:row_major 2>&1 >/dev/null) && fail "row-major bfp4 accepted"
grep -q 'bfloat4_b exists only in tile layout' <<<"$err" || fail "row-major error: $err"

source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cat >"$TMP/weights.mlir" <<'MLIR'
#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#A = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#W = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#W8 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x2x!ttcore.tile<32x32, bfp_bf8>, #dram>, <interleaved>>
#O = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x2x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#O4 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x2x!ttcore.tile<32x32, bfp_bf4>, #l1>, <interleaved>>
module {
  func.func @main(%a: tensor<64x128xbf16, #A>, %w: tensor<128x64xbf16, #W>) -> tensor<64x64xbf16, #O4> {
    %0 = "ttnn.typecast"(%w) <{dtype = #ttcore.supportedDataTypes<bfp_bf8>}> : (tensor<128x64xbf16, #W>) -> tensor<128x64xbf16, #W8>
    %1 = "ttnn.matmul"(%a, %0) : (tensor<64x128xbf16, #A>, tensor<128x64xbf16, #W8>) -> tensor<64x64xbf16, #O>
    %2 = "ttnn.relu"(%1) : (tensor<64x64xbf16, #O>) -> tensor<64x64xbf16, #O>
    %3 = "ttnn.typecast"(%2) <{dtype = #ttcore.supportedDataTypes<bfp_bf4>}> : (tensor<64x64xbf16, #O>) -> tensor<64x64xbf16, #O4>
    return %3 : tensor<64x64xbf16, #O4>
  }
}
MLIR
out=$("$S" run "$TMP/weights.mlir" --seed 3 2>"$TMP/err") || fail "strata run: $(tail -3 "$TMP/err")"
grep -q "^ok: 5 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" <<<"$out" || fail "summary: $out"
# typecast into bfp8 in DRAM: two bf16 and two bfp8 pages of CB.
grep -qE "^ +0 +typecast +6272 +6272 " <<<"$out" || fail "typecast step: $out"
grep -qE "^ +3 +typecast +5248 +5248 " <<<"$out" || fail "bfp4 step: $out"
echo ok
