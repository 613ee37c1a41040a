#!/bin/bash
# CLI contract of `strata plan`: exit codes 0/1/2, JSON keys, progress on stderr unless
# --quiet, and no output file unless a valid solution within capacity was found.
# Usage: plan_cli.sh <path-to-strata> <data-dir>
set -u
STRATA="$1"
DATA="$2/dsa"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
source "$(dirname "$0")/lib/check.sh"

# 0: fits, JSON keys present with the computed figures, output written and valid CSV.
check "minimalloc C fits at 1048576" 0 "$STRATA" plan --input "$DATA/minimalloc/C.1048576.csv" \
  --capacity 1048576 --json --output "$TMP/c.csv" --quiet
for key in peak lower_bound gap_percent seconds optimal feasible heuristic_peak best_found_seconds windows; do
  expect "JSON has key $key" grep -q "\"$key\":" "$TMP/out"
done
expect "feasible is true" grep -q '"feasible": true' "$TMP/out"
expect "output written" test -s "$TMP/c.csv"
expect "output has header with offset" grep -q '^id,lower,upper,size,offset$' "$TMP/c.csv"
expect "output has one row per buffer" test "$(wc -l <"$TMP/c.csv")" = "$(wc -l <"$DATA/minimalloc/C.1048576.csv")"
# The written solution, read back as fixed offsets, is itself a valid input that fits.
check "written solution re-plans" 0 "$STRATA" plan --input "$TMP/c.csv" --capacity 1048576 --quiet

# 0: minimise mode reaches the lower bound of resnet50 and says so.
check "resnet50 minimise" 0 "$STRATA" plan --input "$DATA/models/resnet50.csv" --minimize --json --quiet
expect "resnet50 at bound" grep -q '"peak": 1515472556' "$TMP/out"
expect "resnet50 optimal" grep -q '"optimal": true' "$TMP/out"
expect "resnet50 gap 0" grep -q '"gap_percent": 0.0' "$TMP/out"

# A bundled model's L1 as a planning instance: written, read back, planned to its bound.
check "workload instance written" 0 "$STRATA" plan --workload bert-base --write-instance "$TMP/bert.csv"
expect "instance header" grep -q '^id,lower,upper,size,alignment$' "$TMP/bert.csv"
expect "instance names its buffers" test "$(wc -l <"$TMP/bert.csv")" = 818
check "workload planned directly" 0 "$STRATA" plan --workload bert-base --minimize --json --quiet
direct=$(grep '"peak"' "$TMP/out")
check "written instance planned" 0 "$STRATA" plan --input "$TMP/bert.csv" --minimize --json --quiet
expect "same peak either way" test "$direct" = "$(grep '"peak"' "$TMP/out")"
expect "bert-base L1 at its bound" grep -q '"optimal": true' "$TMP/out"
check "more decode steps" 0 "$STRATA" plan --workload llama-1b-decode --repeats 4 --write-instance "$TMP/llama4.csv"
check "default decode steps" 0 "$STRATA" plan --workload llama-1b-decode --write-instance "$TMP/llama2.csv"
expect "4 steps hold about twice the buffers of 2" test "$(( $(wc -l <"$TMP/llama4.csv") * 10 / $(wc -l <"$TMP/llama2.csv") ))" -ge 19
check "unknown workload" 2 "$STRATA" plan --workload gpt-9 --minimize
check "input and workload" 2 "$STRATA" plan --input "$DATA/models/resnet50.csv" --workload bert-base --minimize
check "repeats on a plain workload" 2 "$STRATA" plan --workload op-cosh --repeats 3 --minimize
check "residency out of range" 2 "$STRATA" plan --workload bert-base --residency 1.5 --minimize
check "neither input nor workload" 2 "$STRATA" plan --minimize

# Human-readable output names peak, lower bound, gap, time, optimality.
check "text output" 0 "$STRATA" plan --input "$DATA/models/iopddl_G_1.csv" --minimize --quiet
for word in "peak:" "lower bound:" "gap:" "time:" "optimal:"; do
  expect "text has '$word'" grep -q "$word" "$TMP/out"
done

# 1: capacity below the lower bound; nothing written.
check "infeasible capacity" 1 "$STRATA" plan --input "$DATA/minimalloc/C.1048576.csv" \
  --capacity 1000 --json --output "$TMP/none.csv" --quiet
expect "infeasible reported" grep -q '"feasible": false' "$TMP/out"
expect "no output on infeasible" test ! -e "$TMP/none.csv"

# 1: the budget runs out before an answer; the best peak is still printed.
check "timeout" 1 "$STRATA" plan --input "$DATA/minimalloc/F.1048576.csv" --capacity 1048576 \
  --timeout 0.01 --json --output "$TMP/none.csv" --quiet
expect "timed out reported" grep -q '"timed_out": true' "$TMP/out"
expect "no output on timeout" test ! -e "$TMP/none.csv"

# Progress line on stderr, suppressed by --quiet.
check "progress shown" 0 "$STRATA" plan --input "$DATA/minimalloc/C.1048576.csv" --capacity 1048576 \
  --progress-after 0
expect "progress line on stderr" grep -q "best peak" "$TMP/err"
check "progress quiet" 0 "$STRATA" plan --input "$DATA/minimalloc/C.1048576.csv" --capacity 1048576 \
  --progress-after 0 --quiet
expect "no progress with --quiet" test ! -s "$TMP/err"

# 2: bad input, with the line number; nothing written.
printf 'id,lower,upper,size\n0,0,4,8\n1,5,3,8\n' >"$TMP/bad_upper.csv"
printf 'id,lower,upper,size\n0,0,4,8\n0,1,4,8\n' >"$TMP/dup.csv"
printf 'id,lower,size\n0,0,8\n' >"$TMP/missing.csv"
printf 'id,lower,upper,size\n0,0,4,x8\n' >"$TMP/nonnum.csv"
printf 'id,lower,upper,size\n0,0,4,0\n' >"$TMP/zero.csv"
printf 'id,lower,upper,size,offset\na,0,4,8,0\nb,2,6,8,4\n' >"$TMP/collide.csv"
for case in "bad_upper:3" "dup:3" "missing:1" "nonnum:2" "zero:2" "collide:3"; do
  name=${case%%:*}
  line=${case##*:}
  check "bad input $name" 2 "$STRATA" plan --input "$TMP/$name.csv" --capacity 100 --output "$TMP/none.csv"
  expect "$name error names line $line" grep -q "$name.csv:$line:" "$TMP/err"
  expect "no output for $name" test ! -e "$TMP/none.csv"
done
check "missing file" 2 "$STRATA" plan --input "$TMP/does-not-exist.csv" --capacity 100
check "neither capacity nor minimize" 2 "$STRATA" plan --input "$DATA/minimalloc/C.1048576.csv"
check "both capacity and minimize" 2 "$STRATA" plan --input "$DATA/minimalloc/C.1048576.csv" --capacity 5 --minimize
check "zero capacity" 2 "$STRATA" plan --input "$DATA/minimalloc/C.1048576.csv" --capacity 0
check "negative timeout" 2 "$STRATA" plan --input "$DATA/minimalloc/C.1048576.csv" --minimize --timeout -1
check "non-numeric capacity" 2 "$STRATA" plan --input "$DATA/minimalloc/C.1048576.csv" --capacity lots

if [ "$fails" -ne 0 ]; then
  echo "$fails check(s) failed"
  exit 1
fi
echo "all plan CLI checks passed"
