#pragma once
// The static memory planning problem (dynamic storage allocation, DSA): buffers with a
// half-open lifetime [lower, upper), a size, an alignment and optionally a fixed offset.
// A solution gives every buffer an offset so that buffers live at the same time never
// share a byte. The plan layer depends on nothing else of Strata.

#include <cstddef>
#include <cstdint>
#include <climits>
#include <optional>
#include <string>
#include <vector>

namespace strata::plan {

// The units of the problem, named so signatures say which quantity they take (all are
// 64-bit: real models exceed 4 GiB of live bytes).
using TimeStep = std::int64_t;  // a point of the schedule (op index, event counter)
using Offset = std::int64_t;    // bytes from the base of the planned memory
using ByteSize = std::int64_t;  // a buffer's size in bytes
using Capacity = std::int64_t;  // bytes available above the base

struct Buffer {
  std::string id;           // as given by the input (MiniMalloc ids are integers, any text is kept)
  TimeStep lower = 0;       // first time step the buffer is live
  TimeStep upper = 0;       // first time step it is dead again (half-open)
  ByteSize size = 0;        // bytes, > 0
  ByteSize alignment = 1;   // the offset must be a multiple of this, >= 1
  std::optional<Offset> fixedOffset;  // pinned address (e.g. an op's reserved region)

  // Lifetime x size, saturated: only used to order buffers, and long lifetimes of big
  // buffers must not overflow.
  std::int64_t area() const {
    std::int64_t a = 0;
    if (__builtin_mul_overflow(upper - lower, size, &a)) return INT64_MAX;
    return a;
  }
  bool overlapsInTime(const Buffer& other) const {
    return lower < other.upper && other.lower < upper;
  }
};

struct Problem {
  std::vector<Buffer> buffers;
  // Where each buffer came from, for messages (a reader's "line 7"); empty when the
  // problem was built in code, and then messages say "buffer #3".
  std::vector<std::string> origins;

  std::size_t size() const { return buffers.size(); }
  std::string where(std::size_t index) const;
};

// One offset per buffer, indexed like Problem::buffers.
struct Solution {
  std::vector<Offset> offsets;
};

// Sizes, offsets, alignments, times and their total stay within this, so the int64 sums
// of the lower bound and the solvers cannot overflow.
inline constexpr std::int64_t kMaxProblemBytes = std::int64_t{1} << 62;

// What is wrong with one buffer's fields (size, lifetime, alignment, fixed offset,
// range), or nothing: the rule every reader and plan() apply.
std::optional<std::string> bufferFieldError(const Buffer& buffer);
// `total` plus what `buffer` can add to the extent of any layout (size, fixed offset and
// alignment slack), or -1 when that passes kMaxProblemBytes.
std::int64_t addToProblemTotal(std::int64_t total, const Buffer& buffer);
// Throws strata::Error(InvalidArgument) naming the first buffer that breaks a rule (with
// Problem::where), so a problem built in code or from Python is held to the CSV's rules.
void checkProblem(const Problem& problem);

// Highest end address (offset + size) of a solution; 0 for an empty problem.
std::int64_t peakOf(const Problem& problem, const Solution& solution);

inline std::int64_t alignUp(std::int64_t value, std::int64_t alignment) {
  if (alignment == 1) return value;  // the common case; skips a 64-bit division
  std::int64_t rem = value % alignment;
  return rem == 0 ? value : value + (alignment - rem);
}

}  // namespace strata::plan
