# The static enums of __static__: Enum, IntEnum and StringEnum, made by
# the runtime's classes in both the compiled and the interpreted module.
import __static__
from __static__ import Enum, IntEnum, StringEnum, int64, box


class Color(Enum):
    RED = 1
    GREEN = "green"
    BLUE = 3


class Twin(Enum):
    A = 1
    B = 1
    C = 2


class Level(IntEnum):
    LOW = 1
    HIGH = 10


class Mode(StringEnum):
    READ = "r"
    WRITE = "w"


def describe(c: Color) -> str:
    return f"{c.name}={c.value}"


def weight(n: int) -> int:
    return n * 2


def test_members():
    return [describe(Color.RED), describe(Color.GREEN), str(Color.BLUE), repr(Color.GREEN), len(Color)]


def test_lookup():
    return [Color(3) is Color.BLUE, Color["GREEN"] is Color.GREEN, [m.name for m in Color]]


def test_missing_value():
    return Color(99)


def test_compare():
    return [Color.RED == 1, Color.RED == Color.RED, Twin.A == Twin.B, Twin.A == Twin.C, Twin.A == 1]


def test_int_enum():
    k: int64 = 0
    for lv in Level:
        k += int64(lv)
    return [Level.LOW == 1, Level.HIGH + 1, weight(Level.HIGH), Level(10) is Level.HIGH, box(k)]


def test_string_enum():
    return [Mode.READ == "r", str(Mode.WRITE), Mode(b"w") is Mode.WRITE, Mode.READ.upper()]


def test_isinstance():
    return [isinstance(Color.RED, Color), isinstance(Level.LOW, int), isinstance(Mode.READ, str)]


# An IntEnum member passed to a method typed to take its enum, on a
# receiver typed as a module class (the call converts what it passes for
# an override in Python): it stays a member, not a plain int.
class Tier(IntEnum):
    LOW = 1
    HIGH = 2


class Router:
    def route(self, nid: int, level: Tier = Tier.LOW) -> str:
        return f"{nid}:{level.name}"


def test_enum_member_arguments_stay_members():
    r = Router()
    out = []
    for i in range(4):
        out.append(r.route(i, Tier.HIGH if i % 2 == 0 else Tier.LOW))
    out.append(r.route(9))
    return out
