#!/usr/bin/env bash
# `strata trace demo --json`: a valid strata-trace document whose events balance
# (every alloc has one free, frames and ops nest) and whose -o file equals stdout.
set -euo pipefail
strata="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$strata" trace demo --json -o "$tmp/file.json" >"$tmp/stdout.json"
jq -e '.format == "strata-trace" and .version == 1 and .arch.name == "wormhole_b0"' "$tmp/stdout.json" >/dev/null
cmp <(jq -S . "$tmp/stdout.json") <(jq -S . "$tmp/file.json")
# Stack allocations: exp(x), neg(x), exp(-x), add, scalar; each freed exactly once.
[ "$(jq '[.events[] | select(.kind == "alloc" and .allocator == "stack")] | length' "$tmp/stdout.json")" -eq 5 ]
jq -e '([.events[] | select(.kind == "alloc") | .buffer_id] | sort) as $allocs
       | ([.events[] | select(.kind == "free") | .buffer_id] | sort) == $allocs' "$tmp/stdout.json" >/dev/null
jq -e '([.events[] | select(.kind == "frame_push")] | length) == ([.events[] | select(.kind == "frame_pop")] | length)' "$tmp/stdout.json" >/dev/null
jq -e '([.events[] | select(.kind == "op_begin")] | length) == 6 and ([.events[] | select(.kind == "op_end")] | length) == 6' "$tmp/stdout.json" >/dev/null
# CB regions always start at the stack top of their moment.
jq -e 'all(.events[] | select(.kind == "cb_region_place"); .address == .l1_stack_top)' "$tmp/stdout.json" >/dev/null
# The table form and bad input.
"$strata" trace demo >"$tmp/table.txt"
grep -q "cb_region_place" "$tmp/table.txt"
set +e
"$strata" trace nonsense 2>"$tmp/err"
rc=$?
set -e
[ "$rc" -eq 2 ] || { echo "expected exit 2, got $rc"; exit 1; }
grep -q "unknown trace workload 'nonsense'" "$tmp/err"
echo "runtime_trace: ok"
