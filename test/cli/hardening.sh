#!/usr/bin/env bash
# Regressions: every bad input on every surface ends in ONE clear error line
# and exit code 2 (plan: 1 when infeasible) — no crash, no wrapped number, no unbounded
# read, no truncated output file.
# Usage: hardening.sh <path-to-strata> <data-dir>
set -uo pipefail
STRATA="$1"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }

# expect_error "message fragment" args...: exit 2, exactly one line on stderr, nothing
# on stdout, and the fragment in the line.
expect_error() {
  local fragment="$1"; shift
  "$STRATA" "$@" >"$tmp/out" 2>"$tmp/err"; local rc=$?
  local lines; lines=$(wc -l <"$tmp/err")
  if [ "$rc" -ne 2 ]; then fail "'$*': exit $rc (want 2): $(head -c 400 "$tmp/err")"; return; fi
  if [ "$lines" -ne 1 ]; then fail "'$*': $lines stderr lines (want 1): $(head -c 400 "$tmp/err")"; return; fi
  if [ -s "$tmp/out" ]; then fail "'$*': wrote to stdout"; return; fi
  grep -qF -- "$fragment" "$tmp/err" || fail "'$*': message lacks '$fragment': $(cat "$tmp/err")"
}

# --- crashes -------------------------------------------------------------------------
echo '{"name":"t","events":[]}' >"$tmp/empty.json"
expect_error "'events' is empty" alloc replay --trace "$tmp/empty.json"
for spec in 65536x65536x65536x65536 65536x65536x65536x65536:bf16:tile:l1 65536x65536x65536x65536x2; do
  expect_error "the number of elements is above 2^48" exec relu --input "$spec"
done

# --- silent wrong results ------------------------------------------------------------
expect_error "input 0 (320x107367629x536903681x1x32x32:bf16:tile:l1)" \
  query relu --input 320x107367629x536903681x1x32x32:bf16:tile:l1 --json
expect_error "above 2^48" exec relu --input 320x107367629x536903681x1x32x32:bf16:tile:l1
expect_error "the number of elements is above 2^48" query relu --input 4294967295x4294967295
expect_error "the tile-padded size in bytes is above 2^48" query relu --input 8388608x33554432
expect_error "above 2^48" query relu --input 4294967295x4294967295:f32:row_major

# --- capacity before host allocation -------------------------------------------------
expect_error "needs 134217728 B per L1 bank but a L1 bank of wormhole_b0 has 1395424 B" \
  exec relu --input 65536x65536:bf16:tile:l1
"$STRATA" arch show wormhole_b0 --json >"$tmp/wh.json"
sed 's/"dram_channels": 12/"dram_channels": 4294967295/' "$tmp/wh.json" >"$tmp/channels.json"
expect_error "field 'dram_channels' is 4294967295; more than 1024" exec relu --input 32x32 --arch "$tmp/channels.json"

# The host-memory check: sum's reference holds whole tensors on the host (40 B per
# element), so 32768x32768 bf16 fits DRAM (179 MB per bank) but needs 40 GiB of host
# memory; only meaningful on a machine with less. (relu streams rows: the same tensor
# needs about 4.1 GiB and runs.)
mem_kb=$(awk '/^MemTotal:/ { print $2 }' /proc/meminfo)
if [ "$mem_kb" -lt $((40 * 1024 * 1024)) ]; then
  expect_error "this run needs about 40960 MiB of host memory (its reference holds whole tensors on the host)" \
    exec sum --input 32768x32768
fi

# --- unbounded reads: not a regular file, over the size limit --------------------------
expect_error "planning CSV '/dev/zero' is not a regular file" plan --input /dev/zero --minimize
expect_error "trace file '/dev/zero' is not a regular file" frag --trace /dev/zero
expect_error "allocation trace '$tmp' is not a regular file (a directory)" alloc replay --trace "$tmp"
expect_error "arch file '$tmp' is not a regular file (a directory)" arch show "$tmp"
expect_error "trace file '$tmp' is not a regular file" report --trace "$tmp" -o "$tmp/r.html"
printf 'id,lower,upper,size\n0,0,1,8\n' >"$tmp/small.csv"
expect_error "is 28 bytes, above the input limit of 10 bytes; raise it with --max-input-bytes" \
  plan --input "$tmp/small.csv" --minimize --max-input-bytes 10
"$STRATA" plan --input "$tmp/small.csv" --minimize --quiet --max-input-bytes 28 >/dev/null ||
  fail "--max-input-bytes 28 should accept a 28-byte file"

