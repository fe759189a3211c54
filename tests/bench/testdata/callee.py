# The compiled side of the call-overhead benchmark (tests/bench): a call
# from Python into ident costs the METH_FASTCALL wrapper staticpyc emits
# (argument count and keyword check, unbox, box) and nothing else.
import __static__
from __static__ import int64


def ident(x: int64) -> int64:
    return x
