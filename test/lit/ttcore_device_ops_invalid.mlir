// What the ttcore.device, ttcore.device_module and ttcore.load_cached
// parsers and verifiers
// reject, with the error at the offending token.
// RUN: strata-opt %s --split-input-file -verify-diagnostics

// expected-error @+1 {{expected ']' in the device description, found '>'}}
ttcore.device @d = <chipIds = [0, 1>

// -----
// A map after `=` is read as an affine map.
// expected-error @+1 {{expected bare identifier}}
ttcore.device @d = <l1Map = (0, 1>

// -----
// expected-error @+1 {{expected a token of the device description or ']'}}
ttcore.device @d = <chipIds = [%x]>

// -----
// expected-error @+1 {{expected a device description `<...>` or `#ttcore.device<...>`}}
ttcore.device @d = #ttcore.grid<1x1>

// -----
// expected-error @+1 {{expected '='}}
ttcore.device @d <workerGrid = #ttcore.grid<1x1>>

// -----
// expected-error @+1 {{Invalid attribute `device_attr` in property conversion: 1 : i32}}
"ttcore.device"() <{sym_name = "d", device_attr = 1 : i32}> : () -> ()

// -----
// A verbatim attribute that is not a device description.
// expected-error @+1 {{'ttcore.device' op attribute 'device_attr' failed to satisfy constraint: #ttcore.device<...> kept verbatim}}
"ttcore.device"() <{sym_name = "d", device_attr = #ttcore.chip_capability<1>}> : () -> ()

// -----
// expected-error @+1 {{'ttcore.device_module' op region should have no arguments}}
"ttcore.device_module"() ({
^bb0(%arg0: i32):
}) : () -> ()

// -----
ttcore.device_module {
  // expected-note @+1 {{see existing symbol definition here}}
  ttcore.device @d = <chipIds = [0]>
  // expected-error @+1 {{redefinition of symbol named 'd'}}
  ttcore.device @d = <chipIds = [1]>
}

// -----
func.func @f(%a: tensor<2xf32>) {
  // expected-error @+1 {{expected attribute value}}
  %0 = ttcore.load_cached([%a]) : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----
func.func @f(%a: f32) {
  // expected-error @+1 {{'ttcore.load_cached' op operand #0 must be variadic of ranked tensor of any type values, but got 'f32'}}
  %0 = ttcore.load_cached(@g, [%a]) : (f32) -> tensor<2xf32>
  return
}
