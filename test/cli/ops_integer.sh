#!/usr/bin/env bash
# The integer and quantization ops on the command line: `query --list` names them, `exec` on
# int32 and uint32 tensors agrees with the query and is exact, float and mixed operands
# are refused with a message, and tt-mlir-style single-op TTNN modules (si32 / ui32
# tensors) run through `strata run` with planned == measured L1 and exact numerics.
set -euo pipefail
S="$1"
fail() { echo "FAIL: $*" >&2; exit 1; }

list=$("$S" query --list)
for op in bitwise_and bitwise_or bitwise_xor logical_left_shift logical_right_shift; do
  grep -q "^$op .*2 input(s), sharded ok" <<<"$list" || fail "$op in the list"
done
grep -q '^bitwise_not .*1 input(s), sharded ok' <<<"$list" || fail "bitwise_not in the list"
grep -q '^quantize .*3 input(s) axis=-1' <<<"$list" || fail "quantize in the list"
grep -q '^requantize .*5 input(s) axis=-1' <<<"$list" || fail "requantize in the list"

# The binary CB set in 4096-B int32 tiles: 3 x 2 x 4096.
out=$("$S" query bitwise_and --input 64x128:i32:tile:l1 --input 64x128:i32:tile:l1 --json)
grep -q '"cb_peak": *24576' <<<"$out" || fail "bitwise_and cb_peak: $out"
grep -q '"output_l1": *4096' <<<"$out" || fail "bitwise_and output_l1: $out"

# exec: exit 0 means measured == query and the result equals the reference exactly.
"$S" exec bitwise_xor --input 1x3x100x257:i32 --input 1x3x100x257:i32:tile:l1 >/dev/null \
  || fail "exec bitwise_xor"
"$S" exec bitwise_not --input 2x1x33x128:u32:tile:l1-height:2x2 \
  --output-memory-config l1-height:2x2 >/dev/null || fail "exec bitwise_not sharded"
out=$("$S" exec logical_right_shift --input 40x70:u32 --input 40x1:u32 --json) \
  || fail "exec logical_right_shift"
grep -q '"exact": *true' <<<"$out" || fail "shift not exact: $out"
grep -q '"max_abs_error": *0' <<<"$out" || fail "shift error: $out"

# The comparisons of 32-bit integers (ttnn.eq ... ge on si32 / ui32 tensors
# map to them): exact 1 / 0 in the inputs' dtype, broadcasting like the bitwise ops.
for op in integer_eq integer_ne integer_lt integer_le integer_gt integer_ge; do
  grep -q "^$op .*2 input(s), sharded ok" <<<"$list" || fail "$op in the list"
  out=$("$S" exec $op --input 1x3x100x257:i32 --input 1x3x100x257:i32:tile:l1 --json) \
    || fail "exec $op"
  grep -q '"exact": *true' <<<"$out" || fail "$op not exact: $out"
done
"$S" exec integer_lt --input 40x70:u32 --input 40x1:u32 >/dev/null || fail "exec integer_lt broadcast"

"$S" exec quantize --input 1x3x100x257:bf16 --input 257:bf16 --input 1:i32 >/dev/null \
  || fail "exec quantize per axis"
"$S" exec requantize --input 2x1x33x128:i32:tile:l1 --input 1:f32 --input 1:i32 --input 1:f32 \
  --input 128:i32 >/dev/null || fail "exec requantize"

# Float operands, mixed dtypes and int32 into a float op are refused.
err=$("$S" query bitwise_or --input 32x32:bf16 --input 32x32:bf16 2>&1 >/dev/null) \
  && fail "bitwise_or took bf16"
grep -q 'input 0 is bfloat16; this op computes on int32 or uint32' <<<"$err" || fail "bf16 error: $err"
err=$("$S" query logical_left_shift --input 32x32:i32 --input 32x32:u32 2>&1 >/dev/null) \
  && fail "mixed dtypes accepted"
grep -q 'input 1 is uint32 but input 0 is int32' <<<"$err" || fail "mixed error: $err"
err=$("$S" query exp --input 32x32:i32 2>&1 >/dev/null) && fail "exp took int32"
grep -q 'input 0 is int32' <<<"$err" || fail "int32 error: $err"

source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cat >"$TMP/bitwise_and.mlir" <<'MLIR'
#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#I = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
#O = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, si32>, #l1>, <interleaved>>
module {
  func.func @main(%arg0: tensor<64x128xsi32, #I>, %arg1: tensor<64x128xsi32, #I>) -> tensor<64x128xsi32, #O> {
    %0 = "ttnn.bitwise_and"(%arg0, %arg1) : (tensor<64x128xsi32, #I>, tensor<64x128xsi32, #I>) -> tensor<64x128xsi32, #O>
    return %0 : tensor<64x128xsi32, #O>
  }
}
MLIR
cat >"$TMP/bitwise_not.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#I = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
module {
  func.func @main(%arg0: tensor<64x128xsi32, #I>) -> tensor<64x128xsi32, #I> {
    %0 = "ttnn.bitwise_not"(%arg0) : (tensor<64x128xsi32, #I>) -> tensor<64x128xsi32, #I>
    return %0 : tensor<64x128xsi32, #I>
  }
}
MLIR
cat >"$TMP/logical_left_shift.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#U = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
module {
  func.func @main(%arg0: tensor<5xui32, #U>, %arg1: tensor<5xui32, #U>) -> tensor<5xui32, #U> {
    %0 = "ttnn.logical_left_shift"(%arg0, %arg1) : (tensor<5xui32, #U>, tensor<5xui32, #U>) -> tensor<5xui32, #U>
    return %0 : tensor<5xui32, #U>
  }
}
MLIR
cat >"$TMP/quantize.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#F = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#Q = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
#S = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#Z = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
module {
  func.func @main(%arg0: tensor<64x128xf32, #F>, %arg1: tensor<1xf32, #S>, %arg2: tensor<1xsi32, #Z>) -> tensor<64x128x!quant.uniform<i32:f32, 2.000000e-02>, #Q> {
    %0 = "ttnn.quantize"(%arg0, %arg1, %arg2) <{output_dtype = #ttcore.supportedDataTypes<si32>}> : (tensor<64x128xf32, #F>, tensor<1xf32, #S>, tensor<1xsi32, #Z>) -> tensor<64x128x!quant.uniform<i32:f32, 2.000000e-02>, #Q>
    return %0 : tensor<64x128x!quant.uniform<i32:f32, 2.000000e-02>, #Q>
  }
}
MLIR
for op in bitwise_and bitwise_not logical_left_shift quantize; do
  out=$("$S" run "$TMP/$op.mlir" --seed 3 2>"$TMP/err") || fail "strata run $op: $(tail -3 "$TMP/err")"
  grep -q "^ok: 2 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" <<<"$out" \
    || fail "strata run $op summary: $out"
  grep -qE "^ +0 +$op .* ok +ok$" <<<"$out" || fail "strata run $op step: $out"
done
echo ok
