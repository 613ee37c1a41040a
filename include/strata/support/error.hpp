#pragma once
// The one error type of Strata. Every failure carries a kind, a human message that
// says what went wrong, where, how much and what to do, and structured fields so
// tools and tests can read the figures without parsing text.

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace strata {

enum class ErrorKind {
  InvalidArgument,  // a caller passed something that can never work (zero size, bad name)
  OutOfMemory,      // the request is valid but does not fit now
  NotFound,         // unknown address, unknown name
  Conflict,         // the target is occupied (allocate-at, CB clash, out-of-order pop)
  OutOfRange,       // an access outside a bank, buffer or reserved area
  ParseError,       // malformed text input (JSON, CSV, specs)
  Internal,         // an invariant broke: a bug in Strata
};

inline std::string_view errorKindName(ErrorKind kind) {
  switch (kind) {
    case ErrorKind::InvalidArgument: return "invalid argument";
    case ErrorKind::OutOfMemory: return "out of memory";
    case ErrorKind::NotFound: return "not found";
    case ErrorKind::Conflict: return "conflict";
    case ErrorKind::OutOfRange: return "out of range";
    case ErrorKind::ParseError: return "parse error";
    case ErrorKind::Internal: return "internal error";
  }
  return "error";
}

class Error : public std::runtime_error {
 public:
  struct Field {
    std::string key;
    std::string text;                    // always set: the printable value
    std::optional<std::int64_t> number;  // set for numeric fields
  };

  Error(ErrorKind kind, std::string message, std::vector<Field> fields = {})
      : std::runtime_error(std::move(message)), kind_(kind), fields_(std::move(fields)) {}

  ErrorKind kind() const { return kind_; }
  const std::vector<Field>& fields() const { return fields_; }

  std::optional<std::int64_t> number(std::string_view key) const {
    for (const Field& f : fields_)
      if (f.key == key) return f.number;
    return std::nullopt;
  }
  std::optional<std::string> text(std::string_view key) const {
    for (const Field& f : fields_)
      if (f.key == key) return f.text;
    return std::nullopt;
  }

  static Field num(std::string key, std::int64_t value) {
    return Field{std::move(key), std::to_string(value), value};
  }
  static Field str(std::string key, std::string value) {
    return Field{std::move(key), std::move(value), std::nullopt};
  }

 private:
  ErrorKind kind_;
  std::vector<Field> fields_;
};

}  // namespace strata
