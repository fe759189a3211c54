import __static__

from .. import util
from ..graph import neighbors
from ..algo import reach


def hops(n: int) -> int:
    return len(neighbors(n, 1)) + reach(n, 1) + util.count([1, 2])
