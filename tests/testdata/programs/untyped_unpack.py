# Tuple packing and unpacking (our own program): swaps, rotations, pair
# recurrences, a sorting network on a list, and functions returning tuples.


def divmod_chain(a, b):
    q, r = a // b, a % b
    return q, r, a - q


def fib_pairs(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, (a + b) % 1000003
    return a, b


def rotate3(n):
    x, y, z = 1, 2, 3
    s = 0
    for i in range(n):
        x, y, z = y, z, x + i
        s += x * 3 + y * 2 + z
    return s % 1000003


def network_sort(xs):
    # Odd-even transposition sort: compare-and-swap by tuple assignment.
    n = len(xs)
    for p in range(n):
        for i in range(p & 1, n - 1, 2):
            if xs[i] > xs[i + 1]:
                xs[i], xs[i + 1] = xs[i + 1], xs[i]
    return xs


def run(n):
    total = 0
    seed = 12345
    for r in range(n):
        a, b = fib_pairs(500 + r)
        total += a + b
        total += rotate3(300)
        xs = []
        for _ in range(40):
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            xs.append(seed % 1000)
        ys = network_sort(xs)
        total += ys[0] + ys[-1] * 3
        for k in range(1, 50):
            q, rem, d = divmod_chain(seed + k, k)
            total += q % 7 + rem + (d & 3)
        pairs = [(i, i * i) for i in range(30)]
        for i, sq in pairs:
            total += sq - i
        total %= 1000000007
    return total


TEST_N = 3
BENCH_N = 500
