# A plain module's classes with several bases, as _pyio's BufferedRandom
# (BufferedWriter, BufferedReader): methods of a later base called
# explicitly on the subclass's instance, cooperative super() through a
# diamond, and overriding across bases.


class Stream:
    def __init__(self, name):
        self.name = name
        self.log = []

    def describe(self):
        return "stream " + self.name


class Reader(Stream):
    def __init__(self, name, data):
        Stream.__init__(self, name)
        self.data = list(data)

    def read(self, n):
        out, self.data = self.data[:n], self.data[n:]
        self.log.append(("read", n))
        return out

    def describe(self):
        return "reader, " + super().describe()


class Writer(Stream):
    def __init__(self, name):
        Stream.__init__(self, name)
        self.written = []

    def write(self, items):
        self.written.extend(items)
        self.log.append(("write", len(items)))
        return len(items)

    def describe(self):
        return "writer, " + super().describe()


class Random(Writer, Reader):
    def __init__(self, name, data):
        Reader.__init__(self, name, data)
        Writer.__init__(self, name)

    def read(self, n):
        self.log.append("flush")
        return Reader.read(self, n)

    def copy(self, n):
        return self.write(self.read(n))


def test_explicit_base_calls():
    r = Random("r", range(6))
    got = (r.copy(2), Reader.read(r, 1), r.read(1), r.written, r.data, r.log)
    return got, isinstance(r, Reader), isinstance(r, Writer)


def test_cooperative_super_through_a_diamond():
    return Random("d", "ab").describe(), [k.__name__ for k in Random.__mro__]


def describe_reader(x):
    return Reader.describe(x)


def test_later_base_method_on_a_subclass():
    return describe_reader(Random("s", "")), describe_reader(Reader("t", ""))
