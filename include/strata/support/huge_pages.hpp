#pragma once
// Large host arrays (a tensor's values as float64, its bytes on the way to or from the
// device) backed by transparent huge pages where the kernel gives them on request (THP
// "madvise" mode, Debian's default). A fresh 128 MB array costs 32768 page faults at
// 4 KiB and 64 at 2 MiB; under a hypervisor each fault is dear, and first touch was
// most of `strata run examples/llama_decode_mlp.mlir` (docs/PERFORMANCE.md, "Matmul
// throughput"). Only a hint: contents and sizes are those of a plain std::vector.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <utility>
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

// A block of zeroed bytes of its own, mapped fresh from the OS and returned to it when
// destroyed (not kept by malloc). A block of 2 MiB or more starts on a 2 MiB boundary and
// carries the huge-page hint, so its first touch costs one fault per 2 MiB.
class ZeroedRegion {
 public:
  explicit ZeroedRegion(std::size_t bytes) : size_(bytes) {
#if defined(__linux__)
    constexpr std::size_t kHuge = std::size_t{2} << 20;
    const std::size_t slack = bytes >= kHuge ? kHuge : 0;
    void* p = mmap(nullptr, bytes + slack, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                   -1, 0);
    if (p == MAP_FAILED) throw std::bad_alloc();
    auto* first = static_cast<std::byte*>(p);
    // Give back the unaligned head and the rest of the slack: the mapping is then
    // exactly [data, data + bytes).
    const std::size_t head = slack == 0 ? 0
        : (kHuge - reinterpret_cast<std::uintptr_t>(first) % kHuge) % kHuge;
    if (head > 0) munmap(first, head);
    if (slack > head) munmap(first + head + bytes, slack - head);
    data_ = first + head;
    if (slack > 0) adviseHugePages(data_, bytes);
#else
    data_ = static_cast<std::byte*>(std::calloc(bytes, 1));
    if (data_ == nullptr) throw std::bad_alloc();
#endif
  }
  ZeroedRegion(ZeroedRegion&& other) noexcept
      : data_(std::exchange(other.data_, nullptr)), size_(std::exchange(other.size_, 0)) {}
  ZeroedRegion& operator=(ZeroedRegion&& other) noexcept {
    if (this != &other) {
      release();
      data_ = std::exchange(other.data_, nullptr);
      size_ = std::exchange(other.size_, 0);
    }
    return *this;
  }
  ZeroedRegion(const ZeroedRegion&) = delete;
  ZeroedRegion& operator=(const ZeroedRegion&) = delete;
  ~ZeroedRegion() { release(); }

  std::byte* data() const { return data_; }
  std::size_t size() const { return size_; }

 private:
  void release() noexcept {
    if (data_ == nullptr) return;
#if defined(__linux__)
    munmap(data_, size_);
#else
    std::free(data_);
#endif
    data_ = nullptr;
  }

  std::byte* data_ = nullptr;
  std::size_t size_ = 0;
};

}  // namespace strata
