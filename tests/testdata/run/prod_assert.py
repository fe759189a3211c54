# prod_assert raises AssertionError, with or without a message, in the
# compiled and the interpreted module alike, and narrows an Optional.
import __static__
from __static__ import prod_assert
from typing import Optional


def first(x: Optional[int]) -> int:
    prod_assert(x is not None, "no value")
    return x + 1


def bare(x: Optional[int]) -> int:
    prod_assert(x)
    return x


def test_pass():
    return [first(1), bare(5)]


def test_message():
    return first(None)


def test_bare():
    return bare(None)


def test_zero():
    return bare(0)
