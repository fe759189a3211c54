# Recipes for working on staticpyc. `just --list` shows them.

# Build the staticpyc binary into ./staticpyc.
build:
    go build -o staticpyc ./cmd/staticpyc

# Run every test, as CI does (.ci/run runs exactly this).
test:
    go test ./...

# Check formatting and run go vet.
lint:
    @test -z "$(gofmt -l .)" || (echo "gofmt would change:"; gofmt -l .; exit 1)
    go vet ./...

# Print the benchmark ratios: compiled vs interpreted vs C, and call overhead (~30 s).
bench:
    go run ./tests/bench

# Build and run every test module and example compiled and interpreted.
e2e:
    go test -count=1 -v -run 'TestRun|TestExamples' ./tests
