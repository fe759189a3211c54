"""Behaviour that CinderX's own tests pin down, compiled and interpreted
alike (each found by running CinderX's test_static suite against
staticpyc)."""
from __future__ import annotations
import __static__

import weakref
from typing import Annotated, Any, Final, Literal, final

from __static__ import Array, CheckedDict, ContextDecorator, CheckedList, allow_weakrefs, box, cast, cbool, chkdict, chklist, crange, double, dynamic_return, int8, int16, int32, int64, uint8, uint16, uint32, uint64, unbox
from typing import Optional

singletons = []


@allow_weakrefs
class Node:
    @dynamic_return
    @staticmethod
    def make() -> Node:
        # a proxy, not a Node: @dynamic_return returns it uncast
        return weakref.proxy(singletons[0])

    def value(self) -> int:
        return 7


singletons.append(Node())


def test_dynamic_return_not_cast():
    n = Node.make()
    return [n.value(), type(n).__name__]


def test_allow_weakrefs():
    n = Node()
    r = weakref.ref(n)
    return r() is n


class WithDict:
    __dict__: Any


class WithWeakref:
    __weakref__: Any


def test_declared_dict():
    w = WithDict()
    w.extra = 42
    return w.__dict__


def test_declared_weakref():
    w = WithWeakref()
    return weakref.ref(w)() is w


class Part:
    pass


class Holder:
    def __init__(self, n) -> None:
        self.n: int = n
        self.part: Part = Part()

    def set_n(self, n) -> None:
        self.n = n

    def set_part(self, p) -> None:
        self.part = p


def test_field_store_cast():
    # a dynamic value stored into a field declared a builtin type or a
    # module class is cast there (CinderX's CAST), interpreted too
    out = []
    for store in (lambda h: h.set_n("x"), lambda h: h.set_n(True), lambda h: h.set_part(3),
                  lambda h: h.set_part(Part())):
        try:
            store(Holder(1))
            out.append("ok")
        except TypeError as e:
            out.append(str(e))
    return out


def untyped(v):
    return v


def test_checked_optional_elements():
    # `str | None` and Optional[int] elements: the container checks them
    # (compiled, it was a container of object, which took anything)
    d = CheckedDict[str, str | None]({"x": None, "y": "z"})
    d["z"] = None
    xs = CheckedList[Optional[int]]([1, None])
    out = [type(d).__name__, type(xs).__name__]
    try:
        d["w"] = untyped(3)
    except TypeError as e:
        out.append(str(e))
    try:
        xs.append(untyped("s"))
    except TypeError as e:
        out.append(str(e))
    return out


def sum_until(n: int) -> int:
    x: int64 = 0
    for j in crange(int64(n)):
        x += j
    else:
        return 666
    return box(x)


def first_or_one(h: int | None) -> int:
    x: int | None = h
    y: int | None = h
    if x is None:
        x = y = 1
    return x


def test_flow():
    return [sum_until(6), first_or_one(None), first_or_one(5)]


def above(x: int64, limit: int64) -> bool:
    b: cbool = x > limit
    return bool(b)  # boxes the cbool


def test_bool_of_cbool():
    return [above(1, 3), above(5, 3), type(above(5, 3)).__name__]


def narrow(x: int64) -> int8:
    y: int8 = unbox(box(x))  # unboxed to int8, range-checked
    return y


def wide(x) -> int:
    y: uint64 = unbox(x)
    return box(y)


def test_unbox_into_narrow_type():
    out = [box(narrow(100)), wide(2**63)]
    try:
        out.append(box(narrow(128)))
    except OverflowError as e:
        out.append(("OverflowError", str(e)))
    return out


def test_container_types_as_values():
    # `CheckedDict[str, int]` evaluated as a value is the class
    d = CheckedDict[str, int]({"a": 1})
    kinds = [CheckedDict[str, int], CheckedList[str], Array[int64]]
    return [type(d) is CheckedDict[str, int], [k.__name__ for k in kinds],
            isinstance(CheckedList[str](["x"]), CheckedList[str])]


class Slot64:
    def __init__(self, b: int64) -> None:
        self.b: int64 = b


def passthrough(x):
    return x


def rebound_to_instance(x, rebind: bool) -> int:
    # `o` is declared dynamic (its first value is); after `o = Slot64(..)`
    # it is narrowed to the class, so `o.b` is the int64 field there.
    o = passthrough(x)
    if rebind:
        o = Slot64(41)
        return box(o.b + 1)
    return o.b


def test_local_narrowed_by_assignment():
    out = [rebound_to_instance(None, True), rebound_to_instance(Slot64(-3), False)]
    try:
        rebound_to_instance(5, False)
    except AttributeError as e:
        out.append(("AttributeError", str(e)))
    return out


