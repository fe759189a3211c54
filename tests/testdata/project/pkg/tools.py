import __static__

from .consts import SCALE


def twice(n: int) -> int:
    return n * SCALE
