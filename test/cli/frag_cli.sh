#!/usr/bin/env bash
# strata frag: table and JSON for bundled workloads and runtime traces; bad input gives
# exit code 2, a message naming the event, and no output file.
set -euo pipefail
STRATA="$1"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

# Table: one row per (workload, policy), in the order asked.
out=$("$STRATA" frag --workload op-lgamma --policy stack,heap)
[ "$(echo "$out" | grep -c '^op-lgamma ')" -eq 2 ] || fail "two table rows: $out"
echo "$out" | sed -n 3p | grep -q '^op-lgamma  *stack ' || fail "stack row first: $out"

# JSON: the documented keys, and the figures agree with the table's policy order.
"$STRATA" frag --workload gamma-loop --json > "$tmp/g.json"
for key in workload policy peak_footprint min_l1_bytes max_external_fragmentation min_largest_fit; do
  [ "$(grep -c "\"$key\":" "$tmp/g.json")" -eq 3 ] || fail "key $key in $(cat "$tmp/g.json")"
done
grep -q '"policy": "pool"' "$tmp/g.json" || fail "pool row"

# -o writes the same text as stdout.
"$STRATA" frag --workload op-softmax --json -o "$tmp/s.json"
"$STRATA" frag --workload op-softmax --json | cmp - "$tmp/s.json" || fail "-o differs from stdout"

# A runtime trace replays too (strata trace demo --json is the runtime's exporter).
"$STRATA" trace demo --json > "$tmp/demo.json"
"$STRATA" frag --trace "$tmp/demo.json" --policy heap,stack | grep -q '^demo  *stack ' \
  || fail "trace replay"

source "$(dirname "$0")/lib/expect_error.sh"

expect_error "unknown placement policy 'buddy'" frag --workload op-cosh --policy heap,buddy -o "$tmp/out.txt"
expect_error "unknown workload 'op-nope'" frag --workload op-nope -o "$tmp/out.txt"

# A free of an unknown buffer names the trace event index.
python3 - "$tmp/demo.json" "$tmp/unknown.json" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
ev = doc["events"]
idx = max(i for i, e in enumerate(ev) if e["kind"] == "free" and e["buffer_type"] == "l1")
ev[idx]["buffer_id"] = 424242
json.dump(doc, open(sys.argv[2], "w"))
print(idx, file=open(sys.argv[2] + ".idx", "w"))
PY
idx=$(cat "$tmp/unknown.json.idx")
expect_error "trace event $idx: frees buffer 424242" frag --trace "$tmp/unknown.json" -o "$tmp/out.txt"
expect_error "trace event $idx" report --trace "$tmp/unknown.json" -o "$tmp/out.txt"

# A truncated file names the event the parser stopped in.
head -c 3000 "$tmp/demo.json" > "$tmp/trunc.json"
expect_error "not valid JSON (truncated or malformed) at byte .*, in trace event [0-9]" \
  frag --trace "$tmp/trunc.json" -o "$tmp/out.txt"
expect_error "does not exist; check the path" frag --trace "$tmp/missing.json" -o "$tmp/out.txt"
expect_error "exactly one of --workload" frag -o "$tmp/out.txt"
echo "frag CLI: ok"
