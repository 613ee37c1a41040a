// The library's version, compiled in: strata::version() answers for the binary that
// was linked, kVersion for the headers a program was compiled against.

#include "strata/version.hpp"

namespace strata {

std::string_view version() { return kVersion; }

}  // namespace strata
