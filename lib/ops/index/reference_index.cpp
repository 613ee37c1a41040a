// Host references of the index ops, written from ttnn / torch semantics: exact, since
// they only compare and copy. Indices outside the table are errors, as on the device.

#include "strata/ops/index.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <cmath>

namespace strata::ops {

namespace {

using Index = std::array<std::uint64_t, kMaxRank>;

std::uint64_t linearOf(const Shape& s, const Index& i) {
  std::uint64_t linear = 0;
  for (int k = 0; k < s.rank; ++k) linear = linear * s[k] + i[k];
  return linear;
}
Index indexOf(const Shape& s, std::uint64_t linear) {
  Index i{};
  for (int k = s.rank - 1; k >= 0; --k) {
    i[k] = linear % s[k];
    linear /= s[k];
  }
  return i;
}

std::uint64_t checkedIndex(double value, std::uint64_t bound, const char* op) {
  if (!(value >= 0) || value != std::floor(value) || value >= double(bound))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{}: index {} is outside [0, {})", op, value, bound),
                {Error::str("op", op)});
  return static_cast<std::uint64_t>(value);
}

}  // namespace

HostTensor refArgReduce(const HostTensor& x, int dim, bool keep_dim, bool reduce_all, bool is_max) {
  const Shape& s = x.shape;
  auto better = [is_max](double v, double best) { return is_max ? v > best : v < best; };
  if (reduce_all) {
    Shape shape = s;
    for (int k = 0; k < s.rank; ++k) shape[k] = 1;
    if (!keep_dim) shape = Shape{1};
    std::uint64_t best = 0;
    for (std::uint64_t i = 1; i < x.data.size(); ++i)
      if (better(x.data[i], x.data[best])) best = i;
    return HostTensor(shape, double(best));
  }
  Shape kept = s;
  kept[dim] = 1;
  HostTensor r(kept);
  for (std::uint64_t o = 0; o < kept.volume(); ++o) {
    Index i = indexOf(kept, o);
    std::uint64_t best = 0;
    double best_value = x.data[linearOf(s, i)];
    for (std::uint64_t k = 1; k < s[dim]; ++k) {
      i[dim] = k;
      const double v = x.data[linearOf(s, i)];
      if (better(v, best_value)) {
        best = k;
        best_value = v;
      }
    }
    r.data[o] = double(best);
  }
  if (!keep_dim) {
    Shape dropped;
    for (int k = 0; k < s.rank; ++k)
      if (k != dim) dropped[dropped.rank++] = s[k];
    r.shape = dropped.rank == 0 ? Shape{1} : dropped;
  }
  return r;
}

HostTensor refEmbedding(const HostTensor& indices, const HostTensor& weight) {
  const std::uint64_t vocab = weight.shape.secondLast(), hidden = weight.shape.last();
  Shape shape = indices.shape;
  shape[shape.rank++] = static_cast<std::uint32_t>(hidden);
  HostTensor r(shape);
  for (std::uint64_t n = 0; n < indices.data.size(); ++n) {
    const std::uint64_t row = checkedIndex(indices.data[n], vocab, "embedding");
    for (std::uint64_t h = 0; h < hidden; ++h) r.data[n * hidden + h] = weight.data[row * hidden + h];
  }
  return r;
}

HostTensor refGather(const HostTensor& input, const HostTensor& index, int dim) {
  HostTensor r(index.shape);
  for (std::uint64_t o = 0; o < index.data.size(); ++o) {
    Index i = indexOf(index.shape, o);
    i[dim] = checkedIndex(index.data[o], input.shape[dim], "gather");
    r.data[o] = input.data[linearOf(input.shape, i)];
  }
  return r;
}

double scatterCombine(ScatterReduce reduce, double acc, double v) {
  switch (reduce) {
    case ScatterReduce::Sum: return acc + v;
    case ScatterReduce::Prod: return acc * v;
    case ScatterReduce::Min: return std::min(acc, v);
    case ScatterReduce::Max: return std::max(acc, v);
    case ScatterReduce::None: break;
  }
  return v;
}

HostTensor refScatter(const HostTensor& input, const HostTensor& index, const HostTensor& source,
                      int dim, ScatterReduce reduce) {
  HostTensor r = input;
  for (std::uint64_t p = 0; p < index.data.size(); ++p) {
    const Index at = indexOf(index.shape, p);
    Index to = at;
    to[dim] = checkedIndex(index.data[p], input.shape[dim], "scatter");
    double& dst = r.data[linearOf(input.shape, to)];
    dst = scatterCombine(reduce, dst, source.data[linearOf(source.shape, at)]);
  }
  return r;
}

}  // namespace strata::ops
