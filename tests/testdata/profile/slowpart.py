"""Pure-Python work: the module a profile should say to port first."""

import time


def churn(seconds):
    deadline = time.perf_counter() + seconds
    total = 0
    while True:
        for i in range(20000):
            total += (i * i) % 7
        if time.perf_counter() > deadline:
            return total
