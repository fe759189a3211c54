"""Docstrings of every kind, as each version's compiler stores them:
    3.13 removes their common indentation (and expands tabs), 3.11 and
  3.12 keep them as written.
"""
import __static__
from __static__ import int64, box


def indented(x: int64) -> int64:
    """  Leading spaces on the first line.

	A tab, then
        eight spaces
       
    four
    """
    return x + 1


def starts_blank():
    """
    The text starts on the second line
      and goes deeper.
    """
    return 0


def blank_lines():
    """x\n\n  \n   y"""


def flat():
    """Nothing to clean."""


class Documented:
    """A class
        with an indented second line."""

    def method(self) -> int:
        """Method doc
            deeper
        back"""
        return 1


def test_docs():
    return [indented.__doc__, starts_blank.__doc__, blank_lines.__doc__, flat.__doc__,
            Documented.__doc__, Documented.method.__doc__, Documented().method.__doc__]


def test_module_doc():
    import sys
    return sys.modules[__name__].__doc__


def test_calls():
    return [box(indented(41)), starts_blank(), blank_lines(), flat(), Documented().method()]
