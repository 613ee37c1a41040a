//===- TTNNOps.td - ttnn operations ------------------------*- tablegen -*-===//
//
// Ops are written in generic form with properties, as tt-mlir prints them:
//   %2 = "ttnn.add"(%0, %1) <{dtype = #ttcore.supportedDataTypes<bf16>}>
//        : (tensor<...>, tensor<...>) -> tensor<...>
// Operand/attribute names follow tt-mlir so its files parse unchanged. Ops
// the dialect does not define still parse (the dialect allows unknown ops).
//
//===----------------------------------------------------------------------===//
#ifndef STRATA_COMPILER_TTNNOPS_TD
#define STRATA_COMPILER_TTNNOPS_TD

include "strata/compiler/Dialect/TTNN/IR/TTNNAttrs.td"
include "mlir/IR/OpBase.td"

//===----------------------------------------------------------------------===//
// The interface every op with a `memory_config` attribute implements.
//===----------------------------------------------------------------------===//

def TTNN_MemoryConfigOpInterface : OpInterface<"MemoryConfigOpInterface"> {
  let cppNamespace = "::mlir::tt::ttnn";
  let description = [{
    An op whose first result's memory config can be stated explicitly. The
    create-memory-config pass fills it in from the result's layout encoding
    and reports (or with overwrite=true repairs) one that disagrees;
    `--ttnn-verify-layouts` checks it too. Parsing does not, so a file with
    a stale config can still be read and repaired.
  }];
  let methods = [
    InterfaceMethod<"The memory_config attribute, or null when absent.",
      "::mlir::tt::ttnn::MemoryConfigAttr", "getMemoryConfigOrNull", (ins),
      [{ return $_op.getMemoryConfigAttr(); }]>,
    InterfaceMethod<"Sets the memory_config attribute.",
      "void", "replaceMemoryConfig", (ins "::mlir::tt::ttnn::MemoryConfigAttr":$config),
      [{ $_op.setMemoryConfigAttr(config); }]>,
  ];
}

//===----------------------------------------------------------------------===//
// The op model every declared ttnn op implements.
//===----------------------------------------------------------------------===//

def TTNN_OpModelInterface : OpInterface<"OpModelInterface"> {
  let cppNamespace = "::mlir::tt::ttnn";
  let description = [{
    What the op is in the op library's terms and how much L1 per core it
    needs for its operand and result layouts: Strata's analog of tt-mlir's
    OpModel interface, but pure and exact. The answer comes from the op
    library's query, which walks the same op definition the simulated device
    runs, so a planned module and its run agree byte for byte. No device is
    involved. An op the library cannot model (or models with other semantics
    than the IR states) fails with a diagnostic naming the op and the reason.
  }];
  let methods = [
    InterfaceMethod<[{
        The op as a call into the op library (kind, catalog op, input and
        output descriptions, parameters) with the query's L1 numbers.
      }],
      "::mlir::FailureOr<::mlir::tt::ttnn::OpModelCall>", "getOpModel",
      (ins "const ::strata::device::ArchDesc &":$arch), [{}],
      [{ return ::mlir::tt::ttnn::modelOp($_op.getOperation(), arch); }]>,
    InterfaceMethod<[{
        L1 per core: `{cb_peak, stack_peak, peak, output_l1, total}` (all
        zero for ops that run no program, e.g. deallocate or to_device).
      }],
      "::mlir::FailureOr<::strata::ops::L1Usage>", "getL1Usage",
      (ins "const ::strata::device::ArchDesc &":$arch), [{}],
      [{
        ::mlir::FailureOr<::mlir::tt::ttnn::OpModelCall> call =
            ::mlir::cast<::mlir::tt::ttnn::OpModelInterface>($_op.getOperation())
                .getOpModel(arch);
        if (::mlir::failed(call))
          return ::mlir::failure();
        return call->usage;
      }]>,
    InterfaceMethod<[{
        Bytes per core by which the op alone does not fit the arch's L1:
        its stack + circular-buffer peak plus its L1 output against the
        allocatable L1 (above the unreserved base); 0 when it fits.
      }],
      "::mlir::FailureOr<uint64_t>", "getL1Shortfall",
      (ins "const ::strata::device::ArchDesc &":$arch), [{}],
      [{
        ::mlir::FailureOr<::strata::ops::L1Usage> usage =
            ::mlir::cast<::mlir::tt::ttnn::OpModelInterface>($_op.getOperation())
                .getL1Usage(arch);
        if (::mlir::failed(usage))
          return ::mlir::failure();
        return ::strata::ops::l1Shortfall(*usage, arch);
      }]>,
  ];
}

