// Package profile implements `staticpyc profile`: it runs a command with a
// sampling profiler loaded into every python process the command starts,
// and turns the samples into a report of where the time goes — Python
// bytecode (by module and function), native code called from Python (by
// the callee's package: numpy, json, re …), code compiled by staticpyc,
// and waiting (sleep, I/O, locks) — with an estimate of what compiling
// each module would gain.
//
// The sampler is Python (sampler/, embedded): it is loaded through a
// sitecustomize.py on PYTHONPATH, so it reaches workers the command forks
// or spawns, and it writes one JSON file per process. This package knows
// nothing of the compiler: it reads those files, aggregates them, and
// writes the report as text, JSON or an HTML page.
package profile
