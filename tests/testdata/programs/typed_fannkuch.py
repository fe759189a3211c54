# untyped_fannkuch.py in Static Python: int64 locals and Array[int64]
# buffers for the permutation and the counters.
import __static__
from __static__ import Array, box, crange, int64


def fannkuch(n: int64) -> tuple:
    perm1: Array[int64] = Array[int64](n)
    perm: Array[int64] = Array[int64](n)
    count: Array[int64] = Array[int64](n)
    for i in crange(n):
        perm1[i] = i
    max_flips: int64 = 0
    checksum: int64 = 0
    sign: int64 = 1
    r: int64 = n
    while True:
        while r != 1:
            count[r - 1] = r
            r -= 1
        for i in crange(n):
            perm[i] = perm1[i]
        flips: int64 = 0
        k: int64 = perm[0]
        while k:
            i2: int64 = 0
            j: int64 = k
            while i2 < j:
                t: int64 = perm[i2]
                perm[i2] = perm[j]
                perm[j] = t
                i2 += 1
                j -= 1
            flips += 1
            k = perm[0]
        if flips > max_flips:
            max_flips = flips
        checksum += sign * flips
        sign = -sign
        while True:
            if r == n:
                return box(checksum), box(max_flips)
            first: int64 = perm1[0]
            for i in crange(r):
                perm1[i] = perm1[i + 1]
            perm1[r] = first
            count[r] -= 1
            if count[r] > 0:
                break
            r += 1


def run(n: int) -> str:
    checksum, flips = fannkuch(int64(n))
    return "%d %d" % (checksum, flips)


TEST_N = 6
BENCH_N = 8
