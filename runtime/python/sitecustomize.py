"""Installs the Static Python import hook (``__static__/_hook.py``).

The hook file is loaded by path as the top-level module ``_static_hook`` so
that the ``__static__`` package itself is NOT imported at start-up: its first
import is what notices ``python3 file.py`` runs of a marked main script.
"""


def _install():
    import importlib.util
    import os
    import sys

    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "__static__", "_hook.py")
    spec = importlib.util.spec_from_file_location("_static_hook", path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules["_static_hook"] = mod
    spec.loader.exec_module(mod)
    mod.install()


try:
    _install()
except Exception as _e:  # never break interpreter start-up
    import sys as _sys
    print("sitecustomize: cannot install the __static__ import hook: %r" % (_e,), file=_sys.stderr)
del _install
