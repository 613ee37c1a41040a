#!/usr/bin/env python3
"""L1 placement on tt-mlir's model graphs: DRAM bytes under each policy.

Usage: scripts/placement_study.py [--build DIR] [--only NAME ...] [--measure]
                                  [--jobs N] [--out FILE] [--plot FILE]

Per model of test/data/ttmlir_models/ and per policy (dram, tt-mlir, strata):
`strata run --json --placement P` lowers it, places activations in L1 by the
policy (--ttnn-place-l1), plans addresses (--ttnn-plan-l1) and runs the L1 side
on the simulated device (--no-numerics: every op's planned L1 == measured, no
clashes). The figure of merit is the DRAM bytes the function moves by its plan
(each step moves every distinct DRAM tensor it reads or writes once); with
--measure the kernels run too (--no-reference) and every step's planned DRAM
bytes must equal the bytes of the DRAM buffers the device touched.

Writes the section between the placement markers of --out (docs/models.md; the
rest of the file is scripts/ttmlir_models.py's) and an SVG plot (--plot).
"""
import argparse
import concurrent.futures
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODELS = os.path.join(ROOT, "test", "data", "ttmlir_models")
POLICIES = ["dram", "tt-mlir", "strata"]
EXTRA = []  # --no-const-eval: flags every run gets
BEGIN = "<!-- placement study: begin (scripts/placement_study.py) -->"
END = "<!-- placement study: end -->"


def run(strata, path, policy, measure, timeout, func=None):
    cmd = [strata, "run", path, "--json", "--placement", policy] + (["--func", func] if func else [])
    cmd += EXTRA
    cmd.append("--no-reference" if measure else "--no-numerics")
    start = time.monotonic()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"error": f"timed out after {timeout} s"}
    wall = time.monotonic() - start
    if proc.returncode == 2 or not proc.stdout.strip():
        lines = [l for l in proc.stderr.splitlines() if "error" in l] or ["no output"]
        # The reason, without the file names and locations strata puts before it.
        why = re.sub(r"(error: )?\S+\.mlir(:\d+:\d+)?: ", "", lines[-1].replace(ROOT + "/", ""))
        return {"error": why[:200]}
    report = json.loads(proc.stdout)
    if report.get("failed_steps"):
        # A step that could not run (the device's DRAM full at load time, ...): the run
        # stopped there, so its bytes are no figure of the function.
        return {"error": re.sub(r"\S+\.mlir(:\d+:\d+)?", "", report.get("error", ""))[:200]}
    dram = report["dram"]
    measured = dram.get("measured")
    return {
        "ok": report["ok"],
        "bytes": dram["planned_bytes"],
        "arguments": dram["planned_argument_bytes"],
        "measured": measured["touched_bytes"] if measured else None,
        "load_bytes": dram.get("load_time", {}).get("planned_bytes", 0),
        "dram_mismatches": report.get("dram_mismatches", 0),
        "peak": report["plan"].get("peak"),
        "capacity": report["plan"].get("capacity"),
        "l1_tensors": report["plan"].get("l1_tensors", 0),
        "spills": report["plan"].get("spills", 0),
        "evictions": report["placement"].get("evictions", 0),
        "sharded": report["placement"].get("l1_sharded", 0),
        "candidates": report["placement"].get("candidates", 0),
        "shardable": report["placement"].get("candidates_shardable", 0),
        "wall": wall,
    }


def study(strata, name, measure, timeout):
    path = os.path.join(MODELS, name + ".mlir")
    return name, {p: run(strata, path, p, measure, timeout) for p in POLICIES}


