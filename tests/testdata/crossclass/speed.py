# Prints how much slower app's loop over shapes.Vec is than shapes' own
# (the best of five rounds each): about 1 when app's field reads and
# method calls are native, several times more when they are late-bound.
import time
import app, shapes

def best(f):
    t = []
    for _ in range(5):
        s = time.perf_counter()
        f(200_000)
        t.append(time.perf_counter() - s)
    return min(t)

assert app.cross_loop(1000) == shapes.local_loop(1000)
print(round(best(app.cross_loop) / best(shapes.local_loop), 1))
