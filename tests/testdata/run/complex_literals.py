# Imaginary literals compile (they were an internal error in lowering):
# the constant 0 + imag·j, with int and float arithmetic around it.


def test_literals():
    return [3j, 0j, -0j, 1.5j, 1e400j, 2j ** 2, (1 + 2j).conjugate(), abs(3 + 4j)]


def test_arithmetic(x=2, y=0.5):
    z = x + 3j
    return [z, z * y, z * 1j, z / 2j, z == complex(2, 3), repr(-1j * x), type(z).__name__]


def test_errors():
    out = []
    for f in (lambda: 1j < 2j, lambda: 1j // 1, lambda: int(2j)):
        try:
            out.append(f())
        except TypeError as e:
            out.append(str(e))
    return out
