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

# The runtime's own checks use the real builtins even while a program
# patches them (builtins.isinstance = ...), as compiled code does.
from builtins import isinstance, issubclass, len

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


def checked_fields(fields, module_globals):
    """Class decorator: fields maps a slot of the class declared with an
    object type to what it accepts — a builtin type's name ("str"; "?str"
    with None) or (the name of a module class, None allowed). Attribute
    assignment into the slot then checks the value as CinderX's typed
    descriptors do (`expected 'str', got 'NoneType' for attribute 'x'`);
    reads and deletes are the slot's own. The compiled module installs a
    native descriptor that checks the same (runtime/typedfield.go). A
    module class is looked up in module_globals when a value is stored:
    the class statement has not bound its name yet (nor a later one's)."""
    def apply(cls):
        for name, spec in fields.items():
            member = cls.__dict__.get(name)
            if type(member) is _MemberDescriptor:
                setattr(cls, name, _checked_slot(module_globals, name, member, spec))
        return cls
    return apply


def seal_layout(cls):
    """Class decorator for a static class that adds slots, whose
    __slots__ ends with one more, the seal (_rewrite.LAYOUT_SEAL, a
    private name, mangled by the class's): its member is no attribute of
    the class, while the slot stays in the layout CPython compares when
    an instance's __class__ is assigned, so that no class that does not
    derive from this one has the same added slots — a Python class with
    slots of the fields' names cannot take an instance over and store,
    through its own members, what the typed descriptors refuse (the
    compiled module makes sure of the same: runtime/slots.go). The
    name stays in __slots__ (compiled too), so that pickling and copying,
    which count a class's slots by it, still can."""
    for name, member in list(cls.__dict__.items()):
        if name.endswith("__static_layout") and type(member) is _MemberDescriptor:
            type.__delattr__(cls, name)
    return cls


def _checked_slot(module_globals, name, member, spec):
    from . import _rt
    if isinstance(spec, tuple):
        cls_name, optional = spec

        def accepts(v):
            k = module_globals.get(cls_name)
            return (optional and v is None) or (isinstance(k, type) and isinstance(v, k))
        expected = cls_name
    else:
        optional = spec.startswith("?")
        expected = spec.lstrip("?")
        accepts_type = _rt.accepts(expected)

        def accepts(v):
            return (optional and v is None) or accepts_type(v)

    def store(obj, value):
        if not accepts(value):
            raise TypeError("expected '%s', got '%s' for attribute '%s'" % (expected, type(value).__name__, name))
        member.__set__(obj, value)

    # The member's own __get__ and __delete__: C code, CPython's messages.
    return property(member.__get__, store, member.__delete__)


# The class-body names under which a static class's cinderx cached
# properties wait for their class to exist (CinderX's own prefixes): the
# body binds each method there, unwrapped, so that the property's name is
# free for the slot that holds its value.
CACHED_PROPERTY_PREFIX = "_pystatic_cprop."
ASYNC_CACHED_PROPERTY_PREFIX = "_pystatic_async_cprop."


def stash_cached_properties(ns, names, async_names):
    """Move the methods named by names (cached_property) and async_names
    (async_cached_property) of class namespace ns under their prefixed
    names, as CinderX's compiler emits them."""
    for n in names:
        ns[CACHED_PROPERTY_PREFIX + n] = ns.pop(n)
    for n in async_names:
        ns[ASYNC_CACHED_PROPERTY_PREFIX + n] = ns.pop(n)


def install_cached_properties(cls):
    """Make each stashed method of cls a cinderx cached property again,
    backed by the slot of its name (cls's own, or the one a base's cached
    property of that name uses), as CinderX's class loader does; without
    a slot (a class that keeps its instance dict), an ordinary one, which
    caches in the instance dict. Returns cls."""
    from . import _cinderx
    cinderx = _cinderx.module()
    stashed = [k for k in cls.__dict__
               if k.startswith((CACHED_PROPERTY_PREFIX, ASYNC_CACHED_PROPERTY_PREFIX))]
    for key in stashed:
        func = cls.__dict__[key]
        is_async = key.startswith(ASYNC_CACHED_PROPERTY_PREFIX)
        name = key.split(".", 1)[1]
        slot = cls.__dict__.get(name)
        if type(slot) is not _MemberDescriptor:
            slot = None
            for base in cls.__mro__[1:]:
                inherited = getattr(base.__dict__.get(name), "slot", None)
                if type(inherited) is _MemberDescriptor:
                    slot = inherited
                    break
        delattr(cls, key)
        kind = cinderx.async_cached_property if is_async else cinderx.cached_property
        prop = kind(func, slot) if slot is not None else kind(func)
        if slot is None and hasattr(prop, "__set_name__"):
            prop.__set_name__(cls, name)
        setattr(cls, name, prop)
    return cls


