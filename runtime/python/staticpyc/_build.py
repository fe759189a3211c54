"""Running the staticpyc binary: finding it, building into the cache."""

import ast
import hashlib
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile


class CompileError(Exception):
    """staticpyc is missing, or a module did not compile."""


def binary():
    """The staticpyc binary: $STATICPYC, else staticpyc on PATH."""
    exe = os.environ.get("STATICPYC") or shutil.which("staticpyc")
    if not exe or not os.path.isfile(exe):
        raise CompileError("the staticpyc binary was not found (set STATICPYC or put staticpyc on PATH)")
    return exe


def is_marked(path):
    """Whether the file's first statement, after the docstring and
    __future__ imports, is `import __static__` or `import __strict__`."""
    try:
        with open(path, "rb") as f:
            tree = ast.parse(f.read(), path)
    except (OSError, SyntaxError, ValueError):
        return False
    body = list(tree.body)
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
        body = body[1:]
    while body and isinstance(body[0], ast.ImportFrom) and body[0].module == "__future__":
        body = body[1:]
    if not body or not isinstance(body[0], ast.Import):
        return False
    return any(a.name in ("__static__", "__strict__") for a in body[0].names)


def cache_dir():
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "staticpyc", "hook")


def run(args):
    """Run staticpyc with args; CompileError with its output on failure."""
    exe = binary()
    proc = subprocess.run([exe] + args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if proc.returncode != 0:
        raise CompileError(proc.stdout.strip() or "staticpyc exited with status %d" % proc.returncode)
    return proc.stdout


def build_cached(source, fullname, opt_level=3):
    """Build source as the module fullname into the cache (unless an
    identical build is there) and return the extension's path."""
    exe = binary()
    st = os.stat(exe)
    with open(source, "rb") as f:
        src = f.read()
    h = hashlib.sha256()
    for part in (exe, str(st.st_size), str(st.st_mtime_ns), sys.executable, sys.version,
                 fullname, str(opt_level)):
        h.update(part.encode() + b"\0")
    h.update(src)
    key = h.hexdigest()[:32]
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    stem = "__init__" if os.path.basename(source) == "__init__.py" else fullname.rpartition(".")[2]
    final = os.path.join(cache_dir(), key)
    ext = os.path.join(final, stem + suffix)
    if os.path.exists(ext):
        return ext
    os.makedirs(cache_dir(), exist_ok=True)
    tmp = tempfile.mkdtemp(prefix="tmp-", dir=cache_dir())
    try:
        run(["build", "-O%d" % opt_level, "--python", sys.executable, "--module", fullname, "-o", tmp, source])
        try:
            os.rename(tmp, final)
        except OSError:
            if not os.path.exists(ext):  # not a concurrent build of the same module
                raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return ext
