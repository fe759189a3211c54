# cython: language_level=3
# The csr family's kernel (testdata/csr.py) in Cython, typed as its
# users write it: typed memoryviews over the same array.array('q')
# buffers, with Cython's default bounds checks and negative indexes,
# i.e. as checked as the compiled module. The benchmark builds it with
# Debian's cython3 and gcc -O2 when cython3 is on PATH.


def walk(long long[:] indptr, long long[:] indices, long long[:] weights,
         long long[:] seeds, long long n_seeds,
         long long[:] scores, long long[:] touched):
    cdef long long n_touched = 0
    cdef long long s = 0
    cdef long long seed, p, pe, nb, w, prev
    while s < n_seeds:
        seed = seeds[s]
        p = indptr[seed]
        pe = indptr[seed + 1]
        while p < pe:
            nb = indices[p]
            w = weights[p]
            prev = scores[nb]
            if prev == 0:
                touched[n_touched] = nb
                n_touched += 1
            scores[nb] = prev + w * 16
            p += 1
        s += 1
    return n_touched
