#pragma once
// Helpers for op tests that write tensors by hand and work the results out by hand.

#include "strata/device/arch.hpp"
#include "strata/ops/catalog.hpp"
#include "strata/ops/device.hpp"
#include "strata/ops/spec.hpp"
#include "strata/runtime/device.hpp"
#include "strata/runtime/tensor.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace strata::ops::hand {

inline const ArchDesc& wh() { return device::builtinArch("wormhole_b0"); }

// The op's defaults with `name=value` texts applied, as `--param` applies them.
inline OpParams paramsOf(const OpInfo& op, const std::vector<std::string>& texts) {
  OpParams p = op.defaults();
  for (const std::string& t : texts) parseParam(op, t, p);
  return p;
}

// A device tensor of `spec` (a CLI tensor spec) holding `values`, row-major over the
// logical shape.
inline runtime::Tensor tensorWith(runtime::Device& device, const std::string& spec,
                                  std::vector<double> values) {
  const TensorDesc desc = parseTensorSpec(spec);
  runtime::Tensor t =
      runtime::Tensor::allocate(device, toRuntimeSpec(desc, device.arch()), nullptr, "input");
  runtime::HostTensor host;
  host.shape = toRuntimeShape(desc.shape);
  host.dtype = desc.dtype;
  host.values = std::move(values);
  t.write(host);
  return t;
}

// 0, 1, ..., n - 1.
inline std::vector<double> iota(std::size_t n) {
  std::vector<double> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = double(i);
  return v;
}

}  // namespace strata::ops::hand
