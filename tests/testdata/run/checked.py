# CheckedDict and CheckedList: made and used by compiled code, checked on
# every insertion from Python.
import __static__
from __static__ import CheckedDict, CheckedList, int64, clen, box
from typing import List, Tuple


def counts(words: list) -> CheckedDict[str, int]:
    d = CheckedDict[str, int]()
    for w in words:
        if w in d:
            d[w] = d[w] + 1
        else:
            d[w] = 1
    return d


def total(d: CheckedDict[str, int]) -> int:
    t = 0
    for k in d:
        t = t + d[k]
    return t


def squares(n: int64) -> CheckedList[int]:
    xs = CheckedList[int]()
    i: int64 = 0
    while i < n:
        xs.append(box(i * i))
        i += 1
    xs[0] = 100
    xs[-1] = xs[-1] + 1
    return xs


def second(xs: CheckedList[int]) -> int:
    return xs[1]


def lookup(d: CheckedDict[str, int], k: str) -> int:
    return d[k]


def size(d: CheckedDict[str, int]) -> int64:
    return clen(d)


def test_counts():
    return counts(["a", "b", "a", "c", "a"])


def test_total():
    return total(counts(["x", "y", "x"]))


def test_squares():
    return squares(5)


def test_size() -> int64:
    return size(counts(["p", "q"]))


# CALL: lookup(counts(["a"]), "zz")
# CALL: lookup(counts(["a"]), "a")
# CALL: second(squares(3))
# CALL: second(squares(1))
# CALL: total({"a": 1})
# CALL: counts(["a"]).__setitem__("b", "x")
# CALL: counts(["a"]).__setitem__(3, 1)
# CALL: squares(2).append("s")
# CALL: type(counts([])).__name__
# CALL: squares(3).__class__.__name__


# Element types written with typing generics check as their class.
def adjacency(edges: List[Tuple[int, int]]) -> CheckedDict[int, List[int]]:
    adj: CheckedDict[int, List[int]] = CheckedDict[int, List[int]]()
    for a, b in edges:
        adj.setdefault(a, []).append(b)
    return adj


def insert_untyped(d, k, v):
    d[k] = v


def test_generic_elements():
    adj = adjacency([(0, 1), (0, 2), (1, 2)])
    out = [sorted(adj.items())]
    try:
        insert_untyped(adj, 3, (1, 2))
    except TypeError as e:
        out.append(str(e))
    return out


class Bag:
    def __init__(self) -> None:
        self.items: CheckedList[str] = []

    def add(self, s: str) -> int64:
        self.items.append(s)
        return clen(self.items)


def test_list_display_makes_checked_list():
    # An annotated CheckedList local or field initialised with a list
    # display or comprehension is a CheckedList, compiled and interpreted.
    a: CheckedList[int] = []
    a.append(3)
    b: CheckedList[int] = [1, 2, 3]
    c: CheckedList[int] = [x * 2 for x in b]
    bag = Bag()
    n = box(bag.add("x"))
    try:
        bag.items.append(5)
        err = "none"
    except TypeError as e:
        err = str(e)
    return [type(a).__name__, list(a), box(clen(b)), list(c), type(c).__name__,
            type(bag.items).__name__, n, err]


def checked_from(v) -> int64:
    d: CheckedList[int] = [1, v]
    return clen(d)

# CALL: checked_from(2)
# CALL: checked_from("two")


class Job:
    def __init__(self, n: int64) -> None:
        self.n: int64 = n


def drain(n: int64) -> int64:
    todo: CheckedList[Job] = []
    i: int64 = 0
    while i < n:
        todo.append(Job(i))
        i += 1
    s: int64 = 0
    while clen(todo):
        j = todo.pop(0)
        s = s * 10 + j.n
    return s

# CALL: drain(4)
# CALL: drain(0)


def jobs_of(n: int64) -> CheckedList[Job]:
    out = CheckedList[Job]()
    i: int64 = 0
    while i < n:
        out.append(Job(i))
        i += 1
    return out


def job_total(js: CheckedList[Job]) -> int64:
    s: int64 = 0
    for j in js:
        s += j.n
    return s


def test_module_class_elements():
    # A CheckedList of a module class is that class's container, compiled
    # as interpreted: its name, and what it accepts.
    js = jobs_of(3)
    names = [type(js).__name__, type(CheckedDict[str, Job]()).__name__]
    try:
        js.append("x")
        err = "none"
    except TypeError as e:
        err = str(e)
    mine: CheckedList[Job] = [Job(5)]
    return names + [err, box(job_total(js)), box(job_total(mine)), type(mine).__name__]


def rebuilt(js: CheckedList[Job]) -> CheckedList[Job]:
    # Assigning a display to a CheckedList local or parameter, and
    # returning one from a function declared to return a CheckedList.
    acc: CheckedList[Job] = []
    acc = [j for j in js if j.n > 0]
    js = []
    js.append(Job(9))
    if clen(acc) == 0:
        return []
    return [acc[0], js[0]]


def test_rebuilt():
    a = rebuilt(jobs_of(3))
    b = rebuilt(jobs_of(1))
    return [type(a).__name__, [j.n for j in a], type(b).__name__, len(b)]

# CALL: job_total(jobs_of(4))
# CALL: job_total(rebuilt(jobs_of(3)))
# CALL: job_total([])


def scores(names: CheckedList[str]) -> CheckedDict[str, int]:
    # Dict displays and comprehensions declared CheckedDict build one.
    table: CheckedDict[str, int] = {n: len(n) for n in names}
    extra: CheckedDict[str, int] = {"total": 0}
    for k in table:
        extra["total"] = extra["total"] + table[k]
    return {"n": box(clen(names)), "total": extra["total"]}


def test_dict_display_makes_checked_dict():
    d = scores(CheckedList[str](["ab", "cde"]))
    out = [type(d).__name__, sorted(d.items())]
    y = ["y"][0]                     # dynamic: checked when the dict is made
    try:
        bad: CheckedDict[str, int] = {"x": y}
    except TypeError as e:
        out.append(str(e))
    return out


def dict_defaults():
    x = CheckedDict[int, str]({42: "abc"})
    return [x.get(42, None), x.get(1, "d"), x.setdefault(2, "s"), x.setdefault(2, "t"), x.get(2)]


def test_dict_defaults():
    return dict_defaults()
