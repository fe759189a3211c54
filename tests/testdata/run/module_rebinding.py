# A plain module's functions rebound from outside it (`mod.f = g`,
# unittest.mock.patch("mod.f"), `del mod.f`): the module's compiled calls
# of f, which go to f's native body while the name holds the def's
# function, call what the name holds instead, with the arguments as
# written (mock records them), and go native again once it is restored.
import sys
from unittest import mock

THIS = sys.modules[__name__]


def _helper(x, y=2):
    return x + y


def _use(x):
    return _helper(x) * 2


def _use_kw(x):
    return _helper(x, y=5)


def _use_loop(n):
    t = 0
    for i in range(n):
        t += _helper(i)
    return t


def test_assigned_then_restored():
    out = [_use(1), _use_kw(1), _use_loop(3)]
    orig = THIS._helper
    THIS._helper = lambda x, y=0: 100 + y
    try:
        out += [_use(1), _use_kw(1), _use_loop(3)]
    finally:
        THIS._helper = orig
    out += [_use(1), _use_kw(1), _use_loop(3), THIS._helper is orig]
    return out


def test_mock_patch_records_calls():
    with mock.patch.object(THIS, "_helper", return_value=7) as m:
        out = [_use(1), _use_kw(3), _use_loop(2)]
        calls = [(c.args, sorted(c.kwargs.items())) for c in m.call_args_list]
    return out, calls, _use(1)


def test_deleted_then_bound_again():
    orig = THIS._helper
    del THIS._helper
    try:
        _use(1)
        out = "no error"
    except NameError as e:
        out = str(e)
    setattr(THIS, "_helper", orig)
    return out, _use(1)


def test_other_attributes_untouched():
    THIS.extra = 1
    del THIS.extra
    return type(THIS).__name__, repr(type(THIS)), hasattr(THIS, "extra"), _use(2)
