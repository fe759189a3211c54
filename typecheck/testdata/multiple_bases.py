# Multiple bases: a class's instances are instances of each of its module
# bases, later ones too; a base named before its class statement is not
# a module class (it is not made yet when the class is), so bases named
# in a cycle neither loop the checker nor count.
from __static__ import int64


class Reader:
    def read(self) -> int:
        return 1


class Writer:
    def write(self, n: int) -> int:
        return n


class Both(Writer, Reader):
    def __init__(self) -> None:
        Reader.read(self)
        Writer.write(self, 2)


def read_from(r: Reader) -> int:
    return r.read()


def use() -> int:
    b = Both()
    r: Reader = b
    w: Writer = b
    return read_from(b) + w.write(3) + read_from(r)


class Later(Earlier):
    pass


class Earlier(Later):
    pass


def takes_later(x: Later) -> Earlier:
    return x                                    # ERROR "mismatched types: expected multiple_bases.Earlier because of return type, found multiple_bases.Later instead"
