# Measures, in the running interpreter, the CPython ABI facts that
# runtime.ABI describes, by reading live objects with ctypes, and prints
# them as JSON with the field names of runtime.ABI. TestABIMatchesInterpreter
# compares them with the table for each interpreter it finds.
import ctypes
import json
import sys
import sysconfig


def word(addr):
    return ctypes.c_int64.from_address(addr).value


def byte(addr):
    return ctypes.c_uint8.from_address(addr).value


def find(obj, target, limit):
    """The offset of the first pointer-sized word of obj (of at least
    limit bytes) equal to target."""
    for off in range(0, limit, 8):
        if word(id(obj) + off) == target:
            return off
    return -1


facts = {}
v = sys.version_info
facts["Version"] = "%d.%d%s" % (v[0], v[1], "t" if sysconfig.get_config_var("Py_GIL_DISABLED") else "")
facts["APIVersion"] = sys.api_version
facts["OffsetObType"] = find(3.5, id(float), 24)
fresh = object()
facts["OffsetRefcnt"] = 0 if word(id(fresh)) == sys.getrefcount(fresh) - 1 else -1
facts["OffsetVarSize"] = find([1, 2, 3, 4, 5, 6, 7], 7, 32)
# Immortal objects: None's refcount low half saturates at 0xffffffff.
facts["ImmortalObjects"] = (word(id(None)) & 0xFFFFFFFF) == 0xFFFFFFFF

# Type objects: tp_name points at "int", tp_flags equals __flags__.
name = ctypes.c_char_p.from_address(id(int) + 24).value
facts["OffsetTypeName"] = 24 if name == b"int" else -1
facts["OffsetTypeFlags"] = next(off for off in range(0, 400, 8) if ctypes.c_ulong.from_address(id(int) + off).value == int.__flags__)

# PyLongObject: one digit at offset 24; the size word at 16 is ob_size
# (1 for 1) or lv_tag (1 << 3 for 1).
facts["OffsetLongDigit"] = 24 if ctypes.c_uint32.from_address(id(12345) + 24).value == 12345 else -1
size1, size0, sizem = word(id(1) + 16), word(id(0) + 16), word(id(-7) + 16)
facts["OffsetLongSize"] = 16
facts["LongTagged"] = (size1, size0, sizem) == (8, 1, 10)
facts["LongTagSizeShift"] = 3 if facts["LongTagged"] else 0
if not facts["LongTagged"] and (size1, size0, sizem) != (1, 0, -1):
    facts["OffsetLongSize"] = -1
facts["LongDigitBits"] = sys.int_info.bits_per_digit

facts["OffsetFloatValue"] = 16 if ctypes.c_double.from_address(id(2.5) + 16).value == 2.5 else -1
text = "".join(["probe", "string"])
facts["OffsetUnicodeLength"] = 16 if word(id(text) + 16) == len(text) else -1
hash(text)
facts["OffsetUnicodeHash"] = 24 if word(id(text) + 24) == hash(text) else -1
marker = object()
facts["OffsetTupleItems"] = find((marker, 1), id(marker), 40)
lst = [marker]
facts["OffsetListItems"] = 24 if word(word(id(lst) + 24)) == id(marker) else -1
facts["OffsetModuleDict"] = find(sys, id(sys.__dict__), 48)
# PyFrameObject: f_lineno, which PyFrame_GetLineNumber (the frame's
# f_lineno attribute) reports while it is non-zero: written in the frame
# of a finished call, read back through the attribute.
def finished_frame():
    return sys._getframe()


frame = finished_frame()
ctypes.c_int32.from_address(id(frame) + 40).value = 4242
facts["OffsetFrameLineno"] = 40 if frame.f_lineno == 4242 else -1

grown = []
grown.append(marker)  # list_resize over-allocates: 4 slots for one item
facts["OffsetListAllocated"] = 32 if word(id(grown) + 32) == 4 and word(id(lst) + 32) == 1 else -1


# Dicts: an instance dict of a plain class is split; its keys hold the
# attribute names in order and its values the attribute values.
class C:
    pass


