import __static__
from typing import Annotated


def takes(c: Annotated[float, "Exact"], d: Annotated[int, "Exact"]) -> None:
    # An exact float is dynamic (CinderX); an exact int is an int.
    reveal_type(c)  # ERROR "reveal_type\(c\): 'dynamic'"
    reveal_type(d)  # ERROR "reveal_type\(d\): 'int'"
