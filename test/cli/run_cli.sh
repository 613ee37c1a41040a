#!/usr/bin/env bash
# `strata run`: a TTNN module on the simulated device at its planned addresses. Exit
# codes 0 (all checks pass) and 2 (bad input: one error line last on stderr), .npy in
# and out, planning on the fly, and every bad-input case of the contract.
# Usage: run_cli.sh <path-to-strata> <data-dir>
set -u
S="$1"
OPT="$(dirname "$S")/../strata-opt/strata-opt"
source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
source "$(dirname "$0")/lib/check.sh"
last_error_line() {  # the contract: the last stderr line is one "error: ..." line
  local want="$1"
  if ! tail -n 1 "$TMP/err" | grep -q "^error: .*$want"; then
    echo "FAIL: last stderr line should be 'error: ...$want', got:"; cat "$TMP/err"; fails=$((fails + 1))
  fi
}

cat >"$TMP/f.mlir" <<'MLIR'
#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#DR = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module {
  func.func @main(%arg0: tensor<64x128xbf16, #L1>, %arg1: tensor<64x128xbf16, #DR>) -> tensor<64x128xbf16, #L1> {
    %0 = "ttnn.relu"(%arg0) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
    %1 = "ttnn.add"(%0, %arg1) : (tensor<64x128xbf16, #L1>, tensor<64x128xbf16, #DR>) -> tensor<64x128xbf16, #L1>
    return %1 : tensor<64x128xbf16, #L1>
  }
}
MLIR

# Unplanned input is planned on the fly.
check "unplanned module runs" 0 "$S" run "$TMP/f.mlir" --seed 3
grep -q "planned on the fly" "$TMP/out" || { echo "FAIL: no 'planned on the fly'"; fails=$((fails + 1)); }
grep -q "^ok: 3 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures" "$TMP/out" \
  || { echo "FAIL: summary"; cat "$TMP/out"; fails=$((fails + 1)); }

# Planned by strata-opt, then run: the JSON report has every step checked.
check "strata-opt plans" 0 "$OPT" "$TMP/f.mlir" --ttnn-plan-l1 -o "$TMP/planned.mlir"
check "planned module runs (json)" 0 "$S" run "$TMP/planned.mlir" --json --output-dir "$TMP/out_npy"
python3 - "$TMP/out" <<'PY' || { echo "FAIL: run json"; fails=$((fails + 1)); }
import json, sys
j = json.load(open(sys.argv[1]))
assert j["ok"] is True and j["planned_on_the_fly"] is False, j
assert j["l1_mismatches"] == 0 and j["clashes"] == 0 and j["numeric_failures"] == 0
ops = [s["op"] for s in j["steps"]]
assert ops == ["relu", "add", "return"], ops  # the terminator is a step too, named
for s in j["steps"][:2]:
    assert s["planned"] == s["measured"] and s["l1_match"] and not s["clash"], s
    assert s["region_end"] <= s["lowest_live_planned"], s
    assert s["numerics"]["within_tolerance"] is True
PY

# A step that cannot run is a step of the run: counted, shown as FAILED, in the JSON
# with its error, and red on the L1 map. add's result moves down to 113952, right above
# the argument: add's 12288 B of circular buffers then find 10240 B below it.
python3 - "$TMP/planned.mlir" "$TMP/moved.mlir" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
moved, n = re.subn(r'("ttnn.add"\(%0, %arg1\) \{strata.l1_address = array<i64: )\d+', r'\g<1>113952', text)
assert n == 1, text
open(sys.argv[2], "w").write(moved)
PY
check "a step that cannot run" 1 "$S" run "$TMP/moved.mlir" --report "$TMP/moved.html"
grep -qE "^ +1  add .* FAILED \(could not run" "$TMP/out" || { echo "FAIL: no FAILED row"; cat "$TMP/out"; fails=$((fails + 1)); }
grep -q "^FAILED: 2 steps (step 1 could not run), 0 L1 mismatches" "$TMP/out" \
  || { echo "FAIL: failed step not counted"; cat "$TMP/out"; fails=$((fails + 1)); }
grep -q "could not run" "$TMP/moved.html" && grep -q "#d62728" "$TMP/moved.html" \
  || { echo "FAIL: failed step not on the map"; fails=$((fails + 1)); }
