# A small incremental constraint solver in the spirit of deltablue (our
# own program): variables joined by constraints of several strengths; an
# edit of one variable plans which constraints to satisfy, walking the
# network breadth-first, then executes the plan in order.

REQUIRED, STRONG, MEDIUM, WEAK = 0, 1, 2, 3


class Variable:
    def __init__(self, name, value):
        self.name = name
        self.value = value
        self.constraints = []
        self.determined_by = None
        self.stay = True
        self.mark = 0

    def attach(self, c):
        self.constraints.append(c)


class Constraint:
    def __init__(self, strength):
        self.strength = strength
        self.satisfied = False

    def inputs(self):
        return []

    def output(self):
        raise NotImplementedError

    def execute(self):
        raise NotImplementedError

    def weaker_than(self, other):
        return self.strength > other.strength


class Stay(Constraint):
    def __init__(self, v, strength):
        Constraint.__init__(self, strength)
        self.v = v
        v.attach(self)

    def output(self):
        return self.v

    def execute(self):
        pass


class Equal(Constraint):
    def __init__(self, a, b, strength):
        Constraint.__init__(self, strength)
        self.a = a
        self.b = b
        a.attach(self)
        b.attach(self)

    def inputs(self):
        return [self.a]

    def output(self):
        return self.b

    def execute(self):
        self.b.value = self.a.value


class Scale(Constraint):
    def __init__(self, src, dst, scale, offset, strength):
        Constraint.__init__(self, strength)
        self.src = src
        self.dst = dst
        self.scale = scale
        self.offset = offset
        src.attach(self)
        dst.attach(self)

    def inputs(self):
        return [self.src, self.scale, self.offset]

    def output(self):
        return self.dst

    def execute(self):
        self.dst.value = self.src.value * self.scale.value + self.offset.value


class Planner:
    def __init__(self):
        self.mark = 0
        self.executed = 0

    def plan_from(self, source):
        """Constraints downstream of source, in an order that respects
        their inputs: breadth-first over the outputs, each constraint once,
        the strongest one determining each variable."""
        self.mark += 1
        mark = self.mark
        plan = []
        todo = [source]
        source.mark = mark
        i = 0
        while i < len(todo):
            v = todo[i]
            i += 1
            for c in v.constraints:
                out = c.output()
                if out is v or out.mark == mark:
                    continue
                d = out.determined_by
                if d is not None and d is not c and c.weaker_than(d) and d.satisfied:
                    continue
                if d is not None and d is not c:
                    d.satisfied = False
                out.determined_by = c
                c.satisfied = True
                out.mark = mark
                plan.append(c)
                todo.append(out)
        return plan

    def execute(self, plan):
        for c in plan:
            c.execute()
            self.executed += 1


def chain(n, planner):
    """A chain v0 = v1 = ... = vn, edited at the start."""
    vs = [Variable("v%d" % i, 0) for i in range(n + 1)]
    for i in range(n):
        Equal(vs[i], vs[i + 1], STRONG if i % 3 else MEDIUM)
    Stay(vs[n], WEAK)
    total = 0
    plan = planner.plan_from(vs[0])
    for k in range(20):
        vs[0].value = k * 7 + 1
        planner.execute(plan)
        if vs[n].value != vs[0].value:
            raise AssertionError("chain failed")
        total += vs[n].value
    return total


def projection(n, planner):
    """dst_i = src_i * scale + offset for n pairs; edit scale and offset."""
    scale = Variable("scale", 10)
    offset = Variable("offset", 1000)
    srcs, dsts = [], []
    for i in range(n):
        s = Variable("src%d" % i, i)
        d = Variable("dst%d" % i, i)
        Stay(s, WEAK)
        Scale(s, d, scale, offset, REQUIRED)
        srcs.append(s)
        dsts.append(d)
    total = 0
    for edit, value in ((scale, 5), (offset, 2000), (scale, 7), (offset, 17)):
        edit.value = value
        # The edit reaches every destination through the sources' constraints.
        plan = []
        for s in srcs:
            plan.extend(planner.plan_from(s))
        planner.execute(plan)
        for i in range(n):
            if dsts[i].value != i * scale.value + offset.value:
                raise AssertionError("projection failed")
        total += dsts[n - 1].value
    return total


def run(n):
    planner = Planner()
    total = 0
    for r in range(n):
        total += chain(100 + r, planner)
        total += projection(100 + r, planner)
    return total * 1000 + planner.executed % 1000


TEST_N = 2
BENCH_N = 60
