# An unannotated local assigned None is None until bound again (its
# local type, as in CinderX): compiled code reading it as None agrees
# with the interpreted module on every path.
import __static__


def maybe(flag):
    x = None
    if flag:
        x = [1]
    return x


def rebound():
    x = None
    r = x is None
    x = 3
    return r, x, x is None


def loop(k):
    x = None
    for i in [1, 2, 3][:k]:
        if x is None:
            x = i
        else:
            x = x + i
    return x


def in_try(v):
    x = None
    try:
        x = int(v)
    except ValueError:
        pass
    return x


def test_paths():
    return [maybe(True), maybe(False), rebound(), loop(0), loop(3), in_try("3"), in_try("a")]


def test_eq():
    x = None
    return [x == None, x != None, str(x), repr(x), bool(x)]
