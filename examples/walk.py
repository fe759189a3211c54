# A walk over a graph in CSR form (compressed sparse rows): the edges of
# node v are targets[offsets[v]:offsets[v + 1]].
#
#     staticpyc run examples/walk.py                              # compiled
#     PYTHONPATH=runtime/python python3 examples/walk.py          # interpreted
#
# Both print the same numbers. make_graph builds a deterministic random
# graph from a linear congruential generator; walk starts at every seed and
# follows edges, picking the next edge from a running hash. All arithmetic
# is on int64 machine integers and wraps around at 2**63, compiled and
# interpreted alike.
#
# main() runs a small graph, so that the interpreted run stays short. The
# benchmark (go run ./tests/bench) calls make_graph, make_seeds and walk on
# the compiled module with the full sizes: 100,000 nodes, 2,500,000 edges,
# 1,000 seeds.
import __static__
from __static__ import int64, Array, crange, clen, box
from typing import Final

# Knuth's MMIX linear congruential generator.
MULT: Final[int] = 6364136223846793005
INC: Final[int] = 1442695040888963407

NODES: Final[int] = 100_000
EDGES: Final[int] = 2_500_000
SEEDS: Final[int] = 1_000


def below(x: int64, n: int64) -> int64:
    """Map the high 32 bits of x to 0 .. n - 1 (n < 2**31), without a division."""
    return (((x >> 32) & 4294967295) * n) >> 32


def make_graph(offsets: Array[int64], targets: Array[int64], seed: int64) -> None:
    """Fill a zeroed offsets (nodes + 1 long) and targets (one per edge)
    with a random graph: every edge has a random source and target."""
    nodes: int64 = clen(offsets) - 1
    edges: int64 = clen(targets)
    x: int64 = seed
    # Count the edges of every node: offsets[v + 1] = degree of v.
    for e in crange(edges):
        x = x * MULT + INC
        offsets[below(x, nodes) + 1] += 1
        x = x * MULT + INC
    # Prefix sums: offsets[v] = where the edges of v start.
    for v in crange(nodes):
        offsets[v + 1] += offsets[v]
    # The same draws again: put every target in its source's row.
    fill: Array[int64] = Array[int64](nodes)
    x = seed
    for e in crange(edges):
        x = x * MULT + INC
        src: int64 = below(x, nodes)
        x = x * MULT + INC
        targets[offsets[src] + fill[src]] = below(x, nodes)
        fill[src] += 1


def make_seeds(seeds: Array[int64], nodes: int64, seed: int64) -> None:
    """Fill seeds with random start nodes."""
    x: int64 = seed
    for i in crange(clen(seeds)):
        x = x * MULT + INC
        seeds[i] = below(x, nodes)


def walk(offsets: Array[int64], targets: Array[int64], seeds: Array[int64], steps: int64, out: Array[int64]) -> int64:
    """From every seed, follow `steps` edges; count the visits of every
    node into out and return a checksum of the nodes reached. A node
    without edges ends its walk."""
    check: int64 = 0
    for s in crange(clen(seeds)):
        node: int64 = seeds[s]
        h: int64 = s * MULT + node
        for k in crange(steps):
            out[node] += 1
            lo: int64 = offsets[node]
            deg: int64 = offsets[node + 1] - lo
            if deg == 0:
                break
            h = (h ^ node) * MULT + INC
            node = targets[lo + below(h, deg)]
            check = check * 31 + node
    return check


def demo(nodes: int64, edges: int64, nseeds: int64, steps: int64) -> None:
    offsets: Array[int64] = Array[int64](nodes + 1)
    targets: Array[int64] = Array[int64](edges)
    make_graph(offsets, targets, 42)
    seeds: Array[int64] = Array[int64](nseeds)
    make_seeds(seeds, nodes, 7)
    out: Array[int64] = Array[int64](nodes)
    check: int64 = walk(offsets, targets, seeds, steps, out)
    visits: int64 = 0
    top: int64 = 0
    for v in crange(nodes):
        visits += out[v]
        if out[v] > out[top]:
            top = v
    maxdeg: int64 = 0
    for v in crange(nodes):
        if offsets[v + 1] - offsets[v] > maxdeg:
            maxdeg = offsets[v + 1] - offsets[v]
    print("graph:", box(nodes), "nodes,", box(offsets[nodes]), "edges, max degree", box(maxdeg))
    print("walk:", box(nseeds), "seeds x", box(steps), "steps,", box(visits), "visits")
    print("most visited: node", box(top), "x", box(out[top]))
    print("checksum:", box(check))


def main() -> None:
    # A small graph keeps the interpreted run to seconds; the benchmark
    # runs walk on the compiled module with NODES, EDGES and SEEDS.
    demo(2_000, 50_000, 100, 100)


if __name__ == "__main__":
    main()
