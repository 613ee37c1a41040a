#pragma once
// Text placed into HTML/SVG the project writes (reports, L1 maps).

#include <string>
#include <string_view>

namespace strata {

// `text` with &, <, > and " replaced by their entities.
inline std::string htmlEscape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

}  // namespace strata
