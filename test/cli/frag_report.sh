#!/usr/bin/env bash
# ctest-labels: slow (whole-study reports rendered in Chromium; test/analysis covers the code under ASan)
# strata report: the HTML opens in headless Chromium, and the rendered DOM holds one
# non-empty memory map (rectangles, heap-floor and stack-top lines) per workload and
# policy, plus the metrics table.
set -euo pipefail
STRATA="$1"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
command -v chromium >/dev/null || fail "chromium is not installed (scripts/install-deps.sh)"

"$STRATA" report --workload gamma-loop -o "$tmp/one.html" | grep -q "wrote $tmp/one.html" \
  || fail "report message"
"$STRATA" report --workload all -o "$tmp/report.html" > /dev/null
# It opens quickly (at most 5 MB for every workload) and has one summary table.
size=$(stat -c %s "$tmp/report.html")
[ "$size" -le 5000000 ] || fail "report --workload all is $size B, over 5 MB"
[ "$(grep -o '<table' "$tmp/report.html" | wc -l)" -eq 1 ] || fail "not exactly one summary table"
[ "$("$STRATA" frag --workload all | grep -c 'policy   peak KiB')" -eq 1 ] \
  || fail "the text table's header is not printed exactly once"

chrome() {
  timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$tmp/profile" "$@" 2>/dev/null
}
chrome --dump-dom "file://$tmp/report.html" > "$tmp/dom.html"
[ -s "$tmp/dom.html" ] || fail "chromium produced no DOM"
workloads=$(sed 's/<section /\n<section /g' "$tmp/dom.html" | grep -c '^<section class="workload"' || true)
expected=$("$STRATA" frag --workload all --policy stack | awk '$2 == "stack"' | wc -l)
[ "$workloads" -eq "$expected" ] && [ "$workloads" -gt 30 ] \
  || fail "$workloads workload sections, $expected workloads"

# One <svg> per line, so each map can be checked on its own.
sed 's/<svg /\n<svg /g' "$tmp/dom.html" | grep '^<svg class="memmap"' > "$tmp/maps.txt" || true
for policy in heap pool stack; do
  n=$(grep -c "data-policy=\"$policy\"" "$tmp/maps.txt" || true)
  [ "$n" -eq "$workloads" ] || fail "$n $policy maps for $workloads workloads"
done
while IFS= read -r map; do
  policy=$(sed 's/.*data-policy="\([a-z]*\)".*/\1/' <<< "$map")
  rects=$(grep -o '<rect class="\(heap\|stack\|temp\|cb\|pool\)"' <<< "$map" | wc -l)
  [ "$rects" -gt 0 ] || fail "an empty $policy map"
  grep -q '<polyline class="floor" points="[0-9]' <<< "$map" || fail "$policy map without heap floor"
  grep -q '<polyline class="top" points="[0-9]' <<< "$map" || fail "$policy map without stack top"
  grep -q 'L1 address (KiB)' <<< "$map" || fail "$policy map without axis label"
done < "$tmp/maps.txt"
# Stack intermediates appear only under the stack policy, pools only under pool.
maps_with() { grep "data-policy=\"$1\"" "$tmp/maps.txt" | grep -c "$2" || true; }
[ "$(maps_with stack '<rect class="stack"')" -gt 0 ] || fail "no stack blocks"
[ "$(maps_with heap '<rect class="stack"')" -eq 0 ] || fail "stack blocks under heap"
[ "$(maps_with pool '<rect class="pool"')" -gt 0 ] || fail "no pool blocks"
grep -q '<title>op multigammaln' "$tmp/dom.html" || fail "op names on hover"
grep -q '<th>min L1 (KiB)</th>' "$tmp/dom.html" || fail "metrics table"

# It renders to pixels too.
chrome --screenshot="$tmp/shot.png" --window-size=1400,1000 "file://$tmp/one.html" > /dev/null
[ "$(stat -c %s "$tmp/shot.png")" -gt 20000 ] || fail "screenshot is (nearly) empty"
echo "frag report in chromium: ok ($workloads workloads x 3 policies)"
