# The n-body step of the Computer Language Benchmarks Game (the Sun and
# the four giant planets), written with a class whose fields are typed
# doubles, kept in a CheckedList: the object-oriented style of CinderX's
# Static Python benchmarks.
#
#     staticpyc run examples/nbody.py                              # compiled
#     PYTHONPATH=runtime/python python3 examples/nbody.py          # interpreted
#
# Both print the same numbers. The benchmark (go run ./tests/bench) times
# advance on the compiled module, interpreted, and in C.
import __static__
from __static__ import double, int64, crange, box, clen, CheckedList
from typing import Final

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


def make_system() -> CheckedList[Body]:
    """The Sun and the giant planets, with the Sun's momentum offset."""
    bodies = CheckedList[Body]([
        Body(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0),
        Body(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
             1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05,
             9.54791938424326609e-04),
        Body(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
             -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05,
             2.85885980666130812e-04),
        Body(1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
             2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05,
             4.36624404335156298e-05),
        Body(1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
             2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05,
             5.15138902046611451e-05),
    ])
    px: double = 0.0
    py: double = 0.0
    pz: double = 0.0
    for i in crange(clen(bodies)):
        b: Body = bodies[i]
        px += b.vx * b.mass
        py += b.vy * b.mass
        pz += b.vz * b.mass
    sun: Body = bodies[0]
    sun.vx = -px / SOLAR_MASS
    sun.vy = -py / SOLAR_MASS
    sun.vz = -pz / SOLAR_MASS
    return bodies


def advance(bodies: CheckedList[Body], dt: double, steps: int64) -> None:
    """Move the bodies steps times by dt."""
    n: int64 = clen(bodies)
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
        for i in crange(n):
            b: Body = bodies[i]
            b.x += dt * b.vx
            b.y += dt * b.vy
            b.z += dt * b.vz


def energy(bodies: CheckedList[Body]) -> double:
    """The system's total energy (it stays nearly constant)."""
    e: double = 0.0
    n: int64 = clen(bodies)
    for i in crange(n):
        b1: Body = bodies[i]
        e += 0.5 * b1.mass * (b1.vx * b1.vx + b1.vy * b1.vy + b1.vz * b1.vz)
        for j in crange(i + 1, n):
            b2: Body = bodies[j]
            dx: double = b1.x - b2.x
            dy: double = b1.y - b2.y
            dz: double = b1.z - b2.z
            e -= b1.mass * b2.mass / (dx * dx + dy * dy + dz * dz) ** 0.5
    return e


def main() -> None:
    bodies = make_system()
    print("energy before: %.9f" % box(energy(bodies)))
    # A few hundred steps keep the interpreted run to seconds.
    advance(bodies, 0.01, 200)
    print("energy after:  %.9f" % box(energy(bodies)))


if __name__ == "__main__":
    main()
