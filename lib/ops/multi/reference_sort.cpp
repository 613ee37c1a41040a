// Exact references of ttnn.sort and ttnn.topk: every line along dim ordered with
// sortsBefore (ties by input index), as the device program orders it.

#include "strata/ops/sort.hpp"

#include <algorithm>
#include <numeric>

namespace strata::ops {

namespace {

std::vector<HostTensor> sortedLines(const HostTensor& x, std::uint32_t keep, int dim,
                                    bool descending) {
  const Shape& s = x.shape;
  std::uint64_t inner = 1;  // elements between consecutive entries of a line
  for (int k = dim + 1; k < s.rank; ++k) inner *= s[k];
  const std::uint64_t extent = s[dim], outer = s.volume() / (extent * inner);
  Shape out_shape = s;
  out_shape[dim] = keep;
  std::vector<HostTensor> results{HostTensor(out_shape), HostTensor(out_shape)};
  results[0].dtype = x.dtype;
  results[1].dtype = DataType::UInt32;
  std::vector<std::uint64_t> order(extent);
  for (std::uint64_t o = 0; o < outer; ++o)
    for (std::uint64_t i = 0; i < inner; ++i) {
      const std::uint64_t base = o * extent * inner + i;
      auto at = [&](std::uint64_t j) { return x.data[base + j * inner]; };
      std::iota(order.begin(), order.end(), 0);
      std::sort(order.begin(), order.end(), [&](std::uint64_t a, std::uint64_t b) {
        return sortsBefore(at(a), a, at(b), b, descending);
      });
      for (std::uint32_t j = 0; j < keep; ++j) {
        const std::uint64_t dst = o * keep * inner + j * inner + i;
        results[0].data[dst] = at(order[j]);
        results[1].data[dst] = static_cast<double>(order[j]);
      }
    }
  return results;
}

}  // namespace

std::vector<HostTensor> refSort(const HostTensor& x, int dim, bool descending) {
  return sortedLines(x, x.shape[dim], dim, descending);
}

std::vector<HostTensor> refTopK(const HostTensor& x, std::uint32_t k, int dim, bool largest) {
  return sortedLines(x, k, dim, largest);
}

}  // namespace strata::ops
