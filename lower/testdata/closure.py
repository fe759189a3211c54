# A closure: the free variable lives in a cell the nested function
# reads through its first parameter.
# golden: outer
# golden: outer.<locals>.inner
import __static__


def outer(x: int) -> object:
    def inner() -> int:
        return x
    return inner
