# untyped_nbody.py in Static Python: double fields, a CheckedList of
# bodies, crange loops; the same arithmetic in the same order, so the
# result is the untyped program's to the last digit.
import __static__
from __static__ import CheckedList, box, crange, double, int64
from typing import Final

PI: Final[float] = 3.14159265358979323
SOLAR_MASS: Final[float] = 4 * PI * PI
DAYS: Final[float] = 365.24


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
        self.vx = vx * DAYS
        self.vy = vy * DAYS
        self.vz = vz * DAYS
        self.mass = mass * SOLAR_MASS


def system() -> CheckedList[Body]:
    bodies = CheckedList[Body]()
    bodies.append(Body(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0))
    bodies.append(Body(4.84143144246472090, -1.16032004402742839, -0.103622044471123109,
                       1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05, 9.54791938424326609e-04))
    bodies.append(Body(8.34336671824457987, 4.12479856412430479, -0.403523417114321381,
                       -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05, 2.85885980666130812e-04))
    bodies.append(Body(12.8943695621391310, -15.1111514016986312, -0.223307578892655734,
                       2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05, 4.36624404335156298e-05))
    bodies.append(Body(15.3796971148509165, -25.9193146099879641, 0.179258772950371181,
                       2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05, 5.15138902046611451e-05))
    return bodies


def offset_momentum(bodies: CheckedList[Body]) -> None:
    px: double = 0.0
    py: double = 0.0
    pz: double = 0.0
    for b in bodies:
        px += b.vx * b.mass
        py += b.vy * b.mass
        pz += b.vz * b.mass
    sun: Body = bodies[0]
    sun.vx = -px / SOLAR_MASS
    sun.vy = -py / SOLAR_MASS
    sun.vz = -pz / SOLAR_MASS


def advance(bodies: CheckedList[Body], dt: double, steps: int64) -> None:
    n: int64 = int64(len(bodies))
    for _ in crange(steps):
        for i in crange(n):
            a: Body = bodies[i]
            for j in crange(i + 1, n):
                b: Body = bodies[j]
                dx: double = a.x - b.x
                dy: double = a.y - b.y
                dz: double = a.z - b.z
                d2: double = dx * dx + dy * dy + dz * dz
                mag: double = dt / (d2 * d2 ** 0.5)
                bm: double = b.mass * mag
                am: double = a.mass * mag
                a.vx -= dx * bm
                a.vy -= dy * bm
                a.vz -= dz * bm
                b.vx += dx * am
                b.vy += dy * am
                b.vz += dz * am
        for b in bodies:
            b.x += dt * b.vx
            b.y += dt * b.vy
            b.z += dt * b.vz


def energy(bodies: CheckedList[Body]) -> double:
    e: double = 0.0
    n: int64 = int64(len(bodies))
    for i in crange(n):
        a: Body = bodies[i]
        e += 0.5 * a.mass * (a.vx * a.vx + a.vy * a.vy + a.vz * a.vz)
        for j in crange(i + 1, n):
            b: Body = bodies[j]
            dx: double = a.x - b.x
            dy: double = a.y - b.y
            dz: double = a.z - b.z
            e -= a.mass * b.mass / (dx * dx + dy * dy + dz * dz) ** 0.5
    return e


def run(n: int) -> str:
    bodies = system()
    offset_momentum(bodies)
    before = energy(bodies)
    advance(bodies, 0.01, int64(n) * 1000)
    return "%.9f %.9f" % (box(before), box(energy(bodies)))


TEST_N = 1
BENCH_N = 8
