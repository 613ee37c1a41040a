#include "strata/runtime/demo.hpp"

#include "strata/runtime/codec.hpp"
#include "strata/runtime/program.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <random>

namespace strata::runtime::demo {

using device::CoreCoord;

namespace {
constexpr std::uint32_t kIn0 = 0, kIn1 = 1, kOut = 16, kPagesPerCb = 2;

struct Tile {
  std::vector<std::byte> bytes;
  std::vector<float> values = std::vector<float>(kTileElements);
};

void requireTiled(const Tensor& t, std::string_view op) {
  if (t.layout() != Layout::Tile || t.spec().pageSize() != device::tileBytes(t.dtype()))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("demo op '{}' takes tiled tensors, got {}", op, t.spec().toString()));
}
}  // namespace

Program buildEltwiseProgram(const device::ArchDesc& arch, std::string name, const Tensor& a,
                            const Tensor* b, const Tensor& out, UnaryFn unary, BinaryFn binary) {
  const std::uint64_t tiles = a.spec().numPages();
  const std::uint32_t used = static_cast<std::uint32_t>(std::min<std::uint64_t>(tiles, arch.numWorkerCores()));
  std::vector<CoreCoord> list;
  for (std::uint32_t i = 0; i < used; ++i) list.push_back(CoreCoord{i % arch.grid_x, i / arch.grid_x});
  const device::CoreRangeSet cores = device::CoreRangeSet::fromCores(list);
  const bool broadcast = b && b->spec().numPages() == 1 && tiles > 1;

  Program program(arch, std::move(name));
  auto addCb = [&](std::uint32_t index, const Tensor& t) {
    program.addCircularBuffer(CircularBufferConfig{index, cores, device::tileBytes(t.dtype()),
                                                   kPagesPerCb, t.dtype(), true, nullptr});
  };
  addCb(kIn0, a);
  if (b) addCb(kIn1, *b);
  addCb(kOut, out);

  // Tiles p, p + n, p + 2n, ... belong to the core at position p of n.
  auto tileOf = [](const KernelContext& ctx) { return ctx.coreIndex() + ctx.step() * ctx.numCores(); };
  auto tilesOnCore = [tiles](const KernelContext& ctx) {
    return (tiles - ctx.coreIndex() + ctx.numCores() - 1) / ctx.numCores();
  };
  std::shared_ptr<Buffer> in0 = a.bufferPtr(), out_buffer = out.bufferPtr();
  std::shared_ptr<Buffer> in1 = b ? b->bufferPtr() : nullptr;

  program.addKernel("reader", cores, [=](KernelContext& ctx) {
    if (ctx.step() >= tilesOnCore(ctx)) return KernelStatus::Done;
    CircularBufferView& c0 = ctx.cb(kIn0);
    if (!c0.hasSpace() || (in1 && !ctx.cb(kIn1).hasSpace())) return KernelStatus::Blocked;
    std::vector<std::byte> page(c0.pageSize());
    in0->readPage(tileOf(ctx), page);
    ctx.writeL1(c0.writeAddress(), page);
    c0.pushBack();
    if (in1) {
      CircularBufferView& c1 = ctx.cb(kIn1);
      page.resize(c1.pageSize());
      in1->readPage(broadcast ? 0 : tileOf(ctx), page);
      ctx.writeL1(c1.writeAddress(), page);
      c1.pushBack();
    }
    return KernelStatus::Progress;
  });

  const device::DataType a_type = a.dtype(), out_type = out.dtype();
  const device::DataType b_type = b ? b->dtype() : a.dtype();
  program.addKernel("compute", cores, [=](KernelContext& ctx) {
    if (ctx.step() >= tilesOnCore(ctx)) return KernelStatus::Done;
    CircularBufferView& c0 = ctx.cb(kIn0);
    CircularBufferView& co = ctx.cb(kOut);
    if (!c0.hasData() || !co.hasSpace() || (in1 && !ctx.cb(kIn1).hasData())) return KernelStatus::Blocked;
    Tile x, y, r;
    x.bytes.resize(c0.pageSize());
    ctx.readL1(c0.readAddress(), x.bytes);
    decodeElements(a_type, x.bytes, x.values);
    if (in1) {
      CircularBufferView& c1 = ctx.cb(kIn1);
      y.bytes.resize(c1.pageSize());
      ctx.readL1(c1.readAddress(), y.bytes);
      decodeElements(b_type, y.bytes, y.values);
      if (broadcast) std::fill(y.values.begin() + 1, y.values.end(), y.values[0]);
      c1.popFront();
    }
    for (std::uint32_t i = 0; i < kTileElements; ++i)
      r.values[i] = in1 ? binary(x.values[i], y.values[i]) : unary(x.values[i]);
    r.bytes.resize(co.pageSize());
    encodeElements(out_type, r.values, r.bytes);
    ctx.writeL1(co.writeAddress(), r.bytes);
    c0.popFront();
    co.pushBack();
    return KernelStatus::Progress;
  });

  program.addKernel("writer", cores, [=](KernelContext& ctx) {
    if (ctx.step() >= tilesOnCore(ctx)) return KernelStatus::Done;
    CircularBufferView& co = ctx.cb(kOut);
    if (!co.hasData()) return KernelStatus::Blocked;
    std::vector<std::byte> page(co.pageSize());
    ctx.readL1(co.readAddress(), page);
    out_buffer->writePage(tileOf(ctx), page);
    co.popFront();
    return KernelStatus::Progress;
  });
  return program;
}

