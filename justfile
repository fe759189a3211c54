# Recipes for working on staticpyc. `just --list` shows them.

# Build the staticpyc binary into ./staticpyc.
build:
    go build -o staticpyc ./cmd/staticpyc

# Run every test, as CI does (.ci/run runs exactly this).
test:
    go test -timeout 45m ./...

# Check formatting and run go vet.
lint:
    @test -z "$(gofmt -l .)" || (echo "gofmt would change:"; gofmt -l .; exit 1)
    go vet ./...

# Print the benchmark ratios: the programs compiled vs plain CPython, native-class
# operations vs C, the kernels compiled vs interpreted vs C, call overhead (~3 min).
# `just bench -family untyped` runs one family (untyped, typed, micro, kernels).
bench *args:
    go run ./tests/bench {{args}}

# Print the speed of `staticpyc check` in lines per second (wall clock and
# CPU time) on one core and on all: a generated 200,000-line module, the same
# lines as 100 modules, and the standard library (STATICPYC_STDLIB, or
# python3's). The CLI's collector setting is used.
bench-check:
    go test -count=1 -run '^$' -bench 'BenchmarkCheck' -benchtime 3x -cpu "1,$(nproc)" ./driver

# Run each fuzz target of parser and typecheck for 20s, as CI does.
fuzz fuzztime="20s":
    #!/usr/bin/env bash
    set -euo pipefail
    for pkg in ./parser ./typecheck; do
        for target in $(go test -list '^Fuzz' "$pkg" | grep '^Fuzz' || true); do
            go test -run '^$' -fuzz "^${target}\$" -fuzztime {{fuzztime}} "$pkg"
        done
    done

# The tests/fuzz generator (primitives, Arrays, checked containers,
# classes, keywords, closures, generators): N programs from SEED (0: from
# the clock), each compiled and interpreted; a mismatch is shrunk and
# printed.
fuzz-oracle seed="0" programs="1":
    go run ./tests/fuzz/cmd/fuzzdiff -seed {{seed}} -programs {{programs}}

# Build and run every test module and example compiled and interpreted.
e2e:
    go test -count=1 -v -run 'TestRun|TestExamples' ./tests

# Run the differential program generator: N programs from SEED, each
# compiled and interpreted; a mismatch is shrunk and printed.
fuzz-diff seed="0" n="5":
    go test -count=1 -v -timeout 60m ./tests -run TestDifferential -args -diff.seed {{seed}} -diff.programs {{n}}