def walrus_then_method(b: bool) -> str:
    s: Optional[str] = None
    print(s := "ab")
    out = s.upper()
    if b and (s := None):
        pass
    return out + repr(s)


def guard_stores(v: int) -> str:
    x = 1
    match v:
        case 0 if (x := None):
            return "zero"
        case 1:
            return "one " + repr(x)
        case _:
            return "other " + repr(x)


def test_walrus_narrowing():
    return [walrus_then_method(False), walrus_then_method(True),
            guard_stores(0), guard_stores(1), guard_stores(5)]


def product16(x: int8, y: int8) -> int:
    # Integer arithmetic where a wider integer is expected is done in
    # that type (CinderX's type context): 120 * 120 does not wrap at int8.
    z: int16 = x * y
    return box(z)


def product64(x: int32, y: int32) -> int64:
    return x * y - 1


def takes_wide(n: int64) -> int:
    return box(n)


def shifted(x: uint8) -> int:
    z: int32 = x << 10
    w: int8 = 100
    w = w + w  # int8 context: wraps
    return box(z) + box(w)


def test_arithmetic_in_wider_context():
    a: int32 = 70000
    return [product16(120, 120), product16(-128, -128), box(product64(100000, 100000)),
            takes_wide(a * a), shifted(255)]


async def next_of(n: int64) -> int64:
    return n + 1


async def sums_awaited(n: int64) -> int:
    x: int64 = await next_of(n)
    return box(x + await next_of(x))


def test_coroutine_returning_primitive():
    import asyncio
    out = [asyncio.run(sums_awaited(40)), asyncio.run(next_of(-1))]
    c = next_of(9223372036854775807)  # wraps, as int64 arithmetic does
    try:
        c.send(None)
    except StopIteration as e:
        out.append(e.value)
    return out


class Shape:
    def grown(self) -> "Shape":
        return self

    def parent(self) -> Optional["Shape"]:
        return None


def grown_of(s: Shape):
    return s.grown()


def parent_of(s: Shape):
    return s.parent()


def test_python_override_result_checked():
    # A subclass made in Python whose override returns something else:
    # the typed call checks the result with CinderX's message.
    Bad = type("Bad", (Shape,), {"grown": lambda self: 42, "parent": lambda self: "up"})
    Good = type("Good", (Shape,), {"parent": lambda self: Shape()})
    out = []
    for f, arg in ((grown_of, Bad()), (parent_of, Bad()), (grown_of, Good()), (parent_of, Good()), (parent_of, Shape())):
        try:
            out.append(type(f(arg)).__name__)
        except TypeError as e:
            out.append(("TypeError", str(e)))
    return out


def to_cbool(v: object) -> bool:
    x = cbool(v)
    return box(x)


def to_int64(v: object) -> int:
    x = int64(v)
    return box(x)


def test_conversions_of_objects():
    # cbool(x) takes a bool and int64(x) an int, as CinderX casts them
    # before unboxing (its CAST's messages).
    out = []
    for f, v in ((to_cbool, True), (to_cbool, 0), (to_cbool, None), (to_int64, 7), (to_int64, "abc"), (to_int64, True)):
        try:
            out.append(f(v))
        except TypeError as e:
            out.append(("TypeError", str(e)))
    return out


from dataclasses import dataclass


@dataclass(init=False)
class Tagged:
    # no __init__ is made: a field without a default may follow one
    weight: int = 1
    name: str

    def __init__(self, name: str) -> None:
        self.name = name


def test_dataclass_without_init():
    t = Tagged("x")
    return [t.weight, t.name, repr(t), t == Tagged("x")]


class Maker:
    @dynamic_return
    @staticmethod
    def make() -> Maker:
        return 1  # the annotation only documents: nothing is checked

    @dynamic_return
    def size(self) -> int:
        return "big"


@dynamic_return
def made() -> Maker:
    return "m"


def uses_made() -> int:
    return Maker.make()


def test_dynamic_return_is_dynamic():
    return [uses_made(), Maker().size(), made(), Maker.make() + 1]


class Leaf:
    pass


LeafAlias = Leaf
MaybeInt = int | None
MaybeIntToo = MaybeInt
MaybeLeaf = Optional[Leaf]
Count = int


def takes_aliases(a: LeafAlias, b: MaybeInt, c: MaybeIntToo, d: MaybeLeaf, e: Count) -> str:
    return type(a).__name__ + repr(b) + repr(c) + repr(d is None) + repr(e + 1)


