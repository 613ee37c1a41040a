#!/usr/bin/env python3
"""The doc test (ctest docs.commands): every command shown in README.md and docs/*.md runs,
and every output shown is what the command prints.

    doc_commands.py BUILD_DIR SOURCE_DIR [DOC.md ...]

Fenced code blocks, by info string:
  ```sh       each command (lines joined at a trailing backslash; comment lines skipped)
              must exit 0.
  ```console  `$ CMD` lines are commands; the lines after one, up to the next `$ `, are
              its expected stdout, compared line by line with trailing spaces stripped
              (trailing blank lines ignored). A line `...` matches any run of lines; a
              last line `[exit N]` expects exit code N instead of 0.
  other       not run. A block that is not run but holds a line that looks like a
              command (strata, strata-opt, scripts/..., python3, PYTHONPATH=..., make,
              cmake, ...) fails the test unless the block is preceded by
              `<!-- doc-test: not run: REASON -->`; that marker also keeps a ```sh or
              ```console block from running. Every such block is listed with its reason.
`make demo|test|...` are the build's own entry points (make test runs this test): they
may only appear in blocks marked not run.

Each doc's commands run in order (a later block may read what an earlier one wrote) in a
fresh temporary directory holding symlinks examples, data, scripts, python, test, docs,
bench -> the source tree and build -> BUILD_DIR, with BUILD_DIR/tools/strata and
BUILD_DIR/tools/strata-opt first on PATH and PYTHONPATH=BUILD_DIR/python, under bash with
pipefail, stdin from /dev/null and a timeout per command (120 s; DOC_TEST_TIMEOUT=S
changes it). DOC_TEST_KEEP=1 keeps the temporary directories. Exit 0 when every command
did what its doc says and no block is left unchecked, 1 otherwise, 2 on bad arguments.
"""
import difflib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field

TIMEOUT_S = int(os.environ.get("DOC_TEST_TIMEOUT", 120))
RUN_INFOS = {"sh", "console"}
LINKS = ["examples", "data", "scripts", "python", "test", "docs", "bench"]
MAKE_ENTRY_POINTS = {"demo", "test", "test-sanitize", "test-tsan", "install", "bench", "fuzz"}
MARKER_RE = re.compile(r"^\s*<!--\s*doc-test:\s*(.*?)\s*-->\s*$")
NOT_RUN_RE = re.compile(r"^not run:\s*(\S.*)$")
FENCE_RE = re.compile(r"^(\s*)(`{3,}|~{3,})\s*([^`\s]*)")
EXIT_RE = re.compile(r"^\[exit (\d+)\]$")
# First words of a line that runs something (the line's `$ ` prompt and VAR=value
# assignments removed first).
TOOL_RE = re.compile(
    r"^(?:(?:\./|/\S*/|\S*/)?(?:strata|strata-opt)"  # the tools, by name or path
    r"|(?:\./)?build[^/\s]*/\S+"                     # anything run out of a build tree
    r"|(?:\./)?scripts/\S+"                          # the helper scripts
    r"|(?:/usr/bin/)?python3?|bash|sh"                 # interpreters
    r"|make|cmake|ninja|ctest|g\+\+|gcc|clang\+\+|c\+\+|pkg-config|export|\./a\.out"
    r"|valgrind|perf)$")


@dataclass
class Command:
    doc: str
    line: int           # line of the command's first line in doc
    text: str           # as bash receives it
    expected: list = None   # console: expected stdout lines (None: sh, exit code only)
    exit_code: int = 0


@dataclass
class Block:
    doc: str
    line: int           # line of the opening fence
    info: str
    body: list          # (line number, text)
    not_run: str = None  # the marker's reason
    commands: list = field(default_factory=list)


class DocError(Exception):
    pass


def first_word(line):
    """The program a shell line starts with, or '' (prompt and assignments skipped)."""
    s = line.strip()
    if s.startswith("$ "):
        s = s[2:].lstrip()
    words = s.split()
    while words and re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", words[0]):
        if words[0].startswith("PYTHONPATH="):
            return "PYTHONPATH="
        words = words[1:]
    return words[0] if words else ""


def looks_like_command(line):
    w = first_word(line)
    return w == "PYTHONPATH=" or bool(w and TOOL_RE.match(w))


def make_entry_point(text):
    m = re.match(r"^\s*make\s+(?:-\S+\s+)*([A-Za-z][\w-]*)", text)
    return m and m.group(1) in MAKE_ENTRY_POINTS and m.group(1)


