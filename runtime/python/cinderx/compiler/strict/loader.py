"""``cinderx.compiler.strict.loader`` on a stock python3.

In CinderX, ``install()`` puts a loader on ``sys.path_hooks`` that
compiles strict and Static Python modules to CinderX's bytecode when they
are imported. Here nothing needs installing: a module staticpyc built is
an extension Python's own finders load (``staticpyc run`` and ``build``
compile the marked modules a script imports), and a module left as
source runs on the ``__static__`` runtime with the same results. So a
script written for CinderX — ``loader.install()``, then ``from
mylib_static import main`` — runs unchanged, compiled or interpreted.
(``staticpyc.install()`` is the import hook that compiles on import.)
"""


def install(enable_patching=False):
    return None


def init_static_python():
    return None
