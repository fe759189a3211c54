# Unbound locals in a plain module (no Static Python marker: the checker
# does not require definite assignment, so reads may find a local
# unbound and must raise UnboundLocalError as the interpreter does).


# An object local read after an assignment earlier in the same or an
# enclosing statement list needs no unbound check in compiled code;
# every other read keeps it.
def unbound_after_branch(k):
    if k:
        x = 1
    return x


def unbound_in_handler(k):
    try:
        y = int(k)
    except ValueError:
        return y
    return y + 1


def unbound_after_del(k):
    z = k
    del z
    if k:
        z = 2
    return z


def unbound_after_loop(seq):
    for i in seq:
        w = i
    return w


def assigned_reads(k):
    a = k
    b, c = a + 1, a + 2
    for i in range(3):
        d = a + b + c + i
        b = d
    return a + b + d


def test_assigned_reads():
    return assigned_reads(4)


def test_unbound_after_branch_bound():
    return unbound_after_branch(1)


def test_unbound_after_branch():
    return unbound_after_branch(0)


def test_unbound_in_handler():
    return unbound_in_handler("q")


def test_unbound_in_handler_bound():
    return unbound_in_handler("5")


def test_unbound_after_del():
    return unbound_after_del(0)


def test_unbound_after_del_rebound():
    return unbound_after_del(1)


def test_unbound_after_loop():
    return unbound_after_loop([])


def test_unbound_after_loop_bound():
    return unbound_after_loop([1, 2, 3])
