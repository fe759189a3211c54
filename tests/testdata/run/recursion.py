# Deep recursion raises RecursionError, compiled as interpreted: native
# bodies count toward the interpreter's recursion limit as Python frames
# do, whether called from Python, natively or as methods.
import __static__
from __static__ import int64, box
import sys


def depth(n):
    return 0 if n == 0 else depth(n - 1) + 1


def typed_depth(n: int64) -> int64:
    if n == 0:
        return 0
    return typed_depth(n - 1) + 1


class Node:
    def __init__(self, nxt: "Node | None") -> None:
        self.nxt: "Node | None" = nxt

    def length(self) -> int:
        n = self.nxt
        if n is None:
            return 1
        return n.length() + 1


def _chain(k: int) -> Node:
    # Private: the boundary fuzzer would call it with 2**70.
    head = Node(None)
    for i in range(k):
        head = Node(head)
    return head


def fails(n: int) -> int:
    raise ValueError(n)


def outcome(f, *args):
    try:
        return f(*args)
    except RecursionError:
        # Not the message: where the limit is hit (" in comparison" or
        # not) depends on which C call takes the last level.
        return "RecursionError"


def test_untyped():
    return outcome(depth, 10**6)


def test_typed():
    return outcome(lambda n: box(typed_depth(int64(n))), 1000000)


def test_method():
    return outcome(lambda: _chain(300000).length())


def test_shallow_still_works():
    # After the limit was hit, the counter is back where it was.
    outcome(depth, 10**6)
    return depth(500), box(typed_depth(500)), _chain(500).length()


def test_errors_leave_the_count():
    # Every exit of a body, the error exit too, gives its count back:
    # thousands of raising calls leave the full depth available.
    for i in range(5000):
        try:
            fails(i)
        except ValueError:
            pass
    return depth(800)


def test_raised_limit():
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(5000)
    try:
        return depth(4000), outcome(depth, 10**6)
    finally:
        sys.setrecursionlimit(old)


# CALL: outcome(depth, 100000)
# CALL: outcome(typed_depth, 100000)
# CALL: depth(100)
