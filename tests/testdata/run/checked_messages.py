# One message per checked-container error, CinderX's ("bad value 'str'
# for CheckedDict[int, int]"), whichever code makes the insertion:
# compiled subscript stores, methods, constructors, or plain Python.
import __static__
from __static__ import CheckedDict, CheckedList


def dyn(v):
    return v


def outcome(f, *args):
    try:
        return ("ok", f(*args))
    except (TypeError, KeyError) as e:
        return (type(e).__name__, str(e))


def store_value(v):
    d: CheckedDict[int, int] = {1: 1}
    d[2] = dyn(v)
    return dict(d)


def store_key(k):
    d: CheckedDict[int, int] = {1: 1}
    d[dyn(k)] = 2
    return dict(d)


def load_key(k):
    d: CheckedDict[int, int] = {1: 1}
    return d[dyn(k)]


def list_store(v):
    xs: CheckedList[str] = ["a"]
    xs[0] = dyn(v)
    return list(xs)


def list_append(v):
    xs: CheckedList[str] = ["a"]
    xs.append(dyn(v))
    return list(xs)


def construct(v):
    return dict(CheckedDict[int, int]({1: dyn(v)}))


def test_messages():
    return [outcome(f, v) for f in (store_value, store_key, load_key, list_store, list_append, construct)
            for v in (3, "x", None, 2.5)]


def make() -> CheckedDict[int, int]:
    return CheckedDict[int, int]({1: 1})


# CALL: outcome(make().__setitem__, 1, "s")
# CALL: outcome(make().update, {"k": 1})
