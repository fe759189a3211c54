import __static__

# graphpkg.graph is in sys.modules but not yet an attribute of graphpkg:
# `from graphpkg import graph` finds it there, as Python's IMPORT_FROM.
from graphpkg import graph
from . import util

CALLS: int = 0

try:
    from .graph import degree_sum as _early  # noqa: F401
    EARLY: str = "bound"
except ImportError as e:
    EARLY = str(e).split(" (/")[0]


def reach(n: int, start: int) -> int:
    seen = {start}
    todo = [start]
    while todo:
        v = todo.pop()
        for w in graph.neighbors(n, v):
            if w not in seen:
                seen.add(w)
                todo.append(w)
    return util.count(seen)
