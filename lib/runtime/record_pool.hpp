#pragma once
// Internal: a per-thread free list of fixed-size blocks, used for the shared_ptr control
// blocks of Buffers (std::allocate_shared). Creating a stack tensor is on the hot path of
// every composite op; a recycled block costs a few instructions where malloc + free cost
// about a hundred. Blocks are plain operator-new memory, so a block allocated on one
// thread and released on another simply joins the releasing thread's list. Each thread
// keeps at most kMaxCachedBlocks blocks; its list is freed when the thread exits.
// Under AddressSanitizer cached blocks are poisoned, so a use after free still reports.

#include <cstddef>
#include <memory>
#include <new>

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/asan_interface.h>
#define STRATA_POOL_POISON(p, n) ASAN_POISON_MEMORY_REGION((p), (n))
#define STRATA_POOL_UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION((p), (n))
#else
#define STRATA_POOL_POISON(p, n) ((void)(p), (void)(n))
#define STRATA_POOL_UNPOISON(p, n) ((void)(p), (void)(n))
#endif

namespace strata::runtime::detail {

inline constexpr std::size_t kMaxCachedBlocks = 1024;

template <std::size_t Size>
class BlockFreeList {
  static_assert(Size >= sizeof(void*));

 public:
  static void* take() {
    if (Node* n = head_) {
      STRATA_POOL_UNPOISON(n, Size);
      head_ = n->next;
      --count_;
      return n;
    }
    return ::operator new(Size);
  }
  static void give(void* p) noexcept {
    // After this thread's list was freed (thread exit, or static destructors running
    // after the main thread's thread_locals) blocks go straight back to the heap.
    if (count_ >= kMaxCachedBlocks || finished_) {
      ::operator delete(p, Size);
      return;
    }
    if (!armed_) {  // once per thread: reaper() has a thread_local guard
      reaper().arm();
      armed_ = true;
    }
    Node* n = static_cast<Node*>(p);
    n->next = head_;
    head_ = n;
    ++count_;
    STRATA_POOL_POISON(n, Size);
  }
  // Blocks cached by the calling thread (for tests).
  static std::size_t cached() { return count_; }

 private:
  struct Node {
    Node* next;
  };
  // Frees the thread's list when the thread ends. The list itself lives in trivially
  // destructible thread_locals, so the hot path needs no thread_local guard.
  struct Reaper {
    void arm() {}
    ~Reaper() {
      while (Node* n = head_) {
        STRATA_POOL_UNPOISON(n, Size);
        head_ = n->next;
        ::operator delete(n, Size);
      }
      count_ = 0;
      finished_ = true;
    }
  };
  static Reaper& reaper() {
    thread_local Reaper r;
    return r;
  }
  static inline thread_local Node* head_ = nullptr;
  static inline thread_local std::size_t count_ = 0;
  static inline thread_local bool finished_ = false;
  static inline thread_local bool armed_ = false;
};

// Allocator for std::allocate_shared: single objects come from the per-thread free list
// of their size, arrays from the global heap.
template <typename T>
struct PoolAllocator {
  static_assert(alignof(T) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__);
  using value_type = T;
  PoolAllocator() = default;
  template <typename U>
  PoolAllocator(const PoolAllocator<U>&) noexcept {}
  T* allocate(std::size_t n) {
    if (n == 1) return static_cast<T*>(BlockFreeList<sizeof(T)>::take());
    return std::allocator<T>().allocate(n);
  }
  void deallocate(T* p, std::size_t n) noexcept {
    if (n == 1)
      BlockFreeList<sizeof(T)>::give(p);
    else
      std::allocator<T>().deallocate(p, n);
  }
  template <typename U>
  bool operator==(const PoolAllocator<U>&) const noexcept {
    return true;
  }
};

}  // namespace strata::runtime::detail
