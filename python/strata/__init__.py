"""Strata from Python: the exact L1 query, the static planner and the simulated device.

    import strata
    strata.query("exp", ["64x128:bf16:tile:l1"])["total"]        # bytes per core
    strata.plan(sizes, lowers, uppers)["offsets"]                  # NumPy int64 array
    dev = strata.Device("wormhole_b0")
    x = dev.tensor(numpy_array, dtype="bf16", memory="l1")
    y = dev.run("gelu", [x])["output"].numpy()
    strata.run_module("model.mlir", [a, b])["outputs"]           # plan + run a TTNN module

Errors raise strata.Error (a ValueError, and a RuntimeError) with .kind and .fields. See docs/python.md.
"""
from ._strata import Device, Error, Tensor, ops, plan, query, version

__all__ = ["Device", "Error", "Tensor", "ops", "plan", "query", "version"]
try:  # built only with the compiler half (MLIR)
    from ._strata import run_module  # noqa: F401

    __all__.append("run_module")
except ImportError:
    pass
__version__ = version()
