#!/usr/bin/env bash
# The data-movement ops on the command line: `query --list` names them with
# tt-mlir's attribute names, list parameters are written name=1,2,3, `query` gives the
# documented CB figures, `exec` agrees with the query and is exact, and bad parameters
# give a one-line error naming the parameter.
set -euo pipefail
S="$1"
fail() { echo "FAIL: $*" >&2; exit 1; }

list=$("$S" query --list)
grep -q '^reshape .* shape=\[\]' <<<"$list" || fail "reshape shape"
grep -q '^permute .* permutation=\[\]' <<<"$list" || fail "permute permutation"
grep -q '^transpose .* dim0=-2 dim1=-1' <<<"$list" || fail "transpose dim0/dim1"
grep -q '^concat .*2-3 input(s).* dim=-1' <<<"$list" || fail "concat dim"
grep -q '^slice .* begins=\[\] ends=\[\] step=\[\]' <<<"$list" || fail "slice begins/ends/step"
grep -q '^repeat .* repeat_dims=\[\]' <<<"$list" || fail "repeat repeat_dims"
grep -q '^repeat_interleave .* repeats=2 dim=-2' <<<"$list" || fail "repeat_interleave repeats/dim"

# Reader/writer ops: one CB of two bf16 tiles; moving the last dim adds the transpose CB.
out=$("$S" query permute --input 1x2x64x128:bf16 --param permutation=1,0,2,3 --json)
grep -q '"cb_peak": *4096' <<<"$out" || fail "permute cb_peak: $out"
out=$("$S" query transpose --input 1x1x64x128:bf16 --json)
grep -q '"cb_peak": *8192' <<<"$out" || fail "transpose cb_peak: $out"

# exec: exit 0 means measured == query and the result equals the reference.
"$S" exec reshape --input 1x3x100x257:bf16 --param shape=300,257 >/dev/null || fail "exec reshape"
"$S" exec permute --input 2x1x33x128:f32:tile:l1 --param 'permutation=[3, 1, 0, 2]' >/dev/null \
  || fail "exec permute"
"$S" exec concat --input 2x1x33x128:bf16 --input 2x1x7x128:bf16 --param dim=2 >/dev/null \
  || fail "exec concat"
"$S" exec slice --input 1x3x100x257:bf16 --param begins=0,1,3,5 --param ends=1,3,99,250 \
  --param step=1,1,2,3 >/dev/null || fail "exec slice"
"$S" exec repeat --input 2x1x33x40:bf16 --param repeat_dims=1,2,3,2 >/dev/null || fail "exec repeat"
"$S" exec repeat_interleave --input 1x3x100x57:bf16 --param repeats=3 --param dim=-1 >/dev/null \
  || fail "exec repeat_interleave"

# Bad parameters: one line naming the parameter.
err=$("$S" query permute --input 2x1x32x128 --param permutation=0,0,1,2 2>&1 >/dev/null) && fail "accepted"
grep -q 'permute: permutation: .* names dim 0 twice' <<<"$err" || fail "permutation error: $err"
err=$("$S" query slice --input 2x1x32x128 --param step=1,x 2>&1 >/dev/null) && fail "accepted"
grep -q 'step takes a comma-separated list' <<<"$err" || fail "list parse error: $err"
echo ok
