/* cext.c without Python.h, for machines without the python headers
 * (Debian's python3 without python3-dev): the same METH_FASTCALL function
 * cext.ident(x), with the few CPython 3.11 declarations it needs spelled
 * out (PyModuleDef_Base is 40 bytes, PyModuleDef 104, PyMethodDef 32).
 * tests/bench labels the row when it falls back to this file. */
#include <stddef.h>
#include <stdint.h>

typedef struct { intptr_t ob_refcnt; void *ob_type; } PyObject;
typedef struct { const char *ml_name; void *ml_meth; int ml_flags; const char *ml_doc; } PyMethodDef;
typedef struct { PyObject ob_base; void *m_init; intptr_t m_index; PyObject *m_copy; } PyModuleDef_Base;
typedef struct {
	PyModuleDef_Base m_base;
	const char *m_name;
	const char *m_doc;
	intptr_t m_size;
	PyMethodDef *m_methods;
	void *m_slots, *m_traverse, *m_clear, *m_free;
} PyModuleDef;

#define METH_FASTCALL 0x0080

extern PyObject *PyExc_TypeError;
extern PyObject *PyModule_Create2(PyModuleDef *, int);
extern long long PyLong_AsLongLong(PyObject *);
extern PyObject *PyLong_FromLongLong(long long);
extern PyObject *PyErr_Occurred(void);
extern void PyErr_SetString(PyObject *, const char *);

static PyObject *ident(PyObject *self, PyObject *const *args, intptr_t nargs) {
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
	{"ident", (void *)ident, METH_FASTCALL, NULL},
	{NULL, NULL, 0, NULL},
};

static PyModuleDef module = {
	{{1, NULL}, NULL, 0, NULL},
	"cext", NULL, -1, methods, NULL, NULL, NULL, NULL,
};

PyObject *PyInit_cext(void) { return PyModule_Create2(&module, 1013); }
