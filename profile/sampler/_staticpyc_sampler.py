"""The sampler of `staticpyc profile`.

A daemon thread wakes about every millisecond and looks at every other
thread of the process through sys._current_frames(). While it looks it
holds the GIL, which tells a lot about what the other threads are doing:

- a thread whose CPU clock moves while the sampler holds the GIL is
  running native code that released the GIL (NumPy's BLAS, a sort, I/O);
- a thread that stopped at a call instruction is inside a call to
  something that is not a Python function (a Python callee would have a
  frame of its own on top): a builtin, a C extension, or a function of a
  staticpyc-compiled module. A native call that keeps the GIL for long
  is seen this way too: a thread gives the GIL up at the check right
  after the call returns, still standing at the call;
- any other thread was running bytecode and is waiting for the GIL.

Waiting counts for the main thread of the process the user started; the
time other threads and worker processes wait (a pool's idle workers) is
recorded as idle, apart. Each observation is weighted by the time since
the previous one, split
by the thread's own clocks (its CPU clock, /proc/self/task/TID/schedstat): the CPU time
it used goes to what it was doing, the time it sat runnable on a busy
machine goes there too (it would have been running), and the rest — the
time it slept — is waiting.

The table of (kind, stack, callee) → seconds is written to
STATICPYC_PROFILE_DIR/PID.json every second and at exit, so that a
worker leaving through os._exit, or killed, still reports most of its
time. Only the standard library is used.
"""

import dis
import json
import os
import sys
import threading
import time

_CALL_OPS = frozenset(dis.opmap[n] for n in ("CALL", "CALL_FUNCTION_EX", "CALL_KW") if n in dis.opmap)
_LOADS = frozenset(("LOAD_GLOBAL", "LOAD_NAME", "LOAD_FAST", "LOAD_DEREF", "LOAD_CLOSURE",
                    "LOAD_FAST_CHECK", "LOAD_FROM_DICT_OR_GLOBALS", "LOAD_FAST_AND_CLEAR"))
_ATTRS = frozenset(("LOAD_ATTR", "LOAD_METHOD", "LOAD_SUPER_ATTR"))
_OPERATORS = frozenset(("BINARY_OP", "BINARY_SUBSCR", "COMPARE_OP", "CONTAINS_OP", "STORE_SUBSCR"))
# Instructions that pop their operands and push one result.
_PRODUCES = ("CALL", "BINARY_", "COMPARE_OP", "CONTAINS_OP", "IS_OP", "BUILD_", "FORMAT_",
             "LIST_", "DICT_", "SET_")
# Where bytecode gives the GIL up when another thread asks for it.
_BREAKERS = frozenset(dis.opmap[n] for n in ("RESUME", "JUMP_BACKWARD", "JUMP_ABSOLUTE",
                                             "ENTER_EXECUTOR") if n in dis.opmap)
_ENDS_BLOCK = frozenset(("JUMP_FORWARD", "JUMP_BACKWARD", "JUMP_ABSOLUTE", "RETURN_VALUE",
                         "RETURN_CONST", "RAISE_VARARGS", "RERAISE", "JUMP_BACKWARD_NO_INTERRUPT", "JUMP"))


