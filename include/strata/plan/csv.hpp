#pragma once
// Reading and writing the CSV format of the public MiniMalloc benchmarks.
// Input: header with `id,lower,upper,size` (any order) and optional `alignment` and
// `offset` columns; an empty `offset` cell means "not fixed". Output: the same rows with
// an `offset` column holding the planned address of every buffer.

#include "strata/plan/problem.hpp"

#include <filesystem>
#include <string>
#include <string_view>

namespace strata::plan {

// Parses CSV text. Throws strata::Error (ParseError or InvalidArgument) naming the
// source and the 1-based line for: missing/unknown/duplicate columns, wrong field
// count, non-numeric or out-of-range numbers, size <= 0, upper <= lower, alignment <= 0,
// negative or misaligned fixed offsets, duplicate ids, and fixed offsets that collide.
Problem parseProblemCsv(std::string_view text, std::string_view sourceName = "<csv>");

// Reads a file and parses it; a missing file is a NotFound error.
Problem readProblemCsv(const std::filesystem::path& path);

// The solution as CSV text: the input columns plus `offset`.
std::string formatSolutionCsv(const Problem& problem, const Solution& solution);

// The problem itself as CSV (what parseProblemCsv reads back): the input columns, with
// `offset` holding the fixed offsets when any buffer has one.
std::string formatProblemCsv(const Problem& problem);
void writeProblemCsv(const std::filesystem::path& path, const Problem& problem);

// Writes atomically (temporary file + rename) so a failure never leaves a partial file.
void writeSolutionCsv(const std::filesystem::path& path, const Problem& problem,
                      const Solution& solution);

}  // namespace strata::plan
