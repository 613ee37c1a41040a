// CSV reading/writing for planning problems (MiniMalloc benchmark format).

#include "strata/plan/csv.hpp"
#include "strata/plan/validator.hpp"

#include "strata/support/error.hpp"
#include "strata/support/input_file.hpp"
#include "strata/support/output_file.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <fstream>
#include <limits>
#include <map>
#include <sstream>
#include <unordered_map>

namespace strata::plan {
namespace {

enum Column { kId, kLower, kUpper, kSize, kAlignment, kOffset, kColumnCount };
constexpr std::string_view kColumnNames[kColumnCount] = {"id",   "lower",     "upper",
                                                         "size", "alignment", "offset"};

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

std::vector<std::string_view> splitFields(std::string_view line) {
  std::vector<std::string_view> fields;
  std::size_t start = 0;
  while (true) {
    std::size_t comma = line.find(',', start);
    fields.push_back(trim(line.substr(start, comma - start)));
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return fields;
}

[[noreturn]] void fail(ErrorKind kind, std::string_view source, std::size_t line,
                       std::string message) {
  throw Error(kind, fmt::format("{}:{}: {}", source, line, message),
              {Error::str("file", std::string(source)),
               Error::num("line", static_cast<std::int64_t>(line))});
}

std::int64_t parseInt(std::string_view field, std::string_view column, std::string_view source,
                      std::size_t line) {
  std::int64_t value = 0;
  const char* end = field.data() + field.size();
  auto [ptr, ec] = std::from_chars(field.data(), end, value);
  if (field.empty() || ec == std::errc::invalid_argument || ptr != end)
    fail(ErrorKind::ParseError, source, line,
         fmt::format("column '{}' holds '{}', which is not an integer; write a whole number",
                     column, field));
  if (ec == std::errc::result_out_of_range)
    fail(ErrorKind::ParseError, source, line,
         fmt::format("column '{}' holds '{}', which does not fit in 64 bits", column, field));
  return value;
}

// Fixed buffers are pinned by the input, so two of them sharing bytes while both live
// is an input error, reported with both lines. The validator's sweep finds the first
// such pair in O(n log n) (all-pairs was quadratic in fixed buffers live together).
void checkFixedCollisions(const Problem& problem, const std::vector<std::size_t>& lines,
                          std::string_view source) {
  Problem fixed;
  Solution offsets;
  std::vector<std::size_t> original;
  for (std::size_t i = 0; i < problem.size(); ++i)
    if (problem.buffers[i].fixedOffset) {
      fixed.buffers.push_back(problem.buffers[i]);
      offsets.offsets.push_back(*problem.buffers[i].fixedOffset);
      original.push_back(i);
    }
  for (const Violation& v : findViolations(fixed, offsets, std::nullopt, 1)) {
    if (v.kind != ViolationKind::Overlap) continue;
    const Buffer& a = fixed.buffers[v.buffer];
    const Buffer& b = fixed.buffers[v.other];
    std::size_t first = std::min(lines[original[v.buffer]], lines[original[v.other]]);
    std::size_t second = std::max(lines[original[v.buffer]], lines[original[v.other]]);
    std::int64_t aEnd = *a.fixedOffset + a.size, bEnd = *b.fixedOffset + b.size;
    throw Error(ErrorKind::Conflict,
                fmt::format("{}:{}: fixed buffer '{}' [{}, {}) collides with fixed buffer '{}' "
                            "[{}, {}) (line {}) while both are live; move one of the fixed offsets",
                            source, second, a.id, *a.fixedOffset, aEnd, b.id, *b.fixedOffset, bEnd,
                            first),
                {Error::str("file", std::string(source)),
                 Error::num("line", static_cast<std::int64_t>(second)),
                 Error::num("other_line", static_cast<std::int64_t>(first))});
  }
}

}  // namespace

Problem parseProblemCsv(std::string_view text, std::string_view source) {
  Problem problem;
  int index[kColumnCount];
  std::fill(std::begin(index), std::end(index), -1);
  std::size_t columnCount = 0;
  bool haveHeader = false;
  std::unordered_map<std::string, std::size_t> idLines;
  std::vector<std::size_t> lines;  // 1-based CSV line of each buffer, for collision messages
  std::int64_t totalSize = 0;

  // A UTF-8 byte order mark (spreadsheets write one) is not part of the first column name.
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  std::size_t lineNo = 0, pos = 0;
  while (pos <= text.size()) {
    std::size_t nl = text.find('\n', pos);
    std::string_view line = text.substr(pos, nl == std::string_view::npos ? nl : nl - pos);
    pos = nl == std::string_view::npos ? text.size() + 1 : nl + 1;
    ++lineNo;
    if (trim(line).empty()) continue;
    std::vector<std::string_view> fields = splitFields(line);

    if (!haveHeader) {
      haveHeader = true;
      columnCount = fields.size();
      for (std::size_t c = 0; c < fields.size(); ++c) {
        auto it = std::find(std::begin(kColumnNames), std::end(kColumnNames), fields[c]);
        if (it == std::end(kColumnNames))
          fail(ErrorKind::ParseError, source, lineNo,
               fmt::format("unknown column '{}' in the header; expected id,lower,upper,size "
                           "and optionally alignment,offset",
                           fields[c]));
        int col = static_cast<int>(it - std::begin(kColumnNames));
        if (index[col] >= 0)
          fail(ErrorKind::ParseError, source, lineNo,
               fmt::format("column '{}' appears twice in the header", fields[c]));
        index[col] = static_cast<int>(c);
      }
      for (int col : {kId, kLower, kUpper, kSize})
        if (index[col] < 0)
          fail(ErrorKind::ParseError, source, lineNo,
               fmt::format("the header lacks the required column '{}'; the header must name "
                           "id,lower,upper,size",
                           kColumnNames[col]));
      continue;
    }

    if (fields.size() != columnCount)
      fail(ErrorKind::ParseError, source, lineNo,
           fmt::format("expected {} fields as in the header, found {}", columnCount,
                       fields.size()));
    Buffer buffer;
    buffer.id = std::string(fields[index[kId]]);
    if (buffer.id.empty())
      fail(ErrorKind::ParseError, source, lineNo, "the id field is empty; give every buffer an id");
    auto num = [&](Column col) {
      return parseInt(fields[index[col]], kColumnNames[col], source, lineNo);
    };
    buffer.lower = num(kLower);
    buffer.upper = num(kUpper);
    buffer.size = num(kSize);
    if (index[kAlignment] >= 0 && !fields[index[kAlignment]].empty())
      buffer.alignment = num(kAlignment);
    if (index[kOffset] >= 0 && !fields[index[kOffset]].empty()) buffer.fixedOffset = num(kOffset);

    if (std::optional<std::string> error = bufferFieldError(buffer))
      fail(ErrorKind::InvalidArgument, source, lineNo, *error);
    totalSize = addToProblemTotal(totalSize, buffer);
    if (totalSize < 0)
      fail(ErrorKind::InvalidArgument, source, lineNo,
           fmt::format("buffer '{}' brings the total of sizes above 2^62 bytes; the planner "
                       "works in 64-bit byte offsets",
                       buffer.id));
    auto [it, inserted] = idLines.emplace(buffer.id, lineNo);
    if (!inserted)
      fail(ErrorKind::InvalidArgument, source, lineNo,
           fmt::format("duplicate id '{}' (first on line {}); ids must be unique", buffer.id,
                       it->second));
    problem.buffers.push_back(std::move(buffer));
    lines.push_back(lineNo);
    problem.origins.push_back(fmt::format("line {}", lineNo));
  }
  if (!haveHeader)
    fail(ErrorKind::ParseError, source, 1,
         "the file is empty; expected a header line id,lower,upper,size");
  checkFixedCollisions(problem, lines, source);
  return problem;
}

Problem readProblemCsv(const std::filesystem::path& path) {
  return parseProblemCsv(readInputFile(path.string(), "planning CSV"), path.string());
}

namespace {

// The input columns, then `offset`: the solution's when given, else the fixed offsets
// (an empty cell for a buffer that is not fixed; no column when none is).
std::string formatCsv(const Problem& problem, const Solution* solution) {
  if (solution && solution->offsets.size() != problem.size())
    throw Error(ErrorKind::Internal,
                fmt::format("solution has {} offsets for {} buffers", solution->offsets.size(),
                            problem.size()));
  const bool anyAlignment = std::any_of(problem.buffers.begin(), problem.buffers.end(),
                                        [](const Buffer& b) { return b.alignment != 1; });
  const bool offsets = solution || std::any_of(problem.buffers.begin(), problem.buffers.end(),
                                               [](const Buffer& b) { return b.fixedOffset.has_value(); });
  fmt::memory_buffer out;
  fmt::format_to(std::back_inserter(out), "id,lower,upper,size{}{}\n",
                 anyAlignment ? ",alignment" : "", offsets ? ",offset" : "");
  for (std::size_t i = 0; i < problem.size(); ++i) {
    const Buffer& b = problem.buffers[i];
    fmt::format_to(std::back_inserter(out), "{},{},{},{}", b.id, b.lower, b.upper, b.size);
    if (anyAlignment) fmt::format_to(std::back_inserter(out), ",{}", b.alignment);
    if (solution)
      fmt::format_to(std::back_inserter(out), ",{}", solution->offsets[i]);
    else if (offsets)
      fmt::format_to(std::back_inserter(out), ",{}", b.fixedOffset ? fmt::to_string(*b.fixedOffset) : "");
    out.push_back('\n');
  }
  return fmt::to_string(out);
}

}  // namespace

std::string formatSolutionCsv(const Problem& problem, const Solution& solution) {
  return formatCsv(problem, &solution);
}

std::string formatProblemCsv(const Problem& problem) { return formatCsv(problem, nullptr); }

void writeProblemCsv(const std::filesystem::path& path, const Problem& problem) {
  writeFileAtomically(path.string(), formatProblemCsv(problem));
}

void writeSolutionCsv(const std::filesystem::path& path, const Problem& problem,
                      const Solution& solution) {
  writeFileAtomically(path.string(), formatSolutionCsv(problem, solution));
}

}  // namespace strata::plan
