"""Array[T], CheckedDict[K, V], CheckedList[T] for interpreted Static Python."""

# The runtime's own checks use the real builtins even while a program
# patches them (builtins.isinstance = ...), as compiled code does.
from builtins import isinstance, issubclass, len

import array as _array
import operator as _operator
import struct as _struct
import sys as _sys
import types as _types
import typing as _typing

from ._prims import (
    _FloatPrim, _IntPrim, cbool, double, single,
    int8, int16, int32, int64, uint8, uint16, uint32, uint64,
)

__all__ = ["Array", "CheckedDict", "CheckedList", "type_name", "split_optional"]


from . import _messages as _msgs  # all wordings live in _messages.py
from . import _prims


# ---------------------------------------------------------------------------
# type helpers shared with the boundary checks
# ---------------------------------------------------------------------------


def split_optional(T):
    """Optional[X] / Union[X, None] / X | None  ->  (X, True); T -> (T, False)."""
    origin = _typing.get_origin(T)
    if origin is _typing.Union or isinstance(T, _types.UnionType):
        args = [a for a in _typing.get_args(T) if a is not type(None)]
        optional = len(args) != len(_typing.get_args(T))
        if len(args) == 1:
            return args[0], optional
        return tuple(args), optional
    return T, False


def type_name(T):
    """How a type reads in messages: int, Array[int64], CheckedDict[str, int]."""
    inner, optional = split_optional(T)
    if optional:
        return "Optional[%s]" % type_name(inner)
    if isinstance(inner, tuple):
        return "Union[%s]" % ", ".join(type_name(a) for a in inner)
    if T is None or T is type(None):
        return "None"
    return getattr(_runtime_class(T), "__name__", repr(T))


def _runtime_class(T):
    """The class an element must be an instance of: List[int] checks as
    list (element types of nested containers are not checked), a Union as
    the tuple of its members."""
    if isinstance(T, tuple):
        return tuple(_runtime_class(a) for a in T)
    origin = getattr(T, "__origin__", None)
    if isinstance(origin, type):
        return origin
    return T


def _element_check(T):
    """Predicate for the element types of the checked containers.

    Primitive element types are checked as their boxed type (int, float,
    bool); ``float`` accepts ``int`` (as at the boundary); Optional accepts
    None; ``object`` accepts everything.
    """
    inner, optional = split_optional(T)
    if isinstance(inner, type) and issubclass(inner, _IntPrim):
        inner = int
    elif inner is cbool:
        inner = bool
    elif isinstance(inner, type) and issubclass(inner, _FloatPrim):
        inner = float
    if inner is float:
        inner = (float, int)
    if inner is object:
        return lambda v: True
    inner = _runtime_class(inner)
    if optional:
        return lambda v: v is None or isinstance(v, inner)
    return lambda v: isinstance(v, inner)


# ---------------------------------------------------------------------------
# Array[T]
# ---------------------------------------------------------------------------

# struct/array format of every element type; kind is 'i' signed, 'u'
# unsigned, 'f' floating point.
_ELEM_FORMATS = {
    int8: "b", uint8: "B", int16: "h", uint16: "H", int32: "i", uint32: "I",
    int64: "q", uint64: "Q", double: "d", single: "f",
}


