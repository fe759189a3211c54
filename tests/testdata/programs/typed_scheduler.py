# untyped_scheduler.py in Static Python: the same scheduler with typed
# fields (int64, cbool-free bools, Optional links), a CheckedList of tasks
# and typed methods overridden by the task kinds.
import __static__
from __static__ import CheckedList, box, cast, int64
from typing import Final, Optional

IDLE: Final[int] = 0
WORKER: Final[int] = 1
HANDLER_A: Final[int] = 2
HANDLER_B: Final[int] = 3
DEVICE_A: Final[int] = 4
DEVICE_B: Final[int] = 5


class Packet:
    ident: int64
    kind: int64
    count: int64

    def __init__(self, link: Optional["Packet"], ident: int64, kind: int64) -> None:
        self.link: Optional[Packet] = link
        self.ident = ident
        self.kind = kind
        self.count = 0
        self.data: CheckedList[int] = [0, 0, 0, 0]

    def append_to(self, queue: Optional["Packet"]) -> "Packet":
        self.link = None
        if queue is None:
            return self
        p: Packet = queue
        while True:
            nxt = p.link
            if nxt is None:
                break
            p = cast(Packet, nxt)
        p.link = self
        return queue


class Task:
    ident: int64
    priority: int64
    runs: int64

    def __init__(self, sched: "Scheduler", ident: int64, priority: int64, queue: Optional[Packet]) -> None:
        self.sched: Scheduler = sched
        self.ident = ident
        self.priority = priority
        self.queue: Optional[Packet] = queue
        self.waiting: bool = queue is not None
        self.held: bool = False
        self.link: Optional[Task] = None
        self.runs = 0

    def runnable(self) -> bool:
        return not self.held and (not self.waiting or self.queue is not None)

    def take(self) -> Optional[Packet]:
        p = self.queue
        if p is None:
            return None
        self.queue = p.link
        self.waiting = False
        return p

    def receive(self, packet: Packet) -> None:
        self.queue = packet.append_to(self.queue)

    def step(self, packet: Optional[Packet]) -> Optional["Task"]:
        raise NotImplementedError


class IdleTask(Task):
    seed: int64
    count: int64

    def __init__(self, sched: "Scheduler", ident: int64, priority: int64, count: int64) -> None:
        Task.__init__(self, sched, ident, priority, None)
        self.seed = 1
        self.count = count

    def step(self, packet: Optional[Packet]) -> Optional[Task]:
        self.count -= 1
        if self.count == 0:
            return self.sched.hold_self()
        if self.seed & 1 == 0:
            self.seed >>= 1
            return self.sched.release(DEVICE_A)
        self.seed = (self.seed >> 1) ^ 0xD008
        return self.sched.release(DEVICE_B)


class WorkerTask(Task):
    dest: int64
    letter: int64

    def __init__(self, sched: "Scheduler", ident: int64, priority: int64, queue: Optional[Packet]) -> None:
        Task.__init__(self, sched, ident, priority, queue)
        self.dest = HANDLER_A
        self.letter = 0

    def step(self, packet: Optional[Packet]) -> Optional[Task]:
        if packet is None:
            return self.sched.wait()
        self.dest = int64(HANDLER_B) if self.dest == HANDLER_A else int64(HANDLER_A)
        packet.ident = self.dest
        packet.count = 0
        for i in range(4):
            self.letter += 1
            if self.letter > 26:
                self.letter = 1
            packet.data[i] = box(self.letter)
        return self.sched.send(packet)


class HandlerTask(Task):
    def __init__(self, sched: "Scheduler", ident: int64, priority: int64, queue: Optional[Packet]) -> None:
        Task.__init__(self, sched, ident, priority, queue)
        self.work: Optional[Packet] = None
        self.devices: Optional[Packet] = None

    def step(self, packet: Optional[Packet]) -> Optional[Task]:
        if packet is not None:
            if packet.kind == WORKER:
                self.work = packet.append_to(self.work)
            else:
                self.devices = packet.append_to(self.devices)
        work = self.work
        if work is not None:
            if work.count < 4:
                dev = self.devices
                if dev is not None:
                    self.devices = dev.link
                    dev.count = int64(work.data[box(work.count)])
                    work.count += 1
                    return self.sched.send(dev)
            else:
                self.work = work.link
                return self.sched.send(work)
        return self.sched.wait()


