#!/usr/bin/env bash
# split_query_key_value_and_split_heads and max_pool2d_with_indices as tt-mlir writes them,
# through `strata run`:
# split_query_key_value_and_split_heads from known f32 inputs with every result (query,
# key transposed, value) read back from result<i>.npy and checked element by element;
# tt-mlir's grouped-query form with a kv input on seeded random bf16 inputs (measured L1
# equal to the plan, every result within tolerance); a head count that does not divide
# the input refused with one error line. max_pool2d_with_indices from a known input with
# both results (values, si32 indices) checked element by element, and a batched, padded
# ceil_mode form with ui32 indices on random inputs.
set -u
S="$1"
source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# Known input [1, 32, 12] f32: element (s, c) = 100 s + c. num_heads 2, num_kv_heads 1:
# heads of 3 columns, q = columns 0..5, k = 6..8, v = 9..11.
cat >"$TMP/qkv.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#X = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#Q = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 32 + d2, d3), <1x1>, memref<2x1x!ttcore.tile<32x32, f32>, #l1>, <interleaved>>
#K = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 3 + d1 * 3 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#V = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 * 32 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
module {
  func.func @main(%arg0: tensor<1x32x12xf32, #X>) -> (tensor<1x2x32x3xf32, #Q>, tensor<1x1x3x32xf32, #K>, tensor<1x1x32x3xf32, #V>) {
    %0, %1, %2 = "ttnn.split_query_key_value_and_split_heads"(%arg0) <{num_heads = 2 : ui32, num_kv_heads = 1 : ui32, transpose_key = true}> : (tensor<1x32x12xf32, #X>) -> (tensor<1x2x32x3xf32, #Q>, tensor<1x1x3x32xf32, #K>, tensor<1x1x32x3xf32, #V>)
    return %0, %1, %2 : tensor<1x2x32x3xf32, #Q>, tensor<1x1x3x32xf32, #K>, tensor<1x1x32x3xf32, #V>
  }
}
MLIR
python3 - "$TMP" <<'PY'
import struct, sys
def save(path, shape, values):
    header = "{'descr': '<f4', 'fortran_order': False, 'shape': (%s), }" % ", ".join(str(d) for d in shape)
    header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode())
        f.write(struct.pack("<%df" % len(values), *values))
save(sys.argv[1] + "/x.npy", (1, 32, 12), [100.0 * s + c for s in range(32) for c in range(12)])
PY
out=$("$S" run "$TMP/qkv.mlir" --input arg0="$TMP/x.npy" --output-dir "$TMP/res" 2>"$TMP/err") \
  || fail "strata run: $(tail -3 "$TMP/err") $out"
grep -q "^ok: 2 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" <<<"$out" || fail "summary: $out"
grep -qE "^ +0 +split_query_key_value_and_split_heads .* ok +ok$" <<<"$out" || fail "step: $out"
python3 - "$TMP/res" <<'PY' || fail "result npy"
import struct, sys
def load(path, count):
    data = open(path, "rb").read()
    hlen = struct.unpack("<H", data[8:10])[0]
    header = data[10:10 + hlen].decode()
    assert "<f4" in header, header
    return header, struct.unpack("<%df" % count, data[10 + hlen:10 + hlen + 4 * count])
d = sys.argv[1]
header, q = load(d + "/result0.npy", 2 * 32 * 3)
assert "(1, 2, 32, 3)" in header, header
for h in range(2):
    for s in range(32):
        for e in range(3):
            assert q[(h * 32 + s) * 3 + e] == 100 * s + 3 * h + e, ("q", h, s, e)
header, k = load(d + "/result1.npy", 3 * 32)
assert "(1, 1, 3, 32)" in header, header
for e in range(3):
    for s in range(32):
        assert k[e * 32 + s] == 100 * s + 6 + e, ("k", e, s)
header, v = load(d + "/result2.npy", 32 * 3)
assert "(1, 1, 32, 3)" in header, header
for s in range(32):
    for e in range(3):
        assert v[s * 3 + e] == 100 * s + 9 + e, ("v", s, e)
