# A plain module's calls whose arguments do not fit the callee (dead
# code in real modules has them: pprint's _perfcheck) compile, and raise
# CPython's TypeError, with its message, when they run.


class Pair:
    def total(self, a, b=1):
        return a + b


def f(x, /, y, *, z=0):
    return x + y + z


def bad_calls():
    return (lambda: f(1, 2, 3), lambda: f(1), lambda: f(x=1, y=2), lambda: f(1, y=2, y2=3),
            lambda: f(1, 2, z=3, **{"z": 4}), lambda: Pair().total(), lambda: Pair().total(1, 2, 3),
            lambda: Pair().total(1, c=2), lambda: Pair().total(1, a=2), lambda: f(1, 2, z=3))


def test_unfitting_calls_raise_when_run():
    out = []
    for call in bad_calls():
        try:
            out.append(call())
        except TypeError as e:
            out.append(str(e))
    return out
