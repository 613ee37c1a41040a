// ttnn attributes: custom syntax, verifiers (the layout rules of
// ARCHITECTURE.md section 5) and the layout -> memory config derivation.
//
// The Debian MLIR build has no assertions, so every parser and verifier here
// checks its input explicitly instead of relying on casts.
#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

#include <algorithm>
#include <limits>
#include <map>

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;

// The layout's tail, tt-mlir's order-agnostic form:
//   [mesh = <tensor mesh>,] memref (, <mem_layout> | , core_ranges = CRS
//                                    | , exactGrid = B | , ignorePhysicalLayout = B)* >
// One directive owns everything from the memref to the closing `>` so the
// optional groups can come in any order (a system-memory layout has
// `exactGrid` but no memory layout) and no stray spaces are printed.
static ParseResult parseBoolWord(AsmParser &parser, StringRef what, BoolAttr &value) {
  if (succeeded(parser.parseOptionalKeyword("true")))
    value = BoolAttr::get(parser.getContext(), true);
  else if (succeeded(parser.parseOptionalKeyword("false")))
    value = BoolAttr::get(parser.getContext(), false);
  else
    return parser.emitError(parser.getCurrentLocation())
           << "expected true or false after '" << what << " ='";
  return success();
}

static ParseResult parseLayoutTail(AsmParser &parser, Attribute &tensorMesh, MemRefType &memref,
                                   TensorMemoryLayoutAttr &memLayout, BoolAttr &exactGrid,
                                   BoolAttr &ignorePhysicalLayout, CoreRangeSetAttr &coreRanges) {
  if (succeeded(parser.parseOptionalKeyword("mesh"))) {
    if (parser.parseEqual() || parser.parseAttribute(tensorMesh) || parser.parseComma())
      return failure();
  }
  if (parser.parseType(memref))
    return failure();
  while (succeeded(parser.parseOptionalComma())) {
    SMLoc at = parser.getCurrentLocation();
    if (succeeded(parser.parseOptionalLess())) {
      StringRef word;
      if (parser.parseKeyword(&word))
        return failure();
      std::optional<TensorMemoryLayout> value = symbolizeTensorMemoryLayout(word);
      if (!value)
        return parser.emitError(at) << "unknown tensor memory layout '" << word
                                    << "'; expected interleaved, height_sharded, "
                                    << "width_sharded or block_sharded";
      if (memLayout)
        return parser.emitError(at) << "layout states its memory layout twice";
      memLayout = TensorMemoryLayoutAttr::get(parser.getContext(), *value);
      if (parser.parseGreater())
        return failure();
      continue;
    }
    StringRef word;
    if (failed(parser.parseOptionalKeyword(&word)))
      return parser.emitError(at) << "expected <memory layout>, core_ranges, exactGrid or "
                                  << "ignorePhysicalLayout after the layout memref";
    if (word == "core_ranges") {
      if (coreRanges)
        return parser.emitError(at) << "layout states 'core_ranges' twice";
      // tt-mlir prints the set stripped (`<[...]>`); the qualified
      // `#ttnn.core_range_set<...>` spelling parses too.
      if (parser.parseEqual() || parser.parseCustomAttributeWithFallback(coreRanges))
        return failure();
      continue;
    }
    BoolAttr *target = word == "exactGrid"              ? &exactGrid
                       : word == "ignorePhysicalLayout" ? &ignorePhysicalLayout
                                                        : nullptr;
    if (!target)
      return parser.emitError(at) << "unknown layout parameter '" << word
                                  << "'; expected <memory layout>, core_ranges, exactGrid or "
                                  << "ignorePhysicalLayout";
    if (*target)
      return parser.emitError(at) << "layout states '" << word << "' twice";
    if (parser.parseEqual() || parseBoolWord(parser, word, *target))
      return failure();
  }
  return parser.parseGreater();
}

