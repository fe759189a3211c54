# reveal_type of an unannotated local, as CinderX shows it: declared
# dynamic, its local type what was last stored, with exactness.
class C:
    pass


def f(a, flag: bool):
    x = 4
    reveal_type(x)  # ERROR "reveal_type\(x\): 'Literal\[4\]', 'x' has declared type 'dynamic' and local type 'Literal\[4\]'"
    y = z = 3
    reveal_type(z)  # ERROR "'z' has declared type 'dynamic' and local type 'Literal\[3\]'"
    c = C() if a else C()
    reveal_type(c)  # ERROR "reveal_type\(c\): 'Exact\[reveal_locals.C\]'"
    g = float("1.0")
    reveal_type(g)  # ERROR "reveal_type\(g\): 'Exact\[float\]'"
    if b := 2 - 1:
        reveal_type(b)  # ERROR "reveal_type\(b\): 'Literal\[1\]'"
    s = "s"
    reveal_type(s)  # ERROR "reveal_type\(s\): 'Exact\[str\]'"
    reveal_type(a)  # ERROR "reveal_type\(a\): 'dynamic', 'a' has declared type 'dynamic' and local type 'dynamic'"
