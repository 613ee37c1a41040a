#pragma once
// Readable GoogleTest output for the alloc value types.
#include "strata/alloc/free_list.hpp"

#include <ostream>

namespace strata::alloc {

inline void PrintTo(const Block& b, std::ostream* os) {
  *os << "{" << b.begin << "+" << b.size << (b.allocated ? " alloc}" : " free}");
}
inline void PrintTo(const Range& r, std::ostream* os) { *os << "[" << r.begin << "," << r.end << ")"; }
inline void PrintTo(const Statistics& s, std::ostream* os) {
  *os << "{total " << s.total_allocatable << " alloc " << s.allocated << " free " << s.free
      << " largest " << s.largest_free_block << " nalloc " << s.allocated_blocks << " nfree "
      << s.free_blocks << "}";
}

}  // namespace strata::alloc
