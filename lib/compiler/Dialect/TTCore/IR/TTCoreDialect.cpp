// The ttcore dialect: data types, tiles, core grids, and affine helpers the
// layout rules share.
#include "strata/device/data_type.hpp"
#include "strata/compiler/Dialect/TTCore/IR/TTCore.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tt::ttcore;

#include "strata/compiler/Dialect/TTCore/IR/TTCoreDialect.cpp.inc"
#include "strata/compiler/Dialect/TTCore/IR/TTCoreEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "strata/compiler/Dialect/TTCore/IR/TTCoreAttrs.cpp.inc"
#define GET_TYPEDEF_CLASSES
#include "strata/compiler/Dialect/TTCore/IR/TTCoreTypes.cpp.inc"

namespace {
// Upper bounds that keep every derived loop small; far above any real part
// (Blackhole has 13x10 workers) yet small enough that a typo cannot make the
// verifier walk billions of cores.
constexpr int64_t kMaxGridDim = 1024;
constexpr int64_t kMaxGridVolume = 1 << 16;
} // namespace

void TTCoreDialect::initialize() {
  registerAttributes();
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "strata/compiler/Dialect/TTCore/IR/TTCoreOps.cpp.inc"
      >();
  // tt-mlir files carry other ttcore ops (optimization_barrier, ...) this
  // project does not model; in generic form they pass through.
  allowUnknownOperations();
}

void TTCoreDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "strata/compiler/Dialect/TTCore/IR/TTCoreAttrs.cpp.inc"
      >();
}

void TTCoreDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "strata/compiler/Dialect/TTCore/IR/TTCoreTypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Attribute parsing with the verbatim fallback
//===----------------------------------------------------------------------===//

// ttcore attributes of tt-mlir's 2025 dialect that this project keeps as text.
// Every ttcore attribute mnemonic of tt-mlir's TTCoreOpsTypes.td (19c86fca) that
// Strata does not model, kept verbatim.
static bool isUnmodeledTTCoreAttr(StringRef mnemonic) {
  static constexpr StringLiteral kNames[] = {"arch",
                                             "arg_alloc",
                                             "attention_mask_type",
                                             "cb_layout",
                                             "fabric_connection_config",
                                             "mesh_topology",
                                             "moe_activation_function",
                                             "oob_val",
                                             "shard_direction",
                                             "shard_type",
                                             "tensor_memory_layout",
                                             "topology",
                                             "argument_type",
                                             "chip_capability",
                                             "chip_channel",
                                             "chip_coord",
                                             "chip_desc",
                                             "core_coord",
                                             "core_range", // d2m.spatial's grid_ranges
                                             "cpu_desc",
                                             "cpu_role",
                                             "device",
                                             "host_layout",
                                             "interleaved",
                                             "iterator_type",
                                             "local_shape",
                                             "memory_space",
                                             "mesh",
                                             "meshes",
                                             "mesh_shard_direction",
                                             "mesh_shard_type",
                                             "metal_layout",
                                             "oobval",
                                             "reduce_type",
                                             "shard",
                                             "shard_status",
                                             "system_desc",
                                             "tensor_mesh",
                                             "tile_size",
                                             "view"};
  return llvm::is_contained(kNames, mnemonic);
}

std::string mlir::tt::ttcore::normalizeVerbatimAttr(StringRef spec) {
  std::string out;
  out.reserve(spec.size());
  bool inString = false, pendingSpace = false;
  for (size_t i = 0; i < spec.size(); ++i) {
    char c = spec[i];
    if (inString) {
      out += c;
      if (c == '\\' && i + 1 < spec.size())
        out += spec[++i];
      else if (c == '"')
        inString = false;
      continue;
    }
    if (llvm::isSpace(c)) {
      pendingSpace = true;
      continue;
    }
    bool afterOpen = !out.empty() && llvm::StringRef("<[({").contains(out.back());
    // `meshShape = ,` (an empty value) keeps its space, as MLIR prints it.
    bool beforeClose = llvm::StringRef(">])},").contains(c) &&
                       (out.empty() || out.back() != '=');
    if (pendingSpace && !out.empty() && !afterOpen && !beforeClose)
      out += ' ';
    pendingSpace = false;
    out += c;
    if (c == '"')
      inString = true;
  }
  return out;
}