static void printLayoutTail(AsmPrinter &printer, Attribute tensorMesh, MemRefType memref,
                            TensorMemoryLayoutAttr memLayout, BoolAttr exactGrid,
                            BoolAttr ignorePhysicalLayout, CoreRangeSetAttr coreRanges) {
  if (tensorMesh) {
    printer << "mesh = ";
    printer.printAttribute(tensorMesh);
    printer << ", ";
  }
  printer.printType(memref);
  if (memLayout) {
    printer << ", ";
    printer.printStrippedAttrOrType(memLayout);
  }
  if (coreRanges) {
    printer << ", core_ranges = ";
    printer.printStrippedAttrOrType(coreRanges);
  }
  if (exactGrid)
    printer << ", exactGrid = " << (exactGrid.getValue() ? "true" : "false");
  if (ignorePhysicalLayout)
    printer << ", ignorePhysicalLayout = "
            << (ignorePhysicalLayout.getValue() ? "true" : "false");
  printer << ">";
}

#include "strata/compiler/Dialect/TTNN/IR/TTNNEnums.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "strata/compiler/Dialect/TTNN/IR/TTNNAttrs.cpp.inc"
#define GET_TYPEDEF_CLASSES
#include "strata/compiler/Dialect/TTNN/IR/TTNNTypes.cpp.inc"

void TTNNDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "strata/compiler/Dialect/TTNN/IR/TTNNAttrs.cpp.inc"
      >();
}

// ttnn attributes of tt-mlir's 2025 dialect that this project keeps as text.
static bool isUnmodeledTTNNAttr(StringRef mnemonic) {
  static constexpr StringLiteral kNames[] = {
      "compute_kernel",
      "conv2d_config",
      "conv2d_slice_config",
      "conv3d_config",
      "device_compute_kernel_config",
      "kernel_arg_address_of_tensor",
      "kernel_arg_cb_buffer_index",
      "kernel_arg_scalar",
      "kernel_arg_semaphore_at",
      "kernel_cb",
      "kernel_cb_format",
      "kernel_semaphore",
      "math_fidelity",
      "matmul_multi_core_reuse_multi_cast_1d_program_config",
      "matmul_multi_core_reuse_multi_cast_dram_sharded_program_config",
      "matmul_multi_core_reuse_multi_cast_program_config",
      "matmul_multi_core_reuse_program_config",
      "mesh_composer_config", // distribute / aggregate_tensor of multi-device modules
      "mesh_mapper_config",
      "program",
      "read_kernel",
      "trace_id",
      "unary_with_param",
      "write_kernel"};
  return llvm::is_contained(kNames, mnemonic);
}

Attribute TTNNDialect::parseAttribute(DialectAsmParser &parser, Type type) const {
  return ttcore::parseAttributeOrUnmodeled(
      parser, type, "ttnn",
      [](DialectAsmParser &p, StringRef *mnemonic, Type t, Attribute &attr) {
        return generatedAttributeParser(p, mnemonic, t, attr);
      },
      isUnmodeledTTNNAttr,
      [&](StringRef normalized) -> Attribute {
        return UnmodeledAttr::get(getContext(), normalized);
      });
}

void TTNNDialect::printAttribute(Attribute attr, DialectAsmPrinter &printer) const {
  if (auto unmodeled = llvm::dyn_cast<UnmodeledAttr>(attr)) {
    printer.getStream() << unmodeled.getSpec();
    return;
  }
  (void)generatedAttributePrinter(attr, printer);
}

void TTNNDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "strata/compiler/Dialect/TTNN/IR/TTNNTypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Shape, mesh shape, mesh offset
//===----------------------------------------------------------------------===//

static ParseResult parseStaticDims(AsmParser &parser, SmallVectorImpl<int64_t> &dims) {
  return parser.parseDimensionList(dims, /*allowDynamic=*/false, /*withTrailingX=*/false);
}

Attribute ShapeAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> dims;
  if (parser.parseLess() || parseStaticDims(parser, dims) || parser.parseGreater())
    return {};
  return ShapeAttr::get(parser.getContext(), dims);
}

void ShapeAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printer.printDimensionList(getShape());
  printer << '>';
}

// `mesh_shape 1x2` has no brackets; the dialect prints it as #ttnn<mesh_shape 1x2>.
static FailureOr<std::pair<int64_t, int64_t>> parseMeshPair(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> dims;
  if (parseStaticDims(parser, dims))
    return failure();
  if (dims.size() != 2) {
    parser.emitError(loc, "expected two mesh dimensions such as 1x2, got ") << dims.size();
    return failure();
  }
  return std::make_pair(dims[0], dims[1]);
}

Attribute MeshShapeAttr::parse(AsmParser &parser, Type) {
  FailureOr<std::pair<int64_t, int64_t>> yx = parseMeshPair(parser);
  if (failed(yx))
    return {};
  if (yx->first <= 0 || yx->second <= 0) {
    parser.emitError(parser.getCurrentLocation(), "mesh shape dimensions must be positive");
    return {};
  }
  return MeshShapeAttr::get(parser.getContext(), yx->first, yx->second);
}
void MeshShapeAttr::print(AsmPrinter &printer) const { printer << ' ' << getY() << 'x' << getX(); }

Attribute MeshOffsetAttr::parse(AsmParser &parser, Type) {
  FailureOr<std::pair<int64_t, int64_t>> yx = parseMeshPair(parser);
  if (failed(yx))
    return {};
  return MeshOffsetAttr::get(parser.getContext(), yx->first, yx->second);
}
void MeshOffsetAttr::print(AsmPrinter &printer) const { printer << ' ' << getY() << 'x' << getX(); }

//===----------------------------------------------------------------------===//
// Core ranges
//===----------------------------------------------------------------------===//

// `(x,y)`; negative coordinates are rejected here with a located message.
static FailureOr<CoreCoordAttr> parseCoreCoord(AsmParser &parser) {
  int64_t x = 0, y = 0;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLParen() || parser.parseInteger(x) || parser.parseComma() ||
      parser.parseInteger(y) || parser.parseRParen())
    return failure();
  if (x < 0 || y < 0) {
    parser.emitError(loc, "core coordinate (") << x << ", " << y << ") is negative";
    return failure();
  }
  return CoreCoordAttr::get(parser.getContext(), x, y);
}

Attribute CoreRangeAttr::parse(AsmParser &parser, Type) {
  if (parser.parseLess())
    return {};
  FailureOr<CoreCoordAttr> start = parseCoreCoord(parser);
  if (failed(start) || parser.parseComma())
    return {};
  FailureOr<CoreCoordAttr> end = parseCoreCoord(parser);
  if (failed(end) || parser.parseGreater())
    return {};
  return parser.getChecked<CoreRangeAttr>(parser.getContext(), *start, *end);
}

void CoreRangeAttr::print(AsmPrinter &printer) const {
  printer << "<(" << getStartCoord().getX() << ',' << getStartCoord().getY() << "), ("
          << getEndCoord().getX() << ',' << getEndCoord().getY() << ")>";
}

LogicalResult CoreRangeAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                    CoreCoordAttr start, CoreCoordAttr end) {
  if (!start || !end)
    return emitError() << "core range needs a start and an end core";
  if (start.getX() > end.getX() || start.getY() > end.getY())
    return emitError() << "core range start (" << start.getX() << "," << start.getY()
                       << ") lies after its end (" << end.getX() << "," << end.getY()
                       << "); the start must be the top-left corner";
  return success();
}

bool CoreRangeAttr::intersects(CoreRangeAttr other) const {
  auto s = getStartCoord(), e = getEndCoord();
  auto os = other.getStartCoord(), oe = other.getEndCoord();
  return s.getX() <= oe.getX() && os.getX() <= e.getX() && s.getY() <= oe.getY() &&
         os.getY() <= e.getY();
}