def _elem_kind(T):
    if issubclass(T, _IntPrim):
        return ("i" if T._signed else "u", T._bits // 8)
    return ("f", 8 if T is double else 4)


def _format_kind(fmt, itemsize):
    """(kind, itemsize) of a buffer format string, or None if unsupported."""
    if fmt and fmt[0] in "@=<>!":
        order, fmt = fmt[0], fmt[1:]
        if order in ">!" and _sys.byteorder == "little":
            return None
        if order == "<" and _sys.byteorder == "big":
            return None
    if len(fmt) != 1:
        return None
    if fmt in "bhilqn":
        return ("i", itemsize)
    if fmt in "BHILQN":
        return ("u", itemsize)
    if fmt in "fd":
        return ("f", itemsize)
    return None


_array_cache = {}


def _array_rebuild(elem, data):
    # A pickle names the element type by its name ("int64"): the class's
    # module, __static__, need not be importable where only compiled
    # modules (with their own runtime) run.
    if isinstance(elem, str):
        elem = getattr(_prims, elem)
    a = Array[elem](len(data) // _struct.calcsize(_ELEM_FORMATS[elem]))
    _array.array.__setitem__(a, slice(None), _array.array(a.typecode, data))
    return a


class Array(_array.array):
    """Fixed-size, zero-filled array of one primitive type.

    ``Array[int64](n)``.  A real ``array.array`` underneath, so
    ``memoryview(a)`` is a zero-copy view of its buffer.
    """

    __slots__ = ()
    _elem = None
    _fmt = None

    def __class_getitem__(cls, T):
        if cls._elem is not None:
            raise TypeError("Array[%s] is already specialized" % cls._elem.__name__)
        try:
            return _array_cache[T]
        except (KeyError, TypeError):
            pass
        if T not in _ELEM_FORMATS:
            raise TypeError(_msgs.BAD_ELEM.format(name=type_name(T)))
        fmt = _ELEM_FORMATS[T]
        assert _struct.calcsize(fmt) == _elem_kind(T)[1], (T, fmt)
        name = "Array[%s]" % T.__name__
        sub = type(cls)(name, (cls,), {
            "__slots__": (), "__module__": "__static__", "__qualname__": name,
            "_elem": T, "_fmt": fmt,
        })
        _array_cache[T] = sub
        return sub

    def __new__(cls, size=0):
        if cls._elem is None:
            raise TypeError(_msgs.GENERIC.format(name=cls.__name__))
        if not hasattr(type(size), "__index__") and hasattr(type(size), "__iter__"):
            # Array[T](iterable): its elements, each converted as a store
            # converts it (CinderX's fannkuch_static builds its arrays
            # from ranges).
            if hasattr(type(size), "__len__"):
                len(size)  # range(2**70) fails here, before a long loop
            items = [_store_value(cls._elem, v) for v in size]
            return _array.array.__new__(cls, cls._fmt, items)
        n = _operator.index(size)
        if n < 0:
            raise ValueError(_msgs.NEGATIVE_SIZE)
        return _array.array.__new__(cls, cls._fmt, bytes(n * _struct.calcsize(cls._fmt)))

    def _index(self, i):
        if isinstance(i, slice):
            raise TypeError(_msgs.SLICE)
        if not isinstance(i, int):
            # CinderX's message (compiled code's too: lower's arrayIndex)
            raise TypeError(_msgs.SEQ_INDEX.format(got=type(i).__name__))
        i = _operator.index(i)
        n = len(self)
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise IndexError(_msgs.INDEX)
        return i

    def __getitem__(self, i):
        return self._elem(_array.array.__getitem__(self, self._index(i)))

    def __setitem__(self, i, v):
        i = self._index(i)
        _array.array.__setitem__(self, i, _store_value(self._elem, v))

    def __delitem__(self, i):
        raise TypeError(_msgs.RESIZE)

    def __iter__(self):
        T = self._elem
        for v in _array.array.__iter__(self):
            yield T(v)

    def __repr__(self):
        return "%s(%r)" % (type(self).__name__, self.tolist())

    def __reduce_ex__(self, protocol):
        return (_array_rebuild, (self._elem.__name__, self.tobytes()))

    def __reduce__(self):
        return self.__reduce_ex__(2)

    def __copy__(self):
        return _array_rebuild(self._elem, self.tobytes())

    def __deepcopy__(self, memo):
        return self.__copy__()

    def _resize(self, *args, **kwargs):
        raise TypeError(_msgs.RESIZE)

    append = extend = insert = pop = remove = _resize
    frombytes = fromlist = fromunicode = fromfile = _resize
    __iadd__ = __imul__ = _resize


def _store_value(T, v):
    """Convert a value stored into an Array[T] slot (range-checked for ints)."""
    tv = T(v)
    return float(tv) if isinstance(tv, float) else int(tv)


class ArrayView:
    """An Array[T] over a foreign C-contiguous buffer (array.array, NumPy,
    memoryview, bytearray...).  Created at the boundary of a function with an
    ``Array[T]`` parameter; reads and writes go to the caller's buffer.
    """

    __slots__ = ("obj", "_mv", "_elem")

    def __init__(self, obj, mv, elem):
        self.obj = obj
        self._mv = mv
        self._elem = elem

    _index = Array._index

    def __len__(self):
        return len(self._mv)

    def __getitem__(self, i):
        return self._elem(self._mv[self._index(i)])

    def __setitem__(self, i, v):
        self._mv[self._index(i)] = _store_value(self._elem, v)

    def __iter__(self):
        T = self._elem
        for v in self._mv:
            yield T(v)

    def __repr__(self):
        return "Array[%s](%r)" % (self._elem.__name__, self._mv.tolist())


def as_array(v, T):
    """v if it is usable as Array[T] (wrapping foreign buffers), else None."""
    A = Array[T]
    if type(v) is A:
        return v
    if isinstance(v, ArrayView):
        return v if v._elem is T else None
    if isinstance(v, Array):  # an Array of another element type
        return None
    try:
        mv = memoryview(v)
    except TypeError:
        return None
    if not mv.c_contiguous or _format_kind(mv.format, mv.itemsize) != _elem_kind(T):
        mv.release()
        return None
    return ArrayView(v, mv.cast("B").cast(A._fmt), T)


def unview(v):
    """The caller's original buffer object for an ArrayView, else v."""
    return v.obj if isinstance(v, ArrayView) else v


# ---------------------------------------------------------------------------
# CheckedDict / CheckedList
# ---------------------------------------------------------------------------

_checked_cache = {}


def _specialize(cls, params, n):
    if cls._params is not None:
        raise TypeError("%s is already specialized" % cls.__name__)
    if not isinstance(params, tuple):
        params = (params,)
    if len(params) != n:
        raise TypeError("incorrect number of generic arguments for %s, expected %d, got %d"
                        % (cls.__name__, n, len(params)))
    key = (cls, params)
    try:
        return _checked_cache[key]
    except KeyError:
        pass
    name = "%s[%s]" % (cls.__name__, ", ".join(type_name(p) for p in params))
    sub = type(cls)(name, (cls,), {
        "__module__": "__static__", "__qualname__": name,
        "_params": params, "_checks": tuple(_element_check(p) for p in params),
    })
    _checked_cache[key] = sub
    return sub


class CheckedDict(dict):
    """dict that checks the type of every key and value stored into it."""

    _params = None
    _checks = None

    def __class_getitem__(cls, params):
        return _specialize(cls, params, 2)

    def __new__(cls, *args, **kwargs):
        if cls._params is None:
            raise TypeError(_msgs.GENERIC.format(name=cls.__name__))
        return dict.__new__(cls)

    def __init__(self, *args, **kwargs):
        dict.__init__(self)
        self.update(*args, **kwargs)

    def _check(self, k, v):
        ck, cv = self._checks
        if not ck(k):
            raise TypeError(_msgs.BAD_KEY.format(got=type(k).__name__, container=type(self).__name__))
        if not cv(v):
            raise TypeError(_msgs.BAD_VALUE.format(got=type(v).__name__, container=type(self).__name__))

    def __setitem__(self, k, v):
        self._check(k, v)
        dict.__setitem__(self, k, v)

    def setdefault(self, k, default=None):
        if k in self:
            return self[k]
        self[k] = default
        return default

    def update(self, *args, **kwargs):
        if len(args) > 1:
            raise TypeError("update expected at most 1 argument, got %d" % len(args))
        items = []
        if args:
            other = args[0]
            if hasattr(other, "keys"):
                items.extend((k, other[k]) for k in other.keys())
            else:
                for pair in other:
                    k, v = pair
                    items.append((k, v))
        items.extend(kwargs.items())
        for k, v in items:
            self._check(k, v)
        for k, v in items:
            dict.__setitem__(self, k, v)

    def __ior__(self, other):
        self.update(other)
        return self

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.copy()
        new.update(other)
        return new

    def copy(self):
        return type(self)(self)

    @classmethod
    def fromkeys(cls, iterable, value=None):
        d = cls()
        for k in iterable:
            d[k] = value
        return d

    def __reduce__(self):
        return (_checked_rebuild, (CheckedDict, self._params, dict(self)))


class CheckedList(list):
    """list that checks the type of every element stored into it."""

    _params = None
    _checks = None

    def __class_getitem__(cls, params):
        return _specialize(cls, params, 1)

    def __new__(cls, *args, **kwargs):
        if cls._params is None:
            raise TypeError(_msgs.GENERIC.format(name=cls.__name__))
        return list.__new__(cls)

    def __init__(self, iterable=()):
        list.__init__(self)
        self.extend(iterable)

    def _check(self, v):
        if not self._checks[0](v):
            raise TypeError(_msgs.BAD_VALUE.format(got=type(v).__name__, container=type(self).__name__))
        return v

    def append(self, v):
        list.append(self, self._check(v))

    def insert(self, i, v):
        list.insert(self, i, self._check(v))

    def extend(self, iterable):
        items = [self._check(v) for v in iterable]
        list.extend(self, items)

    def __iadd__(self, iterable):
        self.extend(iterable)
        return self

    def __add__(self, other):
        if not isinstance(other, list):
            return NotImplemented
        new = type(self)(self)
        new.extend(other)
        return new

    def __mul__(self, n):
        return type(self)(list.__mul__(self, n))

    __rmul__ = __mul__

    def __setitem__(self, i, v):
        if isinstance(i, slice):
            v = [self._check(x) for x in v]
        else:
            self._check(v)
        list.__setitem__(self, i, v)

    def __getitem__(self, i):
        r = list.__getitem__(self, i)
        if isinstance(i, slice):
            return type(self)(r)
        return r

    def copy(self):
        return type(self)(self)

    def __reduce__(self):
        return (_checked_rebuild, (CheckedList, self._params, list(self)))


def _checked_rebuild(generic, params, data):
    return generic[params if len(params) > 1 else params[0]](data)
