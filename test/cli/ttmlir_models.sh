#!/usr/bin/env bash
# tt-mlir's TTIR model graphs (test/data/ttmlir_models/, copied from tt-mlir; see the
# README there), the small ones end to end: `strata run` lowers each (--ttir-to-ttnn),
# plans it on the fly and runs it with every op's result checked against its float64
# reference and every step's L1 against the plan; the same through strata-opt's
# --ttir-to-ttnn-memory-pipeline and a run of the planned module. Refusals name the op
# in one line (a multi-device collective, an op the lowering does not know); conv nets
# run their L1 side with --no-numerics. All of
# them: `make models` (docs/models.md).
# Usage: ttmlir_models.sh <path-to-strata> <data-dir>
set -u
S="$1"
OPT="$(dirname "$S")/../strata-opt/strata-opt"
source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
DIR="$(cd "$(dirname "$0")/../data/ttmlir_models" && pwd)"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

for model in mnist qwen_3_embedding_4b_encoder_block falcon_3_1b_decode_block swin_vision_block; do
  "$S" run "$DIR/$model.mlir" >"$TMP/$model.out" 2>"$TMP/$model.err"
  rc=$?
  if [ "$rc" -ne 0 ] || ! tail -1 "$TMP/$model.out" | grep -q "^ok: .* 0 L1 mismatches, 0 clashes, 0 numeric failures, 1 of 1 results match the model$"; then
    fail "$model: strata run exit $rc: $(tail -1 "$TMP/$model.out") $(tail -1 "$TMP/$model.err")"
  elif ! head -1 "$TMP/$model.out" | grep -q "(lowered from TTIR) (planned on the fly)"; then
    fail "$model: the report does not say it was lowered and planned: $(head -1 "$TMP/$model.out")"
  else
    echo "ok: $model runs, every op checked ($(tail -1 "$TMP/$model.out" | cut -d, -f1))"
  fi
done

# A lowering bug (add lowered as subtract, on purpose) passes every per-op check, since
# each ttnn op matches its own reference; the model-level reference must catch it.
STRATA_TEST_BREAK_LOWERING=add-as-subtract "$S" run "$DIR/mnist.mlir" >"$TMP/broken.out" 2>/dev/null
rc=$?
if [ "$rc" -eq 1 ] && grep -q "^model result 0: PCC .*: FAILED$" "$TMP/broken.out" &&
   tail -1 "$TMP/broken.out" | grep -q "^FAILED: 16 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures, 0 of 1 results match the model$"; then
  echo "ok: a broken lowering fails the model check ($(grep '^model result 0' "$TMP/broken.out" | cut -d, -f1))"
else
  fail "broken lowering: exit $rc: $(tail -2 "$TMP/broken.out")"
fi

# conv2d on NCHW with asymmetric padding, then max_pool2d with padding: the lowering's
# flattened NHWC rows and padding order against the model, small enough for every run.
cat >"$TMP/conv_pool.mlir" <<'MLIR'
func.func @conv_pool(%x: tensor<2x3x16x16xbf16>, %w: tensor<32x3x3x3xbf16>, %b: tensor<1x1x1x32xbf16>) -> tensor<2x8x8x32xbf16> {
  %0 = "ttir.conv2d"(%x, %w, %b) <{batch_dim = 0 : i64, channel_dim = 1 : i64, height_dim = 2 : i64, width_dim = 3 : i64, dilation = array<i32: 1, 1>, groups = 1 : i32, padding = array<i32: 1, 0, 1, 2>, stride = array<i32: 1, 1>}> : (tensor<2x3x16x16xbf16>, tensor<32x3x3x3xbf16>, tensor<1x1x1x32xbf16>) -> tensor<2x32x16x16xbf16>
  %1 = "ttir.permute"(%0) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x32x16x16xbf16>) -> tensor<2x16x16x32xbf16>
  %2 = "ttir.max_pool2d"(%1) <{ceil_mode = false, dilation = array<i32: 1, 1>, kernel = array<i32: 3, 3>, padding = array<i32: 1, 1, 1, 1>, stride = array<i32: 2, 2>}> : (tensor<2x16x16x32xbf16>) -> tensor<2x8x8x32xbf16>
  return %2 : tensor<2x8x8x32xbf16>
}
MLIR
if "$S" run "$TMP/conv_pool.mlir" >"$TMP/conv_pool.out" 2>/dev/null &&
   tail -1 "$TMP/conv_pool.out" | grep -q "0 numeric failures, 1 of 1 results match the model$"; then
  echo "ok: conv2d + max_pool2d match the model ($(grep '^model result 0' "$TMP/conv_pool.out" | cut -d, -f1))"
