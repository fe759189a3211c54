# Calls from Python into compiled functions: argument checks at the boundary.
#
# The CALL lines are evaluated by tests/harness.py from plain Python, so
# they can pass what the static types forbid.
import __static__
from __static__ import int64


def add(a: int64, b: int64) -> int64:
    return a + b


def neg(n: int64) -> int64:
    return -n


def test_ok() -> int64:
    return add(1, 2)


# CALL: add(1, 2)
# CALL: add(a=1, b=2)
# CALL: add(1, b=2)
# CALL: add("x", 1)
# CALL: add(1, "y")
# CALL: add(1.5, 2)
# CALL: add(None, 2)
# CALL: add(2**63, 1)
# CALL: add(-2**63 - 1, 1)
# CALL: add(2**63 - 1, 0)
# CALL: add(-2**63, 0)
# CALL: add(1)
# CALL: add()
# CALL: add(1, 2, 3)
# CALL: add(1, c=2)
# CALL: add(1, a=2)
# CALL: neg(-2**63)
