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
    a: int64 = head.value              # ERROR "Optional\[narrowing.Node\]: 'NoneType' object has no attribute 'value'"
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
    takes(head)                        # ERROR "type mismatch: Optional\[narrowing.Node\] received for positional arg 'n', expected narrowing.Node"
    takes(None)                        # ERROR "type mismatch: None received for positional arg 'n', expected narrowing.Node"


def assigned(head: Optional[Node], k: int64) -> int64:
    # Assigning a Node to a local declared Optional[Node] narrows it to
    # Node for the rest of the block, until it is assigned again.
    first: Optional[Node] = None
    first = Node(k)
    takes(first)
    b: int64 = first.value
    first = head
    takes(first)                       # ERROR "type mismatch: Optional\[narrowing.Node\] received for positional arg 'n', expected narrowing.Node"
    first = Node(1)
    if k > 0:
        first = None
        takes(first)                   # ERROR "type mismatch: None received for positional arg 'n', expected narrowing.Node"
    return b


def inferred(head: Node, m: int64) -> int64:
    # An unannotated local first assigned an Optional[Node] is one, so a
    # test narrows it.
    nxt = head.next
    while nxt is not None:
        m += nxt.value
        nxt = nxt.next
    return m


def loop_may_not_run(x: Optional[Node], n: int) -> None:
    # The loop may run no iteration: its entry is a path to what follows,
    # even when nothing was narrowed before it.
    while n > 0:
        x = Node(1)
        n -= 1
    x.value  # ERROR "Optional\[narrowing.Node\]: 'NoneType' object has no attribute 'value'"


class Holder:
    def __init__(self) -> None:
        self.x: Optional[int] = None

    def waits(self) -> None:
        while self.x is None:
            pass
        reveal_type(self.x)  # ERROR "reveal_type\(self.x\): 'Optional\[int\]'"


class Chain:
    # A forward reference inside Optional (Optional["Chain"]) is the
    # class, as CinderX resolves it: the field may still be None.
    link: Optional["Chain"]

    def __init__(self) -> None:
        self.link = None

    def second(self) -> Optional["Chain"]:
        return self.link.link  # ERROR "Optional\[narrowing.Chain\]: 'NoneType' object has no attribute 'link'"


class Cell64:
    def __init__(self, b: int64) -> None:
        self.b: int64 = b


def first_dynamic(x) -> int64:
    # A local first bound to a dynamic value and then to an instance is
    # narrowed by that assignment, as CinderX narrows it: its primitive
    # field is an int64 there.
    o = x
    o = Cell64(1)
    reveal_type(o)  # ERROR "reveal_type\(o\): 'Exact\[narrowing.Cell64\]', 'o' has declared type 'dynamic' and local type 'Exact\[narrowing.Cell64\]'"
    return o.b + 1


def first_dynamic_one_path(x, c: bool) -> int64:
    o = x
    if c:
        o = Cell64(1)
    return o.b  # ERROR "mismatched types: expected int64 because of return type, found dynamic instead"


class Box:
    def __init__(self) -> None:
        self.x: Optional[int] = None

    def asserts(self, y) -> None:
        if self.x is not None:
            assert y  # (y's __bool__ may run anything: the field is not narrowed past it)
            reveal_type(self.x)  # ERROR "reveal_type\(self.x\): 'Optional\[int\]'"
