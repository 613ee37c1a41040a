// .npy reading and writing. The header is a Python dict literal; only the three keys
// NumPy writes are read, and anything else is an error that names the file.

#include "strata/runtime/npy.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <bit>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <regex>

namespace strata::runtime {
namespace {

constexpr char kMagic[] = "\x93NUMPY";
constexpr std::uint64_t kMaxHeaderBytes = 1 << 16;

[[noreturn]] void bad(const std::string& path, const std::string& what) {
  throw Error(ErrorKind::ParseError,
              fmt::format("{}: not a readable .npy tensor: {}; save it with numpy.save "
                          "(float32, C order)",
                          path, what),
              {Error::str("file", path)});
}

std::string headerValue(const std::string& header, const std::string& key,
                        const std::string& path) {
  // 'key': value  — value up to the next top-level comma or closing brace.
  const std::regex re("['\"]" + key + "['\"]\\s*:\\s*(\\([^)]*\\)|'[^']*'|\"[^\"]*\"|\\w+)");
  std::smatch match;
  if (!std::regex_search(header, match, re)) bad(path, "header has no '" + key + "'");
  return match[1].str();
}

}  // namespace

HostTensor readNpy(const std::string& path, device::DataType dtype) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec))
    throw Error(ErrorKind::NotFound, fmt::format("{}: no such .npy file (or not a regular file)", path),
                {Error::str("file", path)});
  std::ifstream in(path, std::ios::binary);
  char magic[8] = {};
  if (!in.read(magic, 8) || std::memcmp(magic, kMagic, 6) != 0) bad(path, "missing the \\x93NUMPY magic");
  const int major = static_cast<unsigned char>(magic[6]);
  std::uint64_t header_len = 0;
  if (major == 1) {
    unsigned char b[2];
    if (!in.read(reinterpret_cast<char*>(b), 2)) bad(path, "truncated header length");
    header_len = b[0] | (b[1] << 8);
  } else if (major == 2 || major == 3) {
    unsigned char b[4];
    if (!in.read(reinterpret_cast<char*>(b), 4)) bad(path, "truncated header length");
    header_len = b[0] | (b[1] << 8) | (b[2] << 16) | (std::uint64_t(b[3]) << 24);
  } else {
    bad(path, fmt::format("format version {} (1, 2 and 3 are read)", major));
  }
  if (header_len > kMaxHeaderBytes) bad(path, fmt::format("header of {} B is implausibly long", header_len));
  std::string header(header_len, '\0');
  if (!in.read(header.data(), static_cast<std::streamsize>(header_len))) bad(path, "truncated header");

  const std::string descr = headerValue(header, "descr", path);
  const std::string order = headerValue(header, "fortran_order", path);
  const std::string shape_text = headerValue(header, "shape", path);
  std::size_t element_bytes = 0;
  if (descr == "'<f4'" || descr == "\"<f4\"")
    element_bytes = 4;
  else if (descr == "'<f8'" || descr == "\"<f8\"")
    element_bytes = 8;
  else
    bad(path, fmt::format("dtype {} (float32 '<f4' or float64 '<f8' are read)", descr));
  if (order != "False") bad(path, "Fortran order (save a C-contiguous array)");

  Shape shape;
  std::uint64_t count = 1;
  const std::regex dim_re("(\\d+)");
  for (auto it = std::sregex_iterator(shape_text.begin(), shape_text.end(), dim_re);
       it != std::sregex_iterator(); ++it) {
    const std::string digits = (*it)[1].str();
    if (digits.size() > 9) bad(path, "a dimension over 999,999,999");
    const std::uint32_t dim = static_cast<std::uint32_t>(std::stoul(digits));
    if (dim == 0) bad(path, "a zero-sized dimension");
    shape.push_back(dim);
    if (__builtin_mul_overflow(count, std::uint64_t(dim), &count)) bad(path, "shape volume overflows");
  }
  if (shape.empty() || shape.size() > 6) bad(path, fmt::format("shape {} (rank 1 to 6 is read)", shape_text));

  const auto data_begin = in.tellg();
  in.seekg(0, std::ios::end);
  const std::uint64_t available = static_cast<std::uint64_t>(in.tellg() - data_begin);
  if (available != count * element_bytes)
    bad(path, fmt::format("shape {} needs {} B of data but the file holds {} B", shape_text,
                          count * element_bytes, available));
  in.seekg(data_begin);

  HostTensor host;
  host.shape = std::move(shape);
  host.dtype = dtype;
  host.values.resize(count);
  std::vector<char> raw(count * element_bytes);
  in.read(raw.data(), static_cast<std::streamsize>(raw.size()));
  for (std::uint64_t i = 0; i < count; ++i) {
    if (element_bytes == 4) {
      float f;
      std::memcpy(&f, raw.data() + i * 4, 4);
      host.values[i] = f;
    } else {
      double d;
      std::memcpy(&d, raw.data() + i * 8, 8);
      host.values[i] = d;
    }
  }
  return host;
}

void writeNpy(const std::string& path, const HostTensor& tensor) {
  std::string shape = "(";
  for (std::size_t i = 0; i < tensor.shape.size(); ++i)
    shape += std::to_string(tensor.shape[i]) +
             (tensor.shape.size() == 1 ? "," : i + 1 < tensor.shape.size() ? ", " : "");
  shape += ")";
  std::string header = "{'descr': '<f4', 'fortran_order': False, 'shape': " + shape + ", }";
  // Magic (6) + version (2) + length (2) + header + '\n' pads to a multiple of 64.
  const std::size_t unpadded = 10 + header.size() + 1;
  header.append((64 - unpadded % 64) % 64, ' ');
  header.push_back('\n');

  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out)
      throw Error(ErrorKind::InvalidArgument, fmt::format("{}: cannot open for writing", tmp),
                  {Error::str("file", tmp)});
    out.write(kMagic, 6);
    const char version[2] = {1, 0};
    out.write(version, 2);
    const unsigned char len[2] = {static_cast<unsigned char>(header.size() & 0xff),
                                  static_cast<unsigned char>(header.size() >> 8)};
    out.write(reinterpret_cast<const char*>(len), 2);
    out.write(header.data(), static_cast<std::streamsize>(header.size()));
    for (double v : tensor.values) {
      const float f = static_cast<float>(v);
      out.write(reinterpret_cast<const char*>(&f), 4);
    }
    if (!out) {
      std::remove(tmp.c_str());
      throw Error(ErrorKind::InvalidArgument, fmt::format("{}: write failed", tmp),
                  {Error::str("file", tmp)});
    }
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    std::remove(tmp.c_str());
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{}: cannot write ({})", path, ec.message()), {Error::str("file", path)});
  }
}

}  // namespace strata::runtime
