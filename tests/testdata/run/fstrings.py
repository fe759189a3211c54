# f-strings: the parts are formatted left to right and joined from an
# array (CPython's BUILD_STRING); a part that raises releases the parts
# made before it; conversions, nested format specs, non-str constants of
# str subclasses' __format__ and __str__, and empty and one-part strings.


class Loud:
    def __format__(self, spec):
        return "<loud %s>" % spec

    def __str__(self):
        return "loud-str"

    def __repr__(self):
        return "Loud()"


class Boom:
    def __format__(self, spec):
        raise ValueError("boom " + spec)


class MyStr(str):
    def __format__(self, spec):
        return "mystr:" + spec


def test_parts():
    x, y = 7, 2.5
    name = "ab"
    return [
        f"",
        f"{x}",
        f"plain",
        f"x={x} y={y:.3f} name={name!r} {name!s:>5}|{Loud()!a}",
        f"{Loud()}|{Loud():spec}|{Loud()!s}|{Loud()!r}",
        f"{x:{'>'}{x}}|{y:{x}.{x - 5}f}",
        f"{MyStr('q')}|{MyStr('q'):z}|{MyStr('q')!s}",
        f"{'nested ' + f'{x + 1}'}",
        f"{[1, 2]}{ {'k': 1} }{(1,)}",
    ]


def test_raising_part():
    out = []
    for i in range(3):
        try:
            out.append(f"{i}-{'a' * i}-{Boom():x{i}}-{i}")
        except ValueError as e:
            out.append(str(e))
    try:
        out.append(f"{1}{undefined_name}")  # noqa: F821
    except NameError as e:
        out.append(str(e))
    return out


def test_many_parts():
    vals = list(range(40))
    s = f"{vals[0]}{vals[1]}{vals[2]}{vals[3]}{vals[4]}{vals[5]}{vals[6]}{vals[7]}{vals[8]}{vals[9]}" \
        f"{vals[10]}.{vals[11]}.{vals[12]}.{vals[13]}.{vals[14]}.{vals[15]}.{vals[16]}.{vals[17]}"
    return [s, len(s), f"{'é'}{'✓'}{chr(0x1F600)}{'a'}", f"{'x' * 1000}"[-3:]]
