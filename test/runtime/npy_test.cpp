// .npy files: what NumPy writes reads back exactly; malformed files are errors that
// name the file and the problem.

#include "strata/runtime/npy.hpp"

#include "strata/support/error.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

namespace strata::runtime {
namespace {

std::string tempPath(const std::string& name) {
  return (std::filesystem::temp_directory_path() / (std::to_string(::getpid()) + "_" + name)).string();
}

std::string readError(const std::string& path) {
  try {
    readNpy(path, device::DataType::Float32);
  } catch (const Error& e) {
    return e.what();
  }
  return "no error";
}

void writeBytes(const std::string& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary) << bytes;
}

// A version-1 header for `dict`, padded as NumPy pads it.
std::string header(std::string dict) {
  const std::size_t unpadded = 10 + dict.size() + 1;
  dict.append((64 - unpadded % 64) % 64, ' ');
  dict.push_back('\n');
  std::string h = "\x93NUMPY\x01";
  h.push_back('\0');
  h.push_back(static_cast<char>(dict.size() & 0xff));
  h.push_back(static_cast<char>(dict.size() >> 8));
  return h + dict;
}

TEST(Npy, RoundTripsFloat32Exactly) {
  HostTensor t;
  t.shape = {2, 3, 4};
  t.dtype = device::DataType::Float32;
  for (int i = 0; i < 24; ++i) t.values.push_back(i * 0.25 - 3);
  const std::string path = tempPath("rt.npy");
  writeNpy(path, t);
  const HostTensor back = readNpy(path, device::DataType::Float32);
  EXPECT_EQ(back.shape, t.shape);
  EXPECT_EQ(back.values, t.values);
  // The header is NumPy's: 64-byte aligned, shape as a tuple with spaces.
  std::ifstream in(path, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), {});
  EXPECT_EQ((bytes.size() - 24 * 4) % 64, 0u);
  EXPECT_NE(bytes.find("'shape': (2, 3, 4)"), std::string::npos);
  std::remove(path.c_str());
}

TEST(Npy, ReadsFloat64AndRank1) {
  const std::string path = tempPath("f8.npy");
  std::string data;
  for (double v : {1.5, -2.0, 3.25}) data.append(reinterpret_cast<const char*>(&v), 8);
  writeBytes(path, header("{'descr': '<f8', 'fortran_order': False, 'shape': (3,), }") + data);
  const HostTensor t = readNpy(path, device::DataType::BFloat16);
  EXPECT_EQ(t.shape, (Shape{3}));
  EXPECT_EQ(t.dtype, device::DataType::BFloat16);
  EXPECT_EQ(t.values, (std::vector<double>{1.5, -2.0, 3.25}));
  std::remove(path.c_str());
}

TEST(Npy, MalformedFilesNameTheProblem) {
  const std::string path = tempPath("bad.npy");
  writeBytes(path, "PK\x03\x04 a zip file");
  EXPECT_NE(readError(path).find("missing the \\x93NUMPY magic"), std::string::npos);
  writeBytes(path, header("{'descr': '<i4', 'fortran_order': False, 'shape': (2,), }") + "12345678");
  EXPECT_NE(readError(path).find("dtype '<i4'"), std::string::npos);
  writeBytes(path, header("{'descr': '<f4', 'fortran_order': True, 'shape': (2, 2), }") + std::string(16, '\0'));
  EXPECT_NE(readError(path).find("Fortran order"), std::string::npos);
  writeBytes(path, header("{'descr': '<f4', 'fortran_order': False, 'shape': (4, 4), }") + std::string(60, '\0'));
  EXPECT_NE(readError(path).find("needs 64 B of data but the file holds 60 B"), std::string::npos);
  writeBytes(path, header("{'descr': '<f4', 'fortran_order': False, 'shape': (0, 4), }"));
  EXPECT_NE(readError(path).find("a zero-sized dimension"), std::string::npos);
  writeBytes(path, header("{'descr': '<f4', 'fortran_order': False, 'shape': (1, 1, 1, 1, 1, 1, 1), }") + std::string(4, '\0'));
  EXPECT_NE(readError(path).find("rank 1 to 6 is read"), std::string::npos);
  writeBytes(path, header("{'descr': '<f4', 'fortran_order': False, 'shape': (900000000, 900000000, 900000000), }"));
  EXPECT_NE(readError(path).find("shape volume overflows"), std::string::npos);
  std::remove(path.c_str());
  EXPECT_NE(readError(tempPath("missing.npy")).find("no such .npy file"), std::string::npos);
  EXPECT_NE(readError(std::filesystem::temp_directory_path().string()).find("not a regular file"),
            std::string::npos);
}

// The header is read as NumPy reads it or refused: never a guess that reads another
// array than NumPy would.
TEST(Npy, HeadersNumPyWouldReadDifferentlyAreRefused) {
  const std::string path = tempPath("strict.npy");
  const auto error = [&](const std::string& dict, std::size_t data_bytes) {
    writeBytes(path, header(dict) + std::string(data_bytes, '\0'));
    return readError(path);
  };
  EXPECT_NE(error("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 2), 'shape': (4,), }", 16)
                .find("header key 'shape' appears twice"),
            std::string::npos);
  EXPECT_NE(error("{'descr': '<f4', 'fortran_order': False, 'shape': (0x40, 128), }", 0)
                .find("shape entry '0x40' is not a decimal integer"),
            std::string::npos);
  EXPECT_NE(error("{'descr': '<f4', 'fortran_order': False, 'shape': (64.0, 128), }", 0)
                .find("shape entry '64.0' is not a decimal integer"),
            std::string::npos);
  EXPECT_NE(error("{'descr': '<c8', 'fortran_order': False, 'shape': (2,), }", 16)
                .find("dtype '<c8' (float32 '<f4' or float64 '<f8' are read; convert complex"),
            std::string::npos);
  EXPECT_NE(error("{'descr': '>f4', 'fortran_order': False, 'shape': (2,), }", 8).find("dtype '>f4'"),
            std::string::npos);
  EXPECT_NE(error("{'descr': '<f4', 'fortran_order': False, 'shape': (2,), 'extra': 1, }", 8)
                .find("header key 'extra' (only 'descr', 'fortran_order' and 'shape' are read)"),
            std::string::npos);
  EXPECT_NE(error("{'descr': '<f4', 'shape': (2,), }", 8).find("header has no 'fortran_order'"),
            std::string::npos);
  EXPECT_NE(error("{'descr': '<f4', 'fortran_order': 0, 'shape': (2,), }", 8)
                .find("fortran_order must be True or False"),
            std::string::npos);
  EXPECT_NE(error("{'descr': '<f4', 'fortran_order': False, 'shape': (0, 4), }", 0)
                .find("shape (0, 4) has a zero-sized dimension"),
            std::string::npos);
  // Whitespace and key order as other writers produce them still read.
  writeBytes(path, header("{\"shape\":(2,),\"fortran_order\":False,\"descr\":\"<f4\"}") + std::string(8, '\0'));
  EXPECT_EQ(readNpy(path, device::DataType::Float32).shape, (Shape{2}));
  std::remove(path.c_str());
}

}  // namespace
}  // namespace strata::runtime