else
  fail "conv2d + max_pool2d: $(tail -2 "$TMP/conv_pool.out")"
fi

# The pipeline, then a run of what it wrote (planned: no planning on the fly).
if "$OPT" --ttir-to-ttnn-memory-pipeline="arch=wormhole_b0" "$DIR/mnist.mlir" -o "$TMP/mnist_planned.mlir" 2>"$TMP/opt.err" &&
   ! grep -q '"ttir\.' "$TMP/mnist_planned.mlir" &&
   "$S" run "$TMP/mnist_planned.mlir" --json >"$TMP/planned.json" 2>/dev/null &&
   python3 -c "import json,sys; j=json.load(open(sys.argv[1])); sys.exit(0 if j['ok'] and not j['planned_on_the_fly'] and not j['lowered_from_ttir'] else 1)" "$TMP/planned.json"; then
  echo "ok: the pipeline's output runs as planned"
else
  fail "pipeline: $(tail -2 "$TMP/opt.err")"
fi

# --no-reference: the device still computes and the L1 checks stay; no op is compared.
# (With references, llama_attention's softmax, which tt-mlir lowers without numeric
# stabilisation, overflows f32 on random inputs: docs/models.md.)
"$S" run "$DIR/llama_attention.mlir" --no-reference --json >"$TMP/noref.json" 2>/dev/null
if python3 -c "import json,sys; j=json.load(open(sys.argv[1])); sys.exit(0 if j['ok'] and all('numerics' not in s for s in j['steps']) and len(j['steps']) > 60 else 1)" "$TMP/noref.json"; then
  echo "ok: --no-reference skips the references"
else
  fail "--no-reference"
fi

# batch_norm_inference and upsample2d (nearest and bilinear) against the model: the
# reference's own evaluation of each op, apart from the lowering and the op library.
for mode in nearest bilinear; do
  cat >"$TMP/up_$mode.mlir" <<MLIR
