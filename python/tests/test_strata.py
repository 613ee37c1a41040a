"""The strata Python module against the C++ tools: same numbers, same errors."""
import json
import os
import subprocess

import numpy as np
import pytest

import strata

STRATA = os.environ.get("STRATA_BIN", "strata")


def cli_json(*args):
    out = subprocess.run([STRATA, *args, "--json"], check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def test_version_matches_the_cli():
    out = subprocess.run([STRATA, "--version"], check=True, capture_output=True, text=True)
    assert out.stdout.strip() == f"strata {strata.version()}"
    assert strata.__version__ == strata.version()


@pytest.mark.parametrize(
    "op,inputs,output",
    [
        ("exp", ["64x128:bf16:tile:l1"], None),
        ("lgamma", ["1x1x512x1024:bf16:tile:l1"], "dram"),
        ("add", ["32768x32:bf16:tile:l1-height:8x1", "32768x32:bf16:tile:dram"], "l1-height:8x1"),
        ("softmax", ["64x1024:f32:tile:dram"], "l1"),
    ],
)
def test_query_equals_strata_query(op, inputs, output):
    args = ["query", op]
    for spec in inputs:
        args += ["--input", spec]
    if output:
        args += ["--output-memory-config", output]
    want = cli_json(*args)
    got = strata.query(op, inputs, output=output)
    for key in ("cb_peak", "stack_peak", "peak", "output_l1", "total", "fits", "shortfall"):
        assert got[key] == want[key], key
    assert got["tt_metal"] == want["tt_metal"]


def test_query_params_by_name():
    default = strata.query("polygamma", ["64x64:bf16:tile:l1"])
    higher = strata.query("polygamma", ["64x64:bf16:tile:l1"], params={"n": 3})
    want = cli_json("query", "polygamma", "--input", "64x64:bf16:tile:l1", "--param", "n=3")
    assert higher["total"] == want["total"]
    assert default["output_l1"] == higher["output_l1"]


def test_choice_params_by_name_or_code():
    # A choice parameter takes the string tt-mlir's IR writes, or its code; both are the
    # same query, and a name the op does not have is refused naming the choices.
    spec = ["64x128:bf16:tile:l1", "64x128:bf16:tile:l1"]
    by_name = strata.query("gelu_bw", spec, params={"approximate": "tanh"})
    by_code = strata.query("gelu_bw", spec, params={"approximate": 1})
    erf = strata.query("gelu_bw", spec, params={"approximate": "none"})
    assert by_name == by_code
    assert by_name["stack_peak"] != erf["stack_peak"]
    with pytest.raises(strata.Error) as info:
        strata.query("gelu_bw", spec, params={"approximate": "exact"})
    assert "the value must be one of none or tanh" in str(info.value)


def test_query_errors_carry_the_cpp_error():
    with pytest.raises(strata.Error) as info:
        strata.query("exp", ["64x128:bf16:tile:l1"], output="l1-height:2x1")
    assert info.value.kind == "invalid argument"
    assert "tt-metal runs this op only between the same memory layouts" in str(info.value)
    out = subprocess.run(
        [STRATA, "query", "exp", "--input", "64x128:bf16:tile:l1", "--output-memory-config", "l1-height:2x1"],
        capture_output=True, text=True)
    assert out.returncode == 2
    assert out.stderr.strip() == f"error: {info.value}"
    with pytest.raises(strata.Error) as unknown:
        strata.query("bogus", ["64x128"])
    assert unknown.value.kind == "not found"


def test_plan_takes_lists_and_arrays_and_returns_valid_offsets():
    sizes = np.array([96, 64, 32, 128])
    lowers = [0, 1, 2, 4]
    uppers = np.array([4, 3, 6, 7], dtype=np.int32)
    r = strata.plan(sizes, lowers, uppers)
    offsets = r["offsets"]
    assert offsets.dtype == np.int64 and offsets.shape == (4,)
    assert r["peak"] == r["lower_bound"] == 192
    # no two buffers live at once share a byte
    for i in range(4):
        for j in range(i + 1, 4):
            if lowers[i] < uppers[j] and lowers[j] < uppers[i]:
                assert offsets[i] + sizes[i] <= offsets[j] or offsets[j] + sizes[j] <= offsets[i]
    assert int((offsets + sizes).max()) == r["peak"]


def test_plan_capacity_and_errors():
    fits = strata.plan([100, 100], [0, 0], [2, 2], capacity=200)
    assert fits["feasible"] is True and fits["peak"] == 200
    short = strata.plan([100, 100], [0, 0], [2, 2], capacity=150)
    assert short["feasible"] is False
    with pytest.raises(strata.Error) as info:
        strata.plan([1, 2], [0], [1, 2])
    assert "sizes has 2 entries but lowers 1" in str(info.value)


# Each wrong value is a strata.Error (a ValueError) whose text names the entry and what
# to give instead: never a signal, an IndexError or a silent cast.
@pytest.mark.parametrize("args, kwargs, text", [
    (([8], [0], [1]), {"alignments": [0]},
     "plan: entry 0: buffer '0' has alignment 0; alignments must be >= 1"),
    (([8], [0], [1]), {"alignments": [-16]}, "has alignment -16; alignments must be >= 1"),
    (([-8], [0], [1]), {}, "plan: entry 0: buffer '0' has size -8; sizes must be positive"),
    (([8, 0], [0, 0], [1, 1]), {}, "plan: entry 1: buffer '1' has size 0; sizes must be positive"),
    (([8], [3], [1]), {}, "buffer '0' has upper 1 <= lower 3; lifetimes are half-open"),
    (([8.9], [0], [1]), {}, "plan: sizes[0] = 8.9 is not a whole number; give integers"),
    (([float("nan")], [0], [1]), {}, "plan: sizes[0] = nan is not a whole number"),
    (([8], [0], [float("inf")]), {}, "plan: uppers[0] = inf is not a whole number"),
    ((np.array([2**64 - 1], dtype=np.uint64), [0], [1]), {},
     "plan: sizes[0] = 18446744073709551615 is above 2^63 - 1"),
    (([2**64 + 5], [0], [1]), {}, "plan: sizes holds object values, not integers"),
    ((np.ones((2, 2), dtype=np.int64), [0, 0], [1, 1]), {}, "plan: sizes is a 2-D array; give a 1-D"),
    ((np.int64(8), [0], [1]), {}, "plan: sizes is a 0-D array; give a 1-D"),
    ((["8"], [0], [1]), {}, "plan: sizes holds <U1 values, not integers"),
    (([True], [0], [1]), {}, "plan: sizes holds bool values, not integers"),
    (([2**62], [0], [1]), {}, "brings the total of sizes above 2^62 bytes"),
])
def test_plan_refuses_bad_values_with_a_clear_error(args, kwargs, text):
    with pytest.raises(strata.Error) as info:
        strata.plan(*args, **kwargs)
    assert text in str(info.value)
    assert isinstance(info.value, ValueError) and isinstance(info.value, RuntimeError)
    assert info.value.kind == "invalid argument"


def test_plan_takes_whole_floats_and_unsigned_arrays():
    r = strata.plan(np.array([96.0, 64.0]), np.array([0, 1], dtype=np.uint32), [4.0, 3])
    assert r["peak"] == r["lower_bound"] == 160


def test_device_round_trip_and_op_run():
    dev = strata.Device("wormhole_b0")
    rng = np.random.default_rng(7)
    values = rng.uniform(-2, 2, size=(64, 96)).astype(np.float32)
    x = dev.tensor(values, dtype="f32", memory="l1")
    assert x.shape == [64, 96]
    assert x.spec == "64x96:f32:tile:l1"
    back = x.numpy()
    assert back.dtype == np.float64 and back.shape == (64, 96)
    np.testing.assert_array_equal(back, values.astype(np.float64))  # f32 holds f32 exactly

    before = dev.l1_map()
    r = dev.run("exp", [x], output="l1")
    assert r["predicted"] == r["measured"]
    np.testing.assert_allclose(r["output"].numpy(), np.exp(values.astype(np.float64)), rtol=1e-5)
    after = dev.l1_map()
    assert after["heap_bytes"] == before["heap_bytes"] + r["measured"]["output_l1"]
    r["output"].deallocate()
    assert dev.l1_map()["heap_bytes"] == before["heap_bytes"]


def test_the_same_op_under_stack_heap_and_pool_gives_the_same_values():
    dev = strata.Device("wormhole_b0")
    rng = np.random.default_rng(3)
    x = dev.tensor(rng.uniform(0.5, 4, size=(64, 128)), memory="l1")
    runs = {m: dev.run("lgamma", [x], model=m) for m in ("stack", "tt-metal", "pool")}
    for m in ("tt-metal", "pool"):
        np.testing.assert_array_equal(runs[m]["output"].numpy(), runs["stack"]["output"].numpy())
    pool = runs["pool"]
    assert pool["pool_bytes"] == pool["predicted"]["stack_peak"] == pool["pool_high_water"] > 0
    assert pool["measured"]["stack_peak"] == 0
    with pytest.raises(strata.Error) as info:
        dev.run("lgamma", [x], model="arena")
    assert "use 'stack', 'tt-metal' or 'pool'" in str(info.value)


def test_integer_ops_on_int32_words_are_exact():
    dev = strata.Device()
    words = np.array([[-2147483648, 2147483647, -1, 16777217]], dtype=np.int64)
    a = dev.tensor(words, dtype="i32")
    np.testing.assert_array_equal(a.numpy(), words.astype(np.float64))  # above 2^24 too
    r = dev.run("bitwise_not", [a])
    assert r["predicted"] == r["measured"]
    np.testing.assert_array_equal(r["output"].numpy(), (~words).astype(np.float64))
    with pytest.raises(strata.Error) as info:
        dev.run("bitwise_not", [dev.tensor(words.astype(np.float64), dtype="f32")])
    assert "computes on int32 or uint32" in str(info.value)


def test_block_float_weights_pack_like_tt_metal():
    dev = strata.Device()
    # A row's values share the exponent of its largest (3.3 -> 2^1): steps of 1/32 in bfp8,
    # 1/2 in bfp4; 3.3 rounds to 106/32 and to 7/2, and 0.25 (a tie at half a step) to 0.
    w = np.zeros((32, 32))
    w[0, :3] = [3.3, -2.0, 0.25]
    np.testing.assert_array_equal(dev.tensor(w, dtype="bfp8").numpy()[0, :3], [3.3125, -2.0, 0.25])
    np.testing.assert_array_equal(dev.tensor(w, dtype="bfp4").numpy()[0, :3], [3.5, -2.0, 0.0])
    a = dev.tensor(np.ones((64, 32)), dtype="bf16")
    r = dev.run("matmul", [a, dev.tensor(w, dtype="bfp8")])
    assert r["predicted"] == r["measured"]
    np.testing.assert_array_equal(r["output"].numpy()[0, :3], [3.3125, -2.0, 0.25])
    with pytest.raises(strata.Error) as info:
        dev.tensor(w, dtype="bfp8", layout="row_major")
    assert "exists only in tile layout" in str(info.value)


def test_bf16_rounds_like_the_device():
    dev = strata.Device()
    x = dev.tensor(np.array([[1.0, 1.00390625, 3.14159265]]), dtype="bf16")
    got = x.numpy()
    assert got[0, 0] == 1.0
    assert got[0, 2] == pytest.approx(3.140625)  # bf16 keeps 8 bits of mantissa


def test_device_errors_leave_the_device_usable():
    dev = strata.Device()
    x = dev.tensor(np.ones((32, 32)), memory="l1")
    before = dev.l1_map()
    with pytest.raises(strata.Error):
        dev.run("exp", [x], output="l1-height:1x1x")
    with pytest.raises(strata.Error):
        dev.run("add", [x])  # one input for a binary op
    with pytest.raises(strata.Error) as too_big:
        # a 2 MiB shard on one core cannot fit its 1.4 MB of L1
        dev.tensor(np.ones((1024, 1024)), memory="l1-height:1x1")
    assert too_big.value.kind == "invalid argument" and "can never fit" in str(too_big.value)
    assert too_big.value.fields["bytes_per_bank"] == 2 * 1024 * 1024
    with pytest.raises(strata.Error, match="op add: input 1 is None; give a Tensor"):
        dev.run("add", [x, None])
    with pytest.raises(strata.Error, match="op relu: input 0 lives on another Device"):
        dev.run("relu", [strata.Device().tensor(np.ones((32, 32)))])
    assert dev.l1_map() == before
    r = dev.run("neg", [x])
    np.testing.assert_array_equal(r["output"].numpy(), -np.ones((32, 32)))


def test_l1_map_example_writes_a_png(tmp_path):
    source = os.environ["STRATA_SOURCE_DIR"]
    png = tmp_path / "l1-map.png"
    out = subprocess.run(
        ["/usr/bin/python3", os.path.join(source, "examples", "l1_map_plot.py"), str(png)],
        check=True, capture_output=True, text=True, env=os.environ)
    assert out.stdout.startswith(f"wrote {png}: 5 ops")
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 10_000


@pytest.mark.skipif(not hasattr(strata, "run_module"), reason="built without the compiler half")
def test_run_module_equals_strata_run(tmp_path):
    source = os.environ["STRATA_SOURCE_DIR"]
    module = os.path.join(source, "examples", "small_chain.mlir")
    rng = np.random.default_rng(3)
    a = rng.uniform(-1, 1, size=(64, 128))
    b = rng.uniform(0, 1, size=(64, 128))
    r = strata.run_module(module, [a, b])
    assert r["ok"] and r["error"] == "" and r["function"] == "main" and r["arch"] == "wormhole_b0"
    assert r["planned_on_the_fly"] is True
    assert [s["op"] for s in r["steps"] if s["op"] in ("lgamma", "relu")] == ["lgamma", "relu"]
    assert all(s["l1_match"] and not s["clash"] for s in r["steps"])
    (out,) = r["outputs"]
    assert out.shape == (64, 128)
    # the CLI on the same inputs writes the same result (as float32)
    np.save(tmp_path / "a.npy", a.astype(np.float32))
    np.save(tmp_path / "b.npy", b.astype(np.float32))
    subprocess.run([STRATA, "run", module, "--input", f"arg0={tmp_path / 'a.npy'}",
                    "--input", f"arg1={tmp_path / 'b.npy'}", "--output-dir", str(tmp_path)],
                   check=True, capture_output=True)
    cli = np.load(tmp_path / "result0.npy")
    r32 = strata.run_module(module, [a.astype(np.float32), b.astype(np.float32)])
    np.testing.assert_array_equal(r32["outputs"][0].astype(np.float32), cli)
    with pytest.raises(strata.Error) as info:
        strata.run_module(module, [a, b, a])
    assert "takes 2 argument(s) but 3 inputs were given" in str(info.value)
    with pytest.raises(strata.Error, match=r"input 0 \(%arg0\): a 0-d scalar given, the function takes shape 64x128"):
        strata.run_module(module, [np.float32(1), b])
    # every step is a row (the return too) and none failed
    assert r["steps"][-1]["op"] == "return" and r["failed_steps"] == 0
    assert not any(s["failed"] for s in r["steps"])


@pytest.mark.skipif(not hasattr(strata, "run_module"), reason="built without the compiler half")
def test_run_module_lowers_ttir_and_checks_the_model():
    # tt-mlir's MNIST graph (TTIR): lowered, planned, run; the result against the model.
    source = os.environ["STRATA_SOURCE_DIR"]
    module = os.path.join(source, "test", "data", "ttmlir_models", "mnist.mlir")
    x = np.linspace(-1, 1, 784).reshape(1, 784)
    r = strata.run_module(module, [x])
    assert r["ok"] and r["lowered_from_ttir"] and r["planned_on_the_fly"]
    (check,) = r["model_check"]["results"]
    assert check["ok"] and check["pcc"] >= 0.99 and r["model_check"]["error"] == ""
    assert r["outputs"][0].shape == (1, 10)
    # a TTNN module has no model check
    assert "model_check" not in strata.run_module(os.path.join(source, "examples", "small_chain.mlir"))
    # With Strata's placement the activations move to L1: fewer DRAM bytes, each step's
    # planned bytes those the device touched.
    placed = strata.run_module(module, [x], placement="strata")
    assert placed["ok"] and placed["dram_mismatches"] == 0
    assert placed["dram_touched_bytes"] == placed["dram_planned_bytes"]
    assert placed["dram_planned_bytes"] < r["dram_planned_bytes"] == r["dram_touched_bytes"]
    assert all(s["dram_match"] for s in placed["steps"])
    with pytest.raises(strata.Error, match="placement 'greedy' is not one of strata, tt-mlir, dram"):
        strata.run_module(module, [x], placement="greedy")
    # A real model's parameter-only ops run once, before the first step (const_eval, the
    # default); their DRAM bytes are apart from the per-call bytes, both what the device
    # touched. const_eval=False keeps them in the function.
    qwen = os.path.join(source, "test", "data", "ttmlir_models", "qwen_3_0_6b_decode_block.mlir")
    cached = strata.run_module(qwen)
    assert cached["ok"] and cached["model_check"]["results"][0]["ok"]
    load = [i for i, s in enumerate(cached["steps"]) if s["load_time"]]
    assert load and load == list(range(len(load)))  # they come first
    assert cached["dram_load_planned_bytes"] == cached["dram_load_touched_bytes"] > 0
    assert cached["dram_planned_bytes"] == cached["dram_touched_bytes"]
    plain = strata.run_module(qwen, const_eval=False)
    assert plain["ok"] and not any(s["load_time"] for s in plain["steps"])
    assert plain["dram_load_planned_bytes"] == 0 and plain["dram_load_touched_bytes"] is None
    assert plain["dram_planned_bytes"] > cached["dram_planned_bytes"]


@pytest.mark.skipif(not hasattr(strata, "run_module"), reason="built without the compiler half")
def test_run_module_refuses_devices_and_names_the_parse_error(tmp_path):
    # /dev/zero would be read until host memory runs out; the reader refuses it at once.
    with pytest.raises(strata.Error) as info:
        strata.run_module("/dev/zero")
    assert "module '/dev/zero' is not a regular file" in str(info.value)
    bad = tmp_path / "bad.mlir"
    bad.write_text("module { func.func @f( }\n")
    with pytest.raises(strata.Error) as info:
        strata.run_module(str(bad))
    # the reason is in the exception's text, located, not only on stderr
    assert str(info.value).endswith(f"not a readable TTNN or TTIR module: {bad}:1:23: expected non-function type")
    assert "see above" not in str(info.value)


def test_integer_tensors_hold_whole_numbers_in_range():
    # NaN, -1 or 2.5 in a u32 tensor was converted silently (NaN to 0), as strata run's
    # --input is not; u16 is a dtype as in the CLI's specs.
    dev = strata.Device()
    for bad, shown in ((np.nan, "nan"), (-1.0, "-1"), (2.5, "2.5")):
        with pytest.raises(strata.Error) as info:
            dev.tensor(np.array([[1.0, bad]]), dtype="u32")
        assert f"element 1 (flat) is {shown}, which a uint32 tensor cannot hold" in str(info.value)
    t = dev.tensor(np.array([[0.0, 65535.0]]), dtype="u16")
    assert t is not None
    with pytest.raises(strata.Error):
        dev.tensor(np.array([[65536.0]]), dtype="u16")


@pytest.mark.skipif(not hasattr(strata, "run_module"), reason="built without the compiler half")
def test_run_module_raises_for_indices_outside_their_table(tmp_path):
    # The device reads a negative position as 0 (its cast to ui32 saturates); the model
    # refuses it, and a position the cache has not got is bad input, raised as such.
    module = tmp_path / "cache.mlir"
    module.write_text("""
func.func @main(%cache: tensor<1x1x64x32xbf16>, %step: tensor<1x1x1x32xbf16>, %pos: tensor<1xi32>) -> tensor<1x1x64x32xbf16> {
  "ttir.update_cache"(%cache, %step, %pos) <{batch_offset = 0 : i32}> : (tensor<1x1x64x32xbf16>, tensor<1x1x1x32xbf16>, tensor<1xi32>) -> ()
  return %cache : tensor<1x1x64x32xbf16>
}
""")
    with pytest.raises(strata.Error) as info:
        strata.run_module(str(module), [None, None, np.array([-1e6])])
    assert "index -1000000 is outside [0, 64) (the cache's sequence positions)" in str(info.value)
    # past the end: the device's step refuses it first
    with pytest.raises(strata.Error) as info:
        strata.run_module(str(module), [None, None, np.array([64])])
    assert "update_cache" in str(info.value) and " 64" in str(info.value)
    assert strata.run_module(str(module), [None, None, np.array([63])])["ok"]


def test_arch_json_files_and_real_values_only(tmp_path):
    # The same arch doors as the CLI's --arch: a built-in name or a JSON arch file.
    arch = tmp_path / "arch.json"
    arch.write_text(subprocess.run([STRATA, "arch", "show", "blackhole", "--json"], check=True,
                                   capture_output=True, text=True).stdout)
    assert strata.query("exp", ["64x128:bf16:tile:l1"], arch=str(arch)) == \
        strata.query("exp", ["64x128:bf16:tile:l1"], arch="blackhole")
    assert strata.Device(str(arch)).arch == "blackhole"
    with pytest.raises(strata.Error) as info:
        strata.Device(str(tmp_path / "none.json"))
    assert "none.json" in str(info.value)
    # A complex array would lose its imaginary part in a cast: refused with the reason.
    dev = strata.Device("wormhole_b0")
    with pytest.raises(strata.Error) as info:
        dev.tensor(np.ones((32, 32), dtype=np.complex64))
    assert str(info.value) == ("Device.tensor: values holds complex64 values; give real numbers "
                               "(take .real or abs() of a complex array first)")
    with pytest.raises(strata.Error) as info:
        dev.tensor([["a", "b"]])
    assert "Device.tensor: values holds <U1 values" in str(info.value)
    assert dev.l1_map() == strata.Device("wormhole_b0").l1_map()  # nothing was allocated


@pytest.mark.skipif(not hasattr(strata, "run_module"), reason="built without the compiler half")
def test_run_module_refuses_complex_inputs():
    module = os.path.join(os.environ["STRATA_SOURCE_DIR"], "examples", "small_chain.mlir")
    with pytest.raises(strata.Error) as info:
        strata.run_module(module, [np.ones((64, 128), dtype=np.complex128), None])
    assert str(info.value).startswith("run_module: input 0 holds complex128 values")
