# Planetary orbits integrated with floats held in objects (our own n-body
# program): each body an object with position, velocity and mass fields.


PI = 3.14159265358979323
SOLAR_MASS = 4 * PI * PI
DAYS = 365.24


class Body:
    def __init__(self, x, y, z, vx, vy, vz, mass):
        self.x = x
        self.y = y
        self.z = z
        self.vx = vx * DAYS
        self.vy = vy * DAYS
        self.vz = vz * DAYS
        self.mass = mass * SOLAR_MASS


def system():
    return [
        Body(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0),
        Body(4.84143144246472090, -1.16032004402742839, -0.103622044471123109,
             1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05, 9.54791938424326609e-04),
        Body(8.34336671824457987, 4.12479856412430479, -0.403523417114321381,
             -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05, 2.85885980666130812e-04),
        Body(12.8943695621391310, -15.1111514016986312, -0.223307578892655734,
             2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05, 4.36624404335156298e-05),
        Body(15.3796971148509165, -25.9193146099879641, 0.179258772950371181,
             2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05, 5.15138902046611451e-05),
    ]


def offset_momentum(bodies):
    px = py = pz = 0.0
    for b in bodies:
        px += b.vx * b.mass
        py += b.vy * b.mass
        pz += b.vz * b.mass
    sun = bodies[0]
    sun.vx = -px / SOLAR_MASS
    sun.vy = -py / SOLAR_MASS
    sun.vz = -pz / SOLAR_MASS


def advance(bodies, dt, steps):
    n = len(bodies)
    for _ in range(steps):
        for i in range(n):
            a = bodies[i]
            for j in range(i + 1, n):
                b = bodies[j]
                dx = a.x - b.x
                dy = a.y - b.y
                dz = a.z - b.z
                d2 = dx * dx + dy * dy + dz * dz
                mag = dt / (d2 * d2 ** 0.5)
                bm = b.mass * mag
                am = a.mass * mag
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


def energy(bodies):
    e = 0.0
    n = len(bodies)
    for i in range(n):
        a = bodies[i]
        e += 0.5 * a.mass * (a.vx * a.vx + a.vy * a.vy + a.vz * a.vz)
        for j in range(i + 1, n):
            b = bodies[j]
            dx = a.x - b.x
            dy = a.y - b.y
            dz = a.z - b.z
            e -= a.mass * b.mass / (dx * dx + dy * dy + dz * dz) ** 0.5
    return e


def run(n):
    """n thousand steps; the energy before and after, to 9 places."""
    bodies = system()
    offset_momentum(bodies)
    before = energy(bodies)
    advance(bodies, 0.01, n * 1000)
    return "%.9f %.9f" % (before, energy(bodies))


TEST_N = 1
BENCH_N = 8
