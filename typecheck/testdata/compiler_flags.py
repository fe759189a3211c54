import __static__
from __static__.compiler_flags import checked_dicts  # ERROR "not supported yet: the checked_dicts compiler flag"


def f() -> dict:
    return {}
