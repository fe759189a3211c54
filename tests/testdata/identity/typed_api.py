# A compiled module whose typed functions take the runtime's containers
# and primitives; tests/identity_test.go passes it ones made by the
# interpreted __static__ package, in the same process.
import __static__
from __static__ import CheckedList, CheckedDict, Array, int64, double, box


def n_items(xs: CheckedList[str]) -> int:
    return len(xs)


def total(d: CheckedDict[str, int]) -> int:
    s = 0
    for k in d:
        s += d[k]
    return s


def first(a: Array[int64]) -> int:
    return box(a[0])


def make_list() -> CheckedList[str]:
    xs: CheckedList[str] = ["made"]
    return xs


def make_dict() -> CheckedDict[str, int]:
    d: CheckedDict[str, int] = {"k": 1}
    return d


def make_array() -> Array[int64]:
    return Array[int64](2)


def scaled(x: double) -> double:
    return x * 2.0
