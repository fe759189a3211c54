"""Load-time source rewrite that gives a marked module Static Python semantics.

A module is *marked* when its first statement (after an optional docstring
and ``from __future__`` imports) is ``import __static__`` or
``import __strict__``.  The rewrite, on the ``ast``:

* inserts, just before the marker (same line):
      __static_rewritten__ = True
      from __static__ import _rt as __static_rt__
* in every annotated function (module level, nested, methods):
  - entry checks, injected at the top of the body (after the docstring) and
    located on the ``def`` line:  ``x = __static_rt__.check_arg(x, SPEC, 'f', 'x')``
  - ``return v`` -> ``return __static_rt__.ret(v, SPEC)`` when the return
    annotation is a primitive (the caller sees a plain int / bool / float);
    otherwise ``return __static_rt__.ret_obj(v)``: a primitive value is boxed
    and an Array view of a caller's buffer becomes that buffer again, so no
    interpreter-only object escapes to plain Python
  - typed locals: ``x: int64 = v`` -> ``x = __static_rt__.int64(v)``; every
    later store to a name declared primitive in that function (assignment,
    tuple targets, augmented assignment, for / with targets, walrus) is
    converted to the declared type.
* module-level and class-level annotations are left alone (module constants
  such as ``X: Final[int] = 6`` stay plain ints).

Every new node takes the location of the node it replaces or of the ``def``,
so tracebacks show the same line numbers as the source.
"""

# The runtime's own checks use the real builtins even while a program
# patches them (builtins.isinstance = ...), as compiled code does.
from builtins import isinstance, issubclass, len

import ast
import copy

RT = "__static_rt__"
REWRITTEN = "__static_rewritten__"

INT_PRIMS = ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64")


def _widens(p, q):
    """Whether integer primitive p converts implicitly to q: the same
    signedness and no narrower, or unsigned to a strictly wider signed."""
    if p not in INT_PRIMS or q not in INT_PRIMS:
        return False
    bits = lambda n: int(n.lstrip("uint"))
    if p.startswith("u") == q.startswith("u"):
        return bits(q) >= bits(p)
    return p.startswith("u") and not q.startswith("u") and bits(q) > bits(p)
LOCAL_PRIMS = INT_PRIMS + ("cbool", "double", "single")
# The slot a static class that adds slots gets beyond its fields (a
# private name, as no field's is), in the layout CPython compares when an
# instance's __class__ is assigned; _classes.seal_layout hides it.
LAYOUT_SEAL = "__static_layout"
OBJECT_TYPES = ("int", "str", "float", "bool", "list", "dict", "tuple", "bytes", "set")

# __static__ names that matter for annotations, with their canonical spelling.
STATIC_CANON = {name: name for name in LOCAL_PRIMS + ("Array", "CheckedDict", "CheckedList")}
STATIC_CANON.update({"char": "int8", "size_t": "uint64", "ssize_t": "int64", "pydict": "dict", "PyDict": "dict",
                     "chkdict": "CheckedDict", "chklist": "CheckedList"})
TYPING_NAMES = ("Optional", "Union", "Final")
# typing's aliases of builtin containers: List[int] is a list to compiled code.
TYPING_CONTAINERS = ("List", "Dict", "Tuple", "Set")


# Marker detection lives in the import hook module, which must be usable
# without importing this package.
from ._hook import MARKERS, marker_index, source_is_marked  # noqa: E402


# ---------------------------------------------------------------------------
# annotation resolution
# ---------------------------------------------------------------------------


def _prim_fields(res, node):
    """The primitive fields a class declares: `name: T` in its body and
    `self.name: T` in its methods."""
    fields = {}
    for s in node.body:
        if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name) and s.value is None:
            spec = res.spec(s.annotation)
            if spec in LOCAL_PRIMS:
                fields[s.target.id] = spec
    for s in node.body:
        if not isinstance(s, ast.FunctionDef) or not s.args.args:
            continue
        me = s.args.args[0].arg
        for n in ast.walk(s):
            if (isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Attribute)
                    and isinstance(n.target.value, ast.Name) and n.target.value.id == me):
                spec = res.spec(n.annotation)
                if spec in LOCAL_PRIMS and n.target.attr not in fields:
                    fields[n.target.attr] = spec
    return fields


def _object_fields(res, node):
    """The fields a class declares with a builtin object type or a module
    class (`name: T` in its body, `self.name: T` in its methods): what a
    store into one is cast to (an OBJECT_TYPES name, or (class, None
    allowed)), as compiled code casts it (CinderX's CAST)."""
    fields = {}
    for s in node.body:
        if (isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name) and s.value is None
                and not _is_classvar(s.annotation)):
            spec = res.arg_spec(s.annotation)
            if spec is not None:
                fields[s.target.id] = spec
    for s in node.body:
        if not isinstance(s, ast.FunctionDef) or not s.args.args:
            continue
        me = s.args.args[0].arg
        for n in ast.walk(s):
            if (isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Attribute)
                    and isinstance(n.target.value, ast.Name) and n.target.value.id == me
                    and n.target.attr not in fields):
                spec = res.arg_spec(n.annotation)
                if spec is not None:
                    fields[n.target.attr] = spec
    return fields


