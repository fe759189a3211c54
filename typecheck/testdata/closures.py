# Nested functions, lambdas, closures and nonlocal.
from __static__ import int64, Array, box

if True:
    def in_block() -> None:      # a nested def of the module body, bound as a global
        pass


def counter():
    count = 0
    def bump() -> int:
        nonlocal count
        count = count + 1
        return count
    return bump


def prims(n: int64):
    def get():
        return n                 # ERROR "cannot use primitives in global or closure scope"
    return get


def arrays(a: Array[int64]):  # WARNING "arrays runs interpreted"
    def get():
        return a                 # NOTE "not supported yet: capturing an Array in a closure"
    def takes(b: Array[int64]):  # NOTE "not supported yet: Array parameters of nested functions"
        pass
    return get


def missing():
    def inner():
        nonlocal nothing         # ERROR "no binding for nonlocal 'nothing' found"
    return inner


def comps(xs: list):  # WARNING "comps runs interpreted"
    return [lambda: x for x in xs]   # NOTE "not supported yet: a lambda or nested function using a comprehension variable"


def fine(xs: list):
    key = lambda p: p[1]
    return sorted(xs, key=key)
