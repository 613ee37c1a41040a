// Which values of a function share a buffer: a ttnn.reshape that tt-metal performs
// as a view (strata::ops::reshapeIsView, the rule the op model gives OpModelKind::View
// by) has no buffer of its own; its result is its input's buffer under another shape.
// The planner gives the buffer one lifetime, from its owner's definition to the last
// use of any view of it, and one address; the placement moves the group together.
#pragma once

#include "strata/compiler/Dialect/TTNN/Analysis/L1Plan.h"

namespace mlir::tt::ttnn {

struct SharedBuffers {
  /// Each view, mapped to the value that allocated its buffer (through chains of views).
  DenseMap<Value, Value> ownerOf;
  /// Each owner that has views: its views in definition order.
  DenseMap<Value, SmallVector<Value, 2>> viewsOf;

  Value owner(Value value) const {
    auto found = ownerOf.find(value);
    return found == ownerOf.end() ? value : found->second;
  }
  bool isView(Value value) const { return ownerOf.count(value) != 0; }
  /// `owner` followed by its views: the values of one buffer.
  SmallVector<Value, 3> withViews(Value owner) const {
    SmallVector<Value, 3> values{owner};
    if (auto views = viewsOf.find(owner); views != viewsOf.end())
      values.append(views->second.begin(), views->second.end());
    return values;
  }
  /// The last step the buffer of `owner` is live: its own last use or its views'.
  int64_t bufferEnd(Value owner, const Schedule &schedule) const;
};

/// Whether `op` is a reshape the op model runs as a view of operand 0, by its types.
bool isViewReshape(Operation *op, const strata::device::ArchDesc &arch);

/// The views of `schedule`'s function and the values owning their buffers.
SharedBuffers findSharedBuffers(const Schedule &schedule, const strata::device::ArchDesc &arch);

/// A forced free of any value of a buffer (`ttnn.deallocate` with force = true, or a
/// conv that frees its L1 activation) frees the buffer for all of them: fails, with
/// the error on the op, when another value of that buffer is used after it.
LogicalResult checkSharedBufferFrees(const Schedule &schedule, const SharedBuffers &shared);

} // namespace mlir::tt::ttnn
