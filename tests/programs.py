"""Run one benchmark program of testdata/programs at its test size.

    python3 programs.py <source> <compiled extension> [<untyped original>]

Imports the source interpreted (through the __static__ import hook when
runtime/python is on PYTHONPATH), then the compiled extension under the
same name, calls run(TEST_N) on each and, for a typed program, on its
untyped original; prints the three results' reprs as JSON. An exception
is reported as its type and message in place of the result."""

import importlib.util
import json
import os
import sys


def result(module):
    try:
        return repr(module.run(module.TEST_N))
    except Exception as e:
        return "raised %s: %s" % (type(e).__name__, e)


def main():
    source, compiled = sys.argv[1], sys.argv[2]
    name = os.path.splitext(os.path.basename(source))[0]
    sys.path.insert(0, os.path.dirname(os.path.abspath(source)))
    interp = __import__(name)
    del sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, compiled)
    native = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(native)
    out = {"interpreted": result(interp), "compiled": result(native), "original": None}
    if len(sys.argv) > 3:
        spec = importlib.util.spec_from_file_location("original_" + name, sys.argv[3])
        original = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(original)
        out["original"] = result(original)
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
