#!/usr/bin/env bash
# Convolution and pooling as tt-mlir writes them: `query --list` names them
# with tt-mlir's attributes, and a single-op TTNN module of each (the syntax of tt-mlir's
# own test IR: flattened NHWC activations, si32/i32 attributes, dense i32 arrays,
# conv2d_config) runs through `strata run`: planned on the fly, measured L1 equal to
# the plan, results within tolerance of the float64 reference. A result type the op
# does not produce is rejected with one error line.
set -u
S="$1"
source "$(dirname "$0")/lib/skip.sh"
needs_run_command "$S"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

list=$("$S" query --list)
for op in max_pool2d avg_pool2d global_avg_pool2d upsample conv2d conv1d conv_transpose2d prepare_conv2d_weights prepare_conv2d_bias \
    prepare_conv_transpose2d_weights prepare_conv_transpose2d_bias; do
  grep -q "^$op " <<<"$list" || fail "query --list lacks $op"
done
grep -q '^conv2d .* in_channels=0 out_channels=0 batch_size=1 input_height=0 input_width=0 kernel_size=\[\] stride=\[\] padding=\[\] dilation=\[\] groups=1' <<<"$list" \
  || fail "conv2d's attributes"
grep -q '^avg_pool2d .* ceil_mode=0 count_include_pad=1' <<<"$list" || fail "avg_pool2d's attributes"

HEAD='#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>'
# layout NAME ROWS_EXPR TILE_ROWS TILE_COLS DTYPE BUFFER
layout() {
  echo "#$1 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> ($2, d3), <1x1>, memref<$3x$4x!ttcore.tile<32x32, $5>, #$6>, <interleaved>>"
}

# run_module NAME FILE: exit 0 and a clean summary line
run_module() {
  if ! "$S" run "$2" --seed 5 >"$TMP/out" 2>"$TMP/err"; then
    fail "$1: strata run failed"; tail -n 3 "$TMP/err"; return
  fi
  grep -q "0 L1 mismatches, 0 clashes, 0 numeric failures" "$TMP/out" || { fail "$1 summary"; cat "$TMP/out"; }
  grep -qE "^ +[0-9]+ +$1 +[0-9]+ +[0-9]+ .* ok +ok$" "$TMP/out" || { fail "$1 step"; cat "$TMP/out"; }
}