def frag(strata, name, timeout):
    """The fragmentation study on one model: its run under Strata's placement traced
    (--no-numerics), replayed by `strata frag` under heap, pool, stack and planned
    placement; with the exact plan's need and the largest transient (stack) peak."""
    path = os.path.join(MODELS, name + ".mlir")
    with tempfile.TemporaryDirectory() as tmp:
        trace = os.path.join(tmp, name + ".json")
        proc = subprocess.run([strata, "run", path, "--json", "--no-numerics", "--placement",
                               "strata", "--trace", trace], capture_output=True, text=True,
                              timeout=timeout)
        if proc.returncode == 2 or not proc.stdout.strip():
            return name, None
        report = json.loads(proc.stdout)
        replay = subprocess.run([strata, "frag", "--trace", trace, "--policy",
                                 "heap,pool,stack,planned", "--json"],
                                capture_output=True, text=True, timeout=timeout)
        if replay.returncode not in (0, 1) or not replay.stdout.strip():
            return name, None
        rows = {r["policy"]: r for r in json.loads(replay.stdout)}
    plan = report["plan"]
    return name, {
        "l1_tensors": plan.get("l1_tensors", 0),
        "plan_need": plan["l1_base"] + plan["peak"],
        "l1_size": plan["l1_base"] + plan["capacity"],
        "stack_peak": max(s["planned"]["stack_peak"] for s in report["steps"]),
        "cb_peak": max(s["planned"]["cb_peak"] for s in report["steps"]),
        "min_l1": {p: rows[p]["min_l1_bytes"] for p in rows},
    }


FRAG_BEGIN = "<!-- real models: begin (scripts/placement_study.py --frag) -->"
FRAG_END = "<!-- real models: end -->"


def family(name):
    return re.sub(r"_(decode|prefill|encoder|vision|decoder).*$", "", name)


