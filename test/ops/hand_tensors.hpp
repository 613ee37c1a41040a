#pragma once
// Helpers for op tests that write tensors by hand and work the results out by hand.

#include "strata/device/arch.hpp"
#include "strata/ops/catalog.hpp"
#include "strata/ops_device/check.hpp"
#include "strata/ops_device/device.hpp"
#include "strata/ops/query.hpp"
#include "strata/ops/spec.hpp"
#include "strata/runtime/device.hpp"
#include "strata/runtime/tensor.hpp"
#include "strata/support/error.hpp"

#include <gtest/gtest.h>

#include <cstddef>
#include <string>
#include <utility>
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
      runtime::Tensor::allocate(device, ops_device::toRuntimeSpec(desc, device.arch()), nullptr, "input");
  runtime::HostTensor host;
  host.shape = ops_device::toRuntimeShape(desc.shape);
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

// Expects the query of `op_name` on `shapes` with `params` to refuse the arguments as
// InvalidArgument, with `needle` (the attribute or argument at fault) in the message.
inline void expectRejected(const std::string& op_name, const std::vector<std::string>& shapes,
                           const std::vector<std::string>& params, const std::string& needle) {
  const OpInfo& op = getOp(op_name);
  std::vector<TensorDesc> inputs;
  for (const std::string& s : shapes) inputs.push_back(parseTensorSpec(s));
  try {
    (void)query(op, inputs, paramsOf(op, params), wh());
    ADD_FAILURE() << op_name << " accepted " << needle;
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
    EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
  }
}

// One op run on the device, checked: the query equals the measured high-water marks and
// the stack is back at its base. Returns the result read back, its descriptor and the
// query's figures; the inputs and the output are released.
struct CheckedRun {
  HostTensor value;
  TensorDesc desc;
  L1Usage usage;
};

inline CheckedRun runChecked(runtime::Device& device, const OpInfo& op,
                             std::vector<runtime::Tensor> inputs, const OpParams& params) {
  std::vector<TensorDesc> descs;
  for (const runtime::Tensor& t : inputs) descs.push_back(ops_device::describe(t));
  const L1Usage predicted = query(op, descs, params, wh());
  ops_device::ExecResult r = ops_device::execute(device, op, inputs, params);
  EXPECT_EQ(predicted, r.measured);
  EXPECT_EQ(device.l1Map().stack_bytes, 0u);
  CheckedRun out{ops_device::readBack(r.output), ops_device::describe(r.output), predicted};
  r.output.deallocate();
  for (runtime::Tensor& t : inputs) t.deallocate();
  return out;
}

// The same with the op named and `name=value` parameter texts.
inline CheckedRun runChecked(runtime::Device& device, const std::string& name,
                             std::vector<runtime::Tensor> inputs,
                             const std::vector<std::string>& params = {}) {
  const OpInfo& op = getOp(name);
  return runChecked(device, op, std::move(inputs), paramsOf(op, params));
}

// The same for an op with any number of results, each placed by `memories` (one per
// result, one for all, or none: the op picks); every result is also held to its
// reference's tolerance. Returns the results read back and described, in result order.
struct CheckedResults {
  std::vector<HostTensor> values;
  std::vector<TensorDesc> descs;
  L1Usage usage;
};

inline CheckedResults runCheckedResults(runtime::Device& device, const OpInfo& op,
                                        std::vector<runtime::Tensor> inputs,
                                        const OpParams& params,
                                        const std::vector<MemoryConfig>& memories = {}) {
  std::vector<TensorDesc> descs;
  for (const runtime::Tensor& t : inputs) descs.push_back(ops_device::describe(t));
  const L1Usage predicted = queryModels(op, descs, params, wh(), memories).stack;
  std::vector<ops_device::ResultPlacement> placements;
  for (const MemoryConfig& m : memories) placements.push_back({&m, nullptr});
  ops_device::ExecResult r = ops_device::execute(device, op, inputs, params, placements);
  EXPECT_EQ(predicted, r.measured);
  EXPECT_EQ(device.l1Map().stack_bytes, 0u);
  EXPECT_TRUE(ops_device::compareResults(op, inputs, params, r.outputs).within_tolerance);
  CheckedResults out{{}, {}, predicted};
  for (runtime::Tensor& t : r.outputs) {
    out.values.push_back(ops_device::readBack(t));
    out.descs.push_back(ops_device::describe(t));
    t.deallocate();
  }
  for (runtime::Tensor& t : inputs) t.deallocate();
  return out;
}

// Runs `op` on `inputs`, checks the query against the measured marks, the stack back at
// its base and every result against the reference; returns the results read back.
inline std::vector<HostTensor> runAll(runtime::Device& device, const OpInfo& op,
                               std::vector<runtime::Tensor> inputs, const OpParams& params) {
  return runCheckedResults(device, op, std::move(inputs), params).values;
}

// The message of the error the query raises for these arguments ("" when it accepts them).
inline std::string refusal(const std::string& op_name, const std::vector<std::string>& specs,
                    const std::vector<std::string>& params, const MemoryConfig* output = nullptr) {
  const OpInfo& op = getOp(op_name);
  std::vector<TensorDesc> inputs;
  for (const std::string& s : specs) inputs.push_back(parseTensorSpec(s));
  try {
    (void)query(op, inputs, paramsOf(op, params), wh(), output);
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
    return e.what();
  }
  return "";
}

}  // namespace strata::ops::hand
