# A class's members are declared once, with one type, as CinderX's
# declaration visitor requires.
import __static__
from typing import ClassVar, Final
from dataclasses import InitVar


class Twice:
    x: int
    y: int
    y: str  # ERROR "Cannot re-declare member 'y' in 'members.Twice'"

    def __init__(self) -> None:
        self.x: int = 1  # ERROR "Cannot re-declare member 'x' in 'members.Twice'"
        self.z = 2  # an assignment without a type declares nothing new


class Clash:
    a: object

    def a(self) -> None:  # ERROR "function conflicts with other member a in Type\[members.Clash\]"
        pass

    def b(self) -> None:
        pass

    b: int  # ERROR "slot conflicts with other member b in Type\[members.Clash\]"


class Base:
    n: int
    o: object


class Sub(Base):
    n: str  # ERROR "Cannot change type of inherited attribute \(inherited type 'int'\)"
    o: object  # the same type is no change


class Consts:
    LIMIT: ClassVar[int] = 10
    K: Final[int] = 3
    missing: Final[int]  # ERROR "Final attribute not initialized: members.Consts:missing"
    nested: Final[ClassVar[int]] = 1  # ERROR "Class Finals are inferred ClassVar; do not nest with Final."
    K = 4  # ERROR "Cannot assign to a Final variable"

    def bump(self) -> None:
        self.LIMIT = 11  # ERROR "Cannot assign to classvar 'LIMIT' on 'members.Consts' instance"
        self.K = 5  # ERROR "Cannot assign to classvar 'K' on 'members.Consts' instance"


class MoreConsts(Consts):
    K = 6  # ERROR "Cannot assign to a Final attribute of members.MoreConsts:K"


def params(a: ClassVar[int], b: InitVar[int]) -> None:  # ERROR "ClassVar is allowed only in class attribute annotations." "InitVar is allowed only in class attribute annotations."
    c: ClassVar[int] = 1  # ERROR "ClassVar is allowed only in class attribute annotations."


def through_class() -> None:
    Consts.LIMIT = 12  # a class variable is assigned through the class


class Described:
    size: int = 1  # a field with its value in the body: a descriptor
    label: str = "a"

    def __init__(self) -> None:
        self.plain = 0


class Overrides(Described):
    @property
    def size(self) -> int:  # the same type: allowed
        return 2

    @property
    def label(self) -> int:  # ERROR "Cannot change type of inherited attribute \(inherited type 'str'\)"
        return 3

    @property
    def plain(self) -> int:  # ERROR "Cannot override attribute with property method"
        return 4


class HasProperty:
    @property
    def p(self) -> int:
        return 1


class ReplacesProperty(HasProperty):
    p: str = "x"  # ERROR "Cannot change type of inherited attribute \(inherited type 'int'\)"


@property  # ERROR "Cannot decorate a class with @property"
class PropertyClass:
    pass


from typing import Protocol, overload


class Shape(Protocol):
    def area(self) -> float: ...  # a protocol only declares the signature


@overload
def pick(x: int) -> int: ...
@overload
def pick(x: str) -> str: ...  # ERROR "not supported yet: redefining 'pick' at module level"
