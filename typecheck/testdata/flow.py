# Narrowing flows through a body as CinderX's binder carries local
# types: tests, assignments, joins where paths meet, loops, fields.
import __static__
from typing import Annotated, Optional
from __static__ import box, crange, int64


def early_exit(x: int | None) -> int:
    if x is None:
        raise ValueError("none")
    return x


def join_both_assign(x: Optional[int]) -> int:
    if x is None:
        x = 1
    return x


def join_one_side(x: Optional[int], c: bool) -> int:
    if c:
        x = 2
    return x  # ERROR "mismatched types: expected int because of return type, found Optional\[int\] instead"


def or_test(x: int | None) -> int:
    if x is None or x > 1:
        x = 1
    return x


def and_operands(x: Optional[str]) -> bool:
    return x is not None and x.startswith("a")


def walrus(x: int | None) -> int:
    if (y := x) is not None:
        return y
    return 0


def asserted(x: int | None) -> int:
    assert x is not None
    return x


def loop_keeps(x: Optional[int], n: int) -> int:
    x = 0
    for i in range(n):
        x = n  # every iteration leaves x an int: the fixpoint keeps it
    return x


def loop_breaks(x: Optional[int], n: int) -> int:
    x = 0
    while n > 0:
        n -= 1
        if n == 3:
            x = None
            continue
    return x  # ERROR "found Optional\[int\] instead"


def try_join(x: Optional[int]) -> int:
    try:
        x = 1
    except ValueError:
        return 0
    return x  # only the body falls through


def try_handler_joins(x: Optional[int]) -> int:
    try:
        x = 1
    except ValueError:
        pass
    return x  # ERROR "found Optional\[int\] instead"


def falls_off_optional(x: int) -> int | None:
    if x:
        return x


def revealed(x: int | None) -> None:
    if x is not None:
        reveal_type(x)  # ERROR "reveal_type\(x\): 'int', 'x' has declared type 'Optional\[int\]' and local type 'int'"
    else:
        reveal_type(x)  # ERROR "reveal_type\(x\): 'Exact\[None\]'"
    reveal_type(x if x else None)  # ERROR "reveal_type\(x if x else None\): 'Optional\[int\]'"


class Box:
    def __init__(self, v: int | None) -> None:
        self.v: int | None = v

    @property
    def p(self) -> int | None:
        return self.v

    def get(self) -> int:
        if self.v is not None:
            return self.v
        return 0

    def after_call(self) -> int:
        if self.v is not None:
            print("may change self.v")
            return self.v  # ERROR "found Optional\[int\] instead"
        return 0

    def prop(self) -> int:
        if self.p is not None:
            return self.p  # ERROR "found Optional\[int\] instead"
        return 0


def maybe_none(x: Optional[int], f: Optional[Box], n: None) -> None:
    -x  # ERROR "Optional\[int\]: bad operand type for unary -: 'NoneType'"
    x[0]  # ERROR "Optional\[int\]: 'NoneType' object is not subscriptable"
    x()  # ERROR "Optional\[int\]: 'NoneType' object is not callable"
    f.v  # ERROR "Optional\[flow.Box\]: 'NoneType' object has no attribute 'v'"
    n.v  # ERROR "'NoneType' object has no attribute 'v'"
    if x > 1:  # ERROR "'>' not supported between 'Optional\[int\]' and 'Literal\[1\]'"
        pass
    if x is not None and x > 1:
        print(-x, f is not None and f.v)


def maybe_bound(p: bool) -> object:
    if p:
        a = 1
    return a  # ERROR "Name `a` is not defined."


def bound_both(p: bool) -> object:
    if p:
        a = 1
    else:
        a = 2
    return a


def bound_in_loop(xs: list) -> object:
    for x in xs:
        last = x
    return last  # ERROR "Name `last` is not defined."


def bound_by_test(xs: list) -> object:
    while (chunk := xs[:1]):
        return chunk
    return chunk


def bound_in_handler() -> object:
    try:
        v = int("x")
    except ValueError:
        return None
    return v


def unbound_in_else() -> object:
    try:
        pass
    except ValueError:
        pass
    else:
        e = 1
    return e  # ERROR "Name `e` is not defined."


def bound_in_finally() -> object:
    try:
        pass
    finally:
        f = 1
    return f


def primitive_declared(p: bool) -> int64:
    n: int64
    if p:
        n = 1
    return n  # a declared primitive is 0 until assigned


def annotated(x: Annotated[int, "meta"]) -> Annotated[str, "meta"]:
    return x  # ERROR "mismatched types: expected str because of return type, found int instead"


def annotated_bare(x: Annotated[int]) -> None:  # ERROR "Annotated types must be parametrized by at least one annotation."
    pass


def loop_rebinds_none(n: int) -> object:
    best = None
    for i in range(n):
        if i > best:  # from the second iteration on, best holds an int
            best = i
    while n > 0:
        n -= 1
        if best is None or n > best:
            best = n
    return best


def crange_else_returns(n: int) -> int:
    # the loop only leaves through its else, which returns: the code
    # after it is unreachable, where CinderX reports no unbound name
    x: int64 = 0
    for j in crange(int64(n)):
        x += j
    else:
        return 666
    return box(x)


H: int | None = None


def chained_narrows() -> int:
    # `x = y = 1` narrows x as `x = 1` does
    x: int | None = H
    y: int | None = H
    if x is None:
        x = y = 1
    return x


def walrus_in_call() -> str:
    # An assignment expression narrows its target where it runs, as an
    # assignment statement does: s holds a str after the call.
    s: Optional[str] = None
    print(s := "x")
    return s.upper()


def walrus_may_not_run(b: bool) -> None:
    # The second operand of `and` may not run: x is 1 or None after it.
    x = 1
    if b and (x := None):
        pass
    reveal_type(x)  # ERROR "local type 'Optional\[Literal\[1\]\]'"
    y: Optional[int] = 2
    z = (y := None) if b else 0
    reveal_type(y)  # ERROR "reveal_type\(y\): 'Optional\[int\]'"
