//===- TTNNAttrs.td - ttnn attributes and types ------------*- tablegen -*-===//
//
// Every textual form here reads and prints like tt-mlir's 2025 IR, e.g.
//   #ttnn.memory_config<#l1, <block_sharded>, #ttnn.shard_spec<
//       #ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x128>,
//       <row_major>, <physical>>>
//
//===----------------------------------------------------------------------===//
#ifndef STRATA_COMPILER_TTNNATTRS_TD
#define STRATA_COMPILER_TTNNATTRS_TD

include "strata/compiler/Dialect/TTNN/IR/TTNNBase.td"
include "strata/compiler/Dialect/TTNN/IR/TTNNEnums.td"
include "strata/compiler/Dialect/TTCore/IR/TTCoreAttrs.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/TensorEncoding.td"

class TTNN_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<TTNN_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def TTNN_LayoutAttr : EnumAttr<TTNN_Dialect, TTNN_Layout, "layout"> {
  let assemblyFormat = "`<` $value `>`";
}
def TTNN_TensorMemoryLayoutAttr
    : EnumAttr<TTNN_Dialect, TTNN_TensorMemoryLayout, "tensor_memory_layout"> {
  let assemblyFormat = "`<` $value `>`";
}
def TTNN_BufferTypeAttr : EnumAttr<TTNN_Dialect, TTNN_BufferType, "buffer_type"> {
  let assemblyFormat = "`<` $value `>`";
}
def TTNN_ShardOrientationAttr
    : EnumAttr<TTNN_Dialect, TTNN_ShardOrientation, "shard_orientation"> {
  let assemblyFormat = "`<` $value `>`";
}
def TTNN_ShardModeAttr : EnumAttr<TTNN_Dialect, TTNN_ShardMode, "shard_mode"> {
  let assemblyFormat = "`<` $value `>`";
}

// `#ttnn.shape<32x128>`, stripped `<32x128>` inside a shard spec.
def TTNN_ShapeAttr : TTNN_Attr<"Shape", "shape"> {
  let summary = "A static shape";
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape);
  let hasCustomAssemblyFormat = 1;
}

// `#ttnn<mesh_shape 1x2>` (no angle brackets after the mnemonic, as in tt-mlir).
def TTNN_MeshShapeAttr : TTNN_Attr<"MeshShape", "mesh_shape"> {
  let summary = "Shape (rows x columns) of a device mesh";
  let parameters = (ins "int64_t":$y, "int64_t":$x);
  let hasCustomAssemblyFormat = 1;
}
def TTNN_MeshOffsetAttr : TTNN_Attr<"MeshOffset", "mesh_offset"> {
  let summary = "Offset (row x column) of a sub-mesh inside a device mesh";
  let parameters = (ins "int64_t":$y, "int64_t":$x);
  let hasCustomAssemblyFormat = 1;
}

// `#ttnn.core_coord<3, 4>` (x, y).
def TTNN_CoreCoordAttr : TTNN_Attr<"CoreCoord", "core_coord"> {
  let summary = "A core coordinate (x, y)";
  let parameters = (ins "uint64_t":$x, "uint64_t":$y);
  let assemblyFormat = "`<` $x `,` $y `>`";
}

// `#ttnn.core_range<(0,0), (7,0)>`: inclusive rectangle of (x, y) cores.
def TTNN_CoreRangeAttr : TTNN_Attr<"CoreRange", "core_range"> {
  let summary = "Inclusive rectangle of cores, (x, y) start to (x, y) end";
  let parameters = (ins "CoreCoordAttr":$start_coord, "CoreCoordAttr":$end_coord);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    bool intersects(CoreRangeAttr other) const;
    uint64_t getNumCores() const;
  }];
}

// `#ttnn.core_range_set<[#ttnn.core_range<...>, ...]>`; may be empty: `<>`.
def TTNN_CoreRangeSetAttr : TTNN_Attr<"CoreRangeSet", "core_range_set"> {
  let summary = "Set of disjoint core ranges";
  let parameters = (ins OptionalArrayRefParameter<"CoreRangeAttr">:$core_ranges);
  let assemblyFormat = "`<` (`[` qualified($core_ranges)^ `]`)? `>`";
  let genVerifyDecl = 1;
}

// `#ttnn.shard_spec<#ttnn.core_range_set<...>, <32x128>, <row_major>, <physical>>`.
// The mode is optional on input because older tt-mlir files omit it; absent
// means physical.
def TTNN_ShardSpecAttr : TTNN_Attr<"ShardSpec", "shard_spec"> {
  let summary = "Cores, scalar shard shape, orientation and mode of a sharded tensor";
  let parameters = (ins "CoreRangeSetAttr":$coreRangeSet,
                        "ShapeAttr":$shape,
                        "ShardOrientationAttr":$shardOrientation,
                        OptionalParameter<"ShardModeAttr">:$shardMode,
                        OptionalParameter<"ShapeAttr">:$physical_shard_shape);
  let assemblyFormat = "`<` qualified($coreRangeSet) `,` $shape `,` $shardOrientation "
                       "(`,` $shardMode^)? (`,` $physical_shard_shape^)? `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The mode, with an omitted mode read as physical.
    ShardMode getEffectiveShardMode() const;
  }];
}

