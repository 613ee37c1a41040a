#!/usr/bin/env bash
# Installs the build into a temporary prefix and builds test/consumer against it (CMake
# package, static layers and the shared library), then a one-file program through
# pkg-config; every answer must equal the installed `strata` tool's.
# Usage: run.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
trap 'echo "FAIL: run.sh line $LINENO: $BASH_COMMAND" >&2' ERR
build=$(cd "$1" && pwd)
source_dir=$(cd "$2" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix

cmake --install "$build" --prefix "$prefix" >/dev/null
strata=$prefix/bin/strata
[ -x "$strata" ] || { echo "FAIL: $strata was not installed"; exit 1; }

cat > "$work/problem.csv" <<'CSV'
id,lower,upper,size
0,0,4,96
1,1,3,64
2,2,6,32
3,4,7,128
CSV

op=exp
spec=64x128:bf16:tile:l1
expected_query=$("$strata" query "$op" --input "$spec" --json | python3 -c '
import json, sys
d = json.load(sys.stdin)
print("query " + " ".join(f"{k}={d[k]}" for k in ("cb_peak", "stack_peak", "peak", "output_l1", "total")))')
expected_plan=$("$strata" plan --input "$work/problem.csv" --minimize --json --quiet | python3 -c '
import json, sys
d = json.load(sys.stdin)
print("plan peak={} lower_bound={}".format(d["peak"], d["lower_bound"]))')
version=$("$strata" --version | awk '{print $2}')
expected="version $version $version
$expected_query
$expected_plan"

cmake -S "$source_dir/test/consumer" -B "$work/consumer" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
cmake --build "$work/consumer" >/dev/null
for exe in consumer_static consumer_shared; do
  got=$("$work/consumer/$exe" "$op" "$spec" "$work/problem.csv")
  if [ "$got" != "$expected" ]; then
    printf 'FAIL: %s printed\n%s\nexpected\n%s\n' "$exe" "$got" "$expected"
    exit 1
  fi
done
# The shared build really uses libstrata.so from the prefix.
# (ldd's output is read whole first: `ldd | grep -q` under pipefail fails at random when
# grep exits before ldd has written everything.)
libs=$(ldd "$work/consumer/consumer_shared")
grep -q "$prefix/lib/libstrata.so" <<<"$libs" ||
  { echo "FAIL: consumer_shared does not load $prefix/lib/libstrata.so"; exit 1; }

# pkg-config: flags for a one-file program against the shared library.
export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
[ "$(pkg-config --modversion strata)" = "$version" ] || { echo "FAIL: pkg-config version"; exit 1; }
# shellcheck disable=SC2046
g++ -O1 -o "$work/consumer_pc" "$source_dir/test/consumer/main.cpp" $(pkg-config --cflags --libs strata)
got=$(env -u LD_LIBRARY_PATH "$work/consumer_pc" "$op" "$spec" "$work/problem.csv")
[ "$got" = "$expected" ] || { printf 'FAIL: pkg-config build printed\n%s\n' "$got"; exit 1; }

# A bad op name is an error the library reports (and the program exits 1).
if "$work/consumer/consumer_static" bogus "$spec" "$work/problem.csv" 2>"$work/err"; then
  echo "FAIL: unknown op accepted"; exit 1
fi
grep -q "^error: .*bogus" "$work/err" || { echo "FAIL: error text: $(cat "$work/err")"; exit 1; }
# The compiler component, where it was installed: a module planned through the library
# must give the graph `strata run` reports.
if [ -f "$prefix/lib/cmake/Strata/StrataCompilerTargets.cmake" ]; then
  module=$source_dir/examples/small_chain.mlir
  want=$("$strata" run "$module" --json 2>/dev/null | python3 -c '
import json, sys
d = json.load(sys.stdin)
print("function {} arch {} steps {} planned_on_the_fly {}".format(
    d["function"], d["arch"], len(d["steps"]), str(d["planned_on_the_fly"]).lower()))')
  cmake -S "$source_dir/test/consumer/compiler" -B "$work/compiler" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
  cmake --build "$work/compiler" >/dev/null
  got=$("$work/compiler/consumer_compiler" "$module" 2>/dev/null)
  [ "$got" = "$want" ] || { printf 'FAIL: consumer_compiler printed\n%s\nexpected\n%s\n' "$got" "$want"; exit 1; }
fi

# The Python module, where it was built, imports from the prefix (Debian's python3).
if [ -d "$prefix/lib/python3/dist-packages/strata" ]; then
  got=$(PYTHONPATH=$prefix/lib/python3/dist-packages /usr/bin/python3 -c \
        'import strata; print(strata.version(), strata.query("exp", ["64x128:bf16:tile:l1"])["total"])')
  want="$version $(echo "$expected_query" | sed 's/.*total=//')"
  [ "$got" = "$want" ] || { echo "FAIL: installed Python module printed '$got', expected '$want'"; exit 1; }
fi
echo "install + consumer: ok (static, shared, pkg-config, compiler component, Python; strata $version)"
