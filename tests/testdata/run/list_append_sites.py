# obj.append(x) on an exact list is PyList_Append (the method lookup is
# skipped: a list has no instance dict and list's type is immutable);
# anything else is looked up before the argument is evaluated and called
# as CPython's LOAD_METHOD and CALL do.
import collections


class Log(list):
    def append(self, x):
        super().append(("logged", x))


class Sink:
    def __init__(self):
        self.items = []

    def append(self, x):
        self.items.append(x * 2)
        return "sink"


class Noisy:
    def __init__(self, trace):
        self.trace = trace

    def __getattr__(self, name):
        self.trace.append("lookup " + name)
        return lambda x: self.trace.append(("called", x))


def _arg(trace, v):
    trace.append("arg")
    return v


def _fill(target, n):
    results = []
    for i in range(n):
        results.append(target.append(i))
    return results


def test_exact_and_other_receivers():
    plain = []
    log = Log()
    dq = collections.deque()
    sink = Sink()
    out = []
    for t in (plain, log, dq, sink):
        out.append(_fill(t, 3))
    return [out, plain, list(log), list(dq), sink.items]


def test_lookup_before_argument():
    trace = []
    n = Noisy(trace)
    n.append(_arg(trace, 1))
    plain = []
    plain.append(_arg(trace, 2))
    return [trace, plain]


def test_errors():
    out = []
    for target in (None, 5, "s", (1,), {}):
        trace = []
        try:
            target.append(_arg(trace, 1))
        except AttributeError as e:
            out.append(("AttributeError", str(e), trace))
    class Bad:
        append = 3
    try:
        Bad().append(1)
    except TypeError as e:
        out.append(("TypeError", str(e)))
    return out


def test_receiver_rebound_by_argument():
    xs = [1]
    ys = [2]

    def swap():
        nonlocal xs
        xs = ys
        return 9

    xs.append(swap())
    return [xs, ys]


def test_grows_and_self_append():
    xs = []
    for i in range(1000):
        xs.append(i)
    ys = []
    ys.append(ys)
    return [len(xs), sum(xs), xs[-1], repr(ys), ys[0] is ys]


def test_instance_attribute_named_append():
    class Holder:
        pass

    h = Holder()
    got = []
    h.append = got.append
    h.append(1)
    h.append(2)
    return got
