# Prints how much slower app's loop over shapes.Vec is than shapes' own
# (CPU time, the best of seven rounds each): about 1 when app's field reads and
# method calls are native, several times more when they are late-bound.
import time
import app, shapes

def best(f):
    t = []
    for _ in range(7):
        s = time.process_time()
        f(200_000)
        t.append(time.process_time() - s)
    return min(t)

assert app.cross_loop(1000) == shapes.local_loop(1000)
print(round(best(app.cross_loop) / best(shapes.local_loop), 1))