namespace {
Tensor eltwise(Device& device, std::string_view name, const Tensor& a, const Tensor* b,
               UnaryFn unary, BinaryFn binary, Allocator* allocator,
               const MemoryConfig& memory_config, std::optional<Tensor> output) {
  OpScope op(device, name);
  requireTiled(a, name);
  if (b) {
    requireTiled(*b, name);
    if (b->spec().numPages() != 1 && b->shape() != a.shape())
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("demo op '{}': shapes {} and {} differ and the second is not a "
                              "scalar", name, shapeToString(a.shape()), shapeToString(b->shape())));
  }
  Tensor out = output ? *output
                      : Tensor::allocate(device, TensorSpec(a.shape(), a.dtype(), Layout::Tile, memory_config),
                                         allocator, std::string(name));
  if (out.shape() != a.shape()) 
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("demo op '{}': output shape {} differs from input shape {}", name,
                            shapeToString(out.shape()), shapeToString(a.shape())));
  Program program = buildEltwiseProgram(device.arch(), std::string(name), a, b, out, unary, binary);
  device.enqueue(program);
  return out;
}
}  // namespace

Tensor unary(Device& device, std::string_view name, const Tensor& in, UnaryFn fn,
             Allocator* allocator, const MemoryConfig& memory_config, std::optional<Tensor> output) {
  return eltwise(device, name, in, nullptr, std::move(fn), nullptr, allocator, memory_config,
                 std::move(output));
}

Tensor binary(Device& device, std::string_view name, const Tensor& a, const Tensor& b, BinaryFn fn,
              Allocator* allocator, const MemoryConfig& memory_config, std::optional<Tensor> output) {
  return eltwise(device, name, a, &b, nullptr, std::move(fn), allocator, memory_config,
                 std::move(output));
}

