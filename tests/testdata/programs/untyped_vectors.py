# Float objects: 2-D vectors with operator methods, a particle system of
# springs between points (our own program).


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)

    def scale(self, k):
        return Vec(self.x * k, self.y * k)

    def dot(self, o):
        return self.x * o.x + self.y * o.y

    def length(self):
        return self.dot(self) ** 0.5


class Particle:
    def __init__(self, pos):
        self.pos = pos
        self.vel = Vec(0.0, 0.0)
        self.force = Vec(0.0, 0.0)


class Spring:
    def __init__(self, a, b, rest, k):
        self.a = a
        self.b = b
        self.rest = rest
        self.k = k

    def apply(self):
        d = self.b.pos - self.a.pos
        length = d.length()
        if length == 0.0:
            return
        f = d.scale(self.k * (length - self.rest) / length)
        self.a.force = self.a.force + f
        self.b.force = self.b.force - f


def run(n):
    """A 12x12 mesh of springs, n steps; the mean position, rounded."""
    side = 12
    ps = [Particle(Vec(i * 1.0 + (j % 3) * 0.1, j * 1.0)) for j in range(side) for i in range(side)]
    springs = []
    for j in range(side):
        for i in range(side):
            p = ps[j * side + i]
            if i + 1 < side:
                springs.append(Spring(p, ps[j * side + i + 1], 1.0, 0.5))
            if j + 1 < side:
                springs.append(Spring(p, ps[(j + 1) * side + i], 1.0, 0.5))
    gravity = Vec(0.0, -0.01)
    dt = 0.05
    for _ in range(n):
        for p in ps:
            p.force = gravity
        for s in springs:
            s.apply()
        for p in ps[side:]:
            p.vel = (p.vel + p.force.scale(dt)).scale(0.99)
            p.pos = p.pos + p.vel.scale(dt)
    cx = sum([p.pos.x for p in ps]) / len(ps)
    cy = sum([p.pos.y for p in ps]) / len(ps)
    return "%.6f %.6f" % (cx, cy)


TEST_N = 3
BENCH_N = 150