def test_module_type_aliases():
    # A name the module binds once to a type is an alias of it, as in
    # CinderX: parameters annotated with it are checked.
    out = [takes_aliases(Leaf(), 1, None, None, 2), takes_aliases(Leaf(), None, 3, Leaf(), 0)]
    for bad in ((1, 1, 1, None, 1), (Leaf(), "s", 1, None, 1), (Leaf(), 1, 2.5, None, 1),
                (Leaf(), 1, 1, 3, 1), (Leaf(), 1, 1, None, "e")):
        try:
            out.append(takes_aliases(*bad))
        except TypeError as e:
            out.append(("TypeError", str(e)))
    return [out, MaybeIntToo is MaybeInt, isinstance(None, MaybeInt)]


def element_at(i) -> int:
    a = Array[int64](3)
    a[1] = 5
    return box(a[i])


def test_array_index_must_be_int():
    out = [element_at(1), element_at(-2)]
    for bad in ("1", 1.0, None):
        try:
            element_at(bad)
        except TypeError as e:
            out.append(("TypeError", str(e)))
    return out


class Labelled:
    def label(self) -> str:
        return "base"

    def maybe(self) -> Optional[str]:
        return None


def label_of(x: Labelled):
    return x.label()


def maybe_of(x: Labelled):
    return x.maybe()


def test_python_override_builtin_result_checked():
    Bad = type("BadLabel", (Labelled,), {"label": lambda self: 7, "maybe": lambda self: 2.5})
    Good = type("GoodLabel", (Labelled,), {"maybe": lambda self: "m"})
    out = []
    for f, arg in ((label_of, Bad()), (maybe_of, Bad()), (maybe_of, Good()), (label_of, Labelled())):
        try:
            out.append(f(arg))
        except TypeError as e:
            out.append(("TypeError", str(e)))
    return out


# An int literal beside an integer primitive where no integer type is
# expected is an int64, and the arithmetic is done in int64 (CinderX's
# bind_binop): a uint32 divided by -2, an int8 plus 1 past its range.
def _times_three8(x: int8) -> int8:
    return x * 3


