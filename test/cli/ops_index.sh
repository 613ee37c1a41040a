#!/usr/bin/env bash
# The index ops on the command line: `query --list` names them with tt-mlir's
# attribute names, `exec` agrees with the query and is exact (u32 indices included), and
# tt-mlir-style single-op TTNN modules of each run through `strata run` with planned ==
# measured L1 and exact numerics.
set -euo pipefail
S="$1"
fail() { echo "FAIL: $*" >&2; exit 1; }

list=$("$S" query --list)
grep -q '^argmax .* dim=-1 keep_dim=0 reduce_all=0' <<<"$list" || fail "argmax params"
grep -q '^argmin .* dim=-1 keep_dim=0 reduce_all=0' <<<"$list" || fail "argmin params"
grep -q '^embedding .*2 input(s)' <<<"$list" || fail "embedding"
grep -q '^gather .* dim=-1' <<<"$list" || fail "gather dim"
grep -q '^scatter .*3 input(s).* dim=-1 scatter_reduce_type=invalid' <<<"$list" || fail "scatter params"

# tt-metal's single-core argmax: one input tile and one result row (64 x 4 B) of CBs.
out=$("$S" query argmax --input 64x100:bf16 --param dim=1 --json)
grep -q '"cb_peak": *2304' <<<"$out" || fail "argmax cb_peak: $out"

# exec: exit 0 means measured == query and the result equals the reference exactly.
"$S" exec argmax --input 2x1x33x128:f32:tile:l1 --param dim=0 >/dev/null || fail "exec argmax dim 0"
"$S" exec argmin --input 1x3x100x257:bf16 --param keep_dim=1 >/dev/null || fail "exec argmin"
"$S" exec embedding --input 2x3:u32 --input 64x128:bf16 >/dev/null || fail "exec embedding"
"$S" exec gather --input 40x70:f32 --input 40x70:u32:tile:l1 --param dim=0 >/dev/null \
  || fail "exec gather"
"$S" exec scatter --input 2x1x33x128:bf16 --input 2x1x33x40:u32 --input 2x1x33x40:bf16 \
  --param scatter_reduce_type=2 >/dev/null || fail "exec scatter"

# A data input in uint32 is refused with a message.
err=$("$S" query relu --input 32x32:u32 2>&1 >/dev/null) && fail "relu took uint32"
grep -q 'input 0 is uint32' <<<"$err" || fail "uint32 error: $err"

source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cat >"$TMP/argmax.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#A = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#R = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x64xui32, #dram>, <interleaved>>
module {
  func.func @main(%arg0: tensor<64x128xbf16, #A>) -> tensor<64xui32, #R> {
    %0 = "ttnn.argmax"(%arg0) <{dim = 1 : i32, keep_dim = false}> : (tensor<64x128xbf16, #A>) -> tensor<64xui32, #R>
    return %0 : tensor<64xui32, #R>
  }
}
MLIR
cat >"$TMP/embedding.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#I = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
#W = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#E = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module {
  func.func @main(%arg0: tensor<2x32xui32, #I>, %arg1: tensor<64x128xbf16, #W>) -> tensor<2x32x128xbf16, #E> {
    %0 = "ttnn.embedding"(%arg0, %arg1) : (tensor<2x32xui32, #I>, tensor<64x128xbf16, #W>) -> tensor<2x32x128xbf16, #E>
    return %0 : tensor<2x32x128xbf16, #E>
  }
}
MLIR
cat >"$TMP/gather.mlir" <<'MLIR'
#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#W = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#G = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
#O = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, f32>, #l1>, <interleaved>>
module {
  func.func @main(%arg0: tensor<64x128xf32, #W>, %arg1: tensor<64x32xui32, #G>) -> tensor<64x32xf32, #O> {
    %0 = "ttnn.gather"(%arg0, %arg1) <{dim = 1 : si32}> : (tensor<64x128xf32, #W>, tensor<64x32xui32, #G>) -> tensor<64x32xf32, #O>
    return %0 : tensor<64x32xf32, #O>
  }
}
MLIR
cat >"$TMP/scatter.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#W = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#G = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
#Q = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module {
  func.func @main(%arg0: tensor<64x128xbf16, #W>, %arg1: tensor<64x32xui32, #G>, %arg2: tensor<64x32xbf16, #Q>) -> tensor<64x128xbf16, #W> {
    %0 = "ttnn.scatter"(%arg0, %arg1, %arg2) <{dim = 1 : si32, scatter_reduce_type = #ttcore.reduce_type<max>}> : (tensor<64x128xbf16, #W>, tensor<64x32xui32, #G>, tensor<64x32xbf16, #Q>) -> tensor<64x128xbf16, #W>
    return %0 : tensor<64x128xbf16, #W>
  }
}
MLIR
for op in argmax embedding gather scatter; do
  out=$("$S" run "$TMP/$op.mlir" --seed 3 2>"$TMP/err") || fail "strata run $op: $(tail -3 "$TMP/err")"
  grep -q "^ok: 2 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" <<<"$out" \
    || fail "strata run $op summary: $out"
  grep -qE "^ +0 +$op .* ok +ok$" <<<"$out" || fail "strata run $op step: $out"
done
echo ok
