"""Strict modules: once its body has run, a static module is frozen.

Setting or deleting one of its attributes from outside then raises
AttributeError with CinderX's wording; the module's own code may still
rebind its globals (``global x``), which writes its namespace directly.
The compiled extension runs this same file at import.
"""

# The runtime's own checks use the real builtins even while a program
# patches them (builtins.isinstance = ...), as compiled code does.
from builtins import isinstance, issubclass, len

import sys as _sys
import types as _types

from . import _messages as _msgs

# Py_TPFLAGS_IMMUTABLETYPE, and where tp_flags lives in a type object:
# the same offset on 64-bit CPython 3.11, 3.12 and 3.13 (the type object's
# head did not change); other versions are left mutable rather than
# written at a guessed offset.
_IMMUTABLE = 1 << 8
_TP_FLAGS_OFFSET = 168
_FLAGS_AT_OFFSET = {(3, 11), (3, 12), (3, 13)}


# What the import system sets on a module after its init has run, which
# a strict module accepts once (while unset): without __path__ a compiled
# package could not import its submodules.
_IMPORT_ATTRS = frozenset({"__file__", "__loader__", "__spec__", "__path__", "__package__", "__cached__"})


def _make_immutable(cls):
    """Set Py_TPFLAGS_IMMUTABLETYPE: type.__setattr__ then refuses with
    CPython's own "cannot set 'x' attribute of immutable type 'C'"."""
    if _sys.implementation.name != "cpython" or _sys.version_info[:2] not in _FLAGS_AT_OFFSET:
        return
    if cls.__flags__ & _IMMUTABLE:
        return  # already immutable
    # ctypes only now: importing it costs more than a small module's whole
    # import, and a module without classes to freeze never needs it.
    import ctypes as _ctypes
    flags = _ctypes.c_ulong.from_address(id(cls) + _TP_FLAGS_OFFSET)
    if flags.value != cls.__flags__:
        return  # not the layout we know: never write a guessed word
    flags.value |= _IMMUTABLE
    _ctypes.pythonapi.PyType_Modified(_ctypes.py_object(cls))


def freeze(module, make_immutable=_make_immutable):
    """Make module strict: an instance of a StrictModule subclass of
    ModuleType whose __setattr__ and __delattr__ refuse; the classes it
    defines become immutable types (unless marked @mutable), by
    make_immutable (a compiled module gives its native one)."""
    if getattr(type(module), "_staticpyc_strict", False):
        return module
    name = module.__name__
    for value in list(vars(module).values()):
        if (isinstance(value, type) and value.__module__ == name
                and not value.__dict__.get("__staticpyc_mutable__", False)):
            make_immutable(value)

    class StrictModule(_types.ModuleType):
        _staticpyc_strict = True

        def __setattr__(self, attr, value):
            if attr in _IMPORT_ATTRS and getattr(self, attr, None) is None:
                # The import system may still set a module's import
                # attributes after its body (and the freeze) ran.
                return _types.ModuleType.__setattr__(self, attr, value)
            if isinstance(value, _types.ModuleType) and getattr(value, "__name__", None) == name + "." + attr:
                # The import system binds a package's submodule in it.
                return _types.ModuleType.__setattr__(self, attr, value)
            raise AttributeError(_msgs.STRICT_MODIFY.format(attr=attr, module=name))

        def __delattr__(self, attr):
            raise AttributeError(_msgs.STRICT_DELETE.format(attr=attr, module=name))

    module.__class__ = StrictModule
    return module



def final_hook():
    """A new __init_subclass__ for a static class with @final methods: a
    Python subclass (at any depth) that defines one of them is refused,
    with CinderX's TypeError; then the next __init_subclass__ runs. One
    object per class, by which the hook finds the class it is in."""

    def __init_subclass__(cls, **kwargs):
        own = cls.__dict__
        owner = None
        for base in cls.__mro__[1:]:
            d = base.__dict__
            if owner is None and d.get("__init_subclass__") is hook:
                owner = base
            for name in d.get("__final_method_names__", ()):
                if name in own:
                    raise TypeError(f"'{name}' overrides a final method in the static base class")
        return super(owner, cls).__init_subclass__(**kwargs)

    hook = classmethod(__init_subclass__)
    return hook
