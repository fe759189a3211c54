# Static enums: one base, never subclassed, typed values, members never
# assigned or deleted.
from __static__ import Enum, IntEnum, StringEnum


class Color(Enum):
    RED = 1
    GREEN = "green"


class Shade(Color):                 # ERROR "Static Enum types do not allow subclassing"
    pass


class Mixed(int, Enum):             # ERROR "Static Enum types cannot support multiple bases: \[<int>, <__static__.Enum>\]"
    pass


class Level(IntEnum):
    LOW = 1
    HIGH = "high"                   # ERROR "IntEnum values must be int, not str"
    MID: int = 5


class Mode(StringEnum):
    READ = "r"
    WRITE = 2                       # ERROR "StringEnum values must be str, not Literal\[2\]"


def repaint() -> None:
    Color.RED = 2                   # ERROR "Static Enum values cannot be modified or deleted"
    del Level.LOW                   # ERROR "Static Enum values cannot be modified or deleted"
    x = Color.GREEN
    print(x, Mode.READ, Level(1))
