# The spectral norm of an infinite matrix by power iteration (our own
# program): A[i][j] = 1/((i+j)(i+j+1)/2+i+1), products over lists of floats.


def a(i, j):
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


def times(u):
    n = len(u)
    return [sum([a(i, j) * u[j] for j in range(n)]) for i in range(n)]


def times_transposed(u):
    n = len(u)
    out = []
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += a(j, i) * u[j]
        out.append(s)
    return out


def ata(u):
    return times_transposed(times(u))


def run(n):
    u = [1.0] * n
    for _ in range(10):
        v = ata(u)
        u = ata(v)
    vbv = vv = 0.0
    for ue, ve in zip(u, v):
        vbv += ue * ve
        vv += ve * ve
    return "%.9f" % ((vbv / vv) ** 0.5)


TEST_N = 10
BENCH_N = 130
