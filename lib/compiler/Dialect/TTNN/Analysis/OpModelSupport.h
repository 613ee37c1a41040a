// Internal to the op model (OpModel.cpp: the generic mapping; OpModelParams.cpp: op
// attributes read as the op library's parameters, by its schema; OpModelRules.cpp: what
// a few ops need beyond the schema).
#pragma once

#include "strata/compiler/Dialect/TTNN/Analysis/OpModel.h"

#include "llvm/ADT/ArrayRef.h"

#include <array>
#include <memory>
#include <optional>
#include <string_view>

namespace mlir::tt::ttnn::opmodel {

namespace sops = strata::ops;

/// An integer attribute's value, or nothing when it does not fit an int64. i1 and
/// unsigned types read unsigned (true is 1, not -1).
std::optional<int64_t> integerValue(IntegerAttr attr);
/// A BoolAttr named `name` that is present and true.
bool boolAttr(Operation *op, StringRef name);
/// A list parameter from its attribute (an array of integers, a dense i32 / i64 array, a
/// #ttnn.shape, or one integer as a one-entry list); nullopt when absent.
FailureOr<std::optional<sops::IntList>> listAttr(Operation *op, StringRef name);
/// ttnn.constant's `value` as the op library's values.
FailureOr<std::shared_ptr<const sops::ConstantValues>> constantValues(Operation *op);

/// Every parameter of `info` read from the attribute its schema names (absent: the
/// default), by its kind, except those in `ruleParams`, which an op rule sets.
LogicalResult fillParams(Operation *op, const sops::OpInfo &info,
                         ArrayRef<std::string_view> ruleParams, sops::OpParams &params);

/// What the op model does for one library op (or a family) beyond its schema: refusing
/// what the library does not model (operand segments, attributes without a parameter),
/// and setting the parameters the IR states in another form (a result's dtype, operand
/// segments). Runs after fillParams.
struct OpRule {
  std::string_view op;  ///< the library op; empty for a family rule
  std::optional<sops::OpFamily> family;
  std::array<std::string_view, 2> params{};  ///< parameters it sets (fillParams skips them)
  LogicalResult (*apply)(Operation *op, const sops::OpInfo &info,
                         const sops::TensorDesc &result, OpModelCall &call) = nullptr;

  SmallVector<std::string_view, 2> ownParams() const {
    SmallVector<std::string_view, 2> own;
    for (std::string_view p : params)
      if (!p.empty())
        own.push_back(p);
    return own;
  }
};

/// The rule of `info` (by name, else by family), or nullptr.
const OpRule *findOpRule(const sops::OpInfo &info);

} // namespace mlir::tt::ttnn::opmodel
