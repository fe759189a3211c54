"""Static enums: ``Enum``, ``IntEnum`` and ``StringEnum`` of ``__static__``.

They behave as CinderX's: every public name bound in the class body (not
a function, not a descriptor) becomes a member, an instance of the class
with ``name`` and ``value``; the class is iterable, sized and indexable by
member name, and calling it with one value returns the member that has
it (ValueError when none does). Members are distinct objects even when
two share a value; when two do (or a value is unhashable), members
compare and hash by value. An ``IntEnum`` member is an int and a
``StringEnum`` member a str, equal to their values. The checker rejects
subclassing an enum, several bases, values of the wrong type
(``IntEnum``/``StringEnum``) and assigning or deleting members.

Compiled modules load this file too (runtime/containers.go), so a
member made by compiled code is the same object interpreted code sees.
"""

# The runtime's own checks use the real builtins even while a program
# patches them (builtins.isinstance = ...), as compiled code does.
from builtins import isinstance, issubclass, len

_MISSING = object()


def _hashable(v):
    try:
        hash(v)
    except TypeError:
        return False
    return True


def _eq_by_value(self, other):
    # Members with duplicate values compare by value, with a member or a
    # plain value on the other side.
    if self.value == other:
        return True
    ov = getattr(other, "value", None)
    return ov is not None and self.value == ov


def _hash_by_value(self):
    return hash(self.value)


class _EnumMeta(type):
    def __new__(mcls, name, bases, ns):
        attrs, members = {}, []
        for k, v in ns.items():
            if k.startswith("_"):
                attrs[k] = v
                continue
            # inspect (with ast, dis and tokenize) only for an enum's own
            # names: a compiled module that binds __static__'s names
            # imports this module, whose base classes have none.
            import inspect as _inspect
            if _inspect.isroutine(v) or _inspect.isdatadescriptor(v):
                attrs[k] = v
            else:
                members.append((k, v))
        attrs["__members__"] = {}
        attrs["__reversed_map__"] = {}
        values = [v for _, v in members]
        distinct = {v for v in values if _hashable(v)}
        if len(distinct) != len(values):
            attrs["__eq__"] = _eq_by_value
            attrs["__hash__"] = _hash_by_value
        cls = super().__new__(mcls, name, bases, attrs)
        for k, v in members:
            m = cls(name=k, value=v)
            cls.__members__[k] = m
            if _hashable(m):
                cls.__reversed_map__[m] = m
            if _hashable(v):
                cls.__reversed_map__[v] = m
            type.__setattr__(cls, k, m)
        return cls

    def __len__(cls):
        return len(cls.__members__)

    def __getitem__(cls, name):
        return cls.__members__[name]

    def __iter__(cls):
        return iter(cls.__members__.values())

    def __call__(cls, *args, **kwargs):
        if len(args) == 1 and not kwargs:
            return cls._lookup(args[0])
        name, value = kwargs["name"], kwargs["value"]
        m = cls.__new__(cls, value)
        m.name = name
        m.value = value
        return m

    def _lookup(cls, value):
        m = cls.__reversed_map__.get(value, _MISSING) if _hashable(value) else _MISSING
        if m is _MISSING:
            raise ValueError(f"Enum type {cls.__name__} has no attribute with value {value!r}")
        return m


class Enum(metaclass=_EnumMeta):
    def __init__(self, value):
        self.value = value
        self.name = None

    def __dir__(self):
        return ["name", "value"]

    def __str__(self):
        return f"{type(self).__name__}.{self.name}"

    def __repr__(self):
        return f"<{type(self).__name__}.{self.name}: {self.value}>"

    def __reduce_ex__(self, proto):
        return self.__class__, (self.value,)


class IntEnum(Enum, int):
    pass


class _StringEnumMeta(_EnumMeta):
    def _lookup(cls, value):
        # Text given as bytes finds the member with that text.
        if isinstance(value, bytes):
            value = value.decode("utf-8")
        return super()._lookup(value)


class StringEnum(Enum, str, metaclass=_StringEnumMeta):
    def __str__(self):
        return f"{self.value}"
