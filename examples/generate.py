#!/usr/bin/env python3
"""Writes the example TTNN modules of this folder (tt-mlir syntax, unplanned).

    python3 examples/generate.py            # rewrites examples/*.mlir

Each module is what a TTNN-lowering compiler would hand to Strata: tensors with
layouts (DRAM weights, L1 activations, some sharded), no memory configs and no
addresses yet; `strata-opt --ttnn-memory-pipeline` adds both.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
GRID_X = 8  # wormhole_b0 worker grid columns (virtual grids fill it row-major)


def tensor(shape, dtype="bf16", space="dram", layout="interleaved", grid=(1, 1)):
    """tensor<...> with a #ttnn.ttnn_layout: tiles, shard memref per core."""
    rows = 1
    for d in shape[:-1]:
        rows *= d
    cols = shape[-1]
    tr, tc = (rows + 31) // 32, (cols + 31) // 32
    gr, gc = grid
    if layout == "height_sharded":
        shard = (tr // (gr * gc), tc)
        text_grid = f"{gr * gc}x1"
    elif layout == "width_sharded":
        shard = (tr, tc // (gr * gc))
        text_grid = f"1x{gr * gc}"
    elif layout == "block_sharded":
        shard = (tr // gr, tc // gc)
        text_grid = f"{gr}x{gc}"
    else:
        shard, text_grid = (tr, tc), "1x1"
    names = ", ".join(f"d{i}" for i in range(len(shape)))
    row_terms = []
    for i in range(len(shape) - 1):
        stride = 1
        for d in shape[i + 1:-1]:
            stride *= d
        row_terms.append(f"d{i}" + (f" * {stride}" if stride != 1 else ""))
    linear = f"({names}) -> ({' + '.join(row_terms) or '0'}, d{len(shape) - 1})"
    dims = "x".join(str(d) for d in shape)
    return (f"tensor<{dims}x{dtype}, #ttnn.ttnn_layout<{linear}, <{text_grid}>, "
            f"memref<{shard[0]}x{shard[1]}x!ttcore.tile<32x32, {dtype}>, #ttnn.buffer_type<{space}>>, "
            f"<{layout}>>>")


class Function:
    def __init__(self, name, args):
        self.name, self.args, self.lines, self.count = name, args, [], 0
        self.types = {f"%arg{i}": t for i, (_, t) in enumerate(args)}

    def op(self, name, operands, result_type, attrs="", comment=None):
        value = f"%{self.count}"
        self.count += 1
        if comment:
            self.lines.append(f"    // {comment}")
        operand_types = ", ".join(self.types[o] for o in operands)
        attr_text = f" <{{{attrs}}}>" if attrs else ""
        self.lines.append(f'    {value} = "ttnn.{name}"({", ".join(operands)}){attr_text} : '
                          f"({operand_types}) -> {result_type}")
        self.types[value] = result_type
        return value

    def dealloc(self, value):
        self.lines.append(f'    "ttnn.deallocate"({value}) <{{force = false}}> : ({self.types[value]}) -> ()')

    def text(self, result, header):
        sig = ", ".join(f"%arg{i}: {t}" for i, (_, t) in enumerate(self.args))
        arg_doc = "\n".join(f"//   %arg{i}: {doc}" for i, (doc, _) in enumerate(self.args))
        body = "\n".join(self.lines)
        return (f"{header}\n// Arguments:\n{arg_doc}\nmodule {{\n"
                f"  func.func @{self.name}({sig}) -> {self.types[result]} {{\n{body}\n"
                f"    return {result} : {self.types[result]}\n  }}\n}}\n")


def llama_decode_mlp():
    # Llama-3.2-1B: hidden 2048, MLP 8192; decode with batch 32 (one token per user).
    x = tensor([32, 2048], space="l1")
    xw = tensor([32, 2048], space="l1", layout="width_sharded", grid=(1, 64))
    col = tensor([32, 1], space="l1")
    ffn = tensor([32, 8192], space="l1", layout="block_sharded", grid=(1, 8))
    f = Function("llama_decode_mlp", [
        ("residual stream x, 32 users x 2048, L1 interleaved (one tile per core)", x),
        ("RMSNorm weight, 1 x 2048, DRAM", tensor([1, 2048])),
        ("gate projection W1, 2048 x 8192, DRAM", tensor([2048, 8192])),
        ("up projection W3, 2048 x 8192, DRAM", tensor([2048, 8192])),
        ("down projection W2, 8192 x 2048, DRAM", tensor([8192, 2048])),
    ])
    xn = f.op("rms_norm", ["%arg0", "%arg1"], x,
              "epsilon = 9.99999974E-6 : f32, operandSegmentSizes = array<i32: 1, 1, 0>",
              comment="RMSNorm (weight given, no bias), then width sharded for the matmuls")
    h = f.op("to_memory_config", [xn], xw)
    f.dealloc(xn)
    gate = f.op("matmul", [h, "%arg2"], ffn, "transpose_a = false, transpose_b = false",
                comment="SwiGLU MLP: W2 (silu(h W1) * (h W3)); 8192-wide activations block sharded on 8 cores")
    up = f.op("matmul", [h, "%arg3"], ffn, "transpose_a = false, transpose_b = false")
    f.dealloc(h)
    act = f.op("silu", [gate], ffn)
    f.dealloc(gate)
    prod = f.op("multiply", [act, up], ffn)
    f.dealloc(act)
    f.dealloc(up)
    down = f.op("matmul", [prod, "%arg4"], x, "transpose_a = false, transpose_b = false")
    f.dealloc(prod)
    out = f.op("add", ["%arg0", down], x, comment="residual")
    f.dealloc(down)
    return f.text(out, "// Llama-3.2-1B decoder layer, MLP half (decode, batch 32): RMSNorm, SwiGLU\n"
                       "// MLP and residual at the model's real sizes. The attention half is\n"
                       "// llama_prefill_attention.mlir (prefill shapes).")


def bert_ffn():
    # BERT-base: hidden 768, FFN 3072, sequence 128 (batch 1).
    x = tensor([128, 768], space="l1", layout="height_sharded", grid=(4, 1))
    xi = tensor([128, 768], space="l1")
    hid = tensor([128, 3072], space="l1", layout="block_sharded", grid=(4, 8))
    f = Function("bert_ffn", [
        ("hidden states, 128 tokens x 768, L1 height sharded on 4 cores", x),
        ("FFN W1, 768 x 3072, DRAM", tensor([768, 3072])),
        ("FFN W2, 3072 x 768, DRAM", tensor([3072, 768])),
        ("LayerNorm gamma, 1 x 768, DRAM", tensor([1, 768])),
        ("LayerNorm beta, 1 x 768, DRAM", tensor([1, 768])),
    ])
    a = f.op("matmul", ["%arg0", "%arg1"], hid, "transpose_a = false, transpose_b = false",
             comment="intermediate: gelu(x W1), 128 x 3072 block sharded on 4 x 8 cores")
    g = f.op("gelu", [a], hid)
    f.dealloc(a)
    o = f.op("matmul", [g, "%arg2"], xi, "transpose_a = false, transpose_b = false")
    f.dealloc(g)
    r = f.op("add", [o, "%arg0"], x, comment="residual + LayerNorm (composite: its intermediates live on the L1 stack)")
    f.dealloc(o)
    n = f.op("layer_norm", [r, "%arg3", "%arg4"], x, "epsilon = 9.99999996E-13 : f32")
    f.dealloc(r)
    return f.text(n, "// BERT-base encoder layer, FFN half (sequence 128): W1, gelu, W2, residual,\n"
                     "// LayerNorm, at the model's real sizes. Attention with the data-movement\n"
                     "// ops: llama_prefill_attention.mlir.")


def llama_prefill_attention():
    # Llama-3.2-1B attention shapes: hidden 2048 = 32 heads x 64; a 128-token prefill.
    # Multi-head (32 K/V heads, not the model's 8: grouped K/V would be a repeat_interleave
    # of 8-row head blocks); the 1/sqrt(64) score scale is folded into Wq.
    mm = "transpose_a = false, transpose_b = false"
    x = tensor([128, 2048], space="l1")
    heads = tensor([1, 128, 32, 64], space="l1")      # tokens x heads x head_dim
    by_head = tensor([1, 32, 128, 64], space="l1")    # heads x tokens x head_dim
    keys_t = tensor([1, 32, 64, 128], space="l1")     # heads x head_dim x tokens
    scores = tensor([1, 32, 128, 128], space="l1")
    f = Function("llama_prefill_attention", [
        ("hidden states x, 128 tokens x 2048, L1 interleaved", x),
        ("query projection Wq (scale folded in), 2048 x 2048, DRAM", tensor([2048, 2048])),
        ("key projection Wk, 2048 x 2048, DRAM", tensor([2048, 2048])),
        ("value projection Wv, 2048 x 2048, DRAM", tensor([2048, 2048])),
        ("output projection Wo, 2048 x 2048, DRAM", tensor([2048, 2048])),
    ])
    def split_heads(w, comment=None):
        p = f.op("matmul", ["%arg0", w], x, mm, comment=comment)
        r = f.op("reshape", [p], heads, "shape = [1 : i32, 128 : i32, 32 : i32, 64 : i32]")
        f.dealloc(p)
        h = f.op("permute", [r], by_head, "permutation = array<i64: 0, 2, 1, 3>")
        f.dealloc(r)
        return h
    q = split_heads("%arg1", "projections, split into 32 heads: reshape + permute")
    k = split_heads("%arg2")
    kt = f.op("transpose", [k], keys_t, "dim0 = 2 : si32, dim1 = 3 : si32",
              comment="scores = softmax(q k^T) per head (batched matmul over the 32 heads)")
    f.dealloc(k)
    s = f.op("matmul", [q, kt], scores, mm)
    f.dealloc(q)
    f.dealloc(kt)
    # The scores are not scaled by 1/sqrt(64): some exceed exp's bf16 range (~88), so the
    # softmax subtracts the row max first (tt-metal's numeric_stable softmax).
    pr = f.op("softmax", [s], scores, "dimension = 3 : si32, numericStable = true")
    f.dealloc(s)
    v = split_heads("%arg3")
    c = f.op("matmul", [pr, v], by_head, mm, comment="context = probs v, heads merged back: permute + reshape")
    f.dealloc(pr)
    f.dealloc(v)
    ct = f.op("permute", [c], heads, "permutation = array<i64: 0, 2, 1, 3>")
    f.dealloc(c)
    m = f.op("reshape", [ct], x, "shape = [128 : i32, 2048 : i32]")
    f.dealloc(ct)
    o = f.op("matmul", [m, "%arg4"], x, mm, comment="output projection and residual")
    f.dealloc(m)
    out = f.op("add", ["%arg0", o], x)
    f.dealloc(o)
    return f.text(out, "// Llama-3.2-1B-shaped self-attention (prefill, 128 tokens, 32 heads of 64):\n"
                       "// Q/K/V projections, head split (reshape + permute), q k^T (transpose),\n"
                       "// softmax, probs v, head merge (permute + reshape), output projection,\n"
                       "// residual. Uses the data-movement ops of issue 15.")


def composite_block():
    # 1280 x 2048 f32 in L1 interleaved: 2560 tiles, 40 per core = 160 KiB per core.
    t = tensor([1280, 2048], dtype="f32", space="l1")
    f = Function("composite_block", [
        ("activations, 1280 x 2048 f32, L1 interleaved (160 KiB per core)", t),
        ("LayerNorm gamma, 1 x 2048 f32, DRAM", tensor([1, 2048], dtype="f32")),
        ("LayerNorm beta, 1 x 2048 f32, DRAM", tensor([1, 2048], dtype="f32")),
    ])
    a = f.op("gelu", ["%arg0"], t, comment="composites whose intermediates go on the L1 stack, with outputs kept live")
    b = f.op("softplus", [a], t, "beta = 1.000000e+00 : f32, threshold = 2.000000e+01 : f32")
    c = f.op("lgamma", [b], t)
    d = f.op("layer_norm", [c, "%arg1", "%arg2"], t, "epsilon = 9.99999974E-6 : f32")
    e = f.op("cosh", [d], t)
    g = f.op("add", [a, e], t)
    h = f.op("multiply", [b, g], t)
    i = f.op("add", [c, h], t)
    j = f.op("sigmoid", [d], t)
    k = f.op("softplus", [j], t, "beta = 1.000000e+00 : f32, threshold = 2.000000e+01 : f32")
    m = f.op("multiply", [e, k], t)
    n = f.op("add", [i, m], t)
    o = f.op("add", [n, a], t)
    return f.text(o, "// A composite-heavy block (gelu, softplus, lgamma, layer_norm, cosh) whose\n"
                     "// outputs stay live: 15 tensors of 160 KiB per core plus the composites'\n"
                     "// stack frames do not fit one core's L1, so the planner spills to DRAM.")


def main():
    for name, text in [("llama_decode_mlp.mlir", llama_decode_mlp()),
                       ("bert_ffn.mlir", bert_ffn()),
                       ("llama_prefill_attention.mlir", llama_prefill_attention()),
                       ("composite_block.mlir", composite_block())]:
        with open(os.path.join(HERE, name), "w") as out:
            out.write(text)


if __name__ == "__main__":
    main()
