"""Drive a module's Array kernels with NumPy arrays (run by numpy_test.go).

    python3 numpy_check.py MODULE_DIR

prints one line per check; the Go test runs it against the compiled and
the interpreted module and compares the lines.
"""
import sys

import numpy as np

sys.path.insert(0, sys.argv[1])
import arrays  # noqa: E402


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:  # the observation is the exception
        print(label, type(e).__name__, e)


a = np.arange(10, dtype=np.int64)
show("total", lambda: arrays.total(a))
b = np.zeros(5, dtype=np.int64)
show("fill", lambda: (arrays.fill(b, 7), b.tolist()))
show("copy", lambda: (arrays.copy(b, a[:5].copy()), b.tolist()))
c = np.arange(6, dtype=np.int64)
show("copy overlapping", lambda: (arrays.copy(c[1:], c[:5]), c.tolist()))
show("int8", lambda: arrays.get(np.array([1, -2, 3], dtype=np.int8), -1))
show("wrong dtype", lambda: arrays.total(np.arange(3, dtype=np.int32)))
show("float dtype", lambda: arrays.total(np.arange(3, dtype=np.float64)))
show("not contiguous", lambda: arrays.total(np.arange(10, dtype=np.int64)[::2]))
ro = np.arange(4, dtype=np.int64)
ro.flags.writeable = False
show("read-only read", lambda: arrays.total(ro))
show("read-only write", lambda: arrays.fill(ro, 1))
show("2-d", lambda: arrays.total(np.ones((2, 3), dtype=np.int64)))
show("scale", lambda: (lambda d: (arrays.scale(d, 2.0), d.tolist()))(np.array([1.5, -2.0])))
made = arrays.make(4)
view = np.asarray(made)
show("asarray", lambda: (view.dtype.kind, view.itemsize, view.tolist()))
view[0] = 42
show("shared", lambda: (made[0], np.shares_memory(view, np.asarray(made))))
