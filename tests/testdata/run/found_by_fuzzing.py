# Programs the differential generator (tests/progen.go) found compiled and
# interpreted runs disagreeing on, kept as permanent tests.
import __static__
from __static__ import CheckedDict


def note(x):
    return x


def test_folded_floor_division_of_python_ints():
    # Constant Python ints fold with Python's floor division: the
    # quotient rounds toward minus infinity, the remainder takes the
    # divisor's sign (the fold rounded the wrong way for a negative
    # divisor).
    return [note(123456789 // (-7 + 1)), note(123456789 % (-7 + 1)), note(-7 // -2), note(-7 % -2),
            note(7 // -2), note(7 % -2), note(-7 // 2), note(-7 % 2), note(6 // -3), note(6 % -3)]


def test_checked_dict_store_evaluates_the_key_before_checking():
    # d[k] = v evaluates v, d and k before __setitem__ checks anything:
    # the key's side effects happen even when the value is refused.
    log = []

    def seen(x):
        log.append(x)
        return x

    d: CheckedDict[str, int] = CheckedDict[str, int]()
    try:
        d[seen("k")] = seen(1.5)
    except TypeError as e:
        return [str(e), log]
    return ["stored", log]