Attribute mlir::tt::ttcore::parseAttributeOrUnmodeled(
    DialectAsmParser &parser, Type type, StringRef dialectName,
    function_ref<OptionalParseResult(DialectAsmParser &, StringRef *, Type, Attribute &)>
        parseGenerated,
    function_ref<bool(StringRef)> isUnmodeled,
    function_ref<Attribute(StringRef normalizedSpec)> makeUnmodeled) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef spec = parser.getFullSymbolSpec();
  StringRef mnemonic;
  Attribute attr;
  OptionalParseResult result = parseGenerated(parser, &mnemonic, type, attr);
  if (result.has_value())
    return succeeded(*result) ? attr : Attribute();
  // The dialect parser resets the lexer past the whole body afterwards, so
  // keeping the text is enough to skip it.
  if (isUnmodeled(mnemonic))
    return makeUnmodeled(normalizeVerbatimAttr(spec));
  parser.emitError(loc) << "unknown attribute `" << mnemonic << "` in dialect `" << dialectName
                        << "`";
  return {};
}

Attribute TTCoreDialect::parseAttribute(DialectAsmParser &parser, Type type) const {
  return parseAttributeOrUnmodeled(
      parser, type, "ttcore",
      [](DialectAsmParser &p, StringRef *mnemonic, Type t, Attribute &attr) {
        return generatedAttributeParser(p, mnemonic, t, attr);
      },
      isUnmodeledTTCoreAttr,
      [&](StringRef normalized) -> Attribute {
        // The system description is kept as written, with its chips read.
        if (normalized.starts_with("system_desc<"))
          return SystemDescAttr::fromSpec(getContext(), normalized);
        return UnmodeledAttr::get(getContext(), normalized);
      });
}

void TTCoreDialect::printAttribute(Attribute attr, DialectAsmPrinter &printer) const {
  if (auto unmodeled = llvm::dyn_cast<UnmodeledAttr>(attr)) {
    printer.getStream() << unmodeled.getSpec();
    return;
  }
  if (auto desc = llvm::dyn_cast<SystemDescAttr>(attr)) {
    printer.getStream() << desc.getSpec();
    return;
  }
  (void)generatedAttributePrinter(attr, printer);
}

//===----------------------------------------------------------------------===//
// Affine evaluation that never asserts
//===----------------------------------------------------------------------===//

FailureOr<int64_t> mlir::tt::ttcore::evaluateAffineExpr(AffineExpr expr, ArrayRef<int64_t> dims) {
  switch (expr.getKind()) {
  case AffineExprKind::Constant:
    return cast<AffineConstantExpr>(expr).getValue();
  case AffineExprKind::DimId: {
    unsigned pos = cast<AffineDimExpr>(expr).getPosition();
    if (pos >= dims.size())
      return failure();
    return dims[pos];
  }
  case AffineExprKind::SymbolId:
    return failure();
  default:
    break;
  }
  auto bin = cast<AffineBinaryOpExpr>(expr);
  FailureOr<int64_t> lhs = evaluateAffineExpr(bin.getLHS(), dims);
  FailureOr<int64_t> rhs = evaluateAffineExpr(bin.getRHS(), dims);
  if (failed(lhs) || failed(rhs))
    return failure();
  int64_t a = *lhs, b = *rhs, out = 0;
  switch (expr.getKind()) {
  case AffineExprKind::Add:
    if (__builtin_add_overflow(a, b, &out))
      return failure();
    return out;
  case AffineExprKind::Mul:
    if (__builtin_mul_overflow(a, b, &out))
      return failure();
    return out;
  case AffineExprKind::Mod:
    if (b <= 0)
      return failure();
    return ((a % b) + b) % b;
  case AffineExprKind::FloorDiv:
    if (b <= 0)
      return failure();
    return a >= 0 ? a / b : -((-a + b - 1) / b);
  case AffineExprKind::CeilDiv:
    if (b <= 0)
      return failure();
    return a >= 0 ? (a + b - 1) / b : -((-a) / b);
  default:
    return failure();
  }
}

FailureOr<SmallVector<int64_t>> mlir::tt::ttcore::evaluateAffineMap(AffineMap map,
                                                                    ArrayRef<int64_t> dims) {
  if (!map || map.getNumSymbols() != 0 || map.getNumDims() != dims.size())
    return failure();
  SmallVector<int64_t> results;
  results.reserve(map.getNumResults());
  for (AffineExpr expr : map.getResults()) {
    FailureOr<int64_t> value = evaluateAffineExpr(expr, dims);
    if (failed(value))
      return failure();
    results.push_back(*value);
  }
  return results;
}

