#!/usr/bin/env bash
# TT-NN graph traces on the command line: `strata trace demo --format ttnn-graph` writes
# a graph in tt-metal's capture format, `strata frag --ttnn-graph` replays it to the same
# figures as the runtime trace, the hand-checked fixture replays, and bad graphs give
# exit code 2, a message naming the file and the node, and no output file.
set -euo pipefail
STRATA="$1"
DATA="$(cd "$(dirname "$0")/../analysis/data" && pwd)"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

# Export: stdout and -o agree; the document is a graph as tt-metal writes it.
"$STRATA" trace demo --format ttnn-graph -o "$tmp/graph.json" > "$tmp/stdout.json"
cmp <(jq -S . "$tmp/stdout.json") <(jq -S . "$tmp/graph.json") || fail "-o differs from stdout"
jq -e 'type == "array" and .[0].node_type == "capture_start" and .[-1].node_type == "capture_end"' \
  "$tmp/graph.json" >/dev/null || fail "graph shape"
jq -e 'to_entries | all(.key == .value.counter)' "$tmp/graph.json" >/dev/null || fail "counters"
jq -e '. as $g | [.[] | select(.node_type == "buffer_allocate" or .node_type == "buffer_deallocate")
       | $g[.connections[0]].node_type] | all(. == "buffer")' "$tmp/graph.json" >/dev/null \
  || fail "allocations name buffer nodes"
[ "$(jq '[.[] | select(.node_type == "function_start")] | length' "$tmp/graph.json")" -eq 7 ] \
  || fail "6 ops and 1 frame"
[ "$(jq '[.[] | select(.node_type == "buffer_allocate" and .params.type == "L1")] | length' \
  "$tmp/graph.json")" -eq 7 ] || fail "7 L1 buffers"

# Replaying the export equals replaying the runtime trace (same figures, every policy).
"$STRATA" trace demo --json -o "$tmp/trace.json" > /dev/null
"$STRATA" frag --ttnn-graph "$tmp/graph.json" --json | jq -S 'map(del(.workload))' > "$tmp/a.json"
"$STRATA" frag --trace "$tmp/trace.json" --json | jq -S 'map(del(.workload))' > "$tmp/b.json"
cmp "$tmp/a.json" "$tmp/b.json" || fail "graph and trace replay differently: $(diff "$tmp/a.json" "$tmp/b.json")"

# The fixture: the table says what the graph held, then one row per policy.
out=$("$STRATA" frag --ttnn-graph "$DATA/ttnn_graph_composite.json")
echo "$out" | head -1 | grep -q "45 nodes, 8 functions; placed in L1: 4 buffers (1 allocated before the capture, 2 intermediates), 3 CB regions; not placed: 1 DRAM buffer (65536 B)" \
  || fail "summary line: $out"
[ "$(echo "$out" | grep -c '^ttnn_graph_composite  *\(heap\|pool\|stack\)  *120\.0  *221\.3 ')" -eq 3 ] \
  || fail "fixture rows (peak 120 KiB, min L1 221.3 KiB): $out"
"$STRATA" frag --ttnn-graph "$DATA/ttnn_graph_report.json" --policy stack | grep -q '^ttnn_graph_report  *stack ' \
  || fail "report-object form"
"$STRATA" report --ttnn-graph "$DATA/ttnn_graph_composite.json" -o "$tmp/report.html" > /dev/null
grep -q "ttnn_graph_composite" "$tmp/report.html" || fail "HTML report"

source "$(dirname "$0")/lib/expect_error.sh"

# A deallocation of a node that is not a buffer, a double deallocation, a bad number.
jq '.[29].connections = [10]' "$DATA/ttnn_graph_composite.json" > "$tmp/unknown.json"
expect_error "^error: $tmp/unknown.json: ttnn graph node 29 (buffer_deallocate): names node 10 as its buffer, but that is a 'tensor' node" \
  frag --ttnn-graph "$tmp/unknown.json" -o "$tmp/out.txt"
expect_error "ttnn graph node 29 (buffer_deallocate)" report --ttnn-graph "$tmp/unknown.json" -o "$tmp/out.txt"
jq '.[41].connections = [7]' "$DATA/ttnn_graph_composite.json" > "$tmp/twice.json"
expect_error "ttnn graph node 41 (buffer_deallocate): deallocates buffer node 7, which node 29 already deallocated" \
  frag --ttnn-graph "$tmp/twice.json" -o "$tmp/out.txt"
jq '.[8].params.size = "1 MiB"' "$DATA/ttnn_graph_composite.json" > "$tmp/nan.json"
expect_error "ttnn graph node 8 (buffer_allocate): param \"size\" is \"1 MiB\", not a whole number" \
  frag --ttnn-graph "$tmp/nan.json" -o "$tmp/out.txt"
jq '.[8].params.size = "99999999999999999999"' "$DATA/ttnn_graph_composite.json" > "$tmp/big.json"
expect_error "ttnn graph node 8 (buffer_allocate): param \"size\" is \"99999999999999999999\", which does not fit in 64 bits" \
  frag --ttnn-graph "$tmp/big.json" -o "$tmp/out.txt"
jq 'del(.[21].params.type)' "$DATA/ttnn_graph_composite.json" > "$tmp/notype.json"
expect_error "ttnn graph node 21 (buffer_allocate): params has no \"type\"" \
  frag --ttnn-graph "$tmp/notype.json" -o "$tmp/out.txt"

# A truncated file names the node the parser stopped in.
head -c 2000 "$DATA/ttnn_graph_composite.json" > "$tmp/trunc.json"
expect_error "ttnn graph file '$tmp/trunc.json' is not valid JSON (truncated or malformed) at byte .*, in node [0-9]" \
  frag --ttnn-graph "$tmp/trunc.json" -o "$tmp/out.txt"
expect_error "ttnn graph file '$tmp/missing.json' does not exist; check the path" \
  frag --ttnn-graph "$tmp/missing.json" -o "$tmp/out.txt"
expect_error "is not a regular file" frag --ttnn-graph "$tmp" -o "$tmp/out.txt"
expect_error "give exactly one of --workload NAME|all, --trace FILE.json or --ttnn-graph FILE.json" \
  frag --ttnn-graph "$DATA/ttnn_graph_composite.json" --trace "$tmp/trace.json" -o "$tmp/out.txt"
expect_error "unknown trace format 'ttnn'; available: table, json, ttnn-graph" \
  trace demo --format ttnn -o "$tmp/out.txt"
expect_error "--json asks for --format json, but --format is 'ttnn-graph'" \
  trace demo --json --format ttnn-graph -o "$tmp/out.txt"
echo "ttnn graph CLI: ok"
