# Optional[C] narrowing: fields are typed only where the local is proved
# not None.
from __static__ import int64
from typing import Optional


class Node:
    value: int64

    def __init__(self, value: int64) -> None:
        self.value = value
        self.next: Optional[Node] = None


def narrowings(head: Optional[Node], other: Node | None) -> int64:
    a: int64 = head.value              # ERROR "type mismatch: dynamic cannot be assigned to int64"
    if head is not None:
        a = head.value
    if other:
        a = other.value
    if isinstance(head, Node):
        a = head.value
    if head is not None and other is not None:
        a = head.value + other.value
    if not head:
        return a
    a = head.value
    n: Optional[Node] = head
    while n is not None:
        a += n.value
        n = n.next
    return a


def early(head: Optional[Node]) -> int64:
    if head is None:
        return 0
    return head.value


def takes(n: Node) -> None:
    pass


def mismatch(head: Optional[Node]) -> None:
    takes(head)                        # ERROR "type mismatch: Optional\[Node\] received for positional arg 'n', expected Node"
    takes(None)                        # ERROR "type mismatch: None received for positional arg 'n', expected Node"
