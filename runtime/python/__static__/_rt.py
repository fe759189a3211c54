"""Run-time helpers called by rewritten Static Python modules.

A rewritten module reaches this module as the global ``__static_rt__``.  The
rewriter (``_rewrite``) only ever emits:

    x = __static_rt__.check_arg(x, SPEC, 'fn', 'x')   # entry check of a param
    __static_rt__.ret(value, SPEC)                     # boxed primitive return
    __static_rt__.ret_obj(value)                       # any other return
    __static_rt__.<prim>(value)                        # typed local store

where SPEC is a canonical annotation string such as ``'int64'``,
``'Optional[str]'``, ``'Array[double]'`` or ``'CheckedDict[str, int]'``.
"""

# The runtime's own checks use the real builtins even while a program
# patches them (builtins.isinstance = ...), as compiled code does.
from builtins import isinstance, issubclass, len

import builtins as _builtins
import typing as _typing

from ._prims import (
    _FloatPrim, _IntPrim, box, cbool, double, single,
    int8, int16, int32, int64, uint8, uint16, uint32, uint64,
)
from ._containers import Array, ArrayView, CheckedDict, CheckedList, as_array, split_optional, type_name, unview

__all__ = [
    "check_arg", "ret", "ret_obj", "box", "cbool", "double", "single",
    "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
]


from . import _messages as _msgs  # all wordings live in _messages.py


# Names a SPEC string may use; the rewriter canonicalizes every annotation to
# these (aliases like `from __static__ import int64 as i64` are resolved).
OBJECT_TYPES = ("int", "str", "float", "bool", "list", "dict", "tuple", "bytes", "set")
_SPEC_NAMESPACE = {name: getattr(_builtins, name) for name in OBJECT_TYPES}
_SPEC_NAMESPACE.update({
    "int8": int8, "int16": int16, "int32": int32, "int64": int64,
    "uint8": uint8, "uint16": uint16, "uint32": uint32, "uint64": uint64,
    "cbool": cbool, "double": double, "single": single,
    "Array": Array, "CheckedDict": CheckedDict, "CheckedList": CheckedList,
    "Optional": _typing.Optional, "None": None,
})

_checkers = {}


def _error(fn, name, expected, v):
    got = type(unview(v)).__name__  # an Array view reports the caller's buffer type
    return TypeError(_msgs.ARG.format(fn=fn, expected=expected, name=name, got=got))


def _make_checker(spec):
    T = eval(spec, {"__builtins__": {}}, _SPEC_NAMESPACE)
    T, optional = split_optional(T)

    if isinstance(T, type) and issubclass(T, _IntPrim):
        def check(v, fn, name):
            if not isinstance(v, int):
                raise _error(fn, name, "int", v)
            return T(int(v))  # range-checked: OverflowError("int overflow")
    elif T is cbool:
        def check(v, fn, name):
            if not isinstance(v, bool):
                raise _error(fn, name, "bool", v)
            return v
    elif isinstance(T, type) and issubclass(T, _FloatPrim):
        def check(v, fn, name):
            if not isinstance(v, (float, int)):
                raise _error(fn, name, "float", v)
            return T(v)
    elif isinstance(T, type) and issubclass(T, Array) and T._elem is not None:
        elem = T._elem

        def check(v, fn, name):
            if v is None and optional:
                return v
            a = as_array(v, elem)
            if a is None:
                raise _error(fn, name, T.__name__, v)
            return a
    else:
        accepted = (float, int) if T is float else T
        expected = type_name(T)

        def check(v, fn, name):
            if v is None and optional:
                return v
            if not isinstance(v, accepted):
                raise _error(fn, name, expected, v)
            return v
    return check


def check_arg(v, spec, fn, name):
    """Entry check of one annotated parameter; returns the value to bind."""
    try:
        check = _checkers[spec]
    except KeyError:
        check = _checkers[spec] = _make_checker(spec)
    try:
        return check(v, fn, name)
    except RecursionError as e:
        # The depth ran out in the check's own work (a comparison of the
        # range check: "... in comparison"), where CinderX and compiled
        # code fail the call itself, with the plain message. Reworded in
        # place: at the limit, making a new exception (a call) fails again.
        e.args = (_msgs.RECURSION,)
        raise


def check_arg_of(v, T, fn, name):
    """Entry check of a parameter annotated with a checked container of
    module classes (CheckedList[Node]): T is that class, made when the
    call runs, as compiled code makes it."""
    if not isinstance(v, T):
        raise _error(fn, name, type_name(T), v)
    return v


def check_arg_cls(v, T, optional, fn, name):
    """Entry check of a parameter typed as a module class T (or
    Optional[T]), self of a method too: CinderX's message names T."""
    if (v is None and optional) or isinstance(v, T):
        return v
    raise _error(fn, name, T.__name__, v)


