import sys

import app
import kernels

print(app.total(4), app.words(), app.halves(), app.divided(7), app.listed(), app.scaled(5), list(app.mixes(3)))
try:
    app.divided(0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    kernels.mix = lambda x, y: -1
except AttributeError as e:
    print("AttributeError", e)
print(app.total(4))
# Which path the calls take: the name app imported is swapped under the
# module's dict. A native call does not look at it; a late-bound one does.
calls = []
def spy(x, y):
    calls.append((x, y))
    return 0
vars(app)["mix"] = spy
print(app.total(4), calls)
app.rebind()
print(app.scaled(5))