uint64_t CoreRangeAttr::getNumCores() const {
  // Saturates: a parsed range may span up to 2^64 columns.
  uint64_t w = getEndCoord().getX() - getStartCoord().getX() + 1;
  uint64_t h = getEndCoord().getY() - getStartCoord().getY() + 1;
  uint64_t n = 0;
  if (w == 0 || h == 0 || __builtin_mul_overflow(w, h, &n))
    return UINT64_MAX;
  return n;
}

LogicalResult CoreRangeSetAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                       ArrayRef<CoreRangeAttr> ranges) {
  for (size_t i = 0; i < ranges.size(); ++i) {
    if (!ranges[i])
      return emitError() << "core range set entry " << i << " is not a core range";
    for (size_t j = 0; j < i; ++j)
      if (ranges[i].intersects(ranges[j]))
        return emitError() << "core ranges " << ranges[j] << " and " << ranges[i]
                           << " overlap; a core range set must be disjoint";
  }
  return success();
}

ShardMode ShardSpecAttr::getEffectiveShardMode() const {
  return getShardMode() ? getShardMode().getValue() : ShardMode::Physical;
}

LogicalResult ShardSpecAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                    CoreRangeSetAttr coreRangeSet, ShapeAttr shape,
                                    ShardOrientationAttr, ShardModeAttr,
                                    ShapeAttr physicalShardShape) {
  if (!coreRangeSet || !shape)
    return emitError() << "shard spec needs a core range set and a shard shape";
  if (shape.getShape().size() != 2 ||
      llvm::any_of(shape.getShape(), [](int64_t d) { return d <= 0; }))
    return emitError() << "shard shape must be 2-d with positive dimensions, got <"
                       << ShapeText{shape.getShape()} << ">";
  if (physicalShardShape && physicalShardShape.getShape().size() != 2)
    return emitError() << "physical shard shape must be 2-d";
  return success();
}

static bool isShardedLayout(TensorMemoryLayout layout) {
  return layout != TensorMemoryLayout::Interleaved;
}

LogicalResult MemoryConfigAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                       BufferTypeAttr bufferType, TensorMemoryLayoutAttr memLayout,
                                       ShardSpecAttr shardSpec) {
  // tt-mlir's rules (lib/Dialect/TTNN/IR/TTNNOpsAttrs.cpp: MemoryConfigAttr::verify
  // with verifyBufferAndMemoryLayout and verifySharding), in Strata's words.
  if (!bufferType)
    return emitError() << "memory config needs a buffer type";
  BufferType buffer = bufferType.getValue();
  if (buffer == BufferType::SystemMemory && (memLayout || shardSpec))
    return emitError() << "system memory has no memory layout or shard spec; "
                       << "write #ttnn.memory_config<#system_memory>";
  if (buffer != BufferType::SystemMemory && !memLayout)
    return emitError() << "a " << stringifyBufferType(buffer) << " memory config needs a "
                       << "memory layout: <interleaved>, <height_sharded>, <width_sharded> "
                       << "or <block_sharded>";
  if (buffer == BufferType::DRAM && memLayout &&
      memLayout.getValue() == TensorMemoryLayout::BlockSharded)
    return emitError() << "DRAM is never block sharded; use <interleaved>, <height_sharded> "
                       << "or <width_sharded>, or L1 for block sharding";
  if (shardSpec && (!memLayout || !isShardedLayout(memLayout.getValue())))
    return emitError() << "a shard spec needs a sharded memory layout "
                       << "(height_sharded, width_sharded or block_sharded)";
  return success();
}

//===----------------------------------------------------------------------===//
// TTNNLayoutAttr
//===----------------------------------------------------------------------===//

static bool isScalarElementType(Type type) { return llvm::isa<IntegerType, FloatType>(type); }

