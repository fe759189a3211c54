"""Run the test functions of one module and record what they did, as JSON.

    python3 harness.py --dir DIR --module NAME --source FILE.py --out OUT.json

imports NAME with DIR first on sys.path (DIR holds either the compiled
extension or the .py source itself), then calls, in the order they are
defined in FILE.py, every module-level function whose name starts with
test_, with no arguments. It also evaluates, from plain Python, every
expression written in the source as a comment line

    # CALL: add("x", 1)

against the module's namespace; that is how tests reach the boundary of a
compiled module with values its static types would not allow.

For each call it records the repr of the result, or the exception's type
and message, its __cause__'s type and message, and the line numbers of
the traceback frames that point into FILE.py (matched by file name); and
what the call printed. The Go test runs this once against the compiled
module and once against the interpreted source and compares the two.
"""

import argparse
import ast
import contextlib
import io
import json
import os
import re
import sys
import traceback

CALL_RE = re.compile(r"^\s*#\s*CALL:\s*(.+?)\s*$")


def describe_exception(exc, source_name):
    cause = exc.__cause__
    return {
        "type": type(exc).__name__,
        "message": str(exc),
        "cause": None if cause is None else {"type": type(cause).__name__, "message": str(cause)},
        "lines": [
            frame.lineno
            for frame in traceback.extract_tb(exc.__traceback__)
            if os.path.basename(frame.filename) == source_name
        ],
    }


def record(name, call, source_name):
    out = io.StringIO()
    entry = {"name": name, "result": None, "exception": None, "stdout": ""}
    try:
        with contextlib.redirect_stdout(out):
            result = call()
        entry["result"] = repr(result)
    except Exception as exc:  # a test may raise anything; that is the observation
        entry["exception"] = describe_exception(exc, source_name)
    entry["stdout"] = out.getvalue()
    return entry


def calls_in(source):
    """The test functions, in definition order, and the CALL expressions."""
    tree = ast.parse(source)
    tests = [
        node.name
        for node in tree.body
        if isinstance(node, ast.FunctionDef) and node.name.startswith("test_")
    ]
    exprs = [m.group(1) for m in map(CALL_RE.match, source.splitlines()) if m]
    return tests, exprs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    ap.add_argument("--module", required=True)
    ap.add_argument("--source", required=True)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()

    with open(args.source, encoding="utf-8") as f:
        source = f.read()
    source_name = os.path.basename(args.source)
    tests, exprs = calls_in(source)
    sys.path.insert(0, args.dir)

    report = {"import": None, "calls": []}
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            module = __import__(args.module)
    except Exception as exc:
        report["import"] = describe_exception(exc, source_name)
        module = None
    report["import_stdout"] = out.getvalue()

    if module is not None:
        namespace = vars(module)
        for name in tests:
            func = namespace.get(name)
            if func is None:
                report["calls"].append({"name": name, "missing": True})
                continue
            report["calls"].append(record(name, func, source_name))
        for expr in exprs:
            report["calls"].append(record(expr, lambda: eval(expr, dict(namespace)), source_name))

    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(report, f, indent=1, sort_keys=True)

    if module is not None and os.environ.get("STATICPYC_HARNESS_FUZZ"):
        fuzz_boundary(module, args.module)


# Values no static type of the fuzzed parameters allows all of.
BAD_ARGS = [None, "x", 1.5, 2**70, -1, [], object(), b"", (1,), {}]


def fuzz_boundary(module, name):
    """Call every public function, class, method and property of the
    module with wrong arguments: each must raise or return, never crash
    the process (a crash fails the Go test through the exit status; a
    hang is ended by faulthandler after a minute)."""
    import faulthandler
    import itertools
    import tempfile

    # Functions that take a path get "x": keep what they write away from
    # the source tree.
    scratch = tempfile.TemporaryDirectory()
    os.chdir(scratch.name)
    faulthandler.dump_traceback_later(60, exit=True)
    targets = []
    for key, obj in sorted(vars(module).items()):
        if key.startswith("_") or getattr(obj, "__module__", None) != name:
            continue
        if isinstance(obj, type):
            targets.append((obj, 0))
            for attr, member in list(vars(obj).items()):
                if isinstance(member, property):
                    targets.append((member.fget, 1))
                elif isinstance(member, (staticmethod, classmethod)):
                    targets.append((getattr(obj, attr), 0))
                elif callable(member) and not isinstance(member, type):
                    targets.append((member, 1))
        elif callable(obj):
            targets.append((obj, 0))
    sink = io.StringIO()
    # The first instance each of the module's classes makes of the bad
    # arguments (a few classes at most): an object of the wrong class is
    # the likeliest wrong argument of a typed parameter or self.
    instances = []
    with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
        for func, least in targets:
            made = not isinstance(func, type) or len(instances) >= 4
            for nargs in range(least, 4):
                if nargs < 3:
                    arglists = itertools.product(BAD_ARGS, repeat=nargs)
                else:
                    arglists = [tuple(BAD_ARGS[:3]), tuple(BAD_ARGS[3:6])]
                for a in arglists:
                    try:
                        r = func(*a)
                    except Exception:
                        continue
                    if not made and type(r) is func:
                        instances.append(r)
                        made = True
        others = instances + BAD_ARGS[:3]
        for func, least in targets:
            for nargs in range(max(least, 1), 3):
                for a in itertools.product(others, repeat=nargs):
                    if not any(x is i for x in a for i in instances):
                        continue
                    try:
                        func(*a)
                    except Exception:
                        pass
    faulthandler.cancel_dump_traceback_later()
    os.chdir("/")
    scratch.cleanup()


if __name__ == "__main__":
    main()
