"""Pure-Python ``__static__``: the interpreted half of staticpyc.

With ``PYTHONPATH=runtime/python`` a module whose first statement is
``import __static__`` (or ``import __strict__``) is rewritten at load time
(see ``_rewrite``) so that, interpreted, it behaves like the same module
compiled by staticpyc: wrapping primitives, entry checks, boxed returns.
"""

from ._api import *  # noqa: F401,F403
from ._api import __all__  # noqa: F401

from . import _hook as _hook_mod  # noqa: E402

_hook_mod.install()

from . import _main as _main_mod  # noqa: E402

_main_mod.maybe_run_main(1)
