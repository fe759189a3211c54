import sys

import graphpkg
import graphpkg.graph
import graphpkg.sub
from graphpkg import algo, util

print(graphpkg.summary(10), graphpkg.VERSION)
print(graphpkg.graph.degree_sum(7), algo.EARLY)
print(graphpkg.graph.late_missing())
print(graphpkg.__name__, graphpkg.__package__, graphpkg.__path__[0].endswith("graphpkg"))
print(graphpkg.sub.__name__, graphpkg.sub.__package__, algo.__package__)
print(sorted(k for k in sys.modules if k.startswith("graphpkg")))
print(graphpkg.graph is sys.modules["graphpkg.graph"], util.algo_calls())
try:
    from graphpkg import nothere  # noqa: F401
except ImportError as e:
    print(type(e).__name__, e.name)
import pickle

e = pickle.loads(pickle.dumps(graphpkg.graph.Edge(1, 2)))
print(type(e).__module__, e.a, e.b, graphpkg.graph.Pair.__module__, pickle.loads(pickle.dumps(graphpkg.graph.Pair(3, 4))))
