# untyped_vectors.py in Static Python: double fields, typed methods and
# operators, CheckedLists of particles and springs.
import __static__
from __static__ import CheckedList, box, crange, double, int64


class Vec:
    x: double
    y: double

    def __init__(self, x: double, y: double) -> None:
        self.x = x
        self.y = y

    def __add__(self, o: "Vec") -> "Vec":
        return Vec(self.x + o.x, self.y + o.y)

    def __sub__(self, o: "Vec") -> "Vec":
        return Vec(self.x - o.x, self.y - o.y)

    def scale(self, k: double) -> "Vec":
        return Vec(self.x * k, self.y * k)

    def dot(self, o: "Vec") -> double:
        return self.x * o.x + self.y * o.y

    def length(self) -> double:
        return self.dot(self) ** 0.5


class Particle:
    def __init__(self, pos: Vec) -> None:
        self.pos: Vec = pos
        self.vel: Vec = Vec(0.0, 0.0)
        self.force: Vec = Vec(0.0, 0.0)


class Spring:
    rest: double
    k: double

    def __init__(self, a: Particle, b: Particle, rest: double, k: double) -> None:
        self.a: Particle = a
        self.b: Particle = b
        self.rest = rest
        self.k = k

    def apply(self) -> None:
        d: Vec = self.b.pos - self.a.pos
        length: double = d.length()
        if length == 0.0:
            return
        f: Vec = d.scale(self.k * (length - self.rest) / length)
        self.a.force = self.a.force + f
        self.b.force = self.b.force - f


def run(n: int) -> str:
    side: int64 = 12
    ps = CheckedList[Particle]()
    for j in crange(side):
        for i in crange(side):
            ps.append(Particle(Vec(double(i) * 1.0 + double(j % 3) * 0.1, double(j) * 1.0)))
    springs = CheckedList[Spring]()
    for j in crange(side):
        for i in crange(side):
            p: Particle = ps[j * side + i]
            if i + 1 < side:
                springs.append(Spring(p, ps[j * side + i + 1], 1.0, 0.5))
            if j + 1 < side:
                springs.append(Spring(p, ps[(j + 1) * side + i], 1.0, 0.5))
    gravity = Vec(0.0, -0.01)
    dt: double = 0.05
    count: int64 = int64(len(ps))
    for _ in crange(int64(n)):
        for p in ps:
            p.force = gravity
        for s in springs:
            s.apply()
        for k in crange(side, count):
            q: Particle = ps[k]
            q.vel = (q.vel + q.force.scale(dt)).scale(0.99)
            q.pos = q.pos + q.vel.scale(dt)
    cx: double = 0.0
    cy: double = 0.0
    for p in ps:
        cx += p.pos.x
    for p in ps:
        cy += p.pos.y
    return "%.6f %.6f" % (box(cx / double(count)), box(cy / double(count)))


TEST_N = 3
BENCH_N = 150
