# Deep recursion raises RecursionError, compiled as interpreted: native
# bodies count toward the interpreter's recursion limit as Python frames
# do, whether called from Python, natively or as methods.
import __static__
from __static__ import CheckedList, box, int8, int64
import sys
import threading


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
    # A raised limit lets compiled code recurse as deep as interpreted
    # code, on every version: a native body counts toward the Python
    # recursion limit (from 3.12 not the C one, 1,500 in 3.12, which
    # setrecursionlimit does not raise; docs/versions.md).
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(6000)
    try:
        return (depth(4000), box(typed_depth(4000)), _chain(4000).length(),
                outcome(depth, 6100), outcome(lambda n: box(typed_depth(int64(n))), 6100))
    finally:
        sys.setrecursionlimit(old)


def test_lowered_limit():
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(300)
    try:
        return depth(200), outcome(depth, 400), outcome(typed_depth, 400)
    finally:
        sys.setrecursionlimit(old)


def _in_thread(f):
    out = []
    threading.stack_size(512 * 1024)
    try:
        t = threading.Thread(target=lambda: out.append(f()))
        t.start()
        t.join()
    finally:
        threading.stack_size(0)
    return out


def test_small_thread_stack_under_a_huge_limit():
    # Under a limit the C stack cannot hold, a native recursion stops
    # with RecursionError when the thread's stack is nearly used up
    # (where interpreted code, whose frames take no C stack, may go on):
    # never a crash. Only that both finish is compared.
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(10**7)
    try:
        done = _in_thread(lambda: (outcome(depth, 10**5), outcome(typed_depth, 10**5), depth(50)))
        return len(done), done[0][2]
    finally:
        sys.setrecursionlimit(old)


# CALL: outcome(depth, 100000)
# CALL: outcome(typed_depth, 100000)
# CALL: depth(100)


# Leaf bodies (no call of their own) that recurse through a slot or a
# descriptor when called from Python: the function's vectorcall counts
# the call, as CPython's builtin functions do.
class Looping:
    @property
    def x(self):
        return self.x


class SelfIndexed(list):
    def __getitem__(self, i):
        return self[i]


class SelfAdding:
    def __add__(self, other):
        return self + other


def test_leaf_recursion_through_slots():
    out = []
    for f in (lambda: Looping().x, lambda: SelfIndexed([1])[0], lambda: SelfAdding() + 1):
        try:
            f()
            out.append("returned")
        except RecursionError:
            out.append("RecursionError")
    return out



class SelfShowing:
    def __init__(self):
        self.inner = self

    def __repr__(self):
        return "SelfShowing(%r)" % (self.inner,)


def test_repr_cycle_raises_recursion_error():
    # A leaf __repr__ entered from a slot counts as the Python frame it
    # replaces. (Not the message: which check takes the last level
    # depends on C calls the interpreter counts and compiled code does
    # not, a builtin's call among them.)
    s = SelfShowing()
    return [outcome(lambda: repr(s)), outcome(lambda: repr([s])), outcome(lambda: f"{s!r}")]


# Typed functions whose recursion runs out of depth where the
# interpreted runtime does CinderX's native work in Python: the range
# check of a primitive argument or local, a primitive constructed. The
# message is the call's, as in CinderX and compiled code, not the
# runtime's comparison's (" in comparison") or call's (" while calling a
# Python object").
def typed_param(n: int64) -> int64:
    return typed_param(n + 1) + 1


def typed_local(s: str) -> int8:
    y: int8 = 3
    return typed_local(s) * y


def typed_list_param(xs: CheckedList[int]) -> int:
    return typed_list_param(xs) + 1


class Counter:
    def __init__(self) -> None:
        self.v: int64 = 1

    def down(self, n: int64) -> int64:
        return self.down(n - 1) + self.v


def message(f):
    try:
        f()
        return "returned"
    except RecursionError as e:
        return str(e)


def test_typed_recursion_message():
    return [message(lambda: box(typed_param(0))), message(lambda: box(typed_local("s"))),
            message(lambda: typed_list_param(CheckedList[int]([1]))), message(lambda: box(Counter().down(5)))]
