# `with` looks __enter__ and __exit__ up on the manager's type, as
# CPython's BEFORE_WITH does: an instance attribute does not count, a
# missing one is CPython's TypeError, and a failing __enter__ drops the
# bound __exit__ without calling it (in a loop too, without a leak).


def attempt(fn):
    try:
        return ("ok", fn())
    except Exception as e:
        return (type(e).__name__, str(e))


class Manager:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, t, v, tb):
        self.log.append(("exit", t.__name__ if t else None))
        return False


class NoExit:
    def __enter__(self):
        return 1


class FailingEnter:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        raise ValueError("no entry")

    def __exit__(self, *a):
        self.log.append("exit called")


class Descriptor:
    def __get__(self, obj, tp):
        raise KeyError("from __get__")


class BadDescriptor:
    __enter__ = Descriptor()

    def __exit__(self, *a):
        return False


def with_value(m):
    with m as v:
        return v


def test_missing_methods():
    inst = Manager([])
    inst.__enter__ = lambda: 0  # on the instance: ignored
    only_instance = type("OnlyInstance", (), {})()
    only_instance.__enter__ = lambda: 1
    only_instance.__exit__ = lambda *a: None
    return [attempt(lambda: with_value(5)), attempt(lambda: with_value(NoExit())),
            attempt(lambda: with_value(only_instance)), attempt(lambda: with_value(BadDescriptor())),
            type(with_value(inst)).__name__]


def test_failing_enter_in_a_loop():
    log = []
    caught = 0
    for i in range(50):
        try:
            with FailingEnter(log):
                log.append("body")
        except ValueError:
            caught += 1
    return [caught, log]


def test_exit_sees_the_exception():
    log = []
    r = attempt(lambda: _raise_inside(Manager(log)))
    return [r, log]


def _raise_inside(m):
    with m:
        raise IndexError("inside")