PY

# tt-mlir's grouped-query form (TTIR decomposition test 3 in bf16): q of 8 heads from
# %arg0, k and v of 2 heads from the kv input %arg1, random inputs.
cat >"$TMP/gqa.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#X = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 128 + d1, d2), <1x1>, memref<8x8x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#KV = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 128 + d1, d2), <1x1>, memref<8x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#Q = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 1024 + d1 * 128 + d2, d3), <1x1>, memref<64x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#K = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 256 + d1 * 128 + d2, d3), <1x1>, memref<16x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
module {
  func.func @split_qkv_gqa(%arg0: tensor<2x128x256xbf16, #X>, %arg1: tensor<2x128x128xbf16, #KV>) -> (tensor<2x8x128x32xbf16, #Q>, tensor<2x2x128x32xbf16, #K>, tensor<2x2x128x32xbf16, #K>) {
    %0, %1, %2 = "ttnn.split_query_key_value_and_split_heads"(%arg0, %arg1) <{
      num_heads = 8 : ui32,
      num_kv_heads = 2 : ui32,
      transpose_key = false
    }> : (tensor<2x128x256xbf16, #X>, tensor<2x128x128xbf16, #KV>) -> (tensor<2x8x128x32xbf16, #Q>, tensor<2x2x128x32xbf16, #K>, tensor<2x2x128x32xbf16, #K>)
    return %0, %1, %2 : tensor<2x8x128x32xbf16, #Q>, tensor<2x2x128x32xbf16, #K>, tensor<2x2x128x32xbf16, #K>
  }
}
MLIR
out=$("$S" run "$TMP/gqa.mlir" --seed 9 2>"$TMP/err") || fail "gqa: strata run: $(tail -3 "$TMP/err") $out"
grep -q "^ok: 2 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" <<<"$out" || fail "gqa summary: $out"
grep -qE "^ +0 +split_query_key_value_and_split_heads .* ok +ok$" <<<"$out" || fail "gqa step: $out"

# 12 columns do not split into 3 + 2 * 1 = 5 heads: one error line, exit 2.
sed -e 's/num_heads = 2 : ui32/num_heads = 3 : ui32/' "$TMP/qkv.mlir" >"$TMP/bad.mlir"
"$S" run "$TMP/bad.mlir" >"$TMP/out" 2>"$TMP/err"
rc=$?
[ "$rc" = 2 ] || fail "bad heads: exit $rc, expected 2"
grep -q "its last dim 12 does not split into num_heads + 2 \* num_kv_heads = 5 heads of one size" "$TMP/err" \
  || { fail "bad heads message"; cat "$TMP/err"; }

# max_pool2d_with_indices: one 4x4 image of 2 f32 channels, 2x2 windows, stride 2.
# Channel 0 holds (7 p) mod 16 at pixel p (distinct), channel 1 is 5 everywhere (ties:
# the window's first pixel).
cat >"$TMP/pool.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#I = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 16 + d1 * 16 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#O = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 4 + d1 * 4 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <interleaved>>
#N = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 4 + d1 * 4 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
module {
  func.func @main(%arg0: tensor<1x1x16x2xf32, #I>) -> (tensor<1x1x4x2xf32, #O>, tensor<1x1x4x2xsi32, #N>) {
    %0, %1 = "ttnn.max_pool2d_with_indices"(%arg0) <{batch_size = 1 : si32, ceil_mode = false, channels = 2 : si32, input_height = 4 : si32, input_width = 4 : si32, kernel_size = array<i32: 2, 2>, stride = array<i32: 2, 2>, dilation = array<i32: 1, 1>, padding = array<i32: 0, 0>}> : (tensor<1x1x16x2xf32, #I>) -> (tensor<1x1x4x2xf32, #O>, tensor<1x1x4x2xsi32, #N>)
    return %0, %1 : tensor<1x1x4x2xf32, #O>, tensor<1x1x4x2xsi32, #N>
  }
}
MLIR
python3 - "$TMP" <<'PY'
import struct, sys
header = "{'descr': '<f4', 'fortran_order': False, 'shape': (1, 1, 16, 2), }"
header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
values = [v for p in range(16) for v in ((7 * p) % 16, 5.0)]
with open(sys.argv[1] + "/img.npy", "wb") as f:
    f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode())
    f.write(struct.pack("<32f", *values))
PY
out=$("$S" run "$TMP/pool.mlir" --input arg0="$TMP/img.npy" --output-dir "$TMP/pool" 2>"$TMP/err") \
  || fail "pool: strata run: $(tail -3 "$TMP/err") $out"
grep -q "^ok: 2 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" <<<"$out" || fail "pool summary: $out"
grep -qE "^ +0 +max_pool2d_with_indices .* ok +ok$" <<<"$out" || fail "pool step: $out"
python3 - "$TMP/pool" <<'PY' || fail "pool result npy"
import struct, sys
# strata run writes every result as float32 .npy (whole-number indices are exact in it).
def load(path):
    data = open(path, "rb").read()
    hlen = struct.unpack("<H", data[8:10])[0]
    header = data[10:10 + hlen].decode()
    assert "<f4" in header and "(1, 1, 4, 2)" in header, header
    return struct.unpack("<8f", data[10 + hlen:10 + hlen + 32])
image = [[(7 * p) % 16, 5.0] for p in range(16)]
want_values, want_indices = [], []
for oh in range(2):
    for ow in range(2):
        for c in range(2):
            taps = [(2 * oh + kh) * 4 + 2 * ow + kw for kh in range(2) for kw in range(2)]
            best = max(image[t][c] for t in taps)
            want_values.append(best)
            want_indices.append(next(t for t in taps if image[t][c] == best))
values = load(sys.argv[1] + "/result0.npy")
indices = load(sys.argv[1] + "/result1.npy")
assert list(values) == want_values, (values, want_values)
assert list(indices) == want_indices, (indices, want_indices)
PY

# Two 9x9 images of 40 bf16 channels, 3x3 windows, stride 2, padding [1, 0, 1, 0],
# ceil_mode, ui32 indices, random inputs.
cat >"$TMP/pool_ceil.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#I = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 162 + d1 * 162 + d2, d3), <1x1>, memref<6x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#O = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 50 + d1 * 50 + d2, d3), <1x1>, memref<2x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#N = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 50 + d1 * 50 + d2, d3), <1x1>, memref<2x2x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
module {
  func.func @main(%arg0: tensor<1x1x162x40xbf16, #I>) -> (tensor<1x1x50x40xbf16, #O>, tensor<1x1x50x40xui32, #N>) {
    %0, %1 = "ttnn.max_pool2d_with_indices"(%arg0) <{batch_size = 2 : si32, ceil_mode = true, channels = 40 : si32, input_height = 9 : si32, input_width = 9 : si32, kernel_size = array<i32: 3, 3>, stride = array<i32: 2, 2>, dilation = array<i32: 1, 1>, padding = array<i32: 1, 0, 1, 0>}> : (tensor<1x1x162x40xbf16, #I>) -> (tensor<1x1x50x40xbf16, #O>, tensor<1x1x50x40xui32, #N>)
    return %0, %1 : tensor<1x1x50x40xbf16, #O>, tensor<1x1x50x40xui32, #N>
  }
}
MLIR
out=$("$S" run "$TMP/pool_ceil.mlir" --seed 4 2>"$TMP/err") || fail "pool ceil: strata run: $(tail -3 "$TMP/err") $out"
grep -q "^ok: 2 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" <<<"$out" || fail "pool ceil summary: $out"
grep -qE "^ +0 +max_pool2d_with_indices .* ok +ok$" <<<"$out" || fail "pool ceil step: $out"

[ "$fails" = 0 ] && echo "ok: split_qkv and pooling-indices ops through strata run"
exit $(( fails > 0 ))
