"""NumPy work: time in native code, which compiling would not change."""

import time

import numpy as np


def crunch(seconds):
    deadline = time.perf_counter() + seconds
    a = np.random.default_rng(1).random((200, 200))
    total = 0.0
    while time.perf_counter() < deadline:
        total += float(np.sort((a @ a).ravel())[-1])
    return total