def lit64(v):
    """The left operand of `x op N`, N an int literal, where no integer
    type is expected: an integer primitive becomes an int64, as CinderX
    binds the literal as one and computes in int64 (the checker's
    literalRightOperand); anything else is itself."""
    if isinstance(v, _IntPrim) and type(v) is not int64:
        return int64(v)
    return v


def check_arg_exact(v, T, optional, fn, name):
    """Entry check of a parameter annotated Annotated[T, "Exact"] (or
    Optional of it): an instance of T itself, not of a subclass."""
    if (v is None and optional) or type(v) is T:
        return v
    raise _error(fn, name, T.__name__, v)


def unbox_value(x, spec=None):
    """unbox(x) where the result is stored into a declared primitive spec:
    the plain value, which that primitive's conversion range-checks (a
    float stays a double, and is refused where an integer primitive is
    declared: CinderX casts to int before it unboxes, as compiled code's
    unbox does)."""
    if isinstance(x, float):
        if spec in _INT_SPECS:
            raise TypeError(_msgs.CAST.format(expected="int", got=type(x).__name__))
        return double(x)
    if isinstance(x, int):
        return int(x)
    return int64(x)  # not a number: unbox's own TypeError


_INT_SPECS = ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64")

_ret_types = {
    "int8": int8, "int16": int16, "int32": int32, "int64": int64,
    "uint8": uint8, "uint16": uint16, "uint32": uint32, "uint64": uint64,
    "cbool": cbool, "double": double, "single": single,
}


def ret_obj(v):
    """Return value of a function not declared to return a primitive: a
    primitive value is boxed (compiled code boxes primitives that escape to
    Python), an Array view becomes the caller's buffer again."""
    if isinstance(v, (_IntPrim, _FloatPrim)):
        return box(v)
    if isinstance(v, ArrayView):
        return v.obj
    return v


def check_literal(v, lit):
    """v returned from a def declared to return Literal[lit]: an int
    literal is compared by ==, a bool one by identity, as CinderX checks
    a dynamic value; else TypeError("expected 1, got 2")."""
    ok = v is lit if type(lit) is bool else v == lit
    if not ok:
        raise TypeError(_msgs.LITERAL.format(lit=lit, got=format(v)))
    return v


def bare_return():
    """A bare `return` in a def declared to return a type that takes no
    None (CinderX's checker lets it through): TypeError."""
    raise TypeError(_msgs.BARE_RETURN)


def ret(v, spec):
    """Return value of a function declared to return a primitive: converted
    to the declared type, then boxed (plain int / bool / float)."""
    return box(_ret_types[spec](v))


def ret_check(v, spec, recv, name):
    """What a typed call of method name on recv returned, checked against
    its declared primitive spec as compiled code checks a call that went
    through the object (a Python override): CinderX's messages. Gives the
    value as compiled code would box it."""
    T = _ret_types[spec]
    if issubclass(T, _IntPrim):
        ok = isinstance(v, int)
    elif T is cbool:
        ok = isinstance(v, bool)
    else:
        ok = isinstance(v, (float, int))
    where = "%s.%s" % (type(recv).__name__, name)
    if not ok:
        raise TypeError(_msgs.RET.format(where=where, expected=spec, got=type(v).__name__))
    try:
        return box(T(v))
    except OverflowError:
        raise OverflowError(_msgs.RET_RANGE.format(where=where, expected=spec, value=repr(v))) from None


def cbool_arg(v):
    """The object converted by cbool(v): a bool, as CinderX casts it to
    bool before it unboxes (lower's convertCall)."""
    if type(v) is bool:
        return v
    raise TypeError(_msgs.CAST.format(expected="bool", got=type(v).__name__))


def ret_check_obj(v, spec, recv, name):
    """ret_check_cls for a method declared to return a builtin object
    type ("str") or Optional of one ("?str"): CinderX's message."""
    optional = spec.startswith("?")
    base = spec.lstrip("?")
    if (optional and v is None) or _ACCEPTS[base](v):
        return v
    expected = "Optional[%s]" % base if optional else base
    where = "%s.%s" % (type(recv).__name__, name)
    raise TypeError(_msgs.RET.format(where=where, expected=expected, got=type(v).__name__))


def ret_check_cls(v, cls, optional, recv, name):
    """What a typed call of method name on recv returned, where the method
    is declared to return the module class cls (or Optional of it):
    checked as compiled code checks a call that went through the object
    (a Python override), with CinderX's message."""
    if isinstance(v, cls) or (optional and v is None):
        return v
    expected = "Optional[%s]" % cls.__name__ if optional else cls.__name__
    where = "%s.%s" % (type(recv).__name__, name)
    raise TypeError(_msgs.RET.format(where=where, expected=expected, got=type(v).__name__))


def unboxed_result(v, spec):
    """What a typed call of a static or class method returned (a Python
    override may return anything), unboxed to its declared integer
    primitive as compiled code unboxes it: an int, else TypeError (the
    conversion's message); out of range, OverflowError."""
    T = _ret_types[spec]
    if issubclass(T, _IntPrim) and not isinstance(v, int):
        raise TypeError(_msgs.INT_CONV.format(T=spec, got=type(v).__name__))
    return box(T(v))


