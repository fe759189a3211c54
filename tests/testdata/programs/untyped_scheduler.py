# An operating-system-style task scheduler in the spirit of the classic
# richards benchmark (our own program): task control blocks on a priority
# list, packets passed between an idle task, workers, handlers and devices,
# all plain classes with attributes and overridden methods.

IDLE, WORKER, HANDLER_A, HANDLER_B, DEVICE_A, DEVICE_B = range(6)
TASK_COUNT = 6


class Packet:
    def __init__(self, link, ident, kind):
        self.link = link
        self.ident = ident
        self.kind = kind
        self.count = 0
        self.data = [0, 0, 0, 0]

    def append_to(self, queue):
        self.link = None
        if queue is None:
            return self
        p = queue
        while p.link is not None:
            p = p.link
        p.link = self
        return queue


class Task:
    def __init__(self, sched, ident, priority, queue):
        self.sched = sched
        self.ident = ident
        self.priority = priority
        self.queue = queue
        self.waiting = queue is not None
        self.held = False
        self.link = None
        self.runs = 0

    def runnable(self):
        return not self.held and (not self.waiting or self.queue is not None)

    def take(self):
        p = self.queue
        if p is None:
            return None
        self.queue = p.link
        self.waiting = False
        return p

    def receive(self, packet):
        self.queue = packet.append_to(self.queue)

    def step(self, packet):
        raise NotImplementedError


class IdleTask(Task):
    def __init__(self, sched, ident, priority, count):
        Task.__init__(self, sched, ident, priority, None)
        self.seed = 1
        self.count = count

    def step(self, packet):
        self.count -= 1
        if self.count == 0:
            return self.sched.hold_self()
        if self.seed & 1 == 0:
            self.seed >>= 1
            return self.sched.release(DEVICE_A)
        self.seed = (self.seed >> 1) ^ 0xD008
        return self.sched.release(DEVICE_B)


class WorkerTask(Task):
    def __init__(self, sched, ident, priority, queue):
        Task.__init__(self, sched, ident, priority, queue)
        self.dest = HANDLER_A
        self.letter = 0

    def step(self, packet):
        if packet is None:
            return self.sched.wait()
        self.dest = HANDLER_B if self.dest == HANDLER_A else HANDLER_A
        packet.ident = self.dest
        packet.count = 0
        for i in range(4):
            self.letter += 1
            if self.letter > 26:
                self.letter = 1
            packet.data[i] = self.letter
        return self.sched.send(packet)


class HandlerTask(Task):
    def __init__(self, sched, ident, priority, queue):
        Task.__init__(self, sched, ident, priority, queue)
        self.work = None
        self.devices = None

    def step(self, packet):
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
                    dev.count = work.data[work.count]
                    work.count += 1
                    return self.sched.send(dev)
            else:
                self.work = work.link
                return self.sched.send(work)
        return self.sched.wait()


class DeviceTask(Task):
    def __init__(self, sched, ident, priority, queue):
        Task.__init__(self, sched, ident, priority, queue)
        self.pending = None
        self.total = 0

    def step(self, packet):
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
    def __init__(self):
        self.tasks = [None] * TASK_COUNT
        self.head = None
        self.current = None
        self.switches = 0

    def add(self, task):
        self.tasks[task.ident] = task
        # Keep the list sorted by priority, highest first.
        if self.head is None or self.head.priority < task.priority:
            task.link = self.head
            self.head = task
            return
        t = self.head
        while t.link is not None and t.link.priority >= task.priority:
            t = t.link
        task.link = t.link
        t.link = task

    def hold_self(self):
        self.current.held = True
        return self.current.link

    def wait(self):
        self.current.waiting = True
        return self.current

    def release(self, ident):
        t = self.tasks[ident]
        t.held = False
        if t.priority > self.current.priority:
            return t
        return self.current

    def send(self, packet):
        t = self.tasks[packet.ident]
        packet.ident = self.current.ident
        t.receive(packet)
        if t.waiting and t.queue is packet:
            t.waiting = True
            if t.priority > self.current.priority:
                return t
        return self.current

    def schedule(self):
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


def build(count):
    s = Scheduler()
    s.add(IdleTask(s, IDLE, 0, count))
    q = Packet(None, WORKER, WORKER)
    q = Packet(q, WORKER, WORKER)
    s.add(WorkerTask(s, WORKER, 1000, q))
    for handler, device, prio in ((HANDLER_A, DEVICE_A, 2000), (HANDLER_B, DEVICE_B, 3000)):
        q = Packet(None, device, DEVICE_A)
        q = Packet(q, device, DEVICE_A)
        q = Packet(q, device, DEVICE_A)
        s.add(HandlerTask(s, handler, prio, q))
    s.add(DeviceTask(s, DEVICE_A, 4000, None))
    s.add(DeviceTask(s, DEVICE_B, 5000, None))
    return s


def run(n):
    """n rounds of a scheduler whose idle task releases 1,000 times."""
    digest = 0
    for r in range(n):
        s = build(1000 + r)
        s.schedule()
        runs = [t.runs for t in s.tasks]
        digest = (digest * 31 + s.switches + sum(runs) + s.tasks[DEVICE_A].total * 7 + s.tasks[DEVICE_B].total) % 1000000007
    return digest


TEST_N = 2
BENCH_N = 8
