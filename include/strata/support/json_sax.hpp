#pragma once
// nlohmann's SAX interface reduced to the structure of a document: containers open and
// close, keys arrive, every scalar is one value. The trace and graph readers use it to
// count the entries that were complete when a document stopped parsing, so a truncated
// file's error names the entry it broke in. A parse error ends the walk.

#include "strata/support/error.hpp"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace strata {

class JsonStructureSax : public nlohmann::json::json_sax_t {
 public:
  bool null() override { return value(); }
  bool boolean(bool) override { return value(); }
  bool number_integer(number_integer_t) override { return value(); }
  bool number_unsigned(number_unsigned_t) override { return value(); }
  bool number_float(number_float_t, const string_t&) override { return value(); }
  bool string(string_t&) override { return value(); }
  bool binary(binary_t&) override { return value(); }
  bool start_object(std::size_t) override { return open(false); }
  bool end_object() override { return close(); }
  bool start_array(std::size_t) override { return open(true); }
  bool end_array() override { return close(); }
  bool key(string_t& k) override { return onKey(k); }
  bool parse_error(std::size_t, const std::string&, const nlohmann::json::exception&) override {
    return false;
  }

 protected:
  virtual bool open(bool is_array) = 0;
  virtual bool close() = 0;
  virtual bool value() = 0;
  virtual bool onKey(const std::string& key) = 0;
};

// Parses `text`, read from `path`. A document that does not parse throws strata::Error
// (ParseError) naming the byte and the entry it broke in, counted by `Counter` (a
// JsonStructureSax with a `complete` count of finished entries):
//   "<file> '<path>' is not valid JSON (truncated or malformed) at byte B, in <entry> N
//    (N complete <entries> before it): <parser's message>", fields path, byte, <field>.
template <class Counter>
nlohmann::json parseJsonNamingEntry(const std::string& text, const std::string& path,
                                    std::string_view file, std::string_view entry,
                                    std::string_view entries, const char* field) {
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    Counter counter;
    nlohmann::json::sax_parse(text, &counter);
    throw Error(ErrorKind::ParseError,
                fmt::format("{} '{}' is not valid JSON (truncated or malformed) at byte {}, in "
                            "{} {} ({} complete {} before it): {}",
                            file, path, e.byte, entry, counter.complete, counter.complete, entries,
                            e.what()),
                {Error::str("path", path), Error::num("byte", static_cast<std::int64_t>(e.byte)),
                 Error::num(field, static_cast<std::int64_t>(counter.complete))});
  }
}

}  // namespace strata

