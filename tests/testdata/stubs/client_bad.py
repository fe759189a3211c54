import shapes

p = shapes.Point("one", 2)
s: str = p.norm1()
shapes.far(p)
