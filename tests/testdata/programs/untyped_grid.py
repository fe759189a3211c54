# Small numeric kernels in plain Python (our own program): a relaxation
# sweep over a grid class indexed by (x, y) tuples through __getitem__ and
# __setitem__, a linear congruential generator object feeding a
# Monte-Carlo estimate, an LU factorisation with partial pivoting over
# lists of lists, and a sparse matrix-vector product in compressed rows.


class Grid(object):
    def __init__(self, w, h):
        self.width = w
        self.height = h
        self.cells = [0.0] * (w * h)

    def _at(self, x, y):
        if 0 <= x < self.width and 0 <= y < self.height:
            return y * self.width + x
        raise IndexError((x, y))

    def __getitem__(self, xy):
        x, y = xy
        return self.cells[self._at(x, y)]

    def __setitem__(self, xy, v):
        x, y = xy
        self.cells[self._at(x, y)] = v


class RowGrid(Grid):
    # The same grid kept as a list of rows: a subclass whose item access
    # differs, so a site sees two classes.
    def __init__(self, w, h):
        self.width = w
        self.height = h
        self.rows = [[0.0] * w for _ in range(h)]

    def __getitem__(self, xy):
        return self.rows[xy[1]][xy[0]]

    def __setitem__(self, xy, v):
        self.rows[xy[1]][xy[0]] = v


def relax(g, omega, sweeps):
    for _ in range(sweeps):
        for y in range(1, g.height - 1):
            for x in range(1, g.width - 1):
                g[x, y] = (omega * 0.25 * (g[x, y - 1] + g[x, y + 1] + g[x - 1, y] + g[x + 1, y])
                           + (1.0 - omega) * g[x, y])


class Lcg(object):
    def __init__(self, seed):
        self.state = seed
        self.scale = 1.0 / 2147483648.0

    def next_float(self):
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        return self.state * self.scale


def monte_carlo(rng, samples):
    inside = 0
    for _ in range(samples):
        x = rng.next_float()
        y = rng.next_float()
        if x * x + y * y <= 1.0:
            inside += 1
    return inside * 4.0 / samples


def lu_factor(a, pivot):
    n = len(a)
    for j in range(n):
        jp = j
        t = abs(a[j][j])
        for i in range(j + 1, n):
            ab = abs(a[i][j])
            if ab > t:
                jp = i
                t = ab
        pivot[j] = jp
        if a[jp][j] == 0:
            raise ZeroDivisionError("singular")
        if jp != j:
            a[j], a[jp] = a[jp], a[j]
        if j < n - 1:
            recp = 1.0 / a[j][j]
            for k in range(j + 1, n):
                a[k][j] *= recp
        if j < n - 1:
            for ii in range(j + 1, n):
                aii = a[ii]
                aj = a[j]
                aiij = aii[j]
                for jj in range(j + 1, n):
                    aii[jj] -= aiij * aj[jj]


def sparse_matvec(vals, rows, cols, x, y, reps):
    for _ in range(reps):
        for r in range(len(rows) - 1):
            s = 0.0
            for i in range(rows[r], rows[r + 1]):
                s += x[cols[i]] * vals[i]
            y[r] = s


def run(n):
    rng = Lcg(7)
    total = 0.0
    for r in range(n):
        for cls in (Grid, RowGrid):
            g = cls(12, 12)
            for y in range(12):
                for x in range(12):
                    g[x, y] = rng.next_float()
            relax(g, 1.25, 3)
            total += g[5, 5] + g[6, 7]
        total += monte_carlo(rng, 400)
        size = 14
        a = [[rng.next_float() + (3.0 if i == j else 0.0) for j in range(size)] for i in range(size)]
        pivot = [0] * size
        lu_factor(a, pivot)
        total += a[size - 1][size - 1] + sum(pivot)
        rows = [0]
        cols = []
        vals = []
        for i in range(20):
            for k in range(i % 3, 20, 3):
                cols.append(k)
                vals.append(rng.next_float())
            rows.append(len(cols))
        x = [float(i) / 20 for i in range(20)]
        yv = [0.0] * 20
        sparse_matvec(vals, rows, cols, x, yv, 4)
        total += sum(yv)
    return round(total, 6)


TEST_N = 2
BENCH_N = 60
