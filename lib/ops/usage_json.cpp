#include "strata/ops/query.hpp"

#include <nlohmann/json.hpp>

namespace strata::ops {

namespace {

template <std::size_t N>
void fieldsToJson(nlohmann::json& j, const std::array<UsageField, N>& fields) {
  j = nlohmann::json::object();
  for (const UsageField& f : fields) j[f.name] = f.value;
}

}  // namespace

void to_json(nlohmann::json& j, const L1Usage& usage) { fieldsToJson(j, usageFields(usage)); }

void to_json(nlohmann::json& j, const TtMetalUsage& usage) { fieldsToJson(j, usageFields(usage)); }

}  // namespace strata::ops
