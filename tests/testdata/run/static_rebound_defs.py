# A Static Python module binding the name of a def again at module level
# (a def under an if, or in the handler of a try). CinderX resolves a
# call of a module function by name when the call runs
# (INVOKE_FUNCTION), so it reaches what the name holds then; the call is
# typed by the first def's signature: primitive arguments are boxed and
# the result is converted to the declared type, which raises when the
# new def returns something else.
import __static__
from __static__ import box, int8, int64


def bump(x: int64) -> int64:
    return x + 1


def narrow(x: int64) -> int8:
    return int8(x)


def label(x: int64) -> str:
    return "first"


def count() -> int:
    return 1


FAST = len("ab") == 2
if FAST:
    def bump(x):
        return x * 4

    def label(x):
        return x
else:
    def count() -> int:
        return 10

try:
    import staticpyc_no_such_module  # noqa: F401
except ImportError:
    def narrow(x):
        return x * 100

    def count() -> int:
        return 2


def test_calls_reach_the_last_def():
    # bump's new def multiplies the boxed argument as a Python int (no
    # wrap); the result is an int64 again, so its + wraps.
    return [box(bump(int64(3))), box(bump(int64(3)) + 1), count(), bump.__name__, narrow.__name__]


def test_result_converted_to_the_declared_type():
    out = []
    for x in (1, 2, 3):
        try:
            out.append(box(narrow(int64(x)) + 1))
        except OverflowError as e:
            out.append(("OverflowError", str(e)))
    try:
        out.append(box(bump(int64(2) << 61)))
    except OverflowError as e:
        out.append(("OverflowError", str(e)))
    for x in (1, 2):
        try:
            out.append(label(int64(x)))
        except TypeError as e:
            out.append(("TypeError", str(e)))
    return out


def test_inferred_local_of_a_rebound_call():
    w = bump(int64(5))
    return box(w << 61)


def show(x: int64, y):
    return y


if FAST:
    def show(x, y):
        return x * 4 + y


def test_unannotated_result_of_a_rebound_def():
    return show(int64(2) << 61, 1)


def scale(x: int64) -> int64:
    return x + 1


def level() -> int:
    return 1


if FAST:
    scale = lambda x: x * 4  # noqa: E731


def set_level():
    global level
    level = lambda: 5  # noqa: E731


def test_rebound_by_an_assignment_or_a_global_statement():
    r = [box(scale(int64(3))), level()]
    set_level()
    r.append(level())
    return r
