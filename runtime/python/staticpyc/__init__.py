"""staticpyc from Python: compile Static Python modules on import, and build
wheels of projects that hold them.

    import staticpyc
    staticpyc.install()      # from now on, marked modules import compiled
    import mymod

``install()`` puts a finder first on ``sys.meta_path``. A module found as a
``.py`` file on the path whose first statement (after the docstring and
``from __future__`` imports) is ``import __static__`` or ``import __strict__``
is built with the ``staticpyc`` binary into a cache and imported as the
native extension; every other module imports as usual. A build is reused
while the module's source, its dotted name, the target interpreter and the
binary are the same (the cache is ``$XDG_CACHE_HOME/staticpyc/hook``).

The binary is ``$STATICPYC`` or ``staticpyc`` on ``PATH``. When it is
missing, or a module does not compile, the import raises ImportError saying
why; with ``install(fallback=True)`` the module is imported from its source
instead (it then runs interpreted, with the pure-Python ``__static__``).

``staticpyc.build_meta`` is a PEP 517 build backend (see its docstring).
"""

import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys

from . import _build

__all__ = ["install", "uninstall", "CompileError"]

CompileError = _build.CompileError


class StaticFinder(importlib.abc.MetaPathFinder):
    """Finds marked modules on the path and gives them compiled."""

    def __init__(self, fallback=False, opt_level=3):
        self.fallback = fallback
        self.opt_level = opt_level

    def find_spec(self, fullname, path=None, target=None):
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or not isinstance(spec.loader, importlib.machinery.SourceFileLoader):
            return None
        source = spec.origin
        if not _build.is_marked(source):
            return None
        try:
            ext = _build.build_cached(source, fullname, opt_level=self.opt_level)
        except CompileError as e:
            if self.fallback:
                return None
            raise ImportError("staticpyc cannot compile %s (%s): %s" % (fullname, source, e), name=fullname, path=source) from None
        loader = importlib.machinery.ExtensionFileLoader(fullname, ext)
        locations = spec.submodule_search_locations
        return importlib.util.spec_from_file_location(fullname, ext, loader=loader,
                                                      submodule_search_locations=locations)


_finder = None


def install(fallback=False, opt_level=3):
    """Compile Static Python modules as they are imported (once: the
    builds are cached). fallback=True imports a module from its source
    when staticpyc is missing or the module does not compile."""
    global _finder
    uninstall()
    _finder = StaticFinder(fallback=fallback, opt_level=opt_level)
    sys.meta_path.insert(0, _finder)
    return _finder


def uninstall():
    """Remove the finder install() put on sys.meta_path."""
    global _finder
    if _finder is not None and _finder in sys.meta_path:
        sys.meta_path.remove(_finder)
    _finder = None
