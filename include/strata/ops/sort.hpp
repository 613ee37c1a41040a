#pragma once
// Sorting ops with two results (lib/ops/multi/): ttnn.sort and ttnn.topk. Each
// returns the values (the input's dtype and layout) and their indices along `dim` (uint32,
// or uint16 with `indices_u16`, as tt-mlir types them for dims of at most 65536 entries).
// Each is one program (ComputeKind::Sort) that writes both results.
//
// Order: ascending or descending by value; equal values keep their input order (the lower
// index first), whether or not `stable` is asked for, so every result is exact and
// deterministic. NaN sorts above every number (as torch.sort does).

#include "strata/ops/catalog.hpp"
#include "strata/ops/context.hpp"
#include "strata/ops/reference.hpp"

#include <cstdint>
#include <vector>

namespace strata::ops {

enum class SortCode : std::uint8_t { Sort, TopK };

// CBs of tt-metal's single-core sort that the simulated program allocates but does not
// exercise (its reader streams the input through CB 0 and sorts each line in place): the
// generated index tiles, the synchronization page and the transposed input / index line.
inline constexpr std::uint8_t kSortIndexCb = 1;
inline constexpr std::uint8_t kSortSyncCb = 2;
inline constexpr std::uint8_t kSortInputLineCb = 24;
inline constexpr std::uint8_t kSortIndexLineCb = 25;
inline constexpr std::uint32_t kSortSyncBytes = 1024;  // one 32x32 uint8 tile
// tt-metal sorts a line on one core up to this many tiles (its SORT_WT_THRESHOLD).
inline constexpr std::uint32_t kSortSingleCoreMaxTiles = 64;

// ttnn.sort: the whole line along `dim` (negative counts from the end) in ascending (or,
// with `descending`, descending) order. `outs`: one spec for both results or one each.
OpResults sort(OpContext& ctx, const TensorRef& x, std::int64_t dim, bool descending,
               bool indices_u16, std::span<const OutputSpec> outs);
// ttnn.topk: the `k` largest (or, without `largest`, smallest) elements along `dim`, the
// best first (a sorted result also satisfies sorted = false).
OpResults topk(OpContext& ctx, const TensorRef& x, std::int64_t k, std::int64_t dim,
               bool largest, bool indices_u16, std::span<const OutputSpec> outs);

// Host references: {values, indices}; `dim` already normalised to [0, rank).
std::vector<HostTensor> refSort(const HostTensor& x, int dim, bool descending);
std::vector<HostTensor> refTopK(const HostTensor& x, std::uint32_t k, int dim, bool largest);

// The order both the device and the reference use: true when value `a` (input index `ia`)
// goes before value `b` (index `ib`).
bool sortsBefore(double a, std::uint64_t ia, double b, std::uint64_t ib, bool descending);

}  // namespace strata::ops
