// Tensor type <-> the op library's description (TensorTypeConversion.h).
#include "strata/compiler/Dialect/TTNN/Utils/TensorTypeConversion.h"

#include "strata/compiler/Support/Arch.h"

#include "strata/ops/spec.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <limits>

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;
namespace sops = strata::ops;
using strata::device::ArchDesc;

std::optional<TensorPlace> mlir::tt::ttnn::placeOf(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  auto layout = tensor ? dyn_cast_or_null<TTNNLayoutAttr>(tensor.getEncoding()) : nullptr;
  if (!layout)
    return std::nullopt;
  switch (layout.getBufferType()) {
  case BufferType::L1:
    return TensorPlace::L1;
  case BufferType::SystemMemory:
    return TensorPlace::Host;
  default:
    return TensorPlace::Dram;
  }
}

namespace {

std::optional<sops::DataType> libraryDataType(Type scalar) {
  if (scalar.isBF16())
    return sops::DataType::BFloat16;
  if (scalar.isF32())
    return sops::DataType::Float32;
  if (scalar.isUnsignedInteger(32)) // indices of the index ops; operands of the integer ops
    return sops::DataType::UInt32;
  if (scalar.isUnsignedInteger(16)) // sort / topk indices
    return sops::DataType::UInt16;
  if (scalar.isSignedInteger(32) || scalar.isSignlessInteger(32)) // the integer ops (si32)
    return sops::DataType::Int32;
  // tt-mlir's booleans (i1 tiles) are computed and stored as bf16 on the device, as
  // tt-mlir's toTTMLIRSupportedDataType (TTCoreOpsTypes.h) normalizes them.
  if (scalar.isInteger(1))
    return sops::DataType::BFloat16;
  return std::nullopt;
}

// Sharded layouts: the op library names a shard grid by its size and places it
// at core (0,0) (block: gx columns x gy rows; height/width: the same cores in
// row-major order). Other core sets cannot be described.
FailureOr<sops::MemoryConfig> shardedConfig(TTNNLayoutAttr layout, TensorMemoryLayout memLayout,
                                            const ArchDesc &arch,
                                            function_ref<InFlightDiagnostic()> emitError) {
  FailureOr<SmallVector<std::pair<int64_t, int64_t>>> cores =
      derivePhysicalCores(layout, deviceGridOf(arch), emitError);
  if (failed(cores))
    return failure();
  int64_t maxX = 0, maxY = 0;
  llvm::DenseSet<std::pair<int64_t, int64_t>> distinct;
  for (auto [x, y] : *cores) {
    maxX = std::max(maxX, x);
    maxY = std::max(maxY, y);
    distinct.insert({x, y});
  }
  if (static_cast<int64_t>(distinct.size()) != (maxX + 1) * (maxY + 1))
    return emitError() << "the shard cores of this layout are not a rectangle starting at core "
                          "(0,0); the op library cannot model such a shard grid";
  sops::MemoryLayout kind = memLayout == TensorMemoryLayout::HeightSharded
                                ? sops::MemoryLayout::HeightSharded
                            : memLayout == TensorMemoryLayout::WidthSharded
                                ? sops::MemoryLayout::WidthSharded
                                : sops::MemoryLayout::BlockSharded;
  return sops::MemoryConfig::sharded(kind, static_cast<uint32_t>(maxX + 1),
                                     static_cast<uint32_t>(maxY + 1));
}

} // namespace

