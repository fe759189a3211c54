# The local type of an unannotated local (declared dynamic) is what was
# last stored on the path; where paths join it is the union of theirs,
# inexact, as CinderX joins them.


class C:
    pass


def joined(flag: bool) -> None:
    x = None
    if flag:
        x = "foo"
    reveal_type(x)  # ERROR "reveal_type\(x\): 'Optional\[str\]', 'x' has declared type 'dynamic' and local type 'Optional\[str\]'"


def literal_join(flag: bool) -> None:
    if flag:
        ret = None
    else:
        ret = 0
    reveal_type(ret)  # ERROR "local type 'Optional\[Literal\[0\]\]'"


def same_on_both(flag: bool) -> None:
    if flag:
        c = C()
    else:
        c = C()
    reveal_type(c)  # ERROR "local type 'local_types.C'"
    d = C()
    reveal_type(d)  # ERROR "local type 'Exact\[local_types.C\]'"


def path_sensitive(flag: bool) -> None:
    y = 1
    if flag:
        y = "s"
        reveal_type(y)  # ERROR "local type 'Exact\[str\]'"
        return
    reveal_type(y)  # ERROR "local type 'Literal\[1\]'"


def loop(n: int) -> None:
    z = None
    for i in range(n):
        z = C()
    reveal_type(z)  # ERROR "local type 'Optional\[local_types.C\]'"
