#!/bin/bash
# Runs `strata plan` over ../shared/data/dsa and prints a markdown table: the MiniMalloc
# instances at the capacity in their file name, the real-model instances and three
# synthetic 46-52k-buffer instances in minimise mode: 50 alternating copies of the two
# models chained in time without and with 50 % overlap between neighbours, and 50
# copies of resnet50 chained (every piece needs the exact search to reach the bound).
#
# Usage: scripts/plan_dsa.sh [path-to-strata] [timeout-seconds] [data-dir]
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
STRATA=${1:-$ROOT/build-plan/tools/strata/strata}
TIMEOUT=${2:-30}
DATA=${3:-$ROOT/../shared/data/dsa}
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
  printf "| %s | %s | %s | %s | %s | %.4f | %.3f | %s | %s | %s | %s | %s |\n" "$name" \
    "$(field buffers "$TMP/out.json")" "$(field mode "$TMP/out.json")" \
    "$(field peak "$TMP/out.json")" "$(field lower_bound "$TMP/out.json")" \
    "$(field gap_percent "$TMP/out.json")" "$(field seconds "$TMP/out.json")" \
    "$(field feasible "$TMP/out.json")" "$(field optimal "$TMP/out.json")" \
    "$(field method "$TMP/out.json")" "$cpu" "$rss_mb"
}

# time s: the planner's own wall-clock figure; CPU s: user + system of the whole
# process (including CSV parsing), steadier than wall time on a shared machine.
echo "| instance | buffers | mode | peak | lower bound | gap % | time s | feasible | optimal | method | CPU s | max RSS MB |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
for f in "$DATA"/minimalloc/*.csv; do
  base=$(basename "$f" .csv)
  run "$base" "$f" --capacity "${base#*.}"
done
for f in "$DATA"/models/*.csv; do
  run "$(basename "$f" .csv)" "$f" --minimize
done
run "synthetic chain50" "$TMP/chain50.csv" --minimize
run "synthetic overlap50" "$TMP/overlap50.csv" --minimize
run "synthetic resnet_chain50" "$TMP/resnet_chain50.csv" --minimize
