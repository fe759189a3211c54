# str constants, made at import from a table (sp.consts.text): names
# interned as CPython interns them (identity between equal literals),
# other text decoded with its length (NULs and non-ASCII included),
# and constants of other kinds made in line between runs of them.
import __static__

NUL = "a\x00b"
ACCENTS = "été ✓ \U0001F600"
EMPTY = ""
BIG = 12345678901234567890
SPACED = "two words"
NAME = "plain_name"


def f(x):
    return x


def test_texts():
    return [NUL, len(NUL), NUL[1] == "\x00", ACCENTS, len(ACCENTS), EMPTY, len(EMPTY), SPACED, NAME]


def test_identity_of_names():
    a = "plain_name"
    return [a is NAME, f("plain_name") is NAME, "some_id" is "some_id"]


def test_other_constants_between():
    return [BIG, BIG + 1, (1, "x", 2.5), b"by\x00tes"]
