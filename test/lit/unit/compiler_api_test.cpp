// Unit tests of the compiler's C++ API: checked affine evaluation, core-range
// merging, layout -> memory config derivation, verifier results on
// programmatically built attributes, tile sizes, the pass through its API.
#include "strata/device/core.hpp"
#include "strata/compiler/Dialect/TTNN/Analysis/OpModel.h"
#include "strata/compiler/Passes.h"
#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"
#include "strata/compiler/Dialect/TTIR/Analysis/TTIRReference.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include <gtest/gtest.h>

#include <fstream>
#include <string>

using namespace mlir;
using namespace mlir::tt;

namespace {

class CompilerApi : public ::testing::Test {
protected:
  CompilerApi() {
    DialectRegistry registry;
    strata::compiler::registerStrataDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  AffineExpr parseExpr(const std::string &text) {
    auto map = llvm::cast<AffineMapAttr>(
        parseAttribute("affine_map<(d0, d1) -> (" + text + ")>", &context));
    return map.getValue().getResult(0);
  }

  ttnn::TTNNLayoutAttr layout(ArrayRef<int64_t> grid, AffineMap gridMap, ArrayRef<int64_t> shard,
                              ttnn::BufferType buffer,
                              std::optional<ttnn::TensorMemoryLayout> memLayout) {
    auto tile = ttcore::TileType::get(&context, {32, 32}, ttcore::DataType::BFloat16);
    auto memref = MemRefType::get(shard, tile, MemRefLayoutAttrInterface{},
                                  ttnn::BufferTypeAttr::get(&context, buffer));
    return ttnn::TTNNLayoutAttr::get(
        &context, AffineMap::getMultiDimIdentityMap(2, &context),
        ttcore::GridAttr::get(&context, grid, gridMap, AffineMap(), false), memref,
        memLayout ? ttnn::TensorMemoryLayoutAttr::get(&context, *memLayout)
                  : ttnn::TensorMemoryLayoutAttr(),
        BoolAttr(), BoolAttr(), Attribute(), ttnn::CoreRangeSetAttr());
  }

  std::string text(Attribute attr) {
    std::string out;
    llvm::raw_string_ostream os(out);
    attr.print(os);
    return out;
  }

  MLIRContext context;
};

TEST_F(CompilerApi, AffineEvaluationRoundsTowardNegativeInfinityAndChecksErrors) {
  EXPECT_EQ(*ttcore::evaluateAffineExpr(parseExpr("d0 floordiv 2"), {-7, 0}), -4);
  EXPECT_EQ(*ttcore::evaluateAffineExpr(parseExpr("d0 mod 2"), {-7, 0}), 1);
  EXPECT_EQ(*ttcore::evaluateAffineExpr(parseExpr("d0 ceildiv 2"), {-7, 0}), -3);
  EXPECT_EQ(*ttcore::evaluateAffineExpr(parseExpr("d0 ceildiv 2"), {7, 0}), 4);
  EXPECT_EQ(*ttcore::evaluateAffineExpr(parseExpr("d0 * 32 + d1"), {3, 31}), 127);
  EXPECT_TRUE(failed(ttcore::evaluateAffineExpr(parseExpr("d0 floordiv 0"), {1, 0})));
  EXPECT_TRUE(failed(ttcore::evaluateAffineExpr(parseExpr("d0 mod 0"), {1, 0})));
  EXPECT_TRUE(failed(ttcore::evaluateAffineExpr(parseExpr("d0 * 9223372036854775807"), {2, 0})));
  // A dim the caller did not supply.
  EXPECT_TRUE(failed(ttcore::evaluateAffineExpr(parseExpr("d1"), {1})));
}

TEST_F(CompilerApi, TileSizesFollowTheHardwareFormats) {
  using ttcore::DataType;
  EXPECT_EQ(ttcore::tileSizeBytes(DataType::Float32), 4096);
  EXPECT_EQ(ttcore::tileSizeBytes(DataType::UInt32), 4096);
  EXPECT_EQ(ttcore::tileSizeBytes(DataType::Int32), 4096);
  EXPECT_EQ(ttcore::tileSizeBytes(DataType::BFloat16), 2048);
  EXPECT_EQ(ttcore::tileSizeBytes(DataType::Float16), 2048);
  EXPECT_EQ(ttcore::tileSizeBytes(DataType::UInt16), 2048);
  EXPECT_EQ(ttcore::tileSizeBytes(DataType::UInt8), 1024);
  EXPECT_EQ(ttcore::tileSizeBytes(DataType::Bool), 1024); // tt-mlir: one byte per element
  EXPECT_EQ(ttcore::tileSizeBytes(DataType::BFP_BFloat8), 1088);
  EXPECT_EQ(ttcore::tileSizeBytes(DataType::BFP_Float8), 1088);
  EXPECT_EQ(ttcore::tileSizeBytes(DataType::BFP_BFloat4), 576);
  EXPECT_EQ(ttcore::tileSizeBytes(DataType::BFP_Float4), 576);
  EXPECT_EQ(ttcore::tileSizeBytes(DataType::BFP_BFloat2), 320);
  EXPECT_EQ(ttcore::tileSizeBytes(DataType::BFP_Float2), 320);
}

TEST_F(CompilerApi, CoreMergingBuildsDisjointRectangles) {
  EXPECT_EQ(text(ttnn::mergeCoresIntoRanges(&context, {})), "#ttnn.core_range_set<>");
  // A full 2x3 block given out of order and with a duplicate.
  EXPECT_EQ(text(ttnn::mergeCoresIntoRanges(
                &context, {{2, 1}, {0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}, {1, 1}})),
            "#ttnn.core_range_set<[#ttnn.core_range<(0,0), (2,1)>]>");
  // A hole at (1,1): the first row stays whole, the second splits.
  EXPECT_EQ(text(ttnn::mergeCoresIntoRanges(&context, {{0, 0}, {1, 0}, {2, 0}, {0, 1}, {2, 1}})),
            "#ttnn.core_range_set<[#ttnn.core_range<(0,0), (2,0)>, "
            "#ttnn.core_range<(0,1), (0,1)>, #ttnn.core_range<(2,1), (2,1)>]>");
  // Two columns that only merge vertically.
  EXPECT_EQ(text(ttnn::mergeCoresIntoRanges(&context, {{5, 0}, {5, 1}, {5, 2}, {7, 0}, {7, 1}})),
            "#ttnn.core_range_set<[#ttnn.core_range<(5,0), (5,2)>, "
            "#ttnn.core_range<(7,0), (7,1)>]>");
  // The device layer's rule (one algorithm for compiler and runtime): a rectangle grows
  // down while its whole row span is free, so a narrow row above a wide one makes a
  // 2x2 block and a remainder, not two row strips.
  EXPECT_EQ(text(ttnn::mergeCoresIntoRanges(&context, {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {2, 1}, {3, 1}})),
            "#ttnn.core_range_set<[#ttnn.core_range<(0,0), (1,1)>, "
            "#ttnn.core_range<(2,1), (3,1)>]>");
  const strata::device::CoreRangeSet device = strata::device::CoreRangeSet::fromCores(
      {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {2, 1}, {3, 1}});
  EXPECT_EQ(device.ranges().size(), 2u);
  EXPECT_EQ(device.ranges()[1].toString(), "(2,1)-(3,1)");
}

TEST_F(CompilerApi, DerivedConfigsFollowTheLayout) {
  using ttnn::BufferType;
  using ttnn::TensorMemoryLayout;
  auto host = layout({1, 1}, AffineMap(), {2, 4}, BufferType::SystemMemory, std::nullopt);
  EXPECT_FALSE(ttnn::deriveMemoryConfig(host));

  auto dram =
      layout({1, 1}, AffineMap(), {2, 4}, BufferType::DRAM, TensorMemoryLayout::Interleaved);
  EXPECT_EQ(text(ttnn::deriveMemoryConfig(dram)),
            "#ttnn.memory_config<#ttnn.buffer_type<dram>, <interleaved>>");
  EXPECT_EQ(dram.getShardSizeInBytes(), 8 * 2048);

  AffineMap wrap =
      llvm::cast<AffineMapAttr>(
          parseAttribute("affine_map<(d0, d1) -> (0, d1 floordiv 8, d1 mod 8)>", &context))
          .getValue();
  auto width = layout({1, 20}, wrap, {1, 2}, BufferType::L1, TensorMemoryLayout::WidthSharded);
  EXPECT_EQ(text(ttnn::deriveMemoryConfig(width)),
            "#ttnn.memory_config<#ttnn.buffer_type<l1>, <width_sharded>, "
            "#ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,1)>, "
            "#ttnn.core_range<(0,2), (3,2)>]>, <32x64>, <row_major>, <physical>>>");
  EXPECT_EQ(width.getShardSizeInBytes(), 2 * 2048);
}

TEST_F(CompilerApi, NoMapShardedGridsFillTheDeviceGridRowMajor) {
  using ttnn::BufferType;
  using ttnn::TensorMemoryLayout;
  auto cores = [&](ttnn::TTNNLayoutAttr lay, ttnn::DeviceGrid device) {
    return text(ttnn::mergeCoresIntoRanges(&context, *ttnn::derivePhysicalCores(lay, device)));
  };
  auto height = layout({12, 1}, AffineMap(), {1, 2}, BufferType::L1,
                       TensorMemoryLayout::HeightSharded);
  EXPECT_EQ(cores(height, {8, 8}), "#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>, "
                                   "#ttnn.core_range<(0,1), (3,1)>]>");
  // On a 4-wide device the same 12 cores are three full rows.
  EXPECT_EQ(cores(height, {4, 4}), "#ttnn.core_range_set<[#ttnn.core_range<(0,0), (3,2)>]>");
  auto width = layout({1, 12}, AffineMap(), {1, 1}, BufferType::L1,
                      TensorMemoryLayout::WidthSharded);
  EXPECT_EQ(cores(width, {8, 8}), "#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>, "
                                  "#ttnn.core_range<(0,1), (3,1)>]>");
  auto block = layout({2, 3}, AffineMap(), {1, 1}, BufferType::L1,
                      TensorMemoryLayout::BlockSharded);
  EXPECT_EQ(cores(block, {8, 8}), "#ttnn.core_range_set<[#ttnn.core_range<(0,0), (2,1)>]>");

  // 12 cores do not fit a 2x4 device; 3 columns do not fit a 2-wide one.
  std::string diagnostics;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    diagnostics += diag.str() + "\n";
    return success();
  });
  auto emit = [&] { return emitError(UnknownLoc::get(&context)); };
  EXPECT_TRUE(failed(ttnn::derivePhysicalCores(height, {2, 4}, emit)));
  EXPECT_FALSE(ttnn::deriveMemoryConfig(block, {8, 2}, emit));
  EXPECT_NE(diagnostics.find("needs core (0,2) outside the 2x4 device worker grid"),
            std::string::npos);
  EXPECT_NE(diagnostics.find("needs core (2,0) outside the 8x2 device worker grid"),
            std::string::npos);
}

