# Places a primitive may not go, in CinderX's words: annotations naming
# a primitive local, lambda results, splats and class keywords.
from __static__ import int64


def annotations() -> None:
    x: int64 = 0
    y: x = 2                          # ERROR "annotation can not be a primitive value"

    def g(a: x) -> None:              # ERROR "argument annotation cannot be a primitive"
        pass

    def h() -> x:                     # ERROR "return annotation cannot be a primitive"
        pass

    print(g, h, y)


def displays(o: dict) -> None:
    n: int64 = 1
    a = {**n}                         # ERROR "dict splat cannot be a primitive"
    b = [*n]                          # ERROR "cannot use primitive in starred expression"
    k = lambda: int64(3)              # ERROR "lambda cannot return primitive value"
    print(a, b, k)


class C(metaclass=int64(3)):          # ERROR "class kwarg cannot be a primitive"
    pass
