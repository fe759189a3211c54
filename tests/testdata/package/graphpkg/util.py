"""Plain Python among the compiled modules."""


def label(x):
    return "<%s>" % (x,)


def count(items):
    return len(items)


def algo_calls():
    from graphpkg import algo
    return algo.CALLS
