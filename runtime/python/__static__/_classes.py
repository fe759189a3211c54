"""Typed primitive fields of classes.

A field declared with a primitive type (``count: int64`` in the class
body, or ``self.count: int64 = ...`` in a method) becomes a data
descriptor that converts every value stored into it to that type and
keeps it in the instance dict boxed, as the exact int, float or bool
CinderX gives Python (so instances pickle, copy and print as plain
objects). Typed code reads the primitive back (the rewrite converts a
typed read, _rewrite.py), so arithmetic on it wraps; Python code reads the
boxed value. The compiled extension installs
a native twin of PrimField with the same behaviour and messages
(runtime/primfield.go), and reads and writes the instance dict directly
when it can (lower/field.go).
"""

from . import _prims

from types import MemberDescriptorType as _MemberDescriptor


class PrimField:
    """A field holding values of one primitive type: in the instance dict,
    or, in a class with slots, in the field's slot (member, the slot's
    descriptor), where a field never set reads as zero as in CinderX."""

    __slots__ = ("name", "convert", "member")

    def __init__(self, name, convert, member=None):
        self.name = name
        self.convert = convert
        self.member = member

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        if self.member is not None:
            try:
                return self.member.__get__(obj, owner)
            except AttributeError:
                return _prims.box(self.convert(0))
        try:
            v = obj.__dict__[self.name]
        except KeyError:
            raise AttributeError(
                "'%s' object has no attribute '%s'" % (type(obj).__name__, self.name)) from None
        return v

    def __set__(self, obj, value):
        if self.member is not None:
            self.member.__set__(obj, _prims.box(self.convert(value)))
            return
        obj.__dict__[self.name] = _prims.box(self.convert(value))

    def __delete__(self, obj):
        if self.member is not None:
            # The slot holds zero again.
            try:
                self.member.__delete__(obj)
            except AttributeError:
                pass
            return
        try:
            del obj.__dict__[self.name]
        except KeyError:
            raise AttributeError(self.name) from None


def typed_fields(fields):
    """Class decorator: fields maps a field name to its primitive type's
    name ("int64")."""
    def apply(cls):
        for name, spec in fields.items():
            member = cls.__dict__.get(name)
            if type(member) is not _MemberDescriptor:
                member = None
            setattr(cls, name, PrimField(name, getattr(_prims, spec), member))
        return cls
    return apply


def resolve_bases(bases):
    """__build_class__'s PEP 560 step for compiled class statements: a
    base that is not a class (NamedTuple, Generic[T], a TypedDict) names
    the classes to derive from through __mro_entries__."""
    import types
    return types.resolve_bases(bases)
