# Compiled code gives the interpreter its turn where interpreted code
# would (the eval breaker): a signal handler runs, and its exception ends
# the loop, in loops that never end on their own and in recursion without
# loops; another thread runs while a compiled loop holds the GIL; the
# garbage collector runs during a long compiled loop (on 3.12+ it waits
# for the eval breaker).
import __static__
from __static__ import crange, int64
import gc
import signal
import threading
import time


class Alarm(Exception):
    pass


def _on_alarm(signum, frame):
    raise Alarm()


def _interrupted(f, arg) -> str:
    old = signal.signal(signal.SIGALRM, _on_alarm)
    try:
        signal.setitimer(signal.ITIMER_REAL, 0.05)
        try:
            f(arg)
        except Alarm:
            return "interrupted"
        return "finished"
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _forever_typed(k: int64) -> int64:
    n: int64 = 0
    while True:
        n += k
        if n < 0:
            break
    return n


def _forever_untyped(k):
    n = 0
    while 1:
        n = n + k


def _step(i):
    return i & 7


def _long_for(n):
    total = 0
    for i in range(n):
        total += _step(i)
    return total


def _long_nested(n: int64) -> int64:
    total: int64 = 0
    for i in crange(n):
        for j in crange(1000):
            total += i ^ j
    return total


def _tree(d: int64) -> int64:
    if d == 0:
        return 1
    return _tree(d - 1) + _tree(d - 1)


def test_signal_ends_typed_forever_loop():
    return _interrupted(_forever_typed, 1)


def test_signal_ends_untyped_forever_loop():
    return _interrupted(_forever_untyped, 1)


def test_signal_ends_loop_with_calls():
    return _interrupted(_long_for, 10**15)


def test_signal_ends_nested_loops():
    return _interrupted(_long_nested, 10**12)


def test_signal_ends_recursion_without_loops():
    return _interrupted(_tree, 60)


def _spin_for(seconds: float) -> int64:
    deadline = time.perf_counter() + seconds
    n: int64 = 0
    while time.perf_counter() < deadline:
        n += 1
    return n


def test_other_thread_runs_during_compiled_loop():
    ticks = []
    stop = threading.Event()

    def worker():
        while not stop.is_set():
            ticks.append(1)
            time.sleep(0.001)

    t = threading.Thread(target=worker)
    t.start()
    _spin_for(0.5)
    seen = len(ticks)
    stop.set()
    t.join()
    # Interpreted, the worker ticks about every millisecond; a loop that
    # kept the GIL would let it tick once.
    return seen >= 3


def test_gc_runs_during_compiled_loop():
    runs = []

    def cb(phase, info):
        if phase == "start":
            runs.append(1)

    gc.collect()
    gc.callbacks.append(cb)
    try:
        for i in range(50000):
            a = []
            a.append(a)
    finally:
        gc.callbacks.remove(cb)
    return len(runs) > 0