check "a step that cannot run (json)" 1 "$S" run "$TMP/moved.mlir" --json
python3 - "$TMP/out" <<'PY' || { echo "FAIL: failed step json"; fails=$((fails + 1)); }
import json, sys
j = json.load(open(sys.argv[1]))
assert j["ok"] is False and j["failed_steps"] == 1, j
last = j["steps"][-1]
assert last["op"] == "add" and last["failed"] is True and "measured" not in last, last
assert "only 10240 B are free" in last["error"], last
PY

# .npy in and out: relu(x) + y with x, y from files; the result file holds it (bf16).
python3 - "$TMP" <<'PY'
import struct, sys
def save(path, shape, values, descr="<f4", fmt="f"):
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        descr, ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else ""))
    header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode())
        f.write(struct.pack("<%d%s" % (len(values), fmt), *values))
n = 64 * 128
save(sys.argv[1] + "/x.npy", (64, 128), [((i % 17) - 8) * 0.25 for i in range(n)])
save(sys.argv[1] + "/y.npy", (64, 128), [0.5] * n)
save(sys.argv[1] + "/wrong_shape.npy", (128, 64), [0.0] * n)
save(sys.argv[1] + "/int.npy", (64, 128), [1] * n, descr="<i4", fmt="i")
open(sys.argv[1] + "/garbage.npy", "wb").write(b"not a numpy file at all")
with open(sys.argv[1] + "/x.npy", "rb") as f:
    data = f.read()
open(sys.argv[1] + "/truncated.npy", "wb").write(data[:1000])
PY
check "inputs from .npy" 0 "$S" run "$TMP/planned.mlir" --input arg0="$TMP/x.npy" --input arg1="$TMP/y.npy" --output-dir "$TMP/res"
python3 - "$TMP/res/result0.npy" <<'PY' || { echo "FAIL: result npy"; fails=$((fails + 1)); }
import struct, sys
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x93NUMPY\x01\x00"
hlen = struct.unpack("<H", data[8:10])[0]
header = data[10:10 + hlen].decode()
assert "'descr': '<f4'" in header and "'shape': (64, 128)" in header, header
values = struct.unpack("<%df" % (64 * 128), data[10 + hlen:])
for i, v in enumerate(values):
    x = ((i % 17) - 8) * 0.25
    assert v == max(x, 0.0) + 0.5, (i, v)
PY

# A numeric failure is the step's status, with how many elements went NaN or inf on the
# device's side only (an inf argument through lgamma): not "0" error and "ok".
PYTHONPATH="$(dirname "$0")/lib" python3 -c 'import sys, npy_file
npy_file.save(sys.argv[1], (64, 128), [float("inf")] * (64 * 128))' "$TMP/inf.npy"
check "an inf argument" 1 "$S" run "$(dirname "$0")/../../examples/small_chain.mlir" --input arg0="$TMP/inf.npy"
grep -qE "^ +4  lgamma .* [0-9]+ nan/inf NUMERIC FAILURE$" "$TMP/out" \
  || { echo "FAIL: lgamma's numeric failure not shown"; cat "$TMP/out"; fails=$((fails + 1)); }

