# Pancake flips over every permutation (our own fannkuch-style program):
# permutations generated in place by a counter array, each flipped until
# its first element is 1; the maximum flip count and a signed checksum.


def fannkuch(n):
    perm1 = list(range(n))
    count = [0] * n
    max_flips = 0
    checksum = 0
    sign = 1
    r = n
    while True:
        while r != 1:
            count[r - 1] = r
            r -= 1
        perm = perm1[:]
        flips = 0
        k = perm[0]
        while k:
            i, j = 0, k
            while i < j:
                perm[i], perm[j] = perm[j], perm[i]
                i += 1
                j -= 1
            flips += 1
            k = perm[0]
        if flips > max_flips:
            max_flips = flips
        checksum += sign * flips
        sign = -sign
        # The next permutation: rotate the first r+1 elements until a
        # counter is not exhausted.
        while True:
            if r == n:
                return checksum, max_flips
            first = perm1[0]
            for i in range(r):
                perm1[i] = perm1[i + 1]
            perm1[r] = first
            count[r] -= 1
            if count[r] > 0:
                break
            r += 1


def run(n):
    checksum, flips = fannkuch(n)
    return "%d %d" % (checksum, flips)


TEST_N = 6
BENCH_N = 8
