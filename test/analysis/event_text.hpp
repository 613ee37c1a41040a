#pragma once
// Events as short text, so tests compare whole event lists with readable diffs.

#include "strata/analysis/events.hpp"

#include <fmt/core.h>

#include <string>
#include <vector>

namespace strata::analysis {

// Compact event text: "alloc 7 16384 intermediate", "op-begin ttnn::inner 1", ...
inline std::string str(const Event& e) {
  switch (e.type) {
    case EventType::Allocate:
      return fmt::format("alloc {} {} {}{}", e.id, e.bytes, allocKindName(e.kind),
                         e.name.empty() ? "" : " '" + e.name + "'");
    case EventType::Free: return fmt::format("free {}", e.id);
    case EventType::OpBegin:
    case EventType::OpEnd: return fmt::format("{} {} {}", eventTypeName(e.type), e.name, e.depth);
    default: return std::string(eventTypeName(e.type));
  }
}
inline std::vector<std::string> strs(const std::vector<Event>& events) {
  std::vector<std::string> out;
  for (const Event& e : events) out.push_back(str(e));
  return out;
}

}  // namespace strata::analysis
