# A plain module's classes stay mutable: super().m() and Base.m(self),
# which go straight to the base's compiled m, must reach what the class
# binds when the call runs — a patched Base.m, an m added to a class in
# between, or the original again once restored — also mid-loop.


class Base:
    def __init__(self, v):
        self.val = v

    def twice(self):
        return self.val * 2


class Middle(Base):
    pass


class Leaf(Middle):
    def twice(self):
        return ("leaf", super().twice())

    def explicit(self):
        return Base.twice(self), Middle.twice(self)


def _run(n):
    leaf = Leaf(3)
    out = []
    saved = Base.twice
    for i in range(n):
        if i == 2:
            Base.twice = lambda self: ("patched", self.val)
        elif i == 4:
            Middle.twice = lambda self: ("middle", self.val)
        elif i == 6:
            del Middle.twice
        elif i == 8:
            Base.twice = saved
        out.append((i, leaf.twice(), leaf.explicit()))
    return out


def test_patched_base_methods_mid_loop():
    return _run(10)


def test_after_restoring():
    return Leaf(5).twice(), Leaf(5).explicit()
