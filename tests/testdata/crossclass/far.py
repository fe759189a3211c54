# A third module: it imports app's Vec3 only, so shapes' Vec — Vec3's
# base, where div and the fields x and y are — is reached through that
# base alone; its calls and reads must still be native.
import __static__
from __static__ import int64
from app import Vec3


def far_loop(n: int64) -> int64:
    # The same loop as app.inherited_loop.
    a = Vec3(1, 2, 0)
    s: int64 = 0
    i: int64 = 0
    while i < n:
        s += a.div(1) + a.y
        i += 1
    return s