class TTNN_Op<string mnemonic, list<Trait> traits = []>
    : Op<TTNN_Dialect, mnemonic, !listconcat(traits, [TTNN_OpModelInterface])>;

// Ops that carry an optional memory_config.
class TTNN_MemCfgOp<string mnemonic, list<Trait> traits = []>
    : TTNN_Op<mnemonic, !listconcat(traits, [TTNN_MemoryConfigOpInterface])>;

def TTNN_Tensor : RankedTensorOf<[AnyType]>;
def TTNN_Device : Type<CPred<"::llvm::isa<::mlir::tt::ttnn::DeviceType>($_self)">,
                       "ttnn device", "::mlir::tt::ttnn::DeviceType">;
def TTNN_OptMemCfg : OptionalAttr<TTNN_MemoryConfigAttr>;
def TTNN_OptDType : OptionalAttr<TTCore_DataTypeAttr>;

//===----------------------------------------------------------------------===//
// Device and data movement ops
//===----------------------------------------------------------------------===//

def TTNN_GetDeviceOp : TTNN_Op<"get_device"> {
  let summary = "Returns the device (mesh) the program runs on";
  let arguments = (ins OptionalAttr<TTNN_MeshShapeAttr>:$mesh_shape,
                       OptionalAttr<TTNN_MeshOffsetAttr>:$mesh_offset);
  let results = (outs TTNN_Device:$device);
}

