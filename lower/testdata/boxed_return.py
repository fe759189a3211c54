# A primitive boxed into a Python int on return: PyLong_FromLongLong.
# golden: boxed
import __static__
from __static__ import int64, box


def boxed(a: int64) -> object:
    return box(a + 1)
