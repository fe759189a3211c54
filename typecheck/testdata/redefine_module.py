# A module-level name declared twice as different things (a class, a
# def, an annotated variable of another type) is CinderX's error, at the
# second declaration.
import __static__


class A:
    pass


A: int = 1                              # ERROR "Cannot redefine local variable A"


def b() -> None:
    pass


class b:                                # ERROR "Cannot redefine local variable b"
    pass


c: int = 1
c: str = "s"                            # ERROR "Cannot redefine local variable c"

d: int = 1
d: int = 2


class E:
    pass


def E() -> None:                        # ERROR "function conflicts with other member E in redefine_module"
    pass
