#pragma once
// ttnn.constant's element values (lib/ops/misc/constant.cpp), as the op library sees
// them: one value for every element (a splat) or one per element, row-major over the
// result's logical shape. Only the op's write reads them; its checks and the query ask
// for count() and range(), so a compiler can hand over a large attribute without
// copying it for every query (lib/compiler/Dialect/TTNN/Analysis/OpModel.cpp reads a dense attribute lazily).

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace strata::ops {

class ConstantValues {
 public:
  // Bounds every finite value lies in, and whether every value is a finite whole
  // number (what an integer result can hold).
  struct Range {
    double lo = 0, hi = 0;
    bool whole = true;
  };

  virtual ~ConstantValues() = default;
  // 1 (a splat) or one per element.
  virtual std::uint64_t count() const = 0;
  // Values [first, first + out.size()) into `out`.
  virtual void read(std::uint64_t first, std::span<double> out) const = 0;
  virtual Range range() const = 0;

  // Values held in memory: the range is computed once, here.
  static std::shared_ptr<const ConstantValues> of(std::vector<double> values);
  // All of `source`'s values copied into memory (a compiled graph outlives the module
  // whose attribute a lazy source reads).
  static std::shared_ptr<const ConstantValues> copyOf(const ConstantValues& source);
};

}  // namespace strata::ops
