# A compiled module's body sees __file__ (and __name__, __doc__) as a
# module run from source does: importlib sets an extension's __file__
# only after its init returns, so the compiled module binds it first.
import __static__
import os
import sys

FILE_AT_IMPORT = __file__
DATA_DIR = os.path.join(os.path.dirname(__file__), "data")


def test_file_in_the_body():
    return (
        FILE_AT_IMPORT == __file__,
        os.path.isfile(FILE_AT_IMPORT),
        os.path.basename(FILE_AT_IMPORT).startswith(__name__ + "."),
        DATA_DIR == os.path.join(os.path.dirname(sys.modules[__name__].__file__), "data"),
    )


def test_file_from_a_function():
    return os.path.isabs(os.path.abspath(__file__)), type(__file__).__name__
