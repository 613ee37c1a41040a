#!/usr/bin/env bash
# strata query / strata exec: the command-line contract (JSON keys, figures that agree,
# exit code 2 with a one-line error for bad input).
set -euo pipefail
S="$1"
fail() { echo "FAIL: $*" >&2; exit 1; }

# query --json: exactly the contract's keys, total = peak + output_l1.
out=$("$S" query multigammaln --input 1x1x256x256:bf16:tile:l1 --json)
python3 - "$out" <<'PY' || fail "query json: $out"
import json, sys
j = json.loads(sys.argv[1])
assert set(j) == {"op", "cb_peak", "stack_peak", "peak", "output_l1", "total", "fits", "shortfall",
                  "tt_metal"}, j
assert set(j["tt_metal"]) == {"cb_peak", "tensor_l1_peak", "total_peak", "output_l1"}, j
# tt-metal's model: the same CBs and output; intermediates as heap buffers beside them.
assert j["tt_metal"]["cb_peak"] == j["cb_peak"] and j["tt_metal"]["output_l1"] == j["output_l1"]
assert j["tt_metal"]["tensor_l1_peak"] == j["output_l1"] + j["stack_peak"], j
assert j["fits"] is True and j["shortfall"] == 0, j
assert j["op"] == "multigammaln"
assert j["total"] == j["peak"] + j["output_l1"] and j["stack_peak"] > 0 and j["cb_peak"] > 0
assert j["peak"] <= j["stack_peak"] + j["cb_peak"]
PY

# --model tt-metal: tt-metal's figures in text (hardswish's intermediate beside its output
# and CBs).
out=$("$S" query hardswish --input 64x128:bf16:tile:l1 --model tt-metal)
grep -q "^  tensor_l1_peak       4096$" <<<"$out" && grep -q "^  total_peak          16384$" <<<"$out" \
  || fail "query --model tt-metal: $out"
expect_model_error() { "$S" query exp --input 32x32 --model heap >/dev/null 2>&1 && fail "--model heap accepted" || true; }
expect_model_error

# --explain: the steps behind the number, as text and as JSON.
out=$("$S" query exp --input 64x128:bf16:tile:l1 --explain)
grep -q "^    program exp on 8 cores: CBs c0 2048x2, c16 2048x2 = 8192 B -> stack + CBs 8192, peak 8192$" <<<"$out" \
  || fail "query --explain text: $out"
out=$("$S" query lgamma --input 64x64:bf16:tile:l1 --explain --json)
python3 - "$out" <<'PY' || fail "query --explain json: $out"
import json, sys
j = json.loads(sys.argv[1])
steps = j["explain"]
assert steps[0] == {"step": "op", "name": "lgamma", "depth": 0, "stack": 0, "peak": 0}, steps[0]
frames = sum(1 for s in steps if s["step"] == "frame") - sum(1 for s in steps if s["step"] == "pop")
assert frames == 0
assert max(s["stack"] for s in steps) == j["stack_peak"]
assert max(s["stack"] + s["cb_region"] for s in steps if s["step"] == "program") == j["peak"]
assert all(c["backed_by"] is None for s in steps if s["step"] == "program" for c in s["cbs"])
PY

# An op whose output alone exceeds one core's L1 says by how much (4 MiB per core of
# relu output + 8 KiB of CBs - the 1,395,424 allocatable bytes of wormhole_b0).
out=$("$S" query relu --input 4096x32768:bf16:tile:l1 --json)
python3 -c "import json,sys; j=json.loads(sys.argv[1]); assert j['fits'] is False and j['shortfall'] == 2807072, j" "$out" \
  || fail "query shortfall: $out"

# exec --json: measured figures equal the query, plus the error fields.
q=$("$S" query polygamma --input 1x3x100x257:f32:tile:dram --param n=2 --json)
e=$("$S" exec polygamma --input 1x3x100x257:f32:tile:dram --param n=2 --seed 5 --json)
python3 - "$q" "$e" <<'PY' || fail "exec json: $e"
import json, sys
q, e = json.loads(sys.argv[1]), json.loads(sys.argv[2])
assert set(e) == (set(q) - {"fits", "shortfall", "tt_metal"}) | {"intermediates", "exact", "max_abs_error", "max_rel_error", "tolerance_used", "within_tolerance"}, e
assert e["intermediates"] == "stack" and e["exact"] is True, e
for k in ("cb_peak", "stack_peak", "peak", "output_l1", "total"):
    assert q[k] == e[k], (k, q[k], e[k])
