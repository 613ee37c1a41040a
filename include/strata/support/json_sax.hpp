#pragma once
// nlohmann's SAX interface reduced to the structure of a document: containers open and
// close, keys arrive, every scalar is one value. The trace and graph readers use it to
// count the entries that were complete when a document stopped parsing, so a truncated
// file's error names the entry it broke in. A parse error ends the walk.

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>

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

}  // namespace strata
