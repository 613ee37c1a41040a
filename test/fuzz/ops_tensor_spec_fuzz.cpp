// Fuzz target: tensor specs on the command line (strata query/exec --input SPEC). Any
// text must parse and validate into a description whose geometry does not wrap, or be
// rejected with a strata::Error; a valid one must answer the relu query.

#include "strata/ops/catalog.hpp"
#include "strata/ops_device/check.hpp"
#include "strata/ops/query.hpp"
#include "strata/ops/spec.hpp"
#include "strata/support/error.hpp"

#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace strata;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    ops::TensorDesc d = ops::parseTensorSpec(text);
    const device::ArchDesc& arch = device::builtinArch("wormhole_b0");
    const ops::OpInfo& relu = ops::getOp("relu");
    std::vector<ops::TensorDesc> inputs{d};
    ops::checkArguments(relu, inputs, relu.defaults(), arch);
    // Validated: the geometry is consistent, so the byte figures cannot have wrapped.
    if (d.numPages(arch) == 0 || d.bytesPerBank(arch) == 0) std::abort();
    if (d.numPages(arch) * d.pageSize(arch) < d.shape.volume()) std::abort();
    const ops::L1Usage u = ops::query(relu, inputs, relu.defaults(), arch);
    if (u.total != u.peak + u.output_l1) std::abort();
    if (d.memory.isL1() && u.output_l1 == 0) std::abort();
  } catch (const Error&) {
  }
  return 0;
}
