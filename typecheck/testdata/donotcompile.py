# _donotcompile: the def, or every method of the class, is compiled as
# plain Python by CinderX, so its body is not type-checked.
from __static__ import _donotcompile, int64


@_donotcompile
def loose() -> int:
    x: int64 = "not checked"
    return x


def checked() -> int:
    x: int64 = "checked"  # ERROR "type mismatch: str cannot be assigned to int64"
    return 1


@_donotcompile
class C:
    def m(self) -> int:
        return "not checked"


class D:
    @_donotcompile
    def m(self) -> int:
        return "not checked"

    def n(self) -> int:
        return "checked"  # ERROR "mismatched types: expected int because of return type, found str instead"
