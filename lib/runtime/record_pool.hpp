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
    State& s = state();
    if (Node* n = s.head) {
      STRATA_POOL_UNPOISON(n, Size);
      s.head = n->next;
      --s.count;
      return n;
    }
    return ::operator new(Size);
  }
  static void give(void* p) noexcept {
    State& s = state();
    if (s.count >= kMaxCachedBlocks) {
      ::operator delete(p, Size);
      return;
    }
    Node* n = static_cast<Node*>(p);
    n->next = s.head;
    s.head = n;
    ++s.count;
    STRATA_POOL_POISON(n, Size);
  }
  // Blocks cached by the calling thread (for tests).
  static std::size_t cached() { return state().count; }

 private:
  struct Node {
    Node* next;
  };
  struct State {
    Node* head = nullptr;
    std::size_t count = 0;
    ~State() {
      while (Node* n = head) {
        STRATA_POOL_UNPOISON(n, Size);
        head = n->next;
        ::operator delete(n, Size);
      }
    }
  };
  static State& state() {
    thread_local State s;
    return s;
  }
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
