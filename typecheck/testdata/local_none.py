# An unannotated local assigned None is None until it is bound again:
# using it as an object is the error CPython would raise.


def attribute():
    x = None
    return x.foo                       # ERROR "'NoneType' object has no attribute 'foo'"


def call():
    x = None
    return x()                         # ERROR "'NoneType' object is not callable"


def negate():
    x = None
    return -x                          # ERROR "bad operand type for unary -: 'NoneType'"


def rebound(flag: bool):
    x = None
    if flag:
        x = "s"
    return x.upper()


def later():
    x = None
    x = [1]
    return x[0]
