#!/usr/bin/env python3
"""Runs the TTIR that tt-mlir's own tests lower by default, none of it carried by
this repository, through `strata run`, and writes docs/ttir-survey.md.

Usage: scripts/ttir_survey.py TTMLIR_DIR [--commit SHA] [--build DIR] [--jobs N]
                              [--timeout S] [--out FILE] [--under SUBDIR ...]

TTMLIR_DIR is a tt-mlir source tree (a checkout, or `git archive` of one). The
inputs are the .mlir files under test/ttmlir/Silicon/ whose RUN lines feed them
to tt-mlir's `--ttir-to-ttnn-backend-pipeline`: TTIR that tt-mlir itself
accepts and lowers. Each public function of each file is run on its own
(`strata run FILE --func NAME --json`): lowered by --ttir-to-ttnn, planned on
the fly, run on the simulated device with every check (planned == measured L1
per step, no clashes, each op against its float64 reference, each result
against the TTIR function evaluated in float64). Functions that cannot run are
grouped by the reason strata gave.
"""
import argparse
import collections
import concurrent.futures
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ttmlir_models import ROOT, run_model  # noqa: E402

PIPELINE = "ttir-to-ttnn-backend-pipeline"
MULTI_DEVICE = "is a multi-device op"


def inputs(ttmlir, unders):
    """(path, function) for every public function of every file tt-mlir lowers from TTIR."""
    found = []
    for under in unders:
        top = os.path.join(ttmlir, under)
        for dirpath, _, names in os.walk(top):
            for n in sorted(names):
                if not n.endswith(".mlir"):
                    continue
                path = os.path.join(dirpath, n)
                text = open(path, errors="replace").read()
                runs = [l for l in text.splitlines() if l.lstrip().startswith("// RUN:")]
                if not any(PIPELINE in l and "%s" in l for l in runs):
                    continue  # not TTIR lowered by tt-mlir's pipeline from this file
                if re.search(r"^\s*// UNSUPPORTED: true", text, re.M):
                    continue  # tt-mlir does not run it either
                code = "\n".join(l for l in text.splitlines() if not l.lstrip().startswith("//"))
                for m in re.finditer(r"func\.func\s+(private\s+)?@([\w.$-]+)", code):
                    if not m.group(1):
                        found.append((path, m.group(2)))
    return sorted(found)


def reason_key(outcome):
    """The refusal or failure with places, types and figures taken out, to group by."""
    text = re.sub(r"^(refused|FAILED): ", "", outcome)
    text = re.sub(r"\S+\.mlir(:\d+:\d+)?:?\s*", "", text)
    text = re.sub(r"the TTIR module cannot be lowered to ttnn:\s*", "", text)
    text = re.sub(r"@\S+ cannot be planned on \S+:\s*", "", text)
    text = re.sub(r"'?tensor<[^']*'?|\{[^}]*\}?|#\w+<[^>]*>?", "T", text)
    text = re.sub(r"\d+(\.\d+)?", "N", text)
    text = re.sub(r" \(docs/ttir\.md lists them\).*|;.*", "", text)
    m = re.search(r"'(ttir|ttnn)\.[\w.]+'.*", text)
    return (m.group(0) if m else text)[:100].strip()


