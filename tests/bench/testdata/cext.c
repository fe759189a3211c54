/* The reference for the cost of a call into compiled code: a hand-written
 * CPython extension function cext.ident(x) with METH_FASTCALL that does what
 * a staticpyc wrapper of `def ident(x: int64) -> int64: return x` does —
 * check the argument count, unbox with PyLong_AsLongLong, box with
 * PyLong_FromLongLong — as a careful C programmer would write it. Built
 * with gcc -O2 -shared -fPIC against the target python's headers (no
 * libpython link). When the headers are missing, tests/bench builds
 * cext_abi.c instead, the same function with the ABI spelled out by hand. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

static PyObject *ident(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
	if (nargs != 1) {
		PyErr_SetString(PyExc_TypeError, "ident() takes exactly 1 argument");
		return NULL;
	}
	long long x = PyLong_AsLongLong(args[0]);
	if (x == -1 && PyErr_Occurred())
		return NULL;
	return PyLong_FromLongLong(x);
}

static PyMethodDef methods[] = {
	{"ident", (PyCFunction)(void (*)(void))ident, METH_FASTCALL, NULL},
	{NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
	PyModuleDef_HEAD_INIT, "cext", NULL, -1, methods,
};

PyMODINIT_FUNC PyInit_cext(void) { return PyModule_Create(&module); }