assert e["within_tolerance"] is True
PY

# exec --intermediates: the same op code with its intermediates on the stack, the heap
# (tt-metal's way) or a pool of the query's stack peak; each exact, and the pool exactly
# full. --trace writes the run's trace, which the study replays: its pool policy puts the
# pool where the runtime reserved it.
tmpdir=$(mktemp -d)
trap 'rm -rf "$tmpdir"' EXIT
for where in stack heap pool; do
  mkdir "$tmpdir/$where"
  "$S" exec lgamma --input 1x1x64x128:bf16:tile:l1 --intermediates $where \
    --trace "$tmpdir/$where/run.json" --json > "$tmpdir/$where.out" \
    || fail "exec --intermediates $where: $(cat "$tmpdir/$where.out")"
done
python3 - "$q" "$tmpdir" <<'PY' || fail "exec --intermediates json"
import json, sys, os
d = sys.argv[2]
out = {w: json.load(open(os.path.join(d, w + ".out"))) for w in ("stack", "heap", "pool")}
for w, e in out.items():
    assert e["intermediates"] == w and e["exact"] is True and e["within_tolerance"] is True, e
assert out["pool"]["pool_bytes"] == out["stack"]["stack_peak"] == out["pool"]["pool_high_water"], out
assert out["pool"]["stack_peak"] == 0 and out["heap"]["stack_peak"] == 0, out
assert "tt_metal" in out["heap"], out
kinds = [e["kind"] for e in json.load(open(os.path.join(d, "pool", "run.json")))["events"]]
assert kinds.count("pool_reserve") == 1 and kinds.count("pool_release") == 1, kinds
PY
for where in stack pool; do
  "$S" frag --trace "$tmpdir/$where/run.json" --json > "$tmpdir/$where.frag" || fail "frag --trace $where"
done
cmp -s "$tmpdir/stack.frag" "$tmpdir/pool.frag" || fail "a pool run's trace replays unlike a stack run's"
out=$("$S" exec lgamma --input 1x1x64x128:bf16:tile:l1 --intermediates pool)
echo "$out" | grep -q "intermediates on the pool" || fail "exec pool header: $out"
echo "$out" | grep -Eq "^  pool +[0-9]+ +[0-9]+$" || fail "exec pool row: $out"

# --output-memory-config moves the output to L1 and adds its bytes.
a=$("$S" query exp --input 1x1x256x256:bf16 --json)
b=$("$S" query exp --input 1x1x256x256:bf16 --output-memory-config l1 --json)
python3 -c "import json,sys; a,b=json.loads(sys.argv[1]),json.loads(sys.argv[2]); assert a['output_l1']==0 and b['output_l1']==2048 and b['total']==a['total']+2048" "$a" "$b" \
  || fail "output memory config: $a / $b"

# Bad input: exit 2 and exactly one line on stderr.
expect_error() {
  local rc=0
  "$S" "$@" >/dev/null 2>/tmp/strata_ops_err.$$ || rc=$?
  [ "$rc" = 2 ] || fail "'$*' exited $rc, expected 2"
  [ "$(wc -l < /tmp/strata_ops_err.$$)" = 1 ] || fail "'$*' printed: $(cat /tmp/strata_ops_err.$$)"
  rm -f /tmp/strata_ops_err.$$
}
expect_error query no_such_op --input 32x32
expect_error query exp --input 32x32:bf17
expect_error query exp --input 0x32
expect_error query exp --input 32x32:bf16:tile:l1-block:99x1
expect_error query add --input 32x32
# A width-sharded input to a reduction is staged to L1 interleaved on the stack (2048 B).
out=$("$S" query sum --input 64x64:bf16:tile:l1-width:2x1 --json)
grep -q '"stack_peak":2048' <<<"$out" || fail "staged sum: $out"
expect_error query polygamma --input 32x32 --param n=0.5
expect_error query polygamma --input 32x32 --param m=2
expect_error query exp --input 32x32 --output-memory-config l3
expect_error exec exp --input 32x32 --arch no_such_arch
expect_error exec glu --input 32x96
expect_error query exp
echo "ok"
