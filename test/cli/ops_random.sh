#!/usr/bin/env bash
# The random ops on the command line: `query --list` names them with tt-mlir's attribute
# names, the query gives tt-metal's CBs, `exec` agrees with the query and the reference
# (exact in f32, one bf16 ulp in bf16), bad arguments are refused with a message, and
# tt-mlir-style single-op TTNN modules run through `strata run` with planned == measured
# L1 and the values of Strata's generator.
set -euo pipefail
S="$1"
fail() { echo "FAIL: $*" >&2; exit 1; }

list=$("$S" query --list)
grep -q '^rand .*1 input(s) size=\[\] low=0 high=1 seed=0 ' <<<"$list" || fail "rand params: $(grep '^rand ' <<<"$list")"
grep -q '^dropout .*1 input(s) prob=0 scale=1 seed=0 use_per_device_seed=1 ' <<<"$list" \
  || fail "dropout params: $(grep '^dropout ' <<<"$list")"

# rand: two f32 tiles + one bf16 output tile; dropout: two + two bf16 tiles.
out=$("$S" query rand --input 64x96:bf16 --json)
grep -q '"cb_peak": *10240' <<<"$out" || fail "rand cb_peak: $out"
out=$("$S" query dropout --input 64x96:bf16 --json)
grep -q '"cb_peak": *8192' <<<"$out" || fail "dropout cb_peak: $out"

# exec: exit 0 means measured == query and the result within the tolerance of the reference.
out=$("$S" exec rand --input 1x3x100x257:f32:tile:l1 --param low=-3 --param high=5 --param seed=7) \
  || fail "exec rand: $out"
grep -q 'max abs 0, max rel 0 over 77100 elements' <<<"$out" || fail "rand f32 not exact: $out"
"$S" exec dropout --input 2x1x33x128:bf16 --param prob=0.4 --param scale=2 --param seed=9 >/dev/null \
  || fail "exec dropout"

err=$("$S" query rand --input 32x32:bf16 --param low=2 --param high=1 2>&1 >/dev/null) && fail "rand took low > high"
grep -q 'rand: low 2 must be below high 1' <<<"$err" || fail "rand low/high error: $err"
err=$("$S" query dropout --input 32x32:bf16 --param prob=1.5 2>&1 >/dev/null) && fail "dropout took prob 1.5"
grep -q 'dropout: prob 1.5 is outside \[0, 1\]' <<<"$err" || fail "dropout prob error: $err"

source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cat >"$TMP/rand.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#ttnn_layout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x3x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module {
  func.func @main() -> tensor<64x96xbf16, #ttnn_layout> {
    %0 = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
    %1 = "ttnn.rand"(%0) <{dtype = #ttcore.supportedDataTypes<bf16>, high = 5.000000e+00 : f32, layout = #ttnn.layout<tile>, low = -3.000000e+00 : f32, memory_config = #ttnn.memory_config<#dram, <interleaved>>, seed = 42 : ui32, size = #ttnn.shape<64x96>}> : (!ttnn.device) -> tensor<64x96xbf16, #ttnn_layout>
    return %1 : tensor<64x96xbf16, #ttnn_layout>
  }
}
MLIR
# rand into L1 at its planned address, only `size` given (tt-mlir's defaults).
cat >"$TMP/rand_l1.mlir" <<'MLIR'
#l1 = #ttnn.buffer_type<l1>
#R = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 100 + d1, d2), <8x8>, memref<4x9x!ttcore.tile<32x32, f32>, #l1>, <interleaved>>
module {
  func.func @main() -> tensor<1x100x257xf32, #R> {
    %0 = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
    %1 = "ttnn.rand"(%0) <{size = #ttnn.shape<1x100x257>}> : (!ttnn.device) -> tensor<1x100x257xf32, #R>
    return %1 : tensor<1x100x257xf32, #R>
  }
}
MLIR
cat >"$TMP/dropout.mlir" <<'MLIR'
#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#Y = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
module {
  func.func @main(%arg0: tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #Y> {
    %0 = "ttnn.dropout"(%arg0) <{prob = 2.000000e-01 : f32, scale = 1.250000e+00 : f32, seed = 21 : ui32, use_per_device_seed = true}> : (tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #Y>
    return %0 : tensor<64x128xbf16, #Y>
  }
}
MLIR
for case in "rand 3 1" "rand_l1 3 1" "dropout 2 0"; do
  read -r file steps index <<<"$case"
  op=${file%_l1}
  out=$("$S" run "$TMP/$file.mlir" --seed 3 2>"$TMP/err") || fail "strata run $file: $(tail -3 "$TMP/err")"
  grep -q "^ok: $steps steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" <<<"$out" \
    || fail "strata run $file summary: $out"
  grep -qE "^ +$index +$op .* ok +ok$" <<<"$out" || fail "strata run $file step: $out"
done

# The same module with a result shape other than `size` is refused with tt-mlir's reason.
sed 's/#ttnn.shape<64x96>/#ttnn.shape<64x64>/' "$TMP/rand.mlir" >"$TMP/rand_size.mlir"
err=$("$S" run "$TMP/rand_size.mlir" 2>&1 >/dev/null) && fail "strata run took a size unlike the result"
grep -q "rand: size \[64, 64\] does not match the result's shape 64x96" <<<"$err" || fail "size error: $err"
echo ok
