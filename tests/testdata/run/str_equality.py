# a == b and a != b on two exact strs are decided without the rich
# comparison: the same object, the lengths, the hashes when both are
# known, then the code points. Subclasses (which may define __eq__) and
# mixed types keep CPython's rich comparison.


class Shouty(str):
    def __eq__(self, other):
        return str.__eq__(self.upper(), other.upper())

    __hash__ = str.__hash__


def build(*parts):
    return "".join(parts)


def test_pairs():
    words = ["", "a", "ab", "ba", "abc", "é", "e\u0301", "日本", "日本語", "😀", "😀x", build("a", "b"), build("日", "本")]
    out = []
    for a in words:
        for b in words:
            out.append((a == b, a != b))
    return out


def test_hashes_known_or_not():
    a = build("key", "1")
    b = build("key", "1")
    before = (a == b, a != b)
    hash(a)
    middle = (a == b, b == a)
    hash(b)
    after = (a == b, a != b)
    c = build("key", "2")
    hash(c)
    return [before, middle, after, a == c, a != c, a is b]


def test_subclasses_and_others():
    s = Shouty("Hello")
    return [s == "HELLO", "HELLO" == s, s != "hello", "x" == 1, 1 == "x", "x" != None, "a" == b"a",
            "1" == 1.0, Shouty("a") == Shouty("A")]


def test_in_loops():
    keys = ["alpha", "beta", "gamma", "delta", "epsilon"]
    target = build("gam", "ma")
    hits = 0
    for i in range(1000):
        if keys[i % 5] == target:
            hits += 1
        if keys[i % 5] != target:
            hits += 1000
    return hits


def _kind_of(record):
    # A dynamic value against str constants, in conditions and as values.
    if record[0] == "user":
        return 1
    if record[0] != "group":
        return (record[0] == "admin", "admin" != record[0])
    return 2


def test_against_constants():
    records = [("user",), ("group",), ("admin",), (build("ad", "min"),), (Shouty("USER"),), (None,), (7,), (b"user",), ("",)]
    return [_kind_of(r) for r in records]


def test_constants_in_loops():
    words = ["a", "b", "a", "c", build("", "a")]
    n = 0
    for i in range(500):
        w = words[i % 5]
        if w == "a":
            n += 1
        elif w != "c":
            n += 100
    return n
