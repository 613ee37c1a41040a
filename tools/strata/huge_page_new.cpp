// The strata executable's global operator new: a plain malloc, plus the huge-page hint
// on every allocation of 4 MiB or more before anything touches it.
//
// `strata run` of a 7B/8B decode layer allocates gigabytes of float64 tensors (the
// per-op references, the model check's TTIR values) in vectors that many places build,
// copy and resize. Each first touch of a fresh 4 KiB page is a fault, and under a
// hypervisor those faults were a third of the run (docs/PERFORMANCE.md, "Real models").
// The hint at the one place every such vector passes through costs nothing below the
// threshold and needs no change to the code that builds them.
//
// Only the executable replaces operator new (the libraries and the Python module keep
// the C++ runtime's); the sanitizer builds keep their own, which track new and delete.

#include <cstdlib>
#include <new>

#include "strata/support/huge_pages.hpp"

#if !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)

namespace {

void* allocate(std::size_t bytes) {
  if (bytes == 0) bytes = 1;
  for (;;) {
    if (void* p = std::malloc(bytes)) {
      if (bytes >= strata::kHugePageHintBytes) strata::adviseHugePages(p, bytes);
      return p;
    }
    std::new_handler handler = std::get_new_handler();
    if (handler == nullptr) throw std::bad_alloc();
    handler();
  }
}

}  // namespace

void* operator new(std::size_t bytes) { return allocate(bytes); }
void* operator new[](std::size_t bytes) { return allocate(bytes); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }

#endif
