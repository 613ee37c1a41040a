#!/bin/bash
# Runs `strata plan` over data/dsa and prints a markdown table: the MiniMalloc
# instances at the capacity in their file name; in minimise mode the real-model
# instances (resnet50, iopddl_G_1, pangu_2.6B), the project's own real-model set (the
# L1 of its bundled Llama-3.2-1B decode and BERT-base models over many decode steps /
# forward passes, 21-62k buffers each, written by `strata plan --workload`), every CSV
# in an extra directory (e.g. IOPDDL's S_1 and Y_1, see docs/performance/plan.md), and
# three synthetic 46-52k-buffer instances: 50 alternating copies of resnet50 and
# iopddl_G_1 chained in time without and with 50 % overlap between neighbours, and 50
# copies of resnet50 chained (every piece needs the exact search to reach the bound).
#
# Usage: scripts/plan_dsa.sh [path-to-strata] [timeout-seconds] [data-dir] [extra-dir]
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
STRATA=${1:-$ROOT/build/tools/strata/strata}
TIMEOUT=${2:-30}
DATA=${3:-$ROOT/data/dsa}
EXTRA=${4:-}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# synth <copies> <overlap> [first second] > file: copy k is model k%2 (resnet50,
# iopddl_G_1 unless given), starting (1-overlap) of the previous copy's span after it
# (the same recipe as bench/bench_plan.cpp).
synth() {
  awk -F, -v copies="$1" -v overlap="$2" '
    FNR == 1 { file++; next }
    { n[file]++; L[file, n[file]] = $2; U[file, n[file]] = $3; S[file, n[file]] = $4
      if ($3 + 0 > span[file]) span[file] = $3 + 0 }
    END {
      print "id,lower,upper,size"; id = 0; start = 0
      for (k = 0; k < copies; k++) {
        m = k % 2 + 1
        for (i = 1; i <= n[m]; i++) print id++ "," L[m, i] + start "," U[m, i] + start "," S[m, i]
        start += int(span[m] * (1 - overlap))
      }
    }' "$DATA/models/${3:-resnet50}.csv" "$DATA/models/${4:-iopddl_G_1}.csv"
}
synth 50 0 >"$TMP/chain50.csv"
synth 50 0.5 >"$TMP/overlap50.csv"
synth 50 0 resnet50 resnet50 >"$TMP/resnet_chain50.csv"
# The project's own real-model instances: <workload> <repeats> (decode steps / passes).
OWN="llama-1b-decode:20 llama-1b-decode:56 llama-1b-decode-eager:30 bert-base:24 bert-base-eager:60"
for spec in $OWN; do
  "$STRATA" plan --workload "${spec%%:*}" --repeats "${spec##*:}" \
    --write-instance "$TMP/${spec%%:*}-x${spec##*:}.csv" >/dev/null
done

field() {  # field <key> <json-file>: the value of a top-level scalar key
  sed -n "s/^  \"$1\": \(.*\),\{0,1\}$/\1/p" "$2" | sed 's/,$//; s/"//g'
}

run() {  # run <name> <csv> <mode args...>
  local name=$1 csv=$2
  shift 2
  set +e
  /usr/bin/time -f "%M %U %S" -o "$TMP/rss" "$STRATA" plan --input "$csv" "$@" --timeout "$TIMEOUT" \
    --json --quiet >"$TMP/out.json" 2>"$TMP/err"
  local rc=$?
  set -e
  if [ "$rc" -eq 2 ]; then
    echo "| $name | error: $(head -1 "$TMP/err") |"
    return
  fi
  local rss_mb cpu
  rss_mb=$(tail -1 "$TMP/rss" | awk '{ print int($1 / 1024) }')
  cpu=$(tail -1 "$TMP/rss" | awk '{ printf "%.2f", $2 + $3 }')
  printf "| %s | %s | %s | %s | %s | %.4f | %s | %.3f | %.3f | %s | %s | %s | %s | %s |\n" "$name" \
    "$(field buffers "$TMP/out.json")" "$(field mode "$TMP/out.json")" \
    "$(field peak "$TMP/out.json")" "$(field lower_bound "$TMP/out.json")" \
    "$(field gap_percent "$TMP/out.json")" "$(field heuristic_peak "$TMP/out.json")" \
    "$(field best_found_seconds "$TMP/out.json")" "$(field seconds "$TMP/out.json")" \
    "$(field feasible "$TMP/out.json")" "$(field optimal "$TMP/out.json")" \
    "$(field method "$TMP/out.json")" "$cpu" "$rss_mb"
}

# best s: when the returned layout was found; time s: the planner's own wall-clock
# figure (minimise mode keeps searching until the bound or the budget); CPU s: user +
# system of the whole process (including CSV parsing), steadier on a shared machine.
echo "| instance | buffers | mode | peak | lower bound | gap % | greedy peak | best s | time s | feasible | optimal | method | CPU s | max RSS MB |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
for f in "$DATA"/minimalloc/*.csv; do
  base=$(basename "$f" .csv)
  run "$base" "$f" --capacity "${base#*.}"
done
for f in "$DATA"/models/*.csv; do
  run "$(basename "$f" .csv)" "$f" --minimize
done
for spec in $OWN; do
  run "${spec%%:*} x${spec##*:}" "$TMP/${spec%%:*}-x${spec##*:}.csv" --minimize
done
if [ -n "$EXTRA" ]; then
  for f in "$EXTRA"/*.csv; do
    run "$(basename "$f" .csv)" "$f" --minimize
  done
fi
run "synthetic chain50" "$TMP/chain50.csv" --minimize
run "synthetic overlap50" "$TMP/overlap50.csv" --minimize
run "synthetic resnet_chain50" "$TMP/resnet_chain50.csv" --minimize