def parse_blocks(doc, rel):
    """Every fenced block of a Markdown file, with its not-run marker."""
    with open(doc, encoding="utf-8") as f:
        lines = f.read().split("\n")
    blocks, errors = [], []
    i = 0
    while i < len(lines):
        m = FENCE_RE.match(lines[i])
        if not m:
            mk = MARKER_RE.match(lines[i])
            if mk and not NOT_RUN_RE.match(mk.group(1)):
                errors.append(f"{rel}:{i + 1}: doc-test marker must read "
                              f"'<!-- doc-test: not run: REASON -->', got {lines[i].strip()!r}")
            i += 1
            continue
        fence, info = m.group(2), m.group(3).lower()
        start = i
        body = []
        i += 1
        while i < len(lines):
            c = re.match(r"^\s*(`{3,}|~{3,})\s*$", lines[i])
            if c and c.group(1)[0] == fence[0] and len(c.group(1)) >= len(fence):
                break
            body.append((i + 1, lines[i]))
            i += 1
        else:
            errors.append(f"{rel}:{start + 1}: code block never closed")
        block = Block(rel, start + 1, info, body)
        j = start - 1
        while j >= 0 and not lines[j].strip():
            j -= 1
        if j >= 0:
            mk = MARKER_RE.match(lines[j])
            if mk:
                nr = NOT_RUN_RE.match(mk.group(1))
                if nr:
                    block.not_run = nr.group(1)
        blocks.append(block)
        i += 1
    return blocks, errors


def sh_commands(block):
    cmds, errors = [], []
    cur, cur_line = [], None
    for n, text in block.body:
        if not cur:
            s = text.strip()
            if not s or s.startswith("#"):
                continue
            if s.startswith("$ "):
                errors.append(f"{block.doc}:{n}: a ```sh block holds commands only; "
                              "a `$ ` transcript belongs in a ```console block")
                continue
            cur_line = n
        cur.append(text)
        if not text.rstrip().endswith("\\"):
            cmds.append(Command(block.doc, cur_line, "\n".join(cur)))
            cur = []
    if cur:
        errors.append(f"{block.doc}:{cur_line}: command ends in a line continuation")
    return cmds, errors


def console_commands(block):
    cmds, errors = [], []
    body = block.body
    k = 0
    while k < len(body):
        n, text = body[k]
        if not text.startswith("$ "):
            if text.strip():
                errors.append(f"{block.doc}:{n}: output before any `$ ` command in a "
                              "```console block")
            k += 1
            continue
        cmd_lines = [text[2:]]
        while cmd_lines[-1].rstrip().endswith("\\") and k + 1 < len(body):
            k += 1
            cont = body[k][1]
            cmd_lines.append(cont[2:] if cont.startswith("> ") else cont)
        k += 1
        expected = []
        while k < len(body) and not body[k][1].startswith("$ "):
            expected.append(body[k][1].rstrip())
            k += 1
        while expected and not expected[-1]:
            expected.pop()
        code = 0
        if expected and EXIT_RE.match(expected[-1]):
            code = int(EXIT_RE.match(expected[-1]).group(1))
            expected.pop()
            while expected and not expected[-1]:
                expected.pop()
        cmds.append(Command(block.doc, n, "\n".join(cmd_lines), expected, code))
    return cmds, errors


def match_lines(expected, actual):
    """expected (with `...` wildcards) against actual, both lists of stripped lines."""
    memo = {}

    def m(i, j):
        key = (i, j)
        if key in memo:
            return memo[key]
        if i == len(expected):
            r = j == len(actual)
        elif expected[i] == "...":
            r = any(m(i + 1, jj) for jj in range(j, len(actual) + 1))
        else:
            r = j < len(actual) and expected[i] == actual[j] and m(i + 1, j + 1)
        memo[key] = r
        return r

    sys.setrecursionlimit(max(10000, 4 * (len(expected) + len(actual))))
    return m(0, 0)


