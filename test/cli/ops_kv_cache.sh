#!/usr/bin/env bash
# The in-place kv-cache ops on the command line: `query --list` names them,
# `exec` agrees with the query and is exact, and a tt-mlir-style module runs through
# `strata run`: update_cache writes into its cache argument and a later ttnn.add reads
# the updated cache (its result, from known .npy inputs, is checked element by element).
set -euo pipefail
S="$1"
fail() { echo "FAIL: $*" >&2; exit 1; }

list=$("$S" query --list)
grep -q '^fill_cache .*2 input(s).* batch_offset=0' <<<"$list" || fail "fill_cache params"
grep -q '^update_cache .*3 input(s).* batch_offset=0' <<<"$list" || fail "update_cache params"
grep -q '^paged_fill_cache .*3-4 input(s)' <<<"$list" || fail "paged_fill_cache"
grep -q '^paged_update_cache .*3-4 input(s).* share_cache=0' <<<"$list" || fail "paged_update_cache"

# tt-metal's fill_cache: two input tiles of CB; no output bytes (the cache is updated).
out=$("$S" query fill_cache --input 2x4x64x64:bf16:tile:l1 --input 1x4x8x64:bf16 --json)
grep -q '"cb_peak": *4096' <<<"$out" || fail "fill_cache cb_peak: $out"
grep -q '"output_l1": *0' <<<"$out" || fail "fill_cache output_l1: $out"

# exec: exit 0 means measured == query and the updated cache equals the reference exactly.
"$S" exec fill_cache --input 2x4x64x64:f32:tile:l1 --input 1x4x40x64:f32 --param batch_offset=1 \
  >/dev/null || fail "exec fill_cache"
"$S" exec update_cache --input 2x4x64x64:bf16 --input 1x4x3x64:bf16:tile:l1 \
  --input 1:i32:row_major --param batch_offset=1 >/dev/null || fail "exec update_cache"
"$S" exec paged_fill_cache --input 4x2x64x64:bf16:tile:l1 --input 1x2x40x64:bf16 \
  --input 1x8:u32:row_major >/dev/null || fail "exec paged_fill_cache"

# A bad argument is refused with what is wrong.
err=$("$S" query update_cache --input 2x4x64x64 --input 1x4x2x64 --input 2:i32:row_major 2>&1 >/dev/null) \
  && fail "update_cache took a 2-element index"
grep -q 'it must be one int32 or uint32 element' <<<"$err" || fail "index error: $err"

source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cat >"$TMP/decode.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#C = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 128 + d1 * 64 + d2, d3), <1x1>, memref<4x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#X = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 2 + d1 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#I = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1xi32, #dram>, <interleaved>>
#F = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 32 + d2, d3), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module {
  func.func @main(%cache: tensor<1x2x64x32xbf16, #C> {ttcore.kv_cache}, %prefill: tensor<1x2x32x32xbf16, #F>, %token: tensor<1x2x1x32xbf16, #X>, %index: tensor<1xi32, #I>) -> tensor<1x2x64x32xbf16, #C> {
    "ttnn.fill_cache"(%cache, %prefill) <{batch_offset = 0 : i32}> : (tensor<1x2x64x32xbf16, #C>, tensor<1x2x32x32xbf16, #F>) -> ()
    "ttnn.update_cache"(%cache, %token, %index) <{batch_offset = 0 : i32}> : (tensor<1x2x64x32xbf16, #C>, tensor<1x2x1x32xbf16, #X>, tensor<1xi32, #I>) -> ()
    %0 = "ttnn.add"(%cache, %cache) : (tensor<1x2x64x32xbf16, #C>, tensor<1x2x64x32xbf16, #C>) -> tensor<1x2x64x32xbf16, #C>
    return %0 : tensor<1x2x64x32xbf16, #C>
  }
}
MLIR
# Known inputs (whole numbers below 256: exact in bf16): a cache of -1, a prefill of 32
# rows (h * 64 + r + c), one token per head (100 + h + c) written at position 40.
python3 - "$TMP" <<'PY'
import struct, sys
def save(path, shape, values, descr="<f4", fmt="f"):
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        descr, ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else ""))
    header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode())
        f.write(struct.pack("<%d%s" % (len(values), fmt), *values))
d = sys.argv[1]
save(d + "/cache.npy", (1, 2, 64, 32), [-1.0] * (2 * 64 * 32))
save(d + "/prefill.npy", (1, 2, 32, 32), [h * 64 + r + c for h in range(2) for r in range(32) for c in range(32)])
save(d + "/token.npy", (1, 2, 1, 32), [100 + h + c for h in range(2) for c in range(32)])
save(d + "/index.npy", (1,), [40.0])  # read as the int32 argument
PY
out=$("$S" run "$TMP/decode.mlir" --input arg0="$TMP/cache.npy" --input arg1="$TMP/prefill.npy" \
  --input arg2="$TMP/token.npy" --input arg3="$TMP/index.npy" --output-dir "$TMP/res" 2>"$TMP/err") \
  || fail "strata run: $(tail -3 "$TMP/err") $out"
