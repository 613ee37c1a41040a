// Catalog entries of the data-movement ops, under tt-mlir's names and
// attribute names (TTNNOps.td): the compiler maps `ttnn.X` to catalog op `X` and reads
// each parameter from the attribute of the same name (ttnn.slice_static -> `slice`).
// List parameters default to the empty list, which means the op's identity (the whole
// tensor, every dim in place, one repeat), so the catalog-wide tests can run every op
// at any shape; movement_test.cpp runs them with real parameters.
// Copies are exact in every dtype: tolerance 0.

#include "catalog_util.hpp"

#include <array>
#include <vector>

namespace strata::ops::detail {

namespace {

std::vector<std::int64_t> orIdentity(const IntList& list, int rank, std::int64_t fill) {
  if (!list.empty()) return {list.view().begin(), list.view().end()};
  return std::vector<std::int64_t>(static_cast<std::size_t>(rank), fill);
}
std::vector<std::int64_t> permutationOrIdentity(const IntList& list, int rank) {
  if (!list.empty()) return {list.view().begin(), list.view().end()};
  std::vector<std::int64_t> v(static_cast<std::size_t>(rank));
  for (int k = 0; k < rank; ++k) v[static_cast<std::size_t>(k)] = k;
  return v;
}
std::vector<std::int64_t> shapeOrSame(const IntList& list, const Shape& shape) {
  if (!list.empty()) return {list.view().begin(), list.view().end()};
  return {shape.dims.begin(), shape.dims.begin() + shape.rank};
}
std::vector<std::int64_t> endsOrFull(const IntList& list, const Shape& shape) {
  std::vector<std::int64_t> v = shapeOrSame(list, shape);
  if (!list.empty())
    for (int k = 0; k < shape.rank && k < static_cast<int>(v.size()); ++k)
      if (v[static_cast<std::size_t>(k)] < 0) v[static_cast<std::size_t>(k)] += shape[k];
  return v;
}
std::vector<std::int64_t> beginsOrZero(const IntList& list, const Shape& shape) {
  std::vector<std::int64_t> v = orIdentity(list, shape.rank, 0);
  for (int k = 0; k < shape.rank && k < static_cast<int>(v.size()); ++k)
    if (v[static_cast<std::size_t>(k)] < 0) v[static_cast<std::size_t>(k)] += shape[k];
  return v;
}

TensorRef runReshape(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return reshape(c, in[0], shapeOrSame(p.list("shape"), in[0].desc.shape), o);
}
Shape reshapedShape(const OpParams& p, const Shape& in) {
  std::vector<std::int64_t> dims = shapeOrSame(p.list("shape"), in);
  Shape s;
  s.rank = static_cast<std::uint8_t>(dims.size());
  std::uint64_t known = 1;
  int inferred = -1;
  for (int k = 0; k < s.rank; ++k) {
    if (dims[static_cast<std::size_t>(k)] == -1) inferred = k;
    else known *= static_cast<std::uint64_t>(s[k] = static_cast<std::uint32_t>(dims[static_cast<std::size_t>(k)]));
  }
  if (inferred >= 0) s[inferred] = static_cast<std::uint32_t>(in.volume() / known);
  return s;
}
HostTensor refReshapeOp(HIns in, const OpParams& p) {
  return refReshape(in[0], reshapedShape(p, in[0].shape));
}

TensorRef runPermute(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return permute(c, in[0], permutationOrIdentity(p.list("permutation"), in[0].desc.shape.rank), o);
}
std::vector<int> permutePermutation(const OpParams& p, int rank) {
  std::vector<int> perm;
  for (std::int64_t d : permutationOrIdentity(p.list("permutation"), rank))
    perm.push_back(normalizedDim(d, rank));
  return perm;
}
HostTensor refPermuteOp(HIns in, const OpParams& p) {
  return refPermute(in[0], permutePermutation(p, in[0].shape.rank));
}

TensorRef runTranspose(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return transpose(c, in[0], p.integer("dim0"), p.integer("dim1"), o);
}
std::vector<int> transposePermutation(const OpParams& p, int rank) {
  std::vector<int> perm(static_cast<std::size_t>(rank));
  for (int k = 0; k < rank; ++k) perm[static_cast<std::size_t>(k)] = k;
  std::swap(perm[static_cast<std::size_t>(normalizedDim(p.integer("dim0"), rank))],
            perm[static_cast<std::size_t>(normalizedDim(p.integer("dim1"), rank))]);
  return perm;
}
HostTensor refTransposeOp(HIns in, const OpParams& p) {
  return refPermute(in[0], transposePermutation(p, in[0].shape.rank));
}

TensorRef runConcat(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return concat(c, in, p.integer("dim"), o);
}
HostTensor refConcatOp(HIns in, const OpParams& p) {
  return refConcat(in, normalizedDim(p.integer("dim"), in[0].shape.rank));
}

TensorRef runSlice(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  const Shape& s = in[0].desc.shape;
  return slice(c, in[0], orIdentity(p.list("begins"), s.rank, 0), shapeOrSame(p.list("ends"), s),
               orIdentity(p.list("step"), s.rank, 1), o);
}
HostTensor refSliceOp(HIns in, const OpParams& p) {
  const Shape& s = in[0].shape;
  return refSlice(in[0], beginsOrZero(p.list("begins"), s), endsOrFull(p.list("ends"), s),
                  orIdentity(p.list("step"), s.rank, 1));
}

template <bool Product>
TensorRef runScan(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  const std::int64_t dim = p.integer("dim");
  return Product ? cumprod(c, in[0], dim, o) : cumsum(c, in[0], dim, o);
}
template <bool Product>
HostTensor refScanOp(HIns in, const OpParams& p) {
  return refScan(in[0], normalizedDim(p.integer("dim"), in[0].shape.rank), Product);
}

// ttnn.pad; no padding given = no padding.
TensorRef runPad(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return pad(c, in[0], orIdentity(p.list("padding"), 2 * in[0].desc.shape.rank, 0), p.real("value"), o);
}
HostTensor refPadOp(HIns in, const OpParams& p) {
  return refPad(in[0], orIdentity(p.list("padding"), 2 * in[0].shape.rank, 0), p.real("value"));
}

TensorRef runRepeat(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return repeat(c, in[0], orIdentity(p.list("repeat_dims"), in[0].desc.shape.rank, 1), o);
}
HostTensor refRepeatOp(HIns in, const OpParams& p) {
  return refRepeat(in[0], orIdentity(p.list("repeat_dims"), in[0].shape.rank, 1));
}

TensorRef runRepeatInterleave(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return repeatInterleave(c, in[0], p.integer("repeats"), p.integer("dim"), o);
}
HostTensor refRepeatInterleaveOp(HIns in, const OpParams& p) {
  return refRepeatInterleave(in[0], static_cast<std::uint32_t>(p.integer("repeats")),
                             normalizedDim(p.integer("dim"), in[0].shape.rank));
}

OpInfo withPermutation(OpInfo op, std::vector<int> (*permutation)(const OpParams&, int)) {
  op.permutation = permutation;
  return op;
}
OpInfo withReshape(OpInfo op, Shape (*reshaped)(const OpParams&, const Shape&)) {
  op.reshaped = reshaped;
  return op;
}

#define MOVEMENT(NAME, ARITY, N, RUN, REF, SUMMARY, ...)                                   \
  OpInfo{NAME, OpFamily::Data, ARITY, __VA_ARGS__, N, false, -4, 4, kExact, kExact, RUN, REF, \
         SUMMARY}

const std::array kMovementOps = {
    withReshape(MOVEMENT("reshape", 1, 1, runReshape, refReshapeOp,
                         "data movement: the same elements in a new shape (one dim may be -1)",
                         {ParamDef{"shape", 0, true}}),
                reshapedShape),
    withPermutation(MOVEMENT("permute", 1, 1, runPermute, refPermuteOp,
                             "data movement: output dim k is input dim permutation[k]",
                             {ParamDef{"permutation", 0, true}}),
                    permutePermutation),
    withPermutation(MOVEMENT("transpose", 1, 2, runTranspose, refTransposeOp,
                             "data movement: swaps dim0 and dim1",
                             {intParam("dim0", -2), intParam("dim1", -1)}),
                    transposePermutation),
    // Two inputs by default (the catalog-wide tests), up to three (kMaxOperands).
    OpInfo{"concat", OpFamily::Data, 2, {intParam("dim", -1)}, 1, false, -4, 4, kExact, kExact,
           runConcat, refConcatOp, "data movement: 2 or 3 inputs joined along dim", false,
           kMaxOperands},
    MOVEMENT("slice", 1, 3, runSlice, refSliceOp,
             "data movement: ttnn.slice_static, per dim begins[d]:ends[d]:step[d]",
             {ParamDef{"begins", 0, true}, ParamDef{"ends", 0, true}, ParamDef{"step", 0, true}}),
    // Running sums / products: as copies, one gather-shaped program, but the reader
    // accumulates (in double, one rounding), so the tolerance is a reduction's.
    OpInfo{"cumsum", OpFamily::Data, 1, {intParam("dim", -1)}, 1, false, -4, 4, {0.05, 0.02},
           {1e-4, 1e-5}, runScan<false>, refScanOp<false>,
           "running sum along dim (ttnn.cumsum)"},
    OpInfo{"cumprod", OpFamily::Data, 1, {intParam("dim", -1)}, 1, false, 0.9, 1.1, {0.05, 0.02},
           {1e-4, 1e-5}, runScan<true>, refScanOp<true>,
           "running product along dim (ttnn.cumprod; inputs drawn near 1)"},
    MOVEMENT("pad", 1, 2, runPad, refPadOp,
             "data movement: padding[2d] / padding[2d+1] elements of value before / after dim d",
             {ParamDef{"padding", 0, true}, fillParam("value", 0.0)}),
    MOVEMENT("repeat", 1, 1, runRepeat, refRepeatOp,
             "data movement: the input tiled repeat_dims[d] times along each dim",
             {ParamDef{"repeat_dims", 0, true}}),
    MOVEMENT("repeat_interleave", 1, 2, runRepeatInterleave, refRepeatInterleaveOp,
             "data movement: each element repeated `repeats` times along dim",
             {intParam("repeats", 2), intParam("dim", -2)}),
};

}  // namespace

std::span<const OpInfo> movementOps() { return kMovementOps; }

}  // namespace strata::ops::detail