// tt-mlir's layout rules (lib/Dialect/TTNN/IR/TTNNOpsAttrs.cpp at 19c86fca:
// verifyGridShape, verifyBufferAndMemoryLayout and the core_range_set half of
// TTNNLayoutAttr::verify), reported all at once like tt-mlir does:
//  - system memory takes no memory layout; DRAM and L1 need one;
//  - DRAM is never block sharded;
//  - only L1 layouts and sharded DRAM layouts may use a grid other than 1x1;
//  - core_ranges belong to sharded layouts only.
// Not mirrored: tt-mlir (since 0ca2e3d, May 2026) also wants core_ranges on
// every sharded layout without ignorePhysicalLayout; Strata keeps reading the
// earlier form, a virtual grid whose cores the pass derives (docs/compiler.md).
LogicalResult mlir::tt::ttnn::verifyLayoutPlacement(function_ref<InFlightDiagnostic()> emitError,
                                                    BufferType buffer,
                                                    ArrayRef<int64_t> gridShape,
                                                    TensorMemoryLayoutAttr memLayout,
                                                    CoreRangeSetAttr coreRanges) {
  bool ok = true;
  bool sharded = memLayout && isShardedLayout(memLayout.getValue());
  bool unitGrid = llvm::all_of(gridShape, [](int64_t d) { return d == 1; });
  if (buffer == BufferType::SystemMemory) {
    if (memLayout) {
      emitError() << "system memory has no memory layout, got " << Attribute(memLayout)
                  << "; drop it";
      ok = false;
    }
    if (!unitGrid) {
      emitError() << "system memory layouts use a 1x1 grid, got " << ShapeText{gridShape};
      ok = false;
    }
  } else {
    if (!memLayout) {
      emitError() << "device layout (" << stringifyBufferType(buffer)
                  << ") needs a memory layout: <interleaved>, <height_sharded>, "
                  << "<width_sharded> or <block_sharded>";
      ok = false;
    } else if (buffer == BufferType::DRAM &&
               memLayout.getValue() == TensorMemoryLayout::BlockSharded) {
      emitError() << "DRAM is never block sharded; use <interleaved>, <height_sharded> "
                  << "or <width_sharded>, or L1 for block sharding";
      ok = false;
    }
    // Only DRAM reaches here unsharded with a grid that matters.
    if (buffer != BufferType::L1 && !sharded && !unitGrid) {
      emitError() << "DRAM " << (memLayout ? "interleaved layouts" : "layouts without sharding")
                  << " use a 1x1 grid, got " << ShapeText{gridShape};
      ok = false;
    }
  }
  if (coreRanges && !sharded) {
    emitError() << "layout core_ranges " << Attribute(coreRanges)
                << " belong to sharded layouts only; drop them";
    ok = false;
  }
  return success(ok);
}

// What every reader of the layout relies on, plus tt-mlir's own layout rules
// (so every pass accepts what tt-mlir accepts and rejects what it rejects).
// The stricter rules (2-d collapse, shard shape against the tensor, Nx1 grids
// without core_ranges, ...) are `checkLayoutRules`, run by the opt-in
// `--ttnn-verify-layouts`.
LogicalResult TTNNLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError, AffineMap linear,
                                     ttcore::GridAttr grid, MemRefType memref,
                                     TensorMemoryLayoutAttr memLayout, BoolAttr, BoolAttr,
                                     Attribute tensorMesh, CoreRangeSetAttr coreRanges) {
  if (!linear || !grid || !memref)
    return emitError() << "ttnn_layout needs a linear map, a grid and a memref";
  if (tensorMesh) {
    auto mesh = llvm::dyn_cast<ttcore::UnmodeledAttr>(tensorMesh);
    if (!mesh || !mesh.getSpec().starts_with("tensor_mesh"))
      return emitError() << "layout mesh must be a #ttcore.tensor_mesh<...>, got " << tensorMesh;
  }
  if (linear.getNumSymbols() != 0 || linear.getNumResults() == 0 || linear.getNumDims() == 0)
    return emitError() << "layout linear map must map the tensor's dims to at least one "
                       << "result without symbols, got " << ttcore::affineMapText(linear);
  if (grid.getShape().size() != 2)
    return emitError() << "layout grid must be 2-d";
  if (memref.getRank() == 0)
    return emitError() << "layout memref describes one shard and needs at least one dim";
  if (!memref.hasStaticShape() || llvm::any_of(memref.getShape(), [](int64_t d) { return d <= 0; }))
    return emitError() << "layout memref shard shape must be static and positive";
  Type element = memref.getElementType();
  if (!llvm::isa<ttcore::TileType>(element) && !isScalarElementType(element))
    return emitError() << "layout memref element type must be a scalar or "
                       << "!ttcore.tile<32x32, dtype>, got " << element;
  Attribute space = memref.getMemorySpace();
  if (!space)
    return emitError() << "layout memref " << memref << " has no memory space; add "
                       << "#dram, #l1 or #system_memory as its memory space";
  if (!llvm::isa<BufferTypeAttr>(space))
    return emitError() << "layout memref memory space must be a #ttnn.buffer_type, got " << space;
  return verifyLayoutPlacement(emitError, llvm::cast<BufferTypeAttr>(space).getValue(),
                               grid.getShape(), memLayout, coreRanges);
}

