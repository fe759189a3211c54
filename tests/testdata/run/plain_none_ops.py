# A plain module's operations on a value the checker knows is None (or
# may be) compile, and raise CPython's exception, with its message, when
# they run (Static Python rejects them at build time; Python does not).


def attempt(fn):
    try:
        return ("ok", fn())
    except Exception as e:
        return (type(e).__name__, str(e))


def none_attribute():
    a = None
    return a.real


def none_compare():
    a = None
    return a < 3


def none_compare_right():
    b = None
    return 1 <= b


def none_subscript():
    a = None
    return a[0]


def none_call():
    a = None
    return a(1)


def none_unary():
    a = None
    return -a


def optional_attribute(flag):
    a = None
    if flag:
        a = 1.5
    return a.real


def optional_compare(flag):
    a = None
    if flag:
        a = 2
    return a < 3


def none_in_loop():
    out = []
    v = None
    for i in range(3):
        try:
            out.append(v.bit_length())
        except AttributeError as e:
            out.append(str(e))
        v = i
    return out


def test_operations_on_none_raise_when_run():
    return [attempt(f) for f in (none_attribute, none_compare, none_compare_right, none_subscript,
                                 none_call, none_unary)]


def test_optional_operations_run_as_python():
    return [attempt(lambda: optional_attribute(True)), attempt(lambda: optional_attribute(False)),
            attempt(lambda: optional_compare(True)), attempt(lambda: optional_compare(False))]


def test_none_then_int_in_a_loop():
    return none_in_loop()
