# str(x), tuple(x) and type(x) of one argument are computed without
# calling the builtin while the name is the builtin (CPython 3.11's
# CALL_NO_KW_STR_1, CALL_NO_KW_TUPLE_1, CALL_NO_KW_TYPE_1); a module
# global or a builtins entry of that name rebound mid-loop is called
# instead, and errors are the builtin's.
import builtins


class Named:
    def __str__(self):
        return "named"

    def __repr__(self):
        return "Named()"


class BadStr:
    def __str__(self):
        return 42


class Raises:
    def __str__(self):
        raise KeyError("no str")

    def __iter__(self):
        raise KeyError("no iter")


class MyStr(str):
    pass


class StrSub:
    def __str__(self):
        return MyStr("sub")


def convert(x):
    return [str(x), type(x).__name__, type(str(x)).__name__]


def as_tuple(x):
    t = tuple(x)
    return [t, type(t).__name__, t is x]


def test_str_type():
    out = []
    for x in [1, -2.5, "s", MyStr("m"), Named(), StrSub(), None, [1, "a"], (1,), b"b", 10 ** 30]:
        out.append(convert(x))
    return out


def test_tuple():
    t = (1, 2)
    return [as_tuple(t), as_tuple([1, 2]), as_tuple("ab"), as_tuple(range(3)), as_tuple({"k": 1}),
            as_tuple(x * 2 for x in range(3)), tuple(t) is t]


def test_errors():
    out = []
    for f, x in [(str, BadStr()), (str, Raises()), (tuple, Raises()), (tuple, 5), (tuple, None)]:
        try:
            out.append(f(x))
        except Exception as e:
            out.append((type(e).__name__, str(e)))
    return out


def use_builtins(x):
    return (str(x), tuple(x), type(x))


def test_rebound_builtins():
    out = []
    saved = builtins.str, builtins.tuple, builtins.type
    try:
        for i in range(4):
            if i == 1:
                builtins.str = lambda x: "patched str"
            if i == 2:
                builtins.tuple = lambda x: "patched tuple"
            if i == 3:
                builtins.type = lambda x: "patched type"
            out.append(use_builtins([i]))
    finally:
        builtins.str, builtins.tuple, builtins.type = saved
    out.append(use_builtins("z"))
    return out


def test_rebound_global():
    global str
    out = [convert(5)]
    str = lambda x: "global str"  # noqa: E731
    try:
        out.append(convert(5))
    finally:
        del str
    out.append(convert(5))
    return out


def test_kinds_of_calls():
    # Keywords, other counts and starred arguments are the builtin's calls.
    return [str(), str(b"ab", "ascii"), str(object=7), tuple(), type("T", (), {}).__name__, str(*[3])]
