# __static__'s _donotcompile: the def (or every method of the class) runs
# as plain Python, without static checks: its annotations are not
# enforced, as in CinderX.
import __static__
from __static__ import _donotcompile, int64


def a() -> int:
    return 1


@_donotcompile
def loose(x: int) -> int:
    # Plain Python: a str passes the int annotation.
    return x * 2


def strict(x: int) -> int:
    return x * 2


class C:
    @_donotcompile
    def fn(self, x: int64) -> int64:
        z = lambda: a() + x
        return z()

    def fn2(self) -> int:
        return a() + 2


@_donotcompile
class D:
    def m(self, y: int) -> int:
        return y + a()

    @staticmethod
    def s() -> str:
        return "s"


def dyn(x):
    return x


def test_donotcompile():
    out = [loose(2), loose(dyn("ab")), C().fn(3), C().fn2(), D().m(2), D.s(), D().m(2.5)]
    try:
        strict(dyn("ab"))
        out.append("no error")
    except TypeError as e:
        out.append(type(e).__name__)
    return out
