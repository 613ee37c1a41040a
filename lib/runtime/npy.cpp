// .npy reading and writing. The header is a Python dict literal with the three keys
// NumPy writes, read strictly; anything else is an error that names the file.

#include "strata/runtime/npy.hpp"

#include "strata/support/error.hpp"
#include "strata/support/output_file.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string_view>
#include <utility>
#include <vector>

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

// The header as NumPy writes it: a Python dict literal with exactly the keys 'descr'
// (a string), 'fortran_order' (True / False) and 'shape' (a tuple of decimal integers),
// each once. Read strictly, so a file NumPy would read differently is refused rather
// than guessed at (a second 'shape' key, a shape entry 0x40 or 64.0).
struct NpyHeader {
  std::string descr;
  bool fortran_order = false;
  std::vector<std::uint64_t> shape;
};

class HeaderParser {
 public:
  HeaderParser(std::string_view text, const std::string& path) : s_(text), path_(path) {}

  NpyHeader parse() {
    NpyHeader h;
    bool seen[3] = {false, false, false};
    expect('{');
    while (true) {
      skipSpace();
      if (peek() == '}') break;
      const std::string key = quoted();
      skipSpace();
      expect(':');
      skipSpace();
      const int k = key == "descr" ? 0 : key == "fortran_order" ? 1 : key == "shape" ? 2 : -1;
      if (k < 0) bad(path_, fmt::format("header key '{}' (only 'descr', 'fortran_order' and 'shape' are read)", printable(key)));
      if (seen[k]) bad(path_, fmt::format("header key '{}' appears twice", key));
      seen[k] = true;
      if (k == 0) h.descr = quoted();
      else if (k == 1) h.fortran_order = boolean();
      else h.shape = tuple();
      skipSpace();
      if (peek() == ',') {
        ++i_;
        continue;
      }
      if (peek() != '}') bad(path_, fmt::format("header: expected ',' or '}}' at byte {}", i_));
    }
    ++i_;
    for (; i_ < s_.size(); ++i_)
      if (s_[i_] != ' ' && s_[i_] != '\n' && s_[i_] != '\0')
        bad(path_, fmt::format("header: text after the closing '}}' at byte {}", i_));
    for (int k = 0; k < 3; ++k)
      if (!seen[k])
        bad(path_, fmt::format("header has no '{}'", k == 0 ? "descr" : k == 1 ? "fortran_order" : "shape"));
    return h;
  }

 private:
  char peek() const { return i_ < s_.size() ? s_[i_] : '\0'; }
  void skipSpace() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t')) ++i_;
  }
  void expect(char c) {
    skipSpace();
    if (peek() != c) bad(path_, fmt::format("header: expected '{}' at byte {}", c, i_));
    ++i_;
  }
  static std::string printable(std::string_view text) {
    std::string out;
    for (char c : text) {
      if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) out += fmt::format("\\x{:02x}", static_cast<unsigned char>(c));
      else out += c;
    }
    return out;
  }
  std::string quoted() {
    const char q = peek();
    if (q != '\'' && q != '"') bad(path_, fmt::format("header: expected a quoted string at byte {}", i_));
    const std::size_t end = s_.find(q, i_ + 1);
    if (end == std::string_view::npos) bad(path_, "header: unterminated string");
    std::string text(s_.substr(i_ + 1, end - i_ - 1));
    i_ = end + 1;
    return text;
  }
  bool boolean() {
    for (const auto& [word, value] : {std::pair{std::string_view("True"), true}, {"False", false}})
      if (s_.substr(i_, word.size()) == word) {
        i_ += word.size();
        return value;
      }
    bad(path_, fmt::format("header: fortran_order must be True or False (byte {})", i_));
  }
  std::vector<std::uint64_t> tuple() {
    expect('(');
    std::vector<std::uint64_t> dims;
    while (true) {
      skipSpace();
      if (peek() == ')') break;
      const std::size_t start = i_;
      while (i_ < s_.size() && s_[i_] != ',' && s_[i_] != ')' && s_[i_] != ' ') ++i_;
      const std::string_view item = s_.substr(start, i_ - start);
      if (item.empty() || item.size() > 9 || item.find_first_not_of("0123456789") != std::string_view::npos ||
          (item.size() > 1 && item[0] == '0'))
        bad(path_, fmt::format("shape entry '{}' is not a decimal integer below 1,000,000,000", printable(item)));
      dims.push_back(std::stoull(std::string(item)));
      skipSpace();
      if (peek() == ',') {
        ++i_;
        continue;
      }
      if (peek() != ')') bad(path_, fmt::format("header: expected ',' or ')' in the shape at byte {}", i_));
    }
    ++i_;
    return dims;
  }

  std::string_view s_;
  const std::string& path_;
  std::size_t i_ = 0;
};

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

  const NpyHeader parsed = HeaderParser(header, path).parse();
  std::size_t element_bytes = 0;
  if (parsed.descr == "<f4")
    element_bytes = 4;
  else if (parsed.descr == "<f8")
    element_bytes = 8;
  else
    bad(path, fmt::format("dtype '{}' (float32 '<f4' or float64 '<f8' are read; convert complex, "
                          "integer or big-endian arrays first)",
                          parsed.descr));
  if (parsed.fortran_order) bad(path, "Fortran order (save a C-contiguous array)");

  Shape shape;
  std::uint64_t count = 1;
  std::string shape_text = "(";
  for (std::size_t d = 0; d < parsed.shape.size(); ++d)
    shape_text += fmt::format("{}{}", d ? ", " : "", parsed.shape[d]);
  shape_text += parsed.shape.size() == 1 ? ",)" : ")";
  for (const std::uint64_t dim : parsed.shape) {
    if (dim == 0) bad(path, fmt::format("shape {} has a zero-sized dimension", shape_text));
    shape.push_back(static_cast<std::uint32_t>(dim));
    if (__builtin_mul_overflow(count, dim, &count)) bad(path, "shape volume overflows");
  }
  if (shape.empty() || shape.size() > 6) bad(path, fmt::format("shape {} (rank 1 to 6 is read)", shape_text));

  const auto data_begin = in.tellg();
  in.seekg(0, std::ios::end);
  const std::uint64_t available = static_cast<std::uint64_t>(in.tellg() - data_begin);
  std::uint64_t data_bytes = 0;
  if (__builtin_mul_overflow(count, std::uint64_t(element_bytes), &data_bytes))
    bad(path, "shape volume overflows");
  if (available != data_bytes)
    bad(path, fmt::format("shape {} needs {} B of data but the file holds {} B", shape_text,
                          data_bytes, available));
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

