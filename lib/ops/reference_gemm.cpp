// The float64 GEMM of the host references (matmul, sparse_matmul, matmul's streamed
// check): OpenBLAS's dgemm. docs/PERFORMANCE.md, "Matmul throughput (reference and
// simulated device)", has the figures, why OpenBLAS (over Eigen) and why one thread.

#include "strata/ops/reference.hpp"

#include <cblas.h>

#include <climits>
#include <mutex>

// Every OpenBLAS variant (serial, pthread, OpenMP) exports it; declared here so that a
// netlib cblas.h picked by Debian's alternatives still compiles.
extern "C" void openblas_set_num_threads(int num_threads);

namespace strata::ops {

namespace {

// One thread: OpenBLAS splits a GEMM among its threads differently for different thread
// counts, and the split changes the bits of some results (measured: 7x300x5000 on 1 vs
// 2 threads), so a reference computed on an 8-core machine would not equal the one
// computed on a 2-core machine. The checks, the CLI and the tests also run beside the
// simulator and beside each other (ctest -j), where more BLAS threads only compete.
// One core of this class of machine does 36-57 GFLOP/s in it.
void useOneThread() {
  static std::once_flag once;
  std::call_once(once, [] { openblas_set_num_threads(1); });
}

bool fitsBlasInt(std::uint64_t v) { return v <= static_cast<std::uint64_t>(INT_MAX); }

}  // namespace

void refGemm(const double* a, std::uint64_t lda, const double* b, std::uint64_t ldb, double* c,
             std::uint64_t ldc, std::uint64_t m, std::uint64_t k, std::uint64_t n,
             bool accumulate) {
  if (m == 0 || n == 0) return;
  if (k == 0 || !fitsBlasInt(m) || !fitsBlasInt(k) || !fitsBlasInt(n) || !fitsBlasInt(lda) ||
      !fitsBlasInt(ldb) || !fitsBlasInt(ldc)) {
    // Nothing to multiply, or beyond BLAS's 32-bit dimensions: the plain loop.
    for (std::uint64_t i = 0; i < m; ++i)
      for (std::uint64_t j = 0; j < n; ++j) {
        double acc = accumulate ? c[i * ldc + j] : 0.0;
        for (std::uint64_t q = 0; q < k; ++q) acc += a[i * lda + q] * b[q * ldb + j];
        c[i * ldc + j] = acc;
      }
    return;
  }
  useOneThread();
  cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, static_cast<int>(m), static_cast<int>(n),
              static_cast<int>(k), 1.0, a, static_cast<int>(lda), b, static_cast<int>(ldb),
              accumulate ? 1.0 : 0.0, c, static_cast<int>(ldc));
}

void refGemmTransposedB(const double* a, const double* b, double* c, std::uint64_t m,
                        std::uint64_t k, std::uint64_t n) {
  if (m == 0 || n == 0) return;
  if (k == 0 || !fitsBlasInt(m) || !fitsBlasInt(k) || !fitsBlasInt(n)) {
    for (std::uint64_t i = 0; i < m; ++i)
      for (std::uint64_t j = 0; j < n; ++j) {
        double acc = 0.0;
        for (std::uint64_t q = 0; q < k; ++q) acc += a[i * k + q] * b[j * k + q];
        c[i * n + j] = acc;
      }
    return;
  }
  useOneThread();
  cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasTrans, static_cast<int>(m), static_cast<int>(n),
              static_cast<int>(k), 1.0, a, static_cast<int>(k), b, static_cast<int>(k), 0.0, c,
              static_cast<int>(n));
}

void refGemm(const double* a, const double* b, double* c, std::uint64_t m, std::uint64_t k,
             std::uint64_t n) {
  refGemm(a, k, b, n, c, n, m, k, n, false);
}

}  // namespace strata::ops
