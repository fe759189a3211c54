# Tracebacks of exceptions that pass through compiled frames, raised many
# times at the same sites: compiled code keeps one frame object per
# (function, line) for its traceback entries instead of making a code
# object and a frame per exception, so the entries of the second and the
# hundredth exception must still name the right function and line, in
# functions, comprehensions and nested calls; clearing a traceback's
# frames must not spoil the next one; and a frame's globals are the
# module's.
import traceback


class NotFound(Exception):
    pass


def _lookup(table, key):
    if key < 0:
        raise NotFound(key)
    return table[key]


def _middle(table, key):
    value = _lookup(table, key)
    return value + 1


def _squares(keys):
    return [int(k) ** 2 for k in keys]


def _entries(exc):
    return [(f.name, f.lineno) for f in traceback.extract_tb(exc.__traceback__)]


def test_same_site_many_times():
    table = {1: 10, 2: 20}
    seen = []
    for key in [1, -1, 3, -2, 2, 4, -3]:
        try:
            seen.append(_middle(table, key))
        except (NotFound, KeyError) as e:
            seen.append((type(e).__name__, _entries(e)))
    return seen


def test_comprehension_frames_repeat():
    out = []
    for keys in [["1", "x"], ["2"], ["y", "3"], ["q"]]:
        try:
            out.append(_squares(keys))
        except ValueError as e:
            out.append(_entries(e))
    return out


def test_cleared_frames_then_again():
    out = []
    for round in range(3):
        try:
            _middle({}, -5)
        except NotFound as e:
            out.append(_entries(e))
            traceback.clear_frames(e.__traceback__)
    return out


def test_frame_names_and_globals():
    try:
        _middle({}, -1)
    except NotFound as e:
        tb = e.__traceback__.tb_next
        names = []
        while tb is not None:
            names.append((tb.tb_frame.f_code.co_name, tb.tb_frame.f_globals is globals(), tb.tb_lineno))
            tb = tb.tb_next
        return names


def test_handled_in_loop_counts():
    # An exception raised and caught in the same compiled function, many
    # times: the common `try: d[k] except KeyError` shape.
    d = {i: i for i in range(0, 50, 3)}
    hits = misses = 0
    for i in range(500):
        try:
            hits += d[i % 50]
        except KeyError:
            misses += 1
    return hits, misses


def test_escapes_with_lines():
    # The last traceback, escaping the test function, is compared line by
    # line by the harness.
    for key in [1, 2, -7]:
        _middle({1: 1, 2: 2}, key)
