# Conway's Game of Life on a 96x96 torus: one int8 per cell (1 alive,
# 0 dead) in a flat Array[int8], cell (x, y) at index y * W + x; the
# edges wrap around.
#
#     staticpyc run examples/life.py                              # compiled
#     PYTHONPATH=runtime/python python3 examples/life.py          # interpreted
#
# Both print the same numbers. The benchmark (go run ./tests/bench) times
# step on the compiled module, interpreted, and in C.
import __static__
from __static__ import int8, int64, Array, crange, clen, box
from typing import Final

W: Final[int] = 96
H: Final[int] = 96

# Knuth's MMIX linear congruential generator.
MULT: Final[int] = 6364136223846793005
INC: Final[int] = 1442695040888963407


def step(src: Array[int8], dst: Array[int8], w: int64, h: int64) -> None:
    """Write the next generation of the w x h torus src into dst."""
    for y in crange(h):
        up: int64 = ((y + h - 1) % h) * w
        row: int64 = y * w
        down: int64 = ((y + 1) % h) * w
        for x in crange(w):
            left: int64 = x - 1
            if left < 0:
                left = w - 1
            right: int64 = x + 1
            if right == w:
                right = 0
            n: int8 = (src[up + left] + src[up + x] + src[up + right]
                       + src[row + left] + src[row + right]
                       + src[down + left] + src[down + x] + src[down + right])
            if n == 3 or (n == 2 and src[row + x] == 1):
                dst[row + x] = 1
            else:
                dst[row + x] = 0


def steps(a: Array[int8], b: Array[int8], w: int64, h: int64, pairs: int64) -> None:
    """Run 2 * pairs generations, a -> b -> a, pairs times: the board ends in a."""
    for i in crange(pairs):
        step(a, b, w, h)
        step(b, a, w, h)


def seed(cells: Array[int8], s: int64) -> None:
    """Make about one cell in three alive, from the generator seeded with s."""
    x: int64 = s
    for i in crange(clen(cells)):
        x = x * MULT + INC
        if ((x >> 32) & 4294967295) % 3 == 0:
            cells[i] = 1
        else:
            cells[i] = 0


def population(cells: Array[int8]) -> int64:
    n: int64 = 0
    for c in cells:
        n += c
    return n


def run(gens: int64, s: int64) -> int64:
    """Seed a W x H board with s, run gens generations (a multiple of 4),
    print the population every 4 generations and return the final one."""
    a: Array[int8] = Array[int8](W * H)
    b: Array[int8] = Array[int8](W * H)
    seed(a, s)
    print("generation", box(int64(0)), "alive", box(population(a)))
    g: int64 = 0
    while g < gens:
        steps(a, b, W, H, 2)
        g += 4
        print("generation", box(g), "alive", box(population(a)))
    return population(a)


def main() -> None:
    # A few generations keep the interpreted run to seconds.
    alive: int64 = run(8, 2024)
    print("alive after 8 generations:", box(alive))


if __name__ == "__main__":
    main()
