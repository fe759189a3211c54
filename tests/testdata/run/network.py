# A small propagation network written the way real Static Python programs
# (CinderX's benchmarks) are: @final classes with typed fields, an IntEnum,
# `C | None` fields and locals narrowed by tests and by assignment,
# CheckedLists built from displays and comprehensions, methods that only
# subclasses define, @inline helpers, a global set to None then to an
# object, len() of a class with __len__.
from __future__ import annotations

import __static__

from __static__ import CheckedList, box, cast, cbool, clen, int64, inline
from typing import final
from enum import IntEnum


class Flow(IntEnum):
    NONE = 0
    AHEAD = 1
    BACK = -1


@final
class Rank:
    def __init__(self, level: int64, label: str) -> None:
        self.level: int64 = level
        self.label: str = label


TOP = Rank(0, "top")
MID = Rank(1, "mid")
LOW = Rank(2, "low")


@inline
def outranks(a: Rank, b: Rank) -> cbool:
    return a.level < b.level


@inline
def lower_of(a: Rank, b: Rank) -> Rank:
    return a if a.level > b.level else b


class Rule:
    def __init__(self, rank: Rank) -> None:
        self.rank: Rank = rank

    def fire(self, stamp: int64) -> Rule | None:
        # holds() is defined by the subclasses only: called through the
        # object (CinderX's dynamic call).
        self.decide(stamp)
        if not self.holds():
            return None
        out = self.target()
        before = out.owner
        if before is not None:
            before.release()
        out.owner = self
        out.stamp = stamp
        return before

    def decide(self, stamp: int64) -> None:
        pass

    def target(self) -> Node:
        raise NotImplementedError()

    def apply(self) -> None:
        pass


@final
class Pin(Rule):
    def __init__(self, node: Node, rank: Rank) -> None:
        Rule.__init__(self, rank)
        self.node: Node = node
        self.on: cbool = False
        node.rules.append(self)

    def decide(self, stamp: int64) -> None:
        self.on = self.node.stamp != stamp and outranks(self.rank, self.node.rank)

    def holds(self) -> cbool:
        return self.on

    def release(self) -> None:
        self.on = False

    def target(self) -> Node:
        return self.node


@final
class Copy(Rule):
    def __init__(self, a: Node, b: Node, rank: Rank) -> None:
        Rule.__init__(self, rank)
        self.a: Node = a
        self.b: Node = b
        self.flow: Flow = Flow.NONE
        a.rules.append(self)
        b.rules.append(self)

    def decide(self, stamp: int64) -> None:
        if self.a.stamp == stamp:
            self.flow = Flow.AHEAD
        elif self.b.stamp == stamp:
            self.flow = Flow.BACK
        else:
            self.flow = Flow.AHEAD if outranks(self.a.rank, self.b.rank) else Flow.BACK

    def holds(self) -> cbool:
        if self.flow != Flow.NONE:
            return True
        return False

    def release(self) -> None:
        self.flow = Flow.NONE

    def source(self) -> Node:
        return self.a if self.flow == Flow.AHEAD else self.b

    def target(self) -> Node:
        return self.b if self.flow == Flow.AHEAD else self.a

    def apply(self) -> None:
        src = self.source()
        out = self.target()
        out.value = src.value * 2 + 1
        out.rank = lower_of(self.rank, src.rank)


@final
class Node:
    def __init__(self, name: str, value: int64 = 0) -> None:
        self.name: str = name
        self.value: int64 = value
        self.rules: CheckedList[Rule] = []
        self.owner: Rule | None = None
        self.stamp: int64 = 0
        self.rank: Rank = LOW

    def free(self) -> cbool:
        return self.stamp == 0 and cbool(self.owner is None)


@final
class Plan:
    def __init__(self) -> None:
        self.steps: CheckedList[Rule] = []
        self.stamp: int64 = 0

    def __len__(self):
        return len(self.steps)

    def next_stamp(self) -> int64:
        self.stamp = self.stamp + 1
        return self.stamp

    def add(self, r: Rule) -> None:
        overridden = r.fire(self.next_stamp())
        while overridden is not None:
            overridden = overridden.fire(self.stamp)
        self.steps.append(r)

    def run(self) -> None:
        for r in self.steps:
            r.apply()


plan = None


def fresh_plan() -> Plan:
    global plan
    plan = Plan()
    return plan


def current_plan() -> Plan:
    global plan
    return plan


def settle(seeds: CheckedList[Rule]) -> int64:
    # Breadth-first over the rules reachable from the seeds.
    todo: CheckedList[Rule] = [s for s in seeds]
    seen: int64 = 0
    while clen(todo):
        r = todo.pop(0)
        seen += 1
        if seen > 50:
            break
        out = r.target()
        for other in out.rules:
            if other is not r and other.holds():
                todo.append(other)
    return seen


def chain(n: int64) -> list:
    p = fresh_plan()
    first: Node | None = None
    last: Node | None = None
    prev: Node | None = None
    i: int64 = 0
    while i < n:
        v = Node("n%s" % box(i), i)
        if prev is not None:
            p.add(Copy(prev, v, MID))
        if i == 0:
            first = v
        last = v
        prev = v
        i = i + 1
    first = cast(Node, first)
    last = cast(Node, last)
    pin = Pin(first, TOP)
    current_plan().add(pin)
    seeds: CheckedList[Rule] = [pin]
    visited = settle(seeds)
    first.value = 3
    p.run()
    return [box(first.value), box(last.value), last.rank.label, len(p), box(visited),
            box(first.free()), first.owner is pin, type(first.rules).__name__]


def test_chain():
    return [chain(1), chain(2), chain(6)]


def test_global_plan():
    global plan
    plan = None
    before = plan is None
    p = fresh_plan()
    return [before, current_plan() is p, box(p.next_stamp()), box(p.next_stamp())]


def test_enum_and_inline():
    a = Node("a", 1)
    b = Node("b", 2)
    c = Copy(a, b, TOP)
    c.decide(int64(7))
    f1 = int(c.flow)
    b.stamp = 7
    c.decide(int64(7))
    return [f1, int(c.flow), Flow.BACK.name, lower_of(TOP, LOW).label, box(outranks(TOP, LOW))]

# CALL: chain(4)