class Resolver:
    """Turns annotation expressions into canonical SPEC strings (see _rt)."""

    def __init__(self, tree):
        self.static_names = {}   # local name -> canonical __static__ name
        self.static_modules = set()
        self.typing_names = {n: n for n in TYPING_NAMES}
        self.typing_containers = {}
        self.typing_modules = {"typing"}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 0:
                if node.module == "__static__":
                    for a in node.names:
                        if a.name == "*":
                            self.static_names.update(STATIC_CANON)
                        elif a.name in STATIC_CANON:
                            self.static_names[a.asname or a.name] = STATIC_CANON[a.name]
                elif node.module in ("typing", "typing_extensions"):
                    for a in node.names:
                        if a.name in TYPING_NAMES:
                            self.typing_names[a.asname or a.name] = a.name
                        if a.name in TYPING_CONTAINERS:
                            self.typing_containers[a.asname or a.name] = a.name
            elif isinstance(node, ast.Import):
                for a in node.names:
                    if a.name == "__static__":
                        self.static_modules.add(a.asname or a.name)
                    elif a.name in ("typing", "typing_extensions"):
                        self.typing_modules.add(a.asname or a.name)

        # cinderx's cached properties, imported at module level (local
        # name -> kind), as the checker knows them (typecheck/check.go).
        self.cinderx_cprops = {}
        for node in getattr(tree, "body", []):
            if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module == "cinderx":
                for a in node.names:
                    if a.name in ("cached_property", "async_cached_property"):
                        self.cinderx_cprops[a.asname or a.name] = a.name

        # Module-level aliases of types (`A = C`, `O = int | None`,
        # `Q = Optional[C]`, `Num = int`), as the checker makes them
        # (typecheck's declareTypeAliases, CinderX's maybe_set_type_alias):
        # a name the module binds once, to an expression naming a type.
        # Annotations naming one resolve through it (_unalias).
        self.static_classes = {
            node.name for node in getattr(tree, "body", [])
            if isinstance(node, ast.ClassDef) and not _donotcompile(node)}
        self.aliases = {}
        bindings = _module_binding_counts(tree)
        for node in getattr(tree, "body", []):
            if (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
                    and bindings.get(node.targets[0].id) == 1
                    and isinstance(node.value, (ast.Name, ast.Subscript, ast.BinOp))):
                value = node.value
                if self.class_spec(value) is not None or self.spec(value) is not None:
                    self.aliases[node.targets[0].id] = value

        # Module functions returning a primitive: a call of one gives the
        # caller that primitive, as in compiled code (h(x) + 1 wraps).
        self.prim_returns = {}
        for node in getattr(tree, "body", []):
            if (isinstance(node, ast.FunctionDef) and node.returns is not None
                    and all(isinstance(d, ast.Name) and d.id in ("inline", "final") for d in node.decorator_list)):
                spec = self.spec(node.returns)
                if spec in LOCAL_PRIMS:
                    self.prim_returns[node.name] = spec
        for node in getattr(tree, "body", []):
            # A module-level rebinding (assignment, import, class) makes
            # the name dynamic.
            if isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                for t in (node.targets if isinstance(node, ast.Assign) else [node.target]):
                    for n in _target_names(t, []):
                        self.prim_returns.pop(n, None)
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                for a in node.names:
                    self.prim_returns.pop((a.asname or a.name).split(".")[0], None)
            elif isinstance(node, (ast.ClassDef, ast.AsyncFunctionDef)):
                self.prim_returns.pop(node.name, None)
            elif isinstance(node, ast.FunctionDef) and self.prim_returns.get(node.name) and node.returns is None:
                self.prim_returns.pop(node.name, None)

        # Module functions whose name the module binds again: compiled
        # code calls what the name holds when the call runs and converts
        # its result to the def's declared type (name -> SPEC, or None
        # when the result is not converted).
        self.rebound_returns = {}
        rebound = _rebound_defs(tree)
        for node in getattr(tree, "body", []):
            if isinstance(node, ast.FunctionDef) and node.name in rebound:
                spec = self.spec(node.returns) if node.returns is not None else None
                self.rebound_returns[node.name] = spec if spec in LOCAL_PRIMS or spec in OBJECT_TYPES else None

        # The static classes of the module, whose instances typed
        # parameters are checked to be.
        self.static_classes = {
            node.name for node in getattr(tree, "body", [])
            if isinstance(node, ast.ClassDef) and not _donotcompile(node)}
        # The parameters of module functions declared a builtin object
        # type or a module class (name -> (positional specs, keyword
        # specs)): compiled code casts an argument passed there right
        # after evaluating it, with CinderX's CAST message ("expected 'C',
        # got 'str'"), before the callee's own check.
        self.param_specs = {}
        # Their integer primitive parameters (name -> (positional, by
        # keyword)): arithmetic passed there is done in that type (_widen).
        self.prim_params = {}
        for node in getattr(tree, "body", []):
            if (isinstance(node, ast.FunctionDef)
                    and all(isinstance(d, ast.Name) and d.id in ("inline", "final") for d in node.decorator_list)):
                a = node.args
                ints = lambda x: (lambda sp: sp if sp in INT_PRIMS else None)(self.spec(x.annotation) if x.annotation is not None else None)
                self.prim_params[node.name] = ([ints(x) for x in a.posonlyargs + a.args],
                                               {x.arg: ints(x) for x in a.args + a.kwonlyargs})
                pos = [self.arg_spec(x.annotation) for x in a.posonlyargs + a.args]
                kw = {x.arg: self.arg_spec(x.annotation) for x in a.args + a.kwonlyargs}
                kw = {k: sp for k, sp in kw.items() if sp is not None}
                if any(pos) or kw:
                    self.param_specs[node.name] = (pos, kw)
                else:
                    self.param_specs.pop(node.name, None)
        for node in getattr(tree, "body", []):
            if isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                for t in (node.targets if isinstance(node, ast.Assign) else [node.target]):
                    for n in _target_names(t, []):
                        self.param_specs.pop(n, None)
                        self.prim_params.pop(n, None)
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                for a in node.names:
                    self.param_specs.pop((a.asname or a.name).split(".")[0], None)
                    self.prim_params.pop((a.asname or a.name).split(".")[0], None)
            elif isinstance(node, (ast.ClassDef, ast.AsyncFunctionDef)):
                self.param_specs.pop(node.name, None)
                self.prim_params.pop(node.name, None)
            elif isinstance(node, ast.FunctionDef) and node.decorator_list and not all(
                    isinstance(d, ast.Name) and d.id in ("inline", "final") for d in node.decorator_list):
                self.param_specs.pop(node.name, None)

        # The primitive fields of each module class, with those of its
        # module bases, for the typed reads of them (Rewriter._field).
        self.class_fields = {}
        for node in getattr(tree, "body", []):
            if isinstance(node, ast.ClassDef):
                fields = {}
                for b in node.bases:
                    if isinstance(b, ast.Name) and b.id in self.class_fields:
                        fields.update(self.class_fields[b.id])
                fields.update(_prim_fields(self, node))
                self.class_fields[node.name] = fields
        # The properties of each module class (with those of its module
        # bases) whose getter returns a primitive: typed code reads the
        # primitive, checked as a method's result is (a Python override
        # may return anything).
        self.class_props = {}
        # and those returning a builtin object type or a module class
        # (class -> name -> arg_spec): compiled code casts what a read
        # gives, as it casts a method's result
        self.class_obj_props = {}
        for node in getattr(tree, "body", []):
            if isinstance(node, ast.ClassDef) and not _donotcompile(node):
                props, oprops = {}, {}
                for b in node.bases:
                    if isinstance(b, ast.Name):
                        props.update(self.class_props.get(b.id, {}))
                        oprops.update(self.class_obj_props.get(b.id, {}))
                for st in node.body:
                    names = _target_names(st.target, []) if isinstance(st, (ast.AnnAssign, ast.AugAssign)) else []
                    if isinstance(st, ast.Assign):
                        for t in st.targets:
                            _target_names(t, names)
                    if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and not (
                            isinstance(st, ast.FunctionDef) and st.decorator_list and all(
                                isinstance(d, ast.Attribute) and isinstance(d.value, ast.Name) and d.value.id == st.name
                                and d.attr in ("setter", "getter", "deleter") for d in st.decorator_list)):
                        names.append(st.name)  # (not the property's setter)
                    for n in names:
                        props.pop(n, None)
                        oprops.pop(n, None)
                    if (isinstance(st, ast.FunctionDef) and st.returns is not None
                            and any(isinstance(d, ast.Name) and d.id == "property" for d in st.decorator_list)
                            and all(isinstance(d, ast.Name) and d.id in ("property", "final") for d in st.decorator_list)):
                        spec = self.spec(st.returns)
                        if spec in LOCAL_PRIMS:
                            props[st.name] = spec
                        elif self.arg_spec(st.returns) is not None:
                            oprops[st.name] = self.arg_spec(st.returns)
                self.class_props[node.name] = props
                self.class_obj_props[node.name] = oprops
        # Each module class with its module bases, transitively: what an
        # isinstance test may narrow a local typed as a base to.
        self.class_ancestors = {}
        for node in getattr(tree, "body", []):
            if isinstance(node, ast.ClassDef):
                anc = {node.name}
                for b in node.bases:
                    if isinstance(b, ast.Name):
                        anc |= self.class_ancestors.get(b.id, set())
                self.class_ancestors[node.name] = anc
        # The object fields of each module class (with those of its
        # module bases): a store into one from typed code is cast.
        self.class_object_fields = {}
        for node in getattr(tree, "body", []):
            if isinstance(node, ast.ClassDef) and node.name in self.static_classes:
                fields = {}
                for b in node.bases:
                    if isinstance(b, ast.Name) and b.id in self.class_object_fields:
                        fields.update(self.class_object_fields[b.id])
                fields.update(_object_fields(self, node))
                self.class_object_fields[node.name] = fields
        # Module functions returning an instance of a module class.
        self.class_returns = {}
        for node in getattr(tree, "body", []):
            if isinstance(node, ast.FunctionDef) and node.returns is not None and not node.decorator_list:
                ann = node.returns
                if isinstance(ann, ast.Constant) and isinstance(ann.value, str):
                    try:
                        ann = ast.parse(ann.value.strip(), mode="eval").body
                    except SyntaxError:
                        continue
                if isinstance(ann, ast.Name) and ann.id in self.class_fields:
                    self.class_returns[node.name] = ann.id
                elif self.class_spec(ann) is not None:
                    # Optional[C]: typed code reads fields only where the
                    # checker narrowed it to C.
                    self.class_returns[node.name] = self.class_spec(ann)[0]
        # (class, name) -> the module class a static or class method
        # (called through the class or an instance) or a property returns,
        # and whether it is a property.
        self.class_members = {}
        for node in getattr(tree, "body", []):
            if isinstance(node, ast.ClassDef) and not _donotcompile(node):
                for (k, m), c in list(self.class_members.items()):
                    if any(isinstance(b, ast.Name) and b.id == k for b in node.bases):
                        self.class_members.setdefault((node.name, m), c)
                for st in node.body:
                    if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef)):
                        self.class_members.pop((node.name, st.name), None)
                        kinds = {d.id for d in st.decorator_list if isinstance(d, ast.Name)}
                        if (isinstance(st, ast.FunctionDef) and st.returns is not None and len(kinds) == len(st.decorator_list)
                                and kinds & {"staticmethod", "classmethod", "property"} and kinds <= {"staticmethod", "classmethod", "property", "final"}):
                            c = self.class_spec(st.returns)
                            if c is not None:
                                self.class_members[(node.name, st.name)] = (c[0], "property" in kinds)
        # The methods of each module class returning a primitive, with
        # those of its module bases: a call of one on a typed receiver
        # gives the primitive, as for module functions.
        self.class_methods = {}
        # (class, method) -> the number of parameters (self included) of
        # a method in class_methods taking fixed positional ones, else
        # None: compiled code calls those natively (lower/dispatch.go),
        # checking what an override returns.
        self.method_arity = {}
        # (class, method) of the static and class methods in class_methods
        self.static_results = set()
        for node in getattr(tree, "body", []):
            if isinstance(node, ast.ClassDef):
                methods = {}
                for b in node.bases:
                    if isinstance(b, ast.Name) and b.id in self.class_methods:
                        methods.update(self.class_methods[b.id])
                        for (k, m), n in list(self.method_arity.items()):
                            if k == b.id:
                                self.method_arity.setdefault((node.name, m), n)
                        self.static_results |= {(node.name, m) for k, m in self.static_results if k == b.id}
                for s in node.body:
                    if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)):
                        self.static_results.discard((node.name, s.name))
                        spec = self.spec(s.returns) if s.returns is not None else None
                        plain = isinstance(s, ast.FunctionDef) and all(
                            isinstance(d, ast.Name) and d.id in ("inline", "final") for d in s.decorator_list)
                        kinds = {d.id for d in s.decorator_list if isinstance(d, ast.Name)}
                        static_or_class = (isinstance(s, ast.FunctionDef) and len(kinds) == len(s.decorator_list)
                                           and len(kinds & {"staticmethod", "classmethod"}) == 1
                                           and kinds <= {"staticmethod", "classmethod", "final"})
                        if spec in LOCAL_PRIMS and plain:
                            methods[s.name] = spec
                            a = s.args
                            fixed = not (a.vararg or a.kwarg or a.kwonlyargs or a.posonlyargs)
                            self.method_arity[(node.name, s.name)] = len(a.args) if fixed else None
                        elif spec in LOCAL_PRIMS and static_or_class:
                            # A static or class method returning a
                            # primitive: typed code computes in it too.
                            methods[s.name] = spec
                            self.method_arity[(node.name, s.name)] = None
                            self.static_results.add((node.name, s.name))
                        else:
                            methods.pop(s.name, None)
                self.class_methods[node.name] = methods

        # Compiled code calls a constructor or a method of a module class
        # natively where it can (a plain def, its positional parameters
        # given positionally) and then casts each argument passed to a
        # parameter typed as a builtin object type or a module class, as
        # for module functions (param_specs):
        #   init_specs: class -> specs of __init__'s parameters after self
        #   method_specs: (class, method) -> the same for a method
        # (with those of their module bases), a spec being an OBJECT_TYPES
        # name, a (class, None allowed) pair, or None (no cast).
        self.init_specs, self.method_specs, self.method_rets = {}, {}, {}
        # method_prims: (class, method) -> the integer primitive of each
        # parameter after self (or None): arithmetic passed there is done
        # in that type (_widen), as for module functions (prim_params).
        self.method_prims = {}
        for node in getattr(tree, "body", []):
            if not isinstance(node, ast.ClassDef) or node.name not in self.static_classes:
                continue
            for b in node.bases[:1]:
                if isinstance(b, ast.Name):
                    for (k, m), sp in list(self.method_specs.items()):
                        if k == b.id:
                            self.method_specs[(node.name, m)] = sp
                    for (k, m), sp in list(self.method_rets.items()):
                        if k == b.id:
                            self.method_rets[(node.name, m)] = sp
                    for (k, m), sp in list(self.method_prims.items()):
                        if k == b.id:
                            self.method_prims[(node.name, m)] = sp
            for st in node.body:
                if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    self.method_specs.pop((node.name, st.name), None)
                    self.method_rets.pop((node.name, st.name), None)
                    self.method_prims.pop((node.name, st.name), None)
                    if isinstance(st, ast.FunctionDef) and _native_callable(st) and _receives_instance(st):
                        params = (st.args.posonlyargs + st.args.args)[1:]
                        specs = [self.arg_spec(x.annotation) for x in params]
                        self.method_specs[(node.name, st.name)] = specs
                        ints = lambda x: (lambda sp: sp if sp in INT_PRIMS else None)(
                            self.spec(x.annotation) if x.annotation is not None else None)
                        self.method_prims[(node.name, st.name)] = (
                            [ints(x) for x in params], {x.arg: ints(x) for x in params + st.args.kwonlyargs})
                        # What compiled code casts the result of a call
                        # that reached an override in Python to: the
                        # declared object type (primitives: ret_check).
                        ret = self.arg_spec(st.returns)
                        if ret is not None:
                            self.method_rets[(node.name, st.name)] = ret
            if (node.name, "__init__") in self.method_specs:
                self.init_specs[node.name] = self.method_specs[(node.name, "__init__")]

    def arg_spec(self, ann):
        """What compiled code casts an argument passed to a parameter
        annotated ann to: a builtin object type's name, (module class,
        None allowed), or None."""
        if ann is None:
            return None
        spec = self.spec(ann)
        if spec in OBJECT_TYPES:
            return spec
        c = self.class_spec(ann)
        if c is not None:
            return c
        return self.builtin_spec(ann)

    def builtin_spec(self, ann):
        """A builtin object type named through typing (List[int] is a
        list: "list"), or Optional of a builtin object type ("?str"), as
        compiled code casts them; else None."""
        ann = _parsed_annotation(ann)
        if isinstance(ann, ast.Subscript):
            base = self.name_of(ann.value)
            if base is None and isinstance(ann.value, ast.Name):
                base = self.typing_containers.get(ann.value.id)
            elif base is None and isinstance(ann.value, ast.Attribute) and isinstance(ann.value.value, ast.Name) \
                    and ann.value.value.id in self.typing_modules and ann.value.attr in TYPING_CONTAINERS:
                base = ann.value.attr
            if base in TYPING_CONTAINERS or base in ("list", "dict", "tuple", "set"):
                return base.lower()
        inner = self.optional_inner(ann)
        if inner is not None:
            spec = self.spec(inner)
            if spec not in OBJECT_TYPES and isinstance(inner, ast.Subscript):
                spec = self.builtin_spec(inner)
            if spec in OBJECT_TYPES:
                return "?" + spec
        return None

    def _unalias(self, ann):
        """ann, or the type a module-level alias it names stands for."""
        for _ in range(8):
            if not (isinstance(ann, ast.Name) and ann.id in getattr(self, "aliases", ())):
                break
            ann = self.aliases[ann.id]
        return ann

    def class_spec(self, ann):
        """(C, None allowed) for an annotation naming a static module
        class C, Optional[C], C | None, Union[C, None] (or their strings),
        else None."""
        ann = self._unalias(_parsed_annotation(ann))
        if isinstance(ann, ast.Name):
            return (ann.id, False) if ann.id in self.static_classes else None
        inner = self.optional_inner(ann)
        if inner is None:
            return None
        c = self.class_spec(inner)
        return (c[0], True) if c is not None and not c[1] else None

    def optional_inner(self, ann):
        """X for Optional[X], X | None, None | X or Union[X, None] (either
        order); else None."""
        if isinstance(ann, ast.BinOp) and isinstance(ann.op, ast.BitOr):
            return ann.left if _is_none(ann.right) else ann.right if _is_none(ann.left) else None
        if isinstance(ann, ast.Subscript):
            base = self.name_of(ann.value)
            args = list(ann.slice.elts) if isinstance(ann.slice, ast.Tuple) else [ann.slice]
            if base == "Optional" and len(args) == 1:
                return args[0]
            if base == "Union" and len(args) == 2:
                return args[0] if _is_none(args[1]) else args[1] if _is_none(args[0]) else None
        return None

    def name_of(self, node):
        if isinstance(node, ast.Name):
            n = node.id
            if n in self.static_names:
                return self.static_names[n]
            if n in self.typing_names:
                return self.typing_names[n]
            if n in OBJECT_TYPES:
                return n
            return None
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            mod = node.value.id
            if mod in self.static_modules and node.attr in STATIC_CANON:
                return STATIC_CANON[node.attr]
            if mod in self.typing_modules and node.attr in TYPING_NAMES:
                return node.attr
        return None

    def spec(self, node, allow_final=False):
        """Canonical SPEC of an annotation, or None (no check / not typed)."""
        s = self._spec(node, allow_final)
        return None if s == "None" else s

    def _optional(self, inner):
        if inner is None or inner == "None" or inner in LOCAL_PRIMS or inner.startswith("Optional["):
            return None
        return "Optional[%s]" % inner

    def _spec(self, node, allow_final):
        node = self._unalias(node)
        if isinstance(node, ast.Constant):
            if node.value is None:
                return "None"
            if isinstance(node.value, str):
                try:
                    parsed = ast.parse(node.value.strip(), mode="eval").body
                except SyntaxError:
                    return None
                return self._spec(parsed, allow_final)
            return None
        if isinstance(node, (ast.Name, ast.Attribute)):
            name = self.name_of(node)
            if name in LOCAL_PRIMS or name in OBJECT_TYPES:
                return name
            return None
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
            left, right = self._spec(node.left, False), self._spec(node.right, False)
            if left == "None":
                return self._optional(right)
            if right == "None":
                return self._optional(left)
            return None
        if isinstance(node, ast.Subscript):
            base = self.name_of(node.value)
            sl = node.slice
            args = list(sl.elts) if isinstance(sl, ast.Tuple) else [sl]
            if base == "Final" and allow_final and len(args) == 1:
                return self._spec(args[0], False)
            if base == "Optional" and len(args) == 1:
                return self._optional(self._spec(args[0], False))
            if base == "Union":
                specs = [self._spec(a, False) for a in args]
                rest = [s for s in specs if s != "None"]
                if len(rest) == 1 and len(specs) == 2:
                    return self._optional(rest[0])
                return None
            if base == "Array" and len(args) == 1:
                elem = self._spec(args[0], False)
                if elem in INT_PRIMS or elem in ("double", "single"):
                    return "Array[%s]" % elem
                return None
            if base in ("CheckedList", "CheckedDict"):
                if len(args) != (1 if base == "CheckedList" else 2):
                    return None
                specs = [self._spec(a, False) for a in args]
                if any(s is None or s == "None" for s in specs):
                    return None
                return "%s[%s]" % (base, ", ".join(specs))
        return None


# ---------------------------------------------------------------------------
# the transformer
# ---------------------------------------------------------------------------


class _Ctx:
    def __init__(self, kind, declared=None, ret=None, checked=None, ret_checked=None, local_names=()):
        self.kind = kind            # 'module' | 'class' | 'function' | 'lambda'
        self.local_names = frozenset(local_names)  # names bound in a function's own scope
        self.receivers = {}         # names typed as a module class -> the class
        # names annotated with something other than a module class,
        # Optional of one or object: isinstance does not narrow them
        self.annotated_other = set()
        # names a nested def or lambda refers to (cells): not narrowed
        self.captured = set()
        # names annotated CheckedList[C] or CheckedDict[K, C] -> C (what
        # a subscript gives), and those annotated CheckedList[C] -> C
        # (what iterating gives)
        self.elements = {}
        self.iterated = {}
        self.class_name = None      # of a 'class' scope
        # unannotated locals whose first binding may type them as a
        # primitive, until the walk reaches it (Rewriter._bind_first)
        self.undecided = set()
        # those of them that may be typed as a module class there; those
        # it typed so (name -> class), until a binding of something else
        # widens them to dynamic (then in widened, name -> class)
        self.undecided_cls = set()
        self.bound = {}
        self.widened = {}
        self.declared = declared or {}
        self.ret = ret
        # locals and parameters annotated CheckedList[T] (name -> the
        # annotation), and the return annotation when it is one
        self.checked = checked or {}
        self.ret_checked = ret_checked

    def receiver(self, name):
        """The module class name is typed as here: narrowed, or as its
        binding typed it (bound), or None."""
        cls = self.receivers.get(name)
        return cls if cls is not None else self.bound.get(name)


