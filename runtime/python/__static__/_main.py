"""``python3 file.py`` support.

When the first ``import __static__`` (or ``import __strict__``) of a process
comes from a ``__main__`` module that was not rewritten (no import hook sees
the main script), we re-read that file, rewrite it, exec it in a fresh
``__main__`` module and end the process with the script's exit status:
``SystemExit`` propagates as is, any other uncaught exception prints a normal
traceback (through ``sys.excepthook``) and exits with status 1.

Recursion guard: the rewritten code sets ``__static_rewritten__`` in its
namespace before it imports ``__static__``.
"""

# The runtime's own checks use the real builtins even while a program
# patches them (builtins.isinstance = ...), as compiled code does.
from builtins import isinstance, issubclass, len

import os
import sys
import types
import warnings

from . import _rewrite


def _importer_frame(depth):
    f = sys._getframe(depth + 1)
    while f is not None and f.f_code.co_filename.startswith("<frozen importlib"):
        f = f.f_back
    return f


def maybe_run_main(depth=1):
    """Called from the module body of __static__ / __strict__.

    ``depth`` counts frames from the caller of this function to the module
    body that executes the import (1: the __static__/__strict__ module body
    itself is the caller; its importer is one further up).
    """
    f = _importer_frame(depth + 1)
    if f is None:
        return
    g = f.f_globals
    if g.get(_rewrite.REWRITTEN):
        return
    path = g.get("__file__")
    if not isinstance(path, str) or not os.path.isfile(path):
        return
    try:
        with open(path, "rb") as fp:
            source = fp.read()
    except OSError:
        return
    if not _rewrite.source_is_marked(source, path):
        return
    if g.get("__name__") != "__main__":
        warnings.warn(
            "Static Python module %r was imported without the __static__ import hook "
            "(put runtime/python on PYTHONPATH so sitecustomize installs it); "
            "it runs with plain Python semantics" % g.get("__name__"),
            RuntimeWarning, stacklevel=depth + 3)
        return
    run_main(source, path, g)


def run_main(source, path, old_globals=None):
    code = _rewrite.compile_source(source, path)
    mod = types.ModuleType("__main__")
    d = mod.__dict__
    for k in ("__file__", "__cached__", "__loader__", "__spec__", "__package__", "__builtins__"):
        if old_globals is not None and k in old_globals:
            d[k] = old_globals[k]
    d.setdefault("__file__", path)
    d.setdefault("__builtins__", __builtins__)
    sys.modules["__main__"] = mod
    # The script runs inside the import of __static__: mark the package as
    # initialized so that other threads can import it without waiting on
    # the import lock held by this thread.
    for name in ("__static__", "__strict__"):
        m = sys.modules.get(name)
        spec = getattr(m, "__spec__", None)
        if spec is not None:
            spec._initializing = False
    try:
        exec(code, d)
    except SystemExit:
        raise
    except BaseException as e:
        tb = e.__traceback__
        if tb is not None and tb.tb_frame is sys._getframe():
            tb = tb.tb_next  # start the traceback at the script's own frame
        # (the default hook prints e.__traceback__, not its tb argument)
        e.__traceback__ = tb
        sys.excepthook(type(e), e, tb)
        raise SystemExit(1)
    raise SystemExit(0)
