#!/usr/bin/env bash
# strata arch: built-ins, user files, and clear errors with exit code 2.
set -euo pipefail
STRATA="$1"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

"$STRATA" arch list | grep -q '^wormhole_b0 .*8x8 cores, L1 1499136 B/core' || fail "arch list"
"$STRATA" arch show blackhole | grep -q 'worker grid          13x10 (130 cores)' || fail "show blackhole"

"$STRATA" arch show wormhole_b0 --json > "$tmp/wh.json"
sed 's/"name": "wormhole_b0"/"name": "mine"/' "$tmp/wh.json" > "$tmp/mine.json"
"$STRATA" arch show "$tmp/mine.json" | grep -q '^arch                 mine$' || fail "user file"

sed 's/"dram_channels": 12/"dram_channels": 0/' "$tmp/wh.json" > "$tmp/bad.json"
set +e
out=$("$STRATA" arch show "$tmp/bad.json" 2>&1); rc=$?
set -e
[ "$rc" -eq 2 ] || fail "bad file exit code $rc"
echo "$out" | grep -q "field 'dram_channels' is 0" || fail "bad file message: $out"

set +e
out=$("$STRATA" arch show grayskull 2>&1); rc=$?
set -e
[ "$rc" -eq 2 ] || fail "unknown arch exit code $rc"
echo "$out" | grep -q "unknown arch 'grayskull'" || fail "unknown arch message: $out"
echo "arch CLI: ok"