a, b = C(), C()
a.first, a.second = marker, lst
b.first, b.second = 1, 2
d = a.__dict__
keys = word(id(d) + 32)
facts["OffsetDictKeys"] = 32 if keys == word(id(b.__dict__) + 32) else -1
values = word(id(d) + 40)
facts["OffsetDictValues"] = 40 if values != 0 else -1
facts["OffsetValuesItems"] = next((off for off in (0, 8, 16) if word(values + off) == id(marker) and word(values + off + 8) == id(lst)), -1)
facts["OffsetKeysRefcnt"] = 0 if 0 < word(keys) < 1000 else -1
facts["OffsetKeysLog2IndexBytes"] = 9
facts["OffsetKeysNentries"] = 24 if word(keys + 24) == 2 else -1
facts["OffsetKeysIndices"] = 32
facts["SizeofDictUnicodeEntry"] = 16
facts["OffsetUnicodeEntryKey"] = 0
entries = keys + 32 + (1 << byte(keys + 9))
names = [ctypes.cast(word(entries + 16 * i), ctypes.py_object).value for i in range(2)]
if names != ["first", "second"]:
    facts["OffsetKeysIndices"] = -1
# A combined table of str keys (an instance dict made combined by a key
# beyond the shared ones would be one too): its kind byte, and each
# entry's value beside its key.
plain = {"first": marker, "second": lst}
pkeys = word(id(plain) + 32)
facts["OffsetKeysKind"] = 10 if byte(pkeys + 10) != byte(keys + 10) else -1
facts["KeysKindUnicode"] = byte(pkeys + 10)
pentries = pkeys + 32 + (1 << byte(pkeys + 9))
facts["OffsetUnicodeEntryValue"] = 8 if word(pentries + 8) == id(marker) and word(pentries + 24) == id(lst) else -1


# PyFunctionObject's vectorcall: the offset PyFunction_Type's
# tp_vectorcall_offset (the word after tp_dealloc, at 56) gives, where
# every Python function holds the same entry; builtin_function_or_method's
# offset at 56 is its m_vectorcall (48) if 56 is that field.
def fn_a():
    pass


def fn_b(x, *, y=1):
    return x


vc_off = word(id(type(fn_a)) + 56)
facts["OffsetFunctionVectorcall"] = vc_off if (
    word(id(type(len)) + 56) == 48 and 0 < vc_off < 256
    and word(id(fn_a) + vc_off) == word(id(fn_b) + vc_off) != 0) else -1


# PyMethodDescrObject's vectorcall: method_descriptor's
# tp_vectorcall_offset, where every method descriptor keeps its entry
# (str.join's and dict.get's both non-NULL).
md_off = word(id(type(str.join)) + 56)
facts["OffsetMethodDescrVectorcall"] = md_off if (
    0 < md_off < 128 and word(id(str.join) + md_off) != 0 and word(id(dict.get) + md_off) != 0) else -1


# Py_buffer, filled by PyObject_GetBuffer(bytes, PyBUF_FULL_RO).
class Buffer(ctypes.Structure):
    _fields_ = [("raw", ctypes.c_char * 256)]


buf = Buffer()
data = bytearray(b"abcdefgh")
get = ctypes.pythonapi.PyObject_GetBuffer
get.argtypes = [ctypes.py_object, ctypes.c_void_p, ctypes.c_int]
PyBUF_FULL_RO = 0x100 | 0x8 | 0x10 | 0x4  # INDIRECT | ND | STRIDES | FORMAT
if get(memoryview(data).cast("H"), ctypes.addressof(buf), PyBUF_FULL_RO) == 0:
    base = ctypes.addressof(buf)
    facts["OffsetBufferLen"] = 16 if word(base + 16) == 8 else -1
    facts["OffsetBufferItemsize"] = 24 if word(base + 24) == 2 else -1
    facts["OffsetBufferReadonly"] = 32 if ctypes.c_int.from_address(base + 32).value == 0 else -1
    facts["OffsetBufferFormat"] = 40 if ctypes.c_char_p.from_address(base + 40).value == b"H" else -1
    facts["OffsetBufferBuf"] = 0 if word(base) == ctypes.addressof((ctypes.c_char * 8).from_buffer(data)) else -1
    release = ctypes.pythonapi.PyBuffer_Release
    release.argtypes = [ctypes.c_void_p]
    release(base)


# PyThreadState's recursion counters: the int that follows
# sys.setrecursionlimit is the limit, the one just before it drops with
# Python depth, and the one that drops with C depth (nested repr calls)
# alone is the C counter.
get_tstate = ctypes.pythonapi.PyThreadState_Get
get_tstate.restype = ctypes.c_void_p
tstate = get_tstate()


def ints():
    return [ctypes.c_int.from_address(tstate + off).value for off in range(0, 96, 4)]


