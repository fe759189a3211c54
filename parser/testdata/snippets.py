"""Module docstring."""
from __future__ import annotations
import os, sys as system, a.b.c as d
from . import x
from .. import (y as z, w,)
from ...pkg.mod import *
from .... import q
def f(a, b: int = 1, /, c=2, *args: str, d, e: "x" = 3, **kw) -> None:
    """Doc."""
    return a
def g(*, a, b=1): pass
def h(a, /): pass
def k(*a, **b,): pass
async def co(x):
    await x
    async for i in x: pass
    async with a as b, c: pass
    return [i async for i in x if await i]
@dec
@dec.attr(1, 2)
@(lambda f: f)
class C(B, metaclass=M, **kw):
    x: int
    y: int = 1
    (z): int = 2
    a.b: str
    c[0]: list = []
    def m(self): ...
x = y = z = 1
a, *b = c
[a, b] = c, d
(a, b), c = x
a.b[c].d = 1
x += 1; y -= 2; z *= 3; w /= 4; v //= 5; u %= 6; t **= 7; s >>= 8; r <<= 9; q &= 10; p |= 11; o ^= 12; n @= 13
x = yield
x = yield from y
if a: pass
elif b: pass
elif c:
    pass
else:
    pass
while x:
    break
else:
    continue
for i in range(10):
    pass
else:
    pass
for x, in y: pass
for (a, b), *c in d: pass
try:
    pass
except ValueError as e:
    raise
except (A, B):
    raise X from e
except:
    pass
else:
    pass
finally:
    pass
try:
    pass
except* ValueError:
    pass
except* (TypeError, KeyError) as eg:
    pass
try: pass
finally: pass
with a: pass
with a as b, c as d: pass
with (a as b, c as d): pass
with (a as b, c as d,): pass
with (a, b): pass
with (a, b) as c: pass
with (yield): pass
with (a): pass
with (a)(b) as c: pass
with a as (b, c): pass
with a as [b, *c]: pass
global a, b
nonlocal c
del a, b[0], c.d, (e, f), [g]
assert x
assert x, "msg"
raise
print(x, end="")
x = -2 ** 2
x = (-2) ** -2
x = not a == b
x = a if b else c if d else e
x = lambda: 0
x = lambda a, b=1, *c, d, e=2, **f: a
x = lambda *, a: a
x = lambda a, /, b: a
x = (y := 10)
x = [y := 1, y ** 2]
f(x := 1)
x = a < b <= c > d >= e == f != g in h not in i is j is not k
x = a or b and not c or d
x = a | b ^ c & d << e >> f + g - h * i / j // k % l @ m
x = ~a + +b - -c
x = await_ = 1
x = a.b.c(d)[e](f)
x = a[1:2]
x = a[1:2:3]
x = a[::]
x = a[:]
x = a[:, 1]
x = a[1:2, ::3]
x = a[1:2,]
x = a[x, y]
x = a[(x, y)]
x = a[*b]
x = a[*b, c]
x = a[b:=1]
x = (1, 2, 3)
x = (1,)
x = ()
x = []
x = [1, 2, *a]
x = {}
x = {1: 2, **a, 3: 4}
x = {1, 2, *a}
x = {**a}
x = [i for i in x]
x = [i for i in x if i if not i for j in i]
x = {i for i in x}
x = {i: j for i, j in x}
x = (i for i in x)
f(i for i in x)
f(a, *b, *c, d=1, **e, **f)
f(a)(b)(c)
f(*a, b)
f(a=1, *b)
x = 1, 2
x = 1, 2,
x = *a, *b
return_ = 1
x = 0x1F + 0o17 + 0b101 + 1_000_000 + 0 + 00 + 0_0
x = 1.5 + 1. + .5 + 1e10 + 1E-5 + 1_0.0_1e+1_0 + 3.14j + 1J + 0j + 1e400
x = 123456789012345678901234567890
x = 0xFFFF_FFFF_FFFF_FFFF_FFFF
x = 'a' "b" '''c''' """d"""
x = r'\n' R"\d" u'uni' U"u"
x = b'x' B"y" rb'\x' Rb"z" bR'w' BR'v'
x = '\n\t\r\\\'\"\a\b\f\v\0\12\123\x41\u00e9\U0001F600'
x = b'\n\x00\xff\777'
x = 'line\
continued'
x = """multi
line
string"""
x = 'é中文😀'
x = '\d\w'
x = f'{a}'
x = f'{a!r} {b!s} {c!a}'
x = f'{a:>10} {b:{c}.{d}f}'
x = f'{a=}' f'{b = }' f'{c=!r}' f'{d=:10}'
x = f'{{}} {{a}}'
x = f'a' 'b' f'c{d}e' 'f'
x = 'a' f'b'
x = f''
x = f'{x:}'
x = f'{"nested"}'
x = f"{'a' if b else 'c'}"
x = f'{a["k"]}'
x = f'{a, b}'
x = f'{ a }'
x = f'{x:{y}}'
x = f'''
{a}
{b!r:>{c}}
'''
x = rf'\n{a}\d'
x = fr'\n{a}'
x = F'{a}'
x = f'{(lambda: 1)()}'
x = f'{a:=^10}'
x = f'{a!r:}'
x = f'{3.14:.2f}'
x = f'{a}{b}{c}'
x = f'{{{a}}}'
x = ...
x = None, True, False
x = a.b.c
print
x = [
    1,
    2,
]
x = (1 +
     2)
