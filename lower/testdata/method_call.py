# A typed method call on a module class: a direct call of the method's
# native body when the object is exactly the class, the dynamic call
# otherwise (a subclass may override it).
# golden: use
import __static__
from __static__ import int64


class Counter:
    n: int64

    def __init__(self) -> None:
        self.n = 0

    def bump(self, by: int64) -> int64:
        self.n += by
        return self.n


def use(c: Counter) -> int64:
    return c.bump(2)
