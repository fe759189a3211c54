# Run with the compiled typed_api on sys.path and, for the shared case,
# the interpreted runtime on PYTHONPATH: prints one line per fact.
import sys

import typed_api

try:
    import __static__
    from __static__ import CheckedList, CheckedDict, Array, int64, double
except ImportError:
    # Only the compiled module's runtime: its classes, reached through
    # what it returns.
    print("no __static__")
    CheckedList = type(typed_api.make_list()).__mro__[1]
    CheckedDict = type(typed_api.make_dict()).__mro__[1]
    Array = type(typed_api.make_array()).__mro__[1]
    int64 = type(typed_api.make_array())._elem

a = Array[int64](3)
a[0] = 7
print("calls", typed_api.n_items(CheckedList[str](["a", "b"])),
      typed_api.total(CheckedDict[str, int]({"a": 1, "b": 2})), typed_api.first(a))
print("same", type(typed_api.make_list()) is CheckedList[str], type(typed_api.make_dict()) is CheckedDict[str, int],
      type(typed_api.make_array()) is Array[int64], typed_api.scaled(1.5))
