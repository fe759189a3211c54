"""Array[T], CheckedDict[K, V], CheckedList[T]."""

import array
import copy
import math
import pickle
import unittest
from typing import Optional

from __static__ import (
    Array, CheckedDict, CheckedList,
    int8, int16, int32, int64, uint8, uint16, uint32, uint64, double, single,
)

FORMATS = {int8: "b", uint8: "B", int16: "h", uint16: "H", int32: "i", uint32: "I",
           int64: "q", uint64: "Q", double: "d", single: "f"}


class Arrays(unittest.TestCase):
    def test_every_element_type(self):
        for T, fmt in FORMATS.items():
            A = Array[T]
            self.assertIs(Array[T], A)
            self.assertEqual(A.__name__, "Array[%s]" % T.__name__)
            a = A(4)
            self.assertEqual(len(a), 4)
            mv = memoryview(a)
            self.assertEqual(mv.format, fmt)
            self.assertEqual(mv.nbytes, 4 * mv.itemsize)
            for i in range(4):
                self.assertEqual(a[i], 0)
                self.assertIs(type(a[i]), T)
            a[1] = 3
            a[-1] = 2
            self.assertEqual(mv[1], 3)  # zero-copy
            self.assertEqual(mv[3], 2)
            self.assertEqual([type(x) for x in a], [T] * 4)
            self.assertEqual(list(a), [0, 3, 0, 2])
            for bad in (4, -5, 100):
                with self.assertRaises(IndexError) as cm:
                    a[bad]
                self.assertEqual(str(cm.exception), "index out of range")
                with self.assertRaises(IndexError):
                    a[bad] = 1
            with self.assertRaises(TypeError) as cm:
                a[0:2]
            self.assertEqual(str(cm.exception), "Static arrays cannot be sliced")
            with self.assertRaises(TypeError) as cm:
                a[0:2] = [1, 2]
            self.assertEqual(str(cm.exception), "Static arrays cannot be sliced")

    def test_int_store_checks(self):
        for T in (int8, int16, int32, int64, uint8, uint16, uint32, uint64):
            a = Array[T](1)
            a[0] = T._max
            self.assertEqual(a[0], T._max)
            a[0] = T._min
            for bad in (T._max + 1, T._min - 1):
                with self.assertRaises(OverflowError) as cm:
                    a[0] = bad
                self.assertEqual(str(cm.exception), "int overflow")
            a[0] = int64(-1)  # primitive -> primitive: wraps
            self.assertEqual(a[0], T(int64(-1)))
            with self.assertRaises(TypeError):
                a[0] = "1"

    def test_float_arrays(self):
        a = Array[single](1)
        a[0] = 0.1
        self.assertEqual(a[0], single(0.1))
        d = Array[double](2)
        d[0] = 3
        self.assertIs(type(d[0]), double)
        self.assertEqual(d[0], 3.0)
        d[1] = math.inf
        self.assertEqual(d[1], math.inf)

    def test_generic_and_misc(self):
        with self.assertRaises(TypeError) as cm:
            Array(3)
        self.assertEqual(str(cm.exception), "cannot create instances of a generic Array")
        with self.assertRaises(TypeError):
            Array[int]
        with self.assertRaises(ValueError):
            Array[int64](-1)
        a = Array[int64](3)
        a[0] = 7
        self.assertEqual(repr(a), "Array[int64]([7, 0, 0])")
        for op in (lambda: a.append(1), lambda: a.pop(), lambda: a.extend([1]), lambda: a.__delitem__(0)):
            with self.assertRaises(TypeError) as cm:
                op()
            self.assertEqual(str(cm.exception), "Static arrays cannot be resized")
        b = copy.copy(a)
        self.assertIs(type(b), Array[int64])
        self.assertEqual(list(b), [7, 0, 0])
        c = pickle.loads(pickle.dumps(a))
        self.assertIs(type(c), Array[int64])
        self.assertEqual(list(c), [7, 0, 0])
        self.assertEqual(len(Array[int8](0)), 0)


class CheckedDicts(unittest.TestCase):
    def test_basic(self):
        D = CheckedDict[str, int]
        self.assertIs(CheckedDict[str, int], D)
        self.assertEqual(D.__name__, "CheckedDict[str, int]")
        d = D({"a": 1}, b=2)
        self.assertIsInstance(d, dict)
        d["c"] = 3
        self.assertEqual(d, {"a": 1, "b": 2, "c": 3})
        with self.assertRaises(TypeError) as cm:
            d[1] = 1
        self.assertEqual(str(cm.exception), "bad key 'int' for CheckedDict[str, int]")
        with self.assertRaises(TypeError) as cm:
            d["x"] = "1"
        self.assertEqual(str(cm.exception), "bad value 'str' for CheckedDict[str, int]")
        with self.assertRaises(TypeError):
            D({1: 1})
        with self.assertRaises(TypeError):
            d.update({"z": None})
        self.assertNotIn("z", d)
        with self.assertRaises(TypeError):
            d.setdefault("q", None)
        self.assertEqual(d.setdefault("q", 5), 5)
        with self.assertRaises(TypeError):
            d |= {"w": 1.5}
        e = d.copy()
        self.assertIs(type(e), D)
        self.assertIs(type(d | {"k": 0}), D)
        self.assertIs(type(D.fromkeys(["a"], 0)), D)
        self.assertIs(type(pickle.loads(pickle.dumps(d))), D)
        with self.assertRaises(TypeError) as cm:
            CheckedDict()
        self.assertEqual(str(cm.exception), "cannot create instances of a generic CheckedDict")

    def test_nested_optional(self):
        D = CheckedDict[int, Optional[CheckedList[str]]]
        self.assertEqual(D.__name__, "CheckedDict[int, Optional[CheckedList[str]]]")
        d = D()
        d[1] = None
        d[2] = CheckedList[str](["a"])
        with self.assertRaises(TypeError) as cm:
            d[3] = ["a"]
        self.assertEqual(str(cm.exception), "bad value 'list' for CheckedDict[int, Optional[CheckedList[str]]]")
        F = CheckedDict[str, float]
        F()["a"] = 1  # float accepts int


class CheckedLists(unittest.TestCase):
    def test_basic(self):
        L = CheckedList[int]
        self.assertIs(CheckedList[int], L)
        self.assertEqual(L.__name__, "CheckedList[int]")
        xs = L([1, 2])
        xs.append(3)
        xs.insert(0, 0)
        xs.extend([4])
        xs += [5]
        xs[0] = 10
        xs[1:2] = [11, 12]
        self.assertEqual(xs, [10, 11, 12, 2, 3, 4, 5])
        for op in (lambda: xs.append("a"), lambda: xs.insert(0, None), lambda: xs.extend([1, "b"]),
                   lambda: xs.__setitem__(0, 1.5), lambda: xs.__setitem__(slice(0, 1), ["x"]),
                   lambda: L(["a"]), lambda: xs.__iadd__([None])):
            with self.assertRaises(TypeError) as cm:
                op()
            self.assertRegex(str(cm.exception), r"^bad value '\w+' for CheckedList\[int\]$")
        self.assertEqual(xs, [10, 11, 12, 2, 3, 4, 5])
        self.assertIs(type(xs[1:3]), L)
        self.assertIs(type(xs + [1]), L)
        self.assertIs(type(xs * 2), L)
        self.assertIs(type(xs.copy()), L)
        self.assertIs(type(pickle.loads(pickle.dumps(xs))), L)


if __name__ == "__main__":
    unittest.main()
