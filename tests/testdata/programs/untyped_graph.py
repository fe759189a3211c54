# Graph walks over dicts and lists (our own program): a generated directed
# graph as a dict of adjacency lists; breadth-first distances, a
# depth-first topological order of its acyclic part, connected components.


def make_graph(n, seed):
    g = {}
    for v in range(n):
        edges = []
        for _ in range(3):
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            edges.append(seed % n)
        g[v] = edges
    return g


def bfs(g, start):
    dist = {start: 0}
    queue = [start]
    i = 0
    while i < len(queue):
        v = queue[i]
        i += 1
        d = dist[v] + 1
        for w in g[v]:
            if w not in dist:
                dist[w] = d
                queue.append(w)
    return dist


def topo(g):
    # Only the edges to higher-numbered vertices: acyclic by construction.
    seen = set()
    order = []
    for root in g:
        if root in seen:
            continue
        stack = [(root, 0)]
        seen.add(root)
        while stack:
            v, k = stack.pop()
            edges = g[v]
            while k < len(edges) and (edges[k] <= v or edges[k] in seen):
                k += 1
            if k < len(edges):
                stack.append((v, k + 1))
                w = edges[k]
                seen.add(w)
                stack.append((w, 0))
            else:
                order.append(v)
    return order


def components(g):
    undirected = {v: [] for v in g}
    for v, edges in g.items():
        for w in edges:
            undirected[v].append(w)
            undirected[w].append(v)
    label = {}
    count = 0
    for v in undirected:
        if v in label:
            continue
        count += 1
        label[v] = count
        todo = [v]
        while todo:
            x = todo.pop()
            for y in undirected[x]:
                if y not in label:
                    label[y] = count
                    todo.append(y)
    return count


def run(n):
    total = 0
    for r in range(n):
        g = make_graph(2000, r + 1)
        dist = bfs(g, 0)
        total += len(dist) + sum(dist.values())
        order = topo(g)
        total += order[0] + order[-1] * 3 + len(order)
        total += components(g) * 11
    return total


TEST_N = 1
BENCH_N = 8
