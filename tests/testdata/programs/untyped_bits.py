# A decompressor's inner loops in plain Python (our own program): a
# canonical Huffman code built from symbol frequencies, an encoder that
# packs codes into bytes, a bit reader class that refills a bit buffer
# from a bytes object and decodes by walking (length, code) pairs through
# a dict, a move-to-front and run-length stage over lists, and a
# table-driven CRC-32 of the result.


def crc_table():
    table = []
    for n in range(256):
        c = n
        for _ in range(8):
            if c & 1:
                c = 0xEDB88320 ^ (c >> 1)
            else:
                c >>= 1
        table.append(c)
    return table


CRC_TABLE = crc_table()


def crc32(data):
    c = 0xFFFFFFFF
    for b in data:
        c = CRC_TABLE[(c ^ b) & 0xFF] ^ (c >> 8)
    return c ^ 0xFFFFFFFF


def code_lengths(freqs):
    # Package-merge would be exact; repeated pairing of the two lightest
    # nodes (sorted lists, no heap) is enough here.
    nodes = [(f, [s]) for s, f in sorted(freqs.items()) if f > 0]
    lengths = {s: 0 for s, _ in nodes for s in _}
    if len(nodes) == 1:
        lengths[nodes[0][1][0]] = 1
        return lengths
    while len(nodes) > 1:
        nodes.sort(key=lambda n: (n[0], n[1][0]))
        (fa, sa), (fb, sb) = nodes[0], nodes[1]
        for s in sa + sb:
            lengths[s] += 1
        nodes = nodes[2:] + [(fa + fb, sa + sb)]
    return lengths


def canonical_codes(lengths):
    codes = {}
    code = 0
    prev = 0
    for s, n in sorted(lengths.items(), key=lambda kv: (kv[1], kv[0])):
        code <<= n - prev
        codes[s] = (n, code)
        code += 1
        prev = n
    return codes


def encode(symbols, codes):
    out = bytearray()
    acc = 0
    nbits = 0
    for s in symbols:
        n, c = codes[s]
        acc = (acc << n) | c
        nbits += n
        while nbits >= 8:
            nbits -= 8
            out.append((acc >> nbits) & 0xFF)
        acc &= (1 << nbits) - 1
    if nbits:
        out.append((acc << (8 - nbits)) & 0xFF)
    return bytes(out)


class BitReader(object):
    def __init__(self, data):
        self.data = data
        self.pos = 0
        self.buf = 0
        self.bits = 0

    def need(self, n):
        while self.bits < n:
            b = self.data[self.pos] if self.pos < len(self.data) else 0
            self.pos += 1
            self.buf = (self.buf << 8) | b
            self.bits += 8

    def peek(self, n):
        self.need(n)
        return (self.buf >> (self.bits - n)) & ((1 << n) - 1)

    def skip(self, n):
        self.bits -= n
        self.buf &= (1 << self.bits) - 1

    def read(self, n):
        v = self.peek(n)
        self.skip(n)
        return v


def decode(data, codes, count):
    table = {}
    maxlen = 0
    for s, (n, c) in codes.items():
        table[n, c] = s
        if n > maxlen:
            maxlen = n
    r = BitReader(data)
    out = []
    for _ in range(count):
        n = 1
        while True:
            sym = table.get((n, r.peek(n)))
            if sym is not None:
                r.skip(n)
                out.append(sym)
                break
            n += 1
            if n > maxlen:
                raise ValueError("bad code")
    return out


def move_to_front(symbols):
    order = list(range(16))
    out = []
    for s in symbols:
        i = order.index(s)
        out.append(i)
        if i:
            order.pop(i)
            order.insert(0, s)
    return out


def run_lengths(xs):
    out = []
    i = 0
    while i < len(xs):
        j = i
        while j < len(xs) and xs[j] == xs[i]:
            j += 1
        out.append((xs[i], j - i))
        i = j
    return out


def run(n):
    seed = 2024
    total = 0
    for r in range(n):
        symbols = []
        for _ in range(600):
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            k = seed >> 16
            symbols.append((k % 7) if k & 3 else (k % 16))
        mtf = move_to_front(symbols)
        freqs = {}
        for s in mtf:
            freqs[s] = freqs.get(s, 0) + 1
        codes = canonical_codes(code_lengths(freqs))
        packed = encode(mtf, codes)
        back = decode(packed, codes, len(mtf))
        if back != mtf:
            raise AssertionError("round trip failed")
        runs = run_lengths(back)
        total = (total + crc32(packed) + len(runs) * 7 + r) % 1000000007
    return total


TEST_N = 2
BENCH_N = 40
