#include "strata/device/tensor_layout.hpp"

#include <array>
#include <utility>

namespace strata::device {
namespace {

constexpr std::array<std::pair<Layout, std::string_view>, 2> kLayoutNames{{
    {Layout::RowMajor, "row_major"},
    {Layout::Tile, "tile"},
}};

constexpr std::array<std::pair<TensorMemoryLayout, std::string_view>, 4> kMemoryLayoutNames{{
    {TensorMemoryLayout::Interleaved, "interleaved"},
    {TensorMemoryLayout::HeightSharded, "height_sharded"},
    {TensorMemoryLayout::WidthSharded, "width_sharded"},
    {TensorMemoryLayout::BlockSharded, "block_sharded"},
}};

template <typename Enum, std::size_t N>
std::string_view nameOf(const std::array<std::pair<Enum, std::string_view>, N>& names, Enum value) {
  for (const auto& [v, name] : names)
    if (v == value) return name;
  return "unknown";
}

template <typename Enum, std::size_t N>
std::optional<Enum> parse(const std::array<std::pair<Enum, std::string_view>, N>& names,
                          std::string_view text) {
  for (const auto& [v, name] : names)
    if (name == text) return v;
  return std::nullopt;
}

}  // namespace

std::string_view layoutName(Layout layout) { return nameOf(kLayoutNames, layout); }
std::optional<Layout> parseLayout(std::string_view text) { return parse(kLayoutNames, text); }
std::string_view tensorMemoryLayoutName(TensorMemoryLayout layout) {
  return nameOf(kMemoryLayoutNames, layout);
}
std::optional<TensorMemoryLayout> parseTensorMemoryLayout(std::string_view text) {
  return parse(kMemoryLayoutNames, text);
}

}  // namespace strata::device