func.func @main(%x: tensor<1x4x6x32xbf16>) -> tensor<1x8x12x32xbf16> {
  %0 = "ttir.upsample2d"(%x) <{mode = "$mode", scale_factor = 2 : si32}> : (tensor<1x4x6x32xbf16>) -> tensor<1x8x12x32xbf16>
  return %0 : tensor<1x8x12x32xbf16>
}
MLIR
done
cat >"$TMP/batch_norm.mlir" <<'MLIR'
func.func @main(%x: tensor<2x4x8x32xbf16>, %s: tensor<4xbf16>, %o: tensor<4xbf16>, %m: tensor<4xbf16>, %v: tensor<4xbf16>) -> tensor<2x4x8x32xbf16> {
  %0 = "ttir.batch_norm_inference"(%x, %s, %o, %m, %v) <{dimension = 1 : i32, epsilon = 9.99999974E-6 : f32}> : (tensor<2x4x8x32xbf16>, tensor<4xbf16>, tensor<4xbf16>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<2x4x8x32xbf16>
  return %0 : tensor<2x4x8x32xbf16>
}
MLIR
# gather in both forms against the model: tt-mlir's current torch.gather (dim) and
# StableHLO's dimension numbers (the Swin graphs' form) lowered as an embedding lookup,
# here with its indexed dim in the middle; the indices count down from arange, so every
# row read is a different one (random integer arguments are only 0 or 1). arange alone,
# too: its values, not a fill of its start.
cat >"$TMP/gather_torch.mlir" <<'MLIR'
func.func @main(%t: tensor<8x40xbf16>) -> tensor<8x5xbf16> {
  %a = "ttir.arange"() <{arange_dimension = 1 : i64, end = 5 : si64, start = 0 : si64, step = 1 : si64}> : () -> tensor<8x5xi64>
  %c = "ttir.constant"() <{value = dense<39> : tensor<8x5xi64>}> : () -> tensor<8x5xi64>
  %i = "ttir.subtract"(%c, %a) : (tensor<8x5xi64>, tensor<8x5xi64>) -> tensor<8x5xi64>
  %g = "ttir.gather"(%t, %i) <{dim = 1 : i32}> : (tensor<8x40xbf16>, tensor<8x5xi64>) -> tensor<8x5xbf16>
  return %g : tensor<8x5xbf16>
}
MLIR
cat >"$TMP/gather_stablehlo.mlir" <<'MLIR'
func.func @main(%t: tensor<4x40x6xbf16>) -> tensor<2x5x4x6xbf16> {
  %a = "ttir.arange"() <{arange_dimension = 1 : i64, end = 5 : si64, start = 0 : si64, step = 1 : si64}> : () -> tensor<2x5xi64>
  %c = "ttir.constant"() <{value = dense<30> : tensor<2x5xi64>}> : () -> tensor<2x5xi64>
  %i = "ttir.subtract"(%c, %a) : (tensor<2x5xi64>, tensor<2x5xi64>) -> tensor<2x5xi64>
  %g = "ttir.gather"(%t, %i) <{collapsed_slice_dims = array<i64: 1>, index_vector_dim = 2 : si64, indices_are_sorted = false, offset_dims = array<i64: 2, 3>, operand_batching_dims = array<i64>, slice_sizes = array<i64: 4, 1, 6>, start_index_map = array<i64: 1>, start_indices_batching_dims = array<i64>}> : (tensor<4x40x6xbf16>, tensor<2x5xi64>) -> tensor<2x5x4x6xbf16>
  return %g : tensor<2x5x4x6xbf16>
}
MLIR
cat >"$TMP/arange.mlir" <<'MLIR'
func.func @main() -> tensor<3x40xf32> {
  %a = "ttir.arange"() <{arange_dimension = 1 : i64, end = 47 : si64, start = 7 : si64, step = 1 : si64}> : () -> tensor<3x40xf32>
  return %a : tensor<3x40xf32>
}
MLIR
# fill_cache of 18 rows: ttnn's copies whole tiles, so without the lowering's
# completion of the input from the cache itself rows 18..31 of the user would change.
cat >"$TMP/fill_cache.mlir" <<'MLIR'
func.func @main(%cache: tensor<4x2x64x32xbf16>, %x: tensor<1x2x18x32xbf16>) -> tensor<4x2x64x32xbf16> {
  "ttir.fill_cache"(%cache, %x) <{batch_offset = 2 : i32}> : (tensor<4x2x64x32xbf16>, tensor<1x2x18x32xbf16>) -> ()
  return %cache : tensor<4x2x64x32xbf16>
}
MLIR
# remainder with operands of both signs: TTIR's takes the dividend's sign (fmod);
# ttnn.remainder, as tt-mlir lowers it, the divisor's, and fails the model check.
cat >"$TMP/remainder.mlir" <<'MLIR'
func.func @main(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = "ttir.remainder"(%x, %y) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}
MLIR
# conv_transpose2d with stride, padding, output_padding, groups and a bias.
cat >"$TMP/conv_transpose.mlir" <<'MLIR'
func.func @main(%x: tensor<2x5x6x8xbf16>, %w: tensor<8x3x3x3xbf16>, %b: tensor<1x1x1x6xbf16>) -> tensor<2x10x12x6xbf16> {
  %0 = "ttir.conv_transpose2d"(%x, %w, %b) <{dilation = array<i32: 1, 1>, groups = 2 : i32, output_padding = array<i32: 1, 1>, padding = array<i32: 1, 1, 1, 1>, stride = array<i32: 2, 2>}> : (tensor<2x5x6x8xbf16>, tensor<8x3x3x3xbf16>, tensor<1x1x1x6xbf16>) -> tensor<2x10x12x6xbf16>
  return %0 : tensor<2x10x12x6xbf16>
}
MLIR
# Helper functions called with func.call are inlined before lowering (and in the
# model reference), as tt-mlir's pipeline inlines.
cat >"$TMP/calls.mlir" <<'MLIR'
func.func @main(%x: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %0 = func.call @scaled(%x) : (tensor<64x128xf32>) -> tensor<64x128xf32>
  %1 = func.call @scaled(%0) : (tensor<64x128xf32>) -> tensor<64x128xf32>
  return %1 : tensor<64x128xf32>
}
func.func private @scaled(%x: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %0 = "ttir.tanh"(%x) : (tensor<64x128xf32>) -> tensor<64x128xf32>
  %1 = "ttir.add"(%0, %x) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
  return %1 : tensor<64x128xf32>
}
MLIR
# ttir.index with a negative dim (I32Attr reads back unsigned; -1 once crashed).
cat >"$TMP/index_last.mlir" <<'MLIR'
func.func @main(%x: tensor<2x32x64xf32>) -> tensor<2x32x32xf32> {
  %0 = "ttir.index"(%x) <{dim = -1 : i32, begin = 0 : i32, end = 64 : i32, step = 2 : i32}> : (tensor<2x32x64xf32>) -> tensor<2x32x32xf32>
  return %0 : tensor<2x32x32xf32>
}
MLIR
# A cast to i1 is "not zero" (relu makes about half the values zero): 0 / 1 on the
# device as bf16, not the input rounded.
cat >"$TMP/to_bool.mlir" <<'MLIR'
func.func @main(%x: tensor<32x64xf32>) -> tensor<32x64xi1> {
  %0 = "ttir.relu"(%x) : (tensor<32x64xf32>) -> tensor<32x64xf32>
  %1 = "ttir.typecast"(%0) : (tensor<32x64xf32>) -> tensor<32x64xi1>
  return %1 : tensor<32x64xi1>
}
MLIR
# Floats (about half negative, most not whole) to integers: TTIR truncates, and a
# negative value saturates at 0 in an unsigned type and in index (ui32 on the
# device). ttnn's typecast rounds; the lowering truncates first.
cat >"$TMP/to_integers.mlir" <<'MLIR'
func.func @main(%x: tensor<32x64xf32>) -> (tensor<32x64xsi32>, tensor<32x64xui32>, tensor<32x64xindex>) {
  %s = "ttir.multiply"(%x, %x) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
  %y = "ttir.subtract"(%s, %x) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
  %0 = "ttir.typecast"(%y) : (tensor<32x64xf32>) -> tensor<32x64xsi32>
  %1 = "ttir.typecast"(%x) : (tensor<32x64xf32>) -> tensor<32x64xui32>
  %2 = "ttir.typecast"(%y) : (tensor<32x64xf32>) -> tensor<32x64xindex>
  return %0, %1, %2 : tensor<32x64xsi32>, tensor<32x64xui32>, tensor<32x64xindex>
}
MLIR
for module in up_nearest up_bilinear batch_norm gather_torch gather_stablehlo arange fill_cache remainder conv_transpose calls to_bool index_last; do
  "$S" run "$TMP/$module.mlir" >"$TMP/$module.out" 2>"$TMP/$module.err"
  rc=$?
  if [ "$rc" -eq 0 ] && tail -1 "$TMP/$module.out" | grep -q "0 numeric failures, 1 of 1 results match the model$"; then
    echo "ok: $module matches the model ($(grep '^model result 0' "$TMP/$module.out" | cut -d, -f1))"
  else
    fail "$module: exit $rc: $(tail -1 "$TMP/$module.out") $(tail -1 "$TMP/$module.err")"
  fi
done

"$S" run "$TMP/to_integers.mlir" >"$TMP/to_integers.out" 2>&1
rc=$?
if [ "$rc" -eq 0 ] && tail -1 "$TMP/to_integers.out" | grep -q "0 numeric failures, 3 of 3 results match the model$"; then
  echo "ok: float to si32 / ui32 / index truncates and saturates as the model does"
else
  fail "to_integers: exit $rc: $(tail -3 "$TMP/to_integers.out")"
fi

# Refusals: exit 2, one line naming the op.
refused() {  # module file, text the last stderr line must contain
  local name; name=$(basename "$1" .mlir)
  "$S" run "$1" >/dev/null 2>"$TMP/$name.err"
  rc=$?
  if [ "$rc" -eq 2 ] && tail -1 "$TMP/$name.err" | grep -qF "$2"; then
    echo "ok: $name refused ($2)"
  else
    fail "$name: exit $rc, want 2 and '$2'; got: $(tail -1 "$TMP/$name.err")"
  fi
}
cat >"$TMP/unknown_op.mlir" <<'MLIR'
func.func @main(%x: tensor<32x32xbf16>) -> tensor<32x32xbf16> {
  %0 = "ttir.frobnicate"(%x) : (tensor<32x32xbf16>) -> tensor<32x32xbf16>
  return %0 : tensor<32x32xbf16>
}
MLIR
refused "$TMP/unknown_op.mlir" "unknown_op.mlir:2:8: 'ttir.frobnicate' is not an op --ttir-to-ttnn lowers"
# Another dialect's op in a TTIR function (the fuzzer's find: its result once reached
# the lowering's result cast with no device type, a segfault).
cat >"$TMP/foreign_op.mlir" <<'MLIR'
func.func @main(%x: tensor<32x64xf32>) -> tensor<32x64xsi32> {
  %0 = "ttir.relu"(%x) : (tensor<32x64xf32>) -> tensor<32x64xf32>
  %1 = "tti.typecast"(%0) : (tensor<32x64xf32>) -> tensor<32x64xsi32>
  return %1 : tensor<32x64xsi32>
}
MLIR
refused "$TMP/foreign_op.mlir" "foreign_op.mlir:3:8: 'tti.typecast' is not an op --ttir-to-ttnn lowers"
# TTIR's attention scale multiplies the scores; ttnn reads 0 as 1/sqrt(D): refused.
cat >"$TMP/sdpa_scale0.mlir" <<'MLIR'
func.func @main(%q: tensor<1x1x32x64xbf16>, %k: tensor<1x1x32x64xbf16>, %v: tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16> {
  %0 = "ttir.scaled_dot_product_attention"(%q, %k, %v) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, is_causal = true, scale = 0.0 : f32}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
  return %0 : tensor<1x1x32x64xbf16>
}
MLIR
refused "$TMP/sdpa_scale0.mlir" "sdpa_scale0.mlir:2:8: 'ttir.scaled_dot_product_attention' op scale = 0.000000e+00 is not positive"
# Two device modules each with an @main: which one ran was the order they are written in.
cat >"$TMP/two_mains.mlir" <<'MLIR'
module {
  ttcore.device_module { builtin.module @a {
    func.func @main(%x: tensor<32x64xbf16>) -> tensor<32x64xbf16> {
      %1 = "ttir.relu"(%x) : (tensor<32x64xbf16>) -> tensor<32x64xbf16>
      return %1 : tensor<32x64xbf16> } } }
  ttcore.device_module { builtin.module @b {
    func.func @main(%x: tensor<32x64xbf16>) -> tensor<32x64xbf16> {
      %1 = "ttir.neg"(%x) : (tensor<32x64xbf16>) -> tensor<32x64xbf16>
      return %1 : tensor<32x64xbf16> } } }
}
MLIR
refused "$TMP/two_mains.mlir" "two_mains.mlir:7:5), in different modules; rename one"
# A ttnn op amid TTIR (once "null operand found").
cat >"$TMP/mixed.mlir" <<'MLIR'
func.func @main(%x: tensor<32x64xbf16>) -> tensor<32x64xbf16> {
  %1 = "ttir.relu"(%x) : (tensor<32x64xbf16>) -> tensor<32x64xbf16>
  %2 = "ttnn.relu"(%1) : (tensor<32x64xbf16>) -> tensor<32x64xbf16>
  return %2 : tensor<32x64xbf16>
}
MLIR
refused "$TMP/mixed.mlir" "mixed.mlir:3:8: 'ttnn.relu' in a TTIR function has a tensor without a ttnn layout"
# A function that only returns its argument has no TTIR op, yet is TTIR (its tensors
# have no ttnn layout): lowered and run, not refused for a missing encoding.
cat >"$TMP/passthru.mlir" <<'MLIR'
func.func @main(%x: tensor<32x64xbf16>) -> (tensor<32x64xbf16>, tensor<32x64xbf16>) {
  return %x, %x : tensor<32x64xbf16>, tensor<32x64xbf16>
}
MLIR
"$S" run "$TMP/passthru.mlir" >"$TMP/passthru.out" 2>&1 && tail -1 "$TMP/passthru.out" | grep -q "2 of 2 results match the model$" \
  && echo "ok: a TTIR function without ops runs" || fail "passthru: $(tail -1 "$TMP/passthru.out")"
# A user's token ids outside the embedding table: bad input (exit 2), the step and the
# index named; the report is still printed.
cat >"$TMP/embed_ids.mlir" <<'MLIR'
func.func @main(%ids: tensor<1x32xi32>, %w: tensor<64x128xbf16>) -> tensor<1x32x128xbf16> {
  %0 = "ttir.embedding"(%ids, %w) : (tensor<1x32xi32>, tensor<64x128xbf16>) -> tensor<1x32x128xbf16>
  return %0 : tensor<1x32x128xbf16>
}
MLIR
PYTHONPATH="$(dirname "$0")/lib" python3 -c 'import sys, npy_file
npy_file.save(sys.argv[1], (1, 32), [3.0 * i for i in range(32)])' "$TMP/ids.npy"
"$S" run "$TMP/embed_ids.mlir" --input arg0="$TMP/ids.npy" >"$TMP/embed_ids.out" 2>"$TMP/embed_ids.err"
rc=$?
if [ "$rc" -eq 2 ] && tail -1 "$TMP/embed_ids.err" | grep -q "^error: .*embed_ids.mlir: step 3 .*the index at \[0,22\] is 66, outside \[0, 64)" \
   && grep -q "FAILED (could not run" "$TMP/embed_ids.out"; then
  echo "ok: token ids outside the table are bad input (exit 2)"
else
  fail "embed_ids: exit $rc: $(tail -1 "$TMP/embed_ids.err")"
fi
# A negative cache position in the module: the device's cast to ui32 makes it 0; the
# model reference refuses it (it once wrote outside its cache: a segfault), exit 2.
cat >"$TMP/cache_neg.mlir" <<'MLIR'
func.func @main(%cache: tensor<1x1x64x32xbf16>, %step: tensor<1x1x1x32xbf16>) -> tensor<1x1x64x32xbf16> {
  %pos = "ttir.constant"() <{value = dense<-100000> : tensor<1xi64>}> : () -> tensor<1xi64>
  "ttir.update_cache"(%cache, %step, %pos) <{batch_offset = 0 : i32}> : (tensor<1x1x64x32xbf16>, tensor<1x1x1x32xbf16>, tensor<1xi64>) -> ()
  return %cache : tensor<1x1x64x32xbf16>
}
MLIR
refused "$TMP/cache_neg.mlir" "model reference: 'ttir.update_cache': index -100000 is outside [0, 64) (the cache's sequence positions)"
# Named locations (loc("custom-call.78")) still give the place the op is written at.
# tt-mlir's other TTIR ops this lowering knows (the ones its own Silicon tests use),
# one function each, run alone (--func) against the model: what the lowering makes
# of each must compute what the TTIR op means.
cat >"$TMP/ops.mlir" <<'MLIR'
func.func @linear(%a: tensor<2x34x64xf32>, %b: tensor<64x32xf32>, %bias: tensor<2x2x34x32xf32>) -> tensor<2x2x34x32xf32> {
  %0 = "ttir.linear"(%a, %b, %bias) : (tensor<2x34x64xf32>, tensor<64x32xf32>, tensor<2x2x34x32xf32>) -> tensor<2x2x34x32xf32>
  return %0 : tensor<2x2x34x32xf32>
}
func.func @avg_pool(%x: tensor<2x8x8x32xbf16>) -> tensor<2x4x4x32xbf16> {
  %0 = "ttir.avg_pool2d"(%x) <{ceil_mode = false, count_include_pad = false, dilation = array<i32: 1, 1>, kernel = array<i32: 3, 3>, padding = array<i32: 1, 1, 1, 1>, stride = array<i32: 2, 2>}> : (tensor<2x8x8x32xbf16>) -> tensor<2x4x4x32xbf16>
  return %0 : tensor<2x4x4x32xbf16>
}
func.func @global_avg_pool(%x: tensor<2x8x8x32xbf16>) -> tensor<2x1x1x32xbf16> {
  %0 = "ttir.global_avg_pool2d"(%x) : (tensor<2x8x8x32xbf16>) -> tensor<2x1x1x32xbf16>
  return %0 : tensor<2x1x1x32xbf16>
}
func.func @attention(%q: tensor<2x4x32x32xbf16>, %k: tensor<2x2x32x32xbf16>, %v: tensor<2x2x32x32xbf16>, %m: tensor<2x1x1x32xbf16>) -> tensor<2x4x32x32xbf16> {
  %0 = "ttir.scaled_dot_product_attention"(%q, %k, %v, %m) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, is_causal = false, scale = 0.5 : f32}> : (tensor<2x4x32x32xbf16>, tensor<2x2x32x32xbf16>, tensor<2x2x32x32xbf16>, tensor<2x1x1x32xbf16>) -> tensor<2x4x32x32xbf16>
  return %0 : tensor<2x4x32x32xbf16>
}
func.func @causal_attention(%q: tensor<1x2x32x32xbf16>, %k: tensor<1x2x64x32xbf16>, %v: tensor<1x2x64x32xbf16>) -> tensor<1x2x32x32xbf16> {
  %0 = "ttir.scaled_dot_product_attention"(%q, %k, %v) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, is_causal = true}> : (tensor<1x2x32x32xbf16>, tensor<1x2x64x32xbf16>, tensor<1x2x64x32xbf16>) -> tensor<1x2x32x32xbf16>
  return %0 : tensor<1x2x32x32xbf16>
}
func.func @heads(%x: tensor<1x32x384xbf16>, %h: tensor<1x4x32x32xbf16>) -> (tensor<1x4x32x32xbf16>, tensor<1x4x32x32xbf16>, tensor<1x4x32x32xbf16>, tensor<1x32x128xbf16>) {
  %0, %1, %2 = "ttir.split_query_key_value_and_split_heads"(%x) <{num_heads = 4 : ui32, transpose_key = true}> : (tensor<1x32x384xbf16>) -> (tensor<1x4x32x32xbf16>, tensor<1x4x32x32xbf16>, tensor<1x4x32x32xbf16>)
  %3 = "ttir.concatenate_heads"(%h) : (tensor<1x4x32x32xbf16>) -> tensor<1x32x128xbf16>
  return %0, %1, %2, %3 : tensor<1x4x32x32xbf16>, tensor<1x4x32x32xbf16>, tensor<1x4x32x32xbf16>, tensor<1x32x128xbf16>
}
func.func @scatter(%x: tensor<8x32xf32>, %s: tensor<8x4xf32>) -> tensor<8x32xf32> {
  %a = "ttir.arange"() <{arange_dimension = 1 : i64, end = 20 : si64, start = 4 : si64, step = 4 : si64}> : () -> tensor<8x4xi64>
  %0 = "ttir.scatter"(%x, %a, %s) <{dim = 1 : i32, scatter_reduce_type = #ttcore.reduce_type<invalid>}> : (tensor<8x32xf32>, tensor<8x4xi64>, tensor<8x4xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}
// dim = -1 (I32Attr: read as int32, not as 2^32 - 1).
func.func @scatter_last(%x: tensor<8x32xf32>, %s: tensor<8x4xf32>) -> tensor<8x32xf32> {
  %a = "ttir.arange"() <{arange_dimension = 1 : i64, end = 20 : si64, start = 4 : si64, step = 4 : si64}> : () -> tensor<8x4xi64>
  %0 = "ttir.scatter"(%x, %a, %s) <{dim = -1 : i32, scatter_reduce_type = #ttcore.reduce_type<invalid>}> : (tensor<8x32xf32>, tensor<8x4xi64>, tensor<8x4xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}
func.func @elementwise(%x: tensor<32x64xbf16>, %a: tensor<32x64xi32>, %b: tensor<32x64xi32>) -> (tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<32x64xi32>, tensor<32x128xbf16>) {
  %0 = "ttir.leaky_relu"(%x) <{parameter = 0.125 : f32}> : (tensor<32x64xbf16>) -> tensor<32x64xbf16>
  %1 = "ttir.clamp_scalar"(%x) <{max = 0.5 : f32, min = -0.25 : f32}> : (tensor<32x64xbf16>) -> tensor<32x64xbf16>
  %2 = "ttir.square"(%x) : (tensor<32x64xbf16>) -> tensor<32x64xbf16>
  %3 = "ttir.bitwise_or"(%a, %b) : (tensor<32x64xi32>, tensor<32x64xi32>) -> tensor<32x64xi32>
  %4 = "ttir.repeat_interleave"(%x) <{dim = 1 : si32, repeats = 2 : ui32}> : (tensor<32x64xbf16>) -> tensor<32x128xbf16>
  return %0, %1, %2, %3, %4 : tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<32x64xi32>, tensor<32x128xbf16>
}
MLIR
for func in linear avg_pool global_avg_pool attention causal_attention heads scatter scatter_last elementwise; do
  "$S" run "$TMP/ops.mlir" --func "$func" >"$TMP/op_$func.out" 2>&1
  rc=$?
  if [ "$rc" -eq 0 ] && tail -1 "$TMP/op_$func.out" | grep -q "0 numeric failures, \([0-9]\) of \1 results match the model$"; then
    echo "ok: @$func matches the model ($(tail -1 "$TMP/op_$func.out" | grep -o '[0-9]* of [0-9]* results'))"
  else
    fail "@$func: exit $rc: $(tail -1 "$TMP/op_$func.out")"
  fi
done

# Only the function run is lowered and planned (tt-mlir's test files hold dozens):
# a sibling with an op the lowering refuses does not refuse it, and run itself, it
# is refused by that op.
cat >"$TMP/two_functions.mlir" <<'MLIR'
func.func @broken(%x: tensor<32x32xbf16>) -> tensor<32x32xbf16> {
  %0 = "ttir.frobnicate"(%x) : (tensor<32x32xbf16>) -> tensor<32x32xbf16>
  return %0 : tensor<32x32xbf16>
}
func.func @fine(%x: tensor<32x32xbf16>) -> tensor<32x32xbf16> {
  %0 = "ttir.relu"(%x) : (tensor<32x32xbf16>) -> tensor<32x32xbf16>
  return %0 : tensor<32x32xbf16>
}
MLIR
if "$S" run "$TMP/two_functions.mlir" --func fine >"$TMP/fine.out" 2>&1 &&
   tail -1 "$TMP/fine.out" | grep -q "^ok: .* 1 of 1 results match the model$"; then
  echo "ok: --func runs one function while a sibling cannot be lowered"
else
  fail "--func fine: $(tail -1 "$TMP/fine.out")"
fi
refused "$TMP/two_functions.mlir" "two_functions.mlir:2:8: 'ttir.frobnicate' is not an op --ttir-to-ttnn lowers"
refused "$DIR/llama_3_1_70b_tp_decode_layer.mlir" "llama_3_1_70b_tp_decode_layer.mlir:59:15: 'ttir.distributed_rms_norm' is a multi-device op; Strata models one device"

# --no-numerics: the L1 side of a whole model in about a second (no kernel runs, no
# tensor data). The three conv nets (batch_norm_inference, upsample2d, conv weights
# kept row-major until their conv) lower, plan and measure as planned.
for model in resnet50_xla resnet_hf yolo_v8; do
  "$S" run --no-numerics --json "$DIR/$model.mlir" >"$TMP/$model.json" 2>"$TMP/$model.err"
  rc=$?
  if [ "$rc" -eq 0 ] && python3 - "$TMP/$model.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
assert r["ok"] and not r["kernels_run"] and r["lowered_from_ttir"], r
assert r["l1_mismatches"] == 0 and r["clashes"] == 0, r
assert all(s["planned"] == s["measured"] for s in r["steps"])
assert not any("numerics" in s for s in r["steps"])
assert any(s["measured"]["peak"] > 0 and s["op"] == "conv2d" for s in r["steps"])
assert any(s["op"] == ("upsample" if "yolo" in sys.argv[1] else "batch_norm_inference") for s in r["steps"]) or "resnet_hf" in sys.argv[1]
assert r["model_check"]["run"] is False, r["model_check"]
PY
  then
    echo "ok: $model --no-numerics, every step measured as planned"
  else
    fail "$model --no-numerics: exit $rc: $(tail -1 "$TMP/$model.err")"
  fi
done
"$S" run --no-numerics --output-dir "$TMP/o" "$DIR/mnist.mlir" >/dev/null 2>"$TMP/nn.err"
rc=$?
if [ "$rc" -ne 0 ] && grep -q -- "--output-dir excludes --no-numerics" "$TMP/nn.err" && [ ! -e "$TMP/o" ]; then
  echo "ok: --no-numerics refuses --output-dir ($(tail -1 "$TMP/nn.err")), nothing written"
else
  fail "--no-numerics with --output-dir: exit $rc, $(tail -1 "$TMP/nn.err")"
fi

[ "$fails" -eq 0 ] || { echo "ttmlir_models: $fails failed"; exit 1; }
