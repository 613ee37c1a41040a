// The model-level reference of a TTIR module: its function evaluated in float64 on
// the host, op by op as TTIR defines them, independently of --ttir-to-ttnn, so a
// lowering bug (a wrong permute, a dropped broadcast) shows as a result that does
// not correlate with the device's.
#pragma once

#include "strata/exec/run.hpp"
#include "strata/support/error.hpp"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace strata::compiler {

struct RefTensor {
  std::vector<std::int64_t> shape;
  std::vector<double> values;  // row-major
  // An argmax over the last dim (carried through reshapes and casts): its scores as rows
  // of that dim, so the model check can accept an index whose score ties the maximum
  // within the device's rounding (two bf16 logits a hair apart pick either).
  std::shared_ptr<const RefTensor> argmax_scores = {};
  // A rank-2 transpose not carried out: `values` are in the order of shape [1] x shape[0]
  // (the permute's input). Only a permute whose every user is a dot_general yields one,
  // and dot_general reads it as BLAS's transposed operand: an LM head's weight
  // (128k x 4k, 4 GB of doubles) is not copied to be multiplied.
  bool transposed = false;
};

class TTIRReference {
 public:
  /// Parses the module at `path` again (its own MLIR context) and keeps the TTIR
  /// function `function` (searched in nested modules too). Throws strata::Error
  /// when the file cannot be read or has no such function.
  static std::unique_ptr<TTIRReference> load(const std::string& path, const std::string& function);
  ~TTIRReference();
  TTIRReference(const TTIRReference&) = delete;
  TTIRReference& operator=(const TTIRReference&) = delete;

  /// The function's results for `arguments` (in argument order, the values the
  /// device run was given). Throws strata::Error naming the op it cannot evaluate.
  std::vector<RefTensor> evaluate(const std::vector<std::span<const double>>& arguments) const;
  /// The same with `count` arguments made on demand: argument(i) is called once, when
  /// an op first reads argument i, and its values are freed after their last reader, so
  /// a layer's weights are never all held at once.
  ///
  /// `range(i, first, n)`, when given, returns elements [first, first + n) of argument
  /// i alone. An argument that only an embedding reads as its table (through reshapes
  /// and identity permutes that nothing else reads) is then asked for the rows its
  /// indices name and never made whole: a 152k x 4096 table is 5 GB of float64. So is
  /// a weight W that only x . W^T reads (a permute [1, 0], then a dot_general over x's
  /// last dim: an LM head), multiplied a panel of W's rows at a time.
  using ArgumentRange = std::function<std::vector<double>(unsigned, std::uint64_t, std::uint64_t)>;
  std::vector<RefTensor> evaluate(std::size_t count,
                                  const std::function<std::vector<double>(unsigned)>& argument,
                                  const ArgumentRange& range = {}) const;

 private:
  TTIRReference();
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

/// Pearson's correlation of two equally long sequences, as tt-mlir's golden
/// tests compute it, over the pairs where both are finite (NaN when either is
/// constant there).
double pearson(std::span<const double> a, std::span<const double> b);

struct ModelCheck {
  double pcc = 0;
  double max_abs_error = 0;
  bool ok = false;
  std::string note;  // why it passed or failed when the PCC alone does not say
};

/// tt-mlir's golden check of one result: PCC >= `required`; a constant result
/// (PCC undefined) must instead match within atol 1e-2 + rtol 1e-2.
ModelCheck checkModelResult(std::span<const double> expected, std::span<const double> actual,
                            double required = 0.99);

/// An argmax result against its float64 scores (one row per index): each index must
/// name a score within atol 1e-2 + rtol 2e-2 of its row's maximum (bf16's 8 bits
/// through a layer's roundings), since an exact match fails on near-ties. `pcc` is NaN
/// (indices do not correlate); the note says how many rows passed and how many picked
/// the maximum itself.
///
/// `device_scores`, when the function also returns the scores (a decode step's logits
/// beside its next token), are the device's values of them. An index that names the
/// maximum of the device's own row passes too: then the model's gap between the two
/// scores is at most the device's error on them, and that error is checked where the
/// scores are checked as a result. A layer's bf16 logits stray from the float64 model
/// by more than the fixed bound (Mistral 7B's decode layer: 1.5 on 32k logits), so
/// near-ties within that error pick either index.
ModelCheck checkArgmaxResult(const RefTensor& scores, std::span<const double> actual,
                             std::span<const double> device_scores = {});

/// Every result of a run against the model: `reference` evaluated on `arguments`
/// (the values the device was given), each result checked against `outputs` (the
/// device's) by checkModelResult. `error` says why the model could not be evaluated.
struct ModelReport {
  std::vector<ModelCheck> results;
  std::string error;
  // OutOfRange: the model refused the values it read (an index outside its table), so
  // the module or its inputs are bad.
  std::optional<ErrorKind> error_kind;
  bool ok() const;
};
ModelReport checkAgainstModel(const TTIRReference& reference,
                              const std::vector<std::span<const double>>& arguments,
                              const std::vector<std::span<const double>>& outputs);
/// The same with the arguments made on demand (TTIRReference::evaluate).
ModelReport checkAgainstModel(const TTIRReference& reference, std::size_t count,
                              const std::function<std::vector<double>(unsigned)>& argument,
                              const std::vector<std::span<const double>>& outputs,
                              const TTIRReference::ArgumentRange& range = {});

/// The same for a finished run: its arguments are taken from it one at a time as the
/// evaluation reads them (moved, or drawn again). Inline: the compiler library does not
/// link the simulator; `strata run` and the Python module, which run, do.
inline ModelReport checkRunAgainstModel(const TTIRReference& reference, exec::RunReport& run) {
  std::vector<std::span<const double>> outputs;
  for (const runtime::HostTensor& o : run.outputs) outputs.emplace_back(o.values);
  return checkAgainstModel(
      reference, run.arguments.size(), [&](unsigned i) { return exec::takeArgumentValues(run, i); },
      outputs, [&](unsigned i, std::uint64_t first, std::uint64_t count) {
        return exec::argumentValuesAt(run, i, first, count);
      });
}

/// Why a finished run failed on bad input values rather than on the device, or "": a
/// step refused the values it read (an index outside its table), or the model reference
/// did (a negative index, which the device's cast to an unsigned index makes 0). Those
/// are the module's or the caller's values: `strata run` exits 2, Python raises.
inline std::string badInputValues(const exec::RunReport& run, const ModelReport& model) {
  const char* whose = "; the values it read are not valid for it (an input given, or the module's own constants)";
  if (run.error_kind == ErrorKind::InvalidArgument) return run.error + whose;
  if (model.error_kind == ErrorKind::OutOfRange) return model.error + whose;
  return {};
}

}  // namespace strata::compiler
