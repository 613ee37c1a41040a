#!/usr/bin/env python3
"""Notebook-style example: run a few ops on the simulated Wormhole from NumPy, record
the L1 map after each, and plot it (heap from the top, each op's stack + CB peak from
the bottom) to a PNG.

    PYTHONPATH=build/python /usr/bin/python3 examples/l1_map_plot.py l1-map.png
"""
import sys

import matplotlib

matplotlib.use("Agg")  # files only, no display
import matplotlib.pyplot as plt
import numpy as np

import strata

out_path = sys.argv[1] if len(sys.argv) > 1 else "l1-map.png"
dev = strata.Device("wormhole_b0")
rng = np.random.default_rng(0)

# Long-lived tensors in L1 (the heap), composites between them (the stack).
x = dev.tensor(rng.uniform(0.5, 4, size=(1, 1, 512, 1024)), dtype="bf16", memory="l1")
w = dev.tensor(rng.uniform(-1, 1, size=(1024, 1024)), dtype="bf16", memory="dram")
steps = []
live = [x]


def run(op, inputs, **kwargs):
    result = dev.run(op, inputs, **kwargs)
    steps.append((op, dev.l1_map(), result["measured"]))
    return result["output"]


y = run("lgamma", [x])
live.append(y)
z = run("matmul", [y, w], output="l1")
live.append(z)
y.deallocate()
g = run("gelu", [z])
s = run("softmax", [g], output="dram")
h = run("hardswish", [g])
check = np.allclose(s.numpy().sum(axis=-1), 1.0, atol=0.05)

base = steps[0][1]["unreserved_base"]
l1_size = steps[0][1]["l1_size"]
kib = 1024.0
fig, ax = plt.subplots(figsize=(8, 4.5))
for i, (op, m, measured) in enumerate(steps):
    heap = (l1_size - m["heap_floor"]) / kib
    ax.bar(i, heap, bottom=m["heap_floor"] / kib - base / kib, color="#4c72b0", width=0.6,
           label="heap (long-lived tensors)" if i == 0 else None)
    ax.bar(i, measured["peak"] / kib, bottom=0, color="#dd8452", width=0.6,
           label="op's stack + CB peak" if i == 0 else None)
    ax.text(i, measured["peak"] / kib + 8, f"{measured['peak'] / kib:.0f}", ha="center", fontsize=8)
ax.set_xticks(range(len(steps)), [op for op, _, _ in steps])
ax.set_ylabel("KiB above the unreserved base (per core)")
ax.set_ylim(0, (l1_size - base) / kib)
ax.set_title(f"L1 of one Tensix core on {dev.arch} after each op (softmax rows sum to 1: {check})")
ax.legend(loc="upper right")
fig.tight_layout()
fig.savefig(out_path, dpi=100)
print(f"wrote {out_path}: {len(steps)} ops, heap floor now {steps[-1][1]['heap_floor']} B, "
      f"largest op peak {max(m['peak'] for _, _, m in steps)} B")
