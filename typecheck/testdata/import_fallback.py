# A module name bound both by a def and by an import is a redefinition,
# as CinderX declares it (the import-fallback idiom).
try:
    from json import dumps
except ImportError:
    def dumps(x) -> str:  # ERROR "Cannot redefine local variable dumps" HINT "another name"
        return ""

try:
    def loads(x) -> int:
        return 0
except ImportError:
    from json import loads  # ERROR "Cannot redefine local variable loads"

try:
    from json import dumps as fast_dumps
except ImportError:
    fast_dumps = None