TEST_F(CompilerApi, DeviceGridFromTextAndSystemDesc) {
  EXPECT_EQ(ttnn::parseDeviceGrid("10x13"), (ttnn::DeviceGrid{10, 13}));
  EXPECT_FALSE(ttnn::parseDeviceGrid("0x8"));
  EXPECT_FALSE(ttnn::parseDeviceGrid("8"));
  EXPECT_FALSE(ttnn::parseDeviceGrid("8x2000"));
  auto module = parseSourceString<ModuleOp>(
      R"(module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host, target_triple = "x86_64-pc-linux"}], [{arch = <wormhole_b0>, dram_grid = 1x12, grid = 7x9, l1_size = 1499136}], [0], [3 : i32], [ 0x0x0x0]>} {
           func.func @f() { return }
         })",
      ParserConfig(&context));
  ASSERT_TRUE(module);
  Operation *function = &module->getBody()->front();
  EXPECT_EQ(ttnn::findSystemDescDeviceGrid(function), (ttnn::DeviceGrid{7, 9}));
  auto bare = parseSourceString<ModuleOp>("module {}", ParserConfig(&context));
  EXPECT_FALSE(ttnn::findSystemDescDeviceGrid(bare->getOperation()));
}

// tt-mlir's system description (TTCoreOpsTypes.td's assembly format): its chips are read
// once, at parse time, into typed fields; the text prints back as written.
TEST_F(CompilerApi, SystemDescChipsAreTypedAndTheTextRoundTrips) {
  const char *text =
      R"(#ttcore.system_desc<[{role = host, target_triple = "x86_64-pc-linux"}], [{arch = <blackhole>, grid = 10x13, coord_translation_offsets = 18x18, l1_size = 1572864, num_dram_channels = 8, dram_channel_size = 4278190080, noc_l1_address_align_bytes = 16, pcie_address_align_bytes = 64, noc_dram_address_align_bytes = 64, l1_unreserved_base = 98304, erisc_l1_unreserved_base = 98304, dram_unreserved_base = 64, dram_unreserved_end = 4276383744, supported_data_types = [<f32>, <f16>, <bf16>], supported_tile_sizes = [ 4x16, 16x16, 32x16], dst_physical_size_tiles = 16, num_cbs = 64, num_compute_threads = 1, num_datamovement_threads = 2}, {arch = <wormhole_b0>, grid = 8x8, l1_size = 0x100}], [0, 1], [1 : i32, 0 : i32], [ 0x0x0x0, 0x0x0x1]>)";
  auto desc = llvm::dyn_cast_or_null<ttcore::SystemDescAttr>(parseAttribute(text, &context));
  ASSERT_TRUE(desc);
  ASSERT_EQ(desc.getChipDescs().size(), 2u);
  ttcore::ChipDescAttr chip = desc.getChipDescs()[0];
  EXPECT_EQ(chip.getArch(), "blackhole");
  EXPECT_EQ(chip.getGrid(), std::make_pair(int64_t{10}, int64_t{13}));
  auto number = [&](ttcore::ChipDescAttr c, llvm::StringRef name) -> std::optional<uint64_t> {
    if (auto value = llvm::dyn_cast_or_null<IntegerAttr>(c.getField(name)))
      return value.getValue().getZExtValue();
    return std::nullopt;
  };
  EXPECT_EQ(number(chip, "l1_size"), 1572864u);
  EXPECT_EQ(number(chip, "dram_channel_size"), 4278190080u);
  EXPECT_EQ(number(chip, "l1_unreserved_base"), 98304u);
  // A list keeps its text, commas and all; a value that is not a decimal number too.
  auto types = llvm::dyn_cast_or_null<StringAttr>(chip.getField("supported_data_types"));
  ASSERT_TRUE(types);
  EXPECT_EQ(types.getValue(), "[<f32>, <f16>, <bf16>]");
  EXPECT_FALSE(chip.getField("no_such_field"));
  ttcore::ChipDescAttr second = desc.getChipDescs()[1];
  EXPECT_EQ(second.getArch(), "wormhole_b0");
  EXPECT_FALSE(number(second, "l1_size"));
  EXPECT_EQ(llvm::cast<StringAttr>(second.getField("l1_size")).getValue(), "0x100");
  std::string printed;
  llvm::raw_string_ostream os(printed);
  desc.print(os);
  // As written, whitespace normalized as MLIR prints (none just inside a bracket).
  std::string normalized = text;
  for (size_t at; (at = normalized.find("[ ")) != std::string::npos;)
    normalized.erase(at + 1, 1);
  EXPECT_EQ(printed, normalized);
  // No chips: a description the passes cannot take an arch from, still kept.
  auto empty = llvm::dyn_cast_or_null<ttcore::SystemDescAttr>(
      parseAttribute("#ttcore.system_desc<[{role = host}], [], [], [], [], []>", &context));
  ASSERT_TRUE(empty);
  EXPECT_TRUE(empty.getChipDescs().empty());
}

