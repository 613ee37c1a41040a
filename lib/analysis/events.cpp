// Event model: names, the builder used by bundled workloads, and structural validation
// shared by every policy (so a list that one policy accepts, all accept).
#include "strata/analysis/events.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <unordered_map>
#include <unordered_set>

namespace strata::analysis {

std::string_view allocKindName(AllocKind kind) {
  switch (kind) {
    case AllocKind::Heap: return "heap";
    case AllocKind::Intermediate: return "intermediate";
    case AllocKind::CbRegion: return "cb-region";
  }
  return "?";
}

std::optional<AllocKind> parseAllocKind(std::string_view text) {
  for (AllocKind k : {AllocKind::Heap, AllocKind::Intermediate, AllocKind::CbRegion})
    if (allocKindName(k) == text) return k;
  return std::nullopt;
}

std::string_view eventTypeName(EventType type) {
  switch (type) {
    case EventType::Allocate: return "allocate";
    case EventType::Free: return "free";
    case EventType::FrameBegin: return "frame-begin";
    case EventType::FrameEnd: return "frame-end";
    case EventType::OpBegin: return "op-begin";
    case EventType::OpEnd: return "op-end";
  }
  return "?";
}

std::uint64_t EventBuilder::alloc(std::uint64_t bytes, AllocKind kind, std::string label) {
  std::uint64_t id = reserveId();
  allocAs(id, bytes, kind, std::move(label));
  return id;
}

void EventBuilder::allocAs(std::uint64_t id, std::uint64_t bytes, AllocKind kind,
                           std::string label) {
  Event e;
  e.type = EventType::Allocate;
  e.id = id;
  e.bytes = bytes;
  e.kind = kind;
  e.name = std::move(label);
  events_.push_back(std::move(e));
}

void EventBuilder::free(std::uint64_t id) {
  Event e;
  e.type = EventType::Free;
  e.id = id;
  events_.push_back(std::move(e));
}

void EventBuilder::opBegin(std::string name) {
  Event e;
  e.type = EventType::OpBegin;
  e.name = name;
  e.depth = openOps();
  if (open_ops_.empty()) top_op_begin_ = events_.size();
  events_.push_back(std::move(e));
  open_ops_.push_back(std::move(name));
}

void EventBuilder::declarePool(std::uint64_t bytes_per_bank) {
  if (open_ops_.empty())
    throw Error(ErrorKind::Internal, "EventBuilder::declarePool with no open op");
  events_[top_op_begin_].pool_bytes = bytes_per_bank;
}

void EventBuilder::opEnd() {
  if (open_ops_.empty())
    throw Error(ErrorKind::Internal, "EventBuilder::opEnd with no open op");
  Event e;
  e.type = EventType::OpEnd;
  e.name = open_ops_.back();
  open_ops_.pop_back();
  e.depth = openOps();
  events_.push_back(std::move(e));
}

void EventBuilder::frameBegin() {
  Event e;
  e.type = EventType::FrameBegin;
  events_.push_back(std::move(e));
}

void EventBuilder::frameEnd() {
  Event e;
  e.type = EventType::FrameEnd;
  events_.push_back(std::move(e));
}

void EventBuilder::program(std::string name, std::uint64_t cb_bytes) {
  opBegin(std::move(name));
  if (cb_bytes > 0) free(alloc(cb_bytes, AllocKind::CbRegion));
  opEnd();
}

namespace {

[[noreturn]] void bad(std::size_t index, const Event& e, const std::string& what) {
  throw Error(ErrorKind::InvalidArgument,
              fmt::format("event {} ({}): {}", index, eventTypeName(e.type), what),
              {Error::num("event_index", static_cast<std::int64_t>(index)),
               Error::str("event_type", std::string(eventTypeName(e.type)))});
}

struct LiveBuffer {
  AllocKind kind;
  std::optional<std::size_t> frame;  // index into the open-frame stack (intermediates only)
};

}  // namespace

EventLifetimes analyzeEvents(const std::vector<Event>& events) {
  EventLifetimes out;
  out.released_at.resize(events.size());
  out.noop_free.assign(events.size(), false);
  std::unordered_map<std::uint64_t, LiveBuffer> live;
  std::unordered_set<std::uint64_t> released_by_frame;
  std::vector<std::vector<std::uint64_t>> frames;  // intermediates allocated in each open frame
  std::vector<std::pair<std::string, std::uint32_t>> ops;
  bool cb_live = false;
  std::uint64_t live_cb = 0;

  for (std::size_t i = 0; i < events.size(); ++i) {
    const Event& e = events[i];
    if (e.pool_bytes && (e.type != EventType::OpBegin || e.depth != 0))
      bad(i, e, fmt::format("declares a pool of {} B, but pools belong to top-level op "
                            "begins (depth 0)",
                            *e.pool_bytes));
    switch (e.type) {
      case EventType::Allocate: {
        if (e.bytes == 0) bad(i, e, fmt::format("buffer {} has 0 bytes", e.id));
        if (live.count(e.id))
          bad(i, e, fmt::format("buffer {} is allocated again while still live; free it first",
                                e.id));
        if (e.kind == AllocKind::CbRegion && cb_live)
          bad(i, e, fmt::format("CB region {} placed while CB region {} is still live; release "
                                "the first program's CBs first",
                                e.id, live_cb));
        if (e.kind == AllocKind::Intermediate && cb_live)
          bad(i, e, fmt::format("intermediate {} allocated while CB region {} is live (a "
                                "program is running); allocate before enqueue",
                                e.id, live_cb));
        released_by_frame.erase(e.id);
        LiveBuffer b{e.kind, std::nullopt};
        if (e.kind == AllocKind::Intermediate && !frames.empty()) {
          b.frame = frames.size() - 1;
          frames.back().push_back(e.id);
        }
        if (e.kind == AllocKind::CbRegion) {
          cb_live = true;
          live_cb = e.id;
        }
        live.emplace(e.id, b);
        break;
      }
      case EventType::Free: {
        auto it = live.find(e.id);
        if (it == live.end()) {
          if (released_by_frame.erase(e.id)) {
            out.noop_free[i] = true;
            break;
          }
          bad(i, e, fmt::format("frees buffer {}, which is not live (never allocated or "
                                "already freed)",
                                e.id));
        }
        if (it->second.frame) {
          auto& f = frames[*it->second.frame];
          std::erase(f, e.id);
        }
        if (it->second.kind == AllocKind::CbRegion) cb_live = false;
        live.erase(it);
        break;
      }
      case EventType::FrameBegin: frames.emplace_back(); break;
      case EventType::FrameEnd: {
        if (frames.empty()) bad(i, e, "frame end without an open frame");
        for (std::uint64_t id : frames.back()) {
          live.erase(id);
          released_by_frame.insert(id);
        }
        out.released_at[i] = std::move(frames.back());
        frames.pop_back();
        break;
      }
      case EventType::OpBegin:
        if (e.depth != ops.size())
          bad(i, e, fmt::format("op '{}' has depth {} but {} ops are open", e.name, e.depth,
                                ops.size()));
        ops.emplace_back(e.name, e.depth);
        break;
      case EventType::OpEnd:
        if (ops.empty()) bad(i, e, fmt::format("end of op '{}' without an open op", e.name));
        if (ops.back().first != e.name || ops.back().second != e.depth)
          bad(i, e, fmt::format("end of op '{}' (depth {}) but the innermost open op is '{}' "
                                "(depth {})",
                                e.name, e.depth, ops.back().first, ops.back().second));
        ops.pop_back();
        break;
    }
  }
  if (!ops.empty() || !frames.empty()) {
    std::size_t last = events.empty() ? 0 : events.size() - 1;
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("event list ends after event {} with {} op(s) and {} frame(s) "
                            "still open (innermost op '{}'): the trace looks truncated",
                            last, ops.size(), frames.size(),
                            ops.empty() ? std::string("-") : ops.back().first),
                {Error::num("event_index", static_cast<std::int64_t>(events.size()))});
  }
  return out;
}

void validateEvents(const std::vector<Event>& events) { (void)analyzeEvents(events); }

}  // namespace strata::analysis