def _leaves(stmts):
    """Whether a block always leaves by return, raise, continue or break."""
    return bool(stmts) and isinstance(stmts[-1], (ast.Return, ast.Raise, ast.Continue, ast.Break))


def _donotcompile(node):
    """Whether a def or class is decorated with __static__'s _donotcompile:
    CinderX compiles it as plain Python, without static checks."""
    return any(isinstance(d, ast.Name) and d.id == "_donotcompile" for d in node.decorator_list)


def _is_none(node):
    return isinstance(node, ast.Constant) and node.value is None


# Decorators after which a method's first parameter is still an instance
# of its class, as the checker types it (typecheck's receivesInstance).
_INSTANCE_DECORATORS = ("property", "final", "inline", "dynamic_return", "allow_weakrefs")


def _native_callable(node):
    """Whether compiled code can call def node natively with its
    positional arguments (lower's directlyCallable): no *args, keyword-only
    parameters or **kwargs, no decorator but the compile-time markers, no
    Array parameter."""
    a = node.args
    if a.vararg or a.kwarg or a.kwonlyargs:
        return False
    if not all(isinstance(d, ast.Name) and d.id in ("inline", "final") for d in node.decorator_list):
        return False
    for x in a.posonlyargs + a.args:
        ann = x.annotation
        if isinstance(ann, ast.Subscript) and isinstance(ann.value, (ast.Name, ast.Attribute)) and (
                getattr(ann.value, "id", None) == "Array" or getattr(ann.value, "attr", None) == "Array"):
            return False
    return True


def _receives_instance(node):
    """Whether a method's first parameter is self: an instance of the
    class (not __new__'s or __init_subclass__'s class, not a decorated
    function's whatever)."""
    if node.name in ("__new__", "__init_subclass__", "__class_getitem__"):
        return False
    for d in node.decorator_list:
        if isinstance(d, ast.Name) and d.id in _INSTANCE_DECORATORS:
            continue
        if (isinstance(d, ast.Attribute) and isinstance(d.value, ast.Name)
                and (d.attr in ("setter", "getter", "deleter") or d.attr in ("final", "inline"))):
            continue
        return False
    return True


def _rebound_defs(tree):
    """The top-level defs whose name the module binds again once the def
    has run (a def under an if or in a try at module level, an
    assignment, an import, a global statement in a function): compiled
    callers call what the name holds then, and check its result against
    the def's declared type, as typecheck/rebound.go decides."""
    body = getattr(tree, "body", [])
    def_at = {s.name: i for i, s in enumerate(body) if isinstance(s, ast.FunctionDef)}
    out = set()
    for i, s in enumerate(body):
        earlier = {n for n, at in def_at.items() if at < i}
        if not earlier or isinstance(s, ast.FunctionDef):
            continue
        bound = set()
        stack = [s]
        while stack:
            n = stack.pop()
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                bound.add(n.name)
                continue  # (its body is another scope)
            if isinstance(n, ast.Lambda):
                continue
            if isinstance(n, ast.Name) and isinstance(n.ctx, (ast.Store, ast.Del)):
                bound.add(n.id)
            elif isinstance(n, (ast.Import, ast.ImportFrom)):
                for a in n.names:
                    if a.name == "*":
                        bound.update(earlier)
                    else:
                        bound.add((a.asname or a.name).split(".")[0])
            elif isinstance(n, ast.ExceptHandler) and n.name:
                bound.add(n.name)
            stack.extend(ast.iter_child_nodes(n))
        out.update(bound & earlier)
    for n in ast.walk(tree):
        if isinstance(n, ast.Global):
            out.update(x for x in n.names if x in def_at)
    return out


def _own_scope(stmts):
    """Nodes of a function body that belong to its own scope."""
    stack = list(stmts)
    while stack:
        n = stack.pop()
        yield n
        for child in ast.iter_child_nodes(n):
            if not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
                stack.append(child)


def _target_names(t, out):
    if isinstance(t, ast.Name):
        if t.id not in out:
            out.append(t.id)
    elif isinstance(t, (ast.Tuple, ast.List)):
        for e in t.elts:
            _target_names(e, out)
    return out


def _is_annotated(ann):
    """Whether ann is typing's Annotated[T, x, ...]."""
    v = ann.value if isinstance(ann, ast.Subscript) else None
    return ((isinstance(v, ast.Name) and v.id == "Annotated" or isinstance(v, ast.Attribute) and v.attr == "Annotated")
            and isinstance(ann.slice, ast.Tuple) and len(ann.slice.elts) >= 2)


def _final_method_names(node):
    """The methods class node declares @final, in body order, as the
    class's __final_method_names__; none when the class defines its own
    __init_subclass__ (the run-time check is that hook)."""
    names = []
    for st in node.body:
        if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if st.name == "__init_subclass__":
                return []
            final = any((isinstance(d, ast.Name) and d.id == "final")
                        or (isinstance(d, ast.Attribute) and d.attr == "final") for d in st.decorator_list)
            if final and st.name not in names:
                names.append(st.name)
    return names


def _is_final_ann(e):
    if isinstance(e, ast.Subscript):
        e = e.value
    return (isinstance(e, ast.Name) and e.id == "Final") or (isinstance(e, ast.Attribute) and e.attr == "Final")


def _caches_in_dict(node):
    """Whether class ``node`` keeps values of its instances in their dict:
    an annotated class attribute with a value (not ClassVar or Final).
    The class then keeps that dict (typecheck/slots.go, cachesInDict). A
    cached property does not make it keep one: a static cinderx one lives
    in a slot, any other raises TypeError without a dict, as in CinderX."""
    for st in node.body:
        if (isinstance(st, ast.AnnAssign) and st.value is not None and isinstance(st.target, ast.Name)
                and not _is_classvar(st.annotation) and not _is_final_ann(st.annotation)):
            # `x: int = 42`: instances may overwrite the class-level default.
            return True
    return False


def _static_cached_properties(node, cprops):
    """The methods of class ``node`` that are static cinderx cached
    properties, as (def, kind): the cached-property decorator (a local
    name of cprops) nearest the def, any others the markers final and
    override. The class body binds them under CinderX's prefixed names,
    and the class gets a slot of each name, where the value is cached
    (typecheck/cachedprop.go, staticCachedProperty)."""
    out = []
    for st in node.body:
        if getattr(st, "_sp_cprop_kind", None):
            out.append((st, st._sp_cprop_kind))  # rewritten already
            continue
        if not isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef)) or not st.decorator_list:
            continue
        last = st.decorator_list[-1]
        if not (isinstance(last, ast.Name) and last.id in cprops):
            continue
        if all(isinstance(d, ast.Name) and d.id in ("final", "override") for d in st.decorator_list[:-1]):
            out.append((st, cprops[last.id]))
    return out


def _class_bindings(node):
    """Names a class body binds with a value (an annotation alone binds
    nothing), as the compiler's ForEachBinding counts them."""
    out = set()
    for s in node.body:
        if isinstance(s, ast.AnnAssign):
            if s.value is not None:
                out.update(_target_names(s.target, []))
        elif isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.add(s.name)
        elif isinstance(s, ast.Assign):
            for t in s.targets:
                out.update(_starred_names(t))
        elif isinstance(s, (ast.AugAssign, ast.For, ast.AsyncFor)):
            out.update(_starred_names(s.target))
        elif isinstance(s, ast.Import):
            for a in s.names:
                if a.asname:
                    out.add(a.asname)
                elif a.name not in ("__static__", "__strict__"):
                    out.add(a.name.split(".")[0])
        elif isinstance(s, ast.ImportFrom):
            out.update(a.asname or a.name for a in s.names if a.name != "*")
        elif isinstance(s, (ast.With, ast.AsyncWith)):
            for it in s.items:
                if it.optional_vars is not None:
                    out.update(_starred_names(it.optional_vars))
        elif isinstance(s, ast.Try):
            out.update(h.name for h in s.handlers if h.name)
        elif isinstance(s, ast.Delete):
            for t in s.targets:
                out.update(_starred_names(t))
    return out


def _starred_names(t):
    """Names an assignment target binds, through tuples, lists and
    starred targets."""
    if isinstance(t, ast.Name):
        return [t.id]
    if isinstance(t, (ast.Tuple, ast.List)):
        return [n for e in t.elts for n in _starred_names(e)]
    if isinstance(t, ast.Starred):
        return _starred_names(t.value)
    return []


def _nested_blocks(s):
    """The statement lists nested in s that share its scope."""
    if isinstance(s, (ast.If, ast.While, ast.For, ast.AsyncFor)):
        return [s.body, s.orelse]
    if isinstance(s, (ast.With, ast.AsyncWith)):
        return [s.body]
    if isinstance(s, ast.Try):
        return [s.body] + [h.body for h in s.handlers] + [s.orelse, s.finalbody]
    return []


def _walk_stmts(stmts):
    for s in stmts:
        yield s
        for b in _nested_blocks(s):
            yield from _walk_stmts(b)


def _is_classvar(e):
    if isinstance(e, ast.Subscript):
        e = e.value
    return (isinstance(e, ast.Name) and e.id == "ClassVar") or (isinstance(e, ast.Attribute) and e.attr == "ClassVar")


def _declared_attrs(node):
    """The instance attributes a class declares, in source order:
    `name: T` in its body (not a ClassVar), then each `self.x` its methods
    assign (typecheck.DeclaredAttrs)."""
    out = []
    for s in node.body:
        if (isinstance(s, ast.AnnAssign) and s.value is None and isinstance(s.target, ast.Name)
                and not _is_classvar(s.annotation)):
            out.append(s.target.id)

    def target(t, me):
        if isinstance(t, ast.Attribute):
            if isinstance(t.value, ast.Name) and t.value.id == me:
                out.append(t.attr)
        elif isinstance(t, (ast.Tuple, ast.List)):
            for e in t.elts:
                target(e, me)
        elif isinstance(t, ast.Starred):
            target(t.value, me)

    for s in node.body:
        if not isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)) or not s.args.args:
            continue
        me = s.args.args[0].arg
        for st in _walk_stmts(s.body):
            if isinstance(st, ast.Assign):
                for t in st.targets:
                    target(t, me)
            elif isinstance(st, ast.AnnAssign):
                target(st.target, me)
    return out


def _loc(new, old):
    """Give `new` (and its children without positions) the location of `old`."""
    for n in ast.walk(new):
        if not hasattr(n, "lineno") or n.lineno is None:
            ast.copy_location(n, old)
    return new


def _module_binding_counts(tree):
    """How many times each name is bound in the module's own scope (its
    statements, nested blocks included, not defs' or classes' bodies),
    a `global` declaration in a def counting twice."""
    counts = {}

    def bump(name, n=1):
        counts[name] = counts.get(name, 0) + n

    def walk(node, top):
        if isinstance(node, ast.Global):
            for n in node.names:
                bump(n, 2)
        if top:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                bump(node.name)
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                for a in node.names:
                    bump((a.asname or a.name).split(".")[0])
            elif isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
                bump(node.id)
        nested = isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda))
        for child in ast.iter_child_nodes(node):
            walk(child, top and not nested)

    for node in getattr(tree, "body", []):
        walk(node, True)
    return counts


def _parsed_annotation(ann):
    """ann, parsed when it is a string ("Optional[C]"); None when that
    string does not parse."""
    if isinstance(ann, ast.Constant) and isinstance(ann.value, str):
        try:
            return ast.parse(ann.value.strip(), mode="eval").body
        except SyntaxError:
            return None
    return ann


def _literal_beside(left, e):
    """Whether BinOp e is `x op N`, x of the integer primitive left and N an
    int literal, which CinderX computes in int64 where no integer type is
    expected (the checker's literalRightOperand)."""
    if left not in INT_PRIMS or isinstance(e.op, ast.MatMult):
        return False
    r = e.right
    if isinstance(r, ast.UnaryOp) and isinstance(r.op, ast.USub):
        r = r.operand
    return (isinstance(r, ast.Constant) and type(r.value) is int
            and -(1 << 63) <= (-r.value if r is not e.right else r.value) < (1 << 63))


def _conv_func(spec):
    """The runtime function converting a value stored into a local (or
    returned) of type spec: the primitive's class, or the check of a
    builtin object type (as_str)."""
    return "as_" + spec if spec in OBJECT_TYPES else spec


