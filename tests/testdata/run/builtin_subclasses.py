# Instances of module classes derived from builtin classes stand where the
# builtin is declared, as CinderX allows: their own __len__ runs where
# Python would call it, compiled and interpreted alike.
import __static__
from typing import Dict, List


class MyList(list):
    def __len__(self):
        return 1729


class MyStr(str):
    def __len__(self):
        return 1729


class MyDict(Dict[str, int]):
    def __len__(self):
        return 1111


class DeeperList(MyList):
    pass


def list_truth(items: List[int], flag: bool) -> bool:
    x: List[int] = [i for i in items]
    if flag:
        x = MyList([i for i in items])
    if x:
        return True
    return False


def str_len(s: str, flag: bool) -> int:
    x: str = s + "a"
    if flag:
        x = MyStr(s)
    return len(x)


def dict_len(flag: bool) -> int:
    d: Dict[str, int] = {"c": 3}
    if flag:
        d = MyDict(a=1, b=2)
    return len(d)


def takes_list(x: list) -> int:
    return len(x)


def test_subclasses():
    out = []
    for flag in (True, False):
        for n in (0, 7):
            out.append([list_truth(list(range(n)), flag), str_len("a" * n, flag)])
        out.append(dict_len(flag))
    out.append(takes_list(DeeperList([1, 2])))
    return out
