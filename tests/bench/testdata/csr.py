# The graph walk of the seed article, as it ports it: CSR score
# propagation written with while loops. From every seed, every edge
# (indices[p], weights[p]) of the seed's row, p in [indptr[seed],
# indptr[seed + 1]), adds 16 * weight to its target's score, and the
# targets scored for the first time are listed in touched. The inner
# loop's indices[p] and weights[p] are proven in bounds once per seed
# (lower/ranges.go, whileProof), and touched[n_touched] for as many edges
# as touched has room for (a growing counter); scores[nb] depends on the
# data and keeps one check (lower/array.go).
#
# The benchmark (go run ./tests/bench) times walk compiled, interpreted
# and in C (testdata/kernels.c) on the same arrays, built by make_csr.
import __static__
from __static__ import int64, Array, crange, clen
from typing import Final

# Knuth's MMIX linear congruential generator.
MULT: Final[int] = 6364136223846793005
INC: Final[int] = 1442695040888963407


def walk(indptr: Array[int64], indices: Array[int64], weights: Array[int64],
         seeds: Array[int64], n_seeds: int64,
         scores: Array[int64], touched: Array[int64]) -> int64:
    n_touched: int64 = 0
    s: int64 = 0
    while s < n_seeds:
        seed: int64 = seeds[s]
        p: int64 = indptr[seed]
        pe: int64 = indptr[seed + 1]
        while p < pe:
            nb: int64 = indices[p]
            w: int64 = weights[p]
            prev: int64 = scores[nb]
            if prev == 0:
                touched[n_touched] = nb
                n_touched += 1
            scores[nb] = prev + w * 16
            p += 1
        s += 1
    return n_touched


def below(x: int64, n: int64) -> int64:
    """Map the high 32 bits of x to 0 .. n - 1 (n < 2**31), without a division."""
    return (((x >> 32) & 4294967295) * n) >> 32


def make_csr(indptr: Array[int64], indices: Array[int64], weights: Array[int64],
             seeds: Array[int64], seed: int64) -> None:
    """Fill zeroed CSR arrays with a random graph (nodes = len(indptr) - 1,
    one edge per entry of indices, weights in 1 .. 100) and seeds with
    random nodes. Every row gets about as many edges, in random order."""
    nodes: int64 = clen(indptr) - 1
    edges: int64 = clen(indices)
    x: int64 = seed
    for v in crange(nodes):
        indptr[v + 1] = edges * (v + 1) // nodes
    for e in crange(edges):
        x = x * MULT + INC
        indices[e] = below(x, nodes)
        x = x * MULT + INC
        weights[e] = below(x, 100) + 1
    for i in crange(clen(seeds)):
        x = x * MULT + INC
        seeds[i] = below(x, nodes)