class Rewriter(ast.NodeTransformer):
    def __init__(self, resolver):
        self.final_names = {}  # module class -> its __final_method_names__
        self.res = resolver
        self.ctx = [_Ctx("module")]
        # The targets of the comprehensions being walked (a set each).
        self.comp_targets = []
        # Module classes with slots: name -> (all slots, names bound in
        # their bodies and their bases').
        self.slotted = {}

    # -- helpers -------------------------------------------------------------

    def _rt_call(self, func, args, where):
        call = ast.Call(
            func=ast.Attribute(value=ast.Name(id=RT, ctx=ast.Load()), attr=func, ctx=ast.Load()),
            args=args, keywords=[])
        return _loc(call, where)

    def _widen(self, spec, value):
        """value, integer arithmetic stored, passed or returned where the
        integer primitive spec is expected: CinderX does the operations
        in that type (`z: int16 = x * y` of two int8 multiplies int16s),
        so each primitive operand of a narrower type is converted to spec
        first, through nested operations."""
        if spec in INT_PRIMS and isinstance(value, ast.UnaryOp) and not isinstance(value.op, ast.Not):
            # CinderX passes the context through: -(x * y) negates the
            # product done in spec.
            value.operand = self._widen(spec, value.operand)
            return value
        if spec in INT_PRIMS and isinstance(value, ast.IfExp):
            value.body, value.orelse = self._widen(spec, value.body), self._widen(spec, value.orelse)
            return value
        prims = getattr(value, "_sp_prims", None)
        if spec not in INT_PRIMS or prims is None:
            return value
        ops = [value.left, value.right]
        lit = lambda x: isinstance(x, ast.Constant) and type(x.value) is int
        if any(p is None and not lit(o) and getattr(o, "_sp_prims", None) is None for p, o in zip(prims, ops)):
            return value  # an object operand: not arithmetic on primitives
        if all(p is None for p in prims) or any(p is not None and not _widens(p, spec) for p in prims):
            return value
        for i, (p, o) in enumerate(zip(prims, ops)):
            o = getattr(o, "_sp_lit64_of", o)
            o = self._widen(spec, o)
            if p is not None and p != spec:
                o = self._rt_call(_conv_func(spec), [o], o)
            ops[i] = o
        value.left, value.right = ops
        return value

    def _conv(self, spec, value):
        value = self._widen(spec, value)
        if (spec in LOCAL_PRIMS and isinstance(value, ast.Call) and isinstance(value.func, ast.Name)
                and value.func.id == "unbox" and len(value.args) == 1 and not value.keywords):
            # `y: int8 = unbox(v)` unboxes to int8 itself, range-checked
            # (OverflowError), as compiled code does: not to int64 first,
            # which the conversion to int8 would wrap; a float is no int
            # (CinderX casts to int before it unboxes).
            value = self._rt_call("unbox_value", list(value.args) + [ast.Constant(spec)], value)
        if isinstance(spec, tuple):
            # (module class, None allowed): CinderX's CAST.
            cls, optional = spec
            return self._rt_call("as_class", [value, _loc(ast.Name(id=cls, ctx=ast.Load()), value), ast.Constant(optional)], value)
        if spec.startswith("?"):
            return self._rt_call("as_optional", [value, ast.Constant(spec[1:])], value)
        return self._rt_call(_conv_func(spec), [value], value)

    def _conv_stmt(self, name, spec, where):
        value = self._conv(spec, _loc(ast.Name(id=name, ctx=ast.Load()), where))
        return _loc(ast.Assign(targets=[ast.Name(id=name, ctx=ast.Store())], value=value), where)

    def _array_elem(self, target):
        """The integer primitive of an element of an Array local or
        parameter, when target is a subscript of one, or None."""
        ctx = self.ctx[-1]
        if (ctx.kind == "function" and isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name)
                and not isinstance(target.slice, ast.Slice)):
            return getattr(ctx, "arrays", {}).get(target.value.id)
        return None

    def _declared_in(self, target):
        ctx = self.ctx[-1]
        if ctx.kind != "function" or not ctx.declared:
            return []
        return [(n, ctx.declared[n]) for n in _target_names(target, []) if n in ctx.declared]

    def _visit_body(self, stmts):
        out = []
        narrowed = self._narrowed_now()
        for s in stmts:
            self._unnarrow_stored(s, narrowed)
            r = self.visit(s)
            if isinstance(s, ast.If):
                # What follows `if not isinstance(x, C): return` (or an
                # else that leaves) is narrowed as the branch that stays.
                if _leaves(s.body):
                    self._narrow(self._narrowings(s.test, False), narrowed)
                elif s.orelse and _leaves(s.orelse):
                    self._narrow(self._narrowings(s.test, True), narrowed)
            if r is None:
                continue
            if isinstance(r, list):
                out.extend(r)
            else:
                out.append(r)
        self._restore(narrowed)
        return out

    # -- isinstance narrowing ------------------------------------------------
    #
    # The checker narrows a local that is dynamic, object, Optional[C'] or
    # a base of C to C where `isinstance(x, C)` holds: in the if's body,
    # in the later operands of `and`, in the else of `not isinstance`,
    # after an if whose other branch leaves. Compiled code then reads C's
    # primitive fields and calls its methods as typed code, so the rewrite
    # types x as C there too, until a statement stores into x.

    def _narrowings(self, test, holds):
        """The (name, class) pairs test proves when it is true (holds) or
        false."""
        if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
            return self._narrowings(test.operand, not holds)
        if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And if holds else ast.Or):
            return [p for v in test.values for p in self._narrowings(v, holds)]
        if not holds or not (isinstance(test, ast.Call) and isinstance(test.func, ast.Name)
                             and test.func.id == "isinstance" and len(test.args) == 2 and not test.keywords):
            return []
        if any("isinstance" in c.local_names for c in self.ctx):
            return []
        x, cls = test.args
        fctx = self.ctx[-1]
        if (fctx.kind != "function" or not isinstance(x, ast.Name) or x.id not in fctx.local_names
                or x.id in fctx.captured or x.id in fctx.annotated_other):
            return []
        c = self._class_named(cls)
        if c is None or any(cls.id in k.local_names for k in self.ctx):
            return []
        cur = fctx.receiver(x.id)
        if cur is not None and cur not in self.res.class_ancestors.get(c, ()):
            return []
        return [(x.id, c)]

    def _narrowed_now(self):
        """A record of the receivers before a block narrows any."""
        return dict(self.ctx[-1].receivers) if self.ctx[-1].kind == "function" else None

    def _narrow(self, pairs, before):
        if before is None:
            return
        for name, cls in pairs:
            self.ctx[-1].receivers[name] = cls

    def _restore(self, before):
        if before is not None:
            r = self.ctx[-1].receivers
            r.clear()
            r.update(before)

    def _unnarrow_stored(self, s, before):
        """A statement storing into a narrowed name ends its narrowing."""
        if before is None:
            return
        r = self.ctx[-1].receivers
        for n in ast.walk(s):
            if (isinstance(n, ast.Name) and isinstance(n.ctx, (ast.Store, ast.Del))
                    and r.get(n.id) != before.get(n.id)):
                if n.id in before:
                    r[n.id] = before[n.id]
                else:
                    del r[n.id]

    def generic_visit(self, node):
        # NodeTransformer's, but a block of statements goes through
        # _visit_body, which narrows after an if that leaves.
        for field, old in ast.iter_fields(node):
            if isinstance(old, list) and old and isinstance(old[0], ast.stmt):
                old[:] = self._visit_body(old)
            elif isinstance(old, list):
                new = []
                for v in old:
                    if isinstance(v, ast.AST):
                        v = self.visit(v)
                        if v is None:
                            continue
                        if not isinstance(v, ast.AST):
                            new.extend(v)
                            continue
                    new.append(v)
                old[:] = new
            elif isinstance(old, ast.AST):
                new = self.visit(old)
                if new is None:
                    delattr(node, field)
                else:
                    setattr(node, field, new)
        return node

    def visit_If(self, node):
        pos, neg = self._narrowings(node.test, True), self._narrowings(node.test, False)
        node.test = self.visit(node.test)
        before = self._narrowed_now()
        self._narrow(pos, before)
        node.body = self._visit_body(node.body)
        self._restore(before)
        self._narrow(neg, before)
        node.orelse = self._visit_body(node.orelse)
        self._restore(before)
        return node

    def visit_IfExp(self, node):
        pos, neg = self._narrowings(node.test, True), self._narrowings(node.test, False)
        node.test = self.visit(node.test)
        before = self._narrowed_now()
        self._narrow(pos, before)
        node.body = self.visit(node.body)
        self._restore(before)
        self._narrow(neg, before)
        node.orelse = self.visit(node.orelse)
        self._restore(before)
        return node

    def visit_BoolOp(self, node):
        before = self._narrowed_now()
        values = []
        for v in node.values:
            values.append(self.visit(v))
            self._narrow(self._narrowings(v, isinstance(node.op, ast.And)), before)
        self._restore(before)
        node.values = values
        return node

    # -- scopes --------------------------------------------------------------

    def visit_FunctionDef(self, node):
        node.decorator_list = [self.visit(d) for d in node.decorator_list]
        if _donotcompile(node):
            return node  # plain Python, as CinderX compiles it
        node.args = self.visit(node.args)
        if node.returns is not None:
            node.returns = self.visit(node.returns)

        a = node.args
        params = []
        of_class = {}  # checked containers of module classes: no SPEC
        # Instances of module classes (self of a plain method too, as
        # CinderX checks it): (param, class name, None allowed).
        class_params = []
        exact_params = set()  # Annotated[C, "Exact"]: C itself, no subclass
        outer = self.ctx[-1]
        if (outer.kind == "class" and len(self.ctx) == 2 and (a.posonlyargs + a.args)
                and (a.posonlyargs + a.args)[0].annotation is None and _receives_instance(node)):
            class_params.append(((a.posonlyargs + a.args)[0].arg, outer.class_name, False))
        for arg in a.posonlyargs + a.args + a.kwonlyargs:
            if arg.annotation is not None:
                spec = self.res.spec(arg.annotation)
                if spec is not None:
                    params.append((arg.arg, spec))
                elif self._checked_class(arg.annotation) is not None:
                    params.append((arg.arg, None))
                    of_class[arg.arg] = self._checked_class(arg.annotation)
                elif self.res.builtin_spec(arg.annotation) in OBJECT_TYPES:
                    # List[int]: checked as a list, as compiled.
                    params.append((arg.arg, self.res.builtin_spec(arg.annotation)))
                else:
                    cls, optional = self._param_class(arg.annotation)
                    if cls is not None:
                        class_params.append((arg.arg, cls, optional))
                        if self._exact_annotation(arg.annotation):
                            exact_params.add(arg.arg)
        # Locals declared a primitive convert what is stored into them;
        # those declared a builtin object type check it, as compiled code
        # casts a dynamic value stored there.
        # Those declared a module class (parameters too) cast it (CinderX's
        # CAST), as does a return from a function declared to return one.
        declared = {n: s for n, s in params if s in LOCAL_PRIMS or s in OBJECT_TYPES}
        for n, cls, optional in class_params:
            declared[n] = (cls, optional)
        for n in _own_scope(node.body):
            if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name):
                spec = self.res.spec(n.annotation, allow_final=True)
                if spec in LOCAL_PRIMS or spec in OBJECT_TYPES:
                    declared[n.target.id] = spec
                elif self.res.class_spec(n.annotation) is not None:
                    declared[n.target.id] = self.res.class_spec(n.annotation)
                elif self.res.builtin_spec(n.annotation) is not None:
                    # List[int], Optional[str]: cast as compiled.
                    declared[n.target.id] = self.res.builtin_spec(n.annotation)
        ret = self.res.spec(node.returns) if node.returns is not None else None
        if ret not in LOCAL_PRIMS and ret not in OBJECT_TYPES:
            ret = self.res.class_spec(node.returns) if node.returns is not None else None
        if ret is None and node.returns is not None:
            # A builtin type named through typing (List[int]: a list) or
            # Optional of one ("?str"): cast as compiled code casts it.
            ret = self.res.builtin_spec(node.returns)
        if ret not in LOCAL_PRIMS and any(
                isinstance(d, ast.Name) and d.id == "dynamic_return"
                for d in node.decorator_list):
            # @dynamic_return: what it returns is not cast to the declared
            # type (the compiled function does not cast it either).
            ret = None
        checked = {}
        for arg in a.posonlyargs + a.args + a.kwonlyargs:
            if arg.annotation is not None and self._checked_class(arg.annotation) is not None:
                checked[arg.arg] = arg.annotation
        for n in _own_scope(node.body):
            if (isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)
                    and self._checked_class(n.annotation) is not None):
                checked[n.target.id] = n.annotation
        ret_checked = None
        if node.returns is not None and self._checked_class(node.returns) is not None:
            ret_checked = node.returns

        local_names = {arg.arg for arg in a.posonlyargs + a.args + a.kwonlyargs}
        local_names.update(x.arg for x in (a.vararg, a.kwarg) if x is not None)
        for n in _own_scope(node.body):
            if isinstance(n, ast.Name) and isinstance(n.ctx, (ast.Store, ast.Del)):
                local_names.add(n.id)
            elif isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                local_names.add(n.name)
            elif isinstance(n, (ast.Import, ast.ImportFrom)):
                local_names.update((x.asname or x.name).split(".")[0] for x in n.names)
            elif isinstance(n, ast.Global):
                local_names.difference_update(n.names)
        fctx = _Ctx("function", declared, ret, checked, ret_checked, local_names)
        # -> Literal[1] (or [True]): a returned value is checked against it.
        fctx.ret_literal = _literal_of(node.returns) if node.returns is not None else None
        # A bare `return` of a def whose declared type takes no None
        # raises, as compiled code does (not of a generator or coroutine).
        fctx.bare_return_raises = not isinstance(node, ast.AsyncFunctionDef) and not any(
            isinstance(n, (ast.Yield, ast.YieldFrom)) for n in _own_scope(node.body)) and (
            ret_checked is not None or (isinstance(ret, tuple) and not ret[1])
            or (isinstance(ret, str) and not ret.startswith("?")))
        # Locals and parameters that are an Array of an integer primitive
        # (annotated, or first bound to Array[T](n)): arithmetic stored
        # into an element is done in T (visit_Assign).
        arrays = {n: s[6:-1] for n, s in params if isinstance(s, str) and s.startswith("Array[")}
        for n in _own_scope(node.body):
            if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name):
                sp = self.res.spec(n.annotation)
                if isinstance(sp, str) and sp.startswith("Array["):
                    arrays.setdefault(n.target.id, sp[6:-1])
            elif (isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name)
                    and isinstance(n.value, ast.Call) and isinstance(n.value.func, ast.Subscript)):
                sp = self.res.spec(n.value.func)
                if isinstance(sp, str) and sp.startswith("Array["):
                    arrays.setdefault(n.targets[0].id, sp[6:-1])
        fctx.arrays = {n: t for n, t in arrays.items() if t in INT_PRIMS}
        outer = self.ctx[-1]
        positional = a.posonlyargs + a.args
        if outer.kind == "class" and positional and not any(
                isinstance(d, ast.Name) and d.id in ("staticmethod", "classmethod") for d in node.decorator_list):
            fctx.receivers[positional[0].arg] = outer.class_name
        # A name annotated C or Optional[C] is a C wherever typed code
        # reads a field or calls a method through it: the checker allows
        # that only where it narrowed an Optional to C.
        annotated = [(arg.arg, arg.annotation) for arg in a.posonlyargs + a.args + a.kwonlyargs
                     if arg.annotation is not None]
        annotated += [(n.target.id, n.annotation) for n in _own_scope(node.body)
                      if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)]
        for name, ann in annotated:
            cls = self._class_named(ann) or self._param_class(ann)[0]
            if cls is not None:
                fctx.receivers[name] = cls
            elif not (isinstance(ann, ast.Name) and ann.id == "object"):
                fctx.annotated_other.add(name)
        for n in _own_scope(node.body):
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
                fctx.captured.update(x.id for x in ast.walk(n) if isinstance(x, ast.Name))
        for name, ann in annotated:
            ann = _parsed_annotation(ann)
            if isinstance(ann, ast.Subscript) and self.res.name_of(ann.value) in ("CheckedList", "CheckedDict"):
                args = list(ann.slice.elts) if isinstance(ann.slice, ast.Tuple) else [ann.slice]
                cls = self._class_named(args[-1])
                if cls is not None:
                    fctx.elements[name] = cls
                    if self.res.name_of(ann.value) == "CheckedList":
                        fctx.iterated[name] = cls
        self.ctx.append(fctx)
        self._infer_receivers(fctx, node, annotated)
        body = self._visit_body(node.body)
        self.ctx.pop()

        where = ast.Pass()
        where.lineno = where.end_lineno = node.lineno
        where.col_offset = node.col_offset
        where.end_col_offset = node.col_offset + 3
        checks = []
        for name, spec in params:
            if spec is None:
                # CheckedList[Node]: the class, evaluated when the call
                # runs, is what the argument must be an instance of.
                cls = of_class[name]
                for n in ast.walk(cls):
                    ast.copy_location(n, where)
                call = self._rt_call("check_arg_of", [
                    ast.Name(id=name, ctx=ast.Load()), cls,
                    ast.Constant(node.name), ast.Constant(name)], where)
                checks.append(_loc(ast.Assign(targets=[ast.Name(id=name, ctx=ast.Store())], value=call), where))
                continue
            call = self._rt_call("check_arg", [
                ast.Name(id=name, ctx=ast.Load()), ast.Constant(spec),
                ast.Constant(node.name), ast.Constant(name)], where)
            checks.append(_loc(ast.Assign(targets=[ast.Name(id=name, ctx=ast.Store())], value=call), where))
        in_class = self.ctx[-1].class_name if self.ctx and self.ctx[-1].kind == "class" else None
        for name, cls, optional in class_params:
            # The class a method is defined in is the one its checks name
            # (its __class__ cell), as compiled code checks against the
            # class object, whatever the module's name for it is later
            # bound to.
            ref = "__class__" if cls == in_class else cls
            call = self._rt_call("check_arg_exact" if name in exact_params else "check_arg_cls", [
                ast.Name(id=name, ctx=ast.Load()), _loc(ast.Name(id=ref, ctx=ast.Load()), where),
                ast.Constant(optional), ast.Constant(node.name), ast.Constant(name)], where)
            checks.append(_loc(ast.Assign(targets=[ast.Name(id=name, ctx=ast.Store())], value=call), where))
        for n in _own_scope(node.body):
            # A primitive local declared without a value starts at zero:
            # CinderX stores zero at the function's entry into each one
            # not definitely assigned before use (as compiled: its slot).
            if (isinstance(n, ast.AnnAssign) and n.value is None and isinstance(n.target, ast.Name)
                    and fctx.declared.get(n.target.id) in LOCAL_PRIMS):
                zero = self._rt_call(_conv_func(fctx.declared[n.target.id]), [ast.Constant(0)], where)
                checks.append(_loc(ast.Assign(targets=[ast.Name(id=n.target.id, ctx=ast.Store())], value=zero), where))
        i = 0
        if (body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)
                and isinstance(body[0].value.value, str)):
            i = 1
        node.body = body[:i] + checks + body[i:]
        if not node.body:
            node.body = [_loc(ast.Pass(), where)]
        return node

    visit_AsyncFunctionDef = visit_FunctionDef

    def _infer_receivers(self, fctx, node, annotated):
        """Types as C an unannotated local that every binding binds to an
        instance of the module class C (C(...), a cast, a call or method
        returning C, a field of type C, an item of a checked container of
        C, another such local, a for over a CheckedList[C]), as the
        checker infers it: typed code reads its primitive fields. A local
        bound any other way, or rebound by a nested def, is left alone."""
        values = {}
        bad = {n for n, _ in annotated}
        for n in _own_scope(node.body):
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                for x in ast.walk(n):
                    if isinstance(x, ast.Nonlocal):
                        bad.update(x.names)  # rebound by a nested def
        for n in _own_scope(node.body):
            if isinstance(n, ast.Assign) and all(isinstance(t, ast.Name) for t in n.targets):
                for t in n.targets:  # (`a = b = v` binds both to v)
                    values.setdefault(t.id, []).append(n.value)
                continue
            if isinstance(n, ast.NamedExpr):
                values.setdefault(n.target.id, []).append(n.value)
                continue
            if isinstance(n, (ast.For, ast.AsyncFor)) and isinstance(n.target, ast.Name):
                it = n.iter
                if isinstance(it, ast.Name) and it.id in fctx.iterated:
                    values.setdefault(n.target.id, []).append(("element", fctx.iterated[it.id]))
                else:
                    bad.add(n.target.id)
                continue
        # Stores that are not one of the bindings above: tuple targets,
        # augmented assignment, with, except, del, imports.
        counted = {}
        for name, vs in values.items():
            counted[name] = len(vs)
        stores = {}
        # (a comprehension's targets are its own scope's)
        in_comp = {id(t) for c in _own_scope(node.body) if isinstance(c, ast.comprehension)
                   for t in ast.walk(c.target)}
        for n in _own_scope(node.body):
            if id(n) in in_comp:
                continue
            if isinstance(n, ast.Name) and isinstance(n.ctx, (ast.Store, ast.Del)):
                stores[n.id] = stores.get(n.id, 0) + 1
            elif isinstance(n, ast.ExceptHandler) and n.name:
                bad.add(n.name)
        # (A primitive's other stores, after its first binding, convert:
        # the walk makes a local whose first store is one of them
        # dynamic, visit_Name.)
        prim_bad = set(bad)
        for name, k in stores.items():
            if counted.get(name) != k:
                bad.add(name)
        def class_of(v):
            return v[1] if isinstance(v, tuple) else self._class_of(v)
        for _ in range(3):  # locals bound to other such locals
            for name, vs in values.items():
                if name in bad or name in fctx.receivers or name not in fctx.local_names:
                    continue
                classes = {class_of(v) for v in vs} - {None}
                if len(classes) != 1:
                    continue
                # Assumed, then confirmed: a binding may read the local
                # itself (`n = n.next` walking a list).
                fctx.receivers[name] = cls = classes.pop()
                if any(class_of(v) != cls for v in vs):
                    del fctx.receivers[name]
        # A local every binding of binds it the plain way (`name = v`,
        # walrus) is typed by its first binding in source order, as the
        # checker types it: a primitive there (the call of a function or
        # method returning one, a field, a conversion, such a local,
        # seen with the isinstance narrowings that hold at that point)
        # makes it that primitive from then on, and its stores convert,
        # as a declared one's do. _bind_first decides it when the walk
        # reaches that binding; a read before it makes it dynamic.
        # A local whose first binding binds an instance of a module
        # class (one only a narrowing shows: `k = o.make()` after `if not
        # isinstance(o, C): return`, or one a later binding does not
        # bind) is likewise an instance of it from that binding on, until
        # a binding of something else makes it dynamic for the rest of
        # the function, where a binding of an instance narrows it again
        # (_bind_later).
        for name, vs in values.items():
            if (name not in prim_bad and name not in fctx.receivers and name not in fctx.declared
                    and name in fctx.local_names):
                fctx.undecided.add(name)
                if name not in bad:
                    fctx.undecided_cls.add(name)

    def _bind_first(self, target, value):
        """Decides the type of target, an unannotated local whose first
        binding (to value, not yet rewritten) the walk has reached: the
        primitive or module class typed code sees value as here, as
        ("prim", spec) or ("class", C), or None (dynamic)."""
        fctx = self.ctx[-1]
        if fctx.kind != "function" or not isinstance(target, ast.Name) or target.id not in fctx.undecided:
            return None
        fctx.undecided.discard(target.id)
        if any(isinstance(n, ast.Name) and n.id == target.id for n in ast.walk(value)):
            return None  # read before it is bound (`w = int64(w)`): dynamic
        spec = self._prim_of(value)
        if spec is not None:
            return ("prim", spec)
        cls = self._class_of(value) if target.id in fctx.undecided_cls else None
        return ("class", cls) if cls is not None else None

    def _declare_first(self, target, typ):
        """Gives target the type _bind_first found, once its value has
        been visited."""
        if typ is None:
            return
        fctx = self.ctx[-1]
        kind, t = typ
        if kind == "prim":
            fctx.declared[target.id] = t
        else:
            # (kept when a block that narrowed other names ends: the
            # binding types the local for the rest of the function)
            fctx.bound[target.id] = t

    def _bind_later(self, target, value):
        """What a later binding of target, a local its first binding typed
        as a module class, to value (not yet rewritten) does, as the
        checker has it: an instance of that class (or a subclass) keeps
        the type; anything else widens the local to dynamic, after which
        a binding of an instance of C narrows it to C (until a block
        ends or a statement stores into it)."""
        fctx = self.ctx[-1]
        if fctx.kind != "function" or not isinstance(target, ast.Name):
            return None
        name = target.id
        if name in fctx.bound:
            have = fctx.bound[name]
            cls = self._class_of(value)
            if cls is not None and (cls == have or have in self.res.class_ancestors.get(cls, ())):
                return None
            return ("widen", have)
        if name in fctx.widened:
            return ("narrow", self._class_of(value))
        return None

    def _apply_later(self, target, act):
        if act is None:
            return
        fctx = self.ctx[-1]
        kind, cls = act
        if kind == "widen":
            del fctx.bound[target.id]
            fctx.widened[target.id] = cls
            fctx.receivers.pop(target.id, None)
        elif cls is not None:
            fctx.receivers[target.id] = cls
        else:
            fctx.receivers.pop(target.id, None)

    def visit_Name(self, node):
        # A local read before its first binding in source order is
        # dynamic, as the checker makes it (not a comprehension's
        # variable of the same name); so is one whose first store is
        # not a binding _bind_first types (a tuple target, augmented
        # assignment, with, del), which reaches here first.
        fctx = self.ctx[-1]
        if fctx.kind == "function" and not any(node.id in names for names in self.comp_targets):
            fctx.undecided.discard(node.id)
        return node

    def _visit_comprehension(self, node):
        names = []
        for g in node.generators:
            _target_names(g.target, names)
        self.comp_targets.append(set(names))
        try:
            return self.generic_visit(node)
        finally:
            self.comp_targets.pop()

    visit_ListComp = visit_SetComp = visit_DictComp = visit_GeneratorExp = _visit_comprehension

    def _prim_of(self, e):
        """The primitive typed code sees e, an expression not yet
        rewritten, as (a call of a function or method returning one, a
        field, a property, a conversion, a local declared one), or None."""
        if isinstance(e, ast.NamedExpr):
            return self._prim_of(e.value)
        if isinstance(e, ast.UnaryOp) and isinstance(e.op, (ast.USub, ast.UAdd, ast.Invert)):
            return self._prim_of(e.operand)
        if isinstance(e, ast.IfExp):
            # (both branches the same primitive)
            a = self._prim_of(e.body)
            return a if a is not None and a == self._prim_of(e.orelse) else None
        if isinstance(e, ast.BinOp) and not isinstance(e.op, ast.Pow):
            # (with an int literal, or a primitive of the same type)
            a, b = self._prim_of(e.left), self._prim_of(e.right)
            lit = lambda x: isinstance(x, ast.Constant) and type(x.value) is int
            if _literal_beside(a, e):
                return "int64"
            if a is not None and (a == b or lit(e.right)):
                return a
            if b is not None and lit(e.left):
                return b
            return None
        if isinstance(e, ast.Name):
            for c in reversed(self.ctx):
                if e.id in c.declared:
                    sp = c.declared[e.id]
                    return sp if isinstance(sp, str) and sp in LOCAL_PRIMS else None
                if e.id in c.local_names:
                    return None
            return None
        if isinstance(e, ast.Call):
            f = e.func
            if isinstance(f, ast.Name) and not any(f.id in c.local_names for c in self.ctx):
                if self.res.name_of(f) in LOCAL_PRIMS and len(e.args) == 1:
                    return self.res.name_of(f)
                return self.res.prim_returns.get(f.id)
            if isinstance(f, ast.Attribute):
                cls = self._class_of(f.value)
                v = f.value
                if cls is None and isinstance(v, ast.Name) and v.id in self.res.class_fields and not any(
                        v.id in c.local_names for c in self.ctx):
                    cls = v.id  # C.m(...): through the class
                return self.res.class_methods.get(cls, {}).get(f.attr) if cls else None
            return None
        if isinstance(e, ast.Attribute):
            cls = self._class_of(e.value)
            if cls is None:
                return None
            return self.res.class_fields.get(cls, {}).get(e.attr) or self.res.class_props.get(cls, {}).get(e.attr)
        return None

    def _class_of(self, e):
        """The module class typed code sees e, an expression not yet
        rewritten, as an instance of (as the checker types it), or None."""
        if isinstance(e, ast.Name):
            return self._receiver_class(e)
        if isinstance(e, ast.NamedExpr):
            return self._class_of(e.value)
        if isinstance(e, ast.IfExp):
            a = self._class_of(e.body)
            return a if a is not None and a == self._class_of(e.orelse) else None
        if isinstance(e, ast.Call):
            f = e.func
            if isinstance(f, ast.Name) and not any(f.id in c.local_names for c in self.ctx):
                if f.id in self.res.class_fields:
                    return f.id
                if f.id in self.res.class_returns:
                    return self.res.class_returns[f.id]
                if f.id == "cast" and len(e.args) == 2 and not e.keywords:
                    return self._class_named(e.args[0]) or self._param_class(e.args[0])[0]
            if isinstance(f, ast.Attribute):
                cls = self._class_of(f.value)
                sp = self.res.method_rets.get((cls, f.attr)) if cls else None
                if isinstance(sp, tuple):
                    return sp[0]
                if cls is None and isinstance(f.value, ast.Name) and f.value.id in self.res.class_fields and not any(
                        f.value.id in c.local_names for c in self.ctx):
                    cls = f.value.id  # C.make(): a static or class method through the class
                m = self.res.class_members.get((cls, f.attr)) if cls else None
                return m[0] if m is not None and not m[1] else None
            return None
        if isinstance(e, ast.Attribute):
            cls = self._class_of(e.value)
            sp = self.res.class_object_fields.get(cls, {}).get(e.attr) if cls else None
            if cls is not None and sp is None:
                m = self.res.class_members.get((cls, e.attr))
                return m[0] if m is not None and m[1] else None  # a property
            return sp[0] if isinstance(sp, tuple) else None
        if isinstance(e, ast.Subscript) and isinstance(e.value, ast.Name) and not isinstance(e.slice, ast.Slice):
            for c in reversed(self.ctx):
                if e.value.id in c.elements:
                    return c.elements[e.value.id]
                if e.value.id in c.local_names:
                    return None
        return None

    def visit_ClassDef(self, node):
        node.decorator_list = [self.visit(d) for d in node.decorator_list]
        if _donotcompile(node):
            return node  # plain Python, as CinderX compiles it
        node.bases = [self.visit(b) for b in node.bases]
        node.keywords = [self.visit(k) for k in node.keywords]
        fields = _prim_fields(self.res, node)
        slots = self._slots_of(node) if len(self.ctx) == 1 else None
        cprops = _static_cached_properties(node, self.res.cinderx_cprops) if len(self.ctx) == 1 else []
        for st, kind in cprops:
            st.decorator_list = st.decorator_list[:-1]
            st._sp_cprop_kind = kind
        finals = _final_method_names(node) if len(self.ctx) == 1 else []
        if finals or len(self.ctx) == 1:
            # With the base's (a module class before it), sorted, as
            # CinderX lists them.
            inherited = [n for b in node.bases if isinstance(b, ast.Name) for n in self.final_names.get(b.id, ())]
            if finals:
                finals = sorted(set(finals) | set(inherited))
            if len(self.ctx) == 1:
                self.final_names[node.name] = finals or inherited
        cctx = _Ctx("class")
        cctx.class_name = node.name
        self.ctx.append(cctx)
        node.body = self._visit_body(node.body)
        self.ctx.pop()
        if finals:
            # A Python subclass may not define them either, as in CinderX
            # (compiled: lower/class.go).
            node.body.append(_loc(ast.Assign(targets=[ast.Name(id="__final_method_names__", ctx=ast.Store())],
                                             value=ast.Tuple(elts=[ast.Constant(n) for n in finals], ctx=ast.Load())), node))
            hook = self._rt_call("final_hook", [], node)
            node.body.append(_loc(ast.Assign(targets=[ast.Name(id="__init_subclass__", ctx=ast.Store())], value=hook), node))
        if slots is not None:
            # A static class has slots for its fields and no instance
            # dict, as in CinderX and the compiled module.
            # With one slot more when it has any, the seal (no field's
            # name is private), which seal_layout hides: no __class__
            # assignment to or from a class that does not derive from
            # this one, as compiled (runtime/slots.go SealLayoutFunc).
            sealed = slots + [LAYOUT_SEAL] if slots else slots
            value = ast.Tuple(elts=[ast.Constant(n) for n in sealed], ctx=ast.Load())
            node.body.append(_loc(ast.Assign(targets=[ast.Name(id="__slots__", ctx=ast.Store())], value=value), node))
        if cprops:
            # The methods wait under CinderX's prefixed names for the
            # class to exist; then each becomes a cached property backed
            # by the slot of its name, as compiled (lower/class.go).
            names = [ast.Constant(st.name) for st, k in cprops if k == "cached_property"]
            anames = [ast.Constant(st.name) for st, k in cprops if k == "async_cached_property"]
            locs = ast.Call(func=ast.Name(id="locals", ctx=ast.Load()), args=[], keywords=[])
            stash = self._rt_call("stash_cached_properties", [
                locs, ast.Tuple(elts=names, ctx=ast.Load()), ast.Tuple(elts=anames, ctx=ast.Load())], node)
            node.body.append(_loc(ast.Expr(value=stash), node))
            install = ast.Attribute(value=ast.Name(id="__static_rt__", ctx=ast.Load()),
                                    attr="install_cached_properties", ctx=ast.Load())
            node.decorator_list.append(_loc(install, node))
        checked = {n: spec for n, spec in _object_fields(self.res, node).items()
                   if slots is not None and n in slots}
        if checked:
            # Object fields in slots check what attribute assignment
            # stores, as CinderX's typed descriptors and the compiled
            # module (lower/typedfield.go) do.
            keys = [ast.Constant(k) for k in checked]
            vals = [ast.Tuple(elts=[ast.Constant(v[0]), ast.Constant(v[1])], ctx=ast.Load()) if isinstance(v, tuple)
                    else ast.Constant(v) for v in checked.values()]
            here = ast.Call(func=ast.Name(id="globals", ctx=ast.Load()), args=[], keywords=[])
            node.decorator_list.append(self._rt_call("checked_fields", [ast.Dict(keys=keys, values=vals), here], node))
        if fields:
            # Applied first (closest to the class): typed fields convert
            # what is stored into them, as in the compiled module.
            keys = [ast.Constant(k) for k in fields]
            vals = [ast.Constant(v) for v in fields.values()]
            deco = self._rt_call("typed_fields", [ast.Dict(keys=keys, values=vals)], node)
            node.decorator_list.append(deco)
        if slots:
            # Applied first of all.
            seal = ast.Attribute(value=ast.Name(id=RT, ctx=ast.Load()), attr="seal_layout", ctx=ast.Load())
            node.decorator_list.append(_loc(seal, node))
        return node

    # -- typed reads of primitive fields -------------------------------------

    def _class_named(self, ann):
        """The module class an annotation names (C or "C"), or None."""
        if isinstance(ann, ast.Constant) and isinstance(ann.value, str):
            try:
                ann = ast.parse(ann.value.strip(), mode="eval").body
            except SyntaxError:
                return None
        if isinstance(ann, ast.Name) and ann.id in self.res.class_fields:
            return ann.id
        return None

    def _exact_annotation(self, ann):
        """Whether ann is Annotated[T, "Exact"] (the checker's
        exactAnnotation)."""
        return _is_annotated(ann) and any(isinstance(x, ast.Constant) and x.value == "Exact"
                                          for x in ann.slice.elts[1:])

    def _param_class(self, ann):
        """The module class a parameter annotation names, and whether it
        allows None (Optional[C], C | None, Union[C, None], their strings):
        (None, False) for anything else."""
        if isinstance(ann, ast.Constant) and isinstance(ann.value, str):
            try:
                ann = ast.parse(ann.value.strip(), mode="eval").body
            except SyntaxError:
                return None, False
        ann = self.res._unalias(ann)
        if _is_annotated(ann):
            return self._param_class(ann.slice.elts[0])  # Annotated[T, ...] is T
        cls = self._static_class(ann)
        if cls is not None:
            return cls, False
        inner = None
        if isinstance(ann, ast.BinOp) and isinstance(ann.op, ast.BitOr):
            if _is_none(ann.right):
                inner = ann.left
            elif _is_none(ann.left):
                inner = ann.right
        elif isinstance(ann, ast.Subscript):
            base = self.res.name_of(ann.value)
            args = list(ann.slice.elts) if isinstance(ann.slice, ast.Tuple) else [ann.slice]
            if base == "Optional" and len(args) == 1:
                inner = args[0]
            elif base == "Union" and len(args) == 2 and _is_none(args[1]):
                inner = args[0]
            elif base == "Union" and len(args) == 2 and _is_none(args[0]):
                inner = args[1]
        if inner is None:
            return None, False
        if isinstance(inner, ast.Constant) and isinstance(inner.value, str):
            try:
                inner = ast.parse(inner.value.strip(), mode="eval").body
            except SyntaxError:
                return None, False
        cls = self._static_class(inner)
        return (cls, True) if cls is not None else (None, False)

    def _static_class(self, ann):
        """The name of the static module class ann (a name) is, or None."""
        if isinstance(ann, ast.Name) and ann.id in self.res.static_classes:
            if not any(ann.id in c.local_names for c in self.ctx[1:]):
                return ann.id
        return None

    def _receiver_class(self, node):
        """The module class node (a name) is typed as, or None."""
        if not isinstance(node, ast.Name):
            return None
        for c in reversed(self.ctx):
            if c.receiver(node.id) is not None:
                return c.receiver(node.id)
            if node.id in c.local_names:
                return None
        return None

    def _field(self, node):
        """The primitive type of node, an attribute `name.attr`, when name is
        typed as a module class declaring attr a primitive field: typed
        code reads the primitive there (the dict holds it boxed)."""
        if not isinstance(node.value, ast.Name):
            # Another receiver (a call, a field, an item): its class as
            # the expression was before it was rewritten.
            cls = getattr(node, "_sp_recv", None)
            return self.res.class_fields.get(cls, {}).get(node.attr) if cls else None
        name = node.value.id
        for c in reversed(self.ctx):
            if c.receiver(name) is not None:
                return self.res.class_fields.get(c.receiver(name), {}).get(node.attr)
            if name in c.local_names:
                return None
        return None

    def _object_field(self, node):
        """What a store into node, an attribute `name.attr`, is cast to when
        name is typed as a module class declaring attr an object field."""
        cls = self._receiver_class(node.value)
        if cls is None:
            return None
        return self.res.class_object_fields.get(cls, {}).get(node.attr)

    def visit_Attribute(self, node):
        if isinstance(node.ctx, ast.Load) and not isinstance(node.value, ast.Name):
            node._sp_recv = self._class_of(node.value)
        self.generic_visit(node)
        if isinstance(node.ctx, ast.Load) and self._field(node) is None:
            cls = self._receiver_class(node.value)
            spec = self.res.class_props.get(cls, {}).get(node.attr) if cls else None
            if spec is not None:
                # A property returning a primitive: its result checked as
                # compiled code checks it (lower/overrideresult.go).
                recv = ast.Name(id=node.value.id, ctx=ast.Load())
                call = self._rt_call("ret_check", [node, ast.Constant(spec), _loc(recv, node), ast.Constant(node.attr)], node)
                return self._conv(spec, call)
            spec = self.res.class_obj_props.get(cls, {}).get(node.attr) if cls else None
            if spec is not None:
                # One returning an object type: cast as compiled code
                # casts it (a Python override may return anything).
                return self._conv(spec, node)
        if isinstance(node.ctx, ast.Load):
            spec = self._field(node)
            node = self._slot_load(node)
            if spec is not None:
                return self._conv(spec, node)
        return node

    # -- fields kept in slots ------------------------------------------------
    #
    # Typed code reads and writes a field of a slotted class at its slot, as
    # CinderX's LOAD_FIELD / STORE_FIELD and the compiled module do, even
    # when a Python subclass binds the field's name to something else (a
    # property): Python code sees the subclass's attribute, typed code the
    # slot. The exact class takes ordinary attribute access (the same
    # thing, and the quickest); anything else goes through the slot's
    # descriptor on the declaring class (_rt.slot_get / slot_set).

    def _slot_class(self, node):
        """The slotted module class declaring node (`name.attr`, name typed
        as that class or a subclass of it) a slot, or None."""
        if not isinstance(node, ast.Attribute):
            return None
        cls = self._receiver_class(node.value)
        if cls is None or cls not in self.slotted or node.attr not in self.slotted[cls][0]:
            return None
        return cls

    def _exact(self, cls, recv, where):
        """`type(recv) is cls`, located at where."""
        test = ast.Compare(
            left=ast.Call(func=ast.Name(id="type", ctx=ast.Load()), args=[ast.Name(id=recv, ctx=ast.Load())], keywords=[]),
            ops=[ast.Is()], comparators=[ast.Name(id=cls, ctx=ast.Load())])
        return _loc(test, where)

    def _slot_load(self, node):
        cls = self._slot_class(node)
        if cls is None:
            return node
        recv = node.value.id
        slow = self._rt_call("slot_get", [ast.Name(id=cls, ctx=ast.Load()), ast.Constant(node.attr),
                                          ast.Name(id=recv, ctx=ast.Load())], node)
        return _loc(ast.IfExp(test=self._exact(cls, recv, node), body=node, orelse=slow), node)

    def _slot_store(self, stmt, target, value):
        """stmt, which stores value into target, or the statement that
        stores it into target's slot when target is a slot field."""
        cls = self._slot_class(target)
        if cls is None:
            return stmt
        recv = target.value.id
        slow = ast.Expr(value=self._rt_call("slot_set", [
            ast.Name(id=cls, ctx=ast.Load()), ast.Constant(target.attr),
            ast.Name(id=recv, ctx=ast.Load()), copy.deepcopy(value)], stmt))
        new = ast.If(test=self._exact(cls, recv, stmt), body=[stmt], orelse=[_loc(slow, stmt)])
        return ast.fix_missing_locations(_loc(new, stmt))

    # -- results of calls of typed functions --------------------------------

    def _operand(self, node):
        """node, an operand of typed arithmetic: the call of a module
        function returning a primitive gives that primitive, as in compiled
        code (h(x) + 1 wraps, int8(h(x)) truncates). Elsewhere the plain
        value the call returns is what compiled code would box."""
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            name = node.func.id
            if name in self.res.prim_returns and not any(name in c.local_names for c in self.ctx):
                return self._conv(self.res.prim_returns[name], node)
        spec = getattr(node, "_sp_ret_spec", None)
        if spec is not None:
            return self._conv(spec, node)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            cls = self._receiver_class(node.func.value) or getattr(node, "_sp_recv", None)
            v = node.func.value
            if cls is None and isinstance(v, ast.Name) and v.id in self.res.class_fields and not any(
                    v.id in c.local_names for c in self.ctx):
                cls = v.id  # C.m(...): through the class
            spec = self.res.class_methods.get(cls, {}).get(node.func.attr) if cls else None
            if spec is not None and (cls, node.func.attr) in self.res.static_results:
                node = self._rt_call("unboxed_result", [node, ast.Constant(spec)], node)
            if spec is not None:
                return self._conv(spec, node)
        return node

    def visit_BinOp(self, node):
        if not isinstance(node.op, ast.Pow):
            # What typed code sees the operands as, before they are
            # rewritten: _widen converts them to a wider type context.
            node._sp_prims = (self._prim_of(node.left), self._prim_of(node.right))
        lit64 = _literal_beside("int64", node)
        self.generic_visit(node)
        node.left, node.right = self._operand(node.left), self._operand(node.right)
        if lit64:
            # `x + 1` of an integer primitive where no integer type is
            # expected: CinderX binds the literal as an int64 and does the
            # arithmetic in int64 (the checker's literalRightOperand); a
            # type context (_widen) converts the operand to its own type.
            # Whether x is a primitive is asked of its value (an Array's
            # element, a conditional expression are).
            left = node.left
            node.left = self._rt_call("lit64", [left], left)
            node.left._sp_lit64_of = left
        return node

    def visit_UnaryOp(self, node):
        self.generic_visit(node)
        node.operand = self._operand(node.operand)
        return node

    def visit_Compare(self, node):
        self.generic_visit(node)
        node.left = self._operand(node.left)
        node.comparators = [self._operand(c) for c in node.comparators]
        return node

    def visit_Expr(self, node):
        # A typed call whose value is dropped still converts it: compiled
        # code checks what an override in Python returns against the
        # method's declared type (c.bump(x) raises OverflowError when it
        # gives 2**63 for an int64), used or not.
        self.generic_visit(node)
        node.value = self._operand(node.value)
        return node

    def visit_Call(self, node):
        if isinstance(node.func, ast.Attribute) and not isinstance(node.func.value, ast.Name):
            node._sp_recv = self._class_of(node.func.value)
        # cbool(x) of an object takes a bool (CinderX casts it first).
        cbool_of_object = (self.res.name_of(node.func) == "cbool" and len(node.args) == 1 and not node.keywords
                           and not (isinstance(node.args[0], ast.Constant) and type(node.args[0].value) is bool)
                           and self._prim_of(node.args[0]) is None)
        self.generic_visit(node)
        if self.res.name_of(node.func) in LOCAL_PRIMS and len(node.args) == 1:
            node.args[0] = self._operand(node.args[0])
        if cbool_of_object:
            node.args[0] = self._rt_call("cbool_arg", [node.args[0]], node.args[0])
        if isinstance(node.func, ast.Name) and node.func.id in self.res.param_specs and not any(
                node.func.id in c.local_names or node.func.id in c.receivers for c in self.ctx):
            pos, kw = self.res.param_specs[node.func.id]
            for i, a in enumerate(node.args):
                if isinstance(a, ast.Starred):
                    break
                if i < len(pos) and pos[i] is not None:
                    node.args[i] = self._conv(pos[i], a)
            if not any(isinstance(a, ast.Starred) for a in node.args):
                for k in node.keywords:
                    if k.arg is not None and k.arg in kw:
                        k.value = self._conv(kw[k.arg], k.value)
        if isinstance(node.func, ast.Name) and node.func.id in self.res.prim_params and not any(
                node.func.id in c.local_names or node.func.id in c.receivers for c in self.ctx):
            self._widen_args(node, *self.res.prim_params[node.func.id])
        plain_args = not node.keywords and not any(isinstance(a, ast.Starred) for a in node.args)
        prims = None
        if isinstance(node.func, ast.Name) and not any(node.func.id in c.local_names for c in self.ctx):
            prims = self.res.method_prims.get((node.func.id, "__init__"))
        elif isinstance(node.func, ast.Attribute) and self._receiver_class(node.func.value) is not None:
            prims = self.res.method_prims.get((self._receiver_class(node.func.value), node.func.attr))
        if prims is not None:
            # Arithmetic passed to an integer primitive parameter of a
            # method (or __init__) is done in that type, as CinderX binds
            # a call's arguments under the parameters' types.
            self._widen_args(node, *prims)
        if (plain_args and isinstance(node.func, ast.Name) and node.func.id in self.res.init_specs
                and not any(node.func.id in c.local_names for c in self.ctx)):
            specs = self.res.init_specs[node.func.id]
            if len(specs) == len(node.args):
                node.args = [a if sp is None else self._conv(sp, a) for sp, a in zip(specs, node.args)]
        if plain_args and isinstance(node.func, ast.Attribute) and self._receiver_class(node.func.value) is not None:
            specs = self.res.method_specs.get((self._receiver_class(node.func.value), node.func.attr))
            if specs is not None and len(specs) == len(node.args):
                node.args = [a if sp is None else self._conv(sp, a) for sp, a in zip(specs, node.args)]
        if isinstance(node.func, ast.Attribute) and self._receiver_class(node.func.value) is not None:
            # A method call on a receiver typed as a module class may reach
            # an override in plain Python: compiled code boxes the
            # primitives it passes there (a Python int, not a wrapping
            # int64), and a typed method converts them back at entry.
            node.args = [a if isinstance(a, ast.Starred) else self._rt_call("box", [a], a) for a in node.args]
            for k in node.keywords:
                if k.arg is not None:
                    k.value = self._rt_call("box", [k.value], k.value)
            return self._checked_result(node)
        if isinstance(node.func, ast.Name) and node.func.id in self.res.rebound_returns and not any(
                node.func.id in c.local_names for c in self.ctx):
            # What the name holds may be plain Python: compiled code
            # boxes the primitives it passes (Python ints, which do not
            # wrap) and converts what comes back.
            node.args = [a if isinstance(a, ast.Starred) else self._rt_call("box", [a], a) for a in node.args]
            for k in node.keywords:
                if k.arg is not None:
                    k.value = self._rt_call("box", [k.value], k.value)
            spec = self.res.rebound_returns[node.func.id]
            return node if spec is None else self._conv(spec, node)
        return node

    def _checked_result(self, node):
        """node, a call of a method on a receiver typed as a module class
        (a name): when compiled code calls it natively, what an override
        in Python returns is checked against the declared primitive
        (lower/overrideresult.go), so the call becomes
        ret_check(call, SPEC, receiver, 'name'), marked with its spec so
        that typed arithmetic still reads the primitive (_operand)."""
        cls = self._receiver_class(node.func.value)
        spec = self.res.class_methods.get(cls, {}).get(node.func.attr)
        arity = self.res.method_arity.get((cls, node.func.attr))
        if spec is None:
            ret = self.res.method_rets.get((cls, node.func.attr))
            specs = self.res.method_specs.get((cls, node.func.attr))
            if ret is not None and specs is not None and not node.keywords and len(node.args) == len(specs) and not any(
                    isinstance(a, ast.Starred) for a in node.args):
                if isinstance(ret, tuple) and isinstance(node.func.value, ast.Name):
                    # A module class: an override's result is checked with
                    # CinderX's message (lower's overrideClassResult).
                    cls, optional = ret
                    recv = ast.Name(id=node.func.value.id, ctx=ast.Load())
                    return self._rt_call("ret_check_cls", [node, _loc(ast.Name(id=cls, ctx=ast.Load()), node),
                                                           ast.Constant(optional), _loc(recv, node),
                                                           ast.Constant(node.func.attr)], node)
                if isinstance(ret, str) and ret.lstrip("?") in OBJECT_TYPES and isinstance(node.func.value, ast.Name):
                    recv = ast.Name(id=node.func.value.id, ctx=ast.Load())
                    return self._rt_call("ret_check_obj", [node, ast.Constant(ret), _loc(recv, node),
                                                           ast.Constant(node.func.attr)], node)
                return self._conv(ret, node)
            return node
        if arity is None or node.keywords or len(node.args) + 1 != arity or any(
                isinstance(a, ast.Starred) for a in node.args):
            return node
        recv = ast.Name(id=node.func.value.id, ctx=ast.Load())
        call = self._rt_call("ret_check", [node, ast.Constant(spec), _loc(recv, node), ast.Constant(node.func.attr)], node)
        call._sp_ret_spec = spec
        return call

    def _slots_of(self, node):
        """The class's own slots (sorted), or None when it keeps an
        instance dict: the same decision as the compiler's
        (typecheck/slots.go)."""
        if node.keywords or len(node.bases) > 1:
            return None
        for d in node.decorator_list:
            if not (isinstance(d, ast.Name) and d.id in ("final", "mutable")):
                return None
        inherited, bound = set(), _class_bindings(node)
        if {"__slots__", "__dict__", "__weakref__"} & bound or _caches_in_dict(node):
            return None
        if node.bases:
            base = node.bases[0]
            if not isinstance(base, ast.Name) or base.id not in self.slotted:
                return None
            inherited, base_bound, layout = self.slotted[base.id]
            bound = bound | base_bound
        else:
            layout = set()
        own, fields = [], set()
        for n in _declared_attrs(node):
            if n in bound or (n.startswith("__") and not n.endswith("__")):
                return None
            if n in ("__dict__", "__weakref__"):
                return None  # asks for an instance dict (typecheck/slots.go)
            fields.add(n)
            if n not in layout and n not in own:
                own.append(n)
        for st, _ in _static_cached_properties(node, self.res.cinderx_cprops):
            # A static cached property's value lives in a slot of its
            # name, which is not a field.
            if st.name.startswith("__") and not st.name.endswith("__"):
                return None
            if st.name not in layout and st.name not in own:
                own.append(st.name)
        own.sort()
        self.slotted[node.name] = (inherited | fields, bound | _class_bindings(node), layout | set(own))
        return own


    def visit_Lambda(self, node):
        node.args = self.visit(node.args)
        a = node.args
        names = [x.arg for x in a.posonlyargs + a.args + a.kwonlyargs + [a.vararg, a.kwarg] if x is not None]
        self.ctx.append(_Ctx("lambda", local_names=names))
        node.body = self.visit(node.body)
        self.ctx.pop()
        return node

    # -- stores to typed locals ----------------------------------------------

    def visit_AnnAssign(self, node):
        self.generic_visit(node)
        ctx = self.ctx[-1]
        if ctx.kind == "function":
            # `x: CheckedList[T] = [...]` builds a CheckedList, as CinderX
            # (and the compiled module) do for a display of that type.
            node.value = self._as_checked(node.annotation, node.value)
            if isinstance(node.target, ast.Attribute) and node.value is not None:
                # `self.name: str = v` declares a field: what is stored is
                # checked, as compiled code casts it.
                spec = self.res.spec(node.annotation)
                if spec in OBJECT_TYPES:
                    node.value = self._conv(spec, node.value)
        if isinstance(node.target, ast.Attribute) and node.value is not None:
            return self._slot_store(node, node.target, node.value)
        if (ctx.kind == "function" and isinstance(node.target, ast.Name)
                and node.value is not None and node.target.id in ctx.declared):
            spec = ctx.declared[node.target.id]
            new = ast.Assign(targets=[ast.Name(id=node.target.id, ctx=ast.Store())],
                             value=self._conv(spec, node.value))
            return _loc(ast.copy_location(new, node), node)
        return node

    def visit_Assign(self, node):
        names = node.targets if all(isinstance(t, ast.Name) for t in node.targets) else []
        binds = [(t, self._bind_later(t, node.value), self._bind_first(t, node.value)) for t in names]
        self.generic_visit(node)
        for t, later, first in binds:
            self._declare_first(t, first)
            self._apply_later(t, later)
        ctx = self.ctx[-1]
        if (ctx.kind == "function" and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
                and node.targets[0].id in ctx.checked):
            node.value = self._as_checked(ctx.checked[node.targets[0].id], node.value)
        if len(node.targets) == 1 and isinstance(node.targets[0], ast.Attribute):
            spec = self._object_field(node.targets[0])
            if spec is not None:
                node.value = self._conv(spec, node.value)
            # self.f = x + y of a primitive field: done in its type.
            node.value = self._widen(self._field(node.targets[0]), node.value)
            return self._slot_store(node, node.targets[0], node.value)
        if len(node.targets) == 1:
            node.value = self._widen(self._array_elem(node.targets[0]), node.value)
        convs = []
        for t in node.targets:
            for n, s in self._declared_in(t):
                if (n, s) not in convs:
                    convs.append((n, s))
        if not convs:
            return node
        if len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            node.value = self._conv(convs[0][1], node.value)
            return node
        return [node] + [self._conv_stmt(n, s, node) for n, s in convs]

    def visit_AugAssign(self, node):
        self.generic_visit(node)
        node.value = self._operand(node.value)
        # z += x * y: the value is bound under the target's type (CinderX's
        # visitAugAssign), so arithmetic in it is done in that type.
        if isinstance(node.target, ast.Attribute):
            node.value = self._widen(self._field(node.target), node.value)
        elif isinstance(node.target, ast.Subscript):
            node.value = self._widen(self._array_elem(node.target), node.value)
        else:
            for _, sp in self._declared_in(node.target):
                node.value = self._widen(sp, node.value)
        if isinstance(node.target, ast.Attribute):
            spec = self._field(node.target)
            if spec is not None:
                # self.n += v: the primitive is read, so the operation
                # wraps; the receiver is a name, evaluated as Python does.
                load = _loc(ast.Attribute(value=ast.Name(id=node.target.value.id, ctx=ast.Load()),
                                          attr=node.target.attr, ctx=ast.Load()), node.target)
                value = _loc(ast.BinOp(left=self._conv(spec, self._slot_load(load)), op=node.op, right=node.value), node)
                return self._slot_store(_loc(ast.Assign(targets=[node.target], value=value), node), node.target, value)
            cls = self._slot_class(node.target)
            if cls is not None:
                # obj.f op= v on an object slot: the in-place operator on
                # what the slot holds, stored back into the slot.
                recv = node.target.value.id
                slow = ast.Expr(value=self._rt_call("slot_inplace", [
                    ast.Name(id=cls, ctx=ast.Load()), ast.Constant(node.target.attr),
                    ast.Name(id=recv, ctx=ast.Load()), ast.Constant(type(node.op).__name__),
                    copy.deepcopy(node.value)], node))
                new = ast.If(test=self._exact(cls, recv, node), body=[node], orelse=[_loc(slow, node)])
                return ast.fix_missing_locations(_loc(new, node))
        convs = self._declared_in(node.target)
        return [node] + [self._conv_stmt(n, s, node) for n, s in convs] if convs else node

    def visit_For(self, node):
        self.generic_visit(node)
        convs = self._declared_in(node.target)
        if convs:
            node.body = [self._conv_stmt(n, s, node) for n, s in convs] + node.body
        return node

    visit_AsyncFor = visit_For

    def visit_With(self, node):
        self.generic_visit(node)
        convs = []
        for item in node.items:
            if item.optional_vars is not None:
                convs.extend(self._declared_in(item.optional_vars))
        if convs:
            node.body = [self._conv_stmt(n, s, node) for n, s in convs] + node.body
        return node

    visit_AsyncWith = visit_With

    def visit_NamedExpr(self, node):
        later = self._bind_later(node.target, node.value)
        first = self._bind_first(node.target, node.value)
        self.generic_visit(node)
        self._declare_first(node.target, first)
        self._apply_later(node.target, later)
        convs = self._declared_in(node.target)
        if convs:
            node.value = self._conv(convs[0][1], node.value)
        return node

    def _as_checked(self, ann, value):
        """value, built into the CheckedList[T] (CheckedDict[K, V]) that ann
        names when it is a list (dict) display or comprehension."""
        if isinstance(value, (ast.List, ast.ListComp)):
            cls = self._checked_list_class(ann)
        elif isinstance(value, (ast.Dict, ast.DictComp)):
            cls = self._checked_class(ann)
            if cls is not None and self.res.name_of(cls.value) != "CheckedDict":
                cls = None
        else:
            return value
        if cls is None:
            return value
        for n in ast.walk(cls):
            ast.copy_location(n, value)
        return _loc(ast.Call(func=cls, args=[value], keywords=[]), value)

    def _checked_class(self, ann):
        """The expression of the CheckedList or CheckedDict class an
        annotation names (a copy of it, parsed when it is a string), or
        None."""
        if isinstance(ann, ast.Constant) and isinstance(ann.value, str):
            try:
                ann = ast.parse(ann.value.strip(), mode="eval").body
            except SyntaxError:
                return None
        if not isinstance(ann, ast.Subscript) or self.res.name_of(ann.value) not in ("CheckedList", "CheckedDict"):
            return None
        return copy.deepcopy(ann)

    def _checked_list_class(self, ann):
        """The expression of the CheckedList[T] class an annotation names
        (a copy of it, parsed when it is a string), or None."""
        if isinstance(ann, ast.Constant) and isinstance(ann.value, str):
            try:
                ann = ast.parse(ann.value.strip(), mode="eval").body
            except SyntaxError:
                return None
        if not isinstance(ann, ast.Subscript) or self.res.name_of(ann.value) != "CheckedList":
            return None
        return copy.deepcopy(ann)

    def _widen_args(self, call, pos, kw):
        """Widen the arguments of call passed to integer primitive
        parameters: pos by position (up to the first starred argument),
        kw by keyword, each the parameter's spec or None."""
        for i, a in enumerate(call.args):
            if isinstance(a, ast.Starred):
                break
            if i < len(pos) and pos[i] is not None:
                self._widen(pos[i], a)
        for k in call.keywords:
            if kw.get(k.arg) is not None:
                self._widen(kw[k.arg], k.value)

    def visit_Return(self, node):
        self.generic_visit(node)
        ctx = self.ctx[-1]
        if ctx.kind == "function" and node.value is None and getattr(ctx, "bare_return_raises", False):
            # CinderX lets a bare return through its checker (and returns
            # None uncast); staticpyc raises where None is not the type.
            node.value = self._rt_call("bare_return", [], node)
            return node
        if ctx.kind != "function" or node.value is None:
            return node
        if getattr(ctx, "ret_literal", None) is not None:
            node.value = self._rt_call("check_literal", [node.value, _loc(ast.Constant(ctx.ret_literal[0]), node.value)], node.value)
        if ctx.ret_checked is not None:
            node.value = self._as_checked(ctx.ret_checked, node.value)
        if isinstance(ctx.ret, tuple) or ctx.ret in OBJECT_TYPES or (ctx.ret or "").startswith("?"):
            node.value = self._conv(ctx.ret, node.value)
        elif ctx.ret is not None:
            node.value = self._widen(ctx.ret, node.value)
            node.value = self._rt_call("ret", [node.value, _loc(ast.Constant(ctx.ret), node.value)], node.value)
        else:
            node.value = self._rt_call("ret_obj", [node.value], node.value)
        return node


