# Module names bound again after their def: the `try: from _speedups
# import f` idiom, an assignment, a global statement, a star import.
# Compiled callers must see what the name holds when they run, as
# Python's do; and a helper a class body calls while the class is made
# is a plain function there.
import operator


def heappush(heap, item):
    return "python heappush"


def nlargest_first(items):
    heap = []
    for x in items:
        heappush(heap, -x)
    return heap


try:
    from _heapq import heappush
except ImportError:
    pass


def greet():
    return "hello"


def shout():
    return greet().upper()


greet = lambda: "rebound"


def counter():
    return 0


def install_counter(k):
    global counter

    def counter():
        return k


def dirname(p):
    return "mine"


def parent(p):
    return dirname(p)


from os.path import *


class Money:
    def __init__(self, cents):
        self.cents = cents

    def _fallbacks(mono, fallback):
        def forward(a, b):
            if isinstance(b, Money):
                return mono(a, b)
            return fallback(a.cents, b)

        forward.__name__ = "__" + fallback.__name__ + "__"
        return forward

    def _add(a, b):
        return Money(a.cents + b.cents)

    __add__ = _fallbacks(_add, operator.add)

    def double(self):
        return Money._add(self, self).cents


def test_import_rebinds_a_def():
    return nlargest_first([3, 1, 2]), heappush.__module__


def test_assignment_rebinds_a_def():
    return shout(), greet()


def test_global_statement_rebinds_a_def():
    before = counter()
    install_counter(7)
    return before, counter()


def test_star_import_rebinds_a_def():
    return parent("/a/b/c"), join("x", "y"), basename("/q/r")


def test_class_body_helper():
    return (Money(2) + Money(3)).cents, Money(2) + 5, Money(4).double(), Money.__add__.__name__
