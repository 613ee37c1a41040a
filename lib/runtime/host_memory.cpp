#include "strata/runtime/host_memory.hpp"

#include <cstdlib>  // defines __GLIBC__ on glibc

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace strata::runtime {

void releaseFreedHostMemory() {
#ifdef __GLIBC__
  malloc_trim(0);
#endif
}

}  // namespace strata::runtime
