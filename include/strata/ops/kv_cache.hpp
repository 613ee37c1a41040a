#pragma once
// KV-cache ops (lib/ops/kv_cache/): tt-mlir's in-place ops without a result
// (ttnn.fill_cache, ttnn.update_cache). Each writes into the pages of the existing
// cache tensor (no output is allocated: its circular buffers are its whole L1 need) and
// returns the cache's own TensorRef. Semantics follow tt-metal's kv_cache ops; copies
// are exact up to the cache dtype's rounding.

#include "strata/ops/context.hpp"
#include "strata/ops/reference.hpp"

#include <cstdint>

namespace strata::ops {

enum class CacheCode : std::uint8_t { Fill, Update, PagedFill, PagedUpdate };

// ttnn.fill_cache: cache [B, H, S, D], input [1, H, S_in, D] with S_in <= S, same dtype:
// cache[batch_offset, h, 0:S_in, :] = input[0, h, :, :]. Whole tiles are copied (as
// tt-metal does), so the cache rows from S_in up to the end of its tile row take the
// input's tile padding (zero).
TensorRef fillCache(OpContext& ctx, const TensorRef& cache, const TensorRef& input,
                    std::int64_t batch_offset);

// ttnn.update_cache: one decode token per user. cache [B, H, S, D], input [1, H, U, D]
// (U >= B + batch_offset rows, one per user), update_index an int32 / uint32 tensor of
// one element read on the device: for every user b < B and head h,
// cache[b, h, index, :] = input[0, h, batch_offset + b, :] (converted to the cache's
// dtype). Only that row of the cache's tile row index / 32 changes.
TensorRef updateCache(OpContext& ctx, const TensorRef& cache, const TensorRef& input,
                      const TensorRef& update_index, std::int64_t batch_offset);

// ttnn.paged_fill_cache (tt-metal's experimental paged_cache): the cache is a pool of
// physical blocks [max_blocks, H, block_size, D] (block_size a multiple of 32);
// page_table [users, blocks_per_seq] (int32 / uint32, row-major) maps each user's logical
// blocks to physical ones. input [N, H, S, D]: row n fills user batch_idx[n] (without
// `batch_idx`, N must be 1 and the user is 0): position s of head h goes to physical block
// page_table[user][s / block_size], row s % block_size. Whole tiles are copied, as in
// fill_cache. A page-table entry or batch index outside its range is an error of the kernel
// that reads it.
TensorRef pagedFillCache(OpContext& ctx, const TensorRef& cache, const TensorRef& input,
                         const TensorRef& page_table, const TensorRef* batch_idx);

// ttnn.paged_update_cache (tt-metal's experimental paged_cache): one decode token per
// user, one user per core. input [1, U, R, D] is height-sharded on U cores (shards of 32
// rows: R <= 32 holds the heads, R >= H); update_index [U] (int32 / uint32, row-major)
// gives each user's position (-1 skips the user). Without a page table the cache is
// [B >= U, H, S, D] and cache[u, h, index[u], :] = input[0, u, h, :]; with page_table
// [U, blocks_per_seq] it is a block pool [max_blocks, H, block_size, D] and the row goes
// to block page_table[u][index / block_size], row index % block_size. tt-mlir's
// share_cache (every user writing batch 0) is refused: its users' writes race.
TensorRef pagedUpdateCache(OpContext& ctx, const TensorRef& cache, const TensorRef& input,
                           const TensorRef& update_index, const TensorRef* page_table,
                           bool share_cache);

// Host references: the updated cache (input 0's values with the op applied), rounded
// to the cache's dtype (`cache.dtype`).
HostTensor refFillCache(const HostTensor& cache, const HostTensor& input, std::int64_t batch_offset);
HostTensor refUpdateCache(const HostTensor& cache, const HostTensor& input,
                          const HostTensor& update_index, std::int64_t batch_offset);
HostTensor refPagedUpdateCache(const HostTensor& cache, const HostTensor& input,
                               const HostTensor& update_index, const HostTensor* page_table);
HostTensor refPagedFillCache(const HostTensor& cache, const HostTensor& input,
                             const HostTensor& page_table, const HostTensor* batch_idx);

}  // namespace strata::ops
