#pragma once
// Host references in double precision: the values every device op is checked against.
// Tensors here are logical (no padding), row-major.

#include "strata/ops/tensor_desc.hpp"

#include <cstdint>
#include <span>
#include <vector>

namespace strata::ops {

struct HostTensor {
  Shape shape;
  std::vector<double> data;  // shape.volume() values, row-major
  // The device dtype the values were read from (integer ops read bit patterns by it).
  DataType dtype = DataType::Float32;

  HostTensor() = default;
  explicit HostTensor(const Shape& s, double fill = 0) : shape(s), data(s.volume(), fill) {}
  // Element (batch, row, col) of the 2-D view [batch][secondLast][last].
  double at(std::uint64_t b, std::uint64_t r, std::uint64_t c) const {
    return data[(b * shape.secondLast() + r) * shape.last() + c];
  }
  double& at(std::uint64_t b, std::uint64_t r, std::uint64_t c) {
    return data[(b * shape.secondLast() + r) * shape.last() + c];
  }
};

// Special functions (double precision, accurate to ~1e-12 on the test domains).
double refLgamma(double x);
double refDigamma(double x);
// The decomposition polygamma uses (ttnn's): (-1)^(n+1) n! * sum_{k=0..10} 1/(x+k)^(n+1).
double refPolygammaSeries(double x, int n);
// ln Gamma_4(x) = 3 ln(pi) + sum_{j=0..3} lgamma(x - j/2).
double refMultigammaln4(double x);
double refGelu(double x);  // exact (erf) form
// Inverse error function: erf(refErfinv(y)) == y to ~1e-15 on (-1, 1); +-inf at +-1,
// NaN outside [-1, 1].
double refErfinv(double y);

// Element-wise application with broadcasting of b (same shape, scalar for all or per
// batch, row or column).
HostTensor refMap(const HostTensor& a, double (*fn)(double, const double*), const double* params);
HostTensor refZip(const HostTensor& a, const HostTensor& b, double (*fn)(double, double));
HostTensor refWhere(const HostTensor& c, const HostTensor& a, const HostTensor& b);
// Reductions over the last dim: result [..., H, 1].
enum class RefReduce : std::uint8_t { Sum, Mean, Max, Min, Prod };
HostTensor refReduceLast(const HostTensor& x, RefReduce kind);
// ... and over the last two dims: result [..., 1, 1].
HostTensor refReduceLastTwo(const HostTensor& x, RefReduce kind);
// Broadcast value of b for output element (batch, row, col) of shape `out`.
double broadcastAt(const HostTensor& b, const Shape& out, std::uint64_t batch, std::uint64_t row,
                   std::uint64_t col);

// C = A B in float64, row-major and dense: A is m x k, B k x n, C m x n (every element
// of C written). OpenBLAS's dgemm on one thread, so the bits do not depend on the
// machine's core count; the summation order is the BLAS kernel's, not k-ascending, which
// moves results by a few ulp of the sum of |products| (reference_gemm.cpp).
void refGemm(const double* a, const double* b, double* c, std::uint64_t m, std::uint64_t k,
             std::uint64_t n);
// C = A B^T with B stored n x k (row j of B is column j of the product's right operand).
void refGemmTransposedB(const double* a, const double* b, double* c, std::uint64_t m,
                        std::uint64_t k, std::uint64_t n);
// The same on sub-matrices: row i of A starts at a + i * lda (B: ldb, C: ldc), and with
// `accumulate` C += A B (a K-panel at a time: matmul's check streams b, check.cpp).
void refGemm(const double* a, std::uint64_t lda, const double* b, std::uint64_t ldb, double* c,
             std::uint64_t ldc, std::uint64_t m, std::uint64_t k, std::uint64_t n,
             bool accumulate);

// Data movement (reference_movement.cpp), written directly from each op's definition
// (ttnn / torch semantics); parameters are already validated and normalized (dims in
// [0, rank), begins / ends in range).
HostTensor refReshape(const HostTensor& x, const Shape& shape);
HostTensor refPermute(const HostTensor& x, std::span<const int> permutation);
HostTensor refConcat(std::span<const HostTensor> inputs, int dim);
HostTensor refSlice(const HostTensor& x, std::span<const std::int64_t> begins,
                    std::span<const std::int64_t> ends, std::span<const std::int64_t> step);
HostTensor refRepeat(const HostTensor& x, std::span<const std::int64_t> repeats);
HostTensor refScan(const HostTensor& x, int dim, bool product);
HostTensor refPad(const HostTensor& x, std::span<const std::int64_t> padding, double value);
HostTensor refRepeatInterleave(const HostTensor& x, std::uint32_t repeats, int dim);

}  // namespace strata::ops
