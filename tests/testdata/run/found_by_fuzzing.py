# Programs the differential generator (tests/progen.go) found compiled and
# interpreted runs disagreeing on, kept as permanent tests.
import __static__


def note(x):
    return x


def test_folded_floor_division_of_python_ints():
    # Constant Python ints fold with Python's floor division: the
    # quotient rounds toward minus infinity, the remainder takes the
    # divisor's sign (the fold rounded the wrong way for a negative
    # divisor).
    return [note(123456789 // (-7 + 1)), note(123456789 % (-7 + 1)), note(-7 // -2), note(-7 % -2),
            note(7 // -2), note(7 % -2), note(-7 // 2), note(-7 % 2), note(6 // -3), note(6 % -3)]