FailureOr<sops::TensorDesc>
mlir::tt::ttnn::toTensorDesc(Type type, const ArchDesc &arch,
                             function_ref<InFlightDiagnostic()> emitError) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  auto layout = tensor ? dyn_cast_or_null<TTNNLayoutAttr>(tensor.getEncoding()) : nullptr;
  if (!layout)
    return emitError() << "tensor type " << type << " has no #ttnn.ttnn_layout encoding";
  if (!tensor.hasStaticShape() || tensor.getRank() < 1 || tensor.getRank() > sops::kMaxRank)
    return emitError() << "tensor type " << type << ": the op library describes static shapes of "
                       << "rank 1 to " << sops::kMaxRank;
  // The layout's tiles say how the tensor is stored; a complex tensor has no stored
  // form the op library reads (its tiles would hold one real part per element).
  if (isa<ComplexType>(tensor.getElementType()))
    return emitError() << "tensor type " << type
                       << ": complex element types have no device form in the op library";
  sops::TensorDesc desc;
  desc.shape.rank = static_cast<uint8_t>(tensor.getRank());
  for (int64_t i = 0; i < tensor.getRank(); ++i) {
    int64_t dim = tensor.getDimSize(i);
    if (dim < 1 || dim > std::numeric_limits<uint32_t>::max())
      return emitError() << "tensor type " << type << ": dimension " << i << " is " << dim
                         << ", outside 1.." << std::numeric_limits<uint32_t>::max();
    desc.shape.dims[i] = static_cast<uint32_t>(dim);
  }
  std::optional<sops::DataType> dtype = libraryDataType(layout.getScalarElementType());
  // Block floats read as bf16 scalars; their tiles are the format's own (1088 / 576 B).
  if (auto tile = dyn_cast<ttcore::TileType>(layout.getElementType())) {
    if (tile.getDataType() == ttcore::DataType::BFP_BFloat8)
      dtype = sops::DataType::BFloat8_B;
    else if (tile.getDataType() == ttcore::DataType::BFP_BFloat4)
      dtype = sops::DataType::BFloat4_B;
  }
  if (!dtype)
    return emitError() << "tensor type " << type << ": data type " << layout.getScalarElementType()
                       << " is not one the op library computes with (bf16, f32; bfp_bf8 / bfp_bf4 "
                          "tiles as storage; ui32 for indices, ui16 for sort / topk indices; "
                          "si32 / ui32 for the integer ops)";
  desc.dtype = *dtype;
  desc.layout = layout.isTiled() ? sops::Layout::Tile : sops::Layout::RowMajor;
  switch (layout.getBufferType()) {
  case BufferType::SystemMemory:
    desc.memory = sops::MemoryConfig::dram(); // host data; described as where it will land
    return desc;
  case BufferType::L1:
    desc.memory = sops::MemoryConfig::l1();
    break;
  default:
    desc.memory = sops::MemoryConfig::dram();
    break;
  }
  std::optional<TensorMemoryLayout> memLayout = layout.getMemLayoutOpt();
  if (memLayout && *memLayout != TensorMemoryLayout::Interleaved) {
    if (layout.getBufferType() != BufferType::L1)
      return emitError() << "tensor type " << type << ": only L1 tensors can be sharded";
    FailureOr<sops::MemoryConfig> sharded = shardedConfig(layout, *memLayout, arch, emitError);
    if (failed(sharded))
      return failure();
    desc.memory = *sharded;
    // The library derives the shard from the tensor and the grid; a layout that
    // states another shard would be planned with the wrong size.
    SmallVector<int64_t> stated = layout.getScalarShardShape();
    if (!layout.ignoresPhysicalLayout() && stated.size() == 2 &&
        (static_cast<uint64_t>(stated[0]) != desc.shardRows(arch) ||
         static_cast<uint64_t>(stated[1]) != desc.shardCols(arch)))
      return emitError() << "tensor type " << type << ": the layout's shard is " << stated[0]
                         << "x" << stated[1] << " elements but the op library shards this "
                         << "tensor over " << desc.memory.gridX() << "x" << desc.memory.gridY()
                         << " cores as " << desc.shardRows(arch) << "x" << desc.shardCols(arch);
  }
  try {
    sops::validateDesc(desc, arch, "tensor");
  } catch (const strata::Error &error) {
    return emitError() << "tensor type " << type << ": " << error.what();
  }
  return desc;
}

