#!/usr/bin/env bash
# docs/ops.md explains lgamma's bf16 tolerance with scripts/bf16_lgamma_error.py, a host
# re-run of the decomposition over every bf16 input of the domain. Its worst error must be
# the device's (`strata exec` draws enough inputs to hit every bf16 value), so the
# explanation describes the op as it runs.
set -euo pipefail
S="$1"
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
# Debian's python3, which install-deps gives numpy (as python/CMakeLists.txt uses).
host=$(/usr/bin/python3 "$ROOT/scripts/bf16_lgamma_error.py")
host=${host%%$'\n'*}
device=$("$S" exec lgamma --input 1x3x100x257:bf16 --json)
python3 - "$host" "$device" <<'PY'
import json, re, sys
host = float(re.search(r"worst error (\S+) at", sys.argv[1]).group(1))
device = json.loads(sys.argv[2])
assert device["within_tolerance"], device
assert abs(device["max_abs_error"] - host) < 1e-5, (host, device["max_abs_error"])
assert 0.5 < device["tolerance_used"] < 0.6, device
PY