def call_targets(code):
    """Map each call instruction's offset in code to the callee written
    there ("np.sort", "time.sleep", "a.copy"), found by following the
    value stack symbolically through the instructions once."""
    names = {}
    stack = []
    depth_at = {}
    prev = None
    pending = None  # 3.11: the callee seen at PRECALL, for the CALL after it
    for ins in dis.get_instructions(code):
        if ins.is_jump_target and ins.offset in depth_at and (prev is None or prev in _ENDS_BLOCK):
            want = depth_at[ins.offset]
            stack = (stack + [None] * want)[:want]
        op, arg = ins.opname, ins.arg
        if op == "CALL" and pending is not None:
            # 3.11's PRECALL already popped the arguments.
            if pending:
                names[ins.offset] = pending
            pending = None
        elif ins.opcode in _CALL_OPS or op == "PRECALL":
            if op == "CALL_FUNCTION_EX":
                pos = (3 if sys.version_info >= (3, 13) else 2) + (arg & 1)
            elif op == "CALL_KW":
                pos = arg + 3
            else:
                pos = arg + 2
            # Below the arguments: [NULL or method, callable or self] in
            # 3.11, [callable, self or NULL] in 3.13; a method load gives
            # both slots its name and a NULL none.
            sym = stack[-pos] if len(stack) >= pos else None
            if sym is None and len(stack) >= pos - 1 >= 1:
                sym = stack[-(pos - 1)]
            if op == "PRECALL":
                # 3.11 calls builtins inside the specialized PRECALL.
                pending = sym or ""
                if sym:
                    names[ins.offset] = sym
            elif sym:
                names[ins.offset] = sym
        try:
            effect = dis.stack_effect(ins.opcode, arg if ins.opcode >= dis.HAVE_ARGUMENT else None, jump=False)
        except ValueError:
            effect = 0
        if isinstance(ins.argval, int) and (ins.opcode in dis.hasjrel or ins.opcode in dis.hasjabs):
            try:
                depth_at.setdefault(ins.argval, max(0, len(stack) + dis.stack_effect(ins.opcode, arg, jump=True)))
            except ValueError:
                pass
        sym, pops = None, 0
        if op in _LOADS:
            sym = str(ins.argval)
        elif op in _ATTRS:
            base = stack[-1] if stack else None
            sym = f"{base or '?'}.{ins.argval}"
            pops = 1
        elif op == "LOAD_FAST_LOAD_FAST" and isinstance(ins.argval, tuple):
            sym = str(ins.argval[1])
        elif op in _OPERATORS:
            sym = f"<{ins.argrepr or op.lower()}>"
            left = stack[-2] if len(stack) >= 2 else None
            names[ins.offset] = f"{left}.{sym}" if left and not left.startswith("<") else sym
        del stack[max(0, len(stack) - pops):]
        net = effect + pops
        if op == "LOAD_GLOBAL" and net == 2:
            # The global and a NULL: NULL first up to 3.12, after it since 3.13.
            stack.extend([sym, None] if sys.version_info >= (3, 13) else [None, sym])
        elif net >= 0:
            stack.extend([None if op == "PUSH_NULL" else sym] * net)
        else:
            del stack[max(0, len(stack) + net):]
            if stack and op.startswith(_PRODUCES) and op != "PRECALL":
                stack[-1] = sym
        prev = op
    return names


def is_compiled_module(mod):
    """Whether mod is an extension module built by staticpyc."""
    from importlib.machinery import EXTENSION_SUFFIXES
    return (isinstance(mod, type(sys)) and getattr(type(mod), "_staticpyc_strict", False)
            and str(getattr(mod, "__file__", "")).endswith(tuple(EXTENSION_SUFFIXES)))


def _qualify(obj):
    mod = getattr(obj, "__module__", None) or getattr(getattr(obj, "__objclass__", None), "__module__", None) or "?"
    name = getattr(obj, "__qualname__", None) or getattr(obj, "__name__", None) or type(obj).__name__
    return f"{mod}.{name}"


def classify_callable(obj, fallback):
    """("compiled" or "native", label) for a callable found at a call site."""
    owner = getattr(obj, "__self__", None)
    if is_compiled_module(owner):
        return "compiled", f"{owner.__name__}.{getattr(obj, '__name__', fallback)}"
    cls = getattr(obj, "__objclass__", None) or (obj if isinstance(obj, type) else None)
    if cls is not None and is_compiled_module(sys.modules.get(getattr(cls, "__module__", ""))):
        return "compiled", _qualify(obj)
    if isinstance(owner, type(sys)):
        return "native", f"{owner.__name__}.{getattr(obj, '__name__', fallback)}"
    if owner is not None and not isinstance(owner, type) and getattr(obj, "__module__", None) is None:
        # A method bound to an instance: name it by the instance's class.
        return "native", f"{_qualify(type(owner))}.{getattr(obj, '__name__', fallback)}"
    return "native", _qualify(obj)


def resolve(frame, symbol):
    """(kind, label) of the callee named symbol at a call site of frame,
    looked up without running any user code (dicts and MROs only)."""
    if not symbol or symbol.startswith("<"):
        return "native", symbol or "<native>"
    head, *rest = symbol.split(".")
    code = frame.f_code
    found, obj = False, None
    if head in code.co_varnames or head in code.co_cellvars or head in code.co_freevars:
        try:
            loc = frame.f_locals
            if head in loc:
                found, obj = True, loc[head]
        except Exception:
            pass
    if not found:
        g = frame.f_globals
        b = g.get("__builtins__")
        b = b if isinstance(b, dict) else getattr(b, "__dict__", {})
        if head in g:
            found, obj = True, g[head]
        elif head in b:
            found, obj = True, b[head]
    if not found or head == "?":
        return "native", symbol
    for name in rest:
        if isinstance(obj, type(sys)):
            d = obj.__dict__
            if name not in d:
                return "native", symbol
            obj = d[name]
            continue
        cls = obj if isinstance(obj, type) else type(obj)
        for k in cls.__mro__:
            if name in k.__dict__:
                obj = k.__dict__[name]
                break
        else:
            return "native", f"{_qualify(cls)}.{name}"
    return classify_callable(obj, symbol)


