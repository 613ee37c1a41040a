// The float64 evaluation of TTIR's convolution, pooling, lookup and attention ops
// for the model reference (TTIRReference.cpp dispatches to them). Each follows the
// op's definition (tt-mlir's TTIROps.td, StableHLO's for gather), not the lowering.
#include "TTIRReferenceSupport.h"

#include "strata/compiler/Dialect/TTIR/IR/TTIR.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

using namespace mlir;

namespace strata::compiler::ref {

// ttir.gather in either form, by definition: torch.gather's
// out[i] = input[i with dim replaced by index[i]], or StableHLO's gather (start
// indices clamped so the slice fits, as StableHLO specifies).
RefTensor gatherOf(tt::ttir::GatherOp op, const RefTensor& input, const RefTensor& index,
                   const Shape& out) {
  RefTensor r{out, std::vector<double>(static_cast<std::size_t>(volume(out)))};
  const Shape inStrides = stridesOf(input.shape);
  const auto rank = static_cast<std::int64_t>(input.shape.size());
  auto checked = [&](double v, std::int64_t extent) { return indexIn(op, v, extent, "the input's dim"); };
  if (std::optional<std::int32_t> dim = op.getDim()) {
    const auto d = static_cast<std::size_t>(normDim(*dim, input.shape.size()));
    forEachIndex(out, [&](std::int64_t i, const Shape& idx) {
      std::int64_t at = 0;
      for (std::size_t k = 0; k < idx.size(); ++k)
        at += (k == d ? checked(index.values[static_cast<std::size_t>(i)], input.shape[k]) : idx[k]) *
              inStrides[k];
      r.values[static_cast<std::size_t>(i)] = input.values[static_cast<std::size_t>(at)];
    });
    return r;
  }
  if (!op.getOperandBatchingDims()->empty()) fail(op, "batching dims are not evaluated");
  ArrayRef<int64_t> offsetDims = *op.getOffsetDims(), collapsed = *op.getCollapsedSliceDims();
  ArrayRef<int64_t> indexMap = *op.getStartIndexMap(), sliceSizes = *op.getSliceSizes();
  const std::int64_t vectorDim = *op.getIndexVectorDim();
  const Shape ixStrides = stridesOf(index.shape);
  // The input dims a result's offset dims walk, in order.
  std::vector<std::int64_t> kept;
  for (std::int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(collapsed, d)) kept.push_back(d);
  forEachIndex(out, [&](std::int64_t i, const Shape& idx) {
    // The batch position in the index (all its dims but index_vector_dim).
    Shape batch;
    std::vector<std::int64_t> position(static_cast<std::size_t>(rank), 0);
    std::size_t nextKept = 0;
    for (std::size_t k = 0; k < idx.size(); ++k) {
      if (llvm::is_contained(offsetDims, static_cast<std::int64_t>(k)))
        position[static_cast<std::size_t>(kept[nextKept++])] = idx[k];
      else
        batch.push_back(idx[k]);
    }
    for (std::size_t m = 0; m < indexMap.size(); ++m) {
      std::int64_t at = 0;
      std::size_t nextBatch = 0;
      for (std::size_t k = 0; k < index.shape.size(); ++k)
        at += (static_cast<std::int64_t>(k) == vectorDim ? static_cast<std::int64_t>(m) : batch[nextBatch++]) *
              ixStrides[k];
      const auto d = static_cast<std::size_t>(indexMap[m]);
      const auto start = static_cast<std::int64_t>(index.values[static_cast<std::size_t>(at)]);
      position[d] += std::clamp<std::int64_t>(start, 0, input.shape[d] - sliceSizes[d]);
    }
    std::int64_t at = 0;
    for (std::size_t d = 0; d < position.size(); ++d) at += position[d] * inStrides[d];
    r.values[static_cast<std::size_t>(i)] = input.values[static_cast<std::size_t>(at)];
  });
  return r;
}

// split_query_key_value_and_split_heads: q, k, v as [B, heads, S, D] slices of the
// last dim (q first; with a kv input, k and v from it), k as [B, nkv, D, S] when
// transpose_key.
std::vector<RefTensor> splitHeadsOf(tt::ttir::SplitQueryKeyValueAndSplitHeadsOp op,
                                    const llvm::DenseMap<Value, RefTensor>& env) {
  auto at = [&](Value v) -> const RefTensor& {
    auto it = env.find(v);
    if (it == env.end()) fail(op, "an operand has no value");
    return it->second;
  };
  const RefTensor& x = at(op.getInputTensor());
  const RefTensor* kv = op.getKvInputTensor() ? &at(op.getKvInputTensor()) : nullptr;
  if (x.shape.size() != 3) fail(op, "an input that is not [B, S, hidden]");
  const std::int64_t heads = op.getNumHeads();
  const std::int64_t kvHeads = op.getNumKvHeads() ? static_cast<std::int64_t>(*op.getNumKvHeads()) : heads;
  const std::int64_t batch = x.shape[0], seq = x.shape[1];
  const std::int64_t qd = kv ? x.shape[2] / heads : x.shape[2] / (heads + 2 * kvHeads);
  const std::int64_t kd = kv ? kv->shape[2] / (2 * kvHeads) : qd;
  // Heads of width `width` starting at column `from` of `src`: [B, n, S, width].
  auto heads4 = [&](const RefTensor& src, std::int64_t from, std::int64_t n, std::int64_t width,
                    bool transposed) {
    const std::int64_t hidden = src.shape[2];
    RefTensor r{transposed ? Shape{batch, n, width, seq} : Shape{batch, n, seq, width},
                std::vector<double>(static_cast<std::size_t>(batch * n * seq * width))};
    for (std::int64_t b = 0; b < batch; ++b)
      for (std::int64_t h = 0; h < n; ++h)
        for (std::int64_t s = 0; s < seq; ++s)
          for (std::int64_t e = 0; e < width; ++e) {
            const std::int64_t to = transposed ? ((b * n + h) * width + e) * seq + s
                                               : ((b * n + h) * seq + s) * width + e;
            r.values[static_cast<std::size_t>(to)] =
                src.values[static_cast<std::size_t>((b * seq + s) * hidden + from + h * width + e)];
          }
    return r;
  };
  const RefTensor& kvSource = kv ? *kv : x;
  const std::int64_t kFrom = kv ? 0 : heads * qd;
  return {heads4(x, 0, heads, qd, false),
          heads4(kvSource, kFrom, kvHeads, kd, op.getTransposeKey()),
          heads4(kvSource, kFrom + kvHeads * kd, kvHeads, kd, false)};
}

// max_pool2d and avg_pool2d on NHWC (or tt-mlir's flattened rows, read as NHWC):
// max over the window's taps inside the input; the mean with PyTorch's divisor, the
// taps inside the padded input (count_include_pad) or inside the input.
RefTensor pool2dOf(Operation* op, const RefTensor& x) {
  const auto extents = strata::compiler::poolExtents(op);
  if (!extents) fail(op, "pool shapes that do not fit");
  auto average = dyn_cast<tt::ttir::AvgPool2dOp>(op);
  const Shape out(extents->second.begin(), extents->second.end());
  const Shape xShape(extents->first.begin(), extents->first.end());
  const auto kernel = windowPair(op, op->getAttr("kernel"), "kernel");
  const auto stride = windowPair(op, op->getAttr("stride"), "stride");
  const auto dilation = windowPair(op, op->getAttr("dilation"), "dilation");
  const auto [padTop, padLeft] = paddingOrigin(op, op->getAttr("padding"));
  std::array<std::int64_t, 2> padEnd = {padTop, padLeft};
  if (auto list = dyn_cast<DenseI32ArrayAttr>(op->getAttr("padding")); list && list.size() == 4)
    padEnd = {list[2], list[3]};
  const bool includePad = average && average.getCountIncludePad();
  const std::int64_t n = xShape[0], h = xShape[1], w = xShape[2], c = xShape[3];
  RefTensor r{shapeOf(op->getResult(0)),
              std::vector<double>(static_cast<std::size_t>(volume(out)), average ? 0.0 : -INFINITY)};
  for (std::int64_t b = 0; b < n; ++b)
    for (std::int64_t i = 0; i < out[1]; ++i)
      for (std::int64_t j = 0; j < out[2]; ++j) {
        double* o = &r.values[static_cast<std::size_t>(((b * out[1] + i) * out[2] + j) * c)];
        double count = 0;
        for (std::int64_t a = 0; a < kernel[0]; ++a) {
          const std::int64_t ii = i * stride[0] - padTop + a * dilation[0];
          for (std::int64_t e = 0; e < kernel[1]; ++e) {
            const std::int64_t jj = j * stride[1] - padLeft + e * dilation[1];
            const bool inside = ii >= 0 && ii < h && jj >= 0 && jj < w;
            if (inside || (includePad && ii < h + padEnd[0] && jj < w + padEnd[1])) count += 1;
            if (!inside) continue;
            const double* v = &x.values[static_cast<std::size_t>(((b * h + ii) * w + jj) * c)];
            for (std::int64_t ch = 0; ch < c; ++ch) o[ch] = average ? o[ch] + v[ch] : std::max(o[ch], v[ch]);
          }
        }
        if (average)
          for (std::int64_t ch = 0; ch < c; ++ch) o[ch] /= count;
      }
  return r;
}

// Direct convolution in float64, on the dims the op names.
RefTensor conv2dOf(Operation* op, OperandValue in, const Shape& out) {
  auto conv = cast<tt::ttir::Conv2dOp>(op);
  const auto outSize = static_cast<std::size_t>(volume(out));
  const RefTensor &x = in(0), &w = in(1);
  const RefTensor* bias = conv.getBias() ? &in(2) : nullptr;
  const std::array<std::int64_t, 4> dims = {
      static_cast<std::int64_t>(conv.getBatchDim()), static_cast<std::int64_t>(conv.getHeightDim()),
      static_cast<std::int64_t>(conv.getWidthDim()), static_cast<std::int64_t>(conv.getChannelDim())};
  for (std::int64_t d : dims)
    if (d < 0 || d > 3) fail(op, "batch, height, width and channel dims must be 0..3");
  const auto stride = windowPair(op, conv.getStride(), "stride");
  const auto dilation = windowPair(op, conv.getDilation(), "dilation");
  const auto [padTop, padLeft] = paddingOrigin(op, conv.getPadding());
  auto dimOf = [&](const Shape& s, int k) { return s[static_cast<std::size_t>(dims[static_cast<std::size_t>(k)])]; };
  const std::int64_t n = dimOf(x.shape, 0), h = dimOf(x.shape, 1), wd = dimOf(x.shape, 2), c = dimOf(x.shape, 3);
  const std::int64_t oh = dimOf(out, 1), ow = dimOf(out, 2), o = dimOf(out, 3);
  const std::int64_t kh = w.shape[2], kw = w.shape[3], cpg = w.shape[1];
  const std::int64_t groups = conv.getGroups(), opg = o / groups;
  const Shape xs = stridesOf(x.shape), ys = stridesOf(out);
  auto at = [&](const Shape& strides, std::int64_t b, std::int64_t i, std::int64_t j, std::int64_t ch) {
    return b * strides[static_cast<std::size_t>(dims[0])] + i * strides[static_cast<std::size_t>(dims[1])] +
           j * strides[static_cast<std::size_t>(dims[2])] + ch * strides[static_cast<std::size_t>(dims[3])];
  };
  if (cpg * groups != c) fail(op, "weight channels times groups differ from the input's");
  RefTensor r{out, std::vector<double>(outSize)};
  for (std::int64_t b = 0; b < n; ++b)
    for (std::int64_t i = 0; i < oh; ++i)
      for (std::int64_t j = 0; j < ow; ++j)
        for (std::int64_t oc = 0; oc < o; ++oc) {
          const std::int64_t g = oc / opg;
          double acc = bias ? bias->values[static_cast<std::size_t>(oc % static_cast<std::int64_t>(bias->values.size()))] : 0.0;
          for (std::int64_t a = 0; a < kh; ++a) {
            const std::int64_t ii = i * stride[0] - padTop + a * dilation[0];
            if (ii < 0 || ii >= h) continue;
            for (std::int64_t e = 0; e < kw; ++e) {
              const std::int64_t jj = j * stride[1] - padLeft + e * dilation[1];
              if (jj < 0 || jj >= wd) continue;
              const double* wp = w.values.data() + ((oc * cpg) * kh + a) * kw + e;
              for (std::int64_t ci = 0; ci < cpg; ++ci)
                acc += x.values[static_cast<std::size_t>(at(xs, b, ii, jj, g * cpg + ci))] * wp[ci * kh * kw];
            }
          }
          r.values[static_cast<std::size_t>(at(ys, b, i, j, oc))] = acc;
        }
  return r;
}

// NHWC; each input element scatters x * w[c, o, kh, kw] to output row
// ih * stride - pad + kh * dilation (and likewise for columns), per group.
RefTensor convTranspose2dOf(Operation* op, OperandValue in, const Shape& out) {
  auto conv = cast<tt::ttir::ConvTranspose2dOp>(op);
  const auto outSize = static_cast<std::size_t>(volume(out));
  const RefTensor &x = in(0), &w = in(1);
  const auto stride = windowPair(op, conv.getStride(), "stride");
  const auto dilation = windowPair(op, conv.getDilation(), "dilation");
  const auto [padTop, padLeft] = paddingOrigin(op, conv.getPadding());
  const std::int64_t n = x.shape[0], h = x.shape[1], wd = x.shape[2], c = x.shape[3];
  const std::int64_t groups = conv.getGroups(), perGroupOut = w.shape[1];
  const std::int64_t kh = w.shape[2], kw = w.shape[3], oc = out[3];
  if (groups <= 0 || c % groups != 0 || perGroupOut * groups != oc) fail(op, "channels that do not split into the groups");
  RefTensor r{out, std::vector<double>(outSize, 0.0)};
  for (std::int64_t b = 0; b < n; ++b)
    for (std::int64_t i = 0; i < h; ++i)
      for (std::int64_t j = 0; j < wd; ++j)
        for (std::int64_t ch = 0; ch < c; ++ch) {
          const double xv = x.values[static_cast<std::size_t>(((b * h + i) * wd + j) * c + ch)];
          const std::int64_t g = ch / (c / groups);
          for (std::int64_t a = 0; a < kh; ++a) {
            const std::int64_t oi = i * stride[0] - padTop + a * dilation[0];
            if (oi < 0 || oi >= out[1]) continue;
            for (std::int64_t e = 0; e < kw; ++e) {
              const std::int64_t oj = j * stride[1] - padLeft + e * dilation[1];
              if (oj < 0 || oj >= out[2]) continue;
              for (std::int64_t o = 0; o < perGroupOut; ++o)
                r.values[static_cast<std::size_t>(((b * out[1] + oi) * out[2] + oj) * oc + g * perGroupOut + o)] +=
                    xv * w.values[static_cast<std::size_t>(((ch * perGroupOut + o) * kh + a) * kw + e)];
            }
          }
        }
  if (conv.getBias()) {
    const RefTensor& bias = in(2);
    for (std::size_t i = 0; i < outSize; ++i) r.values[i] += bias.values[i % static_cast<std::size_t>(oc)];
  }
  return r;
}

// result = input; then, in row-major order over the index, the source element
// goes to the index's position with `dim` replaced by the index value, reduced
// by scatter_reduce_type (invalid: the last write wins).
RefTensor scatterOf(Operation* op, OperandValue in, const Shape& out) {
  auto scatter = cast<tt::ttir::ScatterOp>(op);
  RefTensor r = in(0);
  const RefTensor &index = in(1), &source = in(2);
  std::string reduce;
  llvm::raw_string_ostream os(reduce);
  scatter.getScatterReduceType().print(os);
  // I32Attr reads back unsigned: -1 is 2^32 - 1 until it is an int32 again.
  const auto dim = static_cast<std::size_t>(
      normDim(static_cast<std::int32_t>(scatter.getDim()), r.shape.size()));
  if (dim >= r.shape.size()) fail(op, "a dim outside the input");
  const Shape strides = stridesOf(r.shape), srcStrides = stridesOf(source.shape);
  forEachIndex(index.shape, [&](std::int64_t i, const Shape& idx) {
    const std::int64_t to = indexIn(op, index.values[static_cast<std::size_t>(i)], r.shape[dim], "the input's dim");
    std::int64_t at = 0, from = 0;
    for (std::size_t k = 0; k < idx.size(); ++k) {
      at += (k == dim ? to : idx[k]) * strides[k];
      from += idx[k] * srcStrides[k];
    }
    double& target = r.values[static_cast<std::size_t>(at)];
    const double v = source.values[static_cast<std::size_t>(from)];
    if (StringRef(reduce).contains("<sum>")) target += v;
    else if (StringRef(reduce).contains("<prod>")) target *= v;
    else if (StringRef(reduce).contains("<max>")) target = std::max(target, v);
    else if (StringRef(reduce).contains("<min>")) target = std::min(target, v);
    else target = v;
  });
  return r;
}

// softmax(q k^T * scale + mask) v; kv heads shared by H / Hkv query heads;
// causal: key j is seen by query i when j <= i + (Sk - Sq).
RefTensor attentionOf(Operation* op, OperandValue in, const Shape& out) {
  auto sdpa = cast<tt::ttir::ScaledDotProductAttentionOp>(op);
  const auto outSize = static_cast<std::size_t>(volume(out));
  const RefTensor &q = in(0), &k = in(1), &v = in(2);
  if (q.shape.size() != 4 || k.shape.size() != 4) fail(op, "operands that are not [B, H, S, D]");
  const std::int64_t batch = q.shape[0], heads = q.shape[1], sq = q.shape[2], d = q.shape[3];
  const std::int64_t kvHeads = k.shape[1], sk = k.shape[2];
  if (kvHeads == 0 || heads % kvHeads != 0) fail(op, "kv heads that do not divide the query heads");
  const double scale = sdpa.getScale() ? static_cast<double>(sdpa.getScale()->convertToFloat())
                                       : 1 / std::sqrt(static_cast<double>(d));
  std::optional<RefTensor> mask;
  if (sdpa.getAttentionMask()) mask = broadcastTo(in(3), Shape{batch, heads, sq, sk});
  RefTensor r{out, std::vector<double>(outSize, 0.0)};
  std::vector<double> row(static_cast<std::size_t>(sk));
  for (std::int64_t b = 0; b < batch; ++b)
    for (std::int64_t h = 0; h < heads; ++h) {
      const std::int64_t kh = h / (heads / kvHeads);
      for (std::int64_t i = 0; i < sq; ++i) {
        const double* qi = &q.values[static_cast<std::size_t>(((b * heads + h) * sq + i) * d)];
        double largest = -INFINITY;
        for (std::int64_t j = 0; j < sk; ++j) {
          const double* kj = &k.values[static_cast<std::size_t>(((b * kvHeads + kh) * sk + j) * d)];
          double dot = 0;
          for (std::int64_t e = 0; e < d; ++e) dot += qi[e] * kj[e];
          double score = dot * scale;
          if (mask) score += mask->values[static_cast<std::size_t>(((b * heads + h) * sq + i) * sk + j)];
          if (sdpa.getIsCausal() && j > i + (sk - sq)) score = -INFINITY;
          row[static_cast<std::size_t>(j)] = score;
          largest = std::max(largest, score);
        }
        double total = 0;
        for (double& x : row) total += (x = std::exp(x - largest));
        double* oi = &r.values[static_cast<std::size_t>(((b * heads + h) * sq + i) * d)];
        for (std::int64_t j = 0; j < sk; ++j) {
          const double p = row[static_cast<std::size_t>(j)] / total;
          const double* vj = &v.values[static_cast<std::size_t>(((b * kvHeads + kh) * sk + j) * d)];
          for (std::int64_t e = 0; e < d; ++e) oi[e] += p * vj[e];
        }
      }
    }
  return r;
}

// [N, H, W, C] -> [N, H*sh, W*sw, C]: nearest repeats, bilinear interpolates at
// half-pixel centres (PyTorch's align_corners=false), edges clamped.
RefTensor upsample2dOf(Operation* op, OperandValue in, const Shape& out) {
  auto upsample = cast<tt::ttir::Upsample2dOp>(op);
  const auto outSize = static_cast<std::size_t>(volume(out));
  const RefTensor& x = in(0);
  if (x.shape.size() != 4 || out.size() != 4) fail(op, "an input that is not [N, H, W, C]");
  const std::int64_t n = x.shape[0], ih = x.shape[1], iw = x.shape[2], c = x.shape[3];
  const std::int64_t oh = out[1], ow = out[2];
  const bool nearest = upsample.getMode() == "nearest";
  if (!nearest && upsample.getMode() != "bilinear") fail(op, "a mode other than nearest or bilinear");
  RefTensor r{out, std::vector<double>(outSize)};
  auto at = [&](std::int64_t b, std::int64_t h, std::int64_t w, std::int64_t k) {
    return x.values[static_cast<std::size_t>(((b * ih + h) * iw + w) * c + k)];
  };
  // Source position of output index o along a dim scaled by in -> out.
  auto source = [](std::int64_t o, std::int64_t inSize, std::int64_t outSize) {
    const double scale = static_cast<double>(inSize) / static_cast<double>(outSize);
    const double s = std::max(0.0, (static_cast<double>(o) + 0.5) * scale - 0.5);
    const auto lo = std::min(static_cast<std::int64_t>(s), inSize - 1);
    return std::tuple{lo, std::min(lo + 1, inSize - 1), s - static_cast<double>(lo)};
  };
  std::size_t next = 0;
  for (std::int64_t b = 0; b < n; ++b)
    for (std::int64_t h = 0; h < oh; ++h) {
      const auto [h0, h1, fh] = source(h, ih, oh);
      for (std::int64_t w = 0; w < ow; ++w) {
        const auto [w0, w1, fw] = source(w, iw, ow);
        for (std::int64_t k = 0; k < c; ++k)
          r.values[next++] =
              nearest ? at(b, h * ih / oh, w * iw / ow, k)
                      : (1 - fh) * ((1 - fw) * at(b, h0, w0, k) + fw * at(b, h0, w1, k)) +
                            fh * ((1 - fw) * at(b, h1, w0, k) + fw * at(b, h1, w1, k));
      }
    }
  return r;
}

}  // namespace strata::compiler::ref
