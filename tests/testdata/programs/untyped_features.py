# Feature preprocessing for a ranking service (our own program): raw
# events with 64-bit ids and millisecond timestamps are hashed into
# buckets with masks and shifts, dense values bucketized against sorted
# borders, ragged id lists clipped and flattened with offsets, token
# strings compared and looked up in a vocabulary, and the batch digested.

MASK64 = 0xFFFFFFFFFFFFFFFF
EPOCH_MS = 1_700_000_000_000


def mix(value, buckets):
    h = (value * 0x9E3779B1) & MASK64
    h ^= h >> 29
    h = (h * 0xBF58476D) & MASK64
    h ^= h >> 31
    return (h & 0x7FFFFFFF) % buckets


def bucketize(x, borders):
    lo, hi = 0, len(borders)
    while lo < hi:
        mid = (lo + hi) // 2
        if borders[mid] < x:
            lo = mid + 1
        else:
            hi = mid
    return lo


def make_events(n, seed):
    events = []
    for i in range(n):
        seed = (seed * 6364136223846793005 + 1442695040888963407) & MASK64
        user = seed >> 20
        ts = EPOCH_MS + (seed % 86_400_000)
        ids = [(seed >> k) & 0xFFFFFF for k in range(0, 1 + seed % 24, 3)]
        dense = [((seed >> k) % 1000) / 250.0 - 2.0 for k in range(0, 24, 6)]
        token = ("click", "view", "buy", "share", "skip")[seed % 5]
        events.append((user, ts, ids, dense, token))
    return events, seed


VOCAB = {"click": 1, "view": 2, "buy": 3, "share": 4}


def preprocess(events, borders, max_len):
    values, offsets = [], [0]
    dense_buckets = []
    tokens = []
    recent = 0
    last_ts = EPOCH_MS
    for user, ts, ids, dense, token in events:
        clipped = ids if len(ids) <= max_len else ids[:max_len]
        for raw in clipped:
            values.append(mix(raw ^ user, 100_003))
        values.append(mix(user, 100_003))
        offsets.append(len(values))
        for x in dense:
            dense_buckets.append(bucketize(x, borders))
        if ts - last_ts > 3_600_000 or ts < last_ts:
            recent += 1
        last_ts = ts
        if token == "skip":
            tokens.append(0)
        else:
            tokens.append(VOCAB[token])
    return values, offsets, dense_buckets, tokens, recent


def run(n):
    borders = [-2.0 + i * 0.125 for i in range(33)]
    seed = 12345
    h = 0
    for _ in range(n):
        events, seed = make_events(300, seed)
        values, offsets, dense, tokens, recent = preprocess(events, borders, 5)
        for part in (values, offsets, dense, tokens):
            for v in part:
                h = (h * 31 + v) & MASK64
        h ^= recent
    return h


TEST_N = 2
BENCH_N = 60
