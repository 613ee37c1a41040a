// The size of one page of tt-metal's reshape segment map (its tiled reshape program).
//
// tt-metal's tiled reshape computes on the host, for every output tile, the runs of
// elements that are contiguous both in one input tile and in the output tile (tiles
// stored as 16x16 faces), keeps them grouped by input tile, pads every group to the
// largest group and every output tile's list to the longest list (plus that length
// modulo the L1 alignment), and streams one list per output tile through a one-page CB
// of 4 x uint32 per run. The page size therefore follows from the shapes alone; this
// file walks the output tiles run by run (not element by element) to find it.

#include "program_util.hpp"

#include <algorithm>
#include <array>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace strata::ops::detail {

namespace {

constexpr std::uint32_t kFaceSide = 16;
constexpr std::uint64_t kBytesPerRun = 4 * sizeof(std::uint32_t);

// tt-metal's reshape works on rank 3: [product of the leading dims, rows, cols].
struct Rank3 {
  std::uint64_t batch = 1, rows = 1, cols = 1;
};

Rank3 foldToRank3(const Shape& s) {
  Rank3 r;
  if (s.rank >= 1) r.cols = s[s.rank - 1];
  if (s.rank >= 2) r.rows = s[s.rank - 2];
  for (int k = 0; k + 2 < s.rank; ++k) r.batch *= s[k];
  return r;
}

struct TileGeometry {
  std::uint64_t tile_h, tile_w, face_h, face_w;
  std::uint64_t faceOffset(std::uint64_t h, std::uint64_t w) const {
    const std::uint64_t th = h % tile_h, tw = w % tile_w;
    const std::uint64_t face = (th / face_h) * (tile_w / face_w) + tw / face_w;
    return face * face_h * face_w + (th % face_h) * face_w + tw % face_w;
  }
};

// Runs of one output tile grouped by input tile: the number of input tiles it reads
// times the most runs any one of them contributes.
std::uint64_t runsForOutputTile(const Rank3& in, const Rank3& out, const TileGeometry& g,
                                std::uint64_t batch, std::uint64_t row0, std::uint64_t col0) {
  const std::uint64_t in_tiles_w = (in.cols + g.tile_w - 1) / g.tile_w;
  const std::uint64_t in_tiles_per_batch = ((in.rows + g.tile_h - 1) / g.tile_h) * in_tiles_w;
  const std::uint64_t rows = std::min(out.rows - row0, g.tile_h);
  const std::uint64_t cols = std::min(out.cols - col0, g.tile_w);
  std::vector<std::pair<std::uint64_t, std::uint64_t>> per_input_tile;  // (tile, runs)
  bool have_prev = false;
  std::uint64_t prev_tile = 0, prev_end_in = 0, prev_end_out = 0;
  for (std::uint64_t r = row0; r < row0 + rows; ++r) {
    // The input position of the row's first element; from there it advances run by run.
    const std::uint64_t flat = (batch * out.rows + r) * out.cols + col0;
    std::uint64_t in_batch = flat / (in.rows * in.cols);
    std::uint64_t in_row = (flat / in.cols) % in.rows;
    std::uint64_t in_col = flat % in.cols;
    for (std::uint64_t c = col0; c < col0 + cols;) {
      // Contiguous on both sides until a face row ends in either tile or the input row ends.
      const std::uint64_t length =
          std::min({col0 + cols - c, g.face_w - (c % g.face_w), g.face_w - (in_col % g.face_w),
                    in.cols - in_col});
      const std::uint64_t tile =
          in_batch * in_tiles_per_batch + (in_row / g.tile_h) * in_tiles_w + in_col / g.tile_w;
      const std::uint64_t off_in = g.faceOffset(in_row, in_col);
      const std::uint64_t off_out = g.faceOffset(r, c);
      if (!(have_prev && tile == prev_tile && off_in == prev_end_in && off_out == prev_end_out)) {
        auto it = std::find_if(per_input_tile.begin(), per_input_tile.end(),
                               [tile](const auto& e) { return e.first == tile; });
        if (it == per_input_tile.end())
          per_input_tile.emplace_back(tile, 1);
        else
          ++it->second;
      }
      have_prev = true;
      prev_tile = tile;
      prev_end_in = off_in + length;
      prev_end_out = off_out + length;
      c += length;
      in_col += length;
      if (in_col == in.cols) {
        in_col = 0;
        if (++in_row == in.rows) {
          in_row = 0;
          ++in_batch;
        }
      }
    }
  }
  std::uint64_t most = 0;
  for (const auto& e : per_input_tile) most = std::max(most, e.second);
  return per_input_tile.size() * most;
}

std::uint64_t longestRunList(const Rank3& in, const Rank3& out, const TileGeometry& g) {
  // Same row width and whole-tile rows on both sides: every output tile is one input
  // tile, element for element, so one walk answers for all.
  if (in.cols == out.cols && in.rows % g.tile_h == 0 && out.rows % g.tile_h == 0)
    return runsForOutputTile(in, out, g, 0, 0, 0);
  const std::uint64_t tiles_h = (out.rows + g.tile_h - 1) / g.tile_h;
  const std::uint64_t tiles_w = (out.cols + g.tile_w - 1) / g.tile_w;
  // An output tile's runs depend on where its first element falls within a band of
  // tile_h input rows, and on its own extent (edge tiles are smaller); when the input's
  // rows fill whole tiles, tiles agreeing in these give the same count, so each such key
  // is walked once.
  const bool periodic = in.rows % g.tile_h == 0;
  const std::uint64_t band = g.tile_h * in.cols;
  std::unordered_set<std::uint64_t> seen;
  std::uint64_t longest = 0;
  for (std::uint64_t b = 0; b < out.batch; ++b)
    for (std::uint64_t th = 0; th < tiles_h; ++th)
      for (std::uint64_t tw = 0; tw < tiles_w; ++tw) {
        const std::uint64_t row0 = th * g.tile_h, col0 = tw * g.tile_w;
        if (periodic) {
          const std::uint64_t first = ((b * out.rows + row0) * out.cols + col0) % band;
          const std::uint64_t key = (first * 2 + (row0 + g.tile_h > out.rows)) * 2 +
                                    (col0 + g.tile_w > out.cols);
          if (!seen.insert(key).second) continue;
        }
        longest = std::max(longest, runsForOutputTile(in, out, g, b, row0, col0));
      }
  return longest;
}

}  // namespace

