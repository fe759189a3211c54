# A module the way people write them: typed kernels surrounded by
# ordinary Python (issue 5's scenario).
import __static__
from __static__ import int64, double, Array, crange, box, clen, inline
from collections import Counter
import functools
import math
import os
import tempfile

CONFIG_TEXT = """
# settings
name = demo
size = 12
ratio = 0.25
tags = a, b, c, a
"""


def parse_config(text: str) -> dict:
    out = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, _, value = line.partition("=")
        out[key.strip()] = value.strip()
    return out


def to_number(value: str):
    try:
        n = int(value)
    except ValueError:
        try:
            return float(value)
        except ValueError as e:
            raise ValueError(f"not a number: {value!r}") from e
    else:
        return n
    finally:
        pass


@inline
def clamp(x: int64, lo: int64, hi: int64) -> int64:
    return lo if x < lo else hi if x > hi else x


def histogram(values: Array[int64], buckets: int64) -> list:
    counts = Array[int64](buckets)
    for i in crange(clen(values)):
        b: int64 = clamp(values[i] // 10, 0, buckets - 1)
        counts[b] += 1
    return [box(c) for c in counts]


@functools.lru_cache(maxsize=None)
def fib(n: int) -> int:
    return n if n < 2 else fib(n - 1) + fib(n - 2)


def word_stats(words: list):
    c = Counter(words)
    ranked = sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))
    return ranked[:3]


def roots(xs: list) -> list:
    return [round(math.sqrt(x), 3) for x in xs if x >= 0]


def make_accumulator():
    total = 0

    def add(*values, scale=1, **extra) -> int:
        nonlocal total
        for v in values:
            total += v * scale
        return total + len(extra)
    return add


def file_roundtrip(text: str) -> str:
    fd, path = tempfile.mkstemp()
    os.close(fd)
    try:
        with open(path, "w") as f:
            f.write(text)
        with open(path) as f:
            return f.read().upper()
    finally:
        os.remove(path)


def test_config():
    cfg = parse_config(CONFIG_TEXT)
    return [cfg, to_number(cfg["size"]), to_number(cfg["ratio"])]


def test_bad_number():
    return to_number("abc")


def test_histogram():
    a = Array[int64](20)
    for i in crange(20):
        a[i] = i * 7
    return histogram(a, 5)


def test_fib():
    return [fib(30), fib.cache_info().hits > 0]


def test_words():
    return word_stats(parse_config(CONFIG_TEXT)["tags"].replace(" ", "").split(","))


def test_roots():
    return roots([4, 2, -1, 9.0])


def test_accumulator():
    acc = make_accumulator()
    return [acc(1, 2, 3), acc(4, scale=10, note="x"), acc()]


def test_file():
    return file_roundtrip("hello\nworld")


def test_inferred_clen():
    # Unannotated locals given a container work with clen, as in CinderX.
    q = [3, 1, 2]
    q.append(5)
    s = "static"
    d = {"a": 1, "b": 2}
    total: int64 = clen(q) * 100 + clen(s) * 10 + clen(d)
    return box(total)


def test_clen_after_rebind():
    # The second time round q is None: len's TypeError, compiled too.
    q = [1]
    seen = []
    for i in range(2):
        n: int64 = clen(q)
        seen.append(box(n))
        q = None
    return seen