BufferType TTNNLayoutAttr::getBufferType() const {
  if (auto bt = llvm::dyn_cast_or_null<BufferTypeAttr>(getMemref().getMemorySpace()))
    return bt.getValue();
  return BufferType::SystemMemory; // unreachable for verified layouts
}

std::optional<TensorMemoryLayout> TTNNLayoutAttr::getMemLayoutOpt() const {
  if (getMemLayout())
    return getMemLayout().getValue();
  return std::nullopt;
}

bool TTNNLayoutAttr::isTiled() const { return llvm::isa<ttcore::TileType>(getElementType()); }

bool TTNNLayoutAttr::isSharded() const {
  std::optional<TensorMemoryLayout> ml = getMemLayoutOpt();
  return ml && isShardedLayout(*ml);
}

Type TTNNLayoutAttr::getElementType() const { return getMemref().getElementType(); }

Type TTNNLayoutAttr::getScalarElementType() const {
  Type element = getElementType();
  if (auto tile = llvm::dyn_cast<ttcore::TileType>(element))
    return ttcore::scalarTypeOf(getContext(), tile.getDataType());
  return element;
}

SmallVector<int64_t> TTNNLayoutAttr::getScalarShardShape() const {
  SmallVector<int64_t> shape(getShardShape());
  auto tile = llvm::dyn_cast<ttcore::TileType>(getElementType());
  if (!tile || shape.empty())
    return shape;
  // Saturating: the verifier bounds dims to be positive, not small.
  auto scale = [](int64_t &dim, int64_t by) {
    if (__builtin_mul_overflow(dim, by, &dim))
      dim = std::numeric_limits<int64_t>::max();
  };
  if (shape.size() == 1) {
    scale(shape[0], tile.getHeight() * tile.getWidth());
    return shape;
  }
  scale(shape[shape.size() - 2], tile.getHeight());
  scale(shape.back(), tile.getWidth());
  return shape;
}

int64_t TTNNLayoutAttr::getShardSizeInBytes() const {
  // Saturates instead of overflowing for absurd (but verified) shapes.
  int64_t count = 1;
  for (int64_t d : getShardShape())
    if (__builtin_mul_overflow(count, d, &count))
      return std::numeric_limits<int64_t>::max();
  Type element = getElementType();
  int64_t elementBytes = 0;
  if (auto tile = llvm::dyn_cast<ttcore::TileType>(element))
    elementBytes = tile.getSizeBytes();
  else
    elementBytes = static_cast<int64_t>(llvm::divideCeil(element.getIntOrFloatBitWidth(), 8));
  int64_t bytes = 0;
  if (__builtin_mul_overflow(count, elementBytes, &bytes))
    return std::numeric_limits<int64_t>::max();
  return bytes;
}
