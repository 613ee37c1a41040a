#pragma once
// Host memory the simulator gave back.

namespace strata::runtime {

// Hands host memory that was freed back to the OS (glibc: malloc_trim). A destroyed
// Device's DRAM pages are 16 KiB blocks below malloc's mmap threshold: malloc keeps them
// mapped, and a run that goes on to compute on the host (a model reference) would add
// its peak to theirs. Elsewhere a no-op.
void releaseFreedHostMemory();

}  // namespace strata::runtime