def _mangle(cls, name):
    """name as written inside class cls: CPython's private name mangling
    (_Py_Mangle), __x -> _C__x."""
    if not cls or not name or not name.startswith("__") or name.endswith("__") or "." in name:
        return name
    stripped = cls.lstrip("_")
    return "_" + stripped + name if stripped else name


class _Mangler(ast.NodeVisitor):
    """Mangles, in place, the private names inside every class of a tree,
    as compile() would: the rewrite then sees the names the compiled
    module has (its checker mangles them too), and compile() leaves a
    mangled name (one leading underscore) as it is."""

    def __init__(self):
        self.cls = None

    def visit_ClassDef(self, node):
        own = node.name  # the body's names take the class's own name
        node.name = _mangle(self.cls, node.name)
        for part in node.decorator_list + node.bases + node.keywords:
            self.visit(part)
        saved, self.cls = self.cls, own
        for st in node.body:
            self.visit(st)
        self.cls = saved

    def visit_FunctionDef(self, node):
        node.name = _mangle(self.cls, node.name)
        self.generic_visit(node)

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_arg(self, node):
        node.arg = _mangle(self.cls, node.arg)
        self.generic_visit(node)

    def visit_Name(self, node):
        node.id = _mangle(self.cls, node.id)

    def _object_field(self, node):
        """What a store into node, an attribute `name.attr`, is cast to when
        name is typed as a module class declaring attr an object field."""
        cls = self._receiver_class(node.value)
        if cls is None:
            return None
        return self.res.class_object_fields.get(cls, {}).get(node.attr)

    def visit_Attribute(self, node):
        node.attr = _mangle(self.cls, node.attr)
        self.generic_visit(node)

    def visit_keyword(self, node):
        if node.arg is not None:
            node.arg = _mangle(self.cls, node.arg)
        self.generic_visit(node)

    def visit_Global(self, node):
        node.names = [_mangle(self.cls, n) for n in node.names]

    visit_Nonlocal = visit_Global

    def visit_ExceptHandler(self, node):
        if node.name:
            node.name = _mangle(self.cls, node.name)
        self.generic_visit(node)


