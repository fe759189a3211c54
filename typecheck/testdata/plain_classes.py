# plain module
# Classes inside functions and class bodies, and class bodies with
# blocks, compile in a plain module; what does not yet sends its unit to
# the interpreter with a note at the construct.


class Outer:
    for i in range(2):
        pass
    a, b = 1, 2
    table = {}
    table["k"] = a

    class Inner:
        def m(self):
            return 1

    class Sup(Inner):
        def m(self):
            return super().m(), __class__

    if a:                                # WARNING "a\ statement\ in\ the\ body\ of\ class\ Outer runs interpreted" NOTE "not supported yet: a def inside a block of a class body"
        def n(self):
            return 2

    try:                                 # WARNING "a\ statement\ in\ the\ body\ of\ class\ Outer runs interpreted" NOTE "not supported yet: an import in a class body"
        import json
    except ImportError:
        json = None


def factory(x):
    class Made:
        y = x

        def get(self):
            return super().__repr__(), __class__, x
    return Made


def imports_in_body():                   # WARNING "imports_in_body runs interpreted"
    class C:                             # NOTE "not supported yet: an import in a class body"
        import os
    return C


def global_in_body():                    # WARNING "global_in_body runs interpreted"
    class C:                             # NOTE "not supported yet: global or nonlocal in a class body"
        global z
        z = 1
    return C


def attribute_annotation():              # WARNING "attribute_annotation runs interpreted"
    class C:                             # NOTE "not supported yet: this class attribute target"
        C.x: int = 1
    return C


def return_in_body():
    class C:
        return 1                         # ERROR "'return' outside function"
    return C
