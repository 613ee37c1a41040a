#!/usr/bin/env bash
# The TTNN element-wise vocabulary on the command line: `query --list` shows
# every added op under its tt-mlir / ttnn name with tt-mlir's parameter names, and
# `exec` of one op per family agrees with the query and stays within tolerance.
set -euo pipefail
S="$1"
fail() { echo "FAIL: $*" >&2; exit 1; }

list=$("$S" query --list)
for op in tan atan asin acos asinh acosh atanh erf erfc erfinv isfinite isinf isnan \
          relu6 mish logical_not trunc exp2 log2 log10 atan2 remainder fmod logical_xor \
          pow_tensor lerp clamp_tensor; do
  grep -q "^$op " <<<"$list" || fail "query --list lacks $op"
done
grep -q '^leaky_relu .* parameter=0.01' <<<"$list" || fail "leaky_relu parameter"
grep -q '^elu .* alpha=1' <<<"$list" || fail "elu alpha"
grep -q '^hardtanh .* min_val=-1 max_val=1' <<<"$list" || fail "hardtanh min_val/max_val"
grep -q '^round .* decimals=0' <<<"$list" || fail "round decimals"
grep -q '^clamp_scalar .* min=-1 max=1' <<<"$list" || fail "clamp_scalar min/max"
grep -q '^pow_scalar .* rhs=2' <<<"$list" || fail "pow_scalar rhs (tt-mlir's attribute)"
grep -q '^addcmul .*3 input(s).* value=1' <<<"$list" || fail "addcmul value"
# Strata-only names stay.
grep -q '^add_scalar ' <<<"$list" || fail "add_scalar"

# exec: exit 0 means measured == query and the error is within tolerance.
"$S" exec leaky_relu --input 1x3x100x257:bf16 --param parameter=0.2 >/dev/null || fail "exec leaky_relu"
"$S" exec atan2 --input 1x3x100x257:f32:tile:l1 --input 1x3x100x257:f32:tile:l1 >/dev/null \
  || fail "exec atan2"
"$S" exec lerp --input 2x1x33x128:bf16 --input 2x1x33x128:bf16 --input 1x1:bf16 >/dev/null \
  || fail "exec lerp"
"$S" query pow_scalar --input 32x32 --param rhs=3 >/dev/null || fail "pow_scalar rhs"
if "$S" query pow_scalar --input 32x32 --param exponent=3 >/dev/null 2>&1; then
  fail "pow_scalar still takes exponent"
fi
echo ok
