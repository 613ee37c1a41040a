#include "strata/ops/views.hpp"

namespace strata::ops {

bool reshapeIsView(const TensorDesc& input, const TensorDesc& output, const device::ArchDesc& arch) {
  if (input.shape.rank == 0 || output.shape.rank == 0 || input.shape.volume() != output.shape.volume())
    return false;
  if (input.dtype != output.dtype || input.layout != output.layout || !(input.memory == output.memory) ||
      input.memory.isSharded())
    return false;
  if (input.shape.last() != output.shape.last()) return false;
  if (input.layout != Layout::Tile) return true;  // a row-major page is one row of the last dim
  const auto secondLast = [](const Shape& s) -> std::uint64_t { return s.rank >= 2 ? s[s.rank - 2] : 1; };
  const std::uint64_t in = secondLast(input.shape), out = secondLast(output.shape);
  return in == out || (in % arch.tile_height == 0 && out % arch.tile_height == 0);
}

}  // namespace strata::ops