TEST_F(CompilerApi, EquivalenceReadsAnOmittedShardModeAsPhysical) {
  auto parse = [&](const char *source) {
    return llvm::cast<ttnn::MemoryConfigAttr>(parseAttribute(source, &context));
  };
  auto withMode = parse("#ttnn.memory_config<#ttnn.buffer_type<l1>, <height_sharded>, "
                        "#ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>,"
                        " <32x32>, <row_major>, <physical>>>");
  auto without = parse("#ttnn.memory_config<#ttnn.buffer_type<l1>, <height_sharded>, "
                       "#ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>,"
                       " <32x32>, <row_major>>>");
  auto logical = parse("#ttnn.memory_config<#ttnn.buffer_type<l1>, <height_sharded>, "
                       "#ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>,"
                       " <32x32>, <row_major>, <logical>>>");
  EXPECT_NE(withMode, without);
  EXPECT_TRUE(ttnn::memoryConfigsEquivalent(withMode, without));
  EXPECT_FALSE(ttnn::memoryConfigsEquivalent(withMode, logical));
}

TEST_F(CompilerApi, CheckedConstructionReportsInsteadOfCrashing) {
  std::string diagnostics;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    diagnostics += diag.str();
    return success();
  });
  auto loc = UnknownLoc::get(&context);
  auto tile = ttcore::TileType::getChecked([&] { return emitError(loc); }, &context,
                                           ArrayRef<int64_t>{16, 32}, ttcore::DataType::BFloat16);
  EXPECT_FALSE(tile);
  auto grid =
      ttcore::GridAttr::getChecked([&] { return emitError(loc); }, &context,
                                   ArrayRef<int64_t>{0, 8}, AffineMap(), AffineMap(), false);
  EXPECT_FALSE(grid);
  EXPECT_EQ(diagnostics, "tile shape 16x32 is not supported; tiles are 32x32"
                         "grid dimension 0 is out of range; each grid dimension must be between "
                         "1 and 1024");
}

