"""``cinderx.jit`` on a stock python3: CinderX's JIT API, behaving as
CinderX's own module does when its JIT is not installed. There is no JIT
to drive here: a Static Python module staticpyc compiled is native code
already, and one running interpreted runs on the interpreter. So scripts
that call ``cinderx.jit.auto()`` or ``force_compile(f)`` run unchanged,
and queries answer "not compiled by a JIT".
"""

import contextlib as _contextlib
import warnings as _warnings


def auto():
    return None


def enable():
    # As CinderX without its JIT: a caller may think this turns it on.
    _warnings.warn("Cinder JIT is not installed, calling cinderx.jit.enable() is doing nothing")


def disable(deopt_all=False):
    return None


def is_enabled():
    return False


@_contextlib.contextmanager
def pause(deopt_all=False):
    """Runs its block with the JIT paused: here, as it always is."""
    yield


# Decorators and per-function requests: the function is returned, or
# False for "not compiled".
def jit_suppress(func):
    return func


def jit_unsuppress(func):
    return func


def force_compile(func):
    return False


def force_uncompile(func):
    return False


def lazy_compile(func):
    return False


def precompile_all(workers=0):
    return False


def is_jit_compiled(func):
    return False


def count_interpreted_calls(func):
    return 0


def get_compiled_size(func):
    return 0


def get_compiled_stack_size(func):
    return 0


def get_compiled_spill_stack_size(func):
    return 0


def get_function_compilation_time(func):
    return 0


def get_num_inlined_functions(func):
    return 0


def get_function_hir_opcode_counts(func):
    return {}


def get_inlined_functions_stats(func):
    return {}


def disassemble(func):
    return None


# Settings and statistics of the (absent) compiler.
def compile_after_n_calls(calls):
    return None


def get_compile_after_n_calls():
    return None


def background_compile(enabled):
    return None


def get_background_compile():
    return False


def wait_for_background_compiles():
    return None


def get_compilation_time():
    return 0


def get_compiled_functions():
    return []


def get_allocator_stats():
    return {}


def get_and_clear_runtime_stats():
    return {}


def get_and_clear_inline_cache_stats():
    return {}


def clear_runtime_stats():
    return None


def is_inline_cache_stats_collection_enabled():
    return False


def set_max_code_size(max_code_size):
    return None


def append_jit_list(entry):
    return None


def read_jit_list(path):
    return None


def get_jit_list():
    return ({}, {})


def enable_hir_inliner():
    return None


def disable_hir_inliner():
    return None


def is_hir_inliner_enabled():
    return False


def enable_specialized_opcodes():
    return None


def disable_specialized_opcodes():
    return None


def enable_emit_type_annotation_guards():
    return None


def disable_emit_type_annotation_guards():
    return None


def mlock_profiler_dependencies():
    return None


def page_in_profiler_dependencies():
    return []


def multithreaded_compile_test():
    return None
