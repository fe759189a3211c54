# Prints how much slower far's loop over app.Vec3 (calling and reading
# what Vec3 inherits from shapes.Vec, a module far never imports) is than
# the same loop in app, which imports shapes.Vec itself (CPU time, the
# best of seven rounds each): about 1 when both are native, about 5 when
# far's calls of div are late-bound.
import time
import far, app

def best(f):
    t = []
    for _ in range(7):
        s = time.process_time()
        f(200_000)
        t.append(time.process_time() - s)
    return min(t)

assert far.far_loop(1000) == app.inherited_loop(1000) == 3000
print(round(best(far.far_loop) / best(app.inherited_loop), 1))
