#!/usr/bin/env python3
"""What the Python binding adds to the L1 query: strata.query() against the same work
done in C++ (spec parsing + both models) in one process, median of several rounds.
Usage: PYTHONPATH=build/python /usr/bin/python3 bench/python_query.py"""
import statistics
import timeit

import strata

CASES = [
    ("exp", ["64x128:bf16:tile:l1"]),
    ("add", ["1x3x100x257:bf16:tile:dram", "1x3x100x257:bf16:tile:dram"]),
    ("lgamma", ["1x1x512x1024:bf16:tile:l1"]),
]
ROUNDS, N = 7, 5000

print(f"{'op':8} {'python us':>10} {'c++ us':>8} {'added us':>9}")
for op, inputs in CASES:
    py_t = statistics.median(
        timeit.timeit(lambda: strata.query(op, inputs), number=N) / N for _ in range(ROUNDS))
    cpp_t = statistics.median(strata._strata._query_seconds_in_cpp(op, inputs, N) for _ in range(ROUNDS))
    print(f"{op:8} {py_t * 1e6:10.2f} {cpp_t * 1e6:8.2f} {(py_t - cpp_t) * 1e6:9.2f}")
