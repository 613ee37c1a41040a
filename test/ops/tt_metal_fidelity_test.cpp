// The query against tt-metal's own answers: the tuples tt-mlir's OpModel tests pinned
// (test/ops/data/tt_metal_opmodel.json, facts only), compared under tt-metal's
// allocation model. Every case either agrees or is listed under "known_differences"
// with its reason (docs/ops.md); a listed case that starts to agree fails too, so the
// list stays exactly the set of disagreements. Groups marked "not_compared" (ops the
// library lacks, or a case its parameters cannot express) are counted, not asked; one
// whose reason is that the op is not in the library is named in the output once the op
// exists, so its tuples can join the comparison when it lands.
//
// Agreement is reported per kind of check, since an exact figure says more than a bound:
// a case counts under the strictest check tt-mlir's test made on it — exact figures
// ("asserted" with a pinned, non-null figure), else ">=" bounds ("at_least"), else
// "> 0" ("positive"), else legality alone (a refused case, or a test that pinned nothing
// more). Figures tt-mlir's test never checked are null in the data, or carried along
// from its tuples and counted apart.

#include "strata/ops/catalog.hpp"
#include "strata/ops/query.hpp"
#include "strata/ops/spec.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace strata::ops {
namespace {

using nlohmann::json;

json loadFacts() {
  const std::string path = std::string(STRATA_SOURCE_DIR) + "/test/ops/data/tt_metal_opmodel.json";
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open " + path);
  return json::parse(in);
}

constexpr std::array<const char*, 5> kFields = {"legal", "cb_peak", "tensor_l1_peak", "total_peak",
                                                "output_l1"};

struct Outcome {
  bool legal = false;
  std::array<std::uint64_t, 5> figures{};  // indexed like kFields (legal unused)
  std::string error;
};

// A group's "dtype" (the int32 ops: "i32") replaces the bf16 of its tensors' specs.
std::string specIn(const json& group, std::string spec) {
  if (group.contains("dtype"))
    if (const std::size_t at = spec.find(":bf16:"); at != std::string::npos)
      spec.replace(at, 6, ":" + group.at("dtype").get<std::string>() + ":");
  return spec;
}

Outcome ask(const json& facts, const json& group, const std::string& op, const json& c) {
  Outcome o;
  const OpInfo& info = getOp(op);
  std::vector<TensorDesc> inputs;
  for (const json& alias : c.at("inputs"))
    inputs.push_back(parseTensorSpec(
        specIn(group, facts.at("tensors").at(alias.get<std::string>()).get<std::string>())));
  OpParams params = info.defaults();
  if (c.contains("params"))
    for (const json& p : c.at("params")) parseParam(info, p.get<std::string>(), params);
  const MemoryConfig output = parseMemoryConfig(c.at("output").get<std::string>());
  const ArchDesc& arch = device::builtinArch(facts.at("arch").get<std::string>());
  try {
    const TtMetalUsage u = queryModels(info, inputs, params, arch, &output).tt_metal;
    o.legal = true;
    o.figures = {0, u.cb_peak, u.tensor_l1_peak, u.total_peak, u.output_l1};
  } catch (const Error& e) {
    o.error = e.what();
  }
  return o;
}

// The cases of a group: its own list, or another group's (optionally filtered), with
// the group's adjustments applied.
std::vector<json> casesOf(const json& facts, const json& group) {
  const json* source = &group.at("cases");
  if (source->is_string())
    for (const json& g : facts.at("groups"))
      if (g.at("name") == *source) source = &g.at("cases");
  std::vector<json> cases;
  for (json c : *source) {
    if (group.contains("case_ids")) {
      bool wanted = false;
      for (const json& id : group.at("case_ids")) wanted |= id == c.at("id");
      if (!wanted) continue;
    }
    json& expect = c.at("expect");
    // "scale": tt-mlir's int32 bitwise tests double every figure of the bf16 tuples.
    if (group.contains("scale") && expect.at(0).get<bool>())
      for (std::size_t f = 1; f < kFields.size(); ++f)
        if (!expect[f].is_null())
          expect[f] = expect[f].get<std::uint64_t>() * group.at("scale").get<std::uint64_t>();
    if (group.contains("add") && expect.at(0).get<bool>())
      for (std::size_t f = 1; f < kFields.size(); ++f)
        if (!expect[f].is_null())
          expect[f] = expect[f].get<std::uint64_t>() + group.at("add")[f].get<std::uint64_t>();
    if (group.value("same_memory_layout", false)) {
      std::set<std::string> layouts;
      auto layoutOf = [](const std::string& spec) { return spec.find("height") != std::string::npos ? "height" : "interleaved"; };
      for (const json& alias : c.at("inputs"))
        layouts.insert(layoutOf(facts.at("tensors").at(alias.get<std::string>()).get<std::string>()));
      layouts.insert(layoutOf(c.at("output").get<std::string>()));
      if (layouts.size() > 1) expect = json::array({false});
    }
    cases.push_back(std::move(c));
  }
  return cases;
}

// "op/case id" -> reason, from known_differences.
std::map<std::string, std::string> knownDifferences(const json& facts) {
  std::map<std::string, std::string> known;
  for (const json& d : facts.at("known_differences"))
    for (const json& op : d.at("ops"))
      for (const json& id : d.at("cases"))
        known[op.get<std::string>() + "/" + id.get<std::string>()] = d.at("reason").get<std::string>();
  return known;
}

// The kinds of check tt-mlir's tests made, strictest first.
enum Check : std::size_t { kExact, kAtLeast, kPositive, kLegalityOnly, kChecks };
constexpr std::array<const char*, kChecks> kCheckNames = {"exact figures", ">= bounds",
                                                          "> 0 checks", "legality-only"};

// The strictest check a case had in tt-mlir's test.
Check strictestCheck(const json& group, const json& c) {
  const json& expect = c.at("expect");
  if (!expect.at(0).get<bool>()) return kLegalityOnly;
  auto pinned = [&](const char* key) {
    if (!group.contains(key)) return false;
    for (const json& name : group.at(key))
      for (std::size_t f = 1; f < kFields.size(); ++f)
        if (name == kFields[f] && !expect.at(f).is_null()) return true;
    return false;
  };
  if (pinned("asserted")) return kExact;
  if (pinned("at_least")) return kAtLeast;
  if (group.contains("positive") && !group.at("positive").empty()) return kPositive;
  return kLegalityOnly;
}

// What differs between tt-metal's answer and ours, or "" when they agree.
std::string difference(const json& group, const json& c, const Outcome& o) {
  const json& expect = c.at("expect");
  const bool legal = expect.at(0).get<bool>();
  if (legal != o.legal)
    return legal ? fmt::format("tt-metal accepts, Strata refuses: {}", o.error)
                 : "tt-metal refuses, Strata accepts";
  if (!legal) return "";
  std::string diff;
  auto check = [&](const char* key, bool at_least) {
    if (!group.contains(key)) return;
    for (const json& name : group.at(key)) {
      if (name == "legal") continue;
      for (std::size_t f = 1; f < kFields.size(); ++f) {
        if (name != kFields[f]) continue;
        if (expect.at(f).is_null()) continue;  // a figure that test did not pin
        const std::uint64_t want = expect.at(f).get<std::uint64_t>(), got = o.figures[f];
        if (at_least ? got < want : got != want)
          diff += fmt::format("{}{} {} (tt-metal {}{})", diff.empty() ? "" : ", ", kFields[f], got,
                              at_least ? ">= " : "", want);
      }
    }
  };
  check("asserted", false);
  check("at_least", true);
  // tt-mlir's test asserted only that the figure is above 0.
  if (group.contains("positive"))
    for (const json& name : group.at("positive"))
      for (std::size_t f = 1; f < kFields.size(); ++f)
        if (name == kFields[f] && o.figures[f] == 0)
          diff += fmt::format("{}{} 0 (tt-metal > 0)", diff.empty() ? "" : ", ", kFields[f]);
  return diff;
}

TEST(TtMetalFidelity, EveryPinnedTupleAgreesOrIsAKnownDifference) {
  const json facts = loadFacts();
  const std::map<std::string, std::string> known = knownDifferences(facts);
  std::set<std::string> seen;
  int agree = 0, total = 0, all_fields = 0, not_compared = 0;
  std::array<int, kChecks> agree_by{}, total_by{};
  for (const json& group : facts.at("groups")) {
    // A figure name the comparison does not know would be a check that silently never runs.
    for (const char* key : {"asserted", "at_least", "positive"})
      if (group.contains(key))
        for (const json& name : group.at(key))
          if (std::find(kFields.begin(), kFields.end(), name.get<std::string>()) == kFields.end())
            ADD_FAILURE() << "group '" << group.at("name").get<std::string>() << "': " << key
                          << " names no figure: " << name;
    if (group.contains("not_compared")) {
      not_compared += static_cast<int>(casesOf(facts, group).size() * group.at("ops").size());
      // A group left out because its op was missing must join the comparison once the
      // op exists: otherwise its pinned cases would go unchecked without anyone noticing.
      if (group.at("not_compared").get<std::string>().rfind("op not in library", 0) == 0)
        for (const json& op : group.at("ops"))
          if (findOp(op.get<std::string>()) != nullptr)
            ADD_FAILURE() << op.get<std::string>() << " is in the library now: drop \"not_compared\" "
                          << "from group '" << group.at("name").get<std::string>()
                          << "' and compare its pinned cases";
      continue;
    }
    for (const json& c : casesOf(facts, group)) {
      for (const json& op_json : group.at("ops")) {
        const std::string op = op_json.get<std::string>();
        const std::string key = op + "/" + c.at("id").get<std::string>();
        SCOPED_TRACE(key);
        ++total;
        const Check check = strictestCheck(group, c);
        ++total_by[check];
        seen.insert(key);
        const Outcome outcome = ask(facts, group, op, c);
        const std::string diff = difference(group, c, outcome);
        // Every transcribed figure, also those tt-mlir's test never checked (for the docs' count).
        const json& expect = c.at("expect");
        bool all = expect.at(0).get<bool>() == outcome.legal;
        if (all && outcome.legal)
          for (std::size_t f = 1; f < kFields.size(); ++f)
            all = all && (expect.at(f).is_null() || expect.at(f).get<std::uint64_t>() == outcome.figures[f]);
        if (all) ++all_fields;
        const auto listed = known.find(key);
        if (diff.empty()) {
          ++agree;
          ++agree_by[check];
          if (listed != known.end())
            ADD_FAILURE() << key << " now agrees with tt-metal: remove it from known_differences";
        } else if (listed == known.end()) {
          ADD_FAILURE() << key << ": " << diff;
        }
      }
    }
  }
  for (const auto& [key, reason] : known)
    if (!seen.contains(key)) ADD_FAILURE() << "known difference " << key << " names no pinned case";
  // The figures docs/ops.md quotes.
  std::printf("tt-metal fidelity: %d of %d pinned cases agree; by the strictest check tt-mlir's"
              " test made on a case:\n",
              agree, total);
  for (std::size_t k = 0; k < kChecks; ++k)
    std::printf("  %s agree %d of %d\n", kCheckNames[k], agree_by[k], total_by[k]);
  std::printf("  %d agree in every figure transcribed, also those tt-mlir's tuples carry but its"
              " test never checked\n"
              "  %d pinned cases not compared (ops not in the library, parameters it cannot"
              " express)\n",
              all_fields, not_compared);
  EXPECT_GT(total, 0);
  for (std::size_t k = 0; k < kChecks; ++k) EXPECT_GT(total_by[k], 0) << kCheckNames[k];
}

}  // namespace
}  // namespace strata::ops
