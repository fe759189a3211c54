"""Run one program of tests/testdata/programs for callgrind: load it
compiled (a build directory) or plain (a .py file), warm up with run(n),
then run(n) once more inside the builtin sorted() — the function
callgrind_summary.py's --toggle-collect names — so that the count leaves
out start-up, import and first calls.

    python3 callgrind_run.py <module> <n> <build dir | source.py>
"""
import glob
import importlib.util
import sys

name, n, where = sys.argv[1], int(sys.argv[2]), sys.argv[3]
if where.endswith(".py"):
    spec = importlib.util.spec_from_file_location("plain_" + name, where)
else:
    spec = importlib.util.spec_from_file_location(name, glob.glob(where + "/" + name + ".*.so")[0])
m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
m.run(n)
print(sorted([n], key=m.run))
