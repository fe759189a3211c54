"""`python3 file.py`, `python3 -m mod`, and `import mod` give the same results."""

import os
import re
import unittest

from .support import TMP, run_python, write_module

PROG = '''
"""A program: prints at module level, ends with an uncaught exception."""
from __future__ import annotations
import __static__
from __static__ import int8, int64, uint8, double, box, crange, Array, clen
from typing import Final
import {helper}

SHIFT: Final[int] = 3

def add8(a: int8, b: int8) -> int8:
    return a + b

def tri(n: int64) -> int64:
    t: int64 = 0
    for i in crange(n):
        t += i
    return t

def fails(n: int64) -> int64:
    d: int64 = n - n
    return n // d      # FAIL-HERE

print(add8(100, 100), type(add8(1, 2)).__name__, tri(10), uint8(0) - uint8(1), int64(1) << SHIFT)
print({helper}.twice(120))
try:
    add8(1, "x")
except TypeError as e:
    print("TypeError:", e)
try:
    add8(1, 300)
except OverflowError as e:
    print("OverflowError:", e)
a = Array[int64](3)
a[0] = 5
print(list(a), clen(a), double(7) // 2)
print("main" if __name__ == "__main__" else "imported")
fails(4)       # CALL-HERE
'''

HELPER = '''
import __static__
from __static__ import int8

def twice(x: int8) -> int8:
    return x + x
'''

FILE_LINE = re.compile(r'File "([^"]+)", line (\d+)')


def user_lines(stderr, path):
    return [int(n) for f, n in FILE_LINE.findall(stderr) if f == path]


class Modes(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.helper, _ = write_module(HELPER, "modes_helper")
        cls.name, cls.path = write_module(PROG.format(helper=cls.helper), "modes_prog")

    def runs(self):
        return {
            "script": run_python([self.path]),
            "script -S": run_python(["-S", self.path]),
            "-m": run_python(["-m", self.name]),
            "-S -m": run_python(["-S", "-m", self.name]),
            "import": run_python(["-c", "import " + self.name]),
        }

    def test_same_behaviour(self):
        runs = self.runs()
        expected_out = ("-56 int 45 255 8\n-16\n"
                        "TypeError: add8 expected 'int' for argument b, got 'str'\n"
                        "OverflowError: int overflow\n[5, 0, 0] 3 3.0\n")
        with open(self.path) as f:
            lines = f.read().splitlines()
        call = next(i for i, l in enumerate(lines, 1) if "CALL-HERE" in l)
        fail = next(i for i, l in enumerate(lines, 1) if "FAIL-HERE" in l)
        for mode, r in runs.items():
            with self.subTest(mode=mode):
                where = "imported\n" if mode == "import" else "main\n"
                self.assertEqual(r.stdout, expected_out + where, r.stderr)
                self.assertEqual(r.returncode, 1, r.stderr)
                self.assertEqual(r.stderr.strip().splitlines()[-1],
                                 "ZeroDivisionError: integer division or modulo by zero")
                self.assertTrue(r.stderr.startswith("Traceback (most recent call last):"), r.stderr)
                self.assertEqual(user_lines(r.stderr, self.path), [call, fail], r.stderr)
                self.assertNotIn("RuntimeWarning", r.stderr)

    def test_script_traceback_starts_at_script(self):
        r = run_python([self.path])
        first = FILE_LINE.search(r.stderr)
        self.assertEqual(first.group(1), self.path, r.stderr)

    def test_exit_status(self):
        _, path = write_module('''
            import __static__
            import sys
            from __static__ import int8
            def f(x: int8) -> int8:
                return x * 2
            print(f(100))
            sys.exit(3)
        ''', "modes_exit")
        r = run_python([path])
        self.assertEqual((r.stdout, r.returncode, r.stderr), ("-56\n", 3, ""))
        r = run_python(["-c", "import modes_exit"])
        self.assertEqual((r.stdout, r.returncode, r.stderr), ("-56\n", 3, ""))
        _, path = write_module('''
            import __static__
            print("ok")
        ''', "modes_ok")
        r = run_python([path])
        self.assertEqual((r.stdout, r.returncode, r.stderr), ("ok\n", 0, ""))

    def test_strict_marker(self):
        _, path = write_module('''
            import __strict__
            from __static__ import int8
            def f(x: int8) -> int8:
                return x + 100
            print(f(100), __name__)
        ''', "modes_strict")
        for args in ([path], ["-S", path], ["-c", "import modes_strict"]):
            r = run_python(args)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertEqual(r.stdout.split()[0], "-56", r.stderr)

    def test_unmarked_main_runs_once(self):
        _, path = write_module('''
            from __static__ import int8
            print("once", int8(127) + 1)
        ''', "modes_plain")
        r = run_python([path])
        self.assertEqual((r.stdout, r.returncode), ("once -128\n", 0), r.stderr)

    def test_no_bytecode_cache_of_rewritten_code(self):
        name, path = write_module('''
            import __static__
            from __static__ import int8
            def f(x: int8) -> int8:
                return x + x
        ''', "modes_nocache")
        r = run_python(["-c", "import %s; print(%s.f(100))" % (name, name)],
                       env_extra={"PYTHONDONTWRITEBYTECODE": ""})
        self.assertEqual(r.stdout, "-56\n", r.stderr)
        cache = os.path.join(TMP, "__pycache__")
        leftovers = [f for f in os.listdir(cache) if f.startswith(name)] if os.path.isdir(cache) else []
        self.assertEqual(leftovers, [])


if __name__ == "__main__":
    unittest.main()


class FinalConstants(unittest.TestCase):
    def test_final_constants(self):
        # CinderX's static module names its Final constants of a literal
        # value (no primitive, no computed value) once its body has run.
        from .support import load
        m = load("""
            import __static__
            from __static__ import int64
            from typing import Final
            import typing

            A: Final[int] = 21
            B: Final = "s"
            C: Final[int] = -1
            D: Final[int64] = 3
            E: typing.Final[str] = "t"
            def p() -> str:
                return "x"
            G: Final[str] = p()
            H: Final = None
        """)
        self.assertEqual(m.__final_constants__, ("A", "B", "E", "H"))