def frag_section(results):
    """The real-model section of docs/FRAGMENTATION.md."""
    ok = {n: r for n, r in results.items() if r}
    kib = lambda b: f"{b / 1024:.1f}"
    lines = [
        FRAG_BEGIN,
        "## Real models: tt-mlir's graphs under Strata's placement",
        "",
        "Generated by `scripts/placement_study.py --frag` (`make placement-study "
        "PLACEMENT_FLAGS=--frag`). Each model of test/data/ttmlir_models is lowered, its "
        "activations placed in L1 by Strata's policy and planned exactly (docs/placement.md), "
        "and run on the simulated wormhole_b0 without kernels (`strata run --no-numerics "
        "--placement strata --trace`); `strata frag --trace` replays that run's allocations "
        "under each policy and bisects the smallest L1 each needs. `plan` is what the "
        "static plan itself needs (unreserved base + its peak): the same tensors at the "
        "addresses the exact planner gave them. `largest transient` is the largest stack "
        "peak of any op (a composite's intermediates), against tt-mlir's cushion of 10 % "
        "of its 0.95 budget (129.4 KiB on wormhole_b0), which its optimizer keeps free "
        "for exactly those transients. KiB per core; the L1 is 1464.0 KiB.",
        "",
    ]
    fams = {}
    for n, r in ok.items():
        fams.setdefault(family(n), []).append(r)
    lines += [
        "| family | models | plan (max) | heap (max) | pool (max) | stack (max) | planned replay (max) |"
        " largest transient (max) |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for f in sorted(fams):
        rs = fams[f]
        m = lambda key: kib(max(r["min_l1"].get(key, 0) for r in rs))
        lines.append(f"| {f} | {len(rs)} | {kib(max(r['plan_need'] for r in rs))} | {m('heap')} | "
                     f"{m('pool')} | {m('stack')} | {m('planned')} | "
                     f"{kib(max(r['stack_peak'] for r in rs))} |")
    heap_over = sum(1 for r in ok.values() if r["min_l1"].get("heap", 0) > r["l1_size"])
    stack_over = sum(1 for r in ok.values() if r["min_l1"].get("stack", 0) > r["l1_size"])
    transient = max(r["stack_peak"] for r in ok.values())
    lines += [
        "",
        f"Over {len(ok)} models: the static plan fits every one; replayed by a runtime "
        f"allocator, the same tensors need more L1 than the device has on {heap_over} "
        f"(heap) and {stack_over} (stack) of them. The largest transient of any op is "
        f"{kib(transient)} KiB, against a cushion of 129.4 KiB.",
        "",
        "| model | L1 tensors | plan | heap | pool | stack | planned replay | largest transient |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for n in sorted(ok):
        r = ok[n]
        g = lambda key: kib(r["min_l1"].get(key, 0))
        lines.append(f"| {n} | {r['l1_tensors']} | {kib(r['plan_need'])} | {g('heap')} | "
                     f"{g('pool')} | {g('stack')} | {g('planned')} | {kib(r['stack_peak'])} |")
    lines += ["", FRAG_END]
    return "\n".join(lines)


def gib(b):
    return f"{b / 2**30:.3f}"


def geomean(values):
    values = [v for v in values if v > 0]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float("nan")


def section(results, measure):
    ok = {n: r for n, r in results.items() if all("error" not in r[p] for p in POLICIES)}
    refused = {n: r for n, r in results.items() if n not in ok}
    total = [ok[n]["strata"]["bytes"] / ok[n]["tt-mlir"]["bytes"] for n in ok]
    act = []
    for n in ok:
        a = ok[n]["tt-mlir"]["bytes"] - ok[n]["tt-mlir"]["arguments"]
        s = ok[n]["strata"]["bytes"] - ok[n]["strata"]["arguments"]
        if a > 0:
            act.append(max(s, 1) / a)
    worse = [n for n in ok if ok[n]["strata"]["bytes"] > ok[n]["tt-mlir"]["bytes"]]
    failed = [n for n in ok if not all(ok[n][p]["ok"] for p in POLICIES)]
    lines = [
        BEGIN,
        "## L1 placement: DRAM bytes per policy",
        "",
        "Generated by `scripts/placement_study.py` (`make placement-study`); docs/placement.md",
        "explains the policies. Each model is lowered, its activations placed in L1 by",
        "`--ttnn-place-l1` (`dram`: none, tt-mlir's default pipeline; `tt-mlir`: a model of",
        "tt-mlir's optimizer policy, fed Strata's query in tt-metal mode, not tt-mlir's",
        "output; `strata`: Strata's), planned by `--ttnn-plan-l1` and run by `strata run` on",
        "the simulated wormhole_b0 " + ("with kernels (`--no-reference`): each step's planned"
                                         " DRAM bytes equal the bytes of the DRAM buffers the"
                                         " device touched"
                                         if measure else
                                         "(`--no-numerics`: every step's planned L1 equals the"
                                         " measured, no clashes; the DRAM figures are the"
                                         " plan's, which `--measure` runs check against the"
                                         " device)") + ".",
        "DRAM bytes: every step moves each distinct DRAM tensor it reads or writes once (GiB),",
        "per call: " + ("every op is in the function (`--no-const-eval`)." if EXTRA else
                        "the parameters' and constants' ops run once in const-eval functions "
                        "(tt-mlir's default; their bytes, once per load, are not counted)."),
        "`activations` leaves out the function's arguments and cached const-eval results",
        "(weights, inputs, caches, constants), which no placement changes.",
        "",
        f"**Over {len(ok)} models: Strata moves no more DRAM bytes than the tt-mlir model on "
        f"{len(ok) - len(worse)} of them; geometric mean of strata / tt-mlir: "
        f"{geomean(total):.3f} of all DRAM bytes ({100 * (1 - geomean(total)):.1f} % fewer), "
        f"{geomean(act):.3f} of activation bytes ({100 * (1 - geomean(act)):.1f} % fewer).** "
        + (f"Runs that failed a check: {', '.join(failed)}." if failed else
           "Every run passed its checks (0 clashes, planned == measured)."),
        "",
        f"Sharding (Strata's policy, docs/placement.md): every op accepts "
        f"{sum(ok[n]['strata']['shardable'] for n in ok)} of the "
        f"{sum(ok[n]['strata']['candidates'] for n in ok)} candidates sharded, and the "
        f"policy shards a group of them only where that lets more tensors into L1: "
        f"{sum(ok[n]['strata']['sharded'] for n in ok)} tensors on "
        f"{sum(1 for n in ok if ok[n]['strata']['sharded'])} models (the `sharded strata` "
        f"column).",
        "",
        "![DRAM activation bytes per policy](placement.svg)",
        "",
        "| model | DRAM dram | DRAM tt-mlir | DRAM strata | strata / tt-mlir | activations dram |"
        " activations tt-mlir | activations strata | L1 peak strata (B) | L1 tensors tt-mlir / strata |"
        " sharded strata | spills tt-mlir / strata | evictions tt-mlir |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for n in sorted(ok):
        d, t, s = (ok[n][p] for p in POLICIES)
        lines.append(
            f"| {n} | {gib(d['bytes'])} | {gib(t['bytes'])} | {gib(s['bytes'])} | "
            f"{s['bytes'] / t['bytes']:.3f} | {gib(d['bytes'] - d['arguments'])} | "
            f"{gib(t['bytes'] - t['arguments'])} | {gib(s['bytes'] - s['arguments'])} | "
            f"{s['peak']} | {t['l1_tensors']} / {s['l1_tensors']} | {s['sharded']} | "
            f"{t['spills']} / {s['spills']} | "
            f"{t['evictions']} |")
    for n in sorted(refused):
        why = next(r[p]["error"] for p in POLICIES for r in [refused[n]] if "error" in r[p])
        lines.append(f"| {n} | refused: {why} |" + " |" * 11)
    lines += ["", END]
    return "\n".join(lines), ok


def plot(ok, path):
    """Horizontal bars: activation DRAM bytes of tt-mlir's model and Strata's, relative
    to all-DRAM, one pair per model (hand-written SVG, no plotting library)."""
    names = sorted(ok)
    row, left, width = 14, 230, 420
    height = 60 + row * len(names)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{left + width + 40}" '
           f'height="{height}" font-family="sans-serif" font-size="10">',
           f'<text x="{left}" y="14" font-size="12">Activation DRAM bytes, relative to all-DRAM '
           f'(shorter is better)</text>',
           f'<rect x="{left}" y="22" width="10" height="8" fill="#d95f02"/>'
           f'<text x="{left + 14}" y="30">tt-mlir model</text>',
           f'<rect x="{left + 110}" y="22" width="10" height="8" fill="#1b9e77"/>'
           f'<text x="{left + 124}" y="30">strata</text>']
    for i, n in enumerate(names):
        d, t, s = (ok[n][p] for p in POLICIES)
        base = max(d["bytes"] - d["arguments"], 1)
        y = 44 + i * row
        out.append(f'<text x="{left - 6}" y="{y + 9}" text-anchor="end">{n}</text>')
        for k, (r, color) in enumerate(((t, "#d95f02"), (s, "#1b9e77"))):
            w = width * min((r["bytes"] - r["arguments"]) / base, 1.0)
            out.append(f'<rect x="{left}" y="{y + k * 6}" width="{w:.1f}" height="5" fill="{color}"/>')
    for frac in (0, 0.5, 1.0):
        x = left + width * frac
        out.append(f'<line x1="{x}" y1="40" x2="{x}" y2="{height - 12}" stroke="#999" stroke-width="0.5"/>'
                   f'<text x="{x}" y="{height - 2}" text-anchor="middle">{frac:.1f}</text>')
    out.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def replace_section(path, begin, end, text):
    """Writes `text` (which starts with `begin` and ends with `end`) in place of the
    section between those markers in `path`, or at its end when it has none."""
    doc = open(path).read() if os.path.exists(path) else ""
    if begin in doc and end in doc:
        doc = doc[:doc.index(begin)] + text + doc[doc.index(end) + len(end):]
    else:
        doc = doc.rstrip("\n") + "\n\n" + text + "\n"
    with open(path, "w") as f:
        f.write(doc)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--only", nargs="*", help="model names (file stems)")
    parser.add_argument("--measure", action="store_true",
                        help="run the kernels and check the planned DRAM bytes against the device")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=1800)
    parser.add_argument("--out", default=os.path.join(ROOT, "docs", "models.md"))
    parser.add_argument("--plot", default=os.path.join(ROOT, "docs", "placement.svg"))
    parser.add_argument("--frag", action="store_true",
                        help="instead: the fragmentation study on the models (their runs under "
                             "Strata's placement traced and replayed), into --frag-out")
    parser.add_argument("--frag-out", default=os.path.join(ROOT, "docs", "FRAGMENTATION.md"))
    parser.add_argument("--survey", metavar="TTMLIR_DIR",
                        help="instead: every public function of the TTIR tt-mlir's own tests "
                             "lower (scripts/ttir_survey.py's inputs, none carried here) under "
                             "the three policies; prints the comparison")
    parser.add_argument("--no-const-eval", action="store_true",
                        help="run every model with strata run --no-const-eval (the "
                             "parameters' ops in the function, every call); write the results "
                             "elsewhere with --out and --plot")
    args = parser.parse_args()
    if args.no_const_eval:
        EXTRA.append("--no-const-eval")
    strata = os.path.join(args.build, "tools", "strata", "strata")
    if not os.access(strata, os.X_OK):
        sys.exit(f"{strata} is not built; run make build first")
    names = sorted(os.path.splitext(f)[0] for f in os.listdir(MODELS) if f.endswith(".mlir"))
    if args.only:
        names = [n for n in names if n in args.only]
    if args.survey:
        import ttir_survey
        unders = ["test/ttmlir/Silicon"]
        found = ttir_survey.inputs(args.survey, unders)

        def one(item):
            path, func = item
            return item, {p: run(strata, path, p, False, args.timeout, func) for p in POLICIES}
        ran, worse, failed, ratios = 0, [], [], []
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            for (path, func), r in pool.map(one, found):
                if any("error" in r[p] for p in POLICIES):
                    continue  # refused (the survey lists why)
                ran += 1
                name = os.path.relpath(path, args.survey) + "@" + func
                if not all(r[p]["ok"] for p in POLICIES):
                    failed.append(name)
                if r["strata"]["bytes"] > r["tt-mlir"]["bytes"]:
                    worse.append(name)
                ratios.append(r["strata"]["bytes"] / max(r["tt-mlir"]["bytes"], 1))
        print(f"{len(found)} functions, {ran} run under all three policies; strata moves more "
              f"DRAM bytes than the tt-mlir model on {len(worse)} {worse[:5]}; checks failed on "
              f"{len(failed)} {failed[:5]}; geometric mean strata / tt-mlir {geomean(ratios):.3f}; "
              f"{sum(1 for x in ratios if x < 1)} functions with fewer bytes")
        sys.exit(1 if worse or failed else 0)
    if args.frag:
        results = {}
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            for name, r in pool.map(lambda n: frag(strata, n, args.timeout), names):
                results[name] = r
                print(f"{name}: " + (json.dumps(r["min_l1"]) if r else "refused"), flush=True)
        replace_section(args.frag_out, FRAG_BEGIN, FRAG_END, frag_section(results))
        print(f"{args.frag_out} written")
        return
    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for name, r in pool.map(lambda n: study(strata, n, args.measure, args.timeout), names):
            results[name] = r
            print(name + ": " + ", ".join(
                f"{p} {r[p]['error'] if 'error' in r[p] else gib(r[p]['bytes']) + ' GiB'}"
                for p in POLICIES), flush=True)
    text, ok = section(results, args.measure)
    replace_section(args.out, BEGIN, END, text)
    if ok:
        plot(ok, args.plot)
    print(f"{args.out} and {args.plot} written")
    failed = [n for n in ok if not all(ok[n][p]["ok"] for p in POLICIES)]
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
