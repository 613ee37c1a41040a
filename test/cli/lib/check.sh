# Shared by the CLI test scripts (sourced; not a test itself). Needs $TMP and counts
# failures in $fails.
fails=0
check() {  # check <description> <expected exit> <command...>: runs it, output in $TMP/out|err
  local what="$1" want="$2"
  shift 2
  "$@" >"$TMP/out" 2>"$TMP/err"
  local got=$?
  if [ "$got" != "$want" ]; then
    echo "FAIL: $what: exit $got, expected $want"; cat "$TMP/out" "$TMP/err"; fails=$((fails + 1))
  else
    echo "ok: $what"
  fi
}
expect() {  # expect <description> <condition command...>
  local what="$1"
  shift
  if "$@"; then echo "ok: $what"; else echo "FAIL: $what"; fails=$((fails + 1)); fi
}
