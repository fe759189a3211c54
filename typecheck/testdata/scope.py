# Primitives live in function locals only; names must be defined.
from __static__ import int64, double, box

X: int64 = 1        # ERROR "cannot use primitives in global or closure scope"
Y: double           # ERROR "cannot use primitives in global or closure scope"
Z: int = 1
W = 2


def make() -> int64:
    return 1


V = make()          # ERROR "cannot use primitives in global or closure scope"
for k in range(3):
    U = make()      # ERROR "cannot use primitives in global or closure scope"


def f(n: int64) -> int64:
    global W
    W = n           # ERROR "cannot use primitives in global or closure scope"
    W = box(n)
    return n + undefined_name  # ERROR "Name `undefined_name` is not defined."


def g(a: Nope) -> None:     # ERROR "Name `Nope` is not defined."
    b: AlsoNope = 1         # ERROR "Name `AlsoNope` is not defined."


def h() -> None:
    break           # ERROR "'break' outside loop"


def i() -> None:
    continue        # ERROR "'continue' not properly in loop"


def j(x) -> None:
    f = 1           # a local that shadows the module's function
    box = 2


make = 3            # ERROR "not supported yet: rebinding a function or an imported static name"
int64 = 4           # ERROR "not supported yet: rebinding a function or an imported static name"


return 1            # ERROR "'return' outside function"
