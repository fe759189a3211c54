"""A script importing a sibling Static Python module and a package."""
import __static__
import os
import sys

from __static__ import int64, box
from lib import inc, square
from pkg.tools import twice
import pkg.tools


def main() -> None:
    print("main runs as", __name__)
    x: int64 = 41
    print(box(inc(x)))  # typed from lib's interface: a native call, an int64 result


print("the body runs as", __name__)
if __name__ == "__main__":
    main()
    print(square(int(sys.argv[1])), twice(3), pkg.tools.twice(5))
    print(sys.argv[1:], sys.modules["__main__"].__name__)
    # __file__ is the source's path, as under `python3 app.py`, not the
    # cached extension's: code finds its data beside it.
    print(__file__ == os.path.abspath(sys.argv[0]), os.path.basename(sys.modules["lib"].__file__))
    sys.exit(int(sys.argv[2]))
