# Business rules over records (our own program): dicts of strings and
# numbers generated deterministically, scored by rules, grouped, formatted.

COUNTRIES = ("de", "fr", "us", "jp", "br", "in")
TIERS = {"gold": 3.0, "silver": 2.0, "bronze": 1.0}


def make_records(n, seed):
    out = []
    for i in range(n):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        country = COUNTRIES[seed % len(COUNTRIES)]
        tier = ("gold", "silver", "bronze", "none")[(seed >> 8) % 4]
        purchases = [(seed >> k) % 200 for k in range(0, 20, 4)]
        out.append({
            "id": i,
            "name": "user%05d" % i,
            "country": country,
            "tier": tier,
            "age": 18 + seed % 60,
            "purchases": purchases,
            "email": "user%d@%s.example" % (i, country),
        })
    return out, seed


def score(rec):
    s = 0.0
    s += TIERS.get(rec["tier"], 0.0) * 10
    total = sum(rec["purchases"])
    if total > 500:
        s += 5
    elif total > 300:
        s += 2
    if rec["country"] in ("de", "fr"):
        s += 1.5
    if rec["age"] < 25 and rec["tier"] != "none":
        s *= 1.1
    if rec["email"].endswith(".example") and "9" in rec["name"]:
        s += 0.25
    return round(s, 2)


def digest(text):
    h = 0
    for ch in text:
        h = (h * 33 + ord(ch)) % 1000000007
    return h


def run(n):
    """n batches of 200 records: per country the count and best scorer."""
    seed = 7
    h = 0
    for _ in range(n):
        recs, seed = make_records(200, seed)
        by_country = {}
        for rec in recs:
            rec["score"] = score(rec)
            by_country.setdefault(rec["country"], []).append(rec)
        lines = []
        for country in sorted(by_country):
            group = by_country[country]
            top = max(group, key=lambda r: (r["score"], -r["id"]))
            mean = sum([r["score"] for r in group]) / len(group)
            lines.append(f"{country}: {len(group)} best={top['name']} ({top['score']:.2f}) mean={mean:.3f}")
        h = (h * 7 + digest("\n".join(lines))) % 1000000007
    return h


TEST_N = 2
BENCH_N = 150
