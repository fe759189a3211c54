/* The C reference for examples/loops.py, built with gcc -O2 and called
 * through ctypes: the same loops on int64_t, wrapping as unsigned
 * arithmetic does (signed overflow is undefined in C). n arrives at run
 * time, so gcc cannot fold a call away; gcc 12 -O2 keeps both loops as
 * loops (count: add/add/cmp/jne, one add of latency per iteration; mix:
 * shl/sub/lea/and, four). LLVM, on the compiled side, may replace the
 * counting loop with a closed form: tests/bench detects and reports it. */
#include <stdint.h>

int64_t count(int64_t n) {
	uint64_t s = 0;
	for (int64_t i = 0; i < n; i++)
		s += (uint64_t)i;
	return (int64_t)s;
}

int64_t mix(int64_t n) {
	uint64_t s = 0;
	for (int64_t i = 0; i < n; i++)
		s = (s * 31 + (uint64_t)i) & 1048575;
	return (int64_t)s;
}