AffineMap mlir::tt::ttnn::canonicalCollapseMap(ArrayRef<int64_t> shape, MLIRContext *context) {
  const unsigned rank = static_cast<unsigned>(shape.size());
  if (rank == 0)
    return AffineMap();
  // (d0, .., dn) -> (d0 * s1*..*s(n-1) + .. + d(n-1), dn); rank 1: (d0) -> (0, d0).
  AffineExpr rows = getAffineConstantExpr(0, context);
  for (unsigned i = 0; i + 1 < rank; ++i) {
    int64_t stride = 1;
    for (unsigned j = i + 1; j + 1 < rank; ++j)
      if (__builtin_mul_overflow(stride, shape[j], &stride))
        return AffineMap();
    rows = rows + getAffineDimExpr(i, context) * stride;
  }
  return AffineMap::get(rank, 0, {rows, getAffineDimExpr(rank - 1, context)}, context);
}

FailureOr<RankedTensorType> mlir::tt::ttnn::toTensorType(MLIRContext *context,
                                                         const sops::TensorDesc &desc,
                                                         const ArchDesc &arch, std::string &error) {
  const sops::Shape &shape = desc.shape;
  SmallVector<int64_t> dims(shape.dims.begin(), shape.dims.begin() + shape.rank);
  // The data type of the tensor's tiles; its scalar type follows (block floats are
  // bf16 scalars stored in their own tiles).
  ttcore::DataType tileType = ttcore::DataType::BFloat16;
  switch (desc.dtype) {
  case sops::DataType::Float32:
    tileType = ttcore::DataType::Float32;
    break;
  case sops::DataType::UInt32:
    tileType = ttcore::DataType::UInt32;
    break;
  case sops::DataType::UInt16:
    tileType = ttcore::DataType::UInt16;
    break;
  case sops::DataType::Int32:
    tileType = ttcore::DataType::Int32;
    break;
  case sops::DataType::BFloat8_B:
    tileType = ttcore::DataType::BFP_BFloat8;
    break;
  case sops::DataType::BFloat4_B:
    tileType = ttcore::DataType::BFP_BFloat4;
    break;
  default:
    break;
  }
  const Type scalar = ttcore::scalarTypeOf(context, tileType);
  const bool tiled = desc.layout == sops::Layout::Tile;
  const uint64_t unitRows = tiled ? arch.tile_height : 1, unitCols = tiled ? arch.tile_width : 1;
  const sops::MemoryConfig &m = desc.memory;
  SmallVector<int64_t, 2> grid = {1, 1};
  uint64_t shardRows = desc.paddedRows(arch), shardCols = desc.paddedCols(arch);
  if (!tiled) {
    shardRows = shape.batch() * shape.secondLast();
    shardCols = shape.last();
  }
  if (m.isSharded()) {
    shardRows = desc.shardRows(arch);
    shardCols = desc.shardCols(arch);
    const int64_t cores = m.numShardCores();
    // Height/width grids are virtual and fill the device row-major, so only a
    // grid of whole device rows (or part of the first row) is expressible.
    const bool rowMajorFill = m.gridY() == 1 || m.gridX() == arch.grid_x;
    if (m.memory_layout == sops::MemoryLayout::HeightSharded && rowMajorFill) {
      grid = {cores, 1};
    } else if (m.memory_layout == sops::MemoryLayout::WidthSharded && rowMajorFill) {
      grid = {1, cores};
    } else if (m.memory_layout == sops::MemoryLayout::BlockSharded) {
      grid = {m.gridY(), m.gridX()};
    } else {
      error = fmt::format("{}: a {}x{} {} grid is not a row-major fill of the {}x{} device "
                          "grid, so tt-mlir's virtual grid cannot express it",
                          desc.toString(), m.gridX(), m.gridY(),
                          sops::memoryLayoutName(m.memory_layout), arch.grid_x, arch.grid_y);
      return failure();
    }
  }
  Type element = scalar;
  if (tiled)
    element = ttcore::TileType::get(
        context, {static_cast<int64_t>(arch.tile_height), static_cast<int64_t>(arch.tile_width)},
        tileType);
  TensorMemoryLayout memLayout = TensorMemoryLayout::Interleaved;
  switch (m.memory_layout) {
  case sops::MemoryLayout::HeightSharded:
    memLayout = TensorMemoryLayout::HeightSharded;
    break;
  case sops::MemoryLayout::WidthSharded:
    memLayout = TensorMemoryLayout::WidthSharded;
    break;
  case sops::MemoryLayout::BlockSharded:
    memLayout = TensorMemoryLayout::BlockSharded;
    break;
  default:
    break;
  }
  return layoutTensorType(
      dims, scalar, element,
      {static_cast<int64_t>(shardRows / unitRows), static_cast<int64_t>(shardCols / unitCols)},
      grid, m.isL1() ? BufferType::L1 : BufferType::DRAM, memLayout);
}

