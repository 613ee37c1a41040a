//===- TTCoreAttrs.td - ttcore attributes and types --------*- tablegen -*-===//
#ifndef STRATA_COMPILER_TTCOREATTRS_TD
#define STRATA_COMPILER_TTCOREATTRS_TD

include "strata/compiler/Dialect/TTCore/IR/TTCoreBase.td"
include "strata/compiler/Dialect/TTCore/IR/TTCoreEnums.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

class TTCore_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<TTCore_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

// `#ttcore.supportedDataTypes<bf16>`
def TTCore_DataTypeAttr : EnumAttr<TTCore_Dialect, TTCore_DataType, "supportedDataTypes"> {
  let assemblyFormat = "`<` $value `>`";
}

// `#ttcore.grid<8x8>` or `#ttcore.grid<1x24, (d0, d1) -> (0, d1 floordiv 8, d1 mod 8)>`.
// Inside a ttnn_layout it prints stripped: `<8x8>`. The optional map takes a
// virtual core (row, column) to a physical core, as (row, column) or
// (device, row, column). Later 2025 tt-mlir names the maps:
// `<1x1, virt_to_physical_map = MAP, physical_to_virt_map = MAP>`; that
// spelling is read and printed back as written (namedMaps).
def TTCore_GridAttr : TTCore_Attr<"Grid", "grid"> {
  let summary = "Grid of Tensix cores with an optional virtual->physical map";
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        OptionalParameter<"::mlir::AffineMap">:$mapping,
                        OptionalParameter<"::mlir::AffineMap">:$inverseMapping,
                        DefaultValuedParameter<"bool", "false">:$namedMaps);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Number of cores the grid covers.
    int64_t getGridVolume() const;
    /// Physical (x, y) core of every virtual core, row by row. Fails only for
    /// grids the verifier rejects.
    ::mlir::FailureOr<::llvm::SmallVector<std::pair<int64_t, int64_t>>>
    getPhysicalCores() const;
  }];
}

// A tt-mlir attribute this project does not model (system descriptions,
// program configs, ...), kept as its source text so files carrying one parse
// and print unchanged. Only names from tt-mlir's dialect are accepted; any
// other unknown name is an error.
def TTCore_UnmodeledAttr : AttrDef<TTCore_Dialect, "Unmodeled"> {
  let summary = "A tt-mlir attribute kept verbatim";
  let attrName = "ttcore.unmodeled";
  let parameters = (ins StringRefParameter<"mnemonic and body as written">:$spec);
}

// One chip of a `#ttcore.system_desc` (tt-mlir's ChipDescAttr) as the
// description states it: the arch `arch = <...>` names and every
// `field = value`, a value read once into its type: an unsigned decimal
// integer as a ui64, `RxC` as [R, C], anything else (lists, `0x100`, a number
// beyond 64 bits) as its text, so a reader can name what it cannot use. Built
// by SystemDescAttr's parser, never written alone.
def TTCore_ChipDescAttr : AttrDef<TTCore_Dialect, "ChipDesc"> {
  let summary = "A chip description of a ttcore.system_desc";
  let attrName = "ttcore.chip_desc_fields";
  let parameters = (ins StringRefParameter<"the arch name">:$arch,
                        "::mlir::DictionaryAttr":$fields);
  let extraClassDeclaration = [{
    /// The field's value; null when the chip does not state it.
    ::mlir::Attribute getField(::llvm::StringRef name) const;
    /// `grid = RxC` as (rows, columns); nullopt when absent or not RxC.
    std::optional<std::pair<int64_t, int64_t>> getGrid() const;
  }];
}

// `#ttcore.system_desc<[cpus], [chips], [chip indices], [capabilities],
// [coords](, [channels])?>` (tt-mlir's SystemDescAttr): printed back as
// written (normalized like every verbatim attribute), its chips read once at
// parse time. Lenient where tt-mlir is strict: a chip may state only some
// fields (the arch's built-in figures fill the rest).
def TTCore_SystemDescAttr : AttrDef<TTCore_Dialect, "SystemDesc"> {
  let summary = "A system description with its chips read";
  let attrName = "ttcore.system_desc";
  let parameters = (ins StringRefParameter<"mnemonic and body as written">:$spec,
                        ArrayRefParameter<"ChipDescAttr">:$chipDescs);
  let extraClassDeclaration = [{
    /// The attribute for the normalized text `spec` (`system_desc<...>`).
    static SystemDescAttr fromSpec(::mlir::MLIRContext *context, ::llvm::StringRef spec);
  }];
}

class TTCore_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<TTCore_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

// `!ttcore.tile<32x32, bf16>`: the only tile the hardware uses (16x16 faces).
def TTCore_TileType : TTCore_Type<"Tile", "tile", [MemRefElementTypeInterface]> {
  let summary = "A 32x32 tile of one data type";
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::tt::ttcore::DataType":$dataType);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getHeight() const { return getShape()[0]; }
    int64_t getWidth() const { return getShape()[1]; }
    /// Bytes one tile occupies (block-float formats include the shared exponents).
    int64_t getSizeBytes() const;
  }];
}

#endif
