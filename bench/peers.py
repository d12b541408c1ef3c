"""Betweenness of one graph by the peers tna is measured against, each timed on the computation alone.

Reads an edge list (source, target, distance = 1 / weight; tab-separated) and prints one JSON line
per peer: its name, seconds, the number of nodes, and every node's betweenness normalized as tna's
is (by (n-1)(n-2)/2). A peer whose Python package is missing prints {"peer": ..., "skipped": why}.
Usage: python3 bench/peers.py EDGES.tsv [--peers networkit,networkit-kadabra,igraph,networkx] [--networkx-samples K]
"""
import json
import sys
import time


def read_edges(path):
    edges = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            a, b, d = line.rstrip("\n").split("\t")
            edges.append((a, b, float(d)))
    return edges


def names_of(edges):
    names = sorted({a for a, _, _ in edges} | {b for _, b, _ in edges})
    return names, {name: i for i, name in enumerate(names)}


def scale(n):
    return 2.0 / ((n - 1) * (n - 2)) if n > 2 else 0.0


def networkit_exact(edges):
    import networkit as nk
    names, index = names_of(edges)
    g = nk.Graph(len(names), weighted=True)
    for a, b, d in edges:
        g.addEdge(index[a], index[b], d)
    nk.setNumberOfThreads(nk.getMaxNumberOfThreads())
    started = time.perf_counter()
    algo = nk.centrality.Betweenness(g, normalized=False)
    algo.run()
    seconds = time.perf_counter() - started
    # NetworKit counts each unordered pair from both ends on an undirected graph.
    s = scale(len(names)) / 2
    return seconds, {names[i]: v * s for i, v in enumerate(algo.scores())}


def networkit_kadabra(edges):
    import networkit as nk
    names, index = names_of(edges)
    # KADABRA samples shortest paths of an unweighted graph: the weights are left out.
    g = nk.Graph(len(names), weighted=False)
    for a, b, _ in edges:
        g.addEdge(index[a], index[b])
    nk.setNumberOfThreads(nk.getMaxNumberOfThreads())
    started = time.perf_counter()
    algo = nk.centrality.KadabraBetweenness(g, 0.01, 0.1)
    algo.run()
    seconds = time.perf_counter() - started
    return seconds, {names[i]: v for i, v in enumerate(algo.scores())}


def igraph_exact(edges):
    import igraph as ig
    names, index = names_of(edges)
    g = ig.Graph(n=len(names), edges=[(index[a], index[b]) for a, b, _ in edges])
    started = time.perf_counter()
    scores = g.betweenness(weights=[d for _, _, d in edges])
    seconds = time.perf_counter() - started
    s = scale(len(names))
    return seconds, {names[i]: v * s for i, v in enumerate(scores)}


def networkx_run(edges, samples):
    import networkx as nx
    g = nx.Graph()
    for a, b, d in edges:
        g.add_edge(a, b, distance=d)
    started = time.perf_counter()
    k = samples if samples and samples < g.number_of_nodes() else None
    scores = nx.betweenness_centrality(g, k=k, weight="distance", normalized=True, seed=1)
    return time.perf_counter() - started, scores


def main():
    args = sys.argv[1:]
    path = args[0]
    peers = ["networkit", "networkit-kadabra", "igraph", "networkx"]
    samples = 0
    if "--peers" in args:
        peers = args[args.index("--peers") + 1].split(",")
    if "--networkx-samples" in args:
        samples = int(args[args.index("--networkx-samples") + 1])
    edges = read_edges(path)
    runs = {
        "networkit": networkit_exact,
        "networkit-kadabra": networkit_kadabra,
        "igraph": igraph_exact,
        "networkx": lambda e: networkx_run(e, samples),
    }
    for peer in peers:
        try:
            seconds, scores = runs[peer](edges)
        except ImportError as error:
            print(json.dumps({"peer": peer, "skipped": f"not installed ({error.name})"}), flush=True)
            continue
        label = peer + (f" ({samples} sampled sources)" if peer == "networkx" and samples else "")
        print(json.dumps({"peer": label, "seconds": seconds, "nodes": len(scores), "bc": scores}), flush=True)


if __name__ == "__main__":
    main()
