# `for i in range(...)` binds i to machine integers when i is an int
# local (only ever holding ints as far as the code shows): the range's
# values are not boxed. The loop must behave as CPython's: the last
# value after the loop, for-else, break and continue, negative steps,
# ranges too wide for machine integers, and a range the module or the
# builtins module rebinds at run time.
import builtins


def _total(n):
    s = 0
    for i in range(n):
        s += i
    return [s, i]


def _steps():
    out = []
    for i in range(10, -10, -3):
        out.append(i)
    for i in range(5, 5):
        out.append("never")
    for j in range(3):
        pass
    out.append(j)
    return out


def test_counts_and_last_value():
    return [_total(10), _total(1000), _total(1), _steps()]


def test_unbound_after_empty_loop():
    try:
        for i in range(0):
            pass
        return i
    except UnboundLocalError as e:
        return ["UnboundLocalError", str(e)]


def test_break_continue_else():
    found = None
    for i in range(100):
        if i % 7 == 3:
            continue
        if i * i > 500:
            found = i
            break
    else:
        found = -1
    hits = 0
    for k in range(5):
        hits += k
    else:
        hits += 1000
    return [found, i, hits, k]


def test_wide_ranges():
    out = []
    for i in range(2**62, 2**62 + 3):
        out.append(i)
    for i in range(2**70, 2**70 + 2):
        out.append(i)
    for i in range(-2**63, -2**63 + 2):
        out.append(i)
    return out


def test_target_used_as_object():
    seen = []
    for i in range(300, 303):
        seen.append((i, type(i).__name__, i is i, hex(i), [i][0] + 1))
    keys = {}
    for i in range(3):
        keys[i] = str(i)
    return [seen, keys]


def test_rebound_in_body():
    out = []
    for i in range(5):
        if i == 2:
            i = 100
        i += 1
        out.append(i)
    return out


class MyRange:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return iter(["a", "b"][: self.n])


def test_builtin_range_patched():
    saved = builtins.range
    builtins.range = MyRange
    try:
        out = []
        for i in range(2):
            out.append(i)
        return out
    finally:
        builtins.range = saved


def test_floats_and_objects_after():
    acc = 0.0
    for i in range(4):
        acc += i * 0.5
    for i in range(3):
        i = "str"
    return [acc, i]
