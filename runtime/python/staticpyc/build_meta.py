"""A PEP 517 build backend that compiles a project's Static Python modules.

    [build-system]
    requires = []                        # staticpyc's Python package, installed
    build-backend = "staticpyc.build_meta"

    [project]
    name = "mypkg"
    version = "0.1.0"

    [tool.staticpyc]
    packages = ["src/mypkg"]             # default: src/<name>, else <name>
    opt-level = 3

``build_wheel`` runs ``staticpyc build --stubs`` on each package for the
interpreter running the build (``sys.executable``): marked modules become
native extensions, plain modules are copied, each compiled module gets its
``.pyi`` and each package its ``py.typed``. The wheel is tagged for that
interpreter and platform (``cp311-cp311-linux_x86_64``). ``build_sdist``
packs ``pyproject.toml``, the packages and a README. The staticpyc binary
is ``$STATICPYC`` or ``staticpyc`` on ``PATH``; everything works offline.

    pip wheel --no-build-isolation . -w dist/
    pip install --no-build-isolation --no-index .
"""

import base64
import hashlib
import io
import os
import re
import shutil
import sys
import sysconfig
import tarfile
import tempfile
import zipfile

from . import _build

try:
    import tomllib
except ImportError:  # 3.10 and older
    tomllib = None


def _project(root="."):
    path = os.path.join(root, "pyproject.toml")
    if tomllib is None:
        raise _build.CompileError("reading pyproject.toml needs Python 3.11 (tomllib)")
    with open(path, "rb") as f:
        data = tomllib.load(f)
    project = data.get("project") or {}
    name, version = project.get("name"), project.get("version")
    if not name or not version:
        raise _build.CompileError("pyproject.toml: [project] needs a name and a version")
    tool = (data.get("tool") or {}).get("staticpyc") or {}
    packages = tool.get("packages")
    if packages is None:
        norm = re.sub(r"[-.]+", "_", name)
        for cand in (os.path.join("src", norm), norm):
            if os.path.isfile(os.path.join(root, cand, "__init__.py")):
                packages = [cand]
                break
        else:
            raise _build.CompileError("no package found: set [tool.staticpyc] packages = [\"src/%s\"]" % norm)
    return name, version, project, packages, int(tool.get("opt-level", 3))


def _dist_name(name):
    return re.sub(r"[-_.]+", "_", name).lower()


def _tag():
    impl = "cp%d%d" % sys.version_info[:2]
    abi = impl + getattr(sys, "abiflags", "")
    plat = re.sub(r"[-.]", "_", sysconfig.get_platform())
    return "%s-%s-%s" % (impl, abi, plat)


def _metadata(name, version, project):
    lines = ["Metadata-Version: 2.1", "Name: " + name, "Version: " + version]
    if project.get("description"):
        lines.append("Summary: " + project["description"])
    if project.get("requires-python"):
        lines.append("Requires-Python: " + project["requires-python"])
    for dep in project.get("dependencies") or []:
        lines.append("Requires-Dist: " + dep)
    return "\n".join(lines) + "\n"


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    name, version, project, packages, opt = _project()
    dist = _dist_name(name)
    tag = _tag()
    out = tempfile.mkdtemp(prefix="staticpyc-wheel-")
    try:
        for pkg in packages:
            _build.run(["build", "-O%d" % opt, "--python", sys.executable, "--stubs", "-o", out, pkg])
        info = "%s-%s.dist-info" % (dist, version)
        files = {}
        for dirpath, dirnames, filenames in os.walk(out):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            for fn in sorted(filenames):
                full = os.path.join(dirpath, fn)
                rel = os.path.relpath(full, out).replace(os.sep, "/")
                with open(full, "rb") as f:
                    files[rel] = f.read()
        files[info + "/METADATA"] = _metadata(name, version, project).encode()
        files[info + "/WHEEL"] = ("Wheel-Version: 1.0\nGenerator: staticpyc\nRoot-Is-Purelib: false\nTag: %s\n" % tag).encode()
        record = []
        for rel, data in files.items():
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            record.append("%s,sha256=%s,%d" % (rel, digest, len(data)))
        record.append(info + "/RECORD,,")
        files[info + "/RECORD"] = ("\n".join(record) + "\n").encode()
        wheel = "%s-%s-%s.whl" % (dist, version, tag)
        os.makedirs(wheel_directory, exist_ok=True)
        with zipfile.ZipFile(os.path.join(wheel_directory, wheel), "w", zipfile.ZIP_DEFLATED) as z:
            for rel, data in files.items():
                zi = zipfile.ZipInfo(rel, date_time=(1980, 1, 1, 0, 0, 0))
                zi.external_attr = (0o755 if rel.endswith(".so") else 0o644) << 16
                zi.compress_type = zipfile.ZIP_DEFLATED
                z.writestr(zi, data)
        return wheel
    finally:
        shutil.rmtree(out, ignore_errors=True)


def build_sdist(sdist_directory, config_settings=None):
    name, version, project, packages, _ = _project()
    base = "%s-%s" % (_dist_name(name), version)
    os.makedirs(sdist_directory, exist_ok=True)
    path = os.path.join(sdist_directory, base + ".tar.gz")
    members = ["pyproject.toml"] + [f for f in ("README.md", "README.rst", "README", "LICENSE") if os.path.exists(f)]
    with tarfile.open(path, "w:gz", format=tarfile.PAX_FORMAT) as tar:
        def add(p):
            ti = tar.gettarinfo(p, arcname=base + "/" + p.replace(os.sep, "/"))
            ti.mtime, ti.uid, ti.gid, ti.uname, ti.gname = 0, 0, 0, "", ""
            with open(p, "rb") as f:
                tar.addfile(ti, f)
        for m in members:
            add(m)
        for pkg in packages:
            for dirpath, dirnames, filenames in os.walk(pkg):
                dirnames[:] = sorted(d for d in dirnames if d != "__pycache__" and not d.startswith("."))
                for fn in sorted(filenames):
                    if fn.endswith(".py") or fn.endswith(".pyi") or fn == "py.typed":
                        add(os.path.join(dirpath, fn))
        info = _metadata(name, version, project).encode()
        ti = tarfile.TarInfo(base + "/PKG-INFO")
        ti.size = len(info)
        tar.addfile(ti, io.BytesIO(info))
    return base + ".tar.gz"