# --- unclear errors --------------------------------------------------------------------
sed 's/"name": "wormhole_b0"/"name": 5/' "$tmp/wh.json" >"$tmp/num.json"
expect_error "field 'name' must be a string" arch show "$tmp/num.json"
"$STRATA" arch show wormhole_b0 --json | sed 's/"name": "wormhole_b0"/"name": "x\\u0000y"/' >"$tmp/nul.json"
expect_error "field 'name' contains control character 0x00" arch show "$tmp/nul.json"
"$STRATA" arch show wormhole_b0 --json | sed 's/"name": "wormhole_b0"/"name": "x\\ny"/' >"$tmp/nl.json"
expect_error "field 'name' contains control character 0x0a" arch show "$tmp/nl.json"
expect_error "unknown command 'bogus' for 'strata'; available: alloc" bogus
expect_error "unknown command 'bogus' for 'strata alloc'; available: replay, builtin-trace" alloc bogus
expect_error "The following argument was not expected: --bogus; see strata --help" query relu --input 32x32 --bogus
expect_error "needs --input FILE.csv or --workload NAME" plan --minimize
expect_error "--capacity 18446744073709551616 is out of range" plan --input "$tmp/small.csv" --capacity 18446744073709551616
expect_error "--capacity '-1' is not a whole number" plan --input "$tmp/small.csv" --capacity -1
expect_error "--progress-after nan is not a number of seconds" plan --input "$tmp/small.csv" --minimize --progress-after nan
expect_error "--seed '-1' is not a whole number" exec relu --input 32x32 --seed -1
expect_error "--seed 18446744073709551616 is out of range" exec relu --input 32x32 --seed 18446744073709551616

# Runtime trace fields: negative and oversized numbers, wrong types.
"$STRATA" trace demo --json >"$tmp/trace.json"
python3 - "$tmp" <<'PY'
import json, sys, copy
d = sys.argv[1]
t = json.load(open(f"{d}/trace.json"))
def write(name, f):
    u = copy.deepcopy(t); f(u); json.dump(u, open(f"{d}/{name}.json", "w"))
write("seq", lambda u: u["events"][0].__setitem__("seq", -1))
def banks(u):
    next(e for e in u["events"] if "num_banks" in e)["num_banks"] = 2**40
write("banks", banks)
write("format", lambda u: u.__setitem__("format", 5))
write("version", lambda u: u.__setitem__("version", "1"))
def huge(u):  # wrapped to "allocation of 0 bytes" when aligned
    next(e for e in u["events"] if e["kind"] == "alloc" and e["buffer_type"] == "l1")["bytes_per_bank"] = 2**64 - 1
write("huge_bytes", huge)
def half(u):  # 2^63: a nonsense min L1 and negative overhead
    next(e for e in u["events"] if e["kind"] == "alloc" and e["buffer_type"] == "l1")["bytes_per_bank"] = 2**63
write("half_bytes", half)
PY
expect_error "field 'seq' must be a whole number from 0 to 18446744073709551615, got -1" frag --trace "$tmp/seq.json"
expect_error "field 'num_banks' must be a whole number from 0 to 4294967295, got 1099511627776" frag --trace "$tmp/banks.json"
expect_error "not a strata trace" frag --trace "$tmp/format.json"
expect_error "trace event 0: L1 buffer 1 has 18446744073709551615 bytes per bank, more than the 1499136 B L1" frag --trace "$tmp/huge_bytes.json"
expect_error "trace event 0: L1 buffer 1 has 9223372036854775808 bytes per bank" report --trace "$tmp/half_bytes.json" -o "$tmp/r.html"
expect_error "unsupported strata trace version \"1\"" frag --trace "$tmp/version.json"

# Allocation trace sizes that would wrap when multiplied by the bank count.
echo '{"name":"t","events":[{"op":"alloc","id":"a","bytes":18446744073709551615}]}' >"$tmp/wrap.json"
expect_error "does not fit in 64 bits" alloc replay --trace "$tmp/wrap.json"

# --- outputs: a failing command leaves an existing file untouched ------------------------
echo "keep" >"$tmp/keep.txt"
expect_error "not a regular file" frag --trace /dev/zero -o "$tmp/keep.txt"
expect_error "not a regular file" report --trace /dev/zero -o "$tmp/keep.txt"
printf 'id,lower,upper,size\n0,0,1,8\n1,0,1,8\n' >"$tmp/two.csv"
"$STRATA" plan --input "$tmp/two.csv" --capacity 8 --output "$tmp/keep.txt" --quiet >/dev/null; rc=$?
[ "$rc" -eq 1 ] || fail "infeasible plan: exit $rc (want 1)"
expect_error "unknown trace workload" trace bogus -o "$tmp/keep.txt"
[ "$(cat "$tmp/keep.txt")" = "keep" ] || fail "a failed command changed an existing output file"
ls "$tmp" | grep -q '\.tmp' && fail "a temporary output file was left behind"

# Second pass: a figure no number type holds, and a spreadsheet's byte order mark.
python3 -c 'import re,sys; t=open(sys.argv[1]).read(); print(re.sub(r"\"l1_size\": \d+", "\"l1_size\": " + "9" * 400, t))' \
  "$tmp/wh.json" >"$tmp/digits.json"
expect_error "digits.json: not readable as JSON: number overflow parsing '9999" arch show "$tmp/digits.json"
grep -q 'json.exception' "$tmp/err" && fail "the JSON library's own prefix reached the user"
printf '\xef\xbb\xbfid,lower,upper,size\n0,0,1,8\n' >"$tmp/bom.csv"
"$STRATA" plan --input "$tmp/bom.csv" --minimize --quiet >/dev/null 2>"$tmp/err" || fail "a CSV with a BOM: $(cat "$tmp/err")"

[ "$fails" -eq 0 ] || { echo "$fails failure(s)"; exit 1; }
echo "hardening: all cases passed"
