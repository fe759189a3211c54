import app, shapes

print(app.fields(50), app.methods(50), app.polymorphic(), app.subclass())
print(app.kinds(), app.walk(100))
try:
    app.divide(0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
print(app.divide(2), app.checked(shapes.Vec(5, 6)))
try:
    app.checked("no")
except TypeError as e:
    print("TypeError", e)
try:
    app.take(object())
except AttributeError as e:
    print("AttributeError")
v = shapes.Vec(1, 2)
try:
    v.nope = 1
except AttributeError:
    print("slotted")
print(isinstance(app.Vec3(1, 2, 3), shapes.Vec), app.Vec3.__mro__[1] is shapes.Vec)
