# Class keywords: metaclass=M makes the class with M (its __prepare__
# gives the namespace, its __new__ and __init__ see the keywords), and
# the other keywords reach __init_subclass__. A class with a custom
# metaclass keeps its instance dict, as CinderX treats it as dynamic.
import __static__
from abc import ABCMeta, abstractmethod
import abc
from __static__ import int64, box


class Recording(type):
    made: list = []

    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        return {"prepared_with": sorted(kw)}

    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns)
        Recording.made.append((name, sorted(kw.items())))
        return cls

    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
        cls.tagged = kw.get("tag", "-")


class Tagged(metaclass=Recording, tag="t1", level=2):
    def __init__(self, v: int64) -> None:
        self.v: int64 = v

    def twice(self) -> int64:
        return self.v * 2


class Sub(Tagged, tag="t2"):
    pass


class Registry:
    kinds: list = []

    def __init_subclass__(cls, kind="plain", **kw):
        super().__init_subclass__(**kw)
        Registry.kinds.append((cls.__name__, kind))


class A(Registry, kind="a"):
    pass


class B(Registry):
    pass


class Shape(metaclass=ABCMeta):
    def area(self) -> float:
        return 0.0


class Square(Shape):
    def __init__(self, s: float) -> None:
        self.s = s

    def area(self) -> float:
        return self.s * self.s


def test_metaclass_and_keywords():
    t, s = Tagged(3), Sub(4)
    return (type(Tagged).__name__, Tagged.tagged, Sub.tagged, Tagged.prepared_with, Recording.made,
            box(t.twice()), box(s.twice()), hasattr(t, "__dict__"))


def test_init_subclass_keywords():
    return Registry.kinds


def test_abcmeta():
    sq = Square(1.5)
    return (type(Shape).__name__, isinstance(sq, Shape), sq.area(), Shape.register(int) is int, isinstance(3, Shape))


# Abstract methods: abstractmethod sets __isabstractmethod__ on the
# function, so such a def runs interpreted (a compiled function has no
# __dict__); ABCMeta then refuses to instantiate the abstract class.
class Store(abc.ABC):
    @abstractmethod
    def get(self, k: str) -> int:
        ...

    @classmethod
    @abc.abstractmethod
    def kind(cls) -> str:
        raise NotImplementedError

    def get_or(self, k: str, d: int) -> int:
        try:
            return self.get(k)
        except KeyError:
            return d


class DictStore(Store):
    def __init__(self) -> None:
        self.d = {"a": 1}

    def get(self, k: str) -> int:
        return self.d[k]

    @classmethod
    def kind(cls) -> str:
        return "dict"


def test_abstract_methods():
    try:
        Store()
        made = "made"
    except TypeError as e:
        made = "TypeError"
    s = DictStore()
    return (made, sorted(Store.__abstractmethods__), s.get_or("a", 0), s.get_or("b", 7), DictStore.kind())
