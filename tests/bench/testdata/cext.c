/* A hand-written CPython 3.11 extension module, the reference for the cost
 * of a call into compiled code: cext.count(n) takes one int with
 * METH_FASTCALL, unboxes it, runs the counting loop and boxes the result,
 * as a careful C programmer would write it. Like staticpyc, it uses no
 * Python.h: the few declarations it needs are spelled out for 3.11
 * (PyModuleDef_Base is 40 bytes, PyModuleDef 104, PyMethodDef 32). */
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

static PyObject *count(PyObject *self, PyObject *const *args, intptr_t nargs) {
	if (nargs != 1) {
		PyErr_SetString(PyExc_TypeError, "count() takes exactly 1 argument");
		return NULL;
	}
	long long n = PyLong_AsLongLong(args[0]);
	if (n == -1 && PyErr_Occurred())
		return NULL;
	uint64_t s = 0;
	for (long long i = 0; i < n; i++)
		s += (uint64_t)i;
	return PyLong_FromLongLong((long long)s);
}

static PyMethodDef methods[] = {
	{"count", (void *)count, METH_FASTCALL, NULL},
	{NULL, NULL, 0, NULL},
};

static PyModuleDef module = {
	{{1, NULL}, NULL, 0, NULL},
	"cext", NULL, -1, methods, NULL, NULL, NULL, NULL,
};

PyObject *PyInit_cext(void) { return PyModule_Create2(&module, 1013); }
