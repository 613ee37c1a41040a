#!/usr/bin/env python3
"""Feeds every malformed input to strata-opt, one process each, and checks that
each one fails cleanly: exit code 1 (not a signal, not success), an `error:`
diagnostic, the case's expected text, and no crash report.

Inputs: the hand-written cases of corpus.mlir (separated by `// -----`, each
with an `// EXPECT: text` line) plus every prefix of a few valid attributes
(truncated input must never crash a parser).

usage: malformed_corpus.py <strata-opt> <corpus.mlir>
"""
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
        # Every second prefix that stops inside the attribute (the full text
        # is valid); every prefix would double the run time for little gain.
        for cut in range(1, len(source), 2):
            yield "error:", "module attributes {a = " + source[:cut] + "\n"


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    opt, corpus = sys.argv[1], sys.argv[2]
    cases = list(cases_from_corpus(corpus))
    handwritten = len(cases)
    cases += list(truncation_cases())
    failures = []
    for index, (expect, source) in enumerate(cases):
        proc = subprocess.run([opt, "-", "-o", "/dev/null"], input=source.encode(),
                              capture_output=True, timeout=60)
        stderr = proc.stderr.decode(errors="replace")
        problems = []
        if proc.returncode != 1:
            problems.append(f"exit code {proc.returncode} (want 1; negative means a signal)")
        if "error:" not in stderr:
            problems.append("no error diagnostic")
        if expect not in stderr:
            problems.append(f"diagnostic lacks '{expect}'")
        if any(marker in stderr for marker in CRASH_MARKERS):
            problems.append("crash report")
        if problems:
            failures.append((index, problems, source, stderr))
    for index, problems, source, stderr in failures:
        print(f"case {index}: {'; '.join(problems)}\n--- input\n{source}\n--- stderr\n{stderr}")
    print(f"{len(cases)} malformed inputs ({handwritten} hand-written, "
          f"{len(cases) - handwritten} truncations), {len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
