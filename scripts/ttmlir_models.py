#!/usr/bin/env python3
"""Runs tt-mlir's TTIR model graphs (test/data/ttmlir_models/) through Strata and
writes docs/models.md.

Usage: scripts/ttmlir_models.py [--build DIR] [--timeout S] [--no-reference] [--no-numerics]
                                [--only NAME ...] [--out FILE] [--jobs N]

Per model: `strata run --json` lowers it (--ttir-to-ttnn), plans L1 on the fly
and runs it on the simulated device at the planned addresses with every L1
check (planned == measured per step, no clashes), each op's result against its
float64 host reference and each function result against the TTIR module
evaluated in float64 (PCC >= 0.99); --no-reference skips the last two,
--no-numerics all three (no kernel runs, no tensor data). A
model that cannot be lowered or run is listed with the one-line reason strata gave. The table:
ops run, L1 plan (peak per core against the allocatable L1, L1 tensors,
spills), wall time of the run, and the outcome.
"""
import argparse
import concurrent.futures
import fcntl
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import placement_study  # noqa: E402  (its section markers)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODELS = os.path.join(ROOT, "test", "data", "ttmlir_models")


def last_error(stderr):
    lines = [l for l in stderr.splitlines() if "error" in l]
    line = lines[-1] if lines else (stderr.strip().splitlines() or ["no output"])[-1]
    line = re.sub(r"^error: ", "", line)
    line = line.replace(ROOT + "/", "")
    return line[:300]


def run_model(strata, path, timeout, reference, numerics=True, func=None, name=None):
    name = name or os.path.splitext(os.path.basename(path))[0]
    # The whole graph in the one function, every op checked there: the table's op count
    # and L1 peak are the model's. The placement study runs tt-mlir's const-eval.
    cmd = [strata, "run", path, "--json", "--no-const-eval"] + ([] if reference else ["--no-reference"])
    if func:
        cmd += ["--func", func]
    if not numerics:
        cmd.append("--no-numerics")
    start = time.monotonic()
    try:
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            out, err = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate()
            return {"name": name, "outcome": f"timed out after {timeout} s", "ok": False}
    except OSError as e:
        return {"name": name, "outcome": f"could not run strata: {e}", "ok": False}
    wall = time.monotonic() - start
    row = {"name": name, "wall": wall, "rc": proc.returncode}
    if proc.returncode == 2 or not out.strip():
        row.update(outcome="refused: " + last_error(err), ok=False)
        return row
    report = json.loads(out)
    steps = report["steps"]
    row["ops"] = sum(1 for s in steps if s["op"] not in ("deallocate", "none"))
    row["checked"] = sum(1 for s in steps if "numerics" in s)
    row.update({k: v for k, v in report.get("plan", {}).items() if isinstance(v, int)})
    row["ok"] = bool(report["ok"])
    model = report.get("model_check", {})
    pccs = [r["pcc"] for r in model.get("results", []) if r.get("pcc") is not None]
    if pccs:
        row["pcc"] = min(pccs)
    if report["ok"]:
        row["outcome"] = ("pass (L1 side only; --no-numerics)" if not numerics
                          else "pass" if reference else "pass (L1 checks; references skipped)")
    else:
        why = report.get("error") or model.get("error") or ""
        if not why:
            parts = []
            if report["l1_mismatches"] or report["clashes"]:
                parts.append(f"{report['l1_mismatches']} L1 mismatches, {report['clashes']} clashes")
            if report["numeric_failures"]:
                parts.append(f"{report['numeric_failures']} ops outside their reference's tolerance")
            bad = [r for r in model.get("results", []) if not r["ok"]]
            if bad:
                parts.append("model check: " + (bad[0]["note"] or f"PCC {bad[0]['pcc']:.4f} < 0.99"))
            why = "; ".join(parts)
        row["outcome"] = "FAILED: " + why[:300]
    return row


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--timeout", type=float, default=600)
    parser.add_argument("--no-reference", dest="reference", action="store_false",
                        help="skip the per-op float64 references and the model check "
                             "(the L1 checks stay)")
    parser.add_argument("--no-numerics", dest="numerics", action="store_false",
                        help="the L1 side only: no kernels, no tensor data (strata run --no-numerics)")
    parser.add_argument("--only", nargs="*", help="model names (file stems) to run")
    parser.add_argument("--out", default=os.path.join(ROOT, "docs", "models.md"))
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--merge", action="store_true",
                        help="keep the rows of --out for the models not run now (with --only)")
    args = parser.parse_args()
    strata = os.path.join(args.build, "tools", "strata", "strata")
    if not os.access(strata, os.X_OK):
        sys.exit(f"{strata} is not built; run make build first")
    files = sorted(f for f in os.listdir(MODELS) if f.endswith(".mlir"))
    if args.only:
        files = [f for f in files if os.path.splitext(f)[0] in args.only]
    paths = [os.path.join(MODELS, f) for f in files]
    rows = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(run_model, strata, p, args.timeout, args.reference, args.numerics): p
                   for p in paths}
        for future in concurrent.futures.as_completed(futures):
            row = future.result()
            rows.append(row)
            print(f"{row['name']}: {row['outcome']}"
                  + (f" ({row['wall']:.1f} s)" if "wall" in row else ""), flush=True)
            # Written after every model: a long pass that is stopped keeps what it ran.
            table = save(args, rows)
    passed = sum(1 for r in table if r["ok"])
    print(f"{passed} of {len(table)} models pass; {args.out} written")


