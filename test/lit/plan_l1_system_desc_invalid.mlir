// A ttcore.system_desc the passes cannot take the arch from is an error on the
// module, naming the field; passing arch= explicitly is the way out.
// RUN: strata-opt %s --split-input-file --ttnn-plan-l1 -verify-diagnostics -mlir-print-op-on-diagnostic=false

// expected-error @+1 {{ttcore.system_desc names arch <grayskull>, which Strata has no figures for (it knows wormhole_b0 and blackhole); pass the arch option}}
module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host, target_triple = "x86_64-pc-linux"}], [{arch = <grayskull>, grid = 8x8, l1_size = 1499136}], [0], [1 : i32], [ 0x0x0x0]>} {
}

// -----

// expected-error @+1 {{ttcore.system_desc field l1_size = 0x100 is not an unsigned integer that fits 64 bits}}
module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host, target_triple = "x86_64-pc-linux"}], [{arch = <wormhole_b0>, grid = 8x8, l1_size = 0x100}], [0], [1 : i32], [ 0x0x0x0]>} {
}

// -----

// expected-error @+1 {{ttcore.system_desc field num_dram_channels = 4294967296 is not an unsigned integer that fits 32 bits}}
module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host, target_triple = "x86_64-pc-linux"}], [{arch = <wormhole_b0>, grid = 8x8, num_dram_channels = 4294967296}], [0], [1 : i32], [ 0x0x0x0]>} {
}

// -----

// expected-error @+1 {{ttcore.system_desc: arch 'wormhole_b0@system_desc': field 'l1_unreserved_base' is 1499136 but l1_size is 1499136; the unreserved base must lie below the top of L1}}
module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host, target_triple = "x86_64-pc-linux"}], [{arch = <wormhole_b0>, grid = 8x8, l1_size = 1499136, l1_unreserved_base = 1499136}], [0], [1 : i32], [ 0x0x0x0]>} {
}

// -----

// expected-error @+1 {{ttcore.system_desc states no chip description with `arch = <...>`; pass the arch option (a built-in name or a JSON arch file)}}
module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host, target_triple = "x86_64-pc-linux"}], [], [0], [1 : i32], [ 0x0x0x0]>} {
}
