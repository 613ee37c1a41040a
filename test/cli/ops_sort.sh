#!/usr/bin/env bash
# sort and topk (ops with two results) on the command line: `query --list`
# names them with their results, `query` / `exec` print one line per result, a bad k is
# refused, and a tt-mlir-style module whose topk (ui16 indices in L1, then typecast to si32
# as tt-mlir's workaround does) and sort (ui32 indices) results are all returned runs
# through `strata run`; the four result .npy files
# are checked element by element against the order worked out here from known inputs.
set -euo pipefail
S="$1"
fail() { echo "FAIL: $*" >&2; exit 1; }

list=$("$S" query --list)
grep -qE '^sort .*2 results.*dim=-1 descending=0 stable=0 indices_u16=0' <<<"$list" || fail "sort in --list"
grep -qE '^topk .*2 results.*k=5 dim=-1 largest=1 sorted=0 indices_u16=0' <<<"$list" || fail "topk in --list"

out=$("$S" query topk --input 2x3x32x128 --param k=5 --param indices_u16=1)
grep -qE '^  result 0 +2x3x32x5:bf16:tile:dram' <<<"$out" || fail "topk result 0: $out"
grep -qE '^  result 1 +2x3x32x5:uint16:tile:dram' <<<"$out" || fail "topk result 1: $out"
grep -qE '^  cb_peak +12288$' <<<"$out" || fail "topk cb_peak: $out"
out=$("$S" query sort --input 64x96:f32 --json)
grep -q '"results"' <<<"$out" || fail "sort --json results: $out"

# exec: exit 0 means measured == query for both results and both are exact.
"$S" exec sort --input 4x64x40:f32:tile:l1 --param dim=1 --param descending=1 >/dev/null || fail "exec sort"
"$S" exec topk --input 3x50:bf16 --param k=7 --param largest=0 --param indices_u16=1 >/dev/null \
  || fail "exec topk"

err=$("$S" query topk --input 64x128 --param k=129 2>&1 >/dev/null) && fail "topk took k=129"
grep -q 'k = 129 is outside \[1, 128\], the extent of dim 1 of 64x128' <<<"$err" || fail "k error: $err"

source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cat >"$TMP/sort.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#X = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 * 32 + d2, d3), <1x1>, memref<1x2x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#V = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 * 32 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <interleaved>>
#I = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 * 32 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, u16>, #l1>, <interleaved>>
#SI = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 * 32 + d2, d3), <1x1>, memref<1x2x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
#I32 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 * 32 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
module {
  func.func @main(%x: tensor<1x1x32x64xf32, #X>) -> (tensor<1x1x32x5xf32, #V>, tensor<1x1x32x5xsi32, #I32>, tensor<1x1x32x64xf32, #X>, tensor<1x1x32x64xui32, #SI>) {
    %values, %indices = "ttnn.topk"(%x) <{dim = -1 : si32, k = 5 : i32, largest = true, sorted = false}> : (tensor<1x1x32x64xf32, #X>) -> (tensor<1x1x32x5xf32, #V>, tensor<1x1x32x5xui16, #I>)
    %s, %si = "ttnn.sort"(%x) <{descending = false, dim = -1 : si8, stable = false}> : (tensor<1x1x32x64xf32, #X>) -> (tensor<1x1x32x64xf32, #X>, tensor<1x1x32x64xui32, #SI>)
    %idx = "ttnn.typecast"(%indices) <{dtype = #ttcore.supportedDataTypes<si32>}> : (tensor<1x1x32x5xui16, #I>) -> tensor<1x1x32x5xsi32, #I32>
    return %values, %idx, %s, %si : tensor<1x1x32x5xf32, #V>, tensor<1x1x32x5xsi32, #I32>, tensor<1x1x32x64xf32, #X>, tensor<1x1x32x64xui32, #SI>
  }
}
MLIR
# x[r][c] = ((5 c + 3 r) mod 17) - 8: every value 3 or 4 times per row, so ties decide.
python3 - "$TMP" <<'PY'
import struct, sys
header = "{'descr': '<f4', 'fortran_order': False, 'shape': (1, 1, 32, 64), }"
header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
values = [((5 * c + 3 * r) % 17) - 8 for r in range(32) for c in range(64)]
with open(sys.argv[1] + "/x.npy", "wb") as f:
    f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode())
    f.write(struct.pack("<%df" % len(values), *values))
PY
out=$("$S" run "$TMP/sort.mlir" --input arg0="$TMP/x.npy" --output-dir "$TMP/res" 2>"$TMP/err") \
  || fail "strata run: $(tail -3 "$TMP/err") $out"
grep -q "^ok: 4 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" <<<"$out" || fail "summary: $out"
grep -qE "^ +0 +topk .* ok +ok$" <<<"$out" || fail "topk step: $out"
grep -qE "^ +1 +sort .* ok +ok$" <<<"$out" || fail "sort step: $out"
grep -qE "^ +2 +typecast .* ok +ok$" <<<"$out" || fail "typecast step: $out"
python3 - "$TMP/res" <<'PY' || fail "result npy"
import struct, sys
def load(path):
    data = open(path, "rb").read()
    hlen = struct.unpack("<H", data[8:10])[0]
    header = data[10:10 + hlen].decode()
    assert "<f4" in header, header
    n = (len(data) - 10 - hlen) // 4
    return struct.unpack("<%df" % n, data[10 + hlen:])
d = sys.argv[1]
topv, topi, sv, si = (load(f"{d}/result{k}.npy") for k in range(4))
for r in range(32):
    row = [((5 * c + 3 * r) % 17) - 8 for c in range(64)]
    best = sorted(range(64), key=lambda c: (-row[c], c))[:5]
    up = sorted(range(64), key=lambda c: (row[c], c))
    assert list(topi[r * 5:(r + 1) * 5]) == best, (r, topi[r * 5:(r + 1) * 5], best)
    assert list(topv[r * 5:(r + 1) * 5]) == [row[c] for c in best], r
    assert list(si[r * 64:(r + 1) * 64]) == up, r
    assert list(sv[r * 64:(r + 1) * 64]) == [row[c] for c in up], r
PY
echo ok
