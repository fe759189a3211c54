# A small ray tracer (our own program): spheres and a plane, diffuse and
# specular light, shadows and one reflection, vectors as objects.


class V:
    def __init__(self, x, y, z):
        self.x = x
        self.y = y
        self.z = z

    def add(self, o):
        return V(self.x + o.x, self.y + o.y, self.z + o.z)

    def sub(self, o):
        return V(self.x - o.x, self.y - o.y, self.z - o.z)

    def mul(self, k):
        return V(self.x * k, self.y * k, self.z * k)

    def dot(self, o):
        return self.x * o.x + self.y * o.y + self.z * o.z

    def norm(self):
        return self.mul(1.0 / self.dot(self) ** 0.5)


class Ray:
    def __init__(self, origin, direction):
        self.origin = origin
        self.direction = direction


class Sphere:
    def __init__(self, center, radius, color, shine):
        self.center = center
        self.radius = radius
        self.color = color
        self.shine = shine

    def hit(self, ray):
        oc = ray.origin.sub(self.center)
        b = oc.dot(ray.direction)
        c = oc.dot(oc) - self.radius * self.radius
        disc = b * b - c
        if disc < 0.0:
            return -1.0
        t = -b - disc ** 0.5
        return t if t > 1e-6 else -1.0

    def normal(self, p):
        return p.sub(self.center).norm()


class Plane:
    def __init__(self, y, color):
        self.y = y
        self.color = color
        self.shine = 0.0

    def hit(self, ray):
        dy = ray.direction.y
        if -1e-9 < dy < 1e-9:
            return -1.0
        t = (self.y - ray.origin.y) / dy
        return t if t > 1e-6 else -1.0

    def normal(self, p):
        return V(0.0, 1.0, 0.0)


class Scene:
    def __init__(self):
        self.things = [
            Sphere(V(0.0, 1.0, 5.0), 1.0, V(0.9, 0.2, 0.2), 0.5),
            Sphere(V(-2.0, 0.7, 6.0), 0.7, V(0.2, 0.9, 0.2), 0.2),
            Sphere(V(2.0, 0.5, 4.5), 0.5, V(0.2, 0.2, 0.9), 0.8),
            Plane(0.0, V(0.6, 0.6, 0.6)),
        ]
        self.light = V(-3.0, 5.0, 1.0)

    def nearest(self, ray):
        best, thing = 1e30, None
        for t in self.things:
            d = t.hit(ray)
            if 0.0 < d < best:
                best, thing = d, t
        return best, thing

    def trace(self, ray, depth):
        d, thing = self.nearest(ray)
        if thing is None:
            return V(0.1, 0.1, 0.2)
        p = ray.origin.add(ray.direction.mul(d))
        n = thing.normal(p)
        to_light = self.light.sub(p).norm()
        color = thing.color.mul(0.1)
        shadow_d, blocker = self.nearest(Ray(p, to_light))
        if blocker is None:
            diffuse = n.dot(to_light)
            if diffuse > 0.0:
                color = color.add(thing.color.mul(diffuse))
        if thing.shine > 0.0 and depth < 2:
            r = ray.direction.sub(n.mul(2.0 * n.dot(ray.direction)))
            color = color.add(self.trace(Ray(p, r), depth + 1).mul(thing.shine))
        return color


def run(n):
    """An n x n image; the sum of its 8-bit channels and a rolling hash."""
    scene = Scene()
    eye = V(0.0, 1.0, 0.0)
    total = 0
    h = 0
    for j in range(n):
        for i in range(n):
            d = V((i - n / 2) / n, (n / 2 - j) / n + 0.2, 1.0).norm()
            c = scene.trace(Ray(eye, d), 0)
            for ch in (c.x, c.y, c.z):
                v = int(min(1.0, max(0.0, ch)) * 255)
                total += v
                h = (h * 131 + v) % 1000003
    return "%d %d" % (total, h)


TEST_N = 8
BENCH_N = 80
