"""The workload of TestProfile: four parts of about a second each, timed
alone, whose times are written to the file named by argv[1] — the truth
the profiler's shares are compared with."""

import json
import sys
import time

t0 = time.perf_counter()
import numpart  # noqa: E402
import slowpart  # noqa: E402
import kernel  # noqa: E402  (compiled by the test)

SECONDS = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0


def timed(fn):
    start = time.perf_counter()
    fn(SECONDS)
    return time.perf_counter() - start


truth = {"imports": time.perf_counter() - t0}
truth["python"] = timed(slowpart.churn)
truth["native"] = timed(numpart.crunch)
truth["compiled"] = timed(kernel.spin)
truth["waiting"] = timed(time.sleep)
with open(sys.argv[1], "w") as f:
    json.dump(truth, f)