void writeNpy(const std::string& path, const Shape& shape, const RowReader& read) {
  std::string shapeText = "(";
  for (std::size_t i = 0; i < shape.size(); ++i)
    shapeText += std::to_string(shape[i]) +
                 (shape.size() == 1 ? "," : i + 1 < shape.size() ? ", " : "");
  shapeText += ")";
  std::string header = "{'descr': '<f4', 'fortran_order': False, 'shape': " + shapeText + ", }";
  // Magic (6) + version (2) + length (2) + header + '\n' pads to a multiple of 64.
  const std::size_t unpadded = 10 + header.size() + 1;
  header.append((64 - unpadded % 64) % 64, ' ');
  header.push_back('\n');

  std::uint64_t elements = 1;
  for (std::uint64_t d : shape) elements *= d;
  const std::uint64_t width = shape.empty() ? 1 : shape.back();
  const std::uint64_t rows = width == 0 ? 0 : elements / width;
  // The streamed reads' chunk (whole tile rows): a few MiB whatever the tensor's size.
  const std::uint64_t rowsPerRead = Tensor::rowsPerChunk(width);
  const std::uint64_t bytes = 10 + header.size() + 4 * elements;
  writeFileAtomically(path, bytes, [&](std::ostream& out) {
    out.write(kMagic, 6);
    const char version[2] = {1, 0};
    out.write(version, 2);
    const char length[2] = {static_cast<char>(header.size() & 0xff),
                            static_cast<char>(header.size() >> 8)};
    out.write(length, 2);
    out.write(header.data(), static_cast<std::streamsize>(header.size()));
    std::vector<float> block;
    for (std::uint64_t first = 0; first < rows; first += rowsPerRead) {
      const std::vector<double> values = read(first, std::min(rowsPerRead, rows - first));
      block.assign(values.begin(), values.end());
      out.write(reinterpret_cast<const char*>(block.data()),
                static_cast<std::streamsize>(block.size() * sizeof(float)));
    }
  });
}

RowReader rowsOf(const HostTensor& tensor) {
  const std::uint64_t width = tensor.shape.empty() ? 1 : tensor.shape.back();
  return [&values = tensor.values, width](std::uint64_t first, std::uint64_t count) {
    const auto begin = values.begin() + static_cast<std::ptrdiff_t>(first * width);
    return std::vector<double>(begin, begin + static_cast<std::ptrdiff_t>(count * width));
  };
}

void writeNpy(const std::string& path, const HostTensor& tensor) {
  writeNpy(path, tensor.shape, rowsOf(tensor));
}

}  // namespace strata::runtime
