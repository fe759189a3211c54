"""Loads the sampler of `staticpyc profile` into every python process of
the profiled command (this directory is first on its PYTHONPATH), then
runs the sitecustomize it hides, if any: a user's, or staticpyc's
interpreted runtime."""

import os
import sys


def _chain_next_sitecustomize():
    here = os.path.dirname(os.path.abspath(__file__))
    saved = sys.path[:]
    mine = sys.modules.pop("sitecustomize", None)
    try:
        sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != here]
        try:
            import sitecustomize  # noqa: F401  (the next one on the path)
        except ImportError:
            pass
    finally:
        sys.path[:] = saved
        nxt = sys.modules.get("sitecustomize")
        if nxt is not None and nxt is not mine:
            sys.modules["_staticpyc_next_sitecustomize"] = nxt
        if mine is not None:
            # site.py looks this module up by name once it has run.
            sys.modules["sitecustomize"] = mine


_chain_next_sitecustomize()
if os.environ.get("STATICPYC_PROFILE_DIR"):
    import _staticpyc_sampler

    _staticpyc_sampler.install(os.environ["STATICPYC_PROFILE_DIR"],
                               float(os.environ.get("STATICPYC_PROFILE_INTERVAL", "0.001")))