x = 1 + \
    2
if x:
    # comment
    pass

    # blank lines with comments

    y = 1
def outer():
    def inner():
        nonlocal x
        x = 1
    return inner
class D: pass
class E(): pass
class F(object,): x = 1; y = 2
match x:
    case 1:
        pass
    case -1 | 1.5 | 2j | -3+4j | 'str' | b'bytes' | None | True | False:
        pass
    case a.b | a.b.c:
        pass
    case [a, b, *rest]:
        pass
    case (a, b, *_):
        pass
    case []:
        pass
    case ():
        pass
    case (a,):
        pass
    case (a):
        pass
    case {'k': v, 1: w, a.b: c, **rest}:
        pass
    case {}:
        pass
    case Point(x=0, y=0):
        pass
    case Point(1, 2, z=3):
        pass
    case Point():
        pass
    case a.B(c):
        pass
    case [Point(x=0, y=0), *_] as p if p:
        pass
    case a, b:
        pass
    case a, *b:
        pass
    case *a, b:
        pass
    case _:
        pass
    case x if x > 0:
        pass
    case (1 | 2) as y:
        pass
match (x, y):
    case _: pass
match x, y:
    case _: pass
match -x:
    case _: pass
match = 1
match.x = 2
match(x)
match[x]
match[x]: int = 1
case = 2
_ = 3
type = 4
x = [match, case, _]
def match(case): return case
x = 1 if y else 2
x = [a for a in b if c if d]
x = [a for b in c for a in b]
x = {a: b for a, b in c if d}
x = (yield)
x = a[b][c]
x = a(b)(c)
x = a.b().c[d]
x = not not a
x = - - a
x = a ** b ** c
x = a ** -b
x = (a) ** b
x = await_a
x = 'a' 'b' \
    'c'
x = {'a': 1,
     'b': 2}
x = [*a, *b]
x = {**a, 'b': 1}
x = a if b else(c)
x = a[b, c:d]
del (a), [b]
del (a, b)
for x in *a, *b: pass
for x in a, b: pass
x = [*range(3)]
x = (*a,)
x = f(**{'a': 1})
x = a @ b
x @= c
x = 1; y = 2;
if True: x = 1; y = 2
while False: pass
lambda: (yield)
x = lambda: lambda: 1
x = [lambda: i for i in range(3)]
x = 1 if 2 else 3 if 4 else 5
x = a.b.c.d.e.f
x = a[b[c[d]]]
x = 'a\
b'
x = '''a\
b'''
def f(a, b, c, *, d, e, f, **g): pass
def f(a=1, b=2, *c, d=3, e, **f): pass
def f(a, b=1, /, c=2): pass
def f(*args: *Ts): pass
