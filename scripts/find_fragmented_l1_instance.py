#!/usr/bin/env python3
"""Searches small relu/add graphs for an L1 planning instance that fragments: at every
step the live bytes fit the capacity, yet no placement of the tensors does.

It models what --ttnn-plan-l1 builds (lib/compiler/Dialect/TTNN/Analysis/L1Planning.cpp):
every L1 tensor lives from the step after its producer (function arguments from the
start) to the step after its last use (the return counts as a use); every op's stack and
circular buffers are a block fixed at offset 0 for its own step (relu 8192 B, add 12288 B
for bf16 tiles). Sizes are in units of 2048 B per core (one bf16 tile per bank of an
interleaved tensor of 64 tiles per unit), so placements at whole units are enough: a
compacted placement puts every block at a sum of sizes. The capacity is the largest live
total, so the instance is never overfull, only fragmented.

test/lit/plan_l1_fragmented.mlir is the first instance it prints with seed 1:
  python3 scripts/find_fragmented_l1_instance.py 1
"""
import random
import sys

RESERVED_UNITS = {"relu": 4, "add": 6}


def blocks(num_args, sizes, ops):
    """(begin, end, size, fixed offset or None) per tensor and per op reservation."""
    last = {v: None for v in range(num_args + len(ops))}
    for step, (_, *inputs) in enumerate(ops):
        for v in inputs:
            last[v] = step
    return_step = len(ops)
    result = []
    for v in last:
        first = -1 if v < num_args else v - num_args
        end = (return_step if last[v] is None else last[v]) + 2
        result.append((first + 1, end, sizes[v], None))
    for step, (kind, *_) in enumerate(ops):
        result.append((step + 1, step + 2, RESERVED_UNITS[kind], 0))
    return result


def largest_live(placed):
    end = max(e for _, e, _, _ in placed)
    return max(sum(s for b, e, s, _ in placed if b <= t < e) for t in range(end))


def fits(all_blocks, capacity):
    placed = [b for b in all_blocks if b[3] is not None]
    free = sorted((b for b in all_blocks if b[3] is None), key=lambda b: -b[2])

    def clear(block, offset):
        b, e, s, _ = block
        if offset + s > capacity:
            return False
        return all(not (b < e2 and b2 < e and offset < o2 + s2 and o2 < offset + s)
                   for b2, e2, s2, o2 in placed)

    def place(i):
        if i == len(free):
            return True
        for offset in range(capacity - free[i][2] + 1):
            if clear(free[i], offset):
                placed.append((*free[i][:3], offset))
                if place(i + 1):
                    return True
                placed.pop()
        return False

    return place(0)


def main():
    random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
    for _ in range(200000):
        num_args, num_ops = random.randint(1, 3), random.randint(2, 5)
        ops = []
        for i in range(num_ops):
            values = num_args + i
            if random.random() < 0.5 and values >= 2:
                ops.append(("add", *random.sample(range(values), 2)))
            else:
                ops.append(("relu", random.randrange(values)))
        sizes = [random.randint(1, 6) for _ in range(num_args + num_ops)]
        # Element-wise ops: an add's operands share a shape; a result has its input's.
        same_shapes = True
        for i, (kind, first, *rest) in enumerate(ops):
            if kind == "add" and sizes[first] != sizes[rest[0]]:
                same_shapes = False
            sizes[num_args + i] = sizes[first]
        if not same_shapes:
            continue
        all_blocks = blocks(num_args, sizes, ops)
        capacity = largest_live(all_blocks)
        if not fits(all_blocks, capacity):
            print(f"arguments {num_args}, sizes (units of 2048 B) {sizes}, ops {ops}, "
                  f"capacity {capacity} units")
            return 0
    print("none found")
    return 1


if __name__ == "__main__":
    sys.exit(main())
