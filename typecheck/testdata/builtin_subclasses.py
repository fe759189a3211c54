# Classes derived from builtin classes: their instances stand where the
# builtin is expected, as CinderX allows; other classes do not.
from typing import Dict, List


class MyList(list):
    pass


class Deeper(MyList):
    pass


class MyDict(Dict[str, int]):
    pass


class Plain:
    pass


def f(flag: bool) -> int:
    x: List[int] = []
    if flag:
        x = Deeper()
    d: Dict[str, int] = MyDict()
    s: str = Plain()  # ERROR "type mismatch: builtin_subclasses.Plain cannot be assigned to str"
    return len(x) + len(d)


def g(x: MyList) -> list:
    return x