def mangle_tree(tree):
    """Mangle tree's private names in place (_Mangler) and return it."""
    _Mangler().visit(tree)
    return tree


def _literal_of(ann):
    """(value,) for an annotation Literal[v] of one int or bool v, else None."""
    ann = _parsed_annotation(ann)
    if not isinstance(ann, ast.Subscript):
        return None
    base = ann.value
    if not ((isinstance(base, ast.Name) and base.id == "Literal")
            or (isinstance(base, ast.Attribute) and base.attr == "Literal")):
        return None
    v = ann.slice
    neg = False
    if isinstance(v, ast.UnaryOp) and isinstance(v.op, ast.USub):
        neg, v = True, v.operand
    if not isinstance(v, ast.Constant) or type(v.value) not in (int, bool) or (neg and type(v.value) is bool):
        return None
    return (-v.value if neg else v.value,)


def _final_constants(tree):
    """The module-level names declared Final (not of a primitive type)
    with a literal constant value, in order (CinderX's named_finals)."""
    names = []
    for n in tree.body:
        if (isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)
                and isinstance(n.value, ast.Constant) and _is_final_ann(n.annotation)
                and n.target.id not in names):
            a = n.annotation
            if isinstance(a, ast.Subscript) and isinstance(a.slice, ast.Name) and STATIC_CANON.get(a.slice.id) in LOCAL_PRIMS:
                continue
            names.append(n.target.id)
    return names


