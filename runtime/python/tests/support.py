"""Helpers: load Static Python test modules through the real import hook,
and run files as scripts in a subprocess."""

import importlib
import itertools
import os
import subprocess
import sys
import tempfile
import textwrap
import traceback

RUNTIME = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_tmp = tempfile.TemporaryDirectory(prefix="static_tests_")
TMP = _tmp.name
_counter = itertools.count()


def _ensure_hook():
    from __static__ import _hook
    _hook.install()
    if TMP not in sys.path:
        sys.path.insert(0, TMP)


def write_module(source, name=None):
    name = name or "static_mod_%d" % next(_counter)
    path = os.path.join(TMP, name + ".py")
    with open(path, "w") as f:
        f.write(textwrap.dedent(source).lstrip("\n"))
    return name, path


def load(source, name=None):
    """Import `source` (dedented) as a fresh module through the import hook."""
    _ensure_hook()
    name, path = write_module(source, name)
    importlib.invalidate_caches()
    return importlib.import_module(name)


def run_python(args, cwd=None, env_extra=None, pythonpath=True):
    env = dict(os.environ)
    env.pop("PYTHONSTARTUP", None)
    if pythonpath:
        env["PYTHONPATH"] = RUNTIME
    else:
        env.pop("PYTHONPATH", None)
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env.update(env_extra or {})
    return subprocess.run([sys.executable] + list(args), cwd=cwd or TMP, env=env,
                          capture_output=True, text=True, timeout=120)


def user_frames(tb_or_exc, path):
    """(function, line) of the traceback frames in file `path`: the frames the
    compiled module reports too (runtime-internal frames are filtered out)."""
    tb = tb_or_exc.__traceback__ if isinstance(tb_or_exc, BaseException) else tb_or_exc
    return [(fs.name, fs.lineno) for fs in traceback.extract_tb(tb) if fs.filename == path]


def line_of(path, marker):
    with open(path) as f:
        for i, line in enumerate(f, 1):
            if marker in line:
                return i
    raise AssertionError("marker %r not in %s" % (marker, path))
