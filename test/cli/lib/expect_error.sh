# Shared by the CLI test scripts (sourced; not a test itself). Needs STRATA, tmp and a
# fail() that stops the script.
#
# expect_error PATTERN ARGS...: `$STRATA ARGS` exits 2 with a one-line message matching
# PATTERN, and leaves no $tmp/out.txt behind (bad input writes no output file).
expect_error() {
  local pattern="$1"; shift
  rm -f "$tmp/out.txt"
  set +e
  msg=$("$STRATA" "$@" 2>&1); rc=$?
  set -e
  [ "$rc" -eq 2 ] || fail "exit code $rc for $*: $msg"
  [ "$(echo "$msg" | wc -l)" -eq 1 ] || fail "one line for $*: $msg"
  echo "$msg" | grep -q -- "$pattern" || fail "message for $*: $msg"
  [ ! -e "$tmp/out.txt" ] || fail "output file written for $*"
}
