# CheckedDict, CheckedList and typing's containers.
from __static__ import Array, CheckedDict, CheckedList, int64, clen, double
from typing import List, Optional, Union


def arrays(n: int64, l: List[int]) -> None:
    a: Array[int64] = Array[int64](n)
    b: CheckedDict[int, int] = 1       # ERROR "type mismatch: Literal\[1\] cannot be assigned to chkdict\[int, int\]"
    c: CheckedList = 1                 # ERROR "not supported yet: CheckedList"
    d: List[int] = [1]
    e: list[int] = [1]
    m = clen(l)


def unions(a: Optional[int64], b: Union[int64, str], c: int64 | None, d: Optional[int]) -> None:  # ERROR "invalid union type Union\[int64, None\]; unions cannot include primitive types" "invalid union type Union\[int64, str\]; unions" "invalid union type Union\[int64, None\]"
    pass


def checked(d: CheckedDict[str, int], xs: CheckedList[str], i: int64) -> None:  # WARNING "checked runs interpreted"
    x: CheckedDict[str] = d            # ERROR "incorrect number of generic arguments for CheckedDict, expected 2, got 1"
    y: CheckedList[int64] = xs         # NOTE "not supported yet: primitive element types in CheckedList"
    z = d[1:2]                         # ERROR "cannot slice chkdict\[str, int\]"
    w = xs[1:2]                        # NOTE "not supported yet: slicing a CheckedList"
    f: double = 1.5
    v = xs[f]                          # ERROR "list index must be an integer, not double"
    d["a"] = "s"                       # ERROR "type mismatch: str cannot be assigned to int"
    d[1] = 1                           # ERROR "type mismatch: Literal\[1\] cannot be assigned to str"
    n = xs[i]
    m = clen(d) + clen(xs)


def checked_displays(v: str) -> None:
    ok: CheckedList[int] = [1, 2]
    comp: CheckedList[str] = [v for _ in range(2)]
    bad: CheckedList[int] = [1, v]  # ERROR "type mismatch: chklist\[Union\[int, str\]\] cannot be assigned to chklist\[int\]"
    plain: list = [1, v]


class Item:
    def __init__(self, n: int64) -> None:
        self.n: int64 = n


def popped(xs: CheckedList[Item]) -> int64:
    # CheckedList[T].pop() is a T.
    first = xs.pop(0)
    k: int64 = first.n + xs.pop().n
    d = CheckedDict[str, Item]()
    m: int64 = d.pop("a").n            # ERROR "type mismatch: dynamic cannot be assigned to int64"
    return k


def iterated(xs: CheckedList[Item], d: CheckedDict[str, Item]) -> int64:
    # Iterating a CheckedList[T] gives Ts; a CheckedDict[K, V] its keys.
    s: int64 = 0
    for it in xs:
        s += it.n
    for k in d:
        s += k.n                       # ERROR "cannot add int64 and dynamic"
    return s


def fresh_items(reset: CheckedList[Item]) -> CheckedList[Item]:
    # A list display is a CheckedList where the local, the parameter or
    # the return annotation says so.
    acc: CheckedList[Item] = []
    acc = [Item(1)]
    reset = [x for x in acc]
    acc = ["no"]                       # ERROR "type mismatch: chklist\[str\] cannot be assigned to chklist\[containers.Item\]"
    other = []
    other = [1]
    return []


def checked_dict_displays(v: str, n: int) -> CheckedDict[str, int]:  # WARNING "checked_dict_displays runs interpreted"
    ok: CheckedDict[str, int] = {"a": 1, v: n}
    comp: CheckedDict[str, int] = {v: i for i in range(2)}
    badkey: CheckedDict[str, int] = {1: 1}   # ERROR "type mismatch: chkdict\[Literal\[1\], Literal\[1\]\] cannot be assigned to chkdict\[str, int\]"
    badval: CheckedDict[str, int] = {"a": v}  # ERROR "type mismatch: chkdict\[str, str\] cannot be assigned to chkdict\[str, int\]"
    plain: dict = {1: v}
    stars: CheckedDict[str, int] = {**ok}     # NOTE "not supported yet: \*\* in a checked dict display"
    return {"r": n}


def dict_defaults() -> None:
    x = CheckedDict[int, str]({42: "abc"})
    x.get(42, 42)  # ERROR "type mismatch: Literal\[42\] received for positional arg 2, expected Optional\[str\]"
    x.setdefault(100, 43)  # ERROR "type mismatch: Literal\[43\] received for positional arg 2, expected Optional\[str\]"
    x.get(1, None)
    x.setdefault(2, "s")
    # The display a checked type is built from is typed as that type.
    y = CheckedDict[int, str]({i: str(i) for i in range(3)})
    z = CheckedDict[int, str]({1: 2})  # ERROR "type mismatch: chkdict\[Literal\[1\], Literal\[2\]\] cannot be assigned to chkdict\[int, str\]"
    w = CheckedList[int]([1, "a"])  # ERROR "type mismatch: chklist\[Union\[int, str\]\] cannot be assigned to chklist\[int\]"


def slices(x: CheckedList[int]) -> int:  # WARNING "slices runs interpreted: slicing a CheckedList"
    y: CheckedList[int] = x[1:2]  # NOTE "not supported yet: slicing a CheckedList"
    x[1:3] = [2, 3]  # NOTE "not supported yet: slicing a CheckedList"
    x["A"] = 1  # ERROR "type mismatch: str cannot be assigned to int"
    return x[0:1]  # ERROR "found chklist\[int\] instead" NOTE "slicing a CheckedList"
