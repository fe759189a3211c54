"""Meta-path import hook that rewrites Static Python modules at load time.

Installed by ``sitecustomize`` (and by ``import __static__``).
``sitecustomize`` loads this file by path, as the top-level module
``_static_hook``, WITHOUT importing the ``__static__`` package: the package's
first import is what detects ``python3 file.py`` runs of a marked main
script.  Keep this file free of imports from the package at module level.
"""

# The runtime's own checks use the real builtins even while a program
# patches them (builtins.isinstance = ...), as compiled code does.
from builtins import isinstance, issubclass, len

import ast
import sys
import sysconfig
from importlib.machinery import PathFinder, SourceFileLoader

MARKERS = ("__static__", "__strict__")
_MARKER_BYTES = tuple(m.encode() for m in MARKERS)


def marker_index(tree):
    """Index of the marker statement in ``tree.body``, or None.

    The marker is ``import __static__`` / ``import __strict__`` as the first
    statement after an optional docstring and ``from __future__`` imports.
    """
    body = tree.body
    i = 0
    if (body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)
            and isinstance(body[0].value.value, str)):
        i = 1
    while i < len(body) and isinstance(body[i], ast.ImportFrom) and body[i].module == "__future__":
        i += 1
    if i < len(body) and isinstance(body[i], ast.Import):
        names = body[i].names
        if len(names) == 1 and names[0].name in MARKERS and names[0].asname is None:
            return i
    return None


def source_is_marked(source, filename="<unknown>"):
    if not any(m in source for m in (_MARKER_BYTES if isinstance(source, bytes) else MARKERS)):
        return False
    try:
        tree = ast.parse(source, filename)
    except (SyntaxError, ValueError):
        return False
    return marker_index(tree) is not None


def _stdlib_dirs():
    dirs = set()
    for key in ("stdlib", "platstdlib"):
        try:
            dirs.add(sysconfig.get_paths()[key])
        except Exception:
            pass
    return tuple(d.rstrip("/") + "/" for d in dirs if d)


_STDLIB = _stdlib_dirs()


class StaticLoader(SourceFileLoader):
    """SourceFileLoader that rewrites the module and never caches bytecode
    (a cached .pyc of rewritten code must not be picked up by plain imports)."""

    def get_code(self, fullname):
        path = self.get_filename(fullname)
        return self.source_to_code(self.get_data(path), path)

    def source_to_code(self, data, path, *, _optimize=-1):
        from __static__ import _rewrite
        return _rewrite.compile_source(data, path)

    def exec_module(self, module):
        super().exec_module(module)
        # As compiled: once the body has run, the module is strict.
        from __static__ import _strict
        _strict.freeze(module)


class StaticFinder:
    _static_python_hook = True

    @classmethod
    def find_spec(cls, fullname, path=None, target=None):
        spec = PathFinder.find_spec(fullname, path, target)
        if spec is None or type(spec.loader) is not SourceFileLoader:
            return None
        origin = spec.origin
        if fullname.partition(".")[0] in MARKERS or not origin or origin.startswith(_STDLIB):
            return None
        try:
            data = spec.loader.get_data(origin)
        except OSError:
            return None
        if not source_is_marked(data, origin):
            return None
        spec.loader = StaticLoader(fullname, origin)
        return spec

    @classmethod
    def invalidate_caches(cls):
        pass


def install():
    """Put StaticFinder just before PathFinder on sys.meta_path (idempotent)."""
    if any(getattr(f, "_static_python_hook", False) for f in sys.meta_path):
        return
    for i, f in enumerate(sys.meta_path):
        if f is PathFinder:
            sys.meta_path.insert(i, StaticFinder)
            return
    sys.meta_path.append(StaticFinder)
