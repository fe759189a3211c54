# Run with the compiled typed_api on sys.path and, for the shared case,
# the interpreted runtime on PYTHONPATH: prints one line per fact.
import sys

import typed_api

try:
    import __static__
    from __static__ import CheckedList, CheckedDict, Array, int64, double
except ImportError:
    print("no __static__")
    CheckedList, CheckedDict, Array = typed_api.CheckedList, typed_api.CheckedDict, typed_api.Array
    int64, double = typed_api.int64, typed_api.double

a = Array[int64](3)
a[0] = 7
print("calls", typed_api.n_items(CheckedList[str](["a", "b"])),
      typed_api.total(CheckedDict[str, int]({"a": 1, "b": 2})), typed_api.first(a))
print("same", typed_api.CheckedList is CheckedList, typed_api.CheckedDict is CheckedDict,
      typed_api.Array is Array, typed_api.int64 is int64, typed_api.double is double)
print("made", type(typed_api.make_list()) is CheckedList[str], typed_api.scaled(double(1.5)))
