# Method calls on instances whose attributes moved from inline values to
# a materialized dict (attributes added after many instances were made,
# vars(), __dict__ writes): the method cache keeps such an instance's
# entry and proves on each call that its dict has no key equal to the
# method's name, probing the dict's table as CPython's lookup does. An
# instance attribute of that name (set by name, through __dict__, by
# setattr with a str built at run time), a deleted one, non-str keys,
# a large dict and a patched class method all change what the call finds.


class Cell:
    def __init__(self, k):
        self.k = k

    def value(self):
        return self.k * 2

    def bump(self, n):
        return self.k + n


def _make(n):
    cells = [Cell(i) for i in range(n)]
    # Added after the shared keys stopped growing: these dicts materialize.
    for c in cells:
        c.late = c.k % 3
        c.later = -c.k
    return cells


def _total(cells):
    t = 0
    for c in cells:
        t += c.value() + c.bump(1)
    return t


def test_materialized_dicts():
    cells = _make(60)
    return [_total(cells) for _ in range(3)]


def test_shadowing_attributes():
    cells = _make(40)
    out = [_total(cells)]
    cells[5].value = lambda: 1000
    out.append(_total(cells))
    cells[6].__dict__["bump"] = lambda n: -n
    out.append(_total(cells))
    name = "".join(["va", "lue"])
    setattr(cells[7], name, lambda: 7)
    out.append(_total(cells))
    cells[8].__dict__[name] = lambda: 8
    out.append(_total(cells))
    del cells[5].value
    del cells[8].__dict__[name]
    out.append(_total(cells))
    return out


def test_deleted_and_odd_keys():
    cells = _make(40)
    for c in cells[:20]:
        c.gone = 1
        del c.gone
    cells[3].__dict__[3] = "int key"
    cells[4].__dict__[("value",)] = "tuple key"
    for i in range(60):
        setattr(cells[9], "a%d" % i, i)
    out = [_total(cells)]
    cells[9].value = lambda: 9
    out.append(_total(cells))
    return out


def test_patched_class():
    cells = _make(40)
    out = [_total(cells)]
    old = Cell.value
    Cell.value = lambda self: self.k + 100
    try:
        out.append(_total(cells))
    finally:
        Cell.value = old
    out.append(_total(cells))
    return out


def test_vars_and_subclass():
    class Sub(Cell):
        def value(self):
            return -self.k

    cells = _make(30) + [Sub(i) for i in range(30)]
    for c in cells:
        vars(c)
    out = [_total(cells)]
    for c in cells[::7]:
        c.__dict__["value"] = (lambda k: lambda: k)(c.k)
    out.append(_total(cells))
    return out


class Tagged:
    kind = "tagged"
    weight = 3

    def __init__(self, k):
        self.k = k


def _weights(items):
    t = 0
    for x in items:
        t += x.weight + len(x.kind)
    return t


def test_class_attributes_through_dicts():
    items = [Tagged(i) for i in range(50)]
    for x in items:
        x.extra = x.k
    out = [_weights(items)]
    items[3].weight = 100
    items[4].__dict__["kind"] = "own"
    setattr(items[5], "".join(["wei", "ght"]), 50)
    out.append(_weights(items))
    del items[3].weight
    Tagged.weight = 7
    out.append(_weights(items))
    Tagged.weight = 3
    items[6].__dict__[0] = "int key"
    out.append(_weights(items))
    return out
