// TensorDesc -> TTNN tensor type text.
#include "strata/compiler/Dialect/TTNN/Utils/TextIR.h"

#include "strata/support/error.hpp"

#include <fmt/core.h>

namespace strata::compiler {

std::string tensorTypeText(const ops::TensorDesc &desc, const device::ArchDesc &arch) {
  const ops::Shape &shape = desc.shape;
  std::string dims, map = "(";
  for (int i = 0; i < shape.rank; ++i) {
    dims += std::to_string(shape[i]) + "x";
    map += fmt::format("{}d{}", i ? ", " : "", i);
  }
  // Rows: d0 * (d1 * ... * d_{r-2}) + ... + d_{r-2}; columns: the last dim.
  std::string rows;
  for (int i = 0; i + 1 < shape.rank; ++i) {
    std::uint64_t stride = 1;
    for (int j = i + 1; j + 1 < shape.rank; ++j) stride *= shape[j];
    rows += fmt::format("{}d{}{}", rows.empty() ? "" : " + ", i,
                        stride == 1 ? "" : fmt::format(" * {}", stride));
  }
  map += ") -> (" + (rows.empty() ? std::string("0") : rows) +
         fmt::format(", d{})", shape.rank - 1);

  // The scalar type (tensor and row-major memref) and the tile's data type name.
  const char *dtype = "bf16", *tileDtype = "bf16";
  switch (desc.dtype) {
  case device::DataType::Float32:
    dtype = tileDtype = "f32";
    break;
  case device::DataType::UInt32:
    dtype = "ui32";
    tileDtype = "u32";
    break;
  case device::DataType::Int32:
    dtype = tileDtype = "si32";
    break;
  default:
    break;
  }
  const bool tiled = desc.layout == ops::Layout::Tile;
  const std::uint64_t unitRows = tiled ? arch.tile_height : 1, unitCols = tiled ? arch.tile_width : 1;
  const ops::MemoryConfig &m = desc.memory;
  std::string grid = "1x1";
  std::uint64_t shardRows = desc.paddedRows(arch), shardCols = desc.paddedCols(arch);
  if (!tiled) {
    shardRows = shape.batch() * shape.secondLast();
    shardCols = shape.last();
  }
  if (m.isSharded()) {
    shardRows = desc.shardRows(arch);
    shardCols = desc.shardCols(arch);
    const std::uint32_t cores = m.numShardCores();
    // Height/width grids are virtual and fill the device row-major, so only a
    // grid of whole device rows (or part of the first row) is expressible.
    const bool rowMajorFill = m.gridY() == 1 || m.gridX() == arch.grid_x;
    if (m.memory_layout == ops::MemoryLayout::HeightSharded && rowMajorFill)
      grid = fmt::format("{}x1", cores);
    else if (m.memory_layout == ops::MemoryLayout::WidthSharded && rowMajorFill)
      grid = fmt::format("1x{}", cores);
    else if (m.memory_layout == ops::MemoryLayout::BlockSharded)
      grid = fmt::format("{}x{}", m.gridY(), m.gridX());
    else
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("{}: a {}x{} {} grid is not a row-major fill of the {}x{} device "
                              "grid, so tt-mlir's virtual grid cannot express it",
                              desc.toString(), m.gridX(), m.gridY(), ops::memoryLayoutName(m.memory_layout),
                              arch.grid_x, arch.grid_y));
  }
  const std::string element =
      tiled ? fmt::format("!ttcore.tile<{}x{}, {}>", arch.tile_height, arch.tile_width, tileDtype)
            : std::string(dtype);
  const char *space = m.isL1() ? "l1" : "dram";
  return fmt::format("tensor<{}{}, #ttnn.ttnn_layout<{}, <{}>, memref<{}x{}x{}, "
                     "#ttnn.buffer_type<{}>>, <{}>>>",
                     dims, dtype, map, grid, shardRows / unitRows, shardCols / unitCols, element,
                     space, ops::memoryLayoutName(m.memory_layout));
}

} // namespace strata::compiler
