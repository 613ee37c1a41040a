#!/usr/bin/env bash
# ttnn.constant on the command line: `query --list` names it, `query` gives tt-mlir's
# OpModel figures (no CBs, the result's bytes), `exec` agrees with the query, bad values
# are refused with a message, and a tt-mlir-style module whose constants (tt-mlir's hex
# form and a nested literal) feed an add runs through `strata run` with planned ==
# measured L1 and the sums tt-mlir's semantics give.
set -euo pipefail
S="$1"
fail() { echo "FAIL: $*" >&2; exit 1; }

list=$("$S" query --list)
grep -q '^constant .*1 input(s), sharded ok value=0' <<<"$list" || fail "constant in --list: $(grep '^constant' <<<"$list")"

out=$("$S" query constant --input 2x2:u32:tile:l1 --param value=7 --json)
grep -q '"cb_peak":0,.*"output_l1":4096,.*"total":4096' <<<"$out" || fail "constant figures: $out"
grep -q '"tensor_l1_peak":4096,"total_peak":4096' <<<"$out" || fail "constant tt-metal figures: $out"

"$S" exec constant --input 1x3x100x257:i32:row_major:l1 --param value=-3 >/dev/null || fail "exec constant"

err=$("$S" query constant --input 2x2:u32:tile:l1 --param value=1.5 2>&1 >/dev/null) \
  && fail "constant took 1.5 for a uint32 result"
grep -q 'the result is uint32, which holds whole numbers in \[0, 4294967295\], but the values are not all whole numbers' <<<"$err" \
  || fail "uint32 error: $err"

source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cat >"$TMP/constant.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#T = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#R = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <interleaved>>
module {
  func.func @main() -> tensor<2x2xf32, #T> {
    %d = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
    %0 = "ttnn.constant"(%d) <{value = dense<"0x0000803F000000400000404000008040"> : tensor<2x2xf32>}> : (!ttnn.device) -> tensor<2x2xf32, #R>
    %1 = "ttnn.constant"(%d) <{value = dense<[[0.5, -1.5], [2.25, 8.0]]> : tensor<2x2xf32>}> : (!ttnn.device) -> tensor<2x2xf32, #T>
    %2 = "ttnn.add"(%0, %1) <{dtype = #ttcore.supportedDataTypes<f32>}> : (tensor<2x2xf32, #R>, tensor<2x2xf32, #T>) -> tensor<2x2xf32, #T>
    return %2 : tensor<2x2xf32, #T>
  }
}
MLIR
out=$("$S" run "$TMP/constant.mlir" --output-dir "$TMP/out" 2>"$TMP/err") || fail "strata run: $(tail -3 "$TMP/err")"
grep -q "^ok: 5 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" <<<"$out" || fail "summary: $out"
[ "$(grep -cE '^ +[0-9]+ +constant +0 +0 .* ok +ok$' <<<"$out")" = 2 ] || fail "constant steps: $out"
# [[1, 2], [3, 4]] + [[0.5, -1.5], [2.25, 8]], exact in f32.
/usr/bin/python3 - "$TMP/out/result0.npy" <<'PY' || fail "result values"
import sys, numpy as np
got = np.load(sys.argv[1])
want = np.array([[1.5, 0.5], [5.25, 12.0]], dtype=np.float32)
assert got.shape == (2, 2) and np.array_equal(got, want), got
PY

# A dense_resource blob is refused with the reason.
sed 's|dense<"0x0000803F000000400000404000008040">|dense_resource<blob>|' "$TMP/constant.mlir" >"$TMP/blob.mlir"
printf '{-#\n  dialect_resources: { builtin: { blob: "0x040000000000803F000000400000404000008040" } }\n#-}\n' >>"$TMP/blob.mlir"
"$S" run "$TMP/blob.mlir" >/dev/null 2>"$TMP/err" && fail "strata run took a dense_resource constant"
grep -q 'dense_resource blobs are not read' "$TMP/err" || fail "blob error: $(cat "$TMP/err")"
echo ok
