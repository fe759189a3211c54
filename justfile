# Recipes for working on staticpyc. `just --list` shows them.

# Build the staticpyc binary into ./staticpyc.
build:
    go build -o staticpyc ./cmd/staticpyc

# Run every test, as CI does (.ci/run runs exactly this), on python3 and
# pyenv's 3.12 and 3.13 when installed (STATICPYC_TEST_PYTHONS overrides).
test:
    go test -timeout 45m ./...

# Check formatting and run go vet.
lint:
    @test -z "$(gofmt -l .)" || (echo "gofmt would change:"; gofmt -l .; exit 1)
    go vet ./...

# Print the benchmark ratios: the programs compiled vs plain CPython, native-class
# operations vs C, the kernels compiled vs interpreted vs C, call overhead (~3 min).
# `just bench -family untyped` runs one family (untyped, typed, micro, kernels).
# `just bench --python python3,~/.pyenv/versions/3.13.0/bin/python3` runs it once per version.
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

# Build and run every test module and example compiled and interpreted.
e2e:
    go test -count=1 -v -run 'TestRun|TestExamples' ./tests

# Run the differential program generator (tests/fuzz): N programs from
# SEED (0: from the clock), FUNCS generated functions each, every call
# compiled and interpreted; a disagreement is shrunk to its function and
# statements and printed. `just fuzz-diff 0 0 300 -budget 25m -keep-going`
# explores for 25 minutes, two programs at a time (-j), mostly at -O0 (-O).
fuzz-diff seed="0" n="5" funcs="120" *args:
    go run ./tests/fuzz/cmd/fuzzdiff -seed {{seed}} -programs {{n}} -funcs {{funcs}} {{args}}

# The same with the untyped generator (tests/fuzz/untyped.go): plain Python
# in the style of service code — classes with dunders, properties and
# __slots__, patched classes, exceptions through frames, generators,
# container methods, formatting, bigints and float edge cases.
# `just fuzz-untyped 0 0 60 -budget 25m -keep-going` explores for 25 minutes.
fuzz-untyped seed="0" n="5" funcs="60" *args:
    go run ./tests/fuzz/cmd/fuzzdiff -untyped -seed {{seed}} -programs {{n}} -funcs {{funcs}} {{args}}
