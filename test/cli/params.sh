#!/usr/bin/env bash
# --param values are read as the op declares each parameter (float, integer, bool): a
# fraction for an integer, 2 for a bool, a number no integer parameter holds, or a
# non-number is one clear error line (exit 2) that names the op, the parameter and the
# value as written; an integer out of the op's range names the value given, not a wrap.
# Usage: params.sh <path-to-strata> <data-dir>
set -uo pipefail
S="$1"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
source "$(dirname "$0")/lib/check.sh"
error_is() {  # error_is <description> <expected stderr line> <strata args...>
  local what="$1" want="$2"
  shift 2
  check "$what" 2 "$S" "$@"
  [ "$(cat "$TMP/err")" = "$want" ] || { echo "FAIL: $what: stderr '$(cat "$TMP/err")', want '$want'"; fails=$((fails + 1)); }
}
X="--input 64x128:bf16"
error_is "k = 5.5" "error: op topk: k = 5.5 is not a whole number; k takes an integer" \
  query topk $X --param k=5.5
error_is "k = 1e300" "error: op topk: k = 1e300 is outside the integers a parameter holds (|k| <= 2^53)" \
  query topk $X --param k=1e300
error_is "k = 2^64 + 5" "error: op topk: k = 18446744073709551621 is outside the integers a parameter holds (|k| <= 2^53)" \
  query topk $X --param k=18446744073709551621
error_is "k = -5" "error: topk: k = -5 is outside [1, 128], the extent of dim 1 of 64x128" \
  query topk $X --param k=-5
error_is "largest = 2" "error: op topk: largest = 2 is not a bool; largest takes 0 or 1 (false or true)" \
  query topk $X --param largest=2
error_is "k = seven" "error: bad parameter 'k=seven': the value must be an integer" \
  query topk $X --param k=seven
error_is "beta = nan" "error: op softplus: beta = nan is not a finite number" \
  query softplus $X --param beta=nan
error_is "beta = 1e999" "error: op softplus: beta = 1e999 is not a finite number" \
  query softplus $X --param beta=1e999
error_is "scalar = 1e39" "error: op add_scalar: scalar = 1e39 is beyond float32's range (|value| <= 3.4e38), which the device computes in" \
  exec add_scalar --input 64x64:bf16 --param scalar=1e39
error_is "epsilon = -1" "error: op rms_norm: epsilon = -1 is negative; epsilon takes a number >= 0" \
  query rms_norm $X --param epsilon=-1
error_is "scale = -0.5" "error: op scaled_dot_product_attention: scale = -0.5 is negative; scale takes a number >= 0" \
  query scaled_dot_product_attention --input 1x1x64x64:bf16 --input 1x1x64x64:bf16 --input 1x1x64x64:bf16 --param scale=-0.5
# An overflow is a numeric failure with its count, not "max abs 0".
check "mul_scalar overflowing bf16" 1 "$S" exec mul_scalar --input 64x64:bf16 --param scalar=1e38
grep -q "OUT OF TOLERANCE ([0-9]* elements NaN or inf on one side only)" "$TMP/out" \
  || { echo "FAIL: overflow not counted: $(tail -1 "$TMP/out")"; fails=$((fails + 1)); }
error_is "k twice" "error: --param k=3 and --param k=4 both set k; give each parameter once" \
  query topk $X --param k=3 --param k=4
check "largest = false" 0 "$S" query topk $X --param largest=false --param k=7
check "a float's integer value" 0 "$S" query softplus $X --param beta=2
[ "$fails" -eq 0 ] && echo "params: all passed" || { echo "params: $fails failed"; exit 1; }
