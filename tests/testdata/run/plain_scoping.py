# A module without `import __static__` follows Python's own scoping: a
# global that no statement the compiler sees binds (set by another
# function's `global`, through globals(), or imported only as another
# function's local) is looked up when the read runs, and a name bound
# nowhere is a NameError then, never a build error.
import sys


def doubled_late():
    return late_value * 2


def set_late(v):
    global late_value
    late_value = v


def test_global_bound_by_another_function():
    set_late(21)
    return doubled_late()


def read_missing():
    return never_bound_anywhere


def test_missing_is_a_run_time_name_error():
    try:
        read_missing()
    except NameError as e:
        return "NameError", str(e)
    return "no error"


def import_as_local():
    import json
    return json.dumps([1])


def json_as_global():
    return json.dumps([2])


def test_local_import_is_not_a_global():
    out = [import_as_local()]
    try:
        out.append(json_as_global())
    except NameError as e:
        out.append(str(e))
    import json as j
    globals()["json"] = j
    out.append(json_as_global())
    del globals()["json"]
    return out


def uses_injected():
    return injected + 1


def test_globals_injection():
    globals()["injected"] = 41
    try:
        return uses_injected()
    finally:
        del globals()["injected"]


def test_setattr_on_module():
    setattr(sys.modules[__name__], "injected", 1)
    r = uses_injected()
    delattr(sys.modules[__name__], "injected")
    return r


try:
    del not_bound_at_module_level
except NameError as e:
    DEL_MESSAGE = str(e)


def test_del_message():
    return DEL_MESSAGE


if sys.version_info >= (3,):
    conditional = "yes"


def test_conditional_global():
    return conditional


def test_globals_is_the_module_dict():
    return globals() is sys.modules[__name__].__dict__, "test_del_message" in globals()


MODULE_LOCALS_IS_GLOBALS = locals() is globals() and vars() is globals()


def test_module_level_locals():
    return MODULE_LOCALS_IS_GLOBALS


class Plain:
    x = 1


def test_plain_module_stays_mutable():
    Plain.x = 2
    Plain.y = 3
    m = sys.modules[__name__]
    m.added_later = "set from outside"
    r = (Plain.x, Plain.y, added_later)
    del m.added_later
    return r


def uses_locals(a, b=2):
    c = a + b
    return sorted(locals().items())


def uses_eval(x):
    return eval("x * 2"), eval("len(globals()) > 0")


EXEC_RESULT = []
exec("EXEC_RESULT.append(__name__)")


def test_frame_builtins():
    return uses_locals(1), uses_eval(21), EXEC_RESULT == [__name__], vars(sys) is sys.__dict__


# Parameters are ordinary names too: self, cls, *args and **kwargs take
# any object the body binds to them (Static Python types them, Python
# does not).
class Rebinds:
    def pick(self, other):
        if other is not None:
            self = other
        return self

    @classmethod
    def make(cls, alt):
        if alt:
            cls = list
        return cls()


def rebind_varargs(*args, **kwargs):
    args = list(args)
    args.append(len(kwargs))
    for kwargs in [{"a": 1}, "done"]:
        pass
    return args, kwargs


def test_parameters_rebind_as_python_names():
    r = Rebinds()
    return (Rebinds().pick(None) is not None, r.pick(5), type(Rebinds.make(False)).__name__,
            Rebinds.make(True), rebind_varargs(1, 2, x=3))


# A parameter an `except ... as` clause names is unbound after the
# handler, as after `del`: reading it then is an UnboundLocalError.
def unbound_after_handler(e):
    try:
        1 // 0
    except ZeroDivisionError as e:
        pass
    return e


def test_parameter_unbound_after_handler():
    try:
        unbound_after_handler(1)
    except UnboundLocalError as e:
        return str(e)
    return "no error"


# Python's class rules, not Static Python's (issue 14): an override may
# change the signature and the return type (scimark's hierarchy does),
# and a subclass may shadow a method with a plain attribute.
class Shape:
    def area(self, scale: int) -> int:
        return 2 * scale

    def name(self) -> str:
        return "shape"


class Square(Shape):
    def area(self, side: str, extra=1) -> str:
        return side * extra

    name = "square"


def test_overrides_with_python_rules():
    return [Shape().area(3), Square().area("ab", 2), Square().name, Shape().name()]
