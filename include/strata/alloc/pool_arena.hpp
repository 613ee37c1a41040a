#pragma once
// The sub-allocator inside a memory pool: a range reserved up front (from the heap) in
// which blocks are placed first fit, bottom-up. The runtime's PoolAllocator and the
// fragmentation study's pool policy both use this one definition, so a replay places a
// pool's blocks exactly where the runtime did.
//
// Why first fit, bottom-up: placement then depends only on the blocks below, never on
// how much room is left above the high-water mark. A pool sized to exactly that mark
// therefore places every block where a larger pool would. And when blocks are released
// in LIFO order (a composite's frames), each block lands at the offset the L1 stack
// would give it, so the pool's high-water mark is the op query's stack peak.

#include "strata/alloc/free_list.hpp"

#include <cstdint>

namespace strata::alloc {

inline FreeListConfig poolArenaConfig(Address base, std::uint64_t size, std::uint64_t alignment) {
  FreeListConfig config;
  config.base = base;
  config.size = size;
  config.alignment = alignment;
  config.policy = FitPolicy::FirstFit;
  return config;
}

// Blocks in a pool are always placed with this direction.
inline constexpr Direction kPoolArenaDirection = Direction::BottomUp;

}  // namespace strata::alloc
