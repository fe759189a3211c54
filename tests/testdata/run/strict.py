# Strict modules: after the body has run, the module's attributes cannot
# be set or deleted from outside; its own code still rebinds globals.
import __static__
from __static__ import int64, box

counter = 0
limit = 10
limit = 11  # rebinding inside the body is allowed


def bump() -> int:
    global counter
    counter = counter + 1
    return counter


def get_limit() -> int:
    return limit


def test_bump() -> int:
    bump()
    return bump()


# CALL: __import__(__name__).__setattr__("limit", 5)
# CALL: setattr(__import__(__name__), "limit", 5)
# CALL: delattr(__import__(__name__), "limit")
# CALL: setattr(__import__(__name__), "newattr", 1)
# CALL: get_limit()
# CALL: type(__import__(__name__)).__name__
