# The mixed-width kernel of the benchmark: an int32 checksum over bytes.
# int32 arithmetic wraps at 2**31, compiled and interpreted alike.
import __static__
from __static__ import int32, int64, uint8, Array, crange, clen


def checksum(data: Array[uint8]) -> int64:
    s: int32 = 0
    for i in crange(clen(data)):
        b: uint8 = data[i]
        s = s * 31 + b
    return int64(s)


def axpy(dst: Array[int32], src: Array[int32], k: int32) -> None:
    """dst[i] += k * src[i]: the loop that noalias and bounds-check removal
    should let LLVM vectorize (the crange is bounded by dst's length, not
    src's)."""
    for i in crange(clen(dst)):
        dst[i] = dst[i] + k * src[i]
