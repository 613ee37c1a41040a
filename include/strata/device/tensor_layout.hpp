#pragma once
// The tensor-geometry vocabulary every layer shares (ARCHITECTURE.md section 3): page
// layout, tensor memory layout, and the page / bank arithmetic. Defined once here, at
// the lowest layer that needs it; ops, runtime, analysis and the compiler's conversion
// use these definitions instead of their own.

#include <cstdint>
#include <optional>
#include <string_view>

namespace strata::device {

// Page layout: one row of the 2-D view per page, or one tile per page.
enum class Layout : std::uint8_t { RowMajor, Tile };
std::string_view layoutName(Layout layout);  // "row_major", "tile"
std::optional<Layout> parseLayout(std::string_view text);

// How a buffer's pages spread over banks: round-robin, or one shard per core.
enum class TensorMemoryLayout : std::uint8_t { Interleaved, HeightSharded, WidthSharded, BlockSharded };
std::string_view tensorMemoryLayoutName(TensorMemoryLayout layout);  // "interleaved", "height_sharded", ...
std::optional<TensorMemoryLayout> parseTensorMemoryLayout(std::string_view text);
constexpr bool isSharded(TensorMemoryLayout layout) { return layout != TensorMemoryLayout::Interleaved; }

constexpr std::uint64_t ceilDiv(std::uint64_t a, std::uint64_t b) { return (a + b - 1) / b; }
constexpr std::uint64_t alignUp(std::uint64_t a, std::uint64_t alignment) {
  // Alignments are powers of two on every arch: skip the division then.
  if ((alignment & (alignment - 1)) == 0) return (a + alignment - 1) & ~(alignment - 1);
  return ceilDiv(a, alignment) * alignment;
}

// Bytes an interleaved buffer of `pages` pages occupies in each of `banks` banks: pages
// go round-robin, each rounded up to the bank's alignment (tt-metal's sizing).
constexpr std::uint64_t interleavedBytesPerBank(std::uint64_t pages, std::uint64_t page_size,
                                                std::uint64_t banks, std::uint64_t alignment) {
  return ceilDiv(pages, banks) * alignUp(page_size, alignment);
}

}  // namespace strata::device
