# CheckedDict and CheckedList are not compiled yet; typing's containers are.
from __static__ import Array, CheckedDict, CheckedList, int64, clen
from typing import List, Optional, Union


def arrays(n: int64, l: List[int]) -> None:
    a: Array[int64] = Array[int64](n)
    b: CheckedDict[int, int] = 1       # ERROR "not supported yet: CheckedDict"
    c: CheckedList = 1                 # ERROR "not supported yet: CheckedList"
    d: List[int] = [1]
    e: list[int] = [1]
    m = clen(l)


def unions(a: Optional[int64], b: Union[int64, str], c: int64 | None, d: Optional[int]) -> None:  # ERROR "invalid union type Union\[int64, None\]; unions cannot include primitive types" "invalid union type Union\[int64, str\]; unions" "invalid union type Union\[int64, None\]"
    pass
