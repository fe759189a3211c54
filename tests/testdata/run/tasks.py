# A small scheduler in the style of the richards benchmark: inheritance,
# overridden typed methods, int64 fields, class constants, a queue.
import __static__
from __static__ import int64, box, cast
from typing import Optional


class Task:
    IDLE: int64 = 0
    count: int64
    priority: int64

    def __init__(self, name: str, priority: int64) -> None:
        self.name = name
        self.priority = priority
        self.count = 0
        self.next: Optional[Task] = None

    def run(self, budget: int64) -> int64:
        self.count += 1
        return budget - 1

    def describe(self) -> str:
        return f"{self.name}:{box(self.count)}"


class Worker(Task):
    def run(self, budget: int64) -> int64:
        self.count += 2
        return budget - self.priority


class Idle(Task):
    def run(self, budget: int64) -> int64:
        self.count += 1
        return budget


class Scheduler:
    def __init__(self) -> None:
        self.head: Optional[Task] = None
        self.steps = 0

    def add(self, t: Task) -> None:
        t.next = self.head
        self.head = t

    def schedule(self, budget: int64) -> int64:
        while budget > 0:
            t = self.head
            progressed = False
            while t is not None:
                task = cast(Task, t)
                new_budget: int64 = task.run(budget)
                if new_budget < budget:
                    progressed = True
                budget = new_budget
                self.steps += 1
                if budget <= 0:
                    break
                t = task.next
            if not progressed:
                break
        return budget


def test_schedule():
    s = Scheduler()
    s.add(Task("t", 1))
    s.add(Worker("w", 3))
    s.add(Idle("i", 0))
    left = s.schedule(50)
    out = []
    t = s.head
    while t is not None:
        out.append(cast(Task, t).describe())
        t = cast(Task, t).next
    return [box(left), s.steps, out]
