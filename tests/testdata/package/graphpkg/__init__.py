"""A compiled package whose __init__ imports its own submodules."""
import __static__

from . import graph
from .algo import reach
from .util import label
from . import sub

VERSION: int = 3


def summary(n: int) -> str:
    return label(reach(n, 0)) + " " + str(sub.hops(n))
