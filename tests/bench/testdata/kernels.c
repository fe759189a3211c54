/* The C reference for the kernels of examples/walk.py, examples/life.py,
 * testdata/csr.py and testdata/mixed.py, built with gcc -O2 and called through ctypes on
 * the same buffers (array.array addresses) as the compiled module. Each
 * function is the Static Python source written out in plain C, as someone
 * porting it by hand would: no restrict, no intrinsics, no bounds checks.
 * int64 arithmetic that wraps in Static Python is done on uint64_t
 * (signed overflow is undefined in C). The exported names carry the
 * module's name: a plain `step` would bind to glibc's legacy regexp
 * step() through the PLT. */
#include <stdint.h>

#define MULT 6364136223846793005ULL
#define INC 1442695040888963407ULL

/* walk.below: the high 32 bits of x scaled to 0 .. n - 1. */
static inline int64_t below(uint64_t x, int64_t n) {
	return (int64_t)(((x >> 32) & 4294967295ULL) * (uint64_t)n >> 32);
}

/* walk.walk */
int64_t walk_walk(const int64_t *offsets, const int64_t *targets, const int64_t *seeds,
             int64_t nseeds, int64_t steps, int64_t *out) {
	uint64_t check = 0;
	for (int64_t s = 0; s < nseeds; s++) {
		int64_t node = seeds[s];
		uint64_t h = (uint64_t)s * MULT + (uint64_t)node;
		for (int64_t k = 0; k < steps; k++) {
			out[node] += 1;
			int64_t lo = offsets[node];
			int64_t deg = offsets[node + 1] - lo;
			if (deg == 0)
				break;
			h = (h ^ (uint64_t)node) * MULT + INC;
			node = targets[lo + below(h, deg)];
			check = check * 31 + (uint64_t)node;
		}
	}
	return (int64_t)check;
}

/* life.step */
static void step(const int8_t *src, int8_t *dst, int64_t w, int64_t h) {
	for (int64_t y = 0; y < h; y++) {
		int64_t up = ((y + h - 1) % h) * w;
		int64_t row = y * w;
		int64_t down = ((y + 1) % h) * w;
		for (int64_t x = 0; x < w; x++) {
			int64_t left = x - 1;
			if (left < 0)
				left = w - 1;
			int64_t right = x + 1;
			if (right == w)
				right = 0;
			int n = src[up + left] + src[up + x] + src[up + right]
			      + src[row + left] + src[row + right]
			      + src[down + left] + src[down + x] + src[down + right];
			if (n == 3 || (n == 2 && src[row + x] == 1))
				dst[row + x] = 1;
			else
				dst[row + x] = 0;
		}
	}
}

/* life.steps */
void life_steps(int8_t *a, int8_t *b, int64_t w, int64_t h, int64_t pairs) {
	for (int64_t i = 0; i < pairs; i++) {
		step(a, b, w, h);
		step(b, a, w, h);
	}
}

/* mixed.checksum */
int64_t mixed_checksum(const uint8_t *data, int64_t n) {
	uint32_t s = 0;
	for (int64_t i = 0; i < n; i++)
		s = s * 31 + data[i];
	return (int64_t)(int32_t)s;
}

/* mixed.axpy (the caller makes src at least as long as dst) */
void mixed_axpy(int32_t *dst, const int32_t *src, int64_t n, int32_t k) {
	for (int64_t i = 0; i < n; i++)
		dst[i] = (int32_t)((uint32_t)dst[i] + (uint32_t)k * (uint32_t)src[i]);
}

/* nbody.advance, on the bodies' fields laid out as 7 doubles per body
 * (x, y, z, vx, vy, vz, mass): the struct a C programmer would write. */
#include <math.h>

typedef struct {
	double x, y, z, vx, vy, vz, mass;
} body;

void nbody_advance(body *bodies, int64_t n, double dt, int64_t steps) {
	for (int64_t s = 0; s < steps; s++) {
		for (int64_t i = 0; i < n; i++) {
			body *b1 = &bodies[i];
			for (int64_t j = i + 1; j < n; j++) {
				body *b2 = &bodies[j];
				double dx = b1->x - b2->x;
				double dy = b1->y - b2->y;
				double dz = b1->z - b2->z;
				double d2 = dx * dx + dy * dy + dz * dz;
				double mag = dt / (d2 * pow(d2, 0.5));
				b1->vx -= dx * b2->mass * mag;
				b1->vy -= dy * b2->mass * mag;
				b1->vz -= dz * b2->mass * mag;
				b2->vx += dx * b1->mass * mag;
				b2->vy += dy * b1->mass * mag;
				b2->vz += dz * b1->mass * mag;
			}
		}
		for (int64_t i = 0; i < n; i++) {
			body *b = &bodies[i];
			b->x += dt * b->vx;
			b->y += dt * b->vy;
			b->z += dt * b->vz;
		}
	}
}

/* csr.walk: the seed article's CSR score propagation. */
int64_t csr_walk(const int64_t *indptr, const int64_t *indices, const int64_t *weights,
                 const int64_t *seeds, int64_t n_seeds, int64_t *scores, int64_t *touched) {
	int64_t n_touched = 0;
	int64_t s = 0;
	while (s < n_seeds) {
		int64_t seed = seeds[s];
		int64_t p = indptr[seed];
		int64_t pe = indptr[seed + 1];
		while (p < pe) {
			int64_t nb = indices[p];
			int64_t w = weights[p];
			int64_t prev = scores[nb];
			if (prev == 0) {
				touched[n_touched] = nb;
				n_touched += 1;
			}
			scores[nb] = (int64_t)((uint64_t)prev + (uint64_t)w * 16);
			p += 1;
		}
		s += 1;
	}
	return n_touched;
}
