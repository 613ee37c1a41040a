#!/usr/bin/env python3
"""Measures how much of tt-mlir's TTNN test IR strata-opt accepts.

Usage: scripts/ttmlir_corpus.py [--strata-opt PATH] [--dir SUBDIR ...] [--list]
                                [TT_MLIR]

TT_MLIR is a tt-mlir checkout (work tree) or a bare git dir (read at HEAD with
`git show`, nothing is checked out). Without it the script prints a "skipped"
line and exits 0, so the test suite can call it unconditionally.

Selection (issue 11's): every .mlir file under each SUBDIR (default
test/ttmlir/Dialect/TTNN) that writes TTNN IR, i.e. contains
`#ttnn.ttnn_layout`, split at `// -----` lines; empty chunks are skipped.
Files that expect errors are skipped and counted per reason:
  verify-diagnostics  a RUN line passes `-verify-diagnostics`
  expected-error      the file holds an `expected-error` annotation
  not-run             a RUN line runs its tool under `not` (tt-mlir must fail)

A chunk is accepted when
  1. `strata-opt --ttnn-create-memory-config` succeeds on it,
  2. `strata-opt --ttnn-memory-pipeline=plan-l1=false` succeeds on it (the
     pipeline's layout policy: tt-mlir's own rules, non-authoritative fields
     repaired with a warning; planning is left out, it needs every op in the
     op library), and
  3. printing round-trips: print(parse(chunk)) == print(parse(print(parse(chunk)))).
Otherwise the first `error:` line of the failing step is reported. A file is
accepted when every one of its chunks is; both counts are reported.
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

SPLIT = re.compile(r"^// -----.*$", re.MULTILINE)


def list_files(root, subdir):
    """(path, text) of every .mlir file under subdir of a checkout or git dir."""
    if os.path.isdir(os.path.join(root, subdir)):
        for dirpath, _, names in os.walk(os.path.join(root, subdir)):
            for name in sorted(names):
                if name.endswith(".mlir"):
                    path = os.path.join(dirpath, name)
                    with open(path, encoding="utf-8", errors="replace") as f:
                        yield os.path.relpath(path, root), f.read()
        return
    git = ["git", "--git-dir", root]
    listing = subprocess.run(git + ["ls-tree", "-r", "--name-only", "HEAD", subdir],
                             capture_output=True, text=True)
    if listing.returncode != 0:
        return
    for path in sorted(listing.stdout.split()):
        if path.endswith(".mlir"):
            text = subprocess.run(git + ["show", "HEAD:" + path], capture_output=True,
                                  text=True, errors="replace").stdout
            yield path, text


RUN_LINE = re.compile(r"^\s*//\s*RUN:(.*)$", re.MULTILINE)
# `not` as a command word: at the start of a RUN line or after a pipe / `&&`.
NOT_CMD = re.compile(r"(^|[|;&])\s*not\s+\S")


def expects_errors(text):
    """Why the file expects errors (a reason from the docstring), else None."""
    runs = RUN_LINE.findall(text)
    if any("-verify-diagnostics" in run for run in runs):
        return "verify-diagnostics"
    if "expected-error" in text:
        return "expected-error"
    if any(NOT_CMD.search(run) for run in runs):
        return "not-run"
    return None


def chunks_of(text):
    return [c for c in SPLIT.split(text) if c.strip()]


def first_error(stderr):
    for line in stderr.splitlines():
        if "error:" in line:
            return line.split("error:", 1)[1].strip()
    return stderr.strip().splitlines()[-1] if stderr.strip() else "no diagnostic"


def run(opt, args, text):
    return subprocess.run([opt] + args, input=text, capture_output=True, text=True,
                          errors="replace", timeout=120)


def check(opt, chunk):
    """None when accepted, else (step, first error)."""
    passed = run(opt, ["--ttnn-create-memory-config", "-"], chunk)
    if passed.returncode != 0:
        return ("pass", first_error(passed.stderr))
    piped = run(opt, ["--ttnn-memory-pipeline=plan-l1=false", "-"], chunk)
    if piped.returncode != 0:
        return ("pipeline", first_error(piped.stderr))
    once = run(opt, ["-"], chunk)
    if once.returncode != 0:
        return ("parse", first_error(once.stderr))
    twice = run(opt, ["-"], once.stdout)
    if twice.returncode != 0:
        return ("reparse", first_error(twice.stderr))
    if twice.stdout != once.stdout:
        return ("roundtrip", "print -> parse -> print differs")
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("tt_mlir", nargs="?", help="tt-mlir checkout or bare git dir")
    ap.add_argument("--strata-opt", default="strata-opt")
    ap.add_argument("--dir", action="append", dest="dirs",
                    help="subdirectory to measure (repeatable)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--list", action="store_true", help="also list accepted chunks and skipped files")
    args = ap.parse_args()
    if not args.tt_mlir or not os.path.exists(args.tt_mlir):
        print("ttmlir corpus: skipped (no tt-mlir checkout given)")
        return 0
    dirs = args.dirs or ["test/ttmlir/Dialect/TTNN"]
    total_all = accepted_all = skipped_all = 0
    files_all = files_accepted_all = 0
    for subdir in dirs:
        work = []
        skipped = {}
        for path, text in list_files(args.tt_mlir, subdir):
            if "#ttnn.ttnn_layout" not in text:
                continue
            reason = expects_errors(text)
            if reason:
                files, chunks = skipped.get(reason, (0, 0))
                skipped[reason] = (files + 1, chunks + len(chunks_of(text)))
                if args.list:
                    print(f"skipped {path} ({reason})")
                continue
            for index, chunk in enumerate(chunks_of(text)):
                work.append((path, index, chunk))
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            results = list(pool.map(lambda w: check(args.strata_opt, w[2]), work))
        rejected = [(w, r) for w, r in zip(work, results) if r]
        accepted = len(work) - len(rejected)
        total_all += len(work)
        accepted_all += accepted
        for (path, index, _), (step, message) in rejected:
            print(f"REJECTED {path} chunk {index} [{step}]: {message}")
        if args.list:
            for (path, index, _), r in zip(work, results):
                if not r:
                    print(f"accepted {path} chunk {index}")
        rate = 100.0 * accepted / len(work) if work else 100.0
        files = sorted({path for path, _, _ in work})
        bad_files = {path for (path, _, _), _ in rejected}
        files_all += len(files)
        files_accepted_all += len(files) - len(bad_files)
        file_rate = 100.0 * (len(files) - len(bad_files)) / len(files) if files else 100.0
        print(f"{subdir}: {accepted} of {len(work)} chunks accepted ({rate:.1f} %); "
              f"{len(files) - len(bad_files)} of {len(files)} files accepted ({file_rate:.1f} %)")
        for reason in sorted(skipped):
            files, chunks = skipped[reason]
            skipped_all += chunks
            print(f"{subdir}: skipped {files} files ({chunks} chunks) expecting errors: {reason}")
    if len(dirs) > 1:
        rate = 100.0 * accepted_all / total_all if total_all else 100.0
        file_rate = 100.0 * files_accepted_all / files_all if files_all else 100.0
        print(f"total: {accepted_all} of {total_all} chunks accepted ({rate:.1f} %); "
              f"{files_accepted_all} of {files_all} files accepted ({file_rate:.1f} %); "
              f"{skipped_all} chunks of files expecting errors skipped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