class Sampler:
    """Samples the other threads of this process into a table."""

    def __init__(self, out_dir, interval):
        self.out_dir = out_dir
        self.interval = interval
        self.targets = {}  # code -> {offset: callee symbol}
        # The sampler thread and the exiting thread both write the table:
        # one at a time, and nothing after the last one. Reentrant: a
        # SIGTERM may arrive while the main thread is writing.
        self.dump_lock = threading.RLock()
        self.final = False
        self.codes = {}  # id(code) -> (module, qualname, filename, code)
        self.reset()

    def reset(self):
        self.table = {}
        self.samples = 0
        self.sampler_cpu = 0.0
        self.start_wall = time.perf_counter()
        self.start_cpu = time.process_time()
        self.pid = os.getpid()
        # The process the user started, as opposed to the workers it forks
        # or spawns: only its main thread's waiting is the program's.
        self.root = os.environ.setdefault("STATICPYC_PROFILE_ROOT", str(self.pid)) == str(self.pid)
        self.stop = False
        self.last_pcpu = time.process_time()
        self.final = False
        self.dump_lock = threading.RLock()  # a forked child's copy may be held
        self.codes.clear()

    # --- what a thread is doing

    def stack_key(self, frame):
        key = []
        f = frame
        while f is not None and len(key) < 256:
            code = f.f_code
            cid = id(code)
            if cid not in self.codes:
                self.codes[cid] = (f.f_globals.get("__name__", "?"),
                                   getattr(code, "co_qualname", code.co_name), code.co_filename, code)
            key.append((cid, f.f_lineno or 0))
            f = f.f_back
        key.reverse()
        return tuple(key)

    def callee(self, frame):
        code = frame.f_code
        table = self.targets.get(code)
        if table is None:
            table = self.targets[code] = call_targets(code)
        sym = table.get(frame.f_lasti)
        if sym is None:
            return "native", _opname(frame)
        return resolve(frame, sym)

    def add(self, kind, key, label, seconds):
        k = (kind, key, label)
        self.table[k] = self.table.get(k, 0.0) + seconds

    def observe(self, dwall, threads, last, sampler_cpu):
        """Attribute the dwall seconds since the last look to what each
        thread is doing now; sampler_cpu is what the sampler itself used
        in that time."""
        frames = sys._current_frames()
        pcpu = time.process_time()
        main_ident = threading.main_thread().ident
        seen = []
        accounted = sampler_cpu
        for ident, (clk, task) in threads.items():
            frame = frames.get(ident)
            if frame is None:
                continue
            try:
                cpu = time.clock_gettime(clk)
            except OSError:
                continue
            queued, runnable = _task_clock(task)
            cpu0, queued0, carry = last.get(ident, (cpu, queued, 0.0))
            used = max(0.0, cpu - cpu0)
            accounted += used
            code = frame.f_code.co_code
            op = code[frame.f_lasti] if 0 <= frame.f_lasti < len(code) else 0
            # Time on a CPU, or runnable and waiting for one, is busy. The
            # kernel adds a wait for a CPU to the clock only when it ends,
            # so what exceeds this interval is carried to the next; a
            # thread runnable right now was busy all along.
            busy = used + max(0.0, queued - queued0) + carry
            carry = min(1.0, max(0.0, busy - dwall))
            busy = dwall if runnable else min(dwall, busy)
            last[ident] = (cpu, queued, carry)
            waits = "waiting" if self.root and ident == main_ident else "idle"
            seen.append((frame, op, busy, waits, self.stack_key(frame)))
        # CPU used by threads Python does not know (a BLAS pool, say):
        # the threads waiting in native calls are waiting for them.
        unseen = max(0.0, pcpu - self.last_pcpu - accounted)
        self.last_pcpu = pcpu
        for frame, op, busy, waits, key in seen:
            idle = dwall - busy
            if op in _BREAKERS:
                # Stopped where bytecode checks for a GIL request: it was
                # running bytecode and waits for the GIL.
                if busy > 0:
                    self.add("python", key, None, busy)
                if idle > 0:
                    self.add(waits, key, "<gil>", idle)
                continue
            # Inside a call of something that is not a Python function, or
            # inside an instruction whose native code released the GIL.
            kind, label = self.callee(frame)
            helped = min(idle, unseen)
            unseen -= helped
            if busy + helped > 0:
                self.add(kind, key, label, busy + helped)
            if idle > helped:
                self.add(waits, key, label, idle - helped)

    # --- the thread

    def run(self):
        threads = _other_threads()
        last = {}
        self.observe(0.0, threads, last, 0.0)
        prev = time.perf_counter()
        own = 0.0
        last_dump = prev
        refresh = 0
        while not self.stop:
            time.sleep(self.interval)
            now = time.perf_counter()
            c0 = time.thread_time()
            refresh += 1
            if refresh == 50:
                refresh = 0
                threads = _other_threads()
                _close_tasks_but(v[1] for v in threads.values())
            try:
                self.observe(now - prev, threads, last, self.sampler_cpu - own)
                own = self.sampler_cpu
            except Exception:  # never let the sampler break the program
                pass
            self.samples += 1
            prev = now
            if now - last_dump > 1.0:
                self.dump()
                last_dump = time.perf_counter()
            self.sampler_cpu += time.thread_time() - c0

    def start(self):
        threading.Thread(target=self.run, name="staticpyc-profile", daemon=True).start()

    def dump(self, final=False):
        with self.dump_lock:
            if self.final:
                return
            self.final = final
            self._write()

    def _write(self):
        entries = []
        used = set()
        for (kind, key, label), secs in list(self.table.items()):
            entries.append({"kind": kind, "stack": [[cid, line] for cid, line in key], "callee": label, "seconds": secs})
            used.update(cid for cid, _ in key)
        doc = {
            "version": 1,
            "pid": self.pid,
            "argv": list(sys.argv),
            "wall": time.perf_counter() - self.start_wall,
            "cpu": time.process_time() - self.start_cpu,
            "sampler_cpu": self.sampler_cpu,
            "samples": self.samples,
            "codes": {str(cid): list(self.codes[cid][:3]) for cid in used},
            "entries": entries,
        }
        path = os.path.join(self.out_dir, f"{self.pid}.json")
        try:
            with open(path + ".tmp", "w") as f:
                json.dump(doc, f, separators=(",", ":"))
            os.replace(path + ".tmp", path)
        except OSError:
            pass