# A result of many read chunks (whole tile rows, about 64 Ki values each) is streamed from the
# device to its file block by block, in order.
cat >"$TMP/tall.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#D = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<160x16x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
module {
  func.func @main(%arg0: tensor<5120x512xf32, #D>) -> tensor<5120x512xf32, #D> {
    %0 = "ttnn.relu"(%arg0) : (tensor<5120x512xf32, #D>) -> tensor<5120x512xf32, #D>
    return %0 : tensor<5120x512xf32, #D>
  }
}
MLIR
PYTHONPATH="$(dirname "$0")/lib" python3 -c 'import sys, npy_file
npy_file.save(sys.argv[1], (5120, 512), [float((i % 4099) - 2000) for i in range(5120 * 512)])' "$TMP/tall.npy"
check "a result of several blocks to .npy" 0 "$S" run "$TMP/tall.mlir" --input arg0="$TMP/tall.npy" --output-dir "$TMP/tall_out"
python3 - "$TMP/tall_out/result0.npy" <<'PY' || { echo "FAIL: streamed result"; fails=$((fails + 1)); }
import struct, sys
data = open(sys.argv[1], "rb").read()
hlen = struct.unpack("<H", data[8:10])[0]
assert "'shape': (5120, 512)" in data[10:10 + hlen].decode()
values = struct.unpack("<%df" % (5120 * 512), data[10 + hlen:])
bad = [i for i, v in enumerate(values) if v != max(float((i % 4099) - 2000), 0.0)]
assert not bad, (len(bad), bad[:3])
PY

# Bad input: exit 2 with one error line last.
check "malformed .npy" 2 "$S" run "$TMP/planned.mlir" --input arg0="$TMP/garbage.npy"
last_error_line "not a readable .npy tensor: missing the"
check "truncated .npy" 2 "$S" run "$TMP/planned.mlir" --input arg0="$TMP/truncated.npy"
last_error_line "needs 32768 B of data but the file holds"
check "wrong shape" 2 "$S" run "$TMP/planned.mlir" --input arg0="$TMP/wrong_shape.npy"
last_error_line "input 0 (%arg0): shape 128x64 given, the function takes shape 64x128"
check "wrong dtype" 2 "$S" run "$TMP/planned.mlir" --input arg1="$TMP/int.npy"
last_error_line "dtype '<i4' (float32 '<f4' or float64 '<f8' are read; convert complex, integer or big-endian arrays first)"
check "one argument given twice" 2 "$S" run "$TMP/planned.mlir" --input arg0="$TMP/x.npy" --input 0="$TMP/y.npy"
last_error_line "--input arg0=$TMP/x.npy and --input 0=$TMP/y.npy both give argument 0; give each argument once"
check "unknown argument name" 2 "$S" run "$TMP/planned.mlir" --input arg7="$TMP/x.npy"
last_error_line "name an argument as arg0..arg1"
check "missing .npy" 2 "$S" run "$TMP/planned.mlir" --input arg0="$TMP/none.npy"
last_error_line "no such .npy file"

sed 's/strata.l1_address = array<i64: [0-9]*>/strata.l1_address = array<i64: 1499000>/' "$TMP/planned.mlir" >"$TMP/out_of_range.mlir"
check "planned address out of range" 2 "$S" run "$TMP/out_of_range.mlir"
last_error_line "lies outside the allocatable L1"
# Both results at the argument's address while the argument is live.
addr=$(python3 -c "import re,sys; print(re.search(r'strata.l1_address = (\d+) : i64', open(sys.argv[1]).read()).group(1))" "$TMP/planned.mlir")
sed "s/strata.l1_address = array<i64: [0-9]*>/strata.l1_address = array<i64: $addr>/" "$TMP/planned.mlir" >"$TMP/overlap.mlir"
check "overlapping planned addresses" 2 "$S" run "$TMP/overlap.mlir"
last_error_line "planned L1 ranges overlap while both tensors are live"
# A malformed planned address is an error that names it, never "no address" (which would
# put the tensor on the heap and check something else than the plan).
bad_address() {  # bad_address <what> <python re.sub pattern> <replacement> <expected error>
  python3 - "$TMP/planned.mlir" "$2" "$3" >"$TMP/bad_address.mlir" <<'PY'
import re, sys
text, n = re.subn(sys.argv[2], sys.argv[3], open(sys.argv[1]).read(), count=1)
assert n == 1, "pattern not found"
sys.stdout.write(text)
PY
  check "$1" 2 "$S" run "$TMP/bad_address.mlir"
  last_error_line "$4"
}
OP_ADDR='strata.l1_address = array<i64: \d+>'
bad_address "negative op address" "$OP_ADDR" 'strata.l1_address = array<i64: -5>' \
  "has strata.l1_address entry -5 for result 0; an address is >= 0, or -1 for a result not in L1"
bad_address "INT64_MIN op address" "$OP_ADDR" 'strata.l1_address = array<i64: -9223372036854775808>' \
  "entry -9223372036854775808 for result 0"
bad_address "string op address" "$OP_ADDR" 'strata.l1_address = "x"' \
  "has strata.l1_address = \"x\"; it must be array<i64> with one entry per result (1 here)"
bad_address "empty op address" "$OP_ADDR" 'strata.l1_address = array<i64>' \
  "has strata.l1_address = array<i64>; it must be array<i64> with one entry per result (1 here)"
bad_address "scalar op address" "$OP_ADDR" 'strata.l1_address = 1048576 : i64' \
  "it must be array<i64> with one entry per result (1 here)"
bad_address "two addresses for one result" "$OP_ADDR" 'strata.l1_address = array<i64: 1048576, 1050624>' \
  "it must be array<i64> with one entry per result (1 here)"
bad_address "f32 argument address" 'strata.l1_address = \d+ : i64' 'strata.l1_address = 1.0 : f32' \
  "argument 0 has strata.l1_address = 1.000000e+00 : f32; an argument's planned L1 address is one non-negative i64"
bad_address "negative argument address" 'strata.l1_address = \d+ : i64' 'strata.l1_address = -64 : i64' \
  "argument 0 has strata.l1_address = -64 : i64"
bad_address "one op without its address" ', strata.l1_address = array<i64: \d+>|strata.l1_address = array<i64: \d+>, |\{strata.l1_address = array<i64: \d+>\} ' '' \
  "result is in L1 but has no strata.l1_address although the function has a strata.l1_plan"
bad_address "plan without an arch" 'arch = "wormhole_b0", ' '' \
  "strata.l1_plan has no arch = \"...\" string naming the device it was planned for"
bad_address "plan without its figures" 'l1_base = \d+ : i64, ' '' \
  "strata.l1_plan does not record the figures its addresses depend on (grid, tile, l1_base, capacity, l1_alignment); plan again"
# The plan's figures, not its arch's name, decide where it runs.
bad_address "plan for another L1 base" 'l1_base = \d+ : i64' 'l1_base = 4096 : i64' \
  "was planned for wormhole_b0 (L1 unreserved base 4096), but wormhole_b0 has [0-9]*; run with --arch wormhole_b0 or plan again"
sed 's/strata.l1_plan = {arch = "wormhole_b0"/strata.l1_plan = {arch = "blackhole"/' "$TMP/planned.mlir" >"$TMP/renamed_arch.mlir"
check "a plan renamed but with this device's figures runs" 0 "$S" run "$TMP/renamed_arch.mlir" --arch wormhole_b0

# Without --arch a planned module runs on the built-in its plan names.
check "strata-opt plans for blackhole" 0 "$OPT" "$TMP/f.mlir" --ttnn-plan-l1=arch=blackhole -o "$TMP/planned_bh.mlir"
check "planned for blackhole runs on it" 0 "$S" run "$TMP/planned_bh.mlir"
grep -q "^run @main of .* on blackhole$" "$TMP/out" || { echo "FAIL: not run on blackhole"; cat "$TMP/out"; fails=$((fails + 1)); }
check "planned for another arch" 2 "$S" run "$TMP/planned_bh.mlir" --arch wormhole_b0
last_error_line "was planned for blackhole (worker grid [0-9x]*), but wormhole_b0 has 8x8; run with --arch blackhole or plan again"

# A ttcore.system_desc states the device: without --arch its figures are the arch
# (l1_unreserved_base 4096 here), planned on the fly and run on them.
sed 's/^module {/module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host, target_triple = "x86_64-pc-linux"}], [{arch = <wormhole_b0>, grid = 8x8, l1_size = 1499136, num_dram_channels = 12, dram_channel_size = 1073741824, noc_l1_address_align_bytes = 16, noc_dram_address_align_bytes = 32, l1_unreserved_base = 4096, dram_unreserved_base = 64}], [0], [1 : i32], [ 0x0x0x0]>} {/' \
  "$TMP/f.mlir" >"$TMP/desc.mlir"
check "system_desc module runs on its figures" 0 "$S" run "$TMP/desc.mlir" --json
python3 - "$TMP/out" <<'PY' || { echo "FAIL: system_desc run"; fails=$((fails + 1)); }
import json, sys
j = json.load(open(sys.argv[1]))
assert j["ok"] is True and j["arch"] == "wormhole_b0@system_desc", j["arch"]
assert j["plan"]["arch"] == "wormhole_b0@system_desc" and j["plan"]["capacity"] > 0, j["plan"]
assert min(s["lowest_live_planned"] for s in j["steps"][:2]) < 103712, "planned above the built-in base"
PY
check "strata-opt plans on the system_desc" 0 "$OPT" "$TMP/desc.mlir" --ttnn-plan-l1 -o "$TMP/desc_planned.mlir"
check "system_desc plan with another --arch" 2 "$S" run "$TMP/desc_planned.mlir" --arch wormhole_b0
last_error_line "was planned for wormhole_b0@system_desc (L1 unreserved base 4096), but wormhole_b0 has [0-9]*; run without --arch (the module's ttcore.system_desc) or plan again"

echo 'module {}' >"$TMP/empty.mlir"
check "module with no function" 2 "$S" run "$TMP/empty.mlir"
last_error_line "the module has no public function with a body to run"
check "unknown --func" 2 "$S" run "$TMP/f.mlir" --func nope
last_error_line "no function @nope"
echo 'module { func.func @f( }' >"$TMP/bad.mlir"
check "malformed IR" 2 "$S" run "$TMP/bad.mlir"
last_error_line "not a readable TTNN or TTIR module"
sed 's/"ttnn.relu"/"ttnn.frobnicate"/; s/"ttnn.add"/"ttnn.gizmo"/' "$TMP/f.mlir" >"$TMP/unmodelled.mlir"
check "ops outside the library" 2 "$S" run "$TMP/unmodelled.mlir"
last_error_line "cannot be planned"
grep -q "ttnn.frobnicate' op is not implemented" "$TMP/err" || { echo "FAIL: frobnicate not named"; fails=$((fails + 1)); }
# Planned already: the graph builder names every op it cannot run, not only the first.
cat "$TMP/planned.mlir" | sed 's/"ttnn.relu"/"ttnn.frobnicate"/; s/"ttnn.add"/"ttnn.gizmo"/' >"$TMP/unmodelled_planned.mlir"
check "ops outside the library (planned)" 2 "$S" run "$TMP/unmodelled_planned.mlir"
grep -q "ttnn.frobnicate' op is not implemented" "$TMP/err" && grep -q "ttnn.gizmo' op is not implemented" "$TMP/err" \
  || { echo "FAIL: both ops should be named"; cat "$TMP/err"; fails=$((fails + 1)); }
last_error_line "has ops the simulated device cannot run"

# The module reader makes every other reader's checks before MLIR's parser sees a byte:
# no device (/dev/zero would be read until host memory runs out), no FIFO (would block
# forever), nothing over the input limit, no nesting that overflows the parser's stack.
check "/dev/zero as the module" 2 timeout 20 "$S" run /dev/zero
last_error_line "module '/dev/zero' is not a regular file (a device, FIFO or socket)"
mkfifo "$TMP/fifo"
check "a FIFO as the module" 2 timeout 20 "$S" run "$TMP/fifo"
last_error_line "is not a regular file (a device, FIFO or socket)"
check "a directory as the module" 2 "$S" run "$TMP"
last_error_line "is not a regular file (a directory)"
check "module over --max-input-bytes" 2 "$S" run "$TMP/f.mlir" --max-input-bytes 100
last_error_line "bytes, above the input limit of 100 bytes"
python3 -c 'print("module {" + "(" * 300 + ")" * 300 + "}")' >"$TMP/deep.mlir"
check "nesting deeper than the parser's stack" 2 "$S" run "$TMP/deep.mlir"
last_error_line "deep.mlir: nesting deeper than 256 levels at line 1, column 264"
# MLIR's diagnostics come back in the error line itself (file:line:col), not "see above".
check "parse error located" 2 "$S" run "$TMP/bad.mlir"
last_error_line "bad.mlir: not a readable TTNN or TTIR module: $TMP/bad.mlir:1:23: expected non-function type$"

# A function whose 1,000 returned L1 results cannot all be in L1 at its return: the
# planner spills by the deficit, not one tensor per re-plan, and fails within the budget
# (it took minutes and thousands of stderr lines when each spill re-planned everything).
python3 - "$TMP/many.mlir" <<'PY'
import sys
n, ty = 1000, "tensor<64x128xbf16, #L1>"
body = "\n".join(f'    %{i} = "ttnn.relu"(%arg0) : ({ty}) -> {ty}' for i in range(n))
open(sys.argv[1], "w").write(f"""#l1 = #ttnn.buffer_type<l1>
#L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
module {{
  func.func @main(%arg0: {ty}) -> ({", ".join([ty] * n)}) {{
{body}
    return {", ".join(f"%{i}" for i in range(n))} : {", ".join([ty] * n)}
  }}
}}
""")
PY
check "1,000 returned L1 results" 2 timeout 60 "$S" run "$TMP/many.mlir" --plan-timeout 0.5
last_error_line "cannot be planned on wormhole_b0: .*does not fit wormhole_b0 (2056192 B per core needed, 1395424 B available) and no tensor live here can move to DRAM"
[ "$(wc -l <"$TMP/err")" -le 12 ] || { echo "FAIL: $(wc -l <"$TMP/err") stderr lines for one failed plan"; fails=$((fails + 1)); }
check "--plan-timeout nan" 2 "$S" run "$TMP/f.mlir" --plan-timeout nan
last_error_line "L1 planning timeout nan s is not a positive number of seconds below 1e7"

# Host memory is estimated before anything is allocated: a module whose tensors no
# machine here holds is refused at once, naming the bytes (it used to allocate until the
# kernel stopped it).
cat >"$TMP/huge.mlir" <<'MLIR'
#dram = #ttnn.buffer_type<dram>
#D = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 65536 + d1, d2), <1x1>, memref<8192x2048x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module {
  func.func @main(%arg0: tensor<4x65536x65536xbf16, #D>) -> tensor<4x65536x65536xbf16, #D> {
    %0 = "ttnn.relu"(%arg0) : (tensor<4x65536x65536xbf16, #D>) -> tensor<4x65536x65536xbf16, #D>
    return %0 : tensor<4x65536x65536xbf16, #D>
  }
}
MLIR
# 17.2 G elements each: 32 GiB on the device for the argument and the result, live
# together, relu's check streams (16 MiB), 64 MiB of tables; the random argument is not
# kept on the host, nor the result read back (no --output-dir).
check "tensors larger than host memory" 2 timeout 60 "$S" run "$TMP/huge.mlir"
last_error_line "running @main needs about 64.16 GiB of host memory (2 tensors, the largest %arg0 4x65536x65536:bf16:tile:dram), more than the .* GiB available"

# --no-numerics on ops whose inputs a make_valid hook rewrites (slice_dynamic's bounds):
# no values are drawn, so none are rewritten, and the L1 side runs.
awk 'BEGIN{RS="// -----"} /ttnn.slice_dynamic/ && /func.func/ {print; exit}' \
  "$(dirname "$0")/../lit/misc_ops.mlir" >"$TMP/slice_dynamic.mlir"
check "--no-numerics with slice_dynamic" 0 "$S" run --no-numerics "$TMP/slice_dynamic.mlir"
check "slice_dynamic computed" 0 "$S" run "$TMP/slice_dynamic.mlir"

# The third probe's findings.
# Output files: a symlink is followed (the link stays, its file is written); a device
# node is written through, never replaced by a regular file (as root, --report
# /dev/null once replaced the machine's /dev/null).
echo old >"$TMP/target.html"
ln -s target.html "$TMP/link.html"
check "--report through a symlink" 0 "$S" run "$TMP/f.mlir" --report "$TMP/link.html"
{ [ -L "$TMP/link.html" ] && grep -q "L1 per core over time" "$TMP/target.html"; } \
  || { echo "FAIL: symlink replaced or its file not written"; fails=$((fails + 1)); }
if [ "$(id -u)" = 0 ] && mknod -m 666 "$TMP/null" c 1 3 2>/dev/null; then
  check "--report to a device node" 0 "$S" run "$TMP/f.mlir" --report "$TMP/null"
  [ -c "$TMP/null" ] || { echo "FAIL: the device node became a regular file"; fails=$((fails + 1)); }
  check "trace -o to a device node" 0 "$S" trace demo -o "$TMP/null"
  [ -c "$TMP/null" ] || { echo "FAIL: trace -o replaced the device node"; fails=$((fails + 1)); }
else
  echo "ok: device-node output skipped (needs root to mknod)"
fi
# --seed is parsed strictly (CLI11 would wrap -1 to 2^64 - 1), as exec's is.
check "--seed -1" 2 "$S" run "$TMP/f.mlir" --seed -1
last_error_line "--seed '-1' is not a whole number"
check "--seed 2^64" 2 "$S" run "$TMP/f.mlir" --seed 18446744073709551616
last_error_line "--seed 18446744073709551616 is out of range"
# A run of prefix minus signs recurses in MLIR's affine parser without a bracket.
python3 -c "print('#m = affine_map<(d0) -> (' + '-' * 10000 + 'd0)>\\nmodule {}')" >"$TMP/minus.mlir"
check "10,000 minus signs" 2 "$S" run "$TMP/minus.mlir"
last_error_line "nesting deeper than 256 levels at line 1, column .* (a run of minus signs)"
# A memory config that contradicts its result's layout is refused, as the pipeline
# refuses it, instead of running by the layout alone.
cat >"$TMP/far_cores.mlir" <<'MLIR'
#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<8x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#hs8 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
module {
  func.func @main(%a: tensor<256x128xbf16, #in>) -> tensor<256x128xbf16, #hs8> {
    %0 = "ttnn.to_memory_config"(%a) <{memory_config = #ttnn.memory_config<#l1, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(1000000,1000000), (1000007,1000000)>]>, <32x128>, <row_major>, <physical>>>}> : (tensor<256x128xbf16, #in>) -> tensor<256x128xbf16, #hs8>
    return %0 : tensor<256x128xbf16, #hs8>
  }
}
MLIR
check "memory config outside the grid" 2 "$S" run "$TMP/far_cores.mlir"
last_error_line "memory configs do not match its layouts on wormhole_b0: .*core_range<(1000000,1000000)"
sed 's/(1000000,1000000), (1000007,1000000)/(0,0), (7,0)/' "$TMP/far_cores.mlir" >"$TMP/near_cores.mlir"
check "the same config on the grid" 0 "$S" run "$TMP/near_cores.mlir"
# A planned address refused before any step names the file.
sed 's/strata.l1_address = 111904 : i64/strata.l1_address = 111905 : i64/' "$TMP/planned.mlir" >"$TMP/unaligned.mlir"
check "unaligned planned address" 2 "$S" run "$TMP/unaligned.mlir"
last_error_line "unaligned.mlir: %arg0: planned L1 address 111905 is not a multiple of the 16 B"

# A plan made for wormhole_b0 runs, without --arch, on a module whose system description
# states wormhole_b0's grid and L1 figures and another DRAM base (the description's arch
# is then "wormhole_b0@system_desc"); a description with another L1 base is refused.
cat >"$TMP/described.mlir" <<'MLIR'
#l1 = #ttnn.buffer_type<l1>
#L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host, target_triple = "x86_64-pc-linux"}], [{arch = <wormhole_b0>, grid = 8x8, coord_translation_offsets = 18x18, l1_size = 1499136, num_dram_channels = 12, dram_channel_size = 1073741824, noc_l1_address_align_bytes = 16, pcie_address_align_bytes = 32, noc_dram_address_align_bytes = 32, l1_unreserved_base = 103712, erisc_l1_unreserved_base = 1024, dram_unreserved_base = 1024, dram_unreserved_end = 1073741824, supported_data_types = [<f32>, <bf16>], supported_tile_sizes = [ 32x32], dst_physical_size_tiles = 16, num_cbs = 32, num_compute_threads = 1, num_datamovement_threads = 2, dram_grid = 1x12}], [0], [1 : i32], [ 0x0x0x0]>} {
  func.func @relu(%arg0: tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1> {
    %0 = "ttnn.relu"(%arg0) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
    return %0 : tensor<64x128xbf16, #L1>
  }
}
MLIR
check "plan for the built-in" 0 "$OPT" --ttnn-memory-pipeline="arch=wormhole_b0" "$TMP/described.mlir" -o "$TMP/described_planned.mlir"
check "run on the same L1 figures" 0 "$S" run "$TMP/described_planned.mlir"
sed 's/l1_unreserved_base = 103712/l1_unreserved_base = 98304/' "$TMP/described_planned.mlir" >"$TMP/described_other.mlir"
check "run on another L1 base" 2 "$S" run "$TMP/described_other.mlir"
last_error_line "was planned for wormhole_b0 (L1 unreserved base [0-9]*), but wormhole_b0@system_desc has 98304"

# An i1 tensor (tt-mlir's booleans: bf16 tiles on the device) is drawn as 0 / 1; a
# complex one has no device form and is refused.
cat >"$TMP/bool.mlir" <<'MLIR'
#l1 = #ttnn.buffer_type<l1>
#L = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, i1>, #l1>, <interleaved>>
module {
  func.func @main(%arg0: tensor<64x128xi1, #L>) -> tensor<64x128xi1, #L> {
    %0 = "ttnn.relu"(%arg0) : (tensor<64x128xi1, #L>) -> tensor<64x128xi1, #L>
    return %0 : tensor<64x128xi1, #L>
  }
}
MLIR
check "an i1 argument" 0 "$S" run "$TMP/bool.mlir" --output-dir "$TMP/bool_out"
python3 -c "
import struct, sys
data = open(sys.argv[1], 'rb').read()
n = struct.unpack('<H', data[8:10])[0]
values = set(struct.unpack('<%df' % (64 * 128), data[10 + n:]))
assert values == {0.0, 1.0}, sorted(values)[:5]
" "$TMP/bool_out/result0.npy" || { echo "FAIL: i1 values are not 0 / 1"; fails=$((fails + 1)); }
sed 's/xi1, #L>/xcomplex<f32>, #L>/g; s/tile<32x32, i1>/tile<32x32, f32>/' "$TMP/bool.mlir" >"$TMP/complex.mlir"
check "a complex tensor" 2 "$S" run "$TMP/complex.mlir"
last_error_line "complex element types have no device form"

# The L1 map lists what the plan spilled to DRAM (strata.spilled): relu's result does not
# fit an arch with 12288 B of L1 beside its argument and add's circular buffers.
awk 'BEGIN{RS="// -----"} NR==1' "$(dirname "$0")/../lit/plan_l1_spill_keeps_layout.mlir" >"$TMP/spills.mlir"
check "a run with a spill" 0 "$S" run "$TMP/spills.mlir" --arch "$(dirname "$0")/../lit/Inputs/arch_l1_12288.json" --report "$TMP/spills.html"
grep -q "Spilled to DRAM by the plan (1)" "$TMP/spills.html" && grep -q "ttnn.relu at" "$TMP/spills.html" \
  || { echo "FAIL: the spilled tensor is not listed on the map"; fails=$((fails + 1)); }

# The fourth probe's findings: an empty value is not "not given", arg00 is
# no argument's name, and integers past f32's 24 bits are said to round.
check "--arch ''" 2 "$S" run "$TMP/f.mlir" --arch ''
last_error_line "--arch: an empty value names nothing; leave the option out for its default"
check "--func ''" 2 "$S" run "$TMP/f.mlir" --func ''
check "--report ''" 2 "$S" run "$TMP/f.mlir" --report ''
check "--input arg00" 2 "$S" run "$TMP/planned.mlir" --input arg00="$TMP/x.npy"
last_error_line "--input arg00: name an argument as arg0..arg1"
cat >"$TMP/big_ints.mlir" <<'MLIR'
func.func @main(%a: tensor<64x128xi32>) -> tensor<64x128xi32> {
  %0 = "ttir.abs"(%a) : (tensor<64x128xi32>) -> tensor<64x128xi32>
  return %0 : tensor<64x128xi32>
}
MLIR
PYTHONPATH="$(dirname "$0")/lib" python3 -c 'import sys, npy_file
npy_file.save(sys.argv[1], (64, 128), [16777217.0 + 2 * i if i < 3 else float(i) for i in range(8192)], "<f8")' "$TMP/big_ints.npy"
check "integers past 2^24" 0 "$S" run "$TMP/big_ints.mlir" --input arg0="$TMP/big_ints.npy"
grep -q "^warning: --input arg0=.*: 3 of 8192 integers exceed 2^24 in magnitude" "$TMP/err" \
  || { echo "FAIL: no warning for integers past 2^24"; cat "$TMP/err"; fails=$((fails + 1)); }

[ "$fails" -eq 0 ] && echo "run_cli: all passed" || { echo "run_cli: $fails failed"; exit 1; }
