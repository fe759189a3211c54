# An n-body step in the style of CinderX's Static Python benchmarks:
# classes with typed double fields, typed methods, crange loops, Final.
import __static__
from __static__ import double, int64, crange, box, cast, CheckedList
from typing import Final, List

PI: Final[float] = 3.14159265358979323
SOLAR_MASS: Final[float] = 4 * PI * PI
DAYS_PER_YEAR: Final[float] = 365.24


class Body:
    x: double
    y: double
    z: double
    vx: double
    vy: double
    vz: double
    mass: double

    def __init__(self, x: double, y: double, z: double, vx: double, vy: double, vz: double, mass: double) -> None:
        self.x = x
        self.y = y
        self.z = z
        self.vx = vx * DAYS_PER_YEAR
        self.vy = vy * DAYS_PER_YEAR
        self.vz = vz * DAYS_PER_YEAR
        self.mass = mass * SOLAR_MASS

    def energy(self) -> double:
        return 0.5 * self.mass * (self.vx * self.vx + self.vy * self.vy + self.vz * self.vz)


def make_system() -> CheckedList[Body]:
    bodies = CheckedList[Body]()
    bodies.append(Body(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0))
    bodies.append(Body(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
                       1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05,
                       9.54791938424326609e-04))
    bodies.append(Body(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
                       -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05,
                       2.85885980666130812e-04))
    return bodies


def advance(bodies: CheckedList[Body], dt: double, steps: int64) -> None:
    n: int64 = clen_of(bodies)
    for s in crange(steps):
        for i in crange(n):
            b1: Body = bodies[i]
            for j in crange(i + 1, n):
                b2: Body = bodies[j]
                dx: double = b1.x - b2.x
                dy: double = b1.y - b2.y
                dz: double = b1.z - b2.z
                d2: double = dx * dx + dy * dy + dz * dz
                mag: double = dt / (d2 * d2 ** 0.5)
                b1.vx -= dx * b2.mass * mag
                b1.vy -= dy * b2.mass * mag
                b1.vz -= dz * b2.mass * mag
                b2.vx += dx * b1.mass * mag
                b2.vy += dy * b1.mass * mag
                b2.vz += dz * b1.mass * mag
        for b in bodies:
            body = cast(Body, b)
            body.x += dt * body.vx
            body.y += dt * body.vy
            body.z += dt * body.vz


def clen_of(xs: CheckedList[Body]) -> int64:
    return int64(len(xs))


def total_energy(bodies: CheckedList[Body]) -> double:
    e: double = 0.0
    for b in bodies:
        e += cast(Body, b).energy()
    return e


def test_nbody():
    bodies = make_system()
    before = box(total_energy(bodies))
    advance(bodies, 0.01, 100)
    after = box(total_energy(bodies))
    return [round(before, 9), round(after, 9), round(box(bodies[1].x), 9)]
