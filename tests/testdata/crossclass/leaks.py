# Runs app's uses of shapes' classes many times, error paths included,
# and prints "ok" when neither reference counts nor traced memory grew.
import sys, tracemalloc
import app, shapes

probe = shapes.Vec(1, 2)

def rounds(k):
    for _ in range(k):
        app.fields(5); app.methods(5); app.polymorphic(); app.subclass(); app.kinds(); app.walk(5)
        app.checked(probe); app.take(probe)
        try:
            app.divide(0)
        except ZeroDivisionError:
            pass
        try:
            app.checked("no")
        except TypeError:
            pass

before = sys.getrefcount(probe)
rounds(2000)
assert sys.getrefcount(probe) == before, ("refcount changed", before, sys.getrefcount(probe))
tracemalloc.start()
rounds(500); a = tracemalloc.get_traced_memory()[0]
rounds(500); b = tracemalloc.get_traced_memory()[0]
rounds(500); c = tracemalloc.get_traced_memory()[0]
assert c - b < 4096, ("memory grew", a, b, c)
print("ok")
