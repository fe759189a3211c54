# A generator and iterator pipeline (our own program): a source of words,
# filters and maps as generator functions and expressions, windows,
# grouping by key, sums and zips.


def source(n, seed):
    syllables = ("ka", "lo", "mi", "ne", "ru", "ta", "so", "vi")
    for _ in range(n):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        k = 1 + seed % 4
        word = ""
        s = seed
        for _ in range(k):
            word += syllables[s % 8]
            s //= 8
        yield word


def long_words(words, least):
    for w in words:
        if len(w) >= least:
            yield w


def windows(xs, size):
    buf = []
    for x in xs:
        buf.append(x)
        if len(buf) == size:
            yield tuple(buf)
            buf.pop(0)


def weight(word):
    return sum(ord(c) - 96 for c in word)


def run(n):
    total = 0
    for r in range(n):
        words = long_words(source(2000, r + 1), 4)
        weights = map(weight, words)
        for a, b, c in windows(weights, 3):
            total += (a * 3 + b * 2 + c) % 101
        counts = {}
        for w in source(500, r + 7):
            counts[w[:2]] = counts.get(w[:2], 0) + 1
        total += sum(v * v for v in counts.values())
        total += sum(x * y for x, y in zip(range(100), reversed(range(100))))
        evens = [x for x in map(lambda v: v * 3, range(200)) if x % 2 == 0]
        total += len(evens) + max(evens)
        total += sum(i * len(w) for i, w in enumerate(source(100, r)))
    return total % 1000000007


TEST_N = 1
BENCH_N = 20
