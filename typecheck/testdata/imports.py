# Imports from __static__ and elsewhere.
from __static__ import int64, box, Vector    # ERROR "unsupported static import Vector"
from __static__ import *                     # ERROR "from __static__ import \* is disallowed"
from __static__ import nothing_here          # ERROR "unsupported static import nothing_here"
from __static__ import int64 as i64, char, size_t, ssize_t
from os.path import *                        # WARNING "a statement at module level runs interpreted" NOTE "not supported yet: from os.path import \*"
from os import path
import os.path
import math as m
from __future__ import annotations


def f(a: i64, b: char, c: size_t, d: ssize_t) -> i64:
    x: i64 = a + b
    y = m.sqrt(box(x))
    return x


def g() -> None:  # WARNING "g runs interpreted"
    import sys
    from os import sep
    import __static__   # NOTE "not supported yet: importing __static__ inside a function"
    from __static__ import box  # NOTE "not supported yet: importing from __static__ inside a function"
    from os.path import *       # ERROR "import \* only allowed at module level"
    print(sys, sep)
