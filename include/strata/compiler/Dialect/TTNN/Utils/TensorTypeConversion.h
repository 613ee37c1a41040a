// The one conversion between a tensor type with a ttnn layout encoding and the
// op library's description of a tensor (strata::ops::TensorDesc: shape, data
// type, tile or row-major, DRAM / L1 interleaved or sharded), both directions.
// The op model, the planner and the graph `strata run` executes read types
// through toTensorDesc; tools and tests that write modules build types with
// toTensorType.
#pragma once

#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"
#include "strata/device/arch.hpp"
#include "strata/exec/graph.hpp"
#include "strata/ops/tensor_desc.hpp"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"

#include <optional>
#include <string>

namespace mlir::tt::ttnn {

/// Where a tensor value lives, as far as planning and running care: the executor's
/// own enum, so a placed value crosses from the compiler to the graph unchanged.
using TensorPlace = strata::exec::ValuePlace;

/// Host, DRAM or L1 from the layout's buffer type; nullopt without a layout.
std::optional<TensorPlace> placeOf(Type type);

/// Type -> description. Fails (through `emitError`) for what the library
/// cannot describe: no layout, data types other than bf16/f32, ranks over 6,
/// shard cores that are not a rectangle anchored at core (0,0), or a layout
/// shard shape that differs from the one the library derives.
FailureOr<strata::ops::TensorDesc> toTensorDesc(Type type, const strata::device::ArchDesc &arch,
                                                function_ref<InFlightDiagnostic()> emitError);

/// Description -> type, as tt-mlir writes it: a linear map collapsing all but
/// the last dim into rows, a virtual grid (height Nx1, width 1xN, block RxC;
/// 1x1 when interleaved) and the memref of one shard (tiles when tiled).
/// toTensorDesc of the result gives `desc` back. A sharded description whose
/// grid tt-mlir's virtual grid cannot express (a height or width grid that is
/// not a row-major fill of the device) fails with the reason in `error`.
FailureOr<RankedTensorType> toTensorType(MLIRContext *context,
                                         const strata::ops::TensorDesc &desc,
                                         const strata::device::ArchDesc &arch, std::string &error);

/// The tensor type every builder of layouts writes (toTensorType, the TTIR
/// lowering): `shape` of `scalar`, laid out with the canonical collapse map, a
/// virtual `grid` of shards each holding `shardPages` pages of `pageType` (a tile
/// type, or the scalar when row-major) in `buffer` as `memLayout`.
RankedTensorType layoutTensorType(ArrayRef<int64_t> shape, Type scalar, Type pageType,
                                  ArrayRef<int64_t> shardPages, ArrayRef<int64_t> grid,
                                  BufferType buffer, TensorMemoryLayout memLayout);

/// The same tensor interleaved in `buffer` (DRAM or L1): same shape, element type,
/// linear map and page type, a 1x1 grid and the whole tensor's pages as the memref,
/// as tt-mlir writes interleaved layouts. Fails (with a diagnostic at `loc`) when
/// the layout's linear map does not collapse the tensor to two dims.
FailureOr<RankedTensorType> interleavedTypeIn(RankedTensorType type, BufferType buffer,
                                              Location loc);

/// The same tiled tensor sharded in L1, evenly split over a grid of cores from (0,0)
/// (height, width or block, as toTensorType writes them), with the fewest bytes on its
/// fullest core: ties go to more cores, then to height before width before block. No
/// core is left without a shard. Equal padded shapes give equal layouts, so chained
/// tensors of one shape share their shard layout. nullopt for a row-major tensor or a
/// type the library cannot describe.
std::optional<RankedTensorType> leanestShardedL1Type(RankedTensorType type,
                                                     const strata::device::ArchDesc &arch);

/// A result retyped in place, its producer's stated memory config with it (derived
/// from the new layout on `grid`), for passes that try a placement and take it back
/// when an op refuses it: `undo()` restores the type and the config exactly.
struct RetypedResult {
  Value value;
  RankedTensorType type;    ///< the type before
  MemoryConfigAttr config;  ///< the producer's config before (null: it stated none)
  void undo() const;
};
RetypedResult retypeResult(Value value, RankedTensorType type, DeviceGrid grid);

} // namespace mlir::tt::ttnn