TEST_F(CompilerApi, PassThroughTheApiHonoursOverwrite) {
  const char *source = R"(
    #l1 = #ttnn.buffer_type<l1>
    #lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
    func.func @f(%a: tensor<64x128xbf16, #lay>) -> tensor<64x128xbf16, #lay> {
      %0 = "ttnn.relu"(%a) <{memory_config = #ttnn.memory_config<#l1, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (0,1)>]>, <32x128>, <row_major>, <physical>>>}> : (tensor<64x128xbf16, #lay>) -> tensor<64x128xbf16, #lay>
      return %0 : tensor<64x128xbf16, #lay>
    })";
  auto run = [&](bool overwrite) -> std::pair<bool, std::string> {
    auto module = parseSourceString<ModuleOp>(source, ParserConfig(&context));
    EXPECT_TRUE(module);
    PassManager pm(&context);
    ttnn::CreateMemoryConfigPassOptions options;
    options.overwrite = overwrite;
    pm.addPass(ttnn::createCreateMemoryConfigPass(options));
    ScopedDiagnosticHandler quiet(&context, [](Diagnostic &) { return success(); });
    bool ok = succeeded(pm.run(*module));
    std::string config;
    module->walk(
        [&](ttnn::MemoryConfigOpInterface op) { config = text(op.getMemoryConfigOrNull()); });
    return {ok, config};
  };
  // The height-sharded 2x1 grid without a map fills the 8x8 device grid
  // row-major, (0,0)..(1,0): the stated column disagrees.
  auto [keptOk, kept] = run(false);
  EXPECT_FALSE(keptOk);
  EXPECT_NE(kept.find("#ttnn.core_range<(0,0), (0,1)>"), std::string::npos);
  auto [replacedOk, replaced] = run(true);
  EXPECT_TRUE(replacedOk);
  EXPECT_NE(replaced.find("#ttnn.core_range<(0,0), (1,0)>"), std::string::npos);
}

