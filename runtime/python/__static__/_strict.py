"""Strict modules: once its body has run, a static module is frozen.

Setting or deleting one of its attributes from outside then raises
AttributeError with CinderX's wording; the module's own code may still
rebind its globals (``global x``), which writes its namespace directly.
The compiled extension runs this same file at import.
"""

import types as _types

from . import _messages as _msgs


def freeze(module):
    """Make module strict: an instance of a StrictModule subclass of
    ModuleType whose __setattr__ and __delattr__ refuse."""
    if getattr(type(module), "_staticpyc_strict", False):
        return module
    name = module.__name__

    class StrictModule(_types.ModuleType):
        _staticpyc_strict = True

        def __setattr__(self, attr, value):
            raise AttributeError(_msgs.STRICT_MODIFY.format(attr=attr, module=name))

        def __delattr__(self, attr):
            raise AttributeError(_msgs.STRICT_DELETE.format(attr=attr, module=name))

    module.__class__ = StrictModule
    return module
