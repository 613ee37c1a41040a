#!/usr/bin/env bash
# ctest-labels: slow (the whole sweep of every workload; test/analysis covers its code under ASan)
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

# A workload without long-lived tensors: one point at r = 0, marked, no limits.
"$STRATA" frag --sweep --workload gamma-loop --json -o "$tmp/g.json"
python3 - "$tmp/g.json" <<'PY' || fail "r = 0 point of gamma-loop"
import json, sys
w, = json.load(open(sys.argv[1]))["workloads"]
assert w["workload"] == "gamma-loop" and w["residency_axis_empty"] is True and w["limits"] == []
p, = w["points"]
assert p["residency"] == 0 and p["resident_bytes"] == 0 and len(p["policies"]) == 4
PY
out=$("$STRATA" frag --sweep --workload gamma-loop)
echo "$out" | grep -q 'the residency axis is empty, one point at r = 0' || fail "r = 0 note: $out"
[ "$(echo "$out" | grep -c 'runs up to residency')" -eq 0 ] || fail "limits for gamma-loop: $out"

# The sweep's workloads: the pressure models, then every bundled workload.
"$STRATA" frag --sweep --list > "$tmp/sweep_names.txt"
"$STRATA" frag --list > "$tmp/names.txt"
head -6 "$tmp/sweep_names.txt" | tr '\n' ' ' | grep -qx 'llama-1b-decode bert-base gamma-model llama-1b-decode-eager bert-base-eager gamma-model-eager ' \
  || fail "pressure models first: $(cat "$tmp/sweep_names.txt")"
tail -n +7 "$tmp/sweep_names.txt" | cmp -s - "$tmp/names.txt" || fail "sweep list is not models + frag --list"
grep -qx 'op-lgamma' "$tmp/names.txt" || fail "op-lgamma not bundled"

"$STRATA" report --sweep --workload bert-base --step 0.5 -o "$tmp/r.html" | grep -q 'wrote ' \
  || fail "report message"
[ "$(grep -o '<svg' "$tmp/r.html" | wc -l)" -eq 3 ] || fail "three plots"

# The page of every workload (step 0.25) opens in headless Chromium: per pressure model
# three plots, each with one line per policy, then one table row per other workload; it
# renders to pixels.
command -v chromium >/dev/null || fail "chromium is not installed (scripts/install-deps.sh)"
"$STRATA" report --sweep --step 0.25 -o "$tmp/all.html" | grep -q "($(wc -l < "$tmp/sweep_names.txt") workloads x 4 policies: 6 over the residency, $(wc -l < "$tmp/names.txt") at r = 0)" \
  || fail "report --sweep message"
[ "$(stat -c %s "$tmp/all.html")" -lt 5000000 ] || fail "sweep page over 5 MB"
chrome() {
  timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$tmp/profile" "$@" 2>/dev/null
}
chrome --dump-dom "file://$tmp/all.html" > "$tmp/dom.html"
grep -o '<h2>[a-z0-9-]*</h2>' "$tmp/dom.html" | sed 's/<[^>]*>//g' > "$tmp/models.txt"
head -6 "$tmp/sweep_names.txt" | cmp -s - "$tmp/models.txt" || fail "model sections: $(cat "$tmp/models.txt")"
models=6
# Every other workload is one row of the r = 0 table, in the sweep's order.
sed 's/<tr>/\n<tr>/g' "$tmp/dom.html" | grep -o '^<tr><td title="[^"]*">[a-z0-9_-]*</td>' \
  | sed 's/.*">//; s/<.*//' > "$tmp/rows.txt"
cmp -s "$tmp/rows.txt" "$tmp/names.txt" || fail "r = 0 rows: $(tr '\n' ' ' < "$tmp/rows.txt")"
[ "$(grep -o '<polyline ' "$tmp/dom.html" | wc -l)" -eq $((models * 3 * 4)) ] \
  || fail "not one line per policy in every plot"
grep -q 'residency (% of long-lived bytes in L1)' "$tmp/dom.html" || fail "axis label"
chrome --screenshot="$tmp/shot.png" --window-size=1300,1000 "file://$tmp/all.html" > /dev/null
[ "$(stat -c %s "$tmp/shot.png")" -gt 20000 ] || fail "screenshot is (nearly) empty"

source "$(dirname "$0")/lib/expect_error.sh"
expect_error "unknown workload 'gpt' for the sweep; known: all, llama-1b-decode" frag --sweep --workload gpt -o "$tmp/out.txt"
expect_error "sweep step 0 is outside \\[0.001, 1\\]" frag --sweep --step 0 -o "$tmp/out.txt"
# A step finer than 0.001 (a thousand replays per model and policy) is refused; 1e-12
# once crashed the sweep and 1e-5 ran for minutes.
expect_error "sweep step 1e-12 is outside \\[0.001, 1\\]" frag --sweep --step 1e-12 -o "$tmp/out.txt"
expect_error "sweep step 1e-05 is outside \\[0.001, 1\\]" report --sweep --step 1e-5 -o "$tmp/out.txt"
expect_error "does not take --trace" frag --sweep --trace "$tmp/s.json" -o "$tmp/out.txt"
expect_error "unknown placement policy .arena." frag --sweep --policy heap,arena -o "$tmp/out.txt"
echo "frag sweep: ok"