// Layouts built in C++ bypass the parser; the verify pass catches them,
// including ones whose own parameters are invalid, without crashing.
TEST_F(CompilerApi, VerifyLayoutsPassChecksIrBuiltInCpp) {
  auto verifyFunctionTakingLayout = [&](ttnn::TTNNLayoutAttr badLayout) {
    OpBuilder builder(&context);
    auto module = ModuleOp::create(builder.getUnknownLoc());
    builder.setInsertionPointToEnd(module.getBody());
    auto type = RankedTensorType::get({64, 128}, builder.getBF16Type(), badLayout);
    auto fn = builder.create<func::FuncOp>(builder.getUnknownLoc(), "f",
                                           builder.getFunctionType({type}, {}));
    fn.setPrivate();
    std::string diagnostics;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
      diagnostics += diag.str();
      return success();
    });
    PassManager pm(&context);
    pm.addPass(ttnn::createVerifyLayoutsPass());
    bool ok = succeeded(pm.run(module));
    module->erase();
    return std::make_pair(ok, diagnostics);
  };
  auto wrongShard = layout({1, 1}, AffineMap(), {2, 2}, ttnn::BufferType::DRAM,
                           ttnn::TensorMemoryLayout::Interleaved);
  auto [ok1, diag1] = verifyFunctionTakingLayout(wrongShard);
  EXPECT_FALSE(ok1);
  EXPECT_EQ(diag1, "'func.func' op layout shard shape 2x2 does not match tensor 64x128 (physical "
                   "64x128, 2x4 tiles) on grid 1x1; expected memref shape 2x4 or 1x8");
  auto rankOne = layout({1, 1}, AffineMap(), {8}, ttnn::BufferType::DRAM,
                        ttnn::TensorMemoryLayout::Interleaved);
  auto [ok2, diag2] = verifyFunctionTakingLayout(rankOne);
  EXPECT_FALSE(ok2);
  EXPECT_EQ(diag2, "'func.func' op layout memref describes one shard and must be 2-d, got rank 1");
  auto zeroGrid = layout({0, 1}, AffineMap(), {2, 4}, ttnn::BufferType::DRAM,
                         ttnn::TensorMemoryLayout::Interleaved);
  auto [ok3, diag3] = verifyFunctionTakingLayout(zeroGrid);
  EXPECT_FALSE(ok3);
  EXPECT_EQ(diag3, "'func.func' op grid dimension 0 is out of range; each grid dimension must be "
                   "between 1 and 1024");
}

} // namespace

// The op interface answers with the query's own numbers for the op's layouts:
// the same call `strata query exp --input 64x128:bf16:tile:l1` makes.
TEST_F(CompilerApi, OpModelInterfaceAnswersWithTheQuery) {
  const char *source = R"(
    #l1 = #ttnn.buffer_type<l1>
    #dram = #ttnn.buffer_type<dram>
    #L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
    #DR = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
    func.func @f(%a: tensor<64x128xbf16, #L1>, %b: tensor<64x128xbf16, #DR>) -> tensor<64x128xbf16, #DR> {
      %0 = "ttnn.exp"(%a) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
      %1 = "ttnn.add"(%0, %b) : (tensor<64x128xbf16, #L1>, tensor<64x128xbf16, #DR>) -> tensor<64x128xbf16, #DR>
      "ttnn.deallocate"(%0) <{force = false}> : (tensor<64x128xbf16, #L1>) -> ()
      return %1 : tensor<64x128xbf16, #DR>
    })";
  auto module = parseSourceString<ModuleOp>(source, ParserConfig(&context));
  ASSERT_TRUE(module);
  const strata::device::ArchDesc arch = strata::device::resolveArch("wormhole_b0");
  SmallVector<Operation *> ops;
  module->walk([&](ttnn::OpModelInterface op) { ops.push_back(op); });
  ASSERT_EQ(ops.size(), 3u);  // exp, add, deallocate: every declared ttnn op has the interface

  namespace sops = strata::ops;
  sops::TensorDesc l1{sops::Shape{64, 128}, sops::DataType::BFloat16, sops::Layout::Tile,
                      sops::MemoryConfig::l1()};
  sops::TensorDesc dram = l1;
  dram.memory = sops::MemoryConfig::dram();

  auto exp = cast<ttnn::OpModelInterface>(ops[0]);
  FailureOr<sops::L1Usage> expUsage = exp.getL1Usage(arch);
  ASSERT_TRUE(succeeded(expUsage));
  sops::MemoryConfig l1Out = sops::MemoryConfig::l1();
  EXPECT_EQ(*expUsage, sops::query(sops::getOp("exp"), std::array{l1}, {}, arch, &l1Out));
  EXPECT_EQ(expUsage->output_l1, 2048u);  // 8 tiles over 64 banks: one 2048 B page per core
  FailureOr<ttnn::OpModelCall> expCall = exp.getOpModel(arch);
  ASSERT_TRUE(succeeded(expCall));
  EXPECT_EQ(expCall->kind, ttnn::OpModelKind::Compute);
  EXPECT_EQ(expCall->op, &sops::getOp("exp"));
  EXPECT_EQ(*exp.getL1Shortfall(arch), 0u);

  auto add = cast<ttnn::OpModelInterface>(ops[1]);
  sops::MemoryConfig dramOut = sops::MemoryConfig::dram();
  EXPECT_EQ(*add.getL1Usage(arch),
            sops::query(sops::getOp("add"), std::array{l1, dram}, {}, arch, &dramOut));

  FailureOr<ttnn::OpModelCall> dealloc = cast<ttnn::OpModelInterface>(ops[2]).getOpModel(arch);
  ASSERT_TRUE(succeeded(dealloc));
  EXPECT_EQ(dealloc->kind, ttnn::OpModelKind::NoL1);
  EXPECT_EQ(dealloc->usage, sops::L1Usage{});

  // A smaller L1 than the op needs: the shortfall is the exact byte count.
  strata::device::ArchDesc tiny = arch;
  tiny.l1_size = tiny.l1_unreserved_base + expUsage->total - 16;
  EXPECT_EQ(*exp.getL1Shortfall(tiny), 16u);
}

// An op the op library cannot model fails through the interface with a
// diagnostic naming it; planning never guesses.
TEST_F(CompilerApi, OpModelInterfaceRefusesWhatTheLibraryCannotModel) {
  const char *source = R"(
    #l1 = #ttnn.buffer_type<l1>
    #L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
    #R = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
    func.func @f(%a: tensor<64x128xbf16, #L1>) -> tensor<64xbf16, #R> {
      %0 = "ttnn.sum"(%a) <{dim_arg = [1 : i32], keep_dim = false}> : (tensor<64x128xbf16, #L1>) -> tensor<64xbf16, #R>
      return %0 : tensor<64xbf16, #R>
    })";
  auto module = parseSourceString<ModuleOp>(source, ParserConfig(&context));
  ASSERT_TRUE(module);
  std::string diagnostics;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    diagnostics += diag.str();
    return success();
  });
  const strata::device::ArchDesc arch = strata::device::resolveArch("wormhole_b0");
  Operation *sum = nullptr;
  module->walk([&](ttnn::OpModelInterface op) { sum = op; });
  ASSERT_NE(sum, nullptr);
  EXPECT_TRUE(failed(cast<ttnn::OpModelInterface>(sum).getL1Usage(arch)));
  EXPECT_NE(diagnostics.find("keep_dim"), std::string::npos) << diagnostics;
}

