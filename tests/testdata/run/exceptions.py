# Exceptions in compiled code: try/except/else/finally, raise ... from,
# bare raise, with, assert, del, unpacking; messages, causes, contexts and
# traceback lines must match the interpreted module.
import __static__
from __static__ import int64, box


log = []


def parse(text: str) -> int:
    try:
        return int(text)
    except ValueError as e:
        raise ValueError(f"bad number: {text!r}") from e


def safe_div(a: int64, b: int64) -> int64:
    try:
        r: int64 = a // b
    except ZeroDivisionError:
        return -1
    else:
        r += 1
    finally:
        log.append("safe_div")
    return r


def finally_return() -> int:
    try:
        return 1
    finally:
        log.append("finally ran")


def finally_overrides() -> int:
    try:
        raise KeyError("k")
    finally:
        return 2


def reraise() -> None:
    try:
        {}["missing"]
    except KeyError:
        log.append("caught")
        raise


def nested(n: int64) -> str:
    out = ""
    for i in range(box(n)):
        try:
            if i % 2 == 0:
                raise TypeError("even")
            out = out + "o"
            if i == 5:
                break
        except TypeError as e:
            out = out + "e"
            continue
        finally:
            out = out + "."
    return out


def context_chain() -> None:
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError("while handling")


def suppressed() -> None:
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError("no context") from None


def not_exception() -> None:
    raise 5


def check(x: int64) -> int64:
    assert x > 0, "x must be positive"
    assert x < 100
    return x


def unpack(pairs: list) -> int:
    total = 0
    for k, v in pairs:
        total = total + k * v
    a, (b, c) = 1, (2, 3)
    x, y = pairs[0]
    return total + a + b + c + x + y


def unpack_wrong(v) -> None:
    a, b = v


def deleting():
    x = 1
    d = {"a": 1, "b": 2}
    del d["a"]
    del x
    return d


def use_deleted():
    x = 1
    del x
    return x


def with_files(path: str) -> str:
    with open(path, "w") as f:
        f.write("hello")
    with open(path) as f, open(path) as g:
        return f.read() + g.read()


def with_suppress() -> str:
    import_ok = "ok"
    return import_ok


def handled_inside() -> bool:
    try:
        raise ValueError("x")
    except ValueError:
        pass
    return True


def test_parse_ok() -> int:
    return parse("42")


def test_parse_bad() -> int:
    return parse("4x2")


def test_safe_div():
    log.clear()
    r = [box(safe_div(7, 2)), box(safe_div(1, 0))]
    return [r, list(log)]


def test_finally():
    log.clear()
    return [finally_return(), finally_overrides(), list(log)]


def test_reraise() -> None:
    log.clear()
    reraise()


def test_nested() -> str:
    return nested(8)


def test_context() -> None:
    context_chain()


def test_context_attr():
    try:
        context_chain()
    except RuntimeError as e:
        return [type(e.__context__).__name__, e.__suppress_context__]


def test_suppressed():
    try:
        suppressed()
    except RuntimeError as e:
        return [e.__cause__, e.__suppress_context__]


def test_not_exception() -> None:
    not_exception()


def test_assert_ok() -> int64:
    return check(5)


def test_assert_msg() -> int64:
    return check(-1)


def test_assert_plain() -> int64:
    return check(500)


def test_unpack() -> int:
    return unpack([(1, 2), (3, 4)])


def test_unpack_short() -> None:
    unpack_wrong([1])


def test_unpack_long() -> None:
    unpack_wrong((1, 2, 3))


def test_unpack_int() -> None:
    unpack_wrong(5)


def test_delete():
    return deleting()


def test_use_deleted():
    return use_deleted()


def test_with(tmp_path="/tmp/staticpyc_with_test.txt") -> str:
    return with_files(tmp_path)


def test_handled() -> bool:
    return handled_inside()


def starred(xs):
    first, *rest = xs
    *init, last = xs
    a, *mid, z = xs
    return [first, rest, init, last, a, mid, z]


def test_starred():
    return [starred([1, 2, 3, 4]), starred("ab"), starred((7, 8, 9))]


def test_starred_short():
    return starred([1])


def test_starred_int():
    return starred(5)


def param_unbound_after_handler(e: int) -> int:
    try:
        raise ValueError("x")
    except ValueError as e:
        pass
    return e


def test_parameter_unbound_after_handler():
    # The handler deletes its name on the way out: a parameter it names
    # is unbound after it, as after `del`.
    try:
        param_unbound_after_handler(1)
    except UnboundLocalError as e:
        return str(e)
    return "no error"


# Sites that fail alike (the same temporaries live, the same handler)
# share one error exit in compiled code; the traceback must still name
# the line that raised, in the function and in a comprehension's frame.
def fail_at(k):
    a = int("1")
    b = int("2" if k != 1 else "x")
    c = int("3" if k != 2 else "y")
    d = [a, b, c][k]
    return d + len(str(a)) + len(str(b))


def fail_in_comprehensions(k):
    xs = [int(s) for s in ["1", "x" if k == 0 else "2"]]
    ys = [int(s) * 2 for s in ["3", "y" if k == 1 else "4"]]
    return xs + ys + [len(xs) // (k - 2)]


def test_shared_exits_each_line():
    out = []
    for k in range(4):
        try:
            out.append(fail_at(k))
        except (ValueError, IndexError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    for k in range(4):
        try:
            out.append(fail_in_comprehensions(k))
        except (ValueError, ZeroDivisionError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out


def test_shared_exit_first_line():
    return fail_at(1)


def test_shared_exit_second_line():
    return fail_at(2)


def test_shared_exit_third_line():
    return fail_at(3)


def test_shared_exit_comprehension():
    return fail_in_comprehensions(1)


def test_shared_exit_after_comprehensions():
    return fail_in_comprehensions(2)

