# d[k] on an exact dict is PyDict_GetItemWithError (CPython 3.11's
# BINARY_SUBSCR_DICT); a miss raises KeyError with the key, an
# unhashable key TypeError, a key whose __eq__ raises propagates it;
# subclasses (with __missing__ or __getitem__) keep their own lookup.
import collections


class Defaulting(dict):
    def __missing__(self, key):
        return ("missing", key)


class Upper(dict):
    def __getitem__(self, key):
        return dict.__getitem__(self, key.upper())


class Touchy:
    def __hash__(self):
        return 7

    def __eq__(self, other):
        raise ValueError("no comparing")


def lookup(d, k):
    try:
        return d[k]
    except (KeyError, TypeError, ValueError) as e:
        return (type(e).__name__, e.args)


def test_exact_dicts():
    d = {1: "a", "b": 2, (1, 2): [3], None: 0, 2**70: "big"}
    return [lookup(d, 1), lookup(d, "b"), lookup(d, (1, 2)), lookup(d, None), lookup(d, 2**70),
            lookup(d, 1.0), lookup(d, True), lookup(d, "missing"), lookup(d, [1]), lookup(d, (1, [2]))]


def test_subclasses_and_others():
    dd = collections.defaultdict(list)
    dd["x"].append(1)
    c = collections.Counter("hello")
    return [lookup(Defaulting(a=1), "a"), lookup(Defaulting(a=1), "z"), lookup(Upper(A=1), "a"),
            lookup(dd, "y"), sorted(dd), lookup(c, "l"), lookup(c, "q"), lookup([1, 2], 1), lookup("ab", 0)]


def test_key_errors_propagate():
    d = {Touchy(): 1}
    e = {7: "seven"}
    return [lookup(d, Touchy()), lookup(e, Touchy())]


def test_in_a_loop():
    table = {i: chr(97 + i % 26) for i in range(100)}
    out = []
    for i in range(300):
        out.append(table[i % 100])
    return "".join(out)