def rewrite_tree(tree):
    """Rewrite a parsed marked module in place and return it."""
    mangle_tree(tree)
    idx = marker_index(tree)
    if idx is None:
        raise ValueError("module is not marked with import __static__ / import __strict__")
    marker = tree.body[idx]
    guard = [
        ast.Assign(targets=[ast.Name(id=REWRITTEN, ctx=ast.Store())], value=ast.Constant(True)),
        ast.ImportFrom(module="__static__", names=[ast.alias(name="_rt", asname=RT)], level=0),
    ]
    for g in guard:
        _loc(g, marker)
    finals = _final_constants(tree)
    Rewriter(Resolver(tree)).visit(tree)
    tree.body[idx:idx] = guard
    # As CinderX's static module ends: the names of its Final constants.
    end = ast.Assign(targets=[ast.Name(id="__final_constants__", ctx=ast.Store())],
                     value=ast.Constant(tuple(finals)))
    _loc(end, tree.body[-1])
    tree.body.append(end)
    ast.fix_missing_locations(tree)
    return tree


def compile_source(source, filename):
    """Parse, rewrite and compile a marked module's source (str or bytes)."""
    tree = ast.parse(source, filename)
    return compile(rewrite_tree(tree), filename, "exec", dont_inherit=True)


_parsed = {}  # the last module compile_defs parsed: key, tree, resolver