namespace {

// An argmax result is checked against its scores: an index whose score ties the row's
// maximum within 0.01 + 2% passes (bf16 near-ties), a clearly lower one fails; the plain
// PCC check of two two-valued index vectors gave -1 for a swap.
TEST(ModelCheck, ArgmaxAcceptsNearTiesAndRefusesWrongIndices) {
  strata::compiler::RefTensor scores{{2, 4}, {0.0, 5.0, 4.95, 1.0, /* row 1 */ 3.0, 0.5, 0.2, 2.95}};
  const std::vector<double> exact{1, 0}, nearTie{2, 3}, wrong{3, 0}, outside{1, 4};
  EXPECT_TRUE(strata::compiler::checkArgmaxResult(scores, exact).ok);
  const strata::compiler::ModelCheck tie = strata::compiler::checkArgmaxResult(scores, nearTie);
  EXPECT_TRUE(tie.ok) << tie.note;
  EXPECT_NE(tie.note.find("2 of 2 rows"), std::string::npos) << tie.note;
  EXPECT_NE(tie.note.find("(0 the maximum itself"), std::string::npos) << tie.note;
  EXPECT_FALSE(strata::compiler::checkArgmaxResult(scores, wrong).ok);  // 1.0 vs 5.0
  EXPECT_FALSE(strata::compiler::checkArgmaxResult(scores, outside).ok);
  EXPECT_FALSE(strata::compiler::checkArgmaxResult(scores, std::vector<double>{1}).ok);
  // With the device's own scores: an index beyond the fixed bound passes when it is the
  // maximum of the device's row, and fails when it is not.
  strata::compiler::RefTensor spread{{1, 3}, {4.0, 3.0, 0.0}};
  const std::vector<double> second{1};
  EXPECT_FALSE(strata::compiler::checkArgmaxResult(spread, second).ok);  // gap 1.0
  const std::vector<double> deviceRanksSecond{3.4, 3.5, 0.1}, deviceRanksFirst{3.9, 3.1, 0.1};
  const strata::compiler::ModelCheck byDevice =
      strata::compiler::checkArgmaxResult(spread, second, deviceRanksSecond);
  EXPECT_TRUE(byDevice.ok) << byDevice.note;
  EXPECT_NE(byDevice.note.find("(1 rows by the latter)"), std::string::npos) << byDevice.note;
  EXPECT_FALSE(strata::compiler::checkArgmaxResult(spread, second, deviceRanksFirst).ok);
  // The plain metric on the same swap: no correlation to speak of.
  EXPECT_FALSE(strata::compiler::checkModelResult(std::vector<double>{1, 0}, std::vector<double>{0, 1}).ok);
}

// A result whose values all lie within 1 % of each other (softmax of a softmax over
// 1024: 1/1024 +- 1e-7) is compared within atol/rtol, not by a correlation of its
// rounding; a wrong level still fails, and a spread result keeps the PCC bar.
TEST(ModelCheck, NearlyConstantResultsAreComparedWithinTolerance) {
  std::vector<double> expected(1024), rounded(1024), wrongLevel(1024), spread(1024), shuffled(1024);
  for (std::size_t i = 0; i < expected.size(); ++i) {
    expected[i] = 1.0 / 1024 + 1e-7 * static_cast<double>(i % 7);
    rounded[i] = 1.0 / 1024 + 1e-7 * static_cast<double>((i * 3) % 5);
    wrongLevel[i] = 0.05;
    spread[i] = static_cast<double>(i % 7);
    shuffled[i] = static_cast<double>((i * 3) % 5);
  }
  const strata::compiler::ModelCheck near = strata::compiler::checkModelResult(expected, rounded);
  EXPECT_TRUE(near.ok) << near.note;
  EXPECT_LT(near.pcc, 0.99);
  EXPECT_NE(near.note.find("nearly constant result"), std::string::npos) << near.note;
  EXPECT_FALSE(strata::compiler::checkModelResult(expected, wrongLevel).ok);
  EXPECT_FALSE(strata::compiler::checkModelResult(spread, shuffled).ok);
}

// NaN / inf at the same places on both sides agree and are left out of the PCC,
// which the rest must still pass; they are never taken for a constant result. One
// side alone is an overflow.
TEST(ModelCheck, SharedNaNsAreLeftOutAndNamed) {
  std::vector<double> expected(64), same(64), shuffled(64);
  for (std::size_t i = 0; i < expected.size(); ++i) {
    expected[i] = same[i] = static_cast<double>(i % 9);
    shuffled[i] = static_cast<double>((i * 5) % 9);
  }
  expected[3] = same[3] = NAN;
  shuffled[3] = NAN;
  const strata::compiler::ModelCheck ok = strata::compiler::checkModelResult(expected, same);
  EXPECT_TRUE(ok.ok) << ok.note;
  EXPECT_DOUBLE_EQ(ok.pcc, 1.0);
  EXPECT_EQ(ok.note, "1 of 64 elements NaN or inf on both sides, left out");
  EXPECT_FALSE(strata::compiler::checkModelResult(expected, shuffled).ok);
  std::vector<double> oneSide = same;
  oneSide[3] = 1.0;
  EXPECT_FALSE(strata::compiler::checkModelResult(expected, oneSide).ok);
  const std::vector<double> nans(8, NAN);
  const strata::compiler::ModelCheck all = strata::compiler::checkModelResult(nans, nans);
  EXPECT_TRUE(all.ok);
  EXPECT_EQ(all.note, "every element is NaN or inf, the same on both sides");
}

}  // namespace


