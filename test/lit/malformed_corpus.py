#!/usr/bin/env python3
"""Feeds every malformed input to strata-opt, one process each, and checks that
each one, parsed and run through --ttnn-verify-layouts, fails cleanly: exit
code 2 (not a signal, not success), an `error:`
diagnostic, the case's expected text, and no crash report.

Inputs: the hand-written cases of corpus.mlir (separated by `// -----`, each
with an `// EXPECT: text` line) plus every prefix of a few valid attributes
(truncated input must never crash a parser).

usage: malformed_corpus.py <strata-opt> <corpus.mlir>
"""
import concurrent.futures
import glob
import os
import random
import subprocess
import sys

# Valid texts whose every truncation is fed as well.
TRUNCATION_SOURCES = [
    '#ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), <8x1, (d0, d1) -> (0, d0 floordiv 8, d0 mod 8)>, memref<1x2x!ttcore.tile<32x32, f32>, #ttnn.buffer_type<l1>>, <height_sharded>>',
    '#ttnn.memory_config<#ttnn.buffer_type<l1>, <block_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x128>, <row_major>, <physical>>>',
]
CRASH_MARKERS = ("PLEASE submit a bug report", "Stack dump", "Segmentation fault", "Aborted")


def cases_from_corpus(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    for chunk in text.split("// -----\n"):
        expect = None
        for line in chunk.splitlines():
            if line.startswith("// EXPECT: "):
                expect = line[len("// EXPECT: "):]
        if expect is None:
            continue  # the header comment
        yield expect, chunk


def truncation_cases():
    for source in TRUNCATION_SOURCES:
        # Every third prefix that stops inside the attribute (the full text
        # is valid); every prefix would triple the run time for little gain.
        for cut in range(1, len(source), 3):
            yield "error:", "module attributes {a = " + source[:cut] + "\n"


def mutation_cases(lit_dir, count, seed=6):
    """Random byte-level damage to the lit tests' own inputs (deterministic).
    A mutation may still be valid, so these only must not crash."""
    rng = random.Random(seed)
    chunks = []
    for path in sorted(glob.glob(os.path.join(lit_dir, "*.mlir"))):
        with open(path, encoding="utf-8") as f:
            chunks += [c for c in f.read().split("// -----\n") if "ttnn." in c]
    for _ in range(count):
        text = rng.choice(chunks)
        kind = rng.randrange(4)
        a = rng.randrange(len(text))
        b = min(len(text), a + rng.randrange(1, 40))
        if kind == 0:
            text = text[:a]  # truncate
        elif kind == 1:
            text = text[:a] + text[b:]  # delete a span
        elif kind == 2:
            text = text[:a] + rng.choice("<>(),x#!%0-9") + text[a:]  # insert punctuation
        else:
            text = text[:a] + text[b:] + text[a:b]  # move a span to the end
        yield None, text


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    opt, corpus = sys.argv[1], sys.argv[2]
    cases = list(cases_from_corpus(corpus))
    handwritten = len(cases)
    cases += list(truncation_cases())
    truncations = len(cases) - handwritten
    cases += list(mutation_cases(os.path.dirname(os.path.abspath(corpus)) + "/..", 100))
    def run(case):
        proc = subprocess.run([opt, "-", "--ttnn-verify-layouts", "-o", "/dev/null"], input=case[1].encode(),
                              capture_output=True, timeout=60)
        return proc.returncode, proc.stderr.decode(errors="replace")

    # Two workers: the machine (and CI) has two cores.
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(run, cases))
    failures = []
    for index, ((expect, source), (returncode, stderr)) in enumerate(zip(cases, results)):
        problems = []
        crashed = any(marker in stderr for marker in CRASH_MARKERS)
        if expect is None:  # mutation: only a crash is a failure
            if returncode not in (0, 2) or crashed:
                failures.append((index, [f"exit code {returncode}"], source, stderr))
            continue
        if returncode != 2:
            problems.append(f"exit code {returncode} (want 2; negative means a signal)")
        if "error:" not in stderr:
            problems.append("no error diagnostic")
        if expect not in stderr:
            problems.append(f"diagnostic lacks '{expect}'")
        if crashed:
            problems.append("crash report")
        if problems:
            failures.append((index, problems, source, stderr))
    for index, problems, source, stderr in failures:
        print(f"case {index}: {'; '.join(problems)}\n--- input\n{source}\n--- stderr\n{stderr}")
    print(f"{len(cases)} malformed inputs ({handwritten} hand-written, {truncations} "
          f"truncations, {len(cases) - handwritten - truncations} mutations), "
          f"{len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
