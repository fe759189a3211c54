# Calls from compiled code into functions the interpreter runs (made by
# exec, as a library's are), and calls of a module's functions
# (json.dumps(o)): the callee's own vectorcall entry is called directly,
# and a module's attribute is read from its namespace first, so every
# call here checks that what the interpreter would do still happens —
# defaults, keywords, *args and **kwargs, closures, generators, a
# __code__ or __defaults__ replaced between calls, errors, recursion
# through both kinds of frames, a module attribute rebound, deleted or
# supplied by the module's __getattr__.
import json
import sys
import types

SOURCE = '''
def add(a, b=10, *, c=100):
    return a + b + c

def star(*args, **kwargs):
    return args, sorted(kwargs.items())

def counter():
    n = 0
    def bump(k=1):
        nonlocal n
        n += k
        return n
    return bump

def gen(n):
    for i in range(n):
        yield i * i

def fail(x):
    raise ValueError("bad %r" % (x,))

def other(a, b=1, *, c=2):
    return a * b * c

class Box:
    def __init__(self, v):
        self.v = v
    def get(self, k=0):
        return self.v + k
    def scaled(self, *, by):
        return self.v * by

def down(n, f):
    return f(n)
'''

NS = {}
exec(SOURCE, NS)
add, star, counter, gen, fail, other, Box, down = [NS[k] for k in ("add", "star", "counter", "gen", "fail", "other", "Box", "down")]


def test_positional_defaults_keywords():
    out = []
    for i in range(3):
        out.append(add(i))
        out.append(add(i, i))
        out.append(add(i, c=i))
        out.append(add(b=i, a=1))
    return out


def test_argument_errors():
    out = []
    for call in (lambda: add(), lambda: add(1, 2, 3), lambda: add(1, d=2), lambda: add(1, a=2), lambda: Box(1).scaled(2)):
        try:
            out.append(call())
        except TypeError as e:
            out.append(str(e))
    return out


def test_star_arguments():
    out = []
    args = (1, 2)
    kw = {"z": 3, "y": 4}
    for i in range(2):
        out.append(star())
        out.append(star(i, *args))
        out.append(star(*args, **kw))
        out.append(star(i, k=i))
    return out


def test_closure_and_generator():
    bump = counter()
    out = [bump(), bump(5), bump(k=2)]
    for i in range(2):
        out.append(list(gen(i + 3)))
        g = gen(2)
        out.append((type(g).__name__, next(g), next(g)))
    return out


def test_code_and_defaults_replaced():
    f = NS["add"]
    out = []
    saved_code, saved_defaults = f.__code__, f.__defaults__
    try:
        for i in range(6):
            if i == 2:
                f.__defaults__ = (1000,)
            if i == 4:
                f.__code__ = other.__code__
            out.append(f(i))
    finally:
        f.__code__, f.__defaults__ = saved_code, saved_defaults
    out.append(f(1))
    return out


def test_errors_propagate():
    out = []
    for i in range(3):
        try:
            fail(i)
        except ValueError as e:
            out.append((str(e), e.__traceback__.tb_next.tb_frame.f_code.co_name))
    return out


def test_methods_of_interpreted_class():
    b = Box(5)
    out = []
    for i in range(6):
        if i == 2:
            Box.get = lambda self, k=0: -self.v - k
        if i == 3:
            b.get = lambda k=0: "instance " + str(k)
        if i == 4:
            del b.get
        out.append(b.get(i))
        out.append(b.scaled(by=i))
    return out


def compiled_down(n):
    if n == 0:
        return 0
    return 1 + down(n - 1, compiled_down)


def test_recursion_through_both():
    out = [compiled_down(50)]
    try:
        compiled_down(100000)
    except RecursionError:
        out.append("RecursionError")
    return out


def test_module_functions():
    out = []
    for i in range(3):
        out.append(json.dumps({"i": i}))
        out.append(json.loads("[%d]" % i))
        out.append(json.dumps([i], indent=None, separators=(",", ":")))
    return out


def test_module_attribute_rebound_and_deleted():
    m = types.ModuleType("scratch")
    m.f = lambda x: x + 1
    out = []
    for i in range(7):
        if i == 2:
            m.f = add
        if i == 4:
            del m.f
        if i == 5:
            m.__getattr__ = lambda name: (lambda x: name + str(x))
        if i == 6:
            m.__dict__.clear()
        try:
            out.append(m.f(i))
        except AttributeError as e:
            out.append(str(e))
    return out


class ModuleWithCall(types.ModuleType):
    def f(self, x):
        return ("subclass method", x)


def test_module_subclass_and_non_modules():
    out = []
    sub = ModuleWithCall("sub")
    plain = types.ModuleType("plain")
    plain.f = star
    for recv in (sub, plain, Box(2), sys):
        try:
            out.append(recv.f(1) if recv is not sys else recv.getrecursionlimit() > 0)
        except AttributeError as e:
            out.append(str(e))
    sub.f = lambda x: ("instance attribute", x)
    out.append(sub.f(2))
    return out


def test_module_attribute_loads():
    out = []
    path = sys.modules["os"].path
    for i in range(3):
        out.append(path.join("a", str(i)))
        out.append(json.decoder.JSONDecodeError.__name__)
    m = types.ModuleType("loads")
    m.value = 1
    for i in range(4):
        if i == 2:
            m.value = 2
        if i == 3:
            del m.value
        try:
            out.append(m.value)
        except AttributeError as e:
            out.append(str(e))
    return out
