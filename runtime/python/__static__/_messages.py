"""Every run-time error message of the interpreted runtime, in one place.

The compiled code must raise the same exception types with the same text
(the end-to-end tests compare them).  Placeholders are str.format fields.
"""

# -- primitives (TypeError / OverflowError / ZeroDivisionError / ValueError)
INT_OVERFLOW = "int overflow"                                   # OverflowError
ZERO_DIV_INT = "integer division or modulo by zero"             # ZeroDivisionError
ZERO_DIV_FLOAT = "float division by zero"                       # ZeroDivisionError, double /
ZERO_FLOORDIV_FLOAT = "float floor division by zero"            # ZeroDivisionError, double //
ZERO_MOD_FLOAT = "float modulo"                                 # ZeroDivisionError, double %
NEGATIVE_SHIFT = "negative shift count"                         # ValueError
SEQ_INDEX = "sequence index must be integer, not '{got}'"               # TypeError (an Array's index)
INT_CONV = "expected 'int', got '{got}'"                      # TypeError (CinderX's CAST)
FLOAT_CONV = "{T}() argument must be a primitive, int or float, not '{got}'"   # TypeError
BAD_MIX = "cannot {op} {A} and {B}"                             # TypeError (uint64 with a signed type)
RECURSION = "maximum recursion depth exceeded"                  # RecursionError, at a typed call

# -- boundary of a typed function (TypeError); expected is 'int' for integer
#    primitives, 'bool' for cbool, 'float' for double/single, else the
#    annotation's type name: 'str', 'Array[int64]', 'CheckedDict[str, int]'
ARG = "{fn} expected '{expected}' for argument {name}, got '{got}'"

# -- a typed method call that reached a Python override returning the
#    wrong type (TypeError) or an int out of the primitive's range
#    (OverflowError); where is 'P.area' (the receiver's class)
RET = "unexpected return type from {where}, expected {expected}, got {got}"
RET_RANGE = "unexpected return type from {where}, expected {expected}, got out-of-range int ({value})"

# -- a bare `return` where the declared return type takes no None (TypeError)
BARE_RETURN = "return without a value in a function whose declared return type does not take None"

# -- cast(T, v) (TypeError)
CAST = "expected '{expected}', got '{got}'"
LITERAL = "expected {lit}, got {got}"                             # a value returned as Literal[lit]
CAST_EXACT = "expected exactly '{expected}', got '{got}'"        # cast(Annotated[C, "Exact"], v)

# -- containers
INDEX = "index out of range"                                    # IndexError
SLICE = "Static arrays cannot be sliced"                        # TypeError
RESIZE = "Static arrays cannot be resized"                      # TypeError
NEGATIVE_SIZE = "negative array size"                           # ValueError
GENERIC = "cannot create instances of a generic {name}"         # TypeError
BAD_ELEM = "Array element type must be a primitive type, not {name}"  # TypeError
BAD_KEY = "bad key '{got}' for {container}"                     # TypeError
BAD_VALUE = "bad value '{got}' for {container}"                 # TypeError

# -- strict modules (AttributeError)
STRICT_MODIFY = "cannot modify attribute '{attr}' of strict module {module}"
STRICT_DELETE = "cannot delete attribute '{attr}' of strict module {module}"