def TTNN_ToDeviceOp : TTNN_MemCfgOp<"to_device"> {
  let summary = "Moves a host tensor to the device";
  let arguments = (ins TTNN_Tensor:$input, TTNN_Device:$device, TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}

def TTNN_FromDeviceOp : TTNN_MemCfgOp<"from_device"> {
  let summary = "Moves a device tensor to host memory";
  let arguments = (ins TTNN_Tensor:$input, TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}

def TTNN_ToLayoutOp : TTNN_MemCfgOp<"to_layout"> {
  let summary = "Changes page layout (and optionally dtype and memory config)";
  // tt-mlir's current to_layout has no attributes (the target comes from the
  // result encoding); older files state layout, dtype and memory_config.
  let arguments = (ins TTNN_Tensor:$input, Optional<TTNN_Device>:$device,
                       OptionalAttr<TTNN_LayoutAttr>:$layout, TTNN_OptDType:$dtype,
                       TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}

def TTNN_ToMemoryConfigOp : TTNN_MemCfgOp<"to_memory_config"> {
  let summary = "Moves a device tensor to another memory config";
  // Optional: tt-mlir now derives the target from the result encoding.
  let arguments = (ins TTNN_Tensor:$input, TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}

def TTNN_TypecastOp : TTNN_MemCfgOp<"typecast"> {
  let summary = "Converts the data type on device";
  // dtype optional: tt-mlir now reads it from the result encoding.
  let arguments = (ins TTNN_Tensor:$input, TTNN_OptDType:$dtype, TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}

def TTNN_ToDTypeOp : TTNN_Op<"to_dtype"> {
  let summary = "Converts the data type of a host tensor";
  let arguments = (ins TTNN_Tensor:$input, TTCore_DataTypeAttr:$dtype);
  let results = (outs TTNN_Tensor:$result);
}

def TTNN_DeallocateOp : TTNN_Op<"deallocate"> {
  let summary = "Releases a tensor's buffer";
  let arguments = (ins TTNN_Tensor:$input, DefaultValuedAttr<BoolAttr, "false">:$force);
}

//===----------------------------------------------------------------------===//
// Creation ops
//===----------------------------------------------------------------------===//

def TTNN_EmptyOp : TTNN_MemCfgOp<"empty"> {
  let summary = "Allocates an uninitialized device tensor";
  let arguments = (ins TTNN_Device:$device, TTNN_ShapeAttr:$shape, TTNN_OptDType:$dtype,
                       OptionalAttr<TTNN_LayoutAttr>:$layout, TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}

class TTNN_NamedFullOp<string mnemonic> : TTNN_MemCfgOp<mnemonic> {
  let arguments = (ins Optional<TTNN_Device>:$device, TTNN_ShapeAttr:$shape,
                       TTNN_OptDType:$dtype, OptionalAttr<TTNN_LayoutAttr>:$layout,
                       TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}
def TTNN_ZerosOp : TTNN_NamedFullOp<"zeros"> { let summary = "Tensor of zeros"; }
def TTNN_OnesOp : TTNN_NamedFullOp<"ones"> { let summary = "Tensor of ones"; }

def TTNN_FullOp : TTNN_MemCfgOp<"full"> {
  let summary = "Tensor filled with one value";
  let arguments = (ins Optional<TTNN_Device>:$device, TTNN_ShapeAttr:$shape,
                       AnyAttrOf<[F32Attr, I32Attr, AnyI32Attr]>:$fill_value,
                       TTNN_OptDType:$dtype, OptionalAttr<TTNN_LayoutAttr>:$layout,
                       TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}

//===----------------------------------------------------------------------===//
// Elementwise ops
//===----------------------------------------------------------------------===//

class TTNN_UnaryOp<string mnemonic> : TTNN_MemCfgOp<mnemonic> {
  let summary = "Elementwise unary " # mnemonic;
  let arguments = (ins TTNN_Tensor:$input, TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}
foreach p = [["abs", "Abs"],
    ["neg", "Neg"],
    ["exp", "Exp"],
    ["log", "Log"],
    ["sqrt", "Sqrt"],
    ["rsqrt", "Rsqrt"],
    ["reciprocal", "Reciprocal"],
    ["relu", "Relu"],
    ["sigmoid", "Sigmoid"],
    ["tanh", "Tanh"],
    ["gelu", "Gelu"],
    ["silu", "Silu"],
    ["sin", "Sin"],
    ["cos", "Cos"],
    ["floor", "Floor"],
    ["ceil", "Ceil"],
    ["sign", "Sign"],
    ["erf", "Erf"],
    ["logical_not", "LogicalNot"]] in
  def TTNN_ # p[1] # Op : TTNN_UnaryOp<p[0]>;

class TTNN_BinaryOp<string mnemonic> : TTNN_MemCfgOp<mnemonic> {
  let summary = "Elementwise binary " # mnemonic;
  let arguments = (ins TTNN_Tensor:$lhs, TTNN_Tensor:$rhs, TTNN_OptDType:$dtype,
                       TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}
foreach p = [["add", "Add"],
    ["subtract", "Subtract"],
    ["multiply", "Multiply"],
    ["divide", "Divide"],
    ["maximum", "Maximum"],
    ["minimum", "Minimum"],
    ["pow", "Pow"],
    ["eq", "Eq"],
    ["ne", "Ne"],
    ["lt", "Lt"],
    ["le", "Le"],
    ["gt", "Gt"],
    ["ge", "Ge"],
    ["logical_and", "LogicalAnd"],
    ["logical_or", "LogicalOr"]] in
  def TTNN_ # p[1] # Op : TTNN_BinaryOp<p[0]>;

def TTNN_WhereOp : TTNN_MemCfgOp<"where"> {
  let summary = "Elementwise select";
  let arguments = (ins TTNN_Tensor:$first, TTNN_Tensor:$second, TTNN_Tensor:$third,
                       TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}

//===----------------------------------------------------------------------===//
// Reductions, matmul, softmax
//===----------------------------------------------------------------------===//

// `dim_list` is not one of tt-mlir's reduction attributes: its test
// optimizer/op_layout_fallbacks/sum_validation.mlir writes it, and tt-mlir's
// generic reader drops it without a word. Strata keeps it as written and
// prints it back, never reads it; the reduced dims are `dim_arg`.
class TTNN_ReductionOp<string mnemonic> : TTNN_MemCfgOp<mnemonic> {
  let summary = "Reduction " # mnemonic;
  let arguments = (ins TTNN_Tensor:$input, DefaultValuedAttr<BoolAttr, "false">:$keep_dim,
                       OptionalAttr<ArrayAttr>:$dim_arg, OptionalAttr<AnyAttr>:$compute_config,
                       OptionalAttr<ArrayAttr>:$dim_list, TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}
def TTNN_SumOp : TTNN_ReductionOp<"sum">;
def TTNN_MeanOp : TTNN_ReductionOp<"mean">;
def TTNN_MaxOp : TTNN_ReductionOp<"max">;

def TTNN_MatmulOp : TTNN_MemCfgOp<"matmul"> {
  let summary = "Matrix multiplication";
  let arguments = (ins TTNN_Tensor:$a, TTNN_Tensor:$b,
                       DefaultValuedAttr<BoolAttr, "false">:$transpose_a,
                       DefaultValuedAttr<BoolAttr, "false">:$transpose_b,
                       OptionalAttr<AnyAttr>:$matmul_program_config,
                       OptionalAttr<StrAttr>:$activation,
                       OptionalAttr<AnyAttr>:$compute_config,
                       TTNN_OptDType:$dtype, TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}

def TTNN_LinearOp : TTNN_MemCfgOp<"linear"> {
  let summary = "Matrix multiplication plus optional bias";
  let arguments = (ins TTNN_Tensor:$a, TTNN_Tensor:$b, Optional<TTNN_Tensor>:$bias,
                       DefaultValuedAttr<BoolAttr, "false">:$transpose_a,
                       DefaultValuedAttr<BoolAttr, "false">:$transpose_b,
                       OptionalAttr<AnyAttr>:$matmul_program_config,
                       OptionalAttr<StrAttr>:$activation,
                       OptionalAttr<AnyAttr>:$compute_config,
                       TTNN_OptDType:$dtype, TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}

def TTNN_SoftmaxOp : TTNN_MemCfgOp<"softmax"> {
  let summary = "Softmax along one dimension";
  let arguments = (ins TTNN_Tensor:$input, AnyI32Attr:$dimension,
                       OptionalAttr<BoolAttr>:$numericStable,
                       OptionalAttr<AnyAttr>:$compute_config, TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}

//===----------------------------------------------------------------------===//
// Data movement within a device
//===----------------------------------------------------------------------===//

def TTNN_ReshapeOp : TTNN_MemCfgOp<"reshape"> {
  let summary = "Reshape";
  let arguments = (ins TTNN_Tensor:$input, ArrayAttr:$shape, TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}

def TTNN_PermuteOp : TTNN_MemCfgOp<"permute"> {
  let summary = "Permute dimensions";
  let arguments = (ins TTNN_Tensor:$input, DenseI64ArrayAttr:$permutation,
                       TTNN_OptMemCfg:$memory_config, OptionalAttr<F32Attr>:$pad_value);
  let results = (outs TTNN_Tensor:$result);
}

def TTNN_TransposeOp : TTNN_MemCfgOp<"transpose"> {
  let summary = "Swap two dimensions";
  let arguments = (ins TTNN_Tensor:$input, AnyI32Attr:$dim0, AnyI32Attr:$dim1,
                       TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}

def TTNN_ConcatOp : TTNN_MemCfgOp<"concat"> {
  let summary = "Concatenate along one dimension";
  let arguments = (ins Variadic<TTNN_Tensor>:$inputs, AnyI32Attr:$dim,
                       TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}

def TTNN_SliceOp : TTNN_MemCfgOp<"slice"> {
  let summary = "Static slice";
  let arguments = (ins TTNN_Tensor:$input, ArrayAttr:$begins, ArrayAttr:$ends,
                       ArrayAttr:$step, TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}

// tt-mlir's current name for the static slice (`slice` above is the older one).
def TTNN_SliceStaticOp : TTNN_MemCfgOp<"slice_static"> {
  let summary = "Static slice: per dim begins[d] : ends[d] : step[d]";
  let arguments = (ins TTNN_Tensor:$input, ArrayAttr:$begins, ArrayAttr:$ends,
                       ArrayAttr:$step, TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}

def TTNN_RepeatOp : TTNN_MemCfgOp<"repeat"> {
  let summary = "Tile the input repeat_dims[d] times along each dim";
  let arguments = (ins TTNN_Tensor:$input, TTNN_ShapeAttr:$repeat_dims,
                       TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}

def TTNN_RepeatInterleaveOp : TTNN_MemCfgOp<"repeat_interleave"> {
  let summary = "Repeat each element `repeats` times along dim";
  let arguments = (ins TTNN_Tensor:$input, AnyI32Attr:$repeats, AnyI32Attr:$dim,
                       TTNN_OptMemCfg:$memory_config);
  let results = (outs TTNN_Tensor:$result);
}

//===----------------------------------------------------------------------===//
// Ops with custom syntax in tt-mlir files (generic form cannot stand in)
//===----------------------------------------------------------------------===//

// `%0 = ttnn.d2m_subgraph @f ins(%a : T) outs(%o : T) : T`: a call of a
// function holding a subgraph for tt-mlir's D2M backend. Declared for its
// syntax; the passes leave it alone.
def TTNN_D2MSubgraphOp : TTNN_Op<"d2m_subgraph", [AttrSizedOperandSegments]> {
  let summary = "Dispatch of a function to tt-mlir's D2M backend";
  let arguments = (ins Variadic<TTNN_Tensor>:$inputs, Variadic<TTNN_Tensor>:$outputs,
                       SymbolRefAttr:$d2m_func);
  let results = (outs Variadic<TTNN_Tensor>:$results);
  let assemblyFormat = "$d2m_func attr-dict `ins` `(` $inputs `:` type($inputs) `)` "
                       "`outs` `(` $outputs `:` type($outputs) `)` (`:` type($results)^)?";
}

#endif
