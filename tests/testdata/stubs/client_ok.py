import shapes

p: shapes.Point = shapes.Point(1, 2)
n: int = p.norm1() + p.x
q = shapes.far(p, None)
if q is not None:
    print(q.y + shapes.LIMIT)
print(shapes.Named(3, 4).label(prefix="x") if False else "")
