# @dataclass classes: the constructor the decorator makes is checked
# against the fields, and the decorator's own rules apply.
import __static__
from dataclasses import dataclass, field, InitVar
from typing import ClassVar


@dataclass
class Point:
    x: int
    y: int = 0
    tag: str = field(default="p")


@dataclass(frozen=True)
class Frozen:
    name: str


def make() -> None:
    Point(1)
    Point(1, 2, "q")
    Point(x=1, tag="t")
    Point()  # ERROR "Function dataclasses\.Point\.__init__ expects a value for argument x"
    Point(1, "two")  # ERROR "type mismatch: str received for positional arg 'y', expected int"
    Point(1, 2, "q", 4)  # ERROR "Mismatched number of args for function dataclasses\.Point\.__init__\. Expected 4, got 5"
    f = Frozen("a")
    f.name = "b"  # ERROR "cannot assign to field 'name' of frozen dataclass 'dataclasses.Frozen'"
    del f.name  # ERROR "cannot delete field 'name' of frozen dataclass 'dataclasses.Frozen'"


@dataclass
class Order:                            # ERROR "non-default argument 'b' follows default argument"
    a: int = 0
    b: str


@dataclass(init=False)
class OrderWithoutInit:  # no __init__ is made: the fields are not ordered
    a: int = 0
    b: str

    def __init__(self, b: str) -> None:
        self.b = b


@dataclass(1)  # ERROR "dataclass\(\) takes no positional arguments"
class Positional:
    a: int


@dataclass(init=1)  # ERROR "dataclass\(\) arguments must be boolean constants"
class NotBool:
    a: int


@dataclass(speed=True)  # ERROR "dataclass\(\) got an unexpected keyword argument 'speed'"
class Unknown:
    a: int


@dataclass(slots=False)  # ERROR "Dataclass NoSlots sets slots=False but Static Python defaults to and only supports slots=True"
class NoSlots:
    a: int


@dataclass(order=True, eq=False)  # ERROR "eq must be true if order is true"
class OrderNoEq:
    a: int


@dataclass(unsafe_hash=True)  # ERROR "Cannot overwrite attribute __hash__ in class Hashed"
class Hashed:
    a: int

    def __hash__(self) -> int:
        return 1


@dataclass
class Fields:                           # ERROR "dataclasses.field\(\) takes no positional arguments"
    a: int = field(1)


@dataclass
class Fields2:                          # ERROR "dataclasses.field\(\) argument 'init' must be a boolean constant"
    a: int = field(init=1)


@dataclass
class Fields3:                          # ERROR "dataclasses.field\(\) argument 'hash' must be None or a boolean constant"
    a: int = field(hash=1)


@dataclass
class Fields4:                          # ERROR "dataclasses.field\(\) got an unexpected keyword argument 'size'"
    a: int = field(size=1)


@dataclass
class Fields5:                          # ERROR "cannot specify both default and default_factory"
    a: int = field(default=1, default_factory=int)


@dataclass
class Base:
    a: int


@dataclass
class Derived(Base):                    # ERROR "Type of field 'a' on class 'dataclasses.Derived' conflicts with base type. Base field has annotation int, but overridden field has annotation str"
    a: str


@dataclass(frozen=True)
class FrozenDerived(Base):  # ERROR "cannot inherit frozen dataclass from a non-frozen one"
    b: int


@dataclass
class ThawedDerived(Frozen):  # ERROR "cannot inherit non-frozen dataclass from a frozen one"
    b: int


@dataclass(order=True)  # ERROR "Cannot overwrite attribute __lt__ in class Ordered. Consider using functools.total_ordering"
class Ordered:
    a: int

    def __lt__(self, other: "Ordered") -> bool:
        return True


@dataclass
class Wrapped:
    a: ClassVar[int] = field(default_factory=int)  # ERROR "field a cannot have a default factory"


@dataclass
class Wrapped2:
    b: InitVar[int] = field(init=False)  # ERROR "InitVar fields must have init=True"


@dataclass
class KindBase:
    a: ClassVar[int] = 1
    b: int = 2


@dataclass
class KindDerived(KindBase):            # ERROR "Override of field 'a' must be a ClassVar"
    a: int = 3


@dataclass
class KindDerived2(KindBase):           # ERROR "Override of field 'b' cannot be a ClassVar"
    b: ClassVar[int] = 4


@dataclass
class BadDefault:
    x: str = field(default=1)  # ERROR "type mismatch: Literal\[1\] cannot be assigned to str"
    y: str = field(default="ok")


class NotADataclass:
    x: str = field(default="foo")  # ERROR "type mismatch: dataclasses.Field cannot be assigned to str"
    y: object = field(default="foo")


@dataclass
class Left:
    a: str


@dataclass
class Right:
    a: int


@dataclass
class Both(Left, Right):                # ERROR "Type of field 'a' on class 'dataclasses.Both' conflicts with base type. Base field has annotation int, but overridden field has annotation str"
    pass


@dataclass
class Mutable:
    xs: list = []                       # ERROR "mutable default list for field xs is not allowed: use default_factory"


@dataclass
class Mutable2:
    d: dict = {}                        # ERROR "mutable default dict for field d is not allowed: use default_factory"


@dataclass
class Mutable3:
    s: set = set()                      # ERROR "mutable default set for field s is not allowed: use default_factory"


@dataclass
class NotMutable:
    t: tuple = ()
    registry: ClassVar[list] = []
