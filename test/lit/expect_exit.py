#!/usr/bin/env python3
"""usage: expect_exit.py CODE COMMAND [ARGS...]

Runs COMMAND (stdin, stdout and stderr passed through) and succeeds only when
it exits with CODE; lit's internal shell has no `$?` to test."""
import subprocess
import sys

if len(sys.argv) < 3:
    sys.exit(__doc__)
code = subprocess.run(sys.argv[2:]).returncode
if code != int(sys.argv[1]):
    print(f"expect_exit.py: {sys.argv[2]} exited {code}, want {sys.argv[1]}", file=sys.stderr)
    sys.exit(1)
