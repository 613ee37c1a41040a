#pragma once
// Running an op against its host reference: deterministic random inputs, the device
// result read back, and the error compared with the op's documented tolerance. Used by
// the tests, `strata exec` and the demo.

#include "strata/ops/catalog.hpp"
#include "strata/ops/reference.hpp"
#include "strata/ops_device/device.hpp"

#include <cstdint>
#include <span>
#include <vector>

namespace strata::ops_device {

struct NumericCheck {
  double max_abs_error = 0;
  // The largest finite |reference| value: the magnitude the errors are relative to, and
  // how near a run's values come to overflowing their dtype.
  double max_abs_reference = 0;
  // |device - reference| / max(|reference|, atol / rtol): relative where the tolerance is
  // relative, and scaled by the magnitude where the absolute term takes over below that, so
  // references at or near zero do not blow it up.
  double max_rel_error = 0;
  // max |device - reference| / (atol + rtol * |reference|): the share of the op's tolerance
  // its worst element uses (<= 1 passes).
  double tolerance_used = 0;
  bool within_tolerance = true;
  std::uint64_t elements = 0;
  // Elements NaN or inf on one side only (or different infinities): they fail the check
  // but have no error figure.
  std::uint64_t non_finite_mismatches = 0;
};

// Folds one chunk of device values against their reference into `check` (what
// compareWithReference does per chunk). A NaN or infinity passes only where the reference
// has the same one; it does not enter the error figures.
//
// Block-float storage (`block` set): the output also carries the format's rounding, which
// is relative to the largest value of each 16-value face row, not to the element. Each
// element is then allowed one code step of its row (2^(e - magnitude_bits + 1) where 2^e
// bounds the row's largest reference value plus its tolerance): a rounding and, at most,
// the saturation of a row maximum that rounds up.
struct BlockStorage {
  int magnitude_bits = 0;   // 7 (bfloat8_b), 3 (bfloat4_b); 0: not a block float
  std::uint64_t width = 0;  // elements per logical row (face rows never span two)
};
BlockStorage blockStorageOf(ops::DataType dtype, std::uint64_t width);
// `extra`, when given, is allowed per element on top of the tolerance (the roundings of
// an op's partial sums: OpInfo::partials).
void accumulateComparison(const ops::Tolerance& tol, std::span<const double> expected,
                          std::span<const double> actual, NumericCheck& check,
                          const BlockStorage& block = {}, std::span<const double> extra = {});

// Values drawn uniformly from [lo, hi] (rounded to integers when `integers`), seeded.
// `first` > 0 gives elements [first, first + count) of the same sequence, drawn without
// the ones before: a model check reads an embedding table's looked-up rows alone.
std::vector<double> randomValues(std::uint64_t count, double lo, double hi, bool integers,
                                 std::uint64_t seed, std::uint64_t first = 0);
// Writes randomValues(tensor's element count, lo, hi, integers, seed) into `tensor` a
// few rows at a time: the host never holds the whole tensor.
void writeRandomValues(runtime::Tensor& tensor, double lo, double hi, bool integers,
                       std::uint64_t seed);
// A device tensor of `desc` holding random values from the op's domain.
runtime::Tensor randomTensor(runtime::Device& device, const ops::TensorDesc& desc, const ops::OpInfo& op,
                             std::uint64_t seed);
// Device tensors of every input of `op` holding random values from its domain (whole
// numbers for int32 / uint32 inputs) that the op's make_valid hook has made valid for
// `params` (seed + i for input i, as randomTensor).
std::vector<runtime::Tensor> validRandomTensors(runtime::Device& device, const ops::OpInfo& op,
                                               std::span<const ops::TensorDesc> inputs,
                                               const ops::OpParams& params, std::uint64_t seed);
// The values a device tensor holds, as a host reference tensor (logical shape).
ops::HostTensor readBack(const runtime::Tensor& tensor);
// True when the comparison streams rows (row-local ops whose inputs all have as many rows
// as each other): host memory is then a few chunks beside the device's own bytes.
bool comparesByRows(const ops::OpInfo& op, std::span<const ops::TensorDesc> inputs);
// Host bytes of one float64 chunk of rows of a tensor `width` values wide, as the
// streamed writes and checks move it: at least one tile row (32 rows), so a very wide
// tensor's chunk is large, and the host-memory estimates must count it.
std::uint64_t streamChunkBytes(std::uint64_t width);
// Host bytes compareWithReference holds at once to check one result of `op` on
// `inputs`: row chunks when it streams, the input as float for a permute, matmul's a and
// result as float64, else every input, the reference and the read-back output as float64.
std::uint64_t checkHostBytes(const ops::OpInfo& op, std::span<const ops::TensorDesc> inputs,
                             const ops::TensorDesc& output);
// About how much host memory runWithRandomInputs needs (device bytes included), so a
// caller can refuse a run the machine cannot hold before allocating anything.
std::uint64_t hostBytesForRun(const ops::OpInfo& op, std::span<const ops::TensorDesc> inputs,
                              const ops::ArchDesc& arch);
// Compares device output with the reference computed from the inputs as stored (row by
// row chunks when comparesByRows, else whole host tensors).
NumericCheck compareWithReference(const ops::OpInfo& op, std::span<const runtime::Tensor> inputs,
                                  const ops::OpParams& params, const runtime::Tensor& output);

// In-place ops (ops::OpInfo::in_place_input): compares the updated tensor with the reference
// of the inputs as they were before the op ran (`before`, read back then).
NumericCheck compareUpdatedWithReference(const ops::OpInfo& op, std::span<const ops::HostTensor> before,
                                         const ops::OpParams& params, const runtime::Tensor& updated);
// Every result of an op (one or several) against its reference; one NumericCheck over all
// of them, each result held to the tolerance of its own dtype.
NumericCheck compareResults(const ops::OpInfo& op, std::span<const runtime::Tensor> inputs,
                            const ops::OpParams& params, std::span<const runtime::Tensor> outputs);

struct RunReport {
  ops::L1Usage predicted;
  ops::L1Usage measured;
  NumericCheck numerics;
  // Where the intermediates went, and the figures that placement is checked by.
  AllocationModel model = AllocationModel::Stack;
  ops::TtMetalUsage metal_predicted;       // TtMetal
  ops::TtMetalUsage metal_measured;        // TtMetal
  std::uint64_t pool_bytes = 0;       // Pool: reserved (the query's stack peak)
  std::uint64_t pool_high_water = 0;  // Pool: held at most
  // The DRAM the op moved while it ran (inputs written and results read back outside).
  runtime::DramTraffic dram;
  // The measured figures are what the query said for this placement: Stack, the whole
  // L1Usage; TtMetal, tt-metal's figures; Pool, the pool exactly full at its peak and the
  // same CB peak and output bytes.
  bool exact() const;
};
// Creates random inputs (input i seeded with seed + i), executes with the intermediates
// placed by `model`, checks. The device keeps no tensors afterwards.
RunReport runWithRandomInputs(runtime::Device& device, const ops::OpInfo& op,
                              std::span<const ops::TensorDesc> inputs, const ops::OpParams& params,
                              const ops::MemoryConfig* output_memory, std::uint64_t seed,
                              AllocationModel model = AllocationModel::Stack);

}  // namespace strata::ops_device
