# Two typed loops: the counting loop and a data-dependent loop.
#
#     staticpyc run examples/loops.py                              # compiled
#     PYTHONPATH=runtime/python python3 examples/loops.py          # interpreted
#
# Both print the same numbers. The loop variables and accumulators are
# int64 machine integers: arithmetic on them wraps around at 2**63, in the
# compiled module and in the interpreted one alike.
import __static__
from __static__ import int64, crange, box


def count(n: int64) -> int64:
    """Return 0 + 1 + ... + (n - 1)."""
    s: int64 = 0
    for i in crange(n):
        s += i
    return s


def mix(n: int64) -> int64:
    """Run a loop whose every step depends on the previous one."""
    s: int64 = 0
    for i in crange(n):
        s = (s * 31 + i) & 1048575
    return s


def wrap(n: int64) -> int64:
    """Add n to the largest int64; the sum wraps around to a negative number."""
    big: int64 = 9223372036854775807
    return big + n


def main() -> None:
    # A million iterations keep the interpreted run to seconds; call
    # loops.mix(10_000_000) on the compiled module to time it.
    print(box(count(1_000_000)))
    print(box(mix(1_000_000)))
    print(box(wrap(1)))
    print(box(wrap(10)))


if __name__ == "__main__":
    main()
