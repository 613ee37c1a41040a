# Shared by the CLI test scripts (sourced): how a script says that part of it cannot run.
# ctest counts exit 77 as "skipped" (SKIP_RETURN_CODE in test/CMakeLists.txt), never as a
# pass. STRATA_HAS_MLIR (set by ctest from the build's configuration) says whether `strata
# run` must exist: in a build with the MLIR half a missing command is a failure, not a skip.

# needs_run_command <strata>: returns when `strata run` exists; otherwise skips the rest of
# the script (exit 77), or fails it when the build should have the command.
needs_run_command() {
  if "$1" --help 2>&1 | grep -qE '^\s+run\b'; then
    return 0
  fi
  if [ "${STRATA_HAS_MLIR:-}" = "ON" ]; then
    echo "FAIL: this build has the MLIR half but '$1' has no 'run' command" >&2
    exit 1
  fi
  echo "skipped: this strata was built without the MLIR half (no 'run' command); the steps before this line passed"
  exit 77
}