def resolve_bases(bases):
    """__build_class__'s PEP 560 step for compiled class statements: a
    base that is not a class (NamedTuple, Generic[T], a TypedDict) names
    the classes to derive from through __mro_entries__."""
    import types
    return types.resolve_bases(bases)


# Pattern matching (PEP 634) for compiled match statements: the two
# steps of CPython's MATCH_CLASS and MATCH_KEYS / COPY_DICT_WITHOUT_KEYS
# that look attributes and keys up, with CPython's errors. The compiled
# code makes the type and length checks and matches the sub-patterns.

_MATCH_SELF = (bool, bytearray, bytes, dict, float, frozenset, int, list, set, str, tuple)


def _type_name(cls):
    # The type's tp_name, as CPython's messages name it: a class made by
    # a class statement by its name, a builtin one with its module.
    if cls.__flags__ & (1 << 9) or cls.__module__ == "builtins":
        return cls.__name__
    return cls.__module__ + "." + cls.__name__


def match_class(subject, cls, nargs, kwnames):
    """The attributes a class pattern cls(<nargs positional>, **kwnames)
    matches its sub-patterns against, in order, or None when subject is
    not an instance or lacks one of them."""
    if not isinstance(cls, type):
        import sys
        what = "type" if sys.version_info < (3, 12) else "class"
        raise TypeError("called match pattern must be a " + what)
    if not isinstance(subject, cls):
        return None
    return match_class_attrs(subject, cls, nargs, kwnames)


def match_class_attrs(subject, cls, nargs, kwnames):
    """match_class past its isinstance check (compiled code made it)."""
    seen = set()
    attrs = []
    missing = object()

    def attr(name):
        if name in seen:
            raise TypeError("%s() got multiple sub-patterns for attribute %r" % (_type_name(cls), name))
        seen.add(name)
        try:
            return getattr(subject, name)
        except AttributeError:
            return missing

    if nargs:
        match_self = False
        try:
            match_args = cls.__match_args__
        except AttributeError:
            match_args = ()
            match_self = issubclass(cls, _MATCH_SELF)
        else:
            if type(match_args) is not tuple:
                raise TypeError("%s.__match_args__ must be a tuple (got %s)" % (_type_name(cls), type(match_args).__name__))
        allowed = 1 if match_self else len(match_args)
        if allowed < nargs:
            raise TypeError("%s() accepts %d positional sub-pattern%s (%d given)" % (
                _type_name(cls), allowed, "" if allowed == 1 else "s", nargs))
        if match_self:
            attrs.append(subject)
        else:
            for name in match_args[:nargs]:
                if type(name) is not str:
                    raise TypeError("__match_args__ elements must be strings (got %s)" % type(name).__name__)
                value = attr(name)
                if value is missing:
                    return None
                attrs.append(value)
    for name in kwnames:
        value = attr(name)
        if value is missing:
            return None
        attrs.append(value)
    return tuple(attrs)


def match_keys(subject, keys):
    """The values of a mapping pattern's keys in subject, in order, or
    None when one is missing (looked up with subject.get(key, default),
    as CPython does, so that no __missing__ runs)."""
    if not keys:
        return ()
    get = subject.get
    seen = set()
    missing = object()
    values = []
    for key in keys:
        if key in seen:
            raise ValueError("mapping pattern checks duplicate key (%r)" % (key,))
        seen.add(key)
        value = get(key, missing)
        if value is missing:
            return None
        values.append(value)
    return tuple(values)


def mapping_rest(subject, keys):
    """What **rest captures: a dict of subject's items but keys."""
    rest = {}
    rest.update(subject)
    for key in keys:
        del rest[key]
    return rest
