"""``cinderx.compiler.strict``: see ``loader``."""
