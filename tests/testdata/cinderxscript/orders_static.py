# A script shaped as CinderX's benchmark scripts are (not Static Python
# itself): it installs CinderX's strict loader, asks its JIT to compile
# automatically, then imports the Static Python library and runs it.
import sys

from cinderx.compiler.strict import loader as static_python_loader

static_python_loader.install()

import cinderx.jit
from orders_static_lib import book, revenue


if __name__ == "__main__":
    cinderx.jit.auto()
    n = 100
    if len(sys.argv) > 1:
        n = int(sys.argv[1])
    with cinderx.jit.pause():
        print(cinderx.jit.is_enabled(), cinderx.jit.force_compile(revenue))
    print(revenue(book(n)))
