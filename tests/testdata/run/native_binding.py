# Calls that bind arguments beyond exact positional ones — keywords,
# omitted defaults, keyword-only parameters, *args, **kwargs,
# positional-only parameters — made through function objects (a callee
# passed as a value, a method of an untyped receiver, a closure), which
# compiled code binds natively (sp.bind) and leaves to CPython's binder
# when the call is an error, so that every result and every message is
# the interpreter's.


def _plain(a, b, c=3, d=4):
    return (a, b, c, d)


def _kwonly(a, *, key=None, reverse=False, strict):
    return (a, key, reverse, strict)


def _star(a, b=2, *rest, flag=False, **extra):
    return (a, b, rest, flag, sorted(extra.items()))


def _posonly(a, b=20, /, c=30, **kw):
    return (a, b, c, sorted(kw.items()))


def _posonly_strict(a, /, b):
    return (a, b)


def _only_kwargs(**kw):
    return sorted(kw.items())


def _only_args(*args):
    return args


class Scorer:
    def __init__(self, base):
        self.base = base

    def score(self, x, weight=1.0, *, bonus=0):
        return self.base + x * weight + bonus

    def collect(self, *items, **opts):
        return (self.base, items, sorted(opts.items()))


def _call(f, *args, **kwargs):
    # The callee is a value here: the call goes through its wrapper.
    return f(*args, **kwargs)


def _attempt(f, args, kwargs):
    try:
        return ("ok", f(*args, **kwargs))
    except TypeError as e:
        return ("TypeError", str(e))


def test_defaults_and_keywords():
    g = _plain
    return [g(1, 2), g(1, 2, 5), g(1, b=7), g(a=1, b=2, d=9), g(1, 2, d=8, c=7), _call(_plain, 0, 0, c=None)]


def test_keyword_only():
    g = _kwonly
    return [g(1, strict=True), g(2, key=len, strict=False) [1] is len, g(a=3, strict=1, reverse=True)]


def test_star_args_and_kwargs():
    g = _star
    return [g(1), g(1, 5), g(1, 5, 6, 7), g(1, 5, 6, flag=True, z=1, y=2), g(a=0, q=None), g(1, b=3, c=4)]


def test_positional_only():
    g = _posonly
    # A positional-only name passed by keyword goes to **kw.
    return [g(1), g(1, 2), g(1, 2, 3), g(1, c=4), g(1, a=5, b=6), g(1, 2, c=3, d=4)]


def test_only_star_params():
    return [_call(_only_kwargs), _call(_only_kwargs, x=1, y=2), _call(_only_args), _call(_only_args, 1, 2, 3)]


def test_methods_of_untyped_receivers():
    objs = [Scorer(1), Scorer(10)]
    out = []
    for o in objs:
        out.append(o.score(2))
        out.append(o.score(2, 3))
        out.append(o.score(2, weight=0.5, bonus=4))
        out.append(o.score(x=1, bonus=1))
        out.append(o.collect())
        out.append(o.collect(1, 2, sep="-"))
    return out


def test_closures_with_defaults():
    def make(k):
        def add(x, y=k, *, times=1):
            return (x + y) * times
        return add
    adders = [make(i) for i in range(4)]
    return [f(1) for f in adders] + [f(1, 2) for f in adders] + [f(1, times=3) for f in adders] + [f(x=2, y=1) for f in adders]


def test_keywords_not_interned():
    # Keys built at run time are equal to the parameter names but not the
    # same objects.
    name = "".join(["we", "ight"])
    bonus = "".join(["bo", "nus"])
    kw = {name: 2.0, bonus: 1}
    return [Scorer(0).score(3, **kw), _call(_plain, 1, **{"".join(["b"]): 2})]


def test_binding_errors():
    cases = [
        (_plain, (1,), {}),
        (_plain, (1, 2, 3, 4, 5), {}),
        (_plain, (1, 2), {"a": 1}),
        (_plain, (1, 2), {"e": 1}),
        (_kwonly, (1,), {}),
        (_kwonly, (1, 2), {"strict": 1}),
        (_kwonly, (1,), {"strict": 1, "other": 2}),
        (_star, (), {"b": 1}),
        (_star, (1,), {"a": 2}),
        (_posonly_strict, (), {"a": 1, "b": 2}),
        (_posonly_strict, (1,), {"a": 1, "b": 2}),
        (_posonly_strict, (1, 2, 3), {}),
        (Scorer(1).score, (), {"weight": 2}),
        (Scorer(1).score, (1, 2, 3), {}),
        (Scorer(1).score, (1,), {"bonus": 1, "weight": 1, "x": 2}),
    ]
    return [_attempt(f, a, k) for f, a, k in cases]


def test_many_calls_stay_consistent():
    total = 0
    s = Scorer(3)
    for i in range(300):
        total += s.score(i, bonus=i % 7)
        total += _call(_plain, i, i, d=i)[3]
        total += len(_call(_star, i, i, i, k=i)[2])
    return total


import functools


def _logged(fn):
    @functools.wraps(fn)
    def inner(*args, **kwargs):
        return ("logged", fn(*args, **kwargs))
    return inner


@_logged
def _decorated(a, b=2, *, c=3):
    return a + b + c


class Node:
    def __init__(self, value, children=(), *, label="", **meta):
        self.value = value
        self.children = list(children)
        self.label = label
        self.meta = sorted(meta.items())

    def describe(self, verbose=False, *, indent=0):
        return (" " * indent) + (self.label or str(self.value)) + ("!" if verbose else "")


class Leaf(Node):
    def __init__(self, value, **meta):
        super().__init__(value, (), label="leaf", **meta)

    def describe(self, verbose=False, *, indent=0):
        return "[" + super().describe(verbose=verbose, indent=indent + 1) + "]"


def test_decorators_classes_super_partial():
    n = Node(1, [Node(2)], label="root", color="red")
    leaf = Leaf(5, weight=2)
    p = functools.partial(_plain, d=40)
    q = functools.partial(Node, label="p")
    return [
        _decorated(1), _decorated(1, 5), _decorated(1, c=10), _decorated(a=0, b=0, c=0),
        (n.value, len(n.children), n.label, n.meta), n.describe(), n.describe(True, indent=2), n.describe(verbose=True),
        (leaf.value, leaf.label, leaf.meta), leaf.describe(), leaf.describe(indent=3),
        p(1, 2), p(1, 2, 3), p(1, 2, d=5), q(9).label, q(9, label="z").label,
        list(map(_plain, [1, 2], [3, 4])), sorted([3, 1, 2], key=functools.partial(_plain, b=0)),
        _attempt(Node, (), {"label": "x"}), _attempt(Leaf, (1, 2), {}), _attempt(n.describe, (), {"indent": 1, "verbose": 1, "x": 0}),
    ]
