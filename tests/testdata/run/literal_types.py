# typing.Literal annotations: a Literal-typed value is an int or a bool
# like any other, compiled and interpreted alike.
import __static__
from typing import Literal


def one() -> Literal[1]:
    return 1


def flag() -> Literal[False]:
    return False


def through(x) -> Literal[12000]:
    return x


def total() -> int:
    x: Literal[3] = 3
    return x + one() * 2


def test_literals():
    return [one(), flag(), through(12000), total(), one() == 1, flag() is False]