cat >"$TMP/max_pool2d.mlir" <<EOF
$HEAD
$(layout in "d0 * 256 + d1 * 256 + d2" 8 1 bf16 dram)
$(layout out "d0 * 64 + d1 * 64 + d2" 2 1 bf16 l1)
module {
  func.func @forward(%arg0: tensor<1x1x256x32xbf16, #in>) -> tensor<1x1x64x32xbf16, #out> {
    %0 = "ttnn.get_device"() <{mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
    %1 = "ttnn.max_pool2d"(%arg0) <{batch_size = 1 : si32, ceil_mode = false, channels = 32 : si32, input_height = 16 : si32, input_width = 16 : si32, kernel_size = array<i32: 2, 2>, stride = array<i32: 2, 2>, dilation = array<i32: 1, 1>, padding = array<i32: 0, 0>, in_place_halo = false}> : (tensor<1x1x256x32xbf16, #in>) -> tensor<1x1x64x32xbf16, #out>
    return %1 : tensor<1x1x64x32xbf16, #out>
  }
}
EOF
run_module max_pool2d "$TMP/max_pool2d.mlir"

# avg_pool2d: 2 images of 9x9, 3x3 windows, stride 2, padding [pT, pB, pL, pR],
# ceil_mode and count_include_pad = false (5x5 outputs each: 50 rows).
cat >"$TMP/avg_pool2d.mlir" <<EOF
$HEAD
$(layout in "d0 * 162 + d1 * 162 + d2" 6 2 f32 dram)
$(layout out "d0 * 50 + d1 * 50 + d2" 2 2 f32 dram)
module {
  func.func @forward(%arg0: tensor<1x1x162x40xf32, #in>) -> tensor<1x1x50x40xf32, #out> {
    %0 = "ttnn.avg_pool2d"(%arg0) <{batch_size = 2 : si32, ceil_mode = true, channels = 40 : si32, count_include_pad = false, dilation = array<i32: 1, 1>, input_height = 9 : si32, input_width = 9 : si32, kernel_size = array<i32: 3, 3>, padding = array<i32: 1, 0, 1, 0>, stride = array<i32: 2, 2>}> : (tensor<1x1x162x40xf32, #in>) -> tensor<1x1x50x40xf32, #out>
    return %0 : tensor<1x1x50x40xf32, #out>
  }
}
EOF
run_module avg_pool2d "$TMP/avg_pool2d.mlir"

cat >"$TMP/global_avg_pool2d.mlir" <<EOF
$HEAD
$(layout in "d0 * 32 + d1 * 8 + d2" 8 1 bf16 dram)
$(layout out "d0 + d1 + d2" 2 1 bf16 dram)
module {
  func.func @forward(%arg0: tensor<2x4x8x32xbf16, #in>) -> tensor<2x1x1x32xbf16, #out> {
    %0 = "ttnn.global_avg_pool2d"(%arg0) : (tensor<2x4x8x32xbf16, #in>) -> tensor<2x1x1x32xbf16, #out>
    return %0 : tensor<2x1x1x32xbf16, #out>
  }
}
EOF
run_module global_avg_pool2d "$TMP/global_avg_pool2d.mlir"

# upsample as tt-mlir's workaround tests write it: scale_factor an si32, mode a string.
cat >"$TMP/upsample.mlir" <<EOF
$HEAD
$(layout in "d0 * 64 + d1 * 8 + d2" 2 1 f32 dram)
$(layout out "d0 * 256 + d1 * 16 + d2" 8 1 f32 dram)
module {
  func.func @forward(%arg0: tensor<1x8x8x30xf32, #in>) -> tensor<1x16x16x30xf32, #out> {
    %1 = "ttnn.upsample"(%arg0) <{mode = "bilinear", scale_factor = 2 : si32}> : (tensor<1x8x8x30xf32, #in>) -> tensor<1x16x16x30xf32, #out>
    return %1 : tensor<1x16x16x30xf32, #out>
  }
}
EOF
run_module upsample "$TMP/upsample.mlir"
sed -e 's/"bilinear"/"area"/' "$TMP/upsample.mlir" >"$TMP/area.mlir"
"$S" run "$TMP/area.mlir" >"$TMP/out" 2>"$TMP/err"
[ "$?" = 2 ] || fail "upsample mode area: expected exit 2"
grep -q 'mode "area" is not modelled' "$TMP/err" || { fail "upsample mode message"; cat "$TMP/err"; }

# conv2d with a bias, conv2d_config as tt-mlir writes it; groups = 2, stride 2.
cat >"$TMP/conv2d.mlir" <<EOF
$HEAD
$(layout x "d0 * 64 + d1 * 64 + d2" 2 1 bf16 dram)
$(layout w "d0 * 24 + d1 * 3 + d2" 128 1 bf16 dram)
$(layout b "d0 + d1 + d2" 1 1 bf16 dram)
$(layout y "d0 * 16 + d1 * 16 + d2" 1 1 bf16 l1)
module {
  func.func @forward(%arg0: tensor<1x1x64x16xbf16, #x>, %arg1: tensor<16x8x3x3xbf16, #w>, %arg2: tensor<1x1x1x16xbf16, #b>) -> tensor<1x1x16x16xbf16, #y> {
    %0 = "ttnn.get_device"() <{mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
    %1 = "ttnn.conv2d"(%arg0, %arg1, %arg2, %0) <{
      batch_size = 1 : i32,
      conv2d_config = #ttnn.conv2d_config<weights_dtype = bf16, deallocate_activation = true>,
      dilation = array<i32: 1, 1>,
      groups = 2 : i32,
      in_channels = 16 : i32,
      input_height = 8 : i32,
      input_width = 8 : i32,
      kernel_size = array<i32: 3, 3>,
      out_channels = 16 : i32,
      padding = array<i32: 1, 1>,
      stride = array<i32: 2, 2>
    }> : (tensor<1x1x64x16xbf16, #x>, tensor<16x8x3x3xbf16, #w>, tensor<1x1x1x16xbf16, #b>, !ttnn.device) -> tensor<1x1x16x16xbf16, #y>
    return %1 : tensor<1x1x16x16xbf16, #y>
  }
}
EOF
run_module conv2d "$TMP/conv2d.mlir"

# conv_transpose2d as in TTNNOps.td's example (smaller channels): NHWC in and out.
cat >"$TMP/conv_transpose2d.mlir" <<EOF
$HEAD
$(layout x "d0 * 64 + d1 * 8 + d2" 6 1 bf16 dram)
$(layout w "d0 * 48 + d1 * 3 + d2" 256 1 bf16 dram)
$(layout b "d0 + d1 + d2" 1 1 bf16 dram)
$(layout y "d0 * 100 + d1 * 10 + d2" 30 1 bf16 dram)
module {
  func.func @forward(%arg0: tensor<3x8x8x16xbf16, #x>, %arg1: tensor<16x16x3x3xbf16, #w>, %arg2: tensor<1x1x1x16xbf16, #b>) -> tensor<3x10x10x16xbf16, #y> {
    %0 = "ttnn.get_device"() <{mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
    %1 = "ttnn.conv_transpose2d"(%arg0, %arg1, %arg2, %0) <{batch_size = 3 : i32, dilation = array<i32: 1, 1>, groups = 1 : i32, in_channels = 16 : i32, input_height = 8 : i32, input_width = 8 : i32, kernel_size = array<i32: 3, 3>, out_channels = 16 : i32, output_padding = array<i32: 0, 0>, padding = array<i32: 0, 0>, stride = array<i32: 1, 1>}> : (tensor<3x8x8x16xbf16, #x>, tensor<16x16x3x3xbf16, #w>, tensor<1x1x1x16xbf16, #b>, !ttnn.device) -> tensor<3x10x10x16xbf16, #y>
    return %1 : tensor<3x10x10x16xbf16, #y>
  }
}
EOF
run_module conv_transpose2d "$TMP/conv_transpose2d.mlir"

# conv1d, depthwise (groups = in_channels) as in tt-mlir's decomposition tests.
l3() {  # rank-3 layout: NAME ROWS_EXPR TILE_ROWS TILE_COLS
  echo "#$1 = #ttnn.ttnn_layout<(d0, d1, d2) -> ($2, d2), <1x1>, memref<$3x$4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>"
}
cat >"$TMP/conv1d.mlir" <<EOF
$HEAD
$(l3 x "d0 * 40 + d1" 2 2)
$(l3 w "d0 + d1" 64 1)
$(layout y "d0 * 40 + d1 * 40 + d2" 2 2 bf16 dram)
module {
  func.func @forward(%arg0: tensor<1x40x64xbf16, #x>, %arg1: tensor<64x1x3xbf16, #w>) -> tensor<1x1x40x64xbf16, #y> {
    %0 = "ttnn.get_device"() <{mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
    %1 = "ttnn.conv1d"(%arg0, %arg1, %0)
          <{
            batch_size = 1 : i32,
            dilation = 1 : i32,
            groups = 64 : i32,
            in_channels = 64 : i32,
            input_length = 40 : i32,
            kernel_size = 3 : i32,
            out_channels = 64 : i32,
            padding = array<i32: 1, 1>,
            stride = 1 : i32
          }> : (tensor<1x40x64xbf16, #x>, tensor<64x1x3xbf16, #w>, !ttnn.device) -> tensor<1x1x40x64xbf16, #y>
    return %1 : tensor<1x1x40x64xbf16, #y>
  }
}
EOF
run_module conv1d "$TMP/conv1d.mlir"

# prepare_conv2d_weights / prepare_conv2d_bias with tt-mlir's full attribute set.
cat >"$TMP/prepare.mlir" <<EOF
$HEAD
$(layout w "d0 * 48 + d1 * 3 + d2" 256 1 bf16 dram)
$(layout p "d0 * 144 + d1 * 144 + d2" 5 1 bf16 dram)
module {
  func.func @forward(%arg0: tensor<16x16x3x3xbf16, #w>) -> tensor<1x1x144x16xbf16, #p> {
    %0 = "ttnn.get_device"() <{mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
    %1 = "ttnn.prepare_conv2d_weights"(%arg0, %0) <{batch_size = 1 : i32, dilation = array<i32: 1, 1>, groups = 1 : i32, has_bias = true, in_channels = 16 : i32, input_height = 8 : i32, input_memory_config = #ttnn.memory_config<#dram, <interleaved>>, input_tensor_layout = #ttnn.layout<tile>, input_width = 8 : i32, kernel_size = array<i32: 3, 3>, out_channels = 16 : i32, padding = array<i32: 0, 0>, stride = array<i32: 1, 1>, weights_format = "OIHW", input_dtype = #ttcore.supportedDataTypes<bf16>, output_dtype = #ttcore.supportedDataTypes<bf16>}> : (tensor<16x16x3x3xbf16, #w>, !ttnn.device) -> tensor<1x1x144x16xbf16, #p>
    return %1 : tensor<1x1x144x16xbf16, #p>
  }
}
EOF
run_module prepare_conv2d_weights "$TMP/prepare.mlir"

cat >"$TMP/prepare_bias.mlir" <<EOF
$HEAD
$(layout b "d0 + d1 + d2" 1 1 bf16 dram)
$(layout c "d0 + d1 + d2" 1 1 bf16 l1)
module {
  func.func @forward(%arg0: tensor<1x1x1x16xbf16, #b>) -> tensor<1x1x1x16xbf16, #c> {
    %0 = "ttnn.get_device"() <{mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
    %1 = "ttnn.prepare_conv2d_bias"(%arg0, %0) <{batch_size = 1 : i32, dilation = array<i32: 1, 1>, groups = 1 : i32, in_channels = 16 : i32, input_height = 8 : i32, input_memory_config = #ttnn.memory_config<#dram, <interleaved>>, input_tensor_layout = #ttnn.layout<tile>, input_width = 8 : i32, kernel_size = array<i32: 3, 3>, out_channels = 16 : i32, padding = array<i32: 0, 0>, stride = array<i32: 1, 1>, input_dtype = #ttcore.supportedDataTypes<bf16>}> : (tensor<1x1x1x16xbf16, #b>, !ttnn.device) -> tensor<1x1x1x16xbf16, #c>
    return %1 : tensor<1x1x1x16xbf16, #c>
  }
}
EOF
run_module prepare_conv2d_bias "$TMP/prepare_bias.mlir"

# prepare_conv_transpose2d_weights: weight [C=16, O=8, 3, 3] -> [1, 1, 144, 8].
cat >"$TMP/prepare_t.mlir" <<EOF
$HEAD
$(layout w "d0 * 24 + d1 * 3 + d2" 128 1 bf16 dram)
$(layout p "d0 * 144 + d1 * 144 + d2" 5 1 bf16 dram)
module {
  func.func @forward(%arg0: tensor<16x8x3x3xbf16, #w>) -> tensor<1x1x144x8xbf16, #p> {
    %0 = "ttnn.get_device"() <{mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
    %1 = "ttnn.prepare_conv_transpose2d_weights"(%arg0, %0) <{batch_size = 1 : i32, dilation = array<i32: 1, 1>, groups = 1 : i32, has_bias = false, in_channels = 16 : i32, input_height = 8 : i32, input_memory_config = #ttnn.memory_config<#dram, <interleaved>>, input_tensor_layout = #ttnn.layout<tile>, input_width = 8 : i32, kernel_size = array<i32: 3, 3>, out_channels = 8 : i32, padding = array<i32: 0, 0>, output_padding = array<i32: 0, 0>, stride = array<i32: 1, 1>, weights_format = "IOHW", input_dtype = #ttcore.supportedDataTypes<bf16>, output_dtype = #ttcore.supportedDataTypes<bf16>}> : (tensor<16x8x3x3xbf16, #w>, !ttnn.device) -> tensor<1x1x144x8xbf16, #p>
    return %1 : tensor<1x1x144x8xbf16, #p>
  }
}
EOF
run_module prepare_conv_transpose2d_weights "$TMP/prepare_t.mlir"

# A result type the op does not produce (stride 2 gives 64 rows, not 256): one error line.
sed -e 's/1x1x64x32xbf16, #out/1x1x256x32xbf16, #out/g' "$TMP/max_pool2d.mlir" >"$TMP/bad.mlir"
"$S" run "$TMP/bad.mlir" >"$TMP/out" 2>"$TMP/err"
rc=$?
[ "$rc" = 2 ] || fail "bad result type: exit $rc, expected 2"
grep -q "max_pool2d produces 1x1x64x32:bf16:tile:l1 but the result type states 1x1x256x32" "$TMP/err" \
  || { fail "bad result type message"; cat "$TMP/err"; }
tail -n 1 "$TMP/err" | grep -q "^error: " || fail "the last stderr line is not one error line"

[ "$fails" = 0 ] && echo ok
exit "$fails"
