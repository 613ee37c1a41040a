#include "strata/ops/check.hpp"

#include "strata/support/error.hpp"

#include <cmath>
#include <random>

namespace strata::ops {

std::vector<double> randomValues(std::uint64_t count, double lo, double hi, bool integers,
                                 std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<double> v(count);
  for (double& x : v) {
    // Own mapping from raw bits (not std::uniform_real_distribution) so values do not
    // depend on the standard library.
    const double u = double(rng() >> 11) * 0x1.0p-53;
    x = lo + (hi - lo) * u;
    if (integers) x = std::round(x);
  }
  return v;
}

runtime::Tensor randomTensor(runtime::Device& device, const TensorDesc& desc, const OpInfo& op,
                             std::uint64_t seed) {
  runtime::HostTensor host;
  host.shape = toRuntimeShape(desc.shape);
  host.dtype = desc.dtype;
  host.values = randomValues(desc.shape.volume(), op.domain_lo, op.domain_hi,
                             op.summary == "comparison", seed);
  const ArchDesc& arch = device.arch();
  return runtime::Tensor::fromHost(device, host,
                                   desc.layout,
                                   toRuntimeMemoryConfig(desc, arch), nullptr, "input");
}

HostTensor readBack(const runtime::Tensor& tensor) {
  runtime::HostTensor host = tensor.toHost();
  HostTensor r;
  for (std::uint32_t d : host.shape) r.shape.dims[r.shape.rank++] = d;
  r.data = std::move(host.values);
  return r;
}

NumericCheck compareWithReference(const OpInfo& op, std::span<const runtime::Tensor> inputs,
                                  const OpParams& params, const runtime::Tensor& output) {
  std::vector<HostTensor> host;
  host.reserve(inputs.size());
  for (const runtime::Tensor& t : inputs) host.push_back(readBack(t));
  const HostTensor expected = op.reference(host, params);
  const HostTensor actual = readBack(output);
  if (!(expected.shape == actual.shape))
    throw Error(ErrorKind::Internal,
                "op " + std::string(op.name) + ": output shape " + actual.shape.toString() +
                    " differs from the reference shape " + expected.shape.toString());
  const Tolerance& tol = op.tolerance(output.dtype());
  NumericCheck check;
  check.elements = expected.data.size();
  for (std::size_t i = 0; i < expected.data.size(); ++i) {
    const double r = expected.data[i], d = actual.data[i];
    if (std::isnan(r) || std::isnan(d) || std::isinf(r) || std::isinf(d)) {
      if (!(std::isnan(r) && std::isnan(d)) && r != d) check.within_tolerance = false;
      continue;
    }
    const double abs_err = std::fabs(d - r);
    check.max_abs_error = std::max(check.max_abs_error, abs_err);
    if (std::fabs(r) >= 1e-3) check.max_rel_error = std::max(check.max_rel_error, abs_err / std::fabs(r));
    if (abs_err > tol.atol + tol.rtol * std::fabs(r)) check.within_tolerance = false;
  }
  return check;
}

RunReport runWithRandomInputs(runtime::Device& device, const OpInfo& op,
                              std::span<const TensorDesc> inputs, const OpParams& params,
                              const MemoryConfig* output_memory, std::uint64_t seed) {
  checkArguments(op, inputs, params, device.arch(), output_memory);
  std::vector<runtime::Tensor> tensors;
  for (std::size_t i = 0; i < inputs.size(); ++i)
    tensors.push_back(randomTensor(device, inputs[i], op, seed + i));
  ExecResult r = execute(device, op, tensors, params, output_memory);
  RunReport report{r.predicted, r.measured, compareWithReference(op, tensors, params, r.output)};
  r.output.deallocate();
  for (runtime::Tensor& t : tensors) t.deallocate();
  return report;
}

}  // namespace strata::ops