def _opname(frame):
    code = frame.f_code.co_code
    if 0 <= frame.f_lasti < len(code):
        return f"<{dis.opname[code[frame.f_lasti]].lower()}>"
    return "<native>"


def _other_threads():
    """ident -> (CPU clock, /proc/self/task/TID) of every thread but this one."""
    out = {}
    me = threading.current_thread()
    main = threading.main_thread()
    for t in threading.enumerate():
        if t is me or t.ident is None or getattr(t, "native_id", None) is None:
            continue
        # The main thread's id is the process's; its native_id is stale in
        # a forked child.
        tid = os.getpid() if t is main else t.native_id
        try:
            out[t.ident] = (time.pthread_getcpuclockid(t.ident), f"/proc/self/task/{tid}")
        except (OSError, AttributeError, OverflowError):
            pass
    return out


_task_fds = {}


def _close_tasks_but(tasks):
    """Close the descriptors of threads that have ended."""
    keep = set(tasks)
    for task in [t for t in _task_fds if t not in keep]:
        for fd in _task_fds.pop(task):
            try:
                os.close(fd)
            except OSError:
                pass


def _task_clock(task):
    """(seconds a thread has spent runnable but not running, whether it
    is runnable now), from /proc/self/task/TID/{schedstat,stat} read
    through descriptors kept open."""
    try:
        fds = _task_fds.get(task)
        if fds is None:
            fds = _task_fds[task] = (os.open(task + "/schedstat", os.O_RDONLY), os.open(task + "/stat", os.O_RDONLY))
        queued = int(os.pread(fds[0], 128, 0).split()[1]) / 1e9
        stat = os.pread(fds[1], 512, 0)
        return queued, stat[stat.rindex(b")") + 2:stat.rindex(b")") + 3] == b"R"
    except (OSError, IndexError, ValueError):
        return 0.0, False


def install(out_dir, interval=0.001):
    """Start sampling this process, and every process it forks."""
    import atexit
    import signal

    sampler = Sampler(out_dir, interval)

    def at_exit():
        sampler.stop = True
        sampler.dump(final=True)

    def on_sigterm(signum, frame):
        # Write the table, then die of the signal as the process would
        # have without us (a multiprocessing pool terminates its workers
        # so) — unless the process is already leaving and writing it, in
        # this very thread perhaps: dying now would lose the table, and it
        # exits as soon as the table is written.
        if sampler.final:
            return
        at_exit()
        signal.signal(signum, signal.SIG_DFL)
        os.kill(os.getpid(), signum)

    def catch_sigterm():
        try:
            if signal.getsignal(signal.SIGTERM) == signal.SIG_DFL:
                signal.signal(signal.SIGTERM, on_sigterm)
        except ValueError:  # not the main thread
            pass

    def after_fork():
        sampler.reset()
        sampler.start()
        catch_sigterm()

    real_exit = os._exit

    def exit_now(status):
        # Workers (multiprocessing's among them) leave through os._exit,
        # which runs no atexit handler: write the table first.
        try:
            at_exit()
        finally:
            real_exit(status)

    os._exit = exit_now
    atexit.register(at_exit)
    os.register_at_fork(after_in_child=after_fork)
    catch_sigterm()
    sampler.start()
    return sampler
