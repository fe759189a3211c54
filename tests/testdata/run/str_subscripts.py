# s[i] on strs: an exact str with an int index reads the character
# directly in compiled code (one-character strs, cached for Latin-1);
# every other case — out of range, a bool or huge index, a slice, a str
# subclass with its own __getitem__ — keeps CPython's behaviour and
# messages.


class Upper(str):
    def __getitem__(self, i):
        return str.__getitem__(self, i).upper()


def _at(s, i):
    try:
        return s[i]
    except (IndexError, TypeError) as e:
        return (type(e).__name__, str(e))


def test_kinds_of_text():
    texts = ["hello", "café", "naïve ü", "日本語テキスト", "emoji 🐍 snake", "", "a"]
    out = []
    for t in texts:
        for i in [0, 1, 3, -1, -2, len(t) - 1, len(t), -len(t), -len(t) - 1, 100]:
            out.append(_at(t, i))
    return out


def test_odd_indexes():
    s = "abcdef"
    return [_at(s, True), _at(s, False), _at(s, 2**70), _at(s, -2**70), _at(s, 2.0), _at(s, None), s[1:3], s[::-1]]


def test_subclass_and_identity():
    u = Upper("abc")
    s = "xyz"
    return [u[0], u[-1], _at(u, 5), s[1] == "y", type(s[0]).__name__]


def test_scanning_loop():
    text = "the quick brown fox jumps over the lazy dog " * 20
    vowels = 0
    spaces = 0
    for i in range(len(text)):
        c = text[i]
        if c == " ":
            spaces += 1
        elif c in "aeiou":
            vowels += 1
    return vowels, spaces, text[-2], text[len(text) // 2]
