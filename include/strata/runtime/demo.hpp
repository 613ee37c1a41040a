#pragma once
// Small eltwise programs (reader -> compute -> writer kernels moving tiles through
// circular buffers) and the cosh composite used by `strata demo` and `strata trace demo`.
// They show how an op writer uses the runtime; the full op library lives in ops/.

#include "strata/runtime/device.hpp"
#include "strata/runtime/tensor.hpp"

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace strata::runtime::demo {

using UnaryFn = std::function<float(float)>;
using BinaryFn = std::function<float(float, float)>;

// The program an eltwise op enqueues: CB 0 (and CB 1 for binary) in, CB 16 out, two
// tiles each; tiles split round-robin over min(tiles, cores) cores.
Program buildEltwiseProgram(const device::ArchDesc& arch, std::string name, const Tensor& a,
                            const Tensor* b, const Tensor& out, UnaryFn unary, BinaryFn binary);

// out = fn(in). The output is allocated with `allocator` (nullptr = heap) in
// `memory_config`, or written into `output` when given.
Tensor unary(Device& device, std::string_view name, const Tensor& in, UnaryFn fn,
             Allocator* allocator = nullptr, const MemoryConfig& memory_config = MemoryConfig::l1(),
             std::optional<Tensor> output = std::nullopt);
// out = fn(a, b); b may be a one-tile scalar tensor, broadcast from its element (0,0).
Tensor binary(Device& device, std::string_view name, const Tensor& a, const Tensor& b, BinaryFn fn,
              Allocator* allocator = nullptr, const MemoryConfig& memory_config = MemoryConfig::l1(),
              std::optional<Tensor> output = std::nullopt);

// cosh(x) = (exp(x) + exp(-x)) * 0.5, intermediates on the stack, output on the heap.
Tensor cosh(Device& device, const Tensor& x, const MemoryConfig& output_memory = MemoryConfig::l1());

struct CoshDemoReport {
  double max_abs_error = 0;
  double max_rel_error = 0;
  bool within_tolerance = false;
  HighWater measured;               // relative to the start of the composite
  std::uint64_t frame_peak = 0;     // the cosh frame's own stack peak
};
// Runs cosh on a fresh input on `device`, printing the L1 map after every step through
// `print` (may be empty), and checks the result against a host reference.
CoshDemoReport runCoshDemo(Device& device, const std::function<void(const std::string&)>& print);

}  // namespace strata::runtime::demo
