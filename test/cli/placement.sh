#!/usr/bin/env bash
# L1 placement from the command line: strata run --placement under each policy runs a
# real model (tt-mlir's MNIST, lowered from TTIR) with its kernels, and every step's
# planned DRAM bytes equal the DRAM buffers the device touched; Strata's policy moves
# fewer DRAM bytes than all-DRAM and no more than the model of tt-mlir's on a BERT block;
# the pipeline option writes a module that runs as planned; a policy that does not exist
# is bad input; the query figures docs/placement.md gives for a sharded matmul output.
# Usage: placement.sh <path-to-strata> <data-dir>
set -u
S="$1"
OPT="$(dirname "$S")/../strata-opt/strata-opt"
source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
MODELS="$(cd "$(dirname "$0")/../data/ttmlir_models" && pwd)"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# 1. MNIST with kernels and both references under every policy: the DRAM check holds.
for policy in dram tt-mlir strata; do
  if ! "$S" run "$MODELS/mnist.mlir" --placement "$policy" >"$TMP/mnist.$policy" 2>&1; then
    fail "mnist under $policy does not pass:"; tail -3 "$TMP/mnist.$policy"; continue
  fi
  grep -q "; 0 steps moved other bytes than planned$" "$TMP/mnist.$policy" ||
    fail "mnist under $policy: $(grep '^DRAM:' "$TMP/mnist.$policy")"
done
# All-DRAM moves 3788800 B (each op reads and writes its tensors in DRAM); with the seven
# activations in L1 only the arguments and the result are left: 794624 B fewer.
grep -q "^DRAM: 3788800 B planned (.*), 3788800 B of tensors touched" "$TMP/mnist.dram" ||
  fail "mnist all-DRAM: $(grep '^DRAM:' "$TMP/mnist.dram")"
grep -q "^DRAM: 2994176 B planned (.*), 2994176 B of tensors touched" "$TMP/mnist.strata" ||
  fail "mnist strata: $(grep '^DRAM:' "$TMP/mnist.strata")"
grep -q "remark: L1 placement (strata): 7 of 7 candidate activations in L1, 794624 B" \
  "$TMP/mnist.strata" || fail "mnist strata placement remark missing"

# 2. The BERT encoder block, the L1 side only: strata < tt-mlir < all-DRAM, in --json.
bytes() {
  "$S" run "$MODELS/bert_encoder_block.mlir" --no-numerics --json --placement "$1" 2>/dev/null |
    /usr/bin/python3 -c "import json,sys; j=json.load(sys.stdin); assert j['ok']; print(j['dram']['planned_bytes'])"
}
dram=$(bytes dram) ttmlir=$(bytes tt-mlir) strata=$(bytes strata)
if ! [ -n "$dram" ] || ! [ -n "$ttmlir" ] || ! [ -n "$strata" ] ||
   ! [ "$strata" -lt "$ttmlir" ] || ! [ "$ttmlir" -lt "$dram" ]; then
  fail "bert_encoder_block DRAM bytes: dram '$dram', tt-mlir '$ttmlir', strata '$strata'"
fi

# 3. The pipeline option: the planned module carries its placement and runs as planned.
if "$OPT" "$MODELS/mnist.mlir" --ttir-to-ttnn-memory-pipeline="placement=tt-mlir" \
     -mlir-print-op-on-diagnostic=false -o "$TMP/mnist.planned.mlir" 2>"$TMP/opt.err"; then
  grep -q 'strata.placement = {.*policy = "tt-mlir"' "$TMP/mnist.planned.mlir" ||
    fail "the planned module has no strata.placement"
  "$S" run "$TMP/mnist.planned.mlir" --no-reference >"$TMP/planned.out" 2>&1 ||
    { fail "the planned module does not run:"; tail -3 "$TMP/planned.out"; }
else
  fail "the pipeline with placement=tt-mlir fails:"; cat "$TMP/opt.err"
fi

# 4. A policy that does not exist: exit 2, naming the choices; the pass says the same.
"$S" run "$MODELS/mnist.mlir" --placement greedy >"$TMP/bad.out" 2>&1
rc=$?
[ "$rc" -eq 2 ] || fail "--placement greedy exits $rc, not 2"
grep -q "greedy" "$TMP/bad.out" && grep -q "strata" "$TMP/bad.out" ||
  fail "--placement greedy: $(cat "$TMP/bad.out")"
"$OPT" "$MODELS/mnist.mlir" --ttir-to-ttnn-memory-pipeline="placement=greedy" -o /dev/null \
  >"$TMP/badopt.out" 2>&1 && fail "placement=greedy is accepted by the pipeline"
grep -q "unknown L1 placement policy 'greedy'; use strata, tt-mlir or dram" "$TMP/badopt.out" ||
  fail "placement=greedy: $(cat "$TMP/badopt.out")"

# 5. The run's trace replays in the fragmentation study; an unwritable trace path is
#    refused before the run.
"$S" run "$MODELS/mnist.mlir" --no-numerics --placement strata --trace "$TMP/trace.json" \
  >/dev/null 2>&1 || fail "run --trace"
"$S" frag --trace "$TMP/trace.json" --policy heap,stack,planned >"$TMP/frag.out" 2>&1 ||
  fail "frag --trace of a model run: $(tail -2 "$TMP/frag.out")"
grep -qE "^trace +stack " "$TMP/frag.out" || fail "frag table: $(cat "$TMP/frag.out")"
"$S" run "$MODELS/mnist.mlir" --trace "$TMP/missing/t.json" >"$TMP/badtrace.out" 2>&1
rc=$?
[ "$rc" -eq 2 ] && grep -q "^error: --trace .*missing/t.json: cannot write there" "$TMP/badtrace.out" &&
  ! grep -q "^ok:" "$TMP/badtrace.out" || fail "--trace to a missing directory: rc $rc, $(cat "$TMP/badtrace.out")"

# 6. docs/placement.md ("Sharding"): a matmul with a width-sharded output writes it in
#    place and blocks by its shard: less L1 for a decode-sized output, far more for a
#    prefill-sized one.
cb_peak() {
  "$S" query matmul --input "$1" --input 4096x4096:bf16:tile:dram --output-memory-config "$2" |
    awk '$1 == "cb_peak" {print $2}'
}
decode_i=$(cb_peak 1x128x4096:bf16:tile:dram dram) decode_s=$(cb_peak 1x128x4096:bf16:tile:dram l1-width:8x8)
prefill_i=$(cb_peak 1x2048x4096:bf16:tile:dram dram) prefill_s=$(cb_peak 1x2048x4096:bf16:tile:dram l1-width:8x8)
[ "$decode_i $decode_s $prefill_i $prefill_s" = "114688 98304 163840 1081344" ] ||
  fail "matmul circular buffers interleaved / sharded: decode $decode_i / $decode_s, prefill $prefill_i / $prefill_s"

[ "$fails" -eq 0 ] && echo "placement: every policy runs mnist with the DRAM check; strata < tt-mlir < dram on bert"
exit "$fails"
