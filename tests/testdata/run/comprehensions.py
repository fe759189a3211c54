# Comprehensions and generator expressions passed to consumers.
import __static__
from __static__ import int64, Array, crange, box
import math

WORDS = ["apple", "bob", "kayak", "zebra", "noon"]
SQUARES = [i * i for i in range(6)]
ROOTS = [math.sqrt(x) for x in SQUARES if x % 2 == 0]


def palindromes(words: list) -> list:
    return [w for w in words if w == w[::-1]]


def lengths(words: list) -> dict:
    return {w: len(w) for w in words}


def letters(words: list) -> set:
    return {c for w in words for c in w if c in "aeiou"}


def pairs(n: int64) -> list:
    return [(box(i), box(j)) for i in crange(n) for j in crange(i)]


def from_array(n: int64) -> list:
    a = Array[int64](n)
    for i in crange(n):
        a[i] = i * 3
    return [box(x) for x in a if x % 2 == 0]


def totals(words: list):
    return [sum(len(w) for w in words), max(len(w) for w in words), min(w for w in words),
            sorted(w.upper() for w in words), ",".join(w[0] for w in words),
            tuple(x for x in range(3)), list(x * 2 for x in range(3)), set(x % 2 for x in range(5)),
            dict((w, 1) for w in words[:2])]


calls = []


def noisy(x):
    calls.append(x)
    return x


def short_circuit():
    calls.clear()
    r = [any(noisy(x) > 2 for x in range(10)), list(calls)]
    calls.clear()
    r.append(all(noisy(x) < 3 for x in range(10)))
    r.append(list(calls))
    r.append(any(x for x in []))
    r.append(all(x for x in []))
    return r


def scoping():
    x = "outer"
    ys = [x for x in range(3)]
    return [x, ys]


def failing():
    return [1 // x for x in [2, 1, 0]]


def test_module_level():
    return [SQUARES, ROOTS]


def test_palindromes():
    return palindromes(WORDS)


def test_lengths():
    return lengths(WORDS)


def test_letters():
    return sorted(letters(WORDS))


def test_pairs():
    return pairs(4)


def test_from_array():
    return from_array(6)


def test_totals():
    return totals(WORDS)


def test_short_circuit():
    return short_circuit()


def test_scoping():
    return scoping()


def test_failing():
    return failing()


def failing_multiline():
    return [
        1 // x
        for x in [2, 1, 0]
        if x is not None
    ]


def test_failing_multiline():
    return failing_multiline()


def failing_genexp():
    return sum(
        10 // x for x in [1, 0]
    )


def test_failing_genexp():
    return failing_genexp()


def walrus(xs: list):
    out = []
    if (n := len(xs)) > 2:
        out.append(n)
    total = 0
    while (chunk := xs[total:total + 2]):
        out.append(chunk)
        total += 2
    squares = [y for x in xs if (y := x * x) > 4]
    return [out, squares, y]


def test_walrus():
    return walrus([1, 2, 3, 4, 5])


# A walrus whose value is also a temporary ((s := o) is None, if (t := o):)
# keeps the name's reference and drops the temporary's: the leak check
# passes fresh lists through these.
def walrus_param(s, o):
    if (s := o) is None:
        return 0
    return len(s)


def walrus_local(o):
    if (t := o):
        return (t := o) is None, len(t)
    return (t := o) is None, 0


def test_walrus_refs():
    return [walrus_param(None, [1, 2]), walrus_param(1, None), walrus_local([3]), walrus_local([]), walrus_local(None)]
