#!/usr/bin/env bash
# strata alloc replay: the built-in trace, the bundled file, policies, arches, and
# clear errors with exit code 2 for bad input.
set -euo pipefail
STRATA="$1"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bundled="$here/../../data/traces/l1_trace.json"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

out=$("$STRATA" alloc replay)
echo "$out" | grep -q '^trace    l1_model_like (built-in): 838 events, 431 allocations, 407 frees$' || fail "trace line: $out"
echo "$out" | grep -q '^banks    64 x wormhole_b0 l1 banks of 1499136 B, allocatable \[103712, 1499136), alignment 16$' || fail "banks line"
echo "$out" | grep -q '^policy   best fit, top-down$' || fail "policy line"
echo "$out" | grep -qE '^peak     [0-9]+ B per bank at event [0-9]+' || fail "peak line"
echo "$out" | grep -qE '^ +103712 \|[#+.]{64}\| 1499136$' || fail "block map"

# The bundled file is the built-in trace: identical output apart from the source name.
"$STRATA" alloc replay --trace "$bundled" | sed 's/(.*l1_trace.json)/(built-in)/' > "$tmp/file.txt"
echo "$out" | diff - "$tmp/file.txt" >/dev/null || fail "bundled trace differs from the built-in one"
"$STRATA" alloc builtin-trace | diff - "$bundled" >/dev/null || fail "builtin-trace differs from $bundled"

"$STRATA" alloc replay --policy first | grep -q '^policy   first fit, top-down$' || fail "first fit"
"$STRATA" alloc replay --arch blackhole | grep -q '^banks    130 x blackhole l1 banks of 1572864 B' || fail "blackhole"

expect_error() {  # expect_error "message fragment" args...
  local fragment="$1"; shift
  set +e
  local msg; msg=$("$STRATA" "$@" 2>&1); local rc=$?
  set -e
  [ "$rc" -eq 2 ] || fail "'$*' exit code $rc (want 2): $msg"
  echo "$msg" | grep -qF "$fragment" || fail "'$*' message: $msg"
}

echo '{"name": "broken", "events": [' > "$tmp/truncated.json"
expect_error "not valid JSON" alloc replay --trace "$tmp/truncated.json"
echo '{"name": "t", "events": [{"op": "alloc", "id": "a", "bytes": 64}, {"op": "free", "id": "b"}]}' > "$tmp/unknown_free.json"
expect_error "event 1: free of id 'b', which is not live" alloc replay --trace "$tmp/unknown_free.json"
echo '{"name": "t", "events": [{"op": "alloc", "id": "a", "bytes": 0}]}' > "$tmp/zero.json"
expect_error "event 0: field 'bytes' must be a positive integer" alloc replay --trace "$tmp/zero.json"
echo '{"name": "t", "events": [{"op": "grow", "id": "a"}]}' > "$tmp/op.json"
expect_error "unknown op 'grow'" alloc replay --trace "$tmp/op.json"
echo '{"name": "t", "events": [{"op": "alloc", "id": "a", "bytes": 2000000}]}' > "$tmp/big.json"
expect_error "can never fit" alloc replay --trace "$tmp/big.json"
echo '{"name": "t", "events": [{"op": "alloc", "id": "a", "bytes": 800000}, {"op": "alloc", "id": "b", "bytes": 800000}]}' > "$tmp/oom.json"
expect_error "event 1 (alloc 'b'): out of memory" alloc replay --trace "$tmp/oom.json"
expect_error "does not exist; check the path" alloc replay --trace "$tmp/missing.json"
expect_error "unknown arch 'grayskull'" alloc replay --arch grayskull
set +e
"$STRATA" alloc replay --policy worst >/dev/null 2>&1; rc=$?
set -e
[ "$rc" -eq 2 ] || fail "bad policy exit code $rc"
echo "alloc replay CLI: ok"
