#pragma once
// Large host arrays (a tensor's values as float64, its bytes on the way to or from the
// device) backed by transparent huge pages where the kernel gives them on request (THP
// "madvise" mode, Debian's default). A fresh 128 MB array costs 32768 page faults at
// 4 KiB and 64 at 2 MiB; under a hypervisor each fault is dear, and first touch was
// most of `strata run examples/llama_decode_mlp.mlir` (docs/PERFORMANCE.md, "Matmul
// throughput"). Only a hint: contents and sizes are those of a plain std::vector.

#include <cstddef>
#include <cstdint>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace strata {

// Arrays below this are left to malloc as they are.
inline constexpr std::size_t kHugePageHintBytes = std::size_t{4} << 20;

// Asks for huge pages on the whole 2 MiB pages inside [p, p + bytes), before first touch.
inline void adviseHugePages([[maybe_unused]] void* p, [[maybe_unused]] std::size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  constexpr std::uintptr_t kHuge = std::uintptr_t{2} << 20;
  const auto begin = (reinterpret_cast<std::uintptr_t>(p) + kHuge - 1) & ~(kHuge - 1);
  const auto end = (reinterpret_cast<std::uintptr_t>(p) + bytes) & ~(kHuge - 1);
  if (end > begin) (void)madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
#endif
}

// An empty std::vector<T> with room for n elements, hinted as largeVector is: for a
// producer that appends every element, so the pages are written once (the kernel's
// zeroing) plus its own values, never a value-initialising pass in between.
template <class T>
std::vector<T> largeReservedVector(std::size_t n) {
  std::vector<T> v;
  v.reserve(n);
  if (n * sizeof(T) >= kHugePageHintBytes) adviseHugePages(v.data(), n * sizeof(T));
  return v;
}

// std::vector<T>(n) (value-initialised), with the huge-page hint given before the
// elements are first written when it is large.
template <class T>
std::vector<T> largeVector(std::size_t n) {
  std::vector<T> v;
  if (n * sizeof(T) >= kHugePageHintBytes) v = largeReservedVector<T>(n);
  v.resize(n);
  return v;
}

}  // namespace strata
