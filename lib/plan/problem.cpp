// The problem's own rules: what a buffer may hold, checked once for every way a problem
// arrives (the CSV reader, plan() itself for problems built in code or from Python).

#include "strata/plan/problem.hpp"

#include "strata/support/error.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace strata::plan {

std::string Problem::where(std::size_t index) const {
  if (index < origins.size()) return origins[index];
  return fmt::format("buffer #{}", index);
}

std::int64_t peakOf(const Problem& problem, const Solution& solution) {
  std::int64_t peak = 0;
  for (std::size_t i = 0; i < problem.size() && i < solution.offsets.size(); ++i)
    peak = std::max(peak, solution.offsets[i] + problem.buffers[i].size);
  return peak;
}

std::optional<std::string> bufferFieldError(const Buffer& buffer) {
  for (TimeStep t : {buffer.lower, buffer.upper})
    if (t < -kMaxProblemBytes || t > kMaxProblemBytes)
      return fmt::format("buffer '{}' has time {} outside +-2^62; renumber the time steps",
                         buffer.id, t);
  if (buffer.size <= 0)
    return fmt::format("buffer '{}' has size {}; sizes must be positive", buffer.id, buffer.size);
  if (buffer.upper <= buffer.lower)
    return fmt::format("buffer '{}' has upper {} <= lower {}; lifetimes are half-open "
                       "[lower, upper) and must not be empty",
                       buffer.id, buffer.upper, buffer.lower);
  if (buffer.alignment <= 0)
    return fmt::format("buffer '{}' has alignment {}; alignments must be >= 1", buffer.id,
                       buffer.alignment);
  if (buffer.fixedOffset && *buffer.fixedOffset < 0)
    return fmt::format("buffer '{}' has negative fixed offset {}", buffer.id,
                       *buffer.fixedOffset);
  if (buffer.fixedOffset && *buffer.fixedOffset % buffer.alignment != 0)
    return fmt::format("buffer '{}' has fixed offset {}, not a multiple of its alignment {}",
                       buffer.id, *buffer.fixedOffset, buffer.alignment);
  return std::nullopt;
}

std::int64_t addToProblemTotal(std::int64_t total, const Buffer& buffer) {
  std::int64_t reach = 0;
  if (__builtin_add_overflow(buffer.size, buffer.fixedOffset.value_or(0), &reach) ||
      __builtin_add_overflow(reach, buffer.alignment, &reach) || reach > kMaxProblemBytes ||
      total > kMaxProblemBytes - reach)
    return -1;
  return total + reach;
}

void checkProblem(const Problem& problem) {
  std::int64_t total = 0;
  for (std::size_t i = 0; i < problem.size(); ++i) {
    const Buffer& b = problem.buffers[i];
    std::optional<std::string> error = bufferFieldError(b);
    if (!error && (total = addToProblemTotal(total, b)) < 0)
      error = fmt::format("buffer '{}' brings the total of sizes above 2^62 bytes; the planner "
                          "works in 64-bit byte offsets",
                          b.id);
    if (error)
      throw Error(ErrorKind::InvalidArgument, fmt::format("{}: {}", problem.where(i), *error),
                  {Error::num("buffer", static_cast<std::int64_t>(i))});
  }
}

}  // namespace strata::plan
