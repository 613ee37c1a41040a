// ttcore: tiles of every data type, data type attributes, grids; invalid
// tiles and grids are rejected with exact diagnostics.
// RUN: strata-opt %s --split-input-file -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func private @tiles
// CHECK-SAME: !ttcore.tile<32x32, f32>, !ttcore.tile<32x32, f16>, !ttcore.tile<32x32, bf16>, !ttcore.tile<32x32, bfp_f8>, !ttcore.tile<32x32, bfp_bf8>, !ttcore.tile<32x32, bfp_f4>, !ttcore.tile<32x32, bfp_bf4>, !ttcore.tile<32x32, bfp_f2>, !ttcore.tile<32x32, bfp_bf2>, !ttcore.tile<32x32, u32>, !ttcore.tile<32x32, u16>, !ttcore.tile<32x32, u8>, !ttcore.tile<32x32, si32>
func.func private @tiles(!ttcore.tile<32x32, f32>, !ttcore.tile<32x32, f16>, !ttcore.tile<32x32, bf16>, !ttcore.tile<32x32, bfp_f8>, !ttcore.tile<32x32, bfp_bf8>, !ttcore.tile<32x32, bfp_f4>, !ttcore.tile<32x32, bfp_bf4>, !ttcore.tile<32x32, bfp_f2>, !ttcore.tile<32x32, bfp_bf2>, !ttcore.tile<32x32, u32>, !ttcore.tile<32x32, u16>, !ttcore.tile<32x32, u8>, !ttcore.tile<32x32, si32>)

// -----
// CHECK: module attributes {a.g = [#ttcore.grid<1x1>, #ttcore.grid<8x8, (d0, d1) -> (0, d0, d1)>, #ttcore.grid<8x1, (d0, d1) -> (0, d0 floordiv 8, d0 mod 8)>, #ttcore.grid<13x10>]}
module attributes {a.g = [#ttcore.grid<1x1>, #ttcore.grid<8x8, (d0, d1) -> (0, d0, d1)>, #ttcore.grid<8x1, (d0, d1) -> (0, d0 floordiv 8, d0 mod 8)>, #ttcore.grid<13x10>]} {}

// -----
// expected-error @+1 {{tile shape 16x16 is not supported; tiles are 32x32}}
func.func private @f(!ttcore.tile<16x16, bf16>)

// -----
// expected-error @+1 {{tile shape 32 is not supported; tiles are 32x32}}
func.func private @f(!ttcore.tile<32, bf16>)

// -----
// expected-error @+1 {{unknown tile data type 'f64'; expected one of f32, f16, bf16, bfp_f8, bfp_bf8, bfp_f4, bfp_bf4, bfp_f2, bfp_bf2, u32, u16, u8, si32, i1}}
func.func private @f(!ttcore.tile<32x32, f64>)

// -----
// expected-error @+2 {{failed to parse TTCore_DataTypeAttr parameter 'value' which is to be a `::mlir::tt::ttcore::DataType`}}
// expected-error @+1 {{expected ::mlir::tt::ttcore::DataType to be one of: f32, f16, bf16, bfp_f8, bfp_bf8, bfp_f4, bfp_bf4, bfp_f2, bfp_bf2, u32, u16, u8, si32, i1}}
module attributes {a.d = #ttcore.supportedDataTypes<f64>} {}

// -----
// expected-error @+1 {{grid must have 2 dimensions (rows x columns), got 3}}
module attributes {a.g = #ttcore.grid<2x2x2>} {}

// -----
// expected-error @+1 {{grid of 1048576 cores exceeds the limit of 65536}}
module attributes {a.g = #ttcore.grid<1024x1024>} {}

// -----
// expected-error @+1 {{expected a grid shape such as 8x8}}
module attributes {a.g = #ttcore.grid<>} {}

// -----
// expected-error @+1 {{grid physical->virtual map must not have symbols, got (d0, d1)[s0] -> (d0 + s0, d1)}}
module attributes {a.g = #ttcore.grid<2x2, virt_to_physical_map = (d0, d1) -> (0, d0, d1), physical_to_virt_map = (d0, d1)[s0] -> (d0 + s0, d1)>} {}

// -----
// expected-error @+1 {{expected 'physical_to_virt_map'}}
module attributes {a.g = #ttcore.grid<2x2, virt_to_physical_map = (d0, d1) -> (0, d0, d1), (d0, d1) -> (d0, d1)>} {}
