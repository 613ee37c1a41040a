"""Property tests of the Python entry points (Hypothesis): whatever values a caller passes,
strata.plan, strata.query, Device.tensor / Device.run and strata.run_module return a
result or raise strata.Error (a ValueError) with a reason, or TypeError for an argument
of the wrong type (Python's convention) -- never another exception, a crash or a changed
device. CI runs the "ci" profile; `HYPOTHESIS_PROFILE=long` runs the long campaign
recorded in docs/PERFORMANCE.md ("Fuzzing")."""
import math
import os

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import strata

settings.register_profile("ci", max_examples=150, deadline=None, database=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("long", max_examples=7000, deadline=None, database=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

ALLOWED = (strata.Error, TypeError)

numbers = st.one_of(
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([0, 1, -1, 2**31, 2**62, 2**63 - 1, 2**63, 2**64 + 5, 0.5, 8.9]),
)
columns = st.one_of(
    st.lists(numbers, max_size=12),
    st.lists(st.integers(min_value=0, max_value=64), max_size=12).map(np.array),
    st.sampled_from([[], [[1, 2]], "123", None, np.zeros((2, 2)), np.int64(3), [True, False],
                     np.array([1 + 2j]), ["8"]]),
)


def expect_result_or_error(call):
    try:
        return call()
    except ALLOWED as e:
        if isinstance(e, strata.Error):
            assert isinstance(e, ValueError) and str(e), "a strata.Error names its reason"
        return None


@given(sizes=columns, lowers=columns, uppers=columns, alignments=st.one_of(st.none(), columns),
       capacity=st.one_of(st.none(), st.integers(min_value=-5, max_value=2**40)))
def test_plan_returns_a_valid_layout_or_refuses(sizes, lowers, uppers, alignments, capacity):
    r = expect_result_or_error(lambda: strata.plan(sizes, lowers, uppers, capacity=capacity,
                                                   timeout=0.5, alignments=alignments))
    if r is None or r["offsets"] is None:
        return
    s, lo, up = (np.asarray(x, dtype=np.int64) for x in (sizes, lowers, uppers))
    off = r["offsets"]
    assert len(off) == len(s) and (len(off) == 0 or off.min() >= 0)
    if len(off):
        assert r["peak"] == int((off + s).max())
    for i in range(len(s)):
        for j in range(i + 1, len(s)):
            if lo[i] < up[j] and lo[j] < up[i]:
                assert off[i] + s[i] <= off[j] or off[j] + s[j] <= off[i]


shape_text = st.lists(st.integers(min_value=0, max_value=5000), min_size=1, max_size=4).map(
    lambda dims: "x".join(map(str, dims)))
spec_text = st.one_of(
    st.builds(lambda shape, dtype, layout, mem: ":".join([shape, dtype, layout, mem]), shape_text,
              st.sampled_from(["bf16", "f32", "u32", "i32", "bfp8", "u16", "xx"]),
              st.sampled_from(["tile", "row_major", "??"]),
              st.sampled_from(["dram", "l1", "l1-height:8x1", "l1-width:1x8", "l1-block:2x2", "l1-block:99x99"])),
    st.text(max_size=30),
)
param_values = st.one_of(numbers, st.text(max_size=8), st.booleans(), st.lists(st.integers(-3, 3), max_size=5))


@given(op=st.one_of(st.sampled_from(strata.ops()), st.text(max_size=10)),
       inputs=st.lists(spec_text, max_size=4),
       params=st.one_of(st.none(), st.dictionaries(
           st.sampled_from(["k", "dim", "beta", "epsilon", "keep_dim", "largest", "shape", "scalar", "zz"]),
           param_values, max_size=3)),
       arch=st.sampled_from(["wormhole_b0", "blackhole", "nope"]))
def test_query_answers_or_refuses(op, inputs, params, arch):
    r = expect_result_or_error(lambda: strata.query(op, inputs, params=params, arch=arch))
    if r is not None:
        assert r["total"] == r["peak"] + r["output_l1"] and r["fits"] == (r["shortfall"] == 0)


@given(values=st.one_of(
           st.lists(st.lists(st.floats(allow_nan=True, allow_infinity=True), min_size=1, max_size=40),
                    min_size=1, max_size=3),
           st.sampled_from([np.ones((32, 32), dtype=np.complex64), [["a"]], np.zeros((0, 4)), 3.0,
                            np.ones((2, 3, 4, 5, 6, 7, 8)), np.full((64, 64), np.nan)])),
       dtype=st.sampled_from(["bf16", "f32", "u32", "i32", "bfp8", "zz"]),
       memory=st.sampled_from(["dram", "l1", "l1-height:2x1", "bogus"]),
       op=st.sampled_from(["exp", "relu", "softmax", "sum", "topk"]))
def test_device_tensors_and_runs_leave_the_device_consistent(values, dtype, memory, op):
    dev = strata.Device("wormhole_b0")
    before = dev.l1_map()
    t = expect_result_or_error(lambda: dev.tensor(values, dtype=dtype, memory=memory))
    if t is None:
        assert dev.l1_map() == before, "a refused tensor allocated nothing"
        return
    expect_result_or_error(lambda: dev.run(op, [t]))
    after = dev.l1_map()
    assert after["stack_top"] == before["stack_top"], "every stack frame was popped"


SEED_MODULE = open(os.path.join(os.environ["STRATA_SOURCE_DIR"], "examples", "small_chain.mlir")).read()


@pytest.mark.skipif(not hasattr(strata, "run_module"), reason="built without the compiler half")
@given(cut=st.integers(min_value=0, max_value=len(SEED_MODULE)), insert=st.text(max_size=12),
       drop=st.integers(min_value=0, max_value=20))
def test_run_module_runs_or_refuses_mutated_modules(tmp_path_factory, cut, insert, drop):
    text = SEED_MODULE[:cut] + insert + SEED_MODULE[cut + drop:]
    path = tmp_path_factory.mktemp("m") / "m.mlir"
    path.write_text(text)
    r = expect_result_or_error(lambda: strata.run_module(str(path)))
    if r is not None:
        assert r["ok"] == (r["l1_mismatches"] == 0 and r["dram_mismatches"] == 0 and r["clashes"] == 0 and
                           r["numeric_failures"] == 0 and r["error"] == "")