old_limit = sys.getrecursionlimit()
before = ints()
sys.setrecursionlimit(old_limit + 777)
after = ints()
sys.setrecursionlimit(old_limit)
limits = [4 * i for i in range(len(before)) if after[i] - before[i] == 777 and after[i] == old_limit + 777]
facts["OffsetTstateRecursionLimit"] = limits[0] if len(limits) == 1 else -1


def python_depth(n):
    return ints() if n == 0 else python_depth(n - 1)


top, deep = ints(), python_depth(50)
dropped = [4 * i for i in range(len(top)) if top[i] - deep[i] == 51]  # 51 frames: n = 50 .. 0
facts["OffsetTstateRecursionRemaining"] = dropped[0] if len(dropped) == 1 else -1


class Nest:
    def __init__(self, n):
        self.n = n

    def __repr__(self):
        if self.n == 0:
            Nest.seen = ints()
            return "x"
        return repr(Nest(self.n - 1))


top = ints()
repr(Nest(20))
c_only = [4 * i for i in range(len(top)) if 4 * i != facts["OffsetTstateRecursionRemaining"] and 20 <= top[i] - Nest.seen[i] <= 200 and top[i] > 0]
facts["OffsetTstateCRecursionRemaining"] = c_only[0] if len(c_only) == 1 else (0 if not c_only else -1)

# A member descriptor's PyMemberDef (d_member at 40): complex.real is
# READONLY (flags 1), a __slots__ cell has no flags.
class Slotted:
    __slots__ = ("a",)


def member_flags(descr):
    return ctypes.c_int.from_address(word(id(descr) + 40) + 24).value


facts["OffsetMemberDefFlags"] = 24 if member_flags(complex.real) == 1 and member_flags(Slotted.a) == 0 else -1
# tp_descr_get: set on function and property, NULL on int; tp_descr_set
# right after it: NULL on function, set on property.
facts["OffsetTypeDescrGet"] = next((off for off in range(200, 400, 8)
                                    if word(id(int) + off) == 0 and word(id(type(member_flags)) + off) != 0
                                    and word(id(property) + off) != 0 and word(id(type(member_flags)) + off + 8) == 0
                                    and word(id(property) + off + 8) != 0), -1)

# rangeobject: start, stop, step, length after the header.
rng = range(1000, 1000000, 7)
facts["OffsetRangeStart"] = find(rng, id(rng.start), 48)
facts["OffsetRangeStep"] = find(rng, id(rng.step), 48)
facts["OffsetRangeLength"] = 40 if word(id(rng) + 40) not in (0, id(rng.start), id(rng.stop), id(rng.step)) and ctypes.cast(word(id(rng) + 40), ctypes.py_object).value == len(rng) else -1

# The attribute caches' facts (attrcache.go, values.go): the generic
# attribute hooks of a plain class, its version tag (assigned by a lookup,
# zeroed when the class is modified, then a new one), whether validity is
# a flag, its shared key table, and where an instance keeps its values
# before and after its dict is materialized.
def address(fn):
    return ctypes.cast(fn, ctypes.c_void_p).value


class V:
    def method(self):
        return self


inst = V()
inst.first, inst.second = marker, lst
facts["OffsetTypeGetattro"] = find(V, address(ctypes.pythonapi.PyObject_GenericGetAttr), 400)
facts["OffsetTypeSetattro"] = find(V, address(ctypes.pythonapi.PyObject_GenericSetAttr), 400)
facts["OffsetTypeBasicsize"] = 32 if word(id(V) + 32) == V.__basicsize__ else -1


def tags():
    return {off: ctypes.c_uint32.from_address(id(V) + off).value for off in range(300, 420, 4)}


inst.method()
t0 = tags()
flags_tagged = ctypes.c_ulong.from_address(id(V) + 168).value
V.extra = 1
t1 = tags()
inst.method()
t2 = tags()
tag_offs = [off for off in t0 if t0[off] != 0 and t1[off] == 0 and t2[off] not in (0, t0[off])]
facts["OffsetTypeVersionTag"] = tag_offs[0] if len(tag_offs) == 1 else -1
facts["TypeVersionValidFlag"] = bool(flags_tagged & (1 << 19))

