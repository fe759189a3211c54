# typed_micro.py without types: what plain CPython does with the same
# loops over an ordinary class.


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def first(self):
        return self.x

    def area(self):
        return self.x + self.y


class Point3(Point):
    def area(self):
        return self.x + self.y + 1


def field_read(p, n):
    s = 0
    for _ in range(n):
        s += p.x
    return s


def field_rw(p, n):
    for _ in range(n):
        p.x = p.x + 1
    return p.x


def call_final(p, n):
    s = 0
    for _ in range(n):
        s += p.first()
    return s


def call_exact(n):
    p = Point(2, 3)
    s = 0
    for _ in range(n):
        s += p.area()
    return s


def call_virtual(p, n):
    s = 0
    for _ in range(n):
        s += p.area()
    return s


def construct(n):
    s = 0
    for i in range(n):
        p = Point(i, 1)
        s += p.x
    return s


def run(n):
    out = [field_read(Point(3, 4), n), field_rw(Point(3, 4), n), call_final(Point(5, 6), n),
           call_exact(n), call_virtual(Point3(1, 2), n), call_virtual(Point(1, 2), n), construct(n)]
    return " ".join([str(x) for x in out])


TEST_N = 1000
BENCH_N = 1000
