#!/usr/bin/env python3
"""Coverage of tt-mlir's TTNN ops by Strata: which ops the op library implements (query,
device run, reference; modelled by the compiler), which the run flow handles as steps
without L1 of their own, and why the rest are not there. Prints a Markdown table.

Usage: scripts/ttnn_coverage.py TTNNOps.td build/tools/strata/strata
(TTNNOps.td from a tt-mlir checkout: include/ttmlir/Dialect/TTNN/IR/TTNNOps.td)
"""
import re
import subprocess
import sys

# IR names the compiler maps to another catalog name (lib/compiler/Dialect/TTNN/Analysis/OpModel.cpp).
ALIASES = {"clamp_scalar": "clamp", "linear": "matmul", "empty": "zeros", "slice_static": "slice"}
# Steps of the run flow that move or free data without an L1 program of their own.
FLOW_STEPS = {"deallocate", "to_device", "from_device", "get_device"}
# Why an op is not implemented, by pattern (first match wins).
REASONS = [
    (r"^(all_gather|all_reduce|all_reduce_async|reduce_scatter|all_to_all_.*|point_to_point|mesh_partition|"
     r"aggregate_tensor|distribute_tensor|distributed_.*|.*_all_gather|selective_reduce_combine)$",
     "multi-device collective (out of scope: one device)"),
    (r"^(begin_trace_capture|end_trace_capture|execute_trace|capture_or_execute_trace|create_global_semaphore|"
     r"reset_global_semaphore|allocate_moe_compute_semaphore|alloc|dump_tensor|load_tensor|write_tensor|"
     r"to_tensor_spec|generic|d2m_subgraph|tt_lang_op|copy|assign|bitcast_convert)$",
     "runtime control / host I/O / foreign kernels (no op-library definition)"),
    (r"^adamw$", "not implemented: updates four operands in place (param, exp_avg, exp_avg_sq, "
     "max_exp_avg_sq); the library's in-place form writes through one"),
    (r"^sampling$", "not implemented: top-k / top-p token sampling with a random draw per user "
     "(tt-metal's sampling kernel; needs a per-user k, p and temperature reader)"),
    (r"^sdpa_fw$", "not implemented: training attention forward, which also saves the softmax "
     "statistics for the backward pass"),
    (r"^sdpa_bw$", "not implemented: training attention backward (several gradients)"),
    (r"^(flash_mla_prefill|paged_flash_multi_latent_attention_decode|indexer_score_dsa)$",
     "not implemented: DeepSeek multi-latent / sparse attention kernels"),
    (r"^(moe_compute|moe_gpt|moe_expert_token_remap|prepare_moe_compute_.*|topk_router_gpt)$",
     "not implemented: mixture-of-experts kernels (expert routing and dispatch, written for "
     "meshes of devices)"),
    (r"^(.*_bw|dropout|batch_norm_training|rand)$", "training or random ops"),
    (r"^(conv.*|prepare_conv.*|max_pool2d.*|avg_pool2d|global_avg_pool2d|upsample)$", "convolution / pooling (issue 15)"),
    (r"^(quantize|dequantize|requantize)$", "quantization (integer types, issue 15)"),
    (r"^(bitwise_.*|logical_left_shift|logical_right_shift)$", "integer ops (issue 15: int32 types)"),
    (r".*(attention|sdpa|flash_mla|rotary|nlp_concat_heads|concatenate_heads|split_query_key_value|"
     r"paged_.*|fill_cache|update_cache|moe_.*|topk.*|indexer_score_dsa|sparse_matmul|prepare_moe.*|dit_rms_norm.*).*",
     "fused transformer / cache / MoE kernel (issue 15)"),
]
DEFAULT_REASON = "not yet implemented (issue 15)"


def ttnn_ops(td_path):
    text = open(td_path).read()
    names = set(re.findall(r'^def TTNN_\w+Op\s*:\s*\w*\s*<\s*"([a-z0-9_.]+)"', text, re.M))
    names |= set(re.findall(r'^def TTNN_\w+Op\s*:\s*\n\s*\w+\s*<\s*"([a-z0-9_.]+)"', text, re.M))
    names |= set(re.findall(r'Op<TTNN_Dialect,\s*"([a-z0-9_.]+)"', text))
    return sorted(names)


def main():
    td, strata = sys.argv[1], sys.argv[2]
    listing = subprocess.run([strata, "query", "--list"], check=True, capture_output=True, text=True).stdout
    catalog = {line.split()[0] for line in listing.splitlines() if line.strip()}
    rows, counts = [], {"implemented": 0, "flow step": 0}
    for op in ttnn_ops(td):
        if ALIASES.get(op, op) in catalog:
            status = "implemented" + (f" (as `{ALIASES[op]}`)" if op in ALIASES else "")
            counts["implemented"] += 1
        elif op in FLOW_STEPS:
            status = "run-flow step (no L1 program)"
            counts["flow step"] += 1
        else:
            status = next((why for pattern, why in REASONS if re.match(pattern, op)), DEFAULT_REASON)
            counts[status] = counts.get(status, 0) + 1
        rows.append((op, status))
    total = len(rows)
    out_of_scope = sum(n for s, n in counts.items() if s.startswith(("multi-device", "runtime control")))
    single = total - out_of_scope
    print(f"{total} ops in TTNNOps.td; implemented {counts['implemented']}, run-flow steps "
          f"{counts['flow step']}; of the {single} single-device compute ops (excluding "
          f"collectives and runtime control), {counts['implemented'] + counts['flow step']} "
          f"({100 * (counts['implemented'] + counts['flow step']) / single:.0f} %) are covered.\n")
    print("| op | status |")
    print("|---|---|")
    for op, status in rows:
        print(f"| `ttnn.{op}` | {status} |")


if __name__ == "__main__":
    main()