namespace {

// `text` written to `name` in the test's temp dir and loaded as the model reference of
// its @main.
std::unique_ptr<strata::compiler::TTIRReference> referenceOf(const std::string& name,
                                                             const std::string& text) {
  const std::string path = ::testing::TempDir() + "/" + name;
  {
    std::ofstream file(path);
    file << text;
  }
  return strata::compiler::TTIRReference::load(path, "main");
}

// x [2, 3] times the transpose of w [4, 3], in TTIR as the model graphs write an LM head
// (ttir.permute of the weight, then dot_general). `alsoAdded`: the transposed weight is
// read by an add too, so the transpose must be carried out for it.
std::vector<strata::compiler::RefTensor> transposedWeightProduct(bool alsoAdded) {
  const std::string extra = alsoAdded ? R"(
    %s = "ttir.add"(%wt, %wt) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %y, %s : tensor<2x4xf32>, tensor<3x4xf32>)"
                                      : R"(
    return %y : tensor<2x4xf32>)";
  const std::string results = alsoAdded ? "(tensor<2x4xf32>, tensor<3x4xf32>)" : "tensor<2x4xf32>";
  const std::string text = R"(func.func @main(%x: tensor<2x3xf32>, %w: tensor<4x3xf32>) -> )" + results + R"( {
    %wt = "ttir.permute"(%w) <{permutation = array<i64: 1, 0>}> : (tensor<4x3xf32>) -> tensor<3x4xf32>
    %y = "ttir.dot_general"(%x, %wt) <{batch_dims_lhs = array<i64>, batch_dims_rhs = array<i64>, contract_dims_lhs = array<i64: 1>, contract_dims_rhs = array<i64: 0>}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>)" +
                           extra + "\n}\n";
  auto reference = referenceOf("transposed_weight.mlir", text);
  const std::vector<double> x{1, 2, 3, 4, 5, 6};
  const std::vector<double> w{1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1};  // rows e0, e1, e2, 1
  return reference->evaluate({x, w});
}

// The model reference multiplies by a transposed weight without carrying the transpose
// out when only dot_generals read it, and carries it out when anything else does: the
// product is the same either way, and the other reader sees the transposed values.
TEST(ModelReference, ATransposeReadOnlyByDotGeneralGivesTheSameProduct) {
  const std::vector<double> product{1, 2, 3, 6, 4, 5, 6, 15};
  const auto lazy = transposedWeightProduct(false);
  ASSERT_EQ(lazy.size(), 1u);
  EXPECT_EQ(lazy[0].shape, (std::vector<std::int64_t>{2, 4}));
  EXPECT_EQ(lazy[0].values, product);
  const auto carried = transposedWeightProduct(true);
  ASSERT_EQ(carried.size(), 2u);
  EXPECT_EQ(carried[0].values, product);
  EXPECT_EQ(carried[1].shape, (std::vector<std::int64_t>{3, 4}));
  EXPECT_EQ(carried[1].values, (std::vector<double>{2, 0, 0, 2, 0, 2, 0, 2, 0, 0, 2, 2}));
}

}  // namespace

