# A function that runs interpreted (here: it reads locals()) keeps the
# module's `from __future__ import annotations`: its annotations stay
# text, so a name only a type checker sees does not fail the def.
from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Sequence


def classify(v: Sequence[int] | None) -> Label:
    assert "v" in locals()
    match v:
        case None:
            return "none"
        case [x, *rest]:
            return ("seq", x, len(rest))
        case _:
            return "other"


class Holder:
    def kind(self, v: Undefined) -> Label:
        assert "v" in locals()
        match v:
            case int():
                return "int"
            case _:
                return "other"


def test_annotations_are_text():
    return [classify.__annotations__, Holder.kind.__annotations__]


def test_calls():
    return [classify(None), classify([1, 2, 3]), classify(3.5), Holder().kind(4), Holder().kind("s")]
