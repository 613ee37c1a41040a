// Registration of ODS ops whose `<{...}>` property dictionary is checked for
// names the op does not declare (shared by the ttnn and ttir dialects).
#pragma once

#include "mlir/IR/Dialect.h"
#include "mlir/IR/OperationSupport.h"

#include "llvm/ADT/STLExtras.h"

#include <memory>

namespace strata::compiler {
namespace strict_properties {
using namespace mlir; // NOLINT: the model overrides dozens of MLIR signatures

// MLIR's generated `setPropertiesFromAttr` reads the names an op declares from
// the `<{...}>` dictionary and ignores the rest, so an attribute the op does not
// declare would vanish without a word. This model forwards everything to MLIR's
// own model except that hook, which first rejects undeclared names.
template <typename ConcreteOp>
struct StrictPropertiesModel final : public OperationName::Impl {
  using Inner = RegisteredOperationName::Model<ConcreteOp>;
  // The op's interface map is private to MLIR's model: take it from one.
  explicit StrictPropertiesModel(Dialect *dialect, std::unique_ptr<Inner> model)
      : Impl(ConcreteOp::getOperationName(), dialect, TypeID::get<ConcreteOp>(),
             std::move(model->getInterfaceMap())),
        innerModel(std::move(model)), inner(*innerModel) {}

  LogicalResult setPropertiesFromAttr(OperationName name, OpaqueProperties properties,
                                      Attribute attr,
                                      function_ref<InFlightDiagnostic()> emitError) final {
    if (auto dict = dyn_cast_or_null<DictionaryAttr>(attr)) {
      ArrayRef<StringRef> declared = ConcreteOp::getAttributeNames();
      for (NamedAttribute entry : dict) {
        if (llvm::is_contained(declared, entry.getName().getValue()))
          continue;
        if (emitError) {
          auto diag = emitError();
          diag << "'" << entry.getName().getValue() << "' is not an attribute of "
               << ConcreteOp::getOperationName() << " (it declares: ";
          if (declared.empty())
            diag << "none";
          llvm::interleaveComma(declared, diag);
          diag << "); remove it, or move it to the discardable attribute dictionary "
                  "`{...}` after the operands to keep it";
        }
        return failure();
      }
    }
    return inner.setPropertiesFromAttr(name, properties, attr, emitError);
  }

  // Everything else: MLIR's model.
  LogicalResult foldHook(Operation *op, ArrayRef<Attribute> operands,
                         SmallVectorImpl<OpFoldResult> &results) final {
    return inner.foldHook(op, operands, results);
  }
  void getCanonicalizationPatterns(RewritePatternSet &set, MLIRContext *context) final {
    inner.getCanonicalizationPatterns(set, context);
  }
  bool hasTrait(TypeID id) final { return inner.hasTrait(id); }
  OperationName::ParseAssemblyFn getParseAssemblyFn() final { return inner.getParseAssemblyFn(); }
  void populateDefaultAttrs(const OperationName &name, NamedAttrList &attrs) final {
    inner.populateDefaultAttrs(name, attrs);
  }
  void printAssembly(Operation *op, OpAsmPrinter &printer, StringRef name) final {
    inner.printAssembly(op, printer, name);
  }
  LogicalResult verifyInvariants(Operation *op) final { return inner.verifyInvariants(op); }
  LogicalResult verifyRegionInvariants(Operation *op) final {
    return inner.verifyRegionInvariants(op);
  }
  std::optional<Attribute> getInherentAttr(Operation *op, StringRef name) final {
    return inner.getInherentAttr(op, name);
  }
  void setInherentAttr(Operation *op, StringAttr name, Attribute value) final {
    inner.setInherentAttr(op, name, value);
  }
  void populateInherentAttrs(Operation *op, NamedAttrList &attrs) final {
    inner.populateInherentAttrs(op, attrs);
  }
  LogicalResult verifyInherentAttrs(OperationName name, NamedAttrList &attributes,
                                    function_ref<InFlightDiagnostic()> emitError) final {
    return inner.verifyInherentAttrs(name, attributes, emitError);
  }
  int getOpPropertyByteSize() final { return inner.getOpPropertyByteSize(); }
  void initProperties(OperationName name, OpaqueProperties storage,
                      OpaqueProperties init) final {
    inner.initProperties(name, storage, init);
  }
  void deleteProperties(OpaqueProperties properties) final { inner.deleteProperties(properties); }
  void populateDefaultProperties(OperationName name, OpaqueProperties properties) final {
    inner.populateDefaultProperties(name, properties);
  }
  Attribute getPropertiesAsAttr(Operation *op) final { return inner.getPropertiesAsAttr(op); }
  void copyProperties(OpaqueProperties lhs, OpaqueProperties rhs) final {
    inner.copyProperties(lhs, rhs);
  }
  bool compareProperties(OpaqueProperties lhs, OpaqueProperties rhs) final {
    return inner.compareProperties(lhs, rhs);
  }
  llvm::hash_code hashProperties(OpaqueProperties properties) final {
    return inner.hashProperties(properties);
  }

  std::unique_ptr<Inner> innerModel;
  Inner &inner;
};

/// Registers Ops with the strict model above instead of MLIR's own.
template <typename... Ops>
void addStrictOperations(Dialect &dialect) {
  (RegisteredOperationName::insert(
       std::make_unique<StrictPropertiesModel<Ops>>(
           &dialect, std::make_unique<RegisteredOperationName::Model<Ops>>(&dialect)),
       Ops::getAttributeNames()),
   ...);
}
} // namespace strict_properties

using strict_properties::addStrictOperations;
} // namespace strata::compiler