def clean_output(data):
    lines = [ln.rstrip() for ln in data.decode("utf-8", "replace").split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def run(cmd, cwd, env):
    start = time.monotonic()
    p = subprocess.Popen(["bash", "-o", "pipefail", "-c", cmd.text], cwd=cwd, env=env,
                         stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, start_new_session=True)
    try:
        out, err = p.communicate(timeout=TIMEOUT_S)
        code = p.returncode
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, err = p.communicate()
        code = None
    return out, err, code, time.monotonic() - start


def tail(lines, n=15):
    return lines if len(lines) <= n else ["[... %d lines]" % (len(lines) - n)] + lines[-n:]


def check(cmd, out, err, code):
    """A list of failure lines, empty when the command did what the doc says."""
    msgs = []
    if code is None:
        msgs.append(f"timed out after {TIMEOUT_S} s")
    elif code != cmd.exit_code:
        msgs.append(f"exit code {code}, expected {cmd.exit_code}")
    actual = clean_output(out)
    if cmd.expected is not None and code is not None and not match_lines(cmd.expected, actual):
        msgs.append("stdout differs from the doc (--- doc, +++ actual):")
        diff = difflib.unified_diff(cmd.expected, actual, "doc", "actual", lineterm="", n=2)
        msgs.extend("  " + d for d in list(diff)[2:])
        if not actual:
            msgs.append("  (stdout is empty; a shown output that the command writes to "
                        "stderr needs `2>&1` in the command)")
    if msgs:
        errl = clean_output(err)
        if errl:
            msgs.append("stderr:")
            msgs.extend("  " + e for e in tail(errl))
        if cmd.expected is None and actual:
            msgs.append("stdout:")
            msgs.extend("  " + o for o in tail(actual))
    return msgs


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    build = os.path.abspath(argv[1])
    source = os.path.abspath(argv[2])
    keep = os.environ.get("DOC_TEST_KEEP") == "1"
    for tool in ("tools/strata/strata", "tools/strata-opt/strata-opt", "python/strata"):
        if not os.path.exists(os.path.join(build, tool)):
            print(f"error: {build}/{tool} is missing: build first", file=sys.stderr)
            return 2
    if len(argv) > 3:
        docs = [os.path.relpath(os.path.abspath(d), source) for d in argv[3:]]
    else:
        docs = ["README.md"] + sorted(
            "docs/" + f for f in os.listdir(os.path.join(source, "docs")) if f.endswith(".md"))

    env = dict(os.environ)
    env["PATH"] = os.pathsep.join([os.path.join(build, "tools/strata"),
                                   os.path.join(build, "tools/strata-opt"), env.get("PATH", "")])
    env["PYTHONPATH"] = os.path.join(build, "python")
    env.pop("CDPATH", None)

    errors, not_run, failed = [], [], []
    n_run = n_checked = n_passed = 0
    t_all = time.monotonic()
    timings = []
    for rel in docs:
        blocks, errs = parse_blocks(os.path.join(source, rel), rel)
        errors.extend(errs)
        cmds = []
        for b in blocks:
            if b.not_run is not None:
                not_run.append(b)
                continue
            if b.info in RUN_INFOS:
                c, errs = (sh_commands if b.info == "sh" else console_commands)(b)
                errors.extend(errs)
                if not c and not errs:
                    errors.append(f"{rel}:{b.line}: ```{b.info} block without a command")
                for cmd in c:
                    ep = make_entry_point(cmd.text)
                    if ep:
                        errors.append(f"{rel}:{cmd.line}: `make {ep}` is one of the build's "
                                      "own entry points and cannot run inside make test: put "
                                      "it in a block marked <!-- doc-test: not run: REASON -->")
                    else:
                        cmds.append(cmd)
                continue
            for n, text in b.body:
                if looks_like_command(text):
                    errors.append(
                        f"{rel}:{n}: a command in a ```{b.info or '(plain)'} block that is not "
                        f"run: {text.strip()!r}. Make the block ```sh or ```console, or mark "
                        "it <!-- doc-test: not run: REASON -->")
                    break
        if not cmds:
            continue
        tmp = tempfile.mkdtemp(prefix="doc-" + re.sub(r"\W", "_", rel) + "-")
        try:
            for name in LINKS:
                os.symlink(os.path.join(source, name), os.path.join(tmp, name))
            os.symlink(build, os.path.join(tmp, "build"))
            for cmd in cmds:
                out, err, code, secs = run(cmd, tmp, env)
                timings.append((secs, cmd))
                n_run += 1
                n_checked += cmd.expected is not None
                msgs = check(cmd, out, err, code)
                shown = " ".join(cmd.text.split())
                if msgs:
                    failed.append(cmd)
                    print(f"FAIL {cmd.doc}:{cmd.line}: $ {shown}")
                    for m in msgs:
                        print("     " + m)
                else:
                    n_passed += 1
                    print(f"ok   {cmd.doc}:{cmd.line} ({secs:.1f} s): $ {shown}")
        finally:
            if keep:
                print(f"(kept {tmp})")
            else:
                shutil.rmtree(tmp, ignore_errors=True)

    print()
    for b in not_run:
        print(f"not run: {b.doc}:{b.line}: {b.not_run}")
    for e in errors:
        print(f"FAIL {e}")
    if n_run == 0 and not errors:
        errors.append("no command found: wrong source directory?")
        print(f"FAIL {errors[-1]}")
    slow = sorted(timings, key=lambda t: -t[0])[:3]
    if slow:
        print("slowest: " + "; ".join(f"{c.doc}:{c.line} {s:.1f} s" for s, c in slow))
    print(f"doc commands: {n_run} run, {n_checked} checked outputs, {len(not_run)} not run "
          f"(reasons above), {len(errors)} doc errors; {time.monotonic() - t_all:.1f} s")
    print(f"{n_passed} passed, {len(failed) + len(errors)} failed")
    return 1 if failed or errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
