#!/usr/bin/env bash
# `strata runtime-demo`: the cosh composite prints the L1 map at every step, checks the
# result against the host reference and exits 0; a bad arch name exits 2.
set -euo pipefail
strata="$1"
out=$("$strata" runtime-demo)
echo "$out"
grep -q "exp(x) .*stack top  105760 (  2048 B, depth 1)" <<<"$out"
grep -q "frame closed .*stack top  103712 (     0 B, depth 0)" <<<"$out"
grep -q "peak(stack+CB) 22528 B per core" <<<"$out"
grep -q "(tolerance 1/32): OK" <<<"$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
set +e
"$strata" runtime-demo --arch no_such_arch 2>"$tmp/err.txt"
rc=$?
set -e
[ "$rc" -eq 2 ] || { echo "expected exit 2 for a bad arch, got $rc"; exit 1; }
grep -q "no_such_arch" "$tmp/err.txt"
echo "runtime_demo: ok"