# What compiled code accepts for each builtin object type (lower's
# builtinTests): float takes an int, bool only a bool.
_ACCEPTS = {
    "int": lambda v: isinstance(v, int),
    "str": lambda v: isinstance(v, str),
    "float": lambda v: isinstance(v, (float, int)),
    "bool": lambda v: type(v) is bool,
    "list": lambda v: isinstance(v, list),
    "dict": lambda v: isinstance(v, dict),
    "tuple": lambda v: isinstance(v, tuple),
    "bytes": lambda v: isinstance(v, bytes),
    "set": lambda v: isinstance(v, set),
}


def accepts(name):
    """The test of a value against builtin object type name, as compiled
    code casts (the runtime's primitives are the plain values compiled
    code would hold)."""
    test = _ACCEPTS[name]

    def accepts_value(v):
        if isinstance(v, (_IntPrim, _FloatPrim)):
            v = box(v)
        return test(v)
    return accepts_value


def _make_as(name, accepted):
    def as_type(v):
        # A primitive stored into an object-typed local or returned as
        # one is boxed, as compiled code boxes it; an Array view is the
        # caller's buffer.
        if isinstance(v, (_IntPrim, _FloatPrim)):
            v = box(v)
        elif isinstance(v, ArrayView):
            v = v.obj
        if accepted(v):
            return v
        raise TypeError(_msgs.CAST.format(expected=name, got=type(v).__name__))
    as_type.__name__ = as_type.__qualname__ = "as_" + name
    as_type.__doc__ = "A value stored into a local (or returned) declared %r: checked as compiled code casts it." % name
    return as_type


as_int = _make_as("int", _ACCEPTS["int"])
as_str = _make_as("str", _ACCEPTS["str"])
as_float = _make_as("float", _ACCEPTS["float"])
as_bool = _make_as("bool", _ACCEPTS["bool"])
as_list = _make_as("list", _ACCEPTS["list"])
as_dict = _make_as("dict", _ACCEPTS["dict"])
as_tuple = _make_as("tuple", _ACCEPTS["tuple"])
as_bytes = _make_as("bytes", _ACCEPTS["bytes"])
as_set = _make_as("set", _ACCEPTS["set"])


def as_optional(v, name):
    """A value passed, stored or returned where Optional of a builtin
    object type is declared: None, or what as_<name> accepts."""
    if v is None:
        return v
    return _AS[name](v)


_AS = {"int": as_int, "str": as_str, "float": as_float, "bool": as_bool, "list": as_list,
       "dict": as_dict, "tuple": as_tuple, "bytes": as_bytes, "set": as_set}


def as_class(v, cls, optional):
    """A value passed, stored or returned where a module class (or
    Optional of one, when optional) is declared: CinderX's CAST, as
    compiled code casts a dynamic value there."""
    if isinstance(v, cls) or (optional and v is None):
        return v
    raise TypeError(_msgs.CAST.format(expected=cls.__name__, got=type(v).__name__))


from ._classes import typed_fields, checked_fields, seal_layout, stash_cached_properties, install_cached_properties  # noqa: E402,F401  (used by rewritten classes)
from ._strict import final_hook  # noqa: E402,F401  (used by rewritten classes)


def _slot_descr(cls, name):
    for k in cls.__mro__:
        d = k.__dict__.get(name)
        if d is not None:
            return d
    raise AttributeError(name)


def slot_get(cls, name, obj):
    """obj.name, where typed code knows obj as cls and name is a slot of
    cls: the slot itself for an instance of cls (a Python subclass's
    property of that name does not hide it, as in CinderX's LOAD_FIELD and
    the compiled module); ordinary attribute access for anything else."""
    if isinstance(obj, cls):
        return _slot_descr(cls, name).__get__(obj, type(obj))
    return getattr(obj, name)


def slot_set(cls, name, obj, value):
    """obj.name = value into the slot (slot_get)."""
    if isinstance(obj, cls):
        _slot_descr(cls, name).__set__(obj, value)
    else:
        setattr(obj, name, value)


import operator as _operator  # noqa: E402

_INPLACE = {
    "Add": _operator.iadd, "Sub": _operator.isub, "Mult": _operator.imul, "MatMult": _operator.imatmul,
    "Div": _operator.itruediv, "FloorDiv": _operator.ifloordiv, "Mod": _operator.imod, "Pow": _operator.ipow,
    "LShift": _operator.ilshift, "RShift": _operator.irshift, "BitAnd": _operator.iand,
    "BitOr": _operator.ior, "BitXor": _operator.ixor,
}


def slot_inplace(cls, name, obj, op, value):
    """obj.name op= value on the slot (slot_get)."""
    slot_set(cls, name, obj, _INPLACE[op](slot_get(cls, name, obj), value))