grep -q "^ok: 4 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" <<<"$out" || fail "summary: $out"
grep -qE "^ +0 +fill_cache .* ok +ok$" <<<"$out" || fail "fill_cache step: $out"
grep -qE "^ +1 +update_cache .* ok +ok$" <<<"$out" || fail "update_cache step: $out"
# The add read the cache as the two updates left it: 2 x (prefill rows 0..31, -1 rows
# 32..63 but the token at row 40).
python3 - "$TMP/res/result0.npy" <<'PY' || fail "result npy"
import struct, sys
data = open(sys.argv[1], "rb").read()
hlen = struct.unpack("<H", data[8:10])[0]
header = data[10:10 + hlen].decode()
n = 2 * 64 * 32
values = struct.unpack("<%df" % n, data[10 + hlen:10 + hlen + 4 * n]) if "<f4" in header else None
assert values is not None, header
for h in range(2):
    for r in range(64):
        for c in range(32):
            if r < 32: want = h * 64 + r + c
            elif r == 40: want = 100 + h + c
            else: want = -1.0
            got = values[(h * 64 + r) * 32 + c]
            assert got == 2 * want, (h, r, c, got, 2 * want)
PY

# paged_fill_cache with seeded random inputs: the page-table entries come from its domain
# (whole numbers in [0, 3], blocks of this 4-block cache); the input fills one block.
cat >"$TMP/paged.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#C = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 32 + d2, d3), <1x1>, memref<8x2x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#X = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 32 + d2, d3), <1x1>, memref<2x2x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#P = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x8xi32, #dram>, <interleaved>>
module {
  func.func @main(%cache: tensor<4x2x32x64xf32, #C>, %x: tensor<1x2x32x64xf32, #X>, %pt: tensor<1x8xi32, #P>) -> tensor<4x2x32x64xf32, #C> {
    "ttnn.paged_fill_cache"(%cache, %x, %pt) : (tensor<4x2x32x64xf32, #C>, tensor<1x2x32x64xf32, #X>, tensor<1x8xi32, #P>) -> ()
    return %cache : tensor<4x2x32x64xf32, #C>
  }
}
MLIR
out=$("$S" run "$TMP/paged.mlir" --seed 5 2>"$TMP/err") || fail "strata run paged: $(tail -3 "$TMP/err") $out"
grep -q "^ok: 2 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" <<<"$out" || fail "paged summary: $out"
grep -qE "^ +0 +paged_fill_cache .* ok +ok$" <<<"$out" || fail "paged step: $out"

# paged_update_cache with seeded random inputs (positions in [0, 31]): two users' tokens
# height-sharded a user per core, then a ttnn.add reads the updated cache.
cat >"$TMP/paged_update.mlir" <<'MLIR'
#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#C = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 128 + d1 * 64 + d2, d3), <1x1>, memref<8x2x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#T = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 32 + d2, d3), <2x1, (d0, d1) -> (0, d0 floordiv 8, d0 mod 8)>, memref<1x2x!ttcore.tile<32x32, f32>, #l1>, <height_sharded>>
#I = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x2xi32, #dram>, <interleaved>>
module {
  func.func @main(%cache: tensor<2x2x64x64xf32, #C>, %t: tensor<1x2x32x64xf32, #T>, %i: tensor<2xi32, #I>) -> tensor<2x2x64x64xf32, #C> {
    "ttnn.paged_update_cache"(%cache, %t, %i) <{share_cache = false}> : (tensor<2x2x64x64xf32, #C>, tensor<1x2x32x64xf32, #T>, tensor<2xi32, #I>) -> ()
    %0 = "ttnn.add"(%cache, %cache) : (tensor<2x2x64x64xf32, #C>, tensor<2x2x64x64xf32, #C>) -> tensor<2x2x64x64xf32, #C>
    return %0 : tensor<2x2x64x64xf32, #C>
  }
}
MLIR
out=$("$S" run "$TMP/paged_update.mlir" --seed 7 2>"$TMP/err") || fail "strata run paged_update: $(tail -3 "$TMP/err") $out"
grep -q "^ok: 3 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" <<<"$out" || fail "paged_update summary: $out"
grep -qE "^ +0 +paged_update_cache .* ok +ok$" <<<"$out" || fail "paged_update step: $out"
echo ok
