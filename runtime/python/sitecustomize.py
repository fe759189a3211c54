"""Installs the Static Python import hook (see _static_hook)."""

try:
    import _static_hook
    _static_hook.install()
except Exception as _e:  # never break interpreter start-up
    import sys as _sys
    print("sitecustomize: cannot install the __static__ import hook: %r" % (_e,), file=_sys.stderr)