std::string mlir::tt::ttcore::affineMapText(AffineMap map) {
  std::string text;
  llvm::raw_string_ostream os(text);
  map.print(os);
  return text;
}

int64_t mlir::tt::ttcore::tileSizeBytes(DataType dataType) {
  // The device layer's formula; ttcore names formats the runtime does not store.
  using strata::device::tileBytesOf;
  switch (dataType) {
  case DataType::Float32:
  case DataType::UInt32:
  case DataType::Int32:
    return tileBytesOf(32, false);
  case DataType::Float16:
  case DataType::BFloat16:
  case DataType::UInt16:
    return tileBytesOf(16, false);
  case DataType::UInt8:
  case DataType::Bool: // one byte per element, as tt-mlir's TileType::getSizeBytes
    return tileBytesOf(8, false);
  case DataType::BFP_Float8:
  case DataType::BFP_BFloat8:
    return tileBytesOf(8, true);
  case DataType::BFP_Float4:
  case DataType::BFP_BFloat4:
    return tileBytesOf(4, true);
  case DataType::BFP_Float2:
  case DataType::BFP_BFloat2:
    return tileBytesOf(2, true);
  }
  return 0;
}

//===----------------------------------------------------------------------===//
// GridAttr
//===----------------------------------------------------------------------===//

Attribute GridAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> shape;
  AffineMap mapping, inverse;
  bool namedMaps = false;
  if (parser.parseLess())
    return {};
  SMLoc shapeLoc = parser.getCurrentLocation();
  if (parser.parseDimensionList(shape, /*allowDynamic=*/false, /*withTrailingX=*/false))
    return {};
  if (shape.empty()) {
    parser.emitError(shapeLoc, "expected a grid shape such as 8x8");
    return {};
  }
  if (succeeded(parser.parseOptionalComma())) {
    if (succeeded(parser.parseOptionalKeyword("virt_to_physical_map"))) {
      namedMaps = true;
      if (parser.parseEqual() || parser.parseAffineMap(mapping))
        return {};
      if (succeeded(parser.parseOptionalComma()) &&
          (parser.parseKeyword("physical_to_virt_map") || parser.parseEqual() ||
           parser.parseAffineMap(inverse)))
        return {};
    } else if (parser.parseAffineMap(mapping)) {
      return {};
    }
  }
  if (parser.parseGreater())
    return {};
  return parser.getChecked<GridAttr>(parser.getContext(), shape, mapping, inverse, namedMaps);
}

void GridAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printer.printDimensionList(getShape());
  if (getMapping()) {
    printer << ", " << (getNamedMaps() ? "virt_to_physical_map = " : "") << getMapping();
    if (getInverseMapping())
      printer << ", physical_to_virt_map = " << getInverseMapping();
  }
  printer << '>';
}

int64_t GridAttr::getGridVolume() const {
  int64_t volume = 1;
  for (int64_t dim : getShape())
    volume *= dim;
  return volume;
}

// Physical (x, y) of virtual core (row, col): the map's last two results are
// (row, column); a leading third result selects the device.
static FailureOr<std::pair<int64_t, int64_t>> mapVirtualCore(AffineMap mapping, int64_t row,
                                                             int64_t col) {
  if (!mapping)
    return std::make_pair(col, row);
  FailureOr<SmallVector<int64_t>> out = evaluateAffineMap(mapping, {row, col});
  if (failed(out) || out->size() < 2)
    return failure();
  int64_t y = (*out)[out->size() - 2], x = (*out)[out->size() - 1];
  if (x < 0 || y < 0 || x >= kMaxGridDim || y >= kMaxGridDim)
    return failure();
  return std::make_pair(x, y);
}

FailureOr<SmallVector<std::pair<int64_t, int64_t>>> GridAttr::getPhysicalCores() const {
  ArrayRef<int64_t> shape = getShape();
  if (shape.size() != 2)
    return failure();
  SmallVector<std::pair<int64_t, int64_t>> cores;
  cores.reserve(getGridVolume());
  for (int64_t row = 0; row < shape[0]; ++row)
    for (int64_t col = 0; col < shape[1]; ++col) {
      FailureOr<std::pair<int64_t, int64_t>> core = mapVirtualCore(getMapping(), row, col);
      if (failed(core))
        return failure();
      cores.push_back(*core);
    }
  return cores;
}

