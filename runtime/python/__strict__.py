"""The strict-module marker.

``import __strict__`` as a module's first statement marks it for the same
load-time treatment as ``import __static__`` (strict freezing of the module
happens when the import hook loads it, as for __static__).
"""

import __static__._main as _main

_main.maybe_run_main(1)
del _main
