#pragma once
// Host memory the simulator gave back.

namespace strata::runtime {

// Hands host memory that was freed back to the OS (glibc: malloc_trim). Blocks below
// malloc's mmap threshold stay mapped after they are freed, and a run that goes on to
// compute on the host (a model reference) would add its peak to theirs. A Device's own
// pages no longer need it (BankMemory maps them and unmaps them with the device); the
// device phase's other host memory (the checks' read-backs and chunks) may still.
// Elsewhere a no-op.
void releaseFreedHostMemory();

}  // namespace strata::runtime
