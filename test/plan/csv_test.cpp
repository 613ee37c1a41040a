// CSV reading and writing: good inputs, and every kind of bad input with its line.

#include "strata/plan/csv.hpp"

#include "strata/support/error.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

namespace strata::plan {
namespace {

// Parses `text` expecting an error; returns it for inspection.
Error parseError(const std::string& text) {
  try {
    parseProblemCsv(text, "in.csv");
  } catch (const Error& e) {
    return e;
  }
  ADD_FAILURE() << "no error for:\n" << text;
  return Error(ErrorKind::Internal, "none");
}

TEST(PlanCsv, ParsesMiniMallocFormat) {
  Problem p = parseProblemCsv("id,lower,upper,size\n0,0,10,64\n1,5,15,32\n", "x");
  ASSERT_EQ(p.size(), 2u);
  EXPECT_EQ(p.buffers[1].id, "1");
  EXPECT_EQ(p.buffers[1].lower, 5);
  EXPECT_EQ(p.buffers[1].upper, 15);
  EXPECT_EQ(p.buffers[1].size, 32);
  EXPECT_EQ(p.buffers[1].alignment, 1);
  EXPECT_FALSE(p.buffers[1].fixedOffset);
  EXPECT_EQ(p.origins, (std::vector<std::string>{"line 2", "line 3"}));
}

TEST(PlanCsv, ColumnsInAnyOrderWithAlignmentOffsetCrlfAndBlankLines) {
  Problem p = parseProblemCsv(
      "size, upper ,lower,id,offset,alignment\r\n\r\n64,10,0,a,,8\r\n32,12,2,b,128,32\r\n", "x");
  ASSERT_EQ(p.size(), 2u);
  EXPECT_EQ(p.buffers[0].id, "a");
  EXPECT_EQ(p.buffers[0].size, 64);
  EXPECT_EQ(p.buffers[0].alignment, 8);
  EXPECT_FALSE(p.buffers[0].fixedOffset);
  EXPECT_EQ(*p.buffers[1].fixedOffset, 128);
  EXPECT_EQ(p.buffers[1].alignment, 32);
  EXPECT_EQ(p.origins, (std::vector<std::string>{"line 3", "line 4"}));
}

TEST(PlanCsv, AreaSaturatesInsteadOfOverflowing) {
  Problem p = parseProblemCsv("id,lower,upper,size\n0,-4000000000000000000,4000000000000000000,1000\n");
  EXPECT_EQ(p.buffers[0].area(), INT64_MAX);
  EXPECT_EQ(parseProblemCsv("id,lower,upper,size\n0,2,5,7\n").buffers[0].area(), 21);
}

TEST(PlanCsv, HeaderOnlyIsAnEmptyProblem) {
  EXPECT_EQ(parseProblemCsv("id,lower,upper,size\n").size(), 0u);
}

struct BadCase {
  const char* name;
  std::string text;
  std::int64_t line;
  ErrorKind kind;
  const char* fragment;
};

TEST(PlanCsv, EveryBadInputNamesItsLine) {
  const std::string h = "id,lower,upper,size\n";
  const BadCase cases[] = {
      {"empty file", "", 1, ErrorKind::ParseError, "empty"},
      {"missing column", "id,lower,size\n0,0,4\n", 1, ErrorKind::ParseError, "'upper'"},
      {"unknown column", "id,lower,upper,size,colour\n", 1, ErrorKind::ParseError, "'colour'"},
      {"duplicate column", "id,lower,upper,size,size\n", 1, ErrorKind::ParseError, "twice"},
      {"too few fields", h + "0,0,4,8\n1,0,4\n", 3, ErrorKind::ParseError, "expected 4 fields"},
      {"non-numeric", h + "0,0,4,8\n1,zero,4,8\n", 3, ErrorKind::ParseError, "'zero'"},
      {"trailing junk", h + "0,0,4,8k\n", 2, ErrorKind::ParseError, "'8k'"},
      {"out of range", h + "0,0,4,99999999999999999999\n", 2, ErrorKind::ParseError, "64 bits"},
      {"zero size", h + "0,0,4,8\n1,0,4,0\n", 3, ErrorKind::InvalidArgument, "size 0"},
      {"negative size", h + "0,0,4,-8\n", 2, ErrorKind::InvalidArgument, "size -8"},
      {"upper == lower", h + "0,4,4,8\n", 2, ErrorKind::InvalidArgument, "upper 4 <= lower 4"},
      {"upper < lower", h + "0,0,4,8\n\n1,9,3,8\n", 4, ErrorKind::InvalidArgument, "upper 3"},
      {"duplicate id", h + "7,0,4,8\n7,1,4,8\n", 3, ErrorKind::InvalidArgument, "first on line 2"},
      {"empty id", h + ",0,4,8\n", 2, ErrorKind::ParseError, "id field is empty"},
      {"zero alignment", "id,lower,upper,size,alignment\n0,0,4,8,0\n", 2,
       ErrorKind::InvalidArgument, "alignment 0"},
      {"negative offset", "id,lower,upper,size,offset\n0,0,4,8,-4\n", 2,
       ErrorKind::InvalidArgument, "negative fixed offset"},
      {"misaligned offset", "id,lower,upper,size,alignment,offset\n0,0,4,8,16,8\n", 2,
       ErrorKind::InvalidArgument, "not a multiple"},
      {"fixed offsets collide", "id,lower,upper,size,offset\na,0,4,8,0\nb,4,8,8,0\nc,3,6,4,4\n",
       4, ErrorKind::Conflict, "collides"},
      {"huge total", h + "0,0,4,4611686018427387904\n", 2, ErrorKind::InvalidArgument, "2^62"},
      {"huge time", h + "0,-4611686018427387905,4,8\n", 2, ErrorKind::InvalidArgument,
       "outside +-2^62"},
  };
  for (const BadCase& c : cases) {
    SCOPED_TRACE(c.name);
    Error e = parseError(c.text);
    EXPECT_EQ(e.kind(), c.kind);
    EXPECT_EQ(e.number("line"), c.line);
    EXPECT_EQ(e.text("file"), "in.csv");
    EXPECT_NE(std::string(e.what()).find(fmt::format("in.csv:{}:", c.line)), std::string::npos)
        << e.what();
    EXPECT_NE(std::string(e.what()).find(c.fragment), std::string::npos) << e.what();
  }
}

TEST(PlanCsv, CollisionNamesBothLines) {
  Error e = parseError("id,lower,upper,size,offset\na,0,4,8,0\nb,2,6,8,4\n");
  EXPECT_EQ(e.number("line"), 3);
  EXPECT_EQ(e.number("other_line"), 2);
}

TEST(PlanCsv, FixedBuffersTouchingInTimeOrSpaceAreFine) {
  Problem p = parseProblemCsv("id,lower,upper,size,offset\na,0,4,8,0\nb,4,8,8,0\nc,0,8,4,8\n");
  EXPECT_EQ(p.size(), 3u);
}

TEST(PlanCsv, SolutionRoundTrips) {
  Problem p = parseProblemCsv("id,lower,upper,size,alignment\nx,0,4,8,4\ny,2,6,4,1\n");
  Solution s{{0, 8}};
  std::string text = formatSolutionCsv(p, s);
  EXPECT_EQ(text, "id,lower,upper,size,alignment,offset\nx,0,4,8,4,0\ny,2,6,4,1,8\n");
  Problem back = parseProblemCsv(text);
  EXPECT_EQ(*back.buffers[1].fixedOffset, 8);
  EXPECT_EQ(back.buffers[0].alignment, 4);
}

TEST(PlanCsv, MissingFileIsNotFound) {
  try {
    readProblemCsv("/nonexistent/dir/in.csv");
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::NotFound);
  }
}

TEST(PlanCsv, WriteToMissingDirectoryThrowsAndLeavesNoFile) {
  Problem p = parseProblemCsv("id,lower,upper,size\n0,0,4,8\n");
  std::filesystem::path out = "/nonexistent-strata-dir/out.csv";
  EXPECT_THROW(writeSolutionCsv(out, p, Solution{{0}}), Error);
  EXPECT_FALSE(std::filesystem::exists(out));
}

TEST(PlanCsv, WriteReplacesAtomically) {
  Problem p = parseProblemCsv("id,lower,upper,size\n0,0,4,8\n");
  std::filesystem::path out =
      std::filesystem::temp_directory_path() / fmt::format("strata_plan_{}.csv", ::getpid());
  writeSolutionCsv(out, p, Solution{{16}});
  std::ifstream in(out);
  std::string all((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(all, "id,lower,upper,size,offset\n0,0,4,8,16\n");
  EXPECT_FALSE(std::filesystem::exists(out.string() + ".tmp"));
  std::filesystem::remove(out);
}

TEST(PlanCsv, ReadsEveryShippedInstance) {
  const std::filesystem::path dir = std::filesystem::path(STRATA_DATA_DIR) / "dsa";
  EXPECT_EQ(readProblemCsv(dir / "minimalloc" / "A.1048576.csv").size(), 154u);
  EXPECT_EQ(readProblemCsv(dir / "minimalloc" / "K.1048576.csv").size(), 454u);
  EXPECT_EQ(readProblemCsv(dir / "models" / "resnet50.csv").size(), 1042u);
  EXPECT_EQ(readProblemCsv(dir / "models" / "iopddl_G_1.csv").size(), 816u);
}

}  // namespace
}  // namespace strata::plan