def test_literal_operand_is_int64():
    u: uint32 = 2
    s: int8 = 127
    b: uint8 = 250
    w: uint16 = 3
    in_int16: int16 = s + 1
    in_int8: int8 = s + 1
    inferred = s + 1
    squared: double = w ** 2
    a = Array[int8](1)
    a[0] = 127
    got = [
        box(a[0] + 1), box((s if u > 1 else in_int8) + 1),
        box(u / -2), box(u ** -2), box(u + 0xFFFFFFFF),
        box(in_int16), box(in_int8), box(inferred), box(s // -3), box(s << 3),
        box(_times_three8(s)), box(-s + 1), box(b + 10), box(squared),
    ]
    # CinderX's values (its integer division truncates, as C's does)
    return got == [128, 128, -1, 0.25, 4294967297, 128, -128, 128, -42, 1016, 125, -126, 260, 9.0], got


# A Python subclass may not define a method a static base declares
# @final: CinderX refuses it when the class is made.
class Sealed:
    @final
    def key(self) -> int:
        return 1

    def other(self) -> int:
        return 2


class SealedChild(Sealed):
    pass


class SealedMore(SealedChild):
    @final
    def other(self) -> int:
        return 3


def test_python_subclass_overriding_final_method():
    out = [Sealed.__final_method_names__, SealedChild.__final_method_names__, SealedMore.__final_method_names__]
    try:
        type("OverOther", (SealedMore,), {"other": lambda self: 5})
        out.append("made")
    except TypeError as e:
        out.append(str(e))
    for base in (Sealed, SealedChild, SealedMore):
        try:
            type("Over", (base,), {"key": lambda self: 3})
            out.append("made")
        except TypeError as e:
            out.append(str(e))
    fine = type("Fine", (SealedChild,), {"other": lambda self: 4})
    out.append(fine().other() + fine().key())
    return out


# A primitive local declared without a value holds zero (CinderX stores
# it at the function's entry), on every path after the declaration.
def _declared_only(c: bool):
    d: double
    n: int64
    try:
        pass
    except Exception:
        d = 42
    if c:
        n = 3
    ks = []
    for i in range(2):
        k: int8
        k += 1
        ks.append(box(k))  # 1 then 2: zero is stored at the entry, not at the declaration
    return box(d), box(n), ks


def test_declared_primitive_is_zero():
    return _declared_only(False), _declared_only(True)


# chkdict and chklist are CinderX's other names of the checked containers.
def _chk_of(n: int) -> chkdict[int, str]:
    d = chkdict[int, str]()
    d[n] = "a"
    return d


def _untyped(v):
    return v


def test_chkdict_chklist_names():
    l: chklist[int] = chklist[int]([1, 2])
    d = _chk_of(3)
    try:
        d[_untyped("x")] = "y"
        bad = "stored"
    except TypeError as e:
        bad = str(e)
    return type(d) is CheckedDict[int, str], type(l) is CheckedList[int], d[3], list(l), bad


# A parameter annotated Annotated[C, "Exact"] takes an instance of C
# itself, not of a subclass: from Python and from typed callers alike.
class Plain:
    def m(self) -> int:
        return 0


class Derived(Plain):
    def m(self) -> int:
        return 1


def _exact(c: Annotated[Plain, "Exact"]) -> int:
    return c.m()


def _exact_or_none(c: Annotated[Optional[Plain], "Exact"]) -> int:
    return 5 if c is None else c.m()


def _typed_caller(c: Plain) -> int:
    return _exact(c)


def test_exact_parameters():
    out = [_exact(Plain()), _exact_or_none(None), _typed_caller(Plain())]
    for f, a in ((_exact, Derived()), (_exact_or_none, Derived()), (_exact, None), (_typed_caller, Derived())):
        try:
            out.append(f(a))
        except TypeError as e:
            out.append(str(e))
    return out


LIMIT: Final[int] = 21
LABEL: Final = "x"
NEGATIVE: Final[int] = -1
WIDTH: Final[int64] = 3


def test_final_constants_named():
    # The Final names of a literal value, once the body has run.
    import sys
    return sys.modules[__name__].__final_constants__


def test_int64_of_dynamic_float():
    # int64() of a float only known at run time raises TypeError.
    out = []
    for v in (2.5, 3, True):
        try:
            out.append(box(int64(_dyn_value(v))))
        except TypeError as e:
            out.append(str(e))
    return out


def _dyn_value(v):
    return v


class Box:
    def value(self, ok: bool) -> int:
        if ok:
            return 1
        return


def _bare_int(ok: bool) -> int:
    if ok:
        return 2
    return


def _bare_prim(ok: bool) -> int64:
    if ok:
        return 3
    return


def _bare_class(ok: bool) -> Box:
    if ok:
        return Box()
    return


def _bare_optional(ok: bool) -> Optional[Box]:
    if ok:
        return Box()
    return


def _bare_dynamic(ok: bool):
    return


def test_bare_return_in_typed_def():
    # CinderX's checker lets a bare return through; where the declared
    # type takes no None it raises TypeError rather than return an
    # ill-typed None.
    out = []
    for f in (Box().value, _bare_int, _bare_prim, _bare_class, _bare_optional, _bare_dynamic):
        for ok in (True, False):
            try:
                r = f(ok)
                out.append(type(r).__name__)
            except TypeError as e:
                out.append(str(e))
    return out


_entered = []


class _Tracing(ContextDecorator):
    def __enter__(self) -> _Tracing:
        _entered.append("enter")
        return self

    def __exit__(self, exc_type: object, exc_value: object, traceback: object) -> Literal[False]:
        _entered.append("exit " + (type(exc_value).__name__ if exc_value is not None else "-"))
        return False


class _Decorated:
    @_Tracing()
    def value(self, n: int) -> int:
        return n + 1

    @staticmethod
    @_Tracing()
    def failing() -> int:
        raise KeyError("k")


@_Tracing()
def _decorated_function(a: int, b: int = 2) -> int:
    return a * b


def test_context_decorator():
    # __static__.ContextDecorator: each call runs inside the manager.
    del _entered[:]
    out = [_Decorated().value(4), _decorated_function(3), _decorated_function.__name__]
    try:
        _Decorated.failing()
    except KeyError as e:
        out.append(repr(e))
    return out + _entered


def _cast_exact(o: object) -> int:
    return cast(Annotated[Plain, "Exact"], o).m()


def _cast_exact_or_none(o: object) -> bool:
    return cast(Annotated[Optional[Plain], "Exact"], o) is None


def test_exact_cast():
    # cast(Annotated[C, "Exact"], v) takes a C itself, not a subclass.
    out = []
    for f, a in ((_cast_exact, Plain()), (_cast_exact, Derived()), (_cast_exact_or_none, None), (_cast_exact_or_none, Derived())):
        try:
            out.append(f(a))
        except TypeError as e:
            out.append(str(e))
    return out


def _as_literal_int(x) -> Literal[12000]:
    return x


def _as_literal_false(x) -> Literal[False]:
    return x


def _as_literal_negative(x) -> Literal[-3]:
    return x


def test_literal_return_checked():
    # A dynamic value returned as Literal[v] must be v (== for an int,
    # identity for a bool).
    out = []
    for f, a in ((_as_literal_int, 12000), (_as_literal_int, 2), (_as_literal_false, False),
                 (_as_literal_false, 0), (_as_literal_negative, -3), (_as_literal_negative, "s")):
        try:
            out.append(repr(f(a)))
        except TypeError as e:
            out.append(str(e))
    return out


def _exact_float(c: Annotated[float, "Exact"]):
    return c


def test_exact_float_is_dynamic():
    # Annotated[float, "Exact"] is dynamic: nothing is checked.
    return [_exact_float(1), _exact_float("s"), _exact_float(2.5)]