std::uint64_t reshapeSegmentMapPageBytes(const Shape& input, const Shape& output,
                                         const ArchDesc& arch) {
  const Rank3 in = foldToRank3(input), out = foldToRank3(output);
  const TileGeometry g{arch.tile_height, arch.tile_width, std::min<std::uint64_t>(kFaceSide, arch.tile_height),
                       std::min<std::uint64_t>(kFaceSide, arch.tile_width)};
  // The walk costs tens of microseconds for large tensors; a compiler or planner asks
  // about the same few reshapes again and again, so each thread keeps its answers.
  using Key = std::array<std::uint64_t, 8>;
  struct KeyHash {
    std::size_t operator()(const Key& k) const {
      std::size_t h = 0;
      for (std::uint64_t v : k) h = h * 1000003u ^ std::hash<std::uint64_t>{}(v);
      return h;
    }
  };
  thread_local std::unordered_map<Key, std::uint64_t, KeyHash> answers;
  const Key key{in.batch, in.rows, in.cols, out.batch, out.rows, out.cols, g.tile_h, g.tile_w};
  std::uint64_t longest;
  if (auto it = answers.find(key); it != answers.end()) {
    longest = it->second;
  } else {
    longest = longestRunList(in, out, g);
    if (answers.size() >= 1024) answers.clear();
    answers.emplace(key, longest);
  }
  // tt-metal pads the run count by its own remainder modulo the L1 alignment.
  const std::uint64_t align = std::max<std::uint64_t>(arch.l1_alignment, 1);
  longest += longest % align;
  return longest * kBytesPerRun;
}

}  // namespace strata::ops::detail