def save(args, rows):
    """Writes --out with `rows` (and, with --merge, the rows of the models not run
    now, read again under a lock so that two passes can share one file)."""
    lock_path = os.path.join(tempfile.gettempdir(),
                             "strata-models-%x.lock" % zlib.crc32(os.path.abspath(args.out).encode()))
    with open(lock_path, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        table = list(rows)
        if args.merge and os.path.exists(args.out):
            ran = {r["name"] for r in rows}
            table += [r for r in read_rows(args.out) if r["name"] not in ran]
        table.sort(key=lambda r: r["name"])
        write_markdown(args, table)
    return table


COLUMNS = ["name", "ops", "peak", "capacity", "l1_tensors", "spills", "wall", "pcc", "outcome"]


def read_rows(path):
    """The model rows of a models.md this script wrote."""
    rows = []
    for line in open(path):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != len(COLUMNS) or cells[0] in ("model", "---") or cells[0].startswith("---"):
            continue
        row = {"name": cells[0], "outcome": cells[-1], "ok": cells[-1].startswith("pass")}
        for key, cell in zip(COLUMNS[1:-1], cells[1:-1]):
            if cell != "-":
                row[key] = float(cell) if key in ("wall", "pcc") else int(cell)
        rows.append(row)
    return rows


def write_markdown(args, rows):
    passed = sum(1 for r in rows if r["ok"])
    full = sum(1 for r in rows if r["ok"] and r["outcome"] == "pass")
    single = sum(1 for r in rows if "is a multi-device op" not in r["outcome"])
    lines = [
        "# tt-mlir's model graphs on Strata",
        "",
        "Generated by `scripts/ttmlir_models.py` (`make models`); do not edit by hand. Wall",
        "times are of runs on a 2-vCPU AMD EPYC with 23 GB shared with other work (rows of",
        "the same pass ran two or three at a time, beside builds: up to 3x slower than",
        "alone; docs/PERFORMANCE.md has single runs). Rows can come from different passes",
        "(`--only ... --merge` re-runs some and keeps the others; docs/PERFORMANCE.md says",
        "which were re-run when).",
        "The models are tt-mlir's `test/ttmlir/models/` TTIR graphs at 19c86fca",
        "(`test/data/ttmlir_models/`). Each is lowered by `--ttir-to-ttnn` (DRAM",
        "interleaved, docs/ttir.md), planned by `--ttnn-plan-l1` and run by `strata run",
        "--no-const-eval` (every op of the graph in the one function; the placement study",
        "below runs tt-mlir's const-eval) on the simulated wormhole_b0 at the planned",
        "addresses; every step's planned L1",
        "must equal what the device measured, with no clashes. `pass` means every check",
        "besides: each op's result against its float64 reference, and each function",
        "result against the TTIR module evaluated in float64 apart from the lowering",
        "(tt-mlir's golden metric: PCC >= 0.99; `min PCC` is the lowest over the results;",
        "an argmax result must name a score within 0.01 + 2% of its row's maximum, or the maximum of the device's own logits where the function returns them).",
        "`pass (L1 checks; references skipped)` is a run with `--no-reference` (rows",
        "not yet re-run with the references: each layer with them takes minutes);",
        "`pass (L1 side only; --no-numerics)` one with `--no-numerics` (no kernel runs,",
        "no tensor data: the plan and the measured L1 of every op).",
        "Arguments are random (matmul and conv weights scaled 1/sqrt(fan-in) like an initialised network,",
        "the scales of folded batch norms within [-1, 1] (docs/ttir.md),",
        "integer ids 0 or 1, other integers integral in their dtype's range); random",
        "weights are never held as float64 through a run",
        "(the model check draws them again). A run that would need more host memory",
        "than the machine has is refused before it allocates (exec::estimateHostBytes:",
        "the device's bytes live at once, float64 copies of the results and the largest",
        "check's read-backs).",
        "",
        f"**{passed} of {len(rows)} models pass: {full} with every check, {passed - full}",
        f"with the L1 checks only; {full} of the {single} single-device models "
        f"({100 * full / max(single, 1):.0f} %) pass every check.** These runs use the default",
        "placement (`dram`, as tt-mlir's default pipeline): every activation stays in DRAM, so",
        "`L1 tensors` is 0 and the L1 peak is the largest op's circular buffers and stack",
        "alone. The placement study below moves activations into L1.",
        "",
        "| model | ops | L1 peak per core (B) | of allocatable (B) | L1 tensors | spills | wall (s) | min PCC | outcome |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    for r in rows:
        def cell(key):
            return str(r[key]) if key in r else "-"
        wall = f"{r['wall']:.1f}" if "wall" in r else "-"
        pcc = f"{r['pcc']:.5f}" if "pcc" in r else "-"
        lines.append(f"| {r['name']} | {cell('ops')} | {cell('peak')} | {cell('capacity')} | "
                     f"{cell('l1_tensors')} | {cell('spills')} | {wall} | {pcc} | {r['outcome']} |")
    lines.append("")
    # The placement study's section (scripts/placement_study.py) is kept as it is.
    if os.path.exists(args.out):
        old = open(args.out).read()
        if placement_study.BEGIN in old and placement_study.END in old:
            lines += [old[old.index(placement_study.BEGIN):
                          old.index(placement_study.END) + len(placement_study.END)], ""]
    with open(args.out, "w") as f:
        f.write("\n".join(lines))


if __name__ == "__main__":
    main()