before = {off: word(id(inst) + off) for off in (-32, -24)}
basic = V.__basicsize__
inline_valid = byte(id(inst) + basic + 3)
inline_first = word(id(inst) + basic + 8)
# Where the values keep their insertion order (AddToInsertionOrder): two
# attributes set, first then second, so the size byte is 2 and the order
# lists indexes 0 and 1 — backwards before the values' pointer (3.11,
# 3.12), or after the capacity's value pointers (3.13).
if before[-32] != 0 and word(id(inst) - 32) == before[-32]:
    vp = before[-32]
elif before[-24] & 1:
    vp = before[-24] + 1
else:
    vp = id(inst) + basic
if byte(vp - 2) == 2 and byte(vp - 3) == 0 and byte(vp - 4) == 1:
    facts["OffsetValuesSize"] = -2
elif byte(vp + 1) == 2 and byte(vp + 8 + 8 * byte(vp)) == 0 and byte(vp + 9 + 8 * byte(vp)) == 1:
    facts["OffsetValuesSize"], facts["OffsetValuesCapacity"] = 1, 0
else:
    facts["OffsetValuesSize"] = -100

# tp_new: inherited from object by a class without __new__, another
# function in one that defines it.
class W:
    def __new__(cls):
        return object.__new__(cls)


new_offs = [off for off in range(256, 344, 8) if word(id(V) + off) == word(id(object) + off) != word(id(W) + off)]
facts["OffsetTypeNew"] = new_offs[0] if len(new_offs) == 1 else -1
# tp_alloc and tp_free of a class statement's type (a GC type), its
# tp_weaklistoffset, and tp_finalize: NULL without __del__, set with one.
facts["OffsetTypeAlloc"] = find(V, address(ctypes.pythonapi.PyType_GenericAlloc), 400)
facts["OffsetTypeFree"] = find(V, address(ctypes.pythonapi.PyObject_GC_Del), 400)
facts["OffsetTypeWeaklistoffset"] = 208 if word(id(V) + 208) == V.__weakrefoffset__ != 0 else -1


class Fin:
    def __del__(self):
        pass


fin_offs = [off for off in range(344, 420, 8) if word(id(V) + off) == 0 and word(id(Fin) + off) != 0 and word(id(Fin) + off) == word(id(type("Fin2", (), {"__del__": Fin.__del__})) + off)]
facts["OffsetTypeFinalize"] = fin_offs[0] if len(fin_offs) == 1 else -1
# tp_base: the first word of a subclass that is its base.
facts["OffsetTypeBase"] = find(W, id(object), 400)
idict = inst.__dict__
ikeys, ivalues = word(id(idict) + 32), word(id(idict) + 40)
facts["OffsetHeapTypeCachedKeys"] = find(V, ikeys, 1000)
facts["OffsetManagedDict"] = -24 if word(id(inst) - 24) == id(idict) else -100
if before[-32] != 0 and before[-32] == ivalues and word(id(inst) - 32) == 0:
    facts["Values"], facts["OffsetManagedValues"] = "pointer", -32
elif before[-24] & 1 and before[-24] + 1 == ivalues:
    facts["Values"], facts["OffsetManagedValues"] = "tagged", -24
elif before[-24] == 0 and ivalues == id(inst) + basic and inline_valid == 1 and inline_first == id(marker):
    facts["Values"], facts["OffsetManagedValues"], facts["OffsetValuesValid"] = "inline", 0, 3
else:
    facts["Values"] = "unknown"

# PyInstanceMethodObject's func.
new_im = ctypes.pythonapi.PyInstanceMethod_New
new_im.argtypes, new_im.restype = [ctypes.py_object], ctypes.py_object
im = new_im(V.method)
facts["OffsetInstanceMethodFunc"] = find(im, id(V.method), 32)

# Dict version tags: every change of either of two dicts gives the
# changed one a tag above every tag seen before (one counter for all
# dicts); rebinding a key to the value it has changes nothing.
d1, d2 = {}, {}
seen = [word(id(d1) + 24), word(id(d2) + 24)]
per_change = True
for step, (dd, op) in enumerate([(d1, "set"), (d2, "set"), (d1, "rebind"), (d2, "del"), (d1, "new"), (d1, "del")]):
    if op == "set":
        dd["k"] = step
    elif op == "rebind":
        dd["k"] = -step
    elif op == "new":
        dd["other"] = step
    else:
        del dd["k"]
    tag = word(id(dd) + 24)
    per_change = per_change and tag > max(seen)
    seen.append(tag)
facts["DictVersionPerChange"] = per_change

print(json.dumps(facts, sort_keys=True))