RankedTensorType mlir::tt::ttnn::layoutTensorType(ArrayRef<int64_t> shape, Type scalar,
                                                  Type pageType, ArrayRef<int64_t> shardPages,
                                                  ArrayRef<int64_t> grid, BufferType buffer,
                                                  TensorMemoryLayout memLayout) {
  MLIRContext *context = scalar.getContext();
  auto memref = MemRefType::get(shardPages, pageType, MemRefLayoutAttrInterface(),
                                BufferTypeAttr::get(context, buffer));
  auto layout = TTNNLayoutAttr::get(
      context, canonicalCollapseMap(shape, context),
      ttcore::GridAttr::get(context, grid, AffineMap(), AffineMap(), false), memref,
      TensorMemoryLayoutAttr::get(context, memLayout), BoolAttr(), BoolAttr(), Attribute(),
      CoreRangeSetAttr());
  return RankedTensorType::get(shape, scalar, layout);
}

FailureOr<RankedTensorType> mlir::tt::ttnn::interleavedTypeIn(RankedTensorType type,
                                                               BufferType buffer, Location loc) {
  auto layout = cast<TTNNLayoutAttr>(type.getEncoding());
  MLIRContext *context = type.getContext();
  std::string error;
  FailureOr<SmallVector<int64_t>> physical =
      collapsePhysicalShape(layout.getLinear(), type.getShape(), error);
  if (failed(physical) || physical->size() != 2) {
    emitError(loc) << "cannot move this tensor to " << stringifyBufferType(buffer)
                   << ": its layout's linear map "
                   << (error.empty() ? "does not collapse it to 2 dims" : error);
    return failure();
  }
  SmallVector<int64_t> shape = *physical;
  if (auto tile = dyn_cast<ttcore::TileType>(layout.getElementType())) {
    shape[0] = llvm::divideCeil(shape[0], tile.getHeight());
    shape[1] = llvm::divideCeil(shape[1], tile.getWidth());
  }
  auto memref = MemRefType::get(shape, layout.getElementType(), MemRefLayoutAttrInterface(),
                                BufferTypeAttr::get(context, buffer));
  auto grid = ttcore::GridAttr::get(context, {1, 1}, AffineMap(), AffineMap(), false);
  auto interleaved = TTNNLayoutAttr::get(
      context, layout.getLinear(), grid, memref,
      TensorMemoryLayoutAttr::get(context, TensorMemoryLayout::Interleaved), BoolAttr(),
      BoolAttr(), layout.getTensorMesh(), CoreRangeSetAttr());
  return RankedTensorType::get(type.getShape(), type.getElementType(), interleaved);
}

