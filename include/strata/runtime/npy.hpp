#pragma once
// NumPy's .npy format (version 1.0-3.0), the tensor file format this ecosystem
// exchanges: read into a HostTensor, write a HostTensor as float32. Supported on read:
// little-endian float32 ('<f4') and float64 ('<f8'), C order, shapes of rank 1..6.
// NumPy has no bfloat16: bf16 tensors are read from and written as float32.

#include "strata/runtime/tensor.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace strata::runtime {

// Throws strata::Error (ParseError / InvalidArgument / NotFound) naming the file and
// what is wrong (magic, header, dtype, order, shape, truncated data). `dtype` is the
// HostTensor's dtype to convert the values to.
HostTensor readNpy(const std::string& path, device::DataType dtype);

// Writes `tensor` as a C-order float32 .npy file (via a temporary file renamed into
// place, so a failed write leaves no partial file).
void writeNpy(const std::string& path, const HostTensor& tensor);

// The same from a source read a few rows at a time (a row: the last dim's values;
// `read(first, count)` returns count rows), so a large result on the device reaches
// the file without a whole float64 copy on the host.
using RowReader = std::function<std::vector<double>(std::uint64_t first, std::uint64_t count)>;
void writeNpy(const std::string& path, const Shape& shape, const RowReader& read);
// A host tensor's rows (the reader refers to `tensor`, which must outlive it).
RowReader rowsOf(const HostTensor& tensor);

}  // namespace strata::runtime
