// This file implements the C side of the native-class microbenchmarks
// (typed_micro.py): a struct with two int64 fields and a table of
// function pointers, the loops of the Python module written against it,
// built with gcc -O2 and called through ctypes, one call per batch.
//
// An empty asm with a memory clobber in each loop makes gcc reload the
// field every iteration, as the compiled module must (another thread or
// a call could have changed it), instead of hoisting it or turning the
// loop into a multiplication.
#include <stdint.h>
#include <stdlib.h>

typedef struct point point;

typedef struct {
	int64_t (*area)(point *);
} point_vtable;

struct point {
	const point_vtable *vt;
	int64_t x, y;
};

#define BARRIER() __asm__ volatile("" ::: "memory")

static int64_t point_area(point *p) { return p->x + p->y; }
static int64_t point3_area(point *p) { return p->x + p->y + 1; }

static const point_vtable point_vt = {point_area};
static const point_vtable point3_vt = {point3_area};

// The receiver: a heap object, as a Python instance is.
static point *new_point(int sub, int64_t x, int64_t y) {
	point *p = malloc(sizeof *p);
	if (!p)
		abort();
	p->vt = sub ? &point3_vt : &point_vt;
	p->x = x;
	p->y = y;
	return p;
}

int64_t field_read(int64_t n) {
	point *p = new_point(0, 3, 4);
	int64_t s = 0;
	for (int64_t i = 0; i < n; i++) {
		BARRIER();
		s += p->x;
	}
	free(p);
	return s;
}

int64_t field_rw(int64_t n) {
	point *p = new_point(0, 3, 4);
	for (int64_t i = 0; i < n; i++) {
		BARRIER();
		p->x = p->x + 1;
	}
	int64_t x = p->x;
	free(p);
	return x;
}

// A final method: a direct call, which gcc inlines.
static int64_t point_first(point *p) { return p->x; }

int64_t call_final(int64_t n) {
	point *p = new_point(0, 5, 6);
	int64_t s = 0;
	for (int64_t i = 0; i < n; i++) {
		BARRIER();
		s += point_first(p);
	}
	free(p);
	return s;
}

// An exact receiver: the class is known, so the call is direct.
int64_t call_exact(int64_t n) {
	point *p = new_point(0, 2, 3);
	int64_t s = 0;
	for (int64_t i = 0; i < n; i++) {
		BARRIER();
		s += point_area(p);
	}
	free(p);
	return s;
}

// Through the table: sub picks the subclass's table at run time, so gcc
// cannot devirtualize the call.
int64_t call_virtual(int64_t sub, int64_t n) {
	point *p = new_point((int)sub, 1, 2);
	int64_t s = 0;
	for (int64_t i = 0; i < n; i++) {
		BARRIER();
		s += p->vt->area(p);
	}
	free(p);
	return s;
}

// Construction: allocate, initialise, read a field, free.
int64_t construct(int64_t n) {
	int64_t s = 0;
	for (int64_t i = 0; i < n; i++) {
		point *p = new_point(0, i, 1);
		BARRIER();
		s += p->x;
		free(p);
	}
	return s;
}