class DeviceTask(Task):
    total: int64

    def __init__(self, sched: "Scheduler", ident: int64, priority: int64, queue: Optional[Packet]) -> None:
        Task.__init__(self, sched, ident, priority, queue)
        self.pending: Optional[Packet] = None
        self.total = 0

    def step(self, packet: Optional[Packet]) -> Optional[Task]:
        if packet is None:
            p = self.pending
            if p is None:
                return self.sched.wait()
            self.pending = None
            return self.sched.send(p)
        self.pending = packet
        self.total += packet.count
        return self.sched.hold_self()


class Scheduler:
    switches: int64

    def __init__(self) -> None:
        self.tasks: CheckedList[Task] = []
        self.head: Optional[Task] = None
        self.current: Optional[Task] = None
        self.switches = 0

    def add(self, task: Task) -> None:
        # Tasks are added in the order of their idents.
        self.tasks.append(task)
        head = self.head
        if head is None:
            self.head = task
            return
        t: Task = cast(Task, head)
        if t.priority < task.priority:
            task.link = t
            self.head = task
            return
        while True:
            nxt = t.link
            if nxt is None:
                break
            n: Task = cast(Task, nxt)
            if n.priority < task.priority:
                break
            t = n
        task.link = t.link
        t.link = task

    def me(self) -> Task:
        return cast(Task, self.current)

    def hold_self(self) -> Optional[Task]:
        cur = self.me()
        cur.held = True
        return cur.link

    def wait(self) -> Optional[Task]:
        cur = self.me()
        cur.waiting = True
        return cur

    def release(self, ident: int) -> Optional[Task]:
        t = self.tasks[ident]
        t.held = False
        cur = self.me()
        if t.priority > cur.priority:
            return t
        return cur

    def send(self, packet: Packet) -> Optional[Task]:
        t = self.tasks[box(packet.ident)]
        cur = self.me()
        packet.ident = cur.ident
        t.receive(packet)
        if t.waiting and t.queue is packet:
            t.waiting = True
            if t.priority > cur.priority:
                return t
        return cur

    def schedule(self) -> None:
        t = self.head
        while t is not None:
            if t.runnable():
                self.current = t
                self.switches += 1
                t.runs += 1
                packet = t.take() if t.waiting or t.queue is not None else None
                t = t.step(packet)
            else:
                t = t.link


def build(count: int64) -> Scheduler:
    s = Scheduler()
    s.add(IdleTask(s, IDLE, 0, count))
    q = Packet(None, WORKER, WORKER)
    q = Packet(q, WORKER, WORKER)
    s.add(WorkerTask(s, WORKER, 1000, q))
    q = Packet(None, DEVICE_A, DEVICE_A)
    q = Packet(q, DEVICE_A, DEVICE_A)
    q = Packet(q, DEVICE_A, DEVICE_A)
    s.add(HandlerTask(s, HANDLER_A, 2000, q))
    q = Packet(None, DEVICE_B, DEVICE_A)
    q = Packet(q, DEVICE_B, DEVICE_A)
    q = Packet(q, DEVICE_B, DEVICE_A)
    s.add(HandlerTask(s, HANDLER_B, 3000, q))
    s.add(DeviceTask(s, DEVICE_A, 4000, None))
    s.add(DeviceTask(s, DEVICE_B, 5000, None))
    return s


def run(n: int) -> int:
    digest = 0
    for r in range(n):
        s = build(1000 + int64(r))
        s.schedule()
        runs: int64 = 0
        for t in s.tasks:
            runs += t.runs
        a = cast(DeviceTask, s.tasks[DEVICE_A])
        b = cast(DeviceTask, s.tasks[DEVICE_B])
        digest = (digest * 31 + box(s.switches + runs + a.total * 7 + b.total)) % 1000000007
    return digest


TEST_N = 2
BENCH_N = 8
