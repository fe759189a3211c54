# A Static Python module shaped as CinderX's benchmark libraries are: a
# class with typed fields and methods, and a function its script calls.
import __static__

from __static__ import int64, box, CheckedList
from typing import Final

TAX: Final[int] = 7


class Order:
    def __init__(self, qty: int64, price: int64) -> None:
        self.qty: int64 = qty
        self.price: int64 = price

    def total(self) -> int64:
        t: int64 = self.qty * self.price
        return t + t * TAX // 100


def book(n: int) -> CheckedList[Order]:
    out: CheckedList[Order] = CheckedList[Order]()
    i: int64 = 0
    while i < int64(n):
        out.append(Order(i % 5 + 1, i * 3 + 2))
        i += 1
    return out


def revenue(orders: CheckedList[Order]) -> int:
    s: int64 = 0
    for o in orders:
        s += o.total()
    return box(s)
