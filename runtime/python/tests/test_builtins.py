"""box/unbox/cast/clen/crange/rand and the exported names."""

import ctypes
import ctypes.util
import platform
import subprocess
import sys
import time
import typing
import unittest
from typing import Optional

import __static__
from __static__ import (
    cast, clen, crange, rand, RAND_MAX, posix_clock_gettime_ns, reveal_type,
    inline, final, mutable, dynamic_return, allow_weakrefs, int64, int32, int8, uint64,
)

EXPORTS = """int8 int16 int32 int64 uint8 uint16 uint32 uint64 char size_t ssize_t cbool
double single box unbox cast clen crange inline final mutable dynamic_return allow_weakrefs
Array CheckedDict CheckedList chkdict chklist rand RAND_MAX posix_clock_gettime_ns reveal_type
Enum IntEnum StringEnum prod_assert pydict PyDict
ClassDecorator TClass _donotcompile mixin ContextDecorator ExcContextDecorator""".split()


class Exports(unittest.TestCase):
    def test_names(self):
        ns = {}
        exec("from __static__ import " + ", ".join(EXPORTS), ns)
        self.assertEqual(sorted(__static__.__all__), sorted(EXPORTS))

    def test_unknown(self):
        for name in ("Vector", "sys", "math", "native"):
            with self.assertRaises(ImportError):
                exec("from __static__ import " + name, {})


class Markers(unittest.TestCase):
    def test_markers(self):
        from __static__ import _donotcompile, mixin, ClassDecorator, TClass

        def f(x: int) -> int:
            return x

        class C:
            pass

        # No-ops, as in CinderX: they return what they are given.
        self.assertIs(_donotcompile(f), f)
        self.assertIs(mixin(C), C)
        self.assertIsInstance(TClass, typing.TypeVar)
        self.assertTrue(issubclass(ClassDecorator, typing.Protocol))


class Builtins(unittest.TestCase):
    def test_cast(self):
        self.assertEqual(cast(int, 3), 3)
        self.assertIsNone(cast(Optional[str], None))
        self.assertIsNone(cast(str | None, None))
        self.assertEqual(cast(Optional[str], "a"), "a")
        with self.assertRaises(TypeError) as cm:
            cast(str, 3)
        self.assertEqual(str(cm.exception), "expected 'str', got 'int'")
        with self.assertRaises(TypeError) as cm:
            cast(Optional[str], 3)
        self.assertEqual(str(cm.exception), "expected 'str', got 'int'")
        with self.assertRaises(TypeError) as cm:
            cast(str, None)
        self.assertEqual(str(cm.exception), "expected 'str', got 'NoneType'")

        class C:
            pass
        c = C()
        self.assertIs(cast(C, c), c)

    def test_clen(self):
        r = clen([1, 2, 3])
        self.assertIs(type(r), int64)
        self.assertEqual(r, 3)
        self.assertEqual(clen("ab"), 2)

    def test_crange(self):
        xs = list(crange(4))
        self.assertEqual(xs, [0, 1, 2, 3])
        self.assertEqual({type(x) for x in xs}, {int64})
        self.assertEqual(list(crange(2, 5)), [2, 3, 4])
        self.assertEqual(list(crange(5, 2)), [])
        self.assertEqual(list(crange(int8(3))), [0, 1, 2])
        self.assertEqual(list(crange(2**63 - 2, 2**63 - 1)), [2**63 - 2])
        with self.assertRaises(OverflowError):
            crange(2**63)
        with self.assertRaises(TypeError):
            crange("3")

    def test_decorators(self):
        def f():
            return 1
        for d in (inline, dynamic_return):
            self.assertIs(d(f), f)

        class C:
            pass
        self.assertIs(mutable(C), C)
        self.assertIs(allow_weakrefs(C), C)
        self.assertIs(final(C), C)
        self.assertIs(final, typing.final)
        self.assertEqual(reveal_type(5), 5)

    def test_clock(self):
        t = posix_clock_gettime_ns()
        self.assertIs(type(t), int64)
        self.assertLessEqual(abs(t - time.clock_gettime_ns(time.CLOCK_MONOTONIC)), 10**9)

    def test_rand_matches_glibc(self):
        self.assertEqual(RAND_MAX, 2147483647)
        code = ("from __static__ import rand\n"
                "print(','.join(str(rand()) for _ in range(1000)))\n")
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             env={"PYTHONPATH": __static__.__path__[0].rsplit("/", 1)[0]}).stdout.strip()
        got = [int(x) for x in out.split(",")]
        self.assertEqual(got[:3], [1804289383, 846930886, 1681692777])
        self.assertTrue(all(0 <= x <= RAND_MAX for x in got))
        self.assertIs(type(rand()), int32)
        libc_name = ctypes.util.find_library("c")
        if libc_name and platform.libc_ver()[0] == "glibc":
            code2 = ("import ctypes, ctypes.util\nlibc = ctypes.CDLL(%r)\n"
                     "print(','.join(str(libc.rand()) for _ in range(1000)))\n" % libc_name)
            ref = subprocess.run([sys.executable, "-c", code2], capture_output=True, text=True).stdout.strip()
            self.assertEqual(out, ref)


if __name__ == "__main__":
    unittest.main()


class ContextDecorators(unittest.TestCase):
    def test_each_call_inside(self):
        from __static__ import ContextDecorator, ExcContextDecorator
        log = []

        class Logged(ContextDecorator):
            def __enter__(self):
                log.append("in")
                return self

            def __exit__(self, *exc):
                log.append("out %s" % (exc[0].__name__ if exc[0] else "-"))
                return False

        class Swallow(ExcContextDecorator):
            def __exit__(self, *exc):
                return True

        @Logged()
        def f(a, b=2):
            return a + b

        @Swallow()
        def g():
            raise KeyError

        @Logged()
        async def h():
            return 7

        self.assertEqual((f(1), f.__name__, g()), (3, "f", None))
        import asyncio
        self.assertEqual(asyncio.run(h()), 7)
        with self.assertRaises(TypeError):
            f()  # the call's own TypeError, inside the manager
        self.assertEqual(log, ["in", "out -", "in", "out -", "in", "out TypeError"])