def _future_flags(tree):
    """The compiler flags of the module's __future__ imports: a def or a
    statement compiled on its own keeps them (`from __future__ import
    annotations` leaves its annotations unevaluated)."""
    import __future__
    flags = 0
    for n in tree.body:
        if isinstance(n, ast.ImportFrom) and n.module == "__future__":
            for a in n.names:
                feature = getattr(__future__, a.name, None)
                if feature is not None:
                    flags |= feature.compiler_flag
    return flags


def _parse_cached(source, filename):
    key = (filename, source)
    if _parsed.get("key") != key:
        # One module defines its interpreted functions one after another:
        # parse it once.
        tree = mangle_tree(ast.parse(source, filename))
        _parsed.update(key=key, tree=tree, resolver=Resolver(tree), slotted=None)
    return _parsed["tree"], _parsed["resolver"]


def _rewriter(tree, resolver):
    """A Rewriter for one def or statement of tree that knows the module's
    slotted classes, as the rewrite of the whole module does: typed code
    run interpreted from a compiled module reads and writes their slots
    the same way (a Python subclass's property does not hide them)."""
    if _parsed.get("tree") is tree and _parsed.get("slotted") is not None:
        slotted = _parsed["slotted"]
    else:
        r = Rewriter(resolver)
        for n in tree.body:
            if isinstance(n, ast.ClassDef) and not _donotcompile(n):
                r._slots_of(n)
        slotted = r.slotted
        if _parsed.get("tree") is tree:
            _parsed["slotted"] = slotted
    rw = Rewriter(resolver)
    rw.slotted = dict(slotted)
    return rw


def compile_stmt(source, filename, lineno, col, static=True):
    """Rewrite a marked module and compile only the module- or
    class-level statement that starts at lineno and col (0-based): the
    compiled extension runs a statement it does not compile natively this
    way, in the namespace it stands in, with the interpreted module's
    semantics and the original line numbers."""
    tree, resolver = _parse_cached(source, filename)
    found = owner = None
    for cls, body in [(None, tree.body)] + [(n, n.body) for n in tree.body if isinstance(n, ast.ClassDef)]:
        for n in body:
            if n.lineno == lineno and n.col_offset == col:
                found, owner = n, cls
    if found is None:
        raise SystemError("staticpyc: no statement at %s:%d:%d" % (filename, lineno, col + 1))
    mod = ast.Module(body=[copy.deepcopy(found)], type_ignores=[])
    if static:
        _rewriter(tree, resolver).visit(mod)
    if owner is not None:
        # Compiled as the body of a class of the same name, so that what
        # the statement defines gets the qualified names CPython gives
        # (Outer.Inner): the class body's code runs in the namespace.
        wrapper = ast.copy_location(ast.ClassDef(name=owner.name, bases=[], keywords=[], body=mod.body, decorator_list=[]), owner)
        mod = ast.Module(body=[wrapper], type_ignores=[])
        ast.fix_missing_locations(mod)
        code = compile(mod, filename, "exec", _future_flags(tree), dont_inherit=True)
        return next(k for k in code.co_consts if isinstance(k, type(code)) and k.co_name == owner.name)
    ast.fix_missing_locations(mod)
    return compile(mod, filename, "exec", _future_flags(tree), dont_inherit=True)


def compile_defs(source, filename, cls, name, static=True):
    """Rewrite a marked module and compile only one of its defs: the
    top-level function `name` (cls None) or the method `name` of the
    top-level class `cls`. The compiled extension runs the functions it
    does not compile natively (generators, coroutines, match) this way,
    with the same semantics as the interpreted module and the original
    line numbers."""
    tree, resolver = _parse_cached(source, filename)
    body = tree.body
    plain = False
    if cls is not None:
        owner = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == cls)
        body, plain = owner.body, _donotcompile(owner)
    defs = [n for n in body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == name]
    # The rewrite changes the tree in place: work on a copy of the def.
    mod = ast.Module(body=[copy.deepcopy(d) for d in defs[-1:]], type_ignores=[])
    if static and not plain:
        # A plain module (no marker) runs as CPython runs it: annotations
        # are not checked and classes keep their instance dicts.
        _rewriter(tree, resolver).visit(mod)
    ast.fix_missing_locations(mod)
    return compile(mod, filename, "exec", _future_flags(tree), dont_inherit=True)