std::optional<RankedTensorType> mlir::tt::ttnn::leanestShardedL1Type(RankedTensorType type,
                                                                     const ArchDesc &arch) {
  ScopedDiagnosticHandler quiet(type.getContext(), [](Diagnostic &) { return success(); });
  FailureOr<sops::TensorDesc> desc = toTensorDesc(
      type, arch, [&] { return emitError(UnknownLoc::get(type.getContext())); });
  if (failed(desc) || desc->layout != sops::Layout::Tile)
    return std::nullopt;
  const uint64_t rows = desc->tileRows(arch), cols = desc->tileCols(arch);
  using strata::device::TensorMemoryLayout;
  struct Choice {
    TensorMemoryLayout layout;
    uint32_t gridX, gridY;
    uint64_t pages;
  };
  std::optional<Choice> best;
  // Shards of ceil(extent / cores) units on `cores` cores, none of them empty.
  auto perCore = [](uint64_t extent, uint64_t cores) -> std::optional<uint64_t> {
    const uint64_t each = llvm::divideCeil(extent, cores);
    return (cores - 1) * each < extent ? std::optional<uint64_t>(each) : std::nullopt;
  };
  auto consider = [&](TensorMemoryLayout layout, uint32_t gridX, uint32_t gridY,
                      std::optional<uint64_t> pages) {
    if (!pages)
      return;
    const uint64_t cores = uint64_t{gridX} * gridY;
    if (!best || *pages < best->pages ||
        (*pages == best->pages && cores > uint64_t{best->gridX} * best->gridY))
      best = Choice{layout, gridX, gridY, *pages};
  };
  // Height and width grids fill the device row-major (what tt-mlir's virtual grid
  // expresses): part of the first row, or whole rows.
  SmallVector<std::pair<uint32_t, uint32_t>> rowMajorFills;
  for (uint32_t x = 1; x <= arch.grid_x; ++x)
    rowMajorFills.push_back({x, 1});
  for (uint32_t y = 2; y <= arch.grid_y; ++y)
    rowMajorFills.push_back({arch.grid_x, y});
  for (auto [x, y] : rowMajorFills) {
    const uint64_t cores = uint64_t{x} * y;
    if (auto each = perCore(rows, cores))
      consider(TensorMemoryLayout::HeightSharded, x, y, *each * cols);
  }
  for (auto [x, y] : rowMajorFills) {
    const uint64_t cores = uint64_t{x} * y;
    if (auto each = perCore(cols, cores))
      consider(TensorMemoryLayout::WidthSharded, x, y, rows * *each);
  }
  for (uint32_t y = 1; y <= arch.grid_y; ++y)
    for (uint32_t x = 1; x <= arch.grid_x; ++x) {
      auto eachRows = perCore(rows, y), eachCols = perCore(cols, x);
      if (eachRows && eachCols)
        consider(TensorMemoryLayout::BlockSharded, x, y, *eachRows * *eachCols);
    }
  if (!best)
    return std::nullopt;
  sops::TensorDesc sharded = *desc;
  sharded.memory = strata::device::MemoryConfig::sharded(best->layout, best->gridX, best->gridY);
  std::string error;
  FailureOr<RankedTensorType> result = toTensorType(type.getContext(), sharded, arch, error);
  if (failed(result))
    return std::nullopt;
  // toTensorType writes the canonical collapse map and no mesh: a tensor laid out
  // otherwise has no sharded form here.
  auto layout = cast<TTNNLayoutAttr>(type.getEncoding());
  if (cast<TTNNLayoutAttr>(result->getEncoding()).getLinear() != layout.getLinear() ||
      layout.getTensorMesh())
    return std::nullopt;
  return *result;
}

RetypedResult mlir::tt::ttnn::retypeResult(Value value, RankedTensorType type, DeviceGrid grid) {
  RetypedResult before{value, cast<RankedTensorType>(value.getType()), nullptr};
  value.setType(type);
  if (auto iface = dyn_cast_or_null<MemoryConfigOpInterface>(value.getDefiningOp()))
    if ((before.config = iface.getMemoryConfigOrNull()))
      iface.replaceMemoryConfig(
          deriveMemoryConfig(cast<TTNNLayoutAttr>(type.getEncoding()), grid));
  return before;
}

void RetypedResult::undo() const {
  Value result = value;
  result.setType(type);
  if (config)
    cast<MemoryConfigOpInterface>(result.getDefiningOp()).replaceMemoryConfig(config);
}
