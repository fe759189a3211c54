# A def inside a module-level block — the import-fallback idiom, a
# version or platform test, a loop — compiles as a function of the module
# body, bound as a global where it stands (it ran interpreted before).
# Callers look the name up, since the block decides what it is.
import sys
import functools

try:
    from _staticpyc_no_such_module import fast_scale
except ImportError:
    def fast_scale(xs, k=2):
        """Scale each item."""
        return [x * k for x in xs]

if sys.version_info >= (3, 0):
    def describe():
        return "py3"
else:
    def describe():
        return "py2"


def pick():
    return "top"


def call_pick():
    return pick()


PICKED_BEFORE = call_pick()

if len(sys.argv) >= 0:
    def pick():
        return "redefined"

made = []
for i in range(3):
    def maker(j=i):
        return j * 10
    made.append(maker)

while True:
    @functools.lru_cache(maxsize=None)
    def fib(n):
        return n if n < 2 else fib(n - 1) + fib(n - 2)
    break

with open(__file__) as _f:
    def lines_seen():
        return _f.closed

if True:
    def squares(n):
        for i in range(n):
            yield i * i

    counter = [0]

    def bump():
        counter[0] += 1
        return counter[0]

    async def answer():
        return 42


def test_fallback_def():
    return [fast_scale([1, 2]), fast_scale([1], k=5), fast_scale.__name__, fast_scale.__qualname__, fast_scale.__doc__]


def test_version_branch():
    return describe()


def test_redefinition():
    return [PICKED_BEFORE, call_pick(), pick()]


def test_defs_in_a_loop():
    return [f() for f in made] + [made[0].__defaults__ if hasattr(made[0], "__defaults__") else None]


def test_decorated_in_block():
    return [fib(30), fib.cache_info().hits > 0]


def test_with_block():
    return lines_seen()


def test_generator_and_globals():
    bump()
    bump()
    return [list(squares(4)), counter[0]]


def test_coroutine_in_block():
    import asyncio
    return asyncio.run(answer())


def test_module_of_block_defs():
    return [describe.__module__ == __name__, squares.__module__ == __name__]