def tree_relative(text, root):
    """`text` with the tree's root taken off its paths, also where the 300-character
    cut of an outcome ends inside the root."""
    text = text.replace(root, "")
    for k in range(len(root) - 1, 0, -1):
        if text.endswith(root[:k]):
            return text[:-k]
    return text


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ttmlir", help="a tt-mlir source tree")
    parser.add_argument("--commit", default="", help="the tt-mlir commit the tree is (for the report)")
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=300)
    parser.add_argument("--out", default=os.path.join(ROOT, "docs", "ttir-survey.md"))
    parser.add_argument("--under", nargs="*", default=["test/ttmlir/Silicon"],
                        help="directories of the tree to search")
    args = parser.parse_args()
    strata = os.path.join(args.build, "tools", "strata", "strata")
    if not os.access(strata, os.X_OK):
        sys.exit(f"{strata} is not built; run make build first")
    if not os.path.isdir(os.path.join(args.ttmlir, "test", "ttmlir")):
        sys.exit(f"{args.ttmlir} has no test/ttmlir: give the root of a tt-mlir source tree")
    commit = args.commit
    if not commit and os.path.isdir(os.path.join(args.ttmlir, ".git")):
        commit = subprocess.run(["git", "-C", args.ttmlir, "rev-parse", "--short=10", "HEAD"],
                                capture_output=True, text=True).stdout.strip()
    work = inputs(args.ttmlir, args.under)
    if not work:
        sys.exit(f"no file under {args.under} of {args.ttmlir} is lowered by tt-mlir's {PIPELINE}")
    rows = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {}
        for path, func in work:
            rel = os.path.relpath(path, args.ttmlir)
            futures[pool.submit(run_model, strata, path, args.timeout, True, True, func,
                                f"{rel} @{func}")] = rel
        for future in concurrent.futures.as_completed(futures):
            row = future.result()
            row["outcome"] = tree_relative(row["outcome"], args.ttmlir.rstrip("/") + "/")
            rows.append(row)
            print(f"{row['name']}: {row['outcome']}", flush=True)
    rows.sort(key=lambda r: r["name"])
    write(args, commit, rows)


def write(args, commit, rows):
    multi = [r for r in rows if MULTI_DEVICE in r["outcome"]]
    single = [r for r in rows if r not in multi]
    passed = [r for r in single if r["ok"]]
    files = {r["name"].split(" @")[0] for r in rows}
    reasons = collections.Counter(reason_key(r["outcome"]) for r in single if not r["ok"])
    examples = {}
    for r in single:
        if not r["ok"]:
            examples.setdefault(reason_key(r["outcome"]), r["name"])
    lines = [
        "# tt-mlir's own TTIR tests on Strata",
        "",
        "Generated by `scripts/ttir_survey.py` from a tt-mlir source tree"
        + (f" at {commit}" if commit else "") + "; do not edit by hand. None of these",
        "inputs is carried by this repository: they are every `.mlir` file under",
        f"`{', '.join(args.under)}` whose RUN line feeds it to tt-mlir's",
        f"`--{PIPELINE}` (and that tt-mlir does not mark `UNSUPPORTED`), i.e. TTIR",
        "tt-mlir itself lowers by default. Each public",
        "function runs alone (`strata run FILE --func NAME`): lowered by `--ttir-to-ttnn`,",
        "planned on the fly, run on the simulated wormhole_b0 with every check (planned",
        "== measured L1 per step, no clashes, each op against its float64 reference, each",
        "result against the TTIR function evaluated in float64, PCC >= 0.99).",
        "",
        "Reproduce: `git -C TT_MLIR archive " + (commit or "COMMIT") +
        " test/ttmlir | tar -x -C DIR && scripts/ttir_survey.py DIR`.",
        "",
        f"**{len(passed)} of {len(single)} single-device functions pass every check** "
        f"({len(rows)} functions in {len(files)} files; {len(multi)} use multi-device "
        "collectives and are refused with one line naming the op, as Strata models one device).",
        "",
        "## Why the others do not run",
        "",
        "| functions | reason (first example) |",
        "|---:|---|",
    ]
    for key, n in reasons.most_common():
        lines.append(f"| {n} | {key.replace('|', '/')} ({examples[key]}) |")
    lines += ["", "## Every function", "", "| function | ops | wall (s) | min PCC | outcome |",
              "|---|---:|---:|---:|---|"]
    for r in rows:
        pcc = f"{r['pcc']:.5f}" if "pcc" in r else "-"
        wall = f"{r['wall']:.1f}" if "wall" in r else "-"
        outcome = r["outcome"].replace("|", "/")
        lines.append(f"| {r['name']} | {r.get('ops', '-')} | {wall} | {pcc} | {outcome} |")
    with open(args.out, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{len(passed)} of {len(single)} single-device functions pass; {args.out} written")


if __name__ == "__main__":
    main()
