#!/usr/bin/env bash
# strata frag --sweep / strata report --sweep: the pressure sweep's table, JSON and HTML;
# bad input gives exit code 2, one message line and no output file.
set -euo pipefail
STRATA="$1"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

out=$("$STRATA" frag --sweep --workload llama-1b-decode-eager --policy heap,stack --step 0.25)
echo "$out" | grep -q '^llama-1b-decode-eager: ' || fail "workload heading: $out"
[ "$(echo "$out" | grep -c 'runs up to residency')" -eq 2 ] || fail "one limit per policy: $out"
echo "$out" | grep -q 'OOM at event' || fail "the last point fails: $out"

"$STRATA" frag --sweep --workload bert-base --step 0.5 --json -o "$tmp/s.json"
python3 - "$tmp/s.json" <<'PY' || fail "JSON shape"
import json, sys
j = json.load(open(sys.argv[1]))
assert j["arch"] == "wormhole_b0" and j["policies"] == ["heap", "pool", "stack", "planned"]
w = j["workloads"][0]
assert w["workload"] == "bert-base" and [p["residency"] for p in w["points"]] == [0, 0.5, 1]
assert all(len(p["policies"]) == 4 for p in w["points"])
PY

"$STRATA" report --sweep --workload bert-base --step 0.5 -o "$tmp/r.html" | grep -q 'wrote ' \
  || fail "report message"
[ "$(grep -o '<svg' "$tmp/r.html" | wc -l)" -eq 3 ] || fail "three plots"

# The whole sweep's page opens in headless Chromium: per model three plots, each with one
# line per policy, and it renders to pixels.
command -v chromium >/dev/null || fail "chromium is not installed (scripts/install-deps.sh)"
"$STRATA" report --sweep -o "$tmp/all.html" > /dev/null
[ "$(stat -c %s "$tmp/all.html")" -lt 5000000 ] || fail "sweep page over 5 MB"
chrome() {
  timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$tmp/profile" "$@" 2>/dev/null
}
chrome --dump-dom "file://$tmp/all.html" > "$tmp/dom.html"
models=$(grep -o '<h2>[a-z0-9-]*</h2>' "$tmp/dom.html" | wc -l)
[ "$models" -eq 4 ] || fail "$models model sections"
[ "$(grep -o '<polyline ' "$tmp/dom.html" | wc -l)" -eq $((models * 3 * 4)) ] \
  || fail "not one line per policy in every plot"
grep -q 'residency (% of long-lived bytes in L1)' "$tmp/dom.html" || fail "axis label"
chrome --screenshot="$tmp/shot.png" --window-size=1300,1000 "file://$tmp/all.html" > /dev/null
[ "$(stat -c %s "$tmp/shot.png")" -gt 20000 ] || fail "screenshot is (nearly) empty"

source "$(dirname "$0")/lib/expect_error.sh"
expect_error "unknown pressure model 'gpt'; known: all, llama-1b-decode" frag --sweep --workload gpt -o "$tmp/out.txt"
expect_error "sweep step 0 is outside (0, 1]" frag --sweep --step 0 -o "$tmp/out.txt"
expect_error "does not take --trace" frag --sweep --trace "$tmp/s.json" -o "$tmp/out.txt"
expect_error "unknown placement policy .arena." frag --sweep --policy heap,arena -o "$tmp/out.txt"
echo "frag sweep: ok"
