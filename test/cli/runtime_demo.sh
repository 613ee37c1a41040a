#!/usr/bin/env bash
# `strata runtime-demo`: the cosh composite prints the L1 map at every step, checks the
# result against the host reference and exits 0; a bad arch name exits 2. `strata demo`
# writes where it is asked.
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

# `strata demo` writes its report into the working directory, or -o DIR (created), never
# next to the executable; a -o that cannot be a directory fails before any step runs.
(cd "$tmp" && "$strata" demo >demo.txt)
[ -s "$tmp/fragmentation-report.html" ] || { echo "no report in the working directory"; exit 1; }
grep -q "^report: ./fragmentation-report.html" "$tmp/demo.txt"
"$strata" demo -o "$tmp/out/sub" >/dev/null
[ -s "$tmp/out/sub/fragmentation-report.html" ] || { echo "no report in -o DIR"; exit 1; }
grep -q "L1 lost to fragmentation" "$tmp/out/sub/fragmentation-report.html"
touch "$tmp/afile"
set +e
"$strata" demo -o "$tmp/afile/x" >"$tmp/demo_bad.txt" 2>"$tmp/err.txt"
rc=$?
set -e
[ "$rc" -eq 2 ] || { echo "expected exit 2 for -o under a file, got $rc"; exit 1; }
grep -q "strata demo -o .*cannot create the directory" "$tmp/err.txt"
[ ! -s "$tmp/demo_bad.txt" ] || { echo "steps ran before -o was checked"; exit 1; }
# A directory that exists but takes no files (/proc) fails as early.
if [ -d /proc ] && ! touch /proc/.strata-probe 2>/dev/null; then
  set +e
  "$strata" demo -o /proc >"$tmp/demo_proc.txt" 2>"$tmp/err.txt"
  rc=$?
  set -e
  [ "$rc" -eq 2 ] || { echo "expected exit 2 for -o /proc, got $rc"; exit 1; }
  grep -q "strata demo -o /proc: the directory does not take new files" "$tmp/err.txt"
  [ ! -s "$tmp/demo_proc.txt" ] || { echo "steps ran before -o /proc was checked"; exit 1; }
fi
echo "runtime_demo: ok"
