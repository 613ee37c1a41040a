#!/usr/bin/python3
"""Where lgamma's bf16 error comes from: the op's decomposition (lib/ops/composite_gamma.cpp:
z = x - 1, a six-term Lanczos sum s, t = z + 5.5, (z + 0.5) log t + log sqrt(2 pi) + log s - t)
evaluated on every bf16 value of the op's test domain [0.5, 10], rounding to bf16 after each
step as the device's kernels do, against math.lgamma. Prints the worst input overall and per
octave. Needs numpy (python3-numpy)."""
import math

import numpy as np

LANCZOS = [76.18009172947146, -86.50531032941677, 24.01409824083091, -1.231739572450155,
           0.1208650973866179e-2, -0.5395239384953e-5]


def to_bf16(values):
    """Round to the nearest bfloat16, ties to even (through float32, as the device codec)."""
    bits = np.asarray(values, dtype=np.float64).astype(np.float32).view(np.uint32).astype(np.uint64)
    rounded = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) << 16
    return rounded.astype(np.uint32).view(np.float32).astype(np.float64)


def lgamma_bf16(x):
    z = to_bf16(x - 1)
    s = to_bf16(np.ones_like(x))
    for i, coefficient in enumerate(LANCZOS):
        term = to_bf16(z + (i + 1))
        term = to_bf16(1 / term)
        term = to_bf16(term * coefficient)
        s = to_bf16(s + term)
    t = to_bf16(z + 5.5)
    log_t = to_bf16(np.log(t))
    log_s = to_bf16(np.log(s))
    c = to_bf16(to_bf16(z + 0.5) * log_t)
    c = to_bf16(c + 0.918938533204672742)
    c = to_bf16(c + log_s)
    c = to_bf16(c - t)
    return np.where((x == 1) | (x == 2), 0.0, c)


def main():
    xs = np.unique(to_bf16(np.linspace(0.5, 10, 400001)))
    xs = xs[(xs >= 0.5) & (xs <= 10)]
    error = np.abs(lgamma_bf16(xs) - np.array([math.lgamma(v) for v in xs]))
    worst = int(np.argmax(error))
    print(f"{len(xs)} bf16 inputs in [0.5, 10]: worst error {error[worst]:.6g} at x = {xs[worst]}")
    for lo, hi in [(0.5, 1), (1, 2), (2, 4), (4, 8), (8, 10)]:
        inside = (xs >= lo) & (xs <= hi) if hi == 10 else (xs >= lo) & (xs < hi)
        k = int(np.argmax(np.where(inside, error, -1)))
        print(f"  [{lo}, {hi}{']' if hi == 10 else ')'}: worst {error[k]:.6g} at x = {xs[k]}")


if __name__ == "__main__":
    main()
