#include "strata/device/arch.hpp"
#include "strata/support/error.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <string>

using namespace strata;
using namespace strata::device;

namespace {

std::string errorOf(const nlohmann::json& j) {
  try {
    ArchDesc::fromJson(j, "test.json");
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

nlohmann::json wormholeJson() { return builtinArch("wormhole_b0").toJson(); }

}  // namespace

TEST(Arch, BuiltinsCarryThePublicFigures) {
  const ArchDesc& wh = builtinArch("wormhole_b0");
  EXPECT_EQ(wh.grid_x, 8u);
  EXPECT_EQ(wh.grid_y, 8u);
  EXPECT_EQ(wh.l1_size, 1499136u);
  EXPECT_EQ(wh.l1_unreserved_base, 103712u);
  EXPECT_EQ(wh.l1AllocatableBytes(), 1395424u);
  EXPECT_EQ(wh.l1_alignment, 16u);
  EXPECT_EQ(wh.dram_channels, 12u);
  EXPECT_EQ(wh.dram_bank_size, 1ull << 30);
  EXPECT_EQ(wh.dram_alignment, 32u);

  const ArchDesc& n300 = builtinArch("wormhole_b0_n300");
  EXPECT_EQ(n300.numWorkerCores(), 56u);

  const ArchDesc& bh = builtinArch("blackhole");
  EXPECT_EQ(bh.grid_x, 13u);
  EXPECT_EQ(bh.grid_y, 10u);
  EXPECT_EQ(bh.l1_size, 1572864u);
  EXPECT_EQ(bh.l1_unreserved_base, 111360u);
  EXPECT_EQ(bh.dram_channels, 8u);
  EXPECT_EQ(bh.dram_bank_size, 4278190080ull);
  EXPECT_EQ(bh.dram_alignment, 64u);
  for (const auto& a : builtinArchs()) EXPECT_NO_THROW(a.validate()) << a.name;
}

TEST(Arch, UnknownNameListsTheBuiltins) {
  try {
    builtinArch("grayskull");
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::NotFound);
    EXPECT_EQ(std::string(e.what()),
              "unknown arch 'grayskull'; built-in archs are wormhole_b0, wormhole_b0_n300, "
              "blackhole (or pass a JSON file path)");
  }
}

TEST(Arch, JsonRoundTrip) {
  for (const auto& a : builtinArchs()) {
    ArchDesc back = ArchDesc::fromJson(a.toJson());
    EXPECT_EQ(back.toJson(), a.toJson());
  }
}

TEST(Arch, InconsistentFilesNameTheField) {
  auto j = wormholeJson();
  j["l1_unreserved_base"] = 2000000;
  EXPECT_EQ(errorOf(j),
            "test.json: arch 'wormhole_b0': field 'l1_unreserved_base' is 2000000 but l1_size "
            "is 1499136; the unreserved base must lie below the top of L1");

  j = wormholeJson();
  j["dram_channels"] = 0;
  EXPECT_EQ(errorOf(j),
            "test.json: arch 'wormhole_b0': field 'dram_channels' is 0; DRAM needs at least one "
            "bank");

  j = wormholeJson();
  j["l1_alignment"] = 24;
  EXPECT_EQ(errorOf(j),
            "test.json: arch 'wormhole_b0': field 'l1_alignment' is 24; it must be a power of two");

  j = wormholeJson();
  j["grid_y"] = 0;
  EXPECT_EQ(errorOf(j),
            "test.json: arch 'wormhole_b0': field 'grid_y' is 0; the worker grid needs at least "
            "one row");

  j = wormholeJson();
  j["tile_height"] = 16;
  EXPECT_EQ(errorOf(j),
            "test.json: arch 'wormhole_b0': field 'tile_height' is 16x32; only 32x32 tiles are "
            "supported");

  j = wormholeJson();
  j["trace_region_size"] = 1ull << 30;
  EXPECT_NE(errorOf(j).find("field 'dram_unreserved_base'"), std::string::npos);
}

TEST(Arch, MalformedFilesNameTheField) {
  auto j = wormholeJson();
  j.erase("l1_size");
  EXPECT_EQ(errorOf(j), "test.json: field 'l1_size' is missing");

  j = wormholeJson();
  j["l1_size"] = "big";
  EXPECT_EQ(errorOf(j), "test.json: field 'l1_size' must be a non-negative integer");

  j = wormholeJson();
  j["grid_x"] = -3;
  EXPECT_EQ(errorOf(j), "test.json: field 'grid_x' is -3; it must be non-negative");

  j = wormholeJson();
  j["l1_szie"] = 5;
  EXPECT_EQ(errorOf(j), "test.json: field 'l1_szie' is not an arch field (misspelt?)");

  EXPECT_EQ(errorOf(nlohmann::json::array()),
            "test.json: field '<root>' must be a JSON object with the arch fields");
}

TEST(Arch, LoadsAUserFile) {
  std::string path = std::string(STRATA_BINARY_DIR) + "/arch_test_custom.json";
  auto j = wormholeJson();
  j["name"] = "my_chip";
  j["grid_x"] = 4;
  j["trace_region_size"] = 1 << 20;
  std::ofstream(path) << j.dump();
  ArchDesc a = resolveArch(path);
  EXPECT_EQ(a.name, "my_chip");
  EXPECT_EQ(a.numWorkerCores(), 32u);
  EXPECT_EQ(a.dramUsableEnd(), (1ull << 30) - (1u << 20));

  std::ofstream(path) << "{ \"name\": ";
  try {
    loadArchFile(path);
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::ParseError);
    EXPECT_NE(std::string(e.what()).find("not valid JSON"), std::string::npos);
  }
  std::remove(path.c_str());
  EXPECT_THROW(loadArchFile(path), Error);
}
