#!/usr/bin/env bash
# tt-mlir's TTNN golden modules (test/data/ttmlir_golden/, copied from tt-mlir; see the
# README there): each goes through `strata-opt --ttnn-memory-pipeline`, then every
# function of the planned module through `strata run`, which must report every check
# passing. The modules named in expected_refusals.txt must instead be refused with the
# one-line reason written there (one error line, not counting strata-opt's summary line).
# Any other failure, and any crash, fails the test. Prints the counts.
# Usage: ttmlir_golden.sh <path-to-strata> <data-dir>
set -u
S="$1"
OPT="$(dirname "$S")/../strata-opt/strata-opt"
source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
DIR="$(cd "$(dirname "$0")/../data/ttmlir_golden" && pwd)"
EXPECTED="$DIR/expected_refusals.txt"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# expected_refusals.txt: "<module>.mlir: <text the refusal's error line contains>".
expected_reason() {
  grep -E "^$1: " "$EXPECTED" 2>/dev/null | head -1 | sed -E "s/^[^:]+: //"
}
# The diagnostic lines of a failed step, without strata-opt's own summary line.
error_lines() {
  grep -E '(^|: )error: ' "$1" | grep -vE '^strata-opt: error: .*input rejected'
}

modules=0 ran=0 functions=0 refused=0 crashes=0 fails=0
for module in "$DIR"/*.mlir; do
  name=$(basename "$module")
  modules=$((modules + 1))
  want=$(expected_reason "$name")
  "$OPT" "$module" --ttnn-memory-pipeline -mlir-print-op-on-diagnostic=false \
    -o "$TMP/$name" 2>"$TMP/$name.err"
  rc=$?
  step="strata-opt"
  err="$TMP/$name.err"
  if [ "$rc" -eq 0 ]; then
    rc_run=0
    for fn in $(grep -oE 'func\.func @[A-Za-z0-9_]+' "$TMP/$name" | sed 's/.*@//'); do
      functions=$((functions + 1))
      "$S" run "$TMP/$name" --func "$fn" --seed 1 >"$TMP/$name.$fn.out" 2>&1
      rc_run=$?
      if [ "$rc_run" -ge 128 ]; then
        echo "CRASH: strata run $name --func $fn (exit $rc_run)"; tail -3 "$TMP/$name.$fn.out"
        crashes=$((crashes + 1)); break
      fi
      if [ "$rc_run" -ne 0 ] ||
         ! grep -qE '^ok: [0-9]+ steps, 0 L1 mismatches, 0 clashes, 0 numeric failures$' \
           "$TMP/$name.$fn.out"; then
        [ "$rc_run" -eq 0 ] && rc_run=1
        step="strata run --func $fn"; err="$TMP/$name.$fn.out"; break
      fi
    done
    [ "$rc_run" -ge 128 ] && continue
    rc=$rc_run
  elif [ "$rc" -ge 128 ] || [ "$rc" -ne 2 ]; then
    echo "CRASH: strata-opt $name (exit $rc)"; tail -3 "$err"; crashes=$((crashes + 1)); continue
  fi
  if [ "$rc" -eq 0 ]; then
    if [ -n "$want" ]; then
      echo "FAIL: $name is listed as refused ($want) but plans and runs; drop it from $EXPECTED"
      fails=$((fails + 1))
    fi
    ran=$((ran + 1))
    continue
  fi
  lines=$(error_lines "$err")
  if [ -z "$want" ]; then
    echo "FAIL: $name ($step):"; if [ -n "$lines" ]; then echo "$lines"; else tail -3 "$err"; fi
    fails=$((fails + 1))
  elif [ "$(printf '%s\n' "$lines" | grep -c .)" -ne 1 ] || ! grep -qF -- "$want" <<<"$lines"; then
    echo "FAIL: $name must be refused with one line containing '$want' ($step), got:"
    if [ -n "$lines" ]; then echo "$lines"; else tail -3 "$err"; fi
    fails=$((fails + 1))
  else
    echo "refused: $name: $(sed -E 's/^.*error: //' <<<"$lines")"
    refused=$((refused + 1))
  fi
done
[ "$modules" -ge 70 ] || { echo "FAIL: only $modules modules found in $DIR"; fails=$((fails + 1)); }
echo "ttmlir golden: $ran of $modules modules planned and run ($functions functions, every check" \
     "passing), $refused refused, $crashes crashes, $fails unexpected failures"
[ "$fails" -eq 0 ] && [ "$crashes" -eq 0 ]
