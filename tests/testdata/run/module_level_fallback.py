# Module- and class-level statements the compiler does not compile (a
# generator expression kept for later, defs chosen by a condition, a
# loop or a nested class in a class body) run interpreted where they
# stand, in the module's or the class's namespace, in order with the
# compiled statements around them.
import pickle
import sys

order = []
order.append("first")
pending = (n * 10 for n in range(3))
order.append("after genexp")

if sys.version_info >= (3, 0):
    def version_kind():
        return "py3"
else:
    def version_kind():
        return "py2"

try:
    import no_such_module_here
except ImportError:
    def fallback_impl():
        return "fallback"


class Table:
    rows = []
    for i in range(3):
        rows.append(i * i)
    del i
    if len(rows) > 2:
        big = True
    else:
        big = False

    class Meta:
        ordering = ("name",)

    lazy = (r + 1 for r in rows)

    def total(self):
        return sum(self.rows)


def test_module_level():
    return order, list(pending), version_kind(), fallback_impl()


def test_class_level():
    t = Table()
    return (t.total(), Table.big, Table.Meta.ordering, Table.Meta.__qualname__,
            Table.Meta.__module__ == __name__, list(Table.lazy), hasattr(Table, "i"))


class Outer:
    class Point:
        def __init__(self, x):
            self.x = x


def test_nested_class_pickles():
    p = pickle.loads(pickle.dumps(Outer.Point(4)))
    return type(p).__qualname__, p.x


def test_errors_have_their_lines():
    try:
        exec("raise_in_body", {})
    except NameError as e:
        return str(e)