namespace {
Tensor coshImpl(Device& device, const Tensor& x, const MemoryConfig& output_memory,
                const std::function<void(const std::string&, const Device&)>& after) {
  OpScope op(device, "cosh");
  StackFrame frame(device, "cosh");
  Allocator* stack = &device.stack();
  const MemoryConfig l1 = MemoryConfig::l1();
  Tensor e_pos = unary(device, "exp", x, [](float v) { return std::exp(v); }, stack, l1);
  if (after) after("exp(x)", device);
  Tensor neg_x = unary(device, "neg", x, [](float v) { return -v; }, stack, l1);
  if (after) after("neg(x)", device);
  Tensor e_neg = unary(device, "exp", neg_x, [](float v) { return std::exp(v); }, stack, l1);
  if (after) after("exp(-x)", device);
  Tensor sum = binary(device, "add", e_pos, e_neg, [](float p, float q) { return p + q; }, stack, l1);
  if (after) after("add", device);
  Tensor half = createScalar(0.5, x.dtype(), Layout::Tile, device, stack);
  if (after) after("create_scalar(0.5)", device);
  Tensor out = binary(device, "multiply", sum, half, [](float p, float q) { return p * q; },
                      &device.heap(), output_memory);
  if (after) after("multiply -> output", device);
  return out;
}
}  // namespace

Tensor cosh(Device& device, const Tensor& x, const MemoryConfig& output_memory) {
  return coshImpl(device, x, output_memory, nullptr);
}

CoshDemoReport runCoshDemo(Device& device, const std::function<void(const std::string&)>& print) {
  auto say = [&](const std::string& line) {
    if (print) print(line);
  };
  const Shape shape{1, 1, 64, 96};
  HostTensor host = HostTensor::filled(shape, device::DataType::BFloat16, 0.0);
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> dist(-3.0, 3.0);
  for (double& v : host.values) v = bfloat16ToFloat(floatToBfloat16(static_cast<float>(dist(rng))));

  // A long-lived L1 tensor (think weights) so the heap floor is not the top of L1.
  Tensor weights = Tensor::fromHost(
      device, HostTensor::filled({1, 1, 256, 256}, device::DataType::BFloat16, 1.0), Layout::Tile,
      MemoryConfig::l1(), nullptr, "weights");
  Tensor x = Tensor::fromHost(device, host, Layout::Tile, MemoryConfig::dram(), nullptr, "x");
  say(fmt::format("input x: {} in DRAM; weights: {} on the L1 heap",
                  x.spec().toString(), weights.spec().toString()));
  auto map = [&](const std::string& step, const Device& d) {
    const L1Map m = d.l1Map();
    std::string cb = "none";
    if (d.lastCbRegion())
      cb = fmt::format("[{}, {}) of '{}'", d.lastCbRegion()->base,
                       d.lastCbRegion()->base + d.lastCbRegion()->size, d.lastCbRegion()->program);
    say(fmt::format("  {:<20} heap floor {:>7} | stack top {:>7} ({:>6} B, depth {}) | last CB "
                    "region {}",
                    step, m.heap_floor, m.stack_top, m.stack_bytes, d.frameDepth(), cb));
  };
  map("start", device);

  CoshDemoReport report;
  HighWaterScope measure(device);
  Tensor out;
  {
    // Peek at the frame's peak from inside: the composite opens it, so measure around it.
    out = coshImpl(device, x, MemoryConfig::l1(), map);
  }
  map("frame closed", device);
  report.measured = measure.result();
  report.frame_peak = report.measured.stack_peak;

  const HostTensor result = out.toHost();
  for (std::size_t i = 0; i < host.values.size(); ++i) {
    const double expected = std::cosh(host.values[i]);
    const double err = std::fabs(result.values[i] - expected);
    report.max_abs_error = std::max(report.max_abs_error, err);
    report.max_rel_error = std::max(report.max_rel_error, err / std::fabs(expected));
  }
  // bfloat16 keeps 8 significant bits; five rounded steps stay well inside 2^-5 relative.
  report.within_tolerance = report.max_rel_error <= 1.0 / 32;
  say(fmt::format("high-water during cosh: stack_peak {} B, cb_peak {} B, peak(stack+CB) {} B per core",
                  report.measured.stack_peak, report.measured.cb_peak, report.measured.peak));
  say(fmt::format("result vs host reference (double): max abs error {:.4g}, max rel error {:.4g} "
                  "(tolerance 1/32): {}",
                  report.max_abs_error, report.max_rel_error,
                  report.within_tolerance ? "OK" : "MISMATCH"));
  return report;
}

}  // namespace strata::runtime::demo
