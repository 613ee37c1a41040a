// ttnn.split_query_key_value_and_split_heads (strata/ops/split_qkv.hpp), a composite of
// the library's movement ops, written once against the op context: the three results
// are allocated first, then each of q, k, v is sliced out of its source onto the stack
// (skipped when it is the whole source), reshaped there to [B, S, heads, D] and permuted
// into its result ([0, 2, 1, 3]; [0, 2, 3, 1] for a transposed key, one permute either
// way). Each part has its own frame, so its two temporaries pop before the next part.
// The CBs are those of slice, reshape and permute (docs/ops.md).

#include "strata/ops/split_qkv.hpp"

#include "../program_util.hpp"

#include "strata/ops/ops.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <array>

namespace strata::ops {

namespace {

constexpr const char* kName = "split_query_key_value_and_split_heads";

using detail::bad;

// One of q, k, v: `heads` heads of `head_size` columns starting at column `begin` of
// `source` ([B, S, W]).
struct Part {
  const TensorRef* source;
  std::uint32_t begin, heads, head_size;
  bool transposed;
};

TensorDesc partDesc(const Part& part) {
  TensorDesc desc = part.source->desc;
  const Shape& s = part.source->desc.shape;
  desc.shape = part.transposed ? Shape{s[0], part.heads, part.head_size, s[1]}
                               : Shape{s[0], part.heads, s[1], part.head_size};
  return desc;
}

void writePart(OpContext& ctx, const Part& part, const TensorRef& result) {
  Frame frame(ctx, kName);
  const Shape& s = part.source->desc.shape;
  const std::uint32_t width = part.heads * part.head_size;
  TensorRef columns = *part.source;
  if (part.begin != 0 || width != s[2]) {
    const std::array<std::int64_t, 3> begins{0, 0, part.begin};
    const std::array<std::int64_t, 3> ends{s[0], s[1], part.begin + width};
    const std::array<std::int64_t, 3> steps{1, 1, 1};
    columns = slice(ctx, *part.source, begins, ends, steps, OutputSpec::stack());
  }
  const std::array<std::int64_t, 4> split{s[0], s[1], part.heads, part.head_size};
  const TensorRef heads = reshape(ctx, columns, split, OutputSpec::stack());
  const std::array<std::int64_t, 4> order =
      part.transposed ? std::array<std::int64_t, 4>{0, 2, 3, 1} : std::array<std::int64_t, 4>{0, 2, 1, 3};
  permute(ctx, heads, order, OutputSpec::into(result));
}

void requireRank3(const TensorRef& t, const char* what, const char* form) {
  if (t.desc.shape.rank != 3)
    bad(kName, what, fmt::format("{} has rank {}; it must be {}", t.desc.shape.toString(),
                                 t.desc.shape.rank, form));
}

}  // namespace

OpResults splitQueryKeyValueAndSplitHeads(OpContext& ctx, const TensorRef& input,
                                          const TensorRef* kv_input, std::uint32_t num_heads,
                                          std::uint32_t num_kv_heads, bool transpose_key,
                                          std::span<const OutputSpec> outs) {
  OpScope scope(ctx, kName);
  if (num_heads == 0) bad(kName, "num_heads", "is 0; it must be at least 1");
  const std::uint32_t kv_heads = num_kv_heads == 0 ? num_heads : num_kv_heads;
  requireRank3(input, "input_tensor",
               kv_input ? "[batch, seq, num_heads * head_size]"
                        : "[batch, seq, (num_heads + 2 * num_kv_heads) * head_size]");
  const std::uint32_t width = input.desc.shape[2];
  std::array<Part, 3> parts{};
  if (kv_input) {
    requireRank3(*kv_input, "kv_input_tensor", "[batch, seq, 2 * num_kv_heads * head_size]");
    if (kv_input->desc.dtype != input.desc.dtype)
      bad(kName, "kv_input_tensor", fmt::format("is {} but input_tensor is {}; both must have one dtype",
                                                device::dataTypeName(kv_input->desc.dtype),
                                                device::dataTypeName(input.desc.dtype)));
    const std::uint32_t kv_width = kv_input->desc.shape[2];
    if (width % num_heads != 0)
      bad(kName, "input_tensor", fmt::format("its last dim {} does not split into num_heads = {} "
                                             "heads of one size",
                                             width, num_heads));
    if (kv_width % (2 * kv_heads) != 0)
      bad(kName, "kv_input_tensor", fmt::format("its last dim {} does not split into 2 * num_kv_heads "
                                                "= {} heads of one size (k then v)",
                                                kv_width, 2 * kv_heads));
    const std::uint32_t d = width / num_heads, dkv = kv_width / (2 * kv_heads);
    parts = {Part{&input, 0, num_heads, d, false}, Part{kv_input, 0, kv_heads, dkv, transpose_key},
             Part{kv_input, kv_heads * dkv, kv_heads, dkv, false}};
  } else {
    const std::uint32_t total_heads = num_heads + 2 * kv_heads;
    if (width % total_heads != 0)
      bad(kName, "input_tensor", fmt::format("its last dim {} does not split into num_heads + 2 * "
                                             "num_kv_heads = {} heads of one size (q, k, v side by side)",
                                             width, total_heads));
    const std::uint32_t d = width / total_heads;
    parts = {Part{&input, 0, num_heads, d, false},
             Part{&input, num_heads * d, kv_heads, d, transpose_key},
             Part{&input, (num_heads + kv_heads) * d, kv_heads, d, false}};
  }
  static constexpr std::array<const char*, 3> kResultNames{"query", "key", "value"};
  for (int r = 0; r < 3; ++r) {
    const OutputSpec& out = resultSpec(outs, r);
    const MemoryConfig& m = out.requestedMemory();
    if (out.memoryRequested() && m.isSharded())
      bad(kName, kResultNames[static_cast<std::size_t>(r)],
          fmt::format("has the memory config {}; this op writes interleaved results (dram or l1)",
                      memoryLayoutName(m.memory_layout)));
  }
  OpResults results;
  results.count = 3;
  for (int r = 0; r < 3; ++r)
    results.tensors[static_cast<std::size_t>(r)] =
        makeOutput(ctx, partDesc(parts[static_cast<std::size_t>(r)]), resultSpec(outs, r), kName);
  for (int r = 0; r < 3; ++r)
    writePart(ctx, parts[static_cast<std::size_t>(r)], results.tensors[static_cast<std::size_t>(r)]);
  return results;
}

}  // namespace strata::ops