namespace {

// An embedding's table reached only through a reshape and an identity permute is read a
// row at a time when the caller can give ranges: the same result as the whole table,
// argument(1) is never asked for, and only the looked-up rows are. A table something
// else reads too is made whole.
TEST(ModelReference, AnEmbeddingTableIsReadByRowsWhenOnlyTheLookupReadsIt) {
  auto evaluateWith = [](bool tableAlsoReturned, bool withRanges, std::vector<unsigned>* whole,
                         std::vector<std::pair<std::uint64_t, std::uint64_t>>* ranges) {
    const std::string ret = tableAlsoReturned
                                ? "return %e, %t : tensor<1x2x3xf32>, tensor<4x3xf32>"
                                : "return %e : tensor<1x2x3xf32>";
    const std::string results =
        tableAlsoReturned ? "(tensor<1x2x3xf32>, tensor<4x3xf32>)" : "tensor<1x2x3xf32>";
    const std::string text =
        R"(func.func @main(%i: tensor<1x2xui32>, %w: tensor<12xf32>) -> )" + results + R"( {
    %r = "ttir.reshape"(%w) <{shape = [4 : i32, 3 : i32]}> : (tensor<12xf32>) -> tensor<4x3xf32>
    %t = "ttir.permute"(%r) <{permutation = array<i64: 0, 1>}> : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %e = "ttir.embedding"(%i, %t) : (tensor<1x2xui32>, tensor<4x3xf32>) -> tensor<1x2x3xf32>
    )" + ret + "\n}\n";
    auto reference = referenceOf("lazy_table.mlir", text);
    const std::vector<double> indices{3, 1};
    std::vector<double> table(12);
    for (std::size_t k = 0; k < table.size(); ++k) table[k] = 10.0 * static_cast<double>(k);
    strata::compiler::TTIRReference::ArgumentRange range;
    if (withRanges)
      range = [&, ranges](unsigned arg, std::uint64_t first, std::uint64_t count) {
        EXPECT_EQ(arg, 1u);
        ranges->emplace_back(first, count);
        return std::vector<double>(table.begin() + static_cast<std::ptrdiff_t>(first),
                                   table.begin() + static_cast<std::ptrdiff_t>(first + count));
      };
    return reference->evaluate(
        2, [&, whole](unsigned arg) {
          whole->push_back(arg);
          return arg == 0 ? indices : table;
        },
        range);
  };
  const std::vector<double> rows31{90, 100, 110, 30, 40, 50};
  std::vector<unsigned> whole;
  std::vector<std::pair<std::uint64_t, std::uint64_t>> ranges;
  const auto byRows = evaluateWith(false, true, &whole, &ranges);
  ASSERT_EQ(byRows.size(), 1u);
  EXPECT_EQ(byRows[0].values, rows31);
  EXPECT_EQ(whole, (std::vector<unsigned>{0}));
  EXPECT_EQ(ranges, (std::vector<std::pair<std::uint64_t, std::uint64_t>>{{9, 3}, {3, 3}}));
  whole.clear();
  ranges.clear();
  const auto wholeTable = evaluateWith(false, false, &whole, &ranges);
  EXPECT_EQ(wholeTable[0].values, rows31);
  EXPECT_EQ(whole, (std::vector<unsigned>{1, 0}));  // the reshape reads the table first
  whole.clear();
  const auto returned = evaluateWith(true, true, &whole, &ranges);
  ASSERT_EQ(returned.size(), 2u);
  EXPECT_EQ(returned[0].values, rows31);
  EXPECT_EQ(returned[1].values.size(), 12u);
  EXPECT_TRUE(ranges.empty());
}

}  // namespace

namespace {

// An LM head written as the frontends write it (a permute of the weight, then
// dot_general over x's last dim) is multiplied a panel of W's rows at a time when the
// caller gives ranges: the product equals the whole weight's, and W is only asked for
// by ranges that cover it once.
TEST(ModelReference, AWeightOnlyAProductReadsIsMultipliedByPanels) {
  const std::string text = R"(func.func @main(%x: tensor<1x2x3xf32>, %w: tensor<4x3xf32>) -> tensor<1x2x4xf32> {
    %wt = "ttir.permute"(%w) <{permutation = array<i64: 1, 0>}> : (tensor<4x3xf32>) -> tensor<3x4xf32>
    %y = "ttir.dot_general"(%x, %wt) <{batch_dims_lhs = array<i64>, batch_dims_rhs = array<i64>, contract_dims_lhs = array<i64: 2>, contract_dims_rhs = array<i64: 0>}> : (tensor<1x2x3xf32>, tensor<3x4xf32>) -> tensor<1x2x4xf32>
    return %y : tensor<1x2x4xf32>
}
)";
  auto reference = referenceOf("lazy_weight.mlir", text);
  const std::vector<double> x{1, 2, 3, 4, 5, 6};
  const std::vector<double> w{1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1};  // rows e0, e1, e2, 1
  const std::vector<double> product{1, 2, 3, 6, 4, 5, 6, 15};
  std::vector<unsigned> whole;
  std::uint64_t covered = 0;
  const auto byPanels = reference->evaluate(
      2,
      [&](unsigned arg) {
        whole.push_back(arg);
        return arg == 0 ? x : w;
      },
      [&](unsigned arg, std::uint64_t first, std::uint64_t count) {
        EXPECT_EQ(arg, 1u);
        EXPECT_EQ(first, covered);
        covered += count;
        return std::vector<double>(w.begin() + static_cast<std::ptrdiff_t>(first),
                                   w.begin() + static_cast<std::ptrdiff_t>(first + count));
      });
  ASSERT_EQ(byPanels.size(), 1u);
  EXPECT_EQ(byPanels[0].shape, (std::vector<std::int64_t>{1, 2, 4}));
  EXPECT_EQ(byPanels[0].values, product);
  EXPECT_EQ(whole, (std::vector<unsigned>{0}));
  EXPECT_EQ(covered, 12u);
  EXPECT_EQ(reference->evaluate({x, w})[0].values, product);
}

}  // namespace