LogicalResult GridAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<int64_t> shape, AffineMap mapping, AffineMap inverse,
                               bool namedMaps) {
  if (inverse && !mapping)
    return emitError() << "grid physical->virtual map needs a virtual->physical map";
  if (inverse && inverse.getNumSymbols() != 0)
    return emitError() << "grid physical->virtual map must not have symbols, got "
                       << affineMapText(inverse);
  if (shape.size() != 2)
    return emitError() << "grid must have 2 dimensions (rows x columns), got " << shape.size();
  int64_t volume = 1;
  for (int64_t dim : shape) {
    if (dim <= 0 || dim > kMaxGridDim)
      return emitError() << "grid dimension " << dim << " is out of range; each grid "
                         << "dimension must be between 1 and " << kMaxGridDim;
    volume *= dim;
  }
  if (volume > kMaxGridVolume)
    return emitError() << "grid of " << volume << " cores exceeds the limit of " << kMaxGridVolume;
  if (!mapping)
    return success();
  if (mapping.getNumDims() != 2 || mapping.getNumSymbols() != 0)
    return emitError() << "grid virtual->physical map must take 2 dims and no symbols, got "
                       << affineMapText(mapping);
  if (mapping.getNumResults() != 2 && mapping.getNumResults() != 3)
    return emitError() << "grid virtual->physical map must produce (row, column) or "
                       << "(device, row, column), got " << mapping.getNumResults() << " results";
  llvm::DenseSet<std::pair<int64_t, int64_t>> seen;
  for (int64_t row = 0; row < shape[0]; ++row)
    for (int64_t col = 0; col < shape[1]; ++col) {
      FailureOr<std::pair<int64_t, int64_t>> core = mapVirtualCore(mapping, row, col);
      if (failed(core))
        return emitError() << "grid virtual->physical map " << affineMapText(mapping)
                           << " does not give a valid core for virtual core (" << row << ", " << col
                           << "); results must be non-negative integers";
      if (!seen.insert(*core).second)
        return emitError() << "grid virtual->physical map " << affineMapText(mapping)
                           << " sends two virtual cores to physical core (x=" << core->first
                           << ", y=" << core->second << ")";
    }
  return success();
}

//===----------------------------------------------------------------------===//
// TileType
//===----------------------------------------------------------------------===//

Type TileType::parse(AsmParser &parser) {
  SmallVector<int64_t> shape;
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/false, /*withTrailingX=*/false) ||
      parser.parseComma())
    return {};
  SMLoc dtypeLoc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return {};
  std::optional<DataType> dataType = symbolizeDataType(keyword);
  if (!dataType) {
    parser.emitError(dtypeLoc, "unknown tile data type '")
        << keyword << "'; expected one of f32, f16, bf16, bfp_f8, bfp_bf8, bfp_f4, "
        << "bfp_bf4, bfp_f2, bfp_bf2, u32, u16, u8, si32, i1";
    return {};
  }
  if (parser.parseGreater())
    return {};
  return parser.getChecked<TileType>(parser.getContext(), shape, *dataType);
}

void TileType::print(AsmPrinter &printer) const {
  printer << '<';
  printer.printDimensionList(getShape());
  printer << ", " << stringifyDataType(getDataType()) << '>';
}

LogicalResult TileType::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<int64_t> shape, DataType) {
  if (shape.size() != 2 || shape[0] != 32 || shape[1] != 32) {
    auto diag = emitError() << "tile shape ";
    llvm::interleave(shape, diag, "x");
    return diag << " is not supported; tiles are 32x32";
  }
  return success();
}

int64_t TileType::getSizeBytes() const { return tileSizeBytes(getDataType()); }

Type mlir::tt::ttcore::scalarTypeOf(MLIRContext *context, DataType dataType) {
  Builder b(context);
  switch (dataType) {
  case DataType::Float32:
    return b.getF32Type();
  case DataType::Float16:
    return b.getF16Type();
  case DataType::UInt32:
    return b.getIntegerType(32, /*isSigned=*/false);
  case DataType::Int32:
    return b.getIntegerType(32, /*isSigned=*/true);
  case DataType::UInt16:
    return b.getIntegerType(16, /*isSigned=*/false);
  case DataType::UInt8:
    return b.getIntegerType(8, /*isSigned=*/false);
  case DataType::Bool:
    return b.getI1Type();
  default:
    return b.getBF16Type(); // bf16 and the block-float formats
  }
}