// `#ttnn.memory_config<#dram, <interleaved>>`,
// `#ttnn.memory_config<#system_memory>`,
// `#ttnn.memory_config<#l1, <block_sharded>, #ttnn.shard_spec<...>>`.
def TTNN_MemoryConfigAttr : TTNN_Attr<"MemoryConfig", "memory_config"> {
  let summary = "Where and how an op's output lives (derived from its layout)";
  let parameters = (ins "BufferTypeAttr":$bufferType,
                        OptionalParameter<"TensorMemoryLayoutAttr">:$tensorMemoryLayout,
                        OptionalParameter<"ShardSpecAttr">:$shardSpec);
  let assemblyFormat = "`<` qualified($bufferType) (`,` $tensorMemoryLayout^)? (`,` qualified($shardSpec)^)? `>`";
  let genVerifyDecl = 1;
}

// `#ttnn.ttnn_layout<linear, grid, memref, mem_layout?>`: the layout encoding on
// every ttnn tensor, and the single source of truth for where it lives.
// Parsing checks only what any reader needs (a buffer-type memory space, a
// static memref, a 2-d grid, a map without symbols); the layout rules live in
// `checkLayoutRules` and run in `--ttnn-verify-layouts`, as in tt-mlir, whose
// parser accepts layouts these rules reject.
def TTNN_TTNNLayoutAttr : TTNN_Attr<"TTNNLayout", "ttnn_layout"> {
  let summary = "Tensor layout encoding: linear map, core grid, shard memref, memory layout";
  let parameters = (ins "::mlir::AffineMap":$linear,
                        "::mlir::tt::ttcore::GridAttr":$grid,
                        "::mlir::MemRefType":$memref,
                        OptionalParameter<"TensorMemoryLayoutAttr">:$mem_layout,
                        OptionalParameter<"::mlir::BoolAttr">:$exactGrid,
                        OptionalParameter<"::mlir::BoolAttr">:$ignorePhysicalLayout,
                        OptionalParameter<"::mlir::Attribute">:$tensor_mesh,
                        OptionalParameter<"CoreRangeSetAttr">:$core_range_set);
  // tt-mlir's tail after the grid: an optional `mesh = <tensor mesh>,`, the
  // memref, then in any order `<mem_layout>`, `core_ranges = <core range
  // set>`, `exactGrid = true|false`, `ignorePhysicalLayout = true|false`.
  // `exactGrid` and `tensor_mesh` are kept as written; `core_ranges` pins a
  // sharded layout to explicit physical cores (the derived shard spec uses
  // them); `ignorePhysicalLayout = true` marks a sharded layout whose shard
  // shape is unspecified (no shard spec is derived from it).
  let assemblyFormat = "`<` $linear `,` $grid `,` "
                       "custom<LayoutTail>($tensor_mesh, $memref, $mem_layout, $exactGrid, "
                       "$ignorePhysicalLayout, $core_range_set)";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Buffer type from the memref memory space (the verifier guarantees it).
    BufferType getBufferType() const;
    std::optional<TensorMemoryLayout> getMemLayoutOpt() const;
    bool isTiled() const;
    bool isSharded() const;
    /// `ignorePhysicalLayout = true`: the memref shard shape is a placeholder.
    bool ignoresPhysicalLayout() const {
      return getIgnorePhysicalLayout() && getIgnorePhysicalLayout().getValue();
    }
    /// Element type of the shard: a scalar type or !ttcore.tile.
    ::mlir::Type getElementType() const;
    /// The scalar type inside the tile (or the element type itself).
    ::mlir::Type getScalarElementType() const;
    /// Shard shape in elements of the memref (tiles when tiled). Any rank:
    /// tt-mlir writes 1-d and 3-d memrefs too.
    ::llvm::ArrayRef<int64_t> getShardShape() const { return getMemref().getShape(); }
    /// Shard shape in scalars: tiles expanded over the last two dims (a 1-d
    /// tiled memref counts a whole tile per element).
    ::llvm::SmallVector<int64_t> getScalarShardShape() const;
    /// Bytes one shard occupies on one core (or one bank page set).
    int64_t getShardSizeInBytes() const;
  }];
}

// A tt-mlir attribute this project does not model (system descriptions,
// program configs, ...), kept as its source text so files carrying one parse
// and print unchanged. Only names from tt-mlir's dialect are accepted; any
// other unknown name is an error.
def TTNN_UnmodeledAttr : AttrDef<TTNN_Dialect, "Unmodeled"> {
  let summary = "A tt-mlir attribute kept verbatim";
  let attrName = "ttnn.unmodeled";
  let parameters = (ins StringRefParameter<"mnemonic and body as written">:$spec);
}

// `!ttnn.global_semaphore` (tt-mlir's trace and CCL tests pass one around).
def TTNN_GlobalSemaphoreType : TypeDef<TTNN_Dialect, "GlobalSemaphore"> {
  let mnemonic = "global_semaphore";
  let summary = "A semaphore shared by cores of a device";
}

// `!ttnn.device`
def TTNN_DeviceType : TypeDef<TTNN_Dialect, "Device"> {
  let mnemonic = "device";
  let summary = "A device (or mesh of devices) handle";
}

#endif
