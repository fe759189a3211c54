# `"text %s more" % x` with one %s (lower/strformat.go): str(x) between
# the literal's text where x is not a tuple or a str subclass; the `%`
# operator, with its results and errors, for everything else.
import __static__
from __static__ import int64, box


class Named:
    def __init__(self, name: str) -> None:
        self.name: str = name

    def __str__(self) -> str:
        return "Named(" + self.name + ")"


class Loud(str):
    def __rmod__(self, other):
        return "rmod wins"


class Shy(str):
    pass


class StrReturnsSub:
    def __str__(self):
        return Shy("shy")


class BadStr:
    def __str__(self):
        raise ValueError("no str")


class WithRmod:
    def __rmod__(self, other):
        return "never asked"

    def __str__(self):
        return "with-rmod"


def fmt(x) -> str:
    return "v%s" % x


def fmt_around(x) -> str:
    return "<%s>" % x


def fmt_only(x) -> str:
    return "%s" % x


def fmt_typed(i: int64) -> str:
    return "n%s!" % box(i)


def attempt(f, x):
    try:
        r = f(x)
        return (r, type(r).__name__)
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


def test_values():
    out = []
    for x in [1, -5, 1 << 70, 2.5, "s", "", None, True, [1, 2], {"a": 1}, (7,), (), (1, 2),
              Named("n"), Loud("l"), Shy("y"), StrReturnsSub(), BadStr(), WithRmod(), b"by"]:
        for f in (fmt, fmt_around, fmt_only):
            out.append(attempt(f, x))
    return out


def test_typed():
    out = []
    i: int64 = -2
    while i < 3:
        out.append(fmt_typed(i))
        i += 1
    return out


def test_other_formats_untouched():
    x = 5
    return ["%d" % x, "%s%%" % x, "%5s|" % x, "a%sb%s" % (1, 2), "%r" % "q", "100%" if x else ""]


def test_many():
    k: int64 = 0
    names = []
    while k < 200:
        names.append("v%s" % box(k))
        k += 1
    return len("".join(names)), names[-1]


def test_same_text_both_sides():
    # The text before and after %s is the same string: each goes on its
    # own side (email.utils quotes parameters with '"%s"').
    out = []
    for v in ("XX", 7, None, Named("n")):
        out.append('"%s"' % v)
        out.append("|%s|" % (v,))
        out.append("ab%sab" % v)
    return out
