// The query's walk with its steps recorded (see explain.hpp).

#include "strata/ops/explain.hpp"

#include <array>

namespace strata::ops {
namespace {

// Counts through the accountant (so the figures are the query's by construction) and
// records each call.
class ExplainingContext final : public OpContext {
 public:
  explicit ExplainingContext(const ArchDesc& arch) : accountant_(arch) {}
  const ArchDesc& arch() const override { return accountant_.arch(); }

  TensorRef allocate(const TensorDesc& desc, Placement placement) override {
    TensorRef ref = accountant_.allocate(desc, placement);
    ExplainStep& s = record(ExplainStep::Kind::Allocate, "");
    s.tensor = desc;
    s.placement = placement;
    s.l1_bytes = placement == Placement::Stack ? desc.bytesPerBank(arch()) : desc.l1BytesPerCore(arch());
    return ref;
  }
  void write(const TensorRef& t, const ConstantValues& values) override {
    accountant_.write(t, values);
  }
  void fill(const TensorRef& t, double value, double step) override {
    accountant_.fill(t, value, step);
  }
  void pushFrame(const char* name) override {
    accountant_.pushFrame(name);
    record(ExplainStep::Kind::PushFrame, name);
    ++depth_;
  }
  void popFrame() override {
    accountant_.popFrame();
    if (depth_ > 0) --depth_;
    record(ExplainStep::Kind::PopFrame, "");
  }
  void enqueue(const ProgramDesc& program) override {
    accountant_.enqueue(program);
    ExplainStep& s = record(ExplainStep::Kind::Enqueue, program.name);
    s.cbs.assign(program.cbs.begin(), program.cbs.begin() + program.num_cbs);
    s.cb_region = cbRegionBytes(program, arch());
    s.cores = program.num_cores;
  }
  void beginOp(const char* name) override {
    record(ExplainStep::Kind::BeginOp, name);
    ++depth_;
  }
  void endOp() override {
    if (depth_ > 0) --depth_;
    record(ExplainStep::Kind::EndOp, "");
  }

  Explanation finish() {
    explanation_.usage = accountant_.usage();
    return std::move(explanation_);
  }

 private:
  ExplainStep& record(ExplainStep::Kind kind, const char* name) {
    ExplainStep& s = explanation_.steps.emplace_back();
    s.kind = kind;
    s.depth = depth_;
    s.name = name ? name : "";
    s.stack = accountant_.stackBytes();
    s.usage = accountant_.usage();
    return s;
  }

  AccountingContext accountant_;
  Explanation explanation_;
  int depth_ = 0;
};

}  // namespace

std::string_view stepKindName(ExplainStep::Kind kind) {
  switch (kind) {
    case ExplainStep::Kind::BeginOp: return "op";
    case ExplainStep::Kind::EndOp: return "end";
    case ExplainStep::Kind::PushFrame: return "frame";
    case ExplainStep::Kind::PopFrame: return "pop";
    case ExplainStep::Kind::Allocate: return "allocate";
    case ExplainStep::Kind::Enqueue: return "program";
  }
  return "?";
}

Explanation explain(const OpInfo& op, std::span<const TensorDesc> inputs, const OpParams& params,
                    const ArchDesc& arch, const MemoryConfig* output) {
  checkArguments(op, inputs, params, arch, output);
  ExplainingContext ctx(arch);
  std::array<TensorRef, kMaxOpInputs> refs{};
  for (std::size_t i = 0; i < inputs.size() && i < refs.size(); ++i) refs[i] = TensorRef{inputs[i], -1};
  const OutputSpec out = output ? OutputSpec::heapIn(*output) : OutputSpec::heap();
  runOp(op, ctx, std::span<const TensorRef>(refs.data(), inputs.size()), params,
        std::span<const OutputSpec>(&out, 1));
  return ctx.finish();
}

}  // namespace strata::ops
