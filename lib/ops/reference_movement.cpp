// Host references of the data-movement ops: each output element found from its own
// multi-dim index by the op's textbook definition (no shared code with the gather map).

#include "strata/ops/reference.hpp"

#include <array>

namespace strata::ops {

namespace {

using Index = std::array<std::uint64_t, kMaxRank>;

// Calls fn(index) for every index of `shape` in row-major order.
template <typename Fn>
void forEachIndex(const Shape& shape, Fn&& fn) {
  Index index{};
  const std::uint64_t volume = shape.volume();
  for (std::uint64_t n = 0; n < volume; ++n) {
    fn(index);
    for (int k = shape.rank - 1; k >= 0; --k) {
      if (++index[k] < shape[k]) break;
      index[k] = 0;
    }
  }
}

double elementAt(const HostTensor& x, const Index& index) {
  std::uint64_t linear = 0;
  for (int k = 0; k < x.shape.rank; ++k) linear = linear * x.shape[k] + index[k];
  return x.data[linear];
}

}  // namespace

HostTensor refReshape(const HostTensor& x, const Shape& shape) {
  HostTensor r(shape);
  r.data = x.data;  // row-major order is what reshape keeps
  return r;
}

HostTensor refPermute(const HostTensor& x, std::span<const int> permutation) {
  Shape s = x.shape;
  for (int k = 0; k < s.rank; ++k) s[k] = x.shape[permutation[k]];
  HostTensor r(s);
  std::uint64_t n = 0;
  forEachIndex(s, [&](const Index& o) {
    Index i{};
    for (int k = 0; k < s.rank; ++k) i[permutation[k]] = o[k];
    r.data[n++] = elementAt(x, i);
  });
  return r;
}

HostTensor refConcat(std::span<const HostTensor> inputs, int dim) {
  Shape s = inputs[0].shape;
  s[dim] = 0;
  for (const HostTensor& t : inputs) s[dim] += t.shape[dim];
  HostTensor r(s);
  std::uint64_t n = 0;
  forEachIndex(s, [&](const Index& o) {
    Index i = o;
    std::size_t j = 0;
    while (i[dim] >= inputs[j].shape[dim]) i[dim] -= inputs[j++].shape[dim];
    r.data[n++] = elementAt(inputs[j], i);
  });
  return r;
}

HostTensor refSlice(const HostTensor& x, std::span<const std::int64_t> begins,
                    std::span<const std::int64_t> ends, std::span<const std::int64_t> step) {
  Shape s = x.shape;
  for (int k = 0; k < s.rank; ++k)
    s[k] = static_cast<std::uint32_t>((ends[k] - begins[k] + step[k] - 1) / step[k]);
  HostTensor r(s);
  std::uint64_t n = 0;
  forEachIndex(s, [&](const Index& o) {
    Index i{};
    for (int k = 0; k < s.rank; ++k) i[k] = static_cast<std::uint64_t>(begins[k] + std::int64_t(o[k]) * step[k]);
    r.data[n++] = elementAt(x, i);
  });
  return r;
}

HostTensor refRepeat(const HostTensor& x, std::span<const std::int64_t> repeats) {
  Shape s = x.shape;
  for (int k = 0; k < s.rank; ++k) s[k] = static_cast<std::uint32_t>(x.shape[k] * repeats[k]);
  HostTensor r(s);
  std::uint64_t n = 0;
  forEachIndex(s, [&](const Index& o) {
    Index i{};
    for (int k = 0; k < s.rank; ++k) i[k] = o[k] % x.shape[k];
    r.data[n++] = elementAt(x, i);
  });
  return r;
}

HostTensor refRepeatInterleave(const HostTensor& x, std::uint32_t repeats, int dim) {
  Shape s = x.shape;
  s[dim] *= repeats;
  HostTensor r(s);
  std::uint64_t n = 0;
  forEachIndex(s, [&](const Index& o) {
    Index i = o;
    i[dim] /= repeats;
    r.data[n++] = elementAt(x, i);
  });
  return r;
}

HostTensor refPad(const HostTensor& x, std::span<const std::int64_t> padding, double value) {
  Shape s = x.shape;
  for (int k = 0; k < s.rank; ++k)
    s[k] = static_cast<std::uint32_t>(x.shape[k] + padding[2 * k] + padding[2 * k + 1]);
  HostTensor r(s);
  std::uint64_t n = 0;
  forEachIndex(s, [&](const Index& o) {
    Index i{};
    bool inside = true;
    for (int k = 0; k < s.rank; ++k) {
      const std::int64_t v = std::int64_t(o[k]) - padding[2 * k];
      inside = inside && v >= 0 && v < std::int64_t(x.shape[k]);
      i[k] = static_cast<std::uint64_t>(std::max<std::int64_t>(v, 0));
    }
    r.data[n++] = inside ? elementAt(x, i) : value;
  });
  return r;
}

HostTensor refScan(const HostTensor& x, int dim, bool product) {
  HostTensor r(x.shape);
  std::uint64_t n = 0;
  forEachIndex(x.shape, [&](const Index& o) {
    Index i = o;
    double acc = product ? 1.0 : 0.0;
    for (std::uint64_t k = 0; k <= o[dim]; ++k) {
      i[dim] = k;
      acc = product ? acc * elementAt(x, i) : acc + elementAt(x, i);
    }
    r.data[n++] = acc;
  });
  return r;
}

}  // namespace strata::ops
