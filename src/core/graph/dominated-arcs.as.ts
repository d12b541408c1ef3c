// Arcs that no shortest route uses, found before the Brandes runs so that Dijkstra never scans them
// (AssemblyScript, compiled with brandes.as.ts; brandes.ts lays out the memory and calls it).
//
// An arc u→v of length L is dominated when some route from u to v is shorter than L by more than
// `margin`: a route through u→v could then be shortened, so the arc is on no shortest route, and on
// no route the 1e-9 tolerance counts as equally short (the margin is chosen for that). Removing
// such arcs keeps every distance, every shortest route and so every dependency. Co-occurrence
// graphs have many: a weak link between two concepts that both link strongly to a third (the
// 2000–2016 addresses: 68% of the arcs, all 233: 92%).
import { f64At, i32At } from './wasm-memory.as';

/**
 * Marks (flags[j] = 1) the dominated arcs out of nodes from..to that a two-arc route u→x→v shows,
 * x among u's strongest neighbours first. Each node's arcs are sorted, shortest first (offsets,
 * neighbors, lengths); `seen` is scratch of 16 bytes a node: the shortest two-arc route from the
 * node being looked at (f64), and which node that is (i32 at byte 8; all -1 at first). A node
 * looks at no more than `budget` arcs of its neighbours for each arc of its own, so hubs with
 * thousands of links cost a bounded amount: the marks found are a part of the dominated arcs, every
 * one of them certain.
 */
export function markDominated(
  offsets: usize, neighbors: usize, lengths: usize, from: i32, to: i32, budget: f64, margin: f64,
  seen: usize, flags: usize,
): void {
  for (let u = from; u < to; u++) {
    const first = i32At(offsets, u);
    const end = i32At(offsets, u + 1);
    if (end == first) continue;
    // No two-arc route longer than u's longest arc can shorten one of u's arcs.
    const longest = f64At(lengths, end - 1);
    // Each of u's arcs gone saves a scan in every run: u's share of the budget is by its arcs.
    let left = <i32>min<f64>(budget * <f64>(end - first), 1e9);
    for (let j = first; j < end && left > 0; j++) {
      const toX = f64At(lengths, j);
      if (toX >= longest) break;
      const x = i32At(neighbors, j);
      const bound = longest - toX;
      const xFirst = i32At(offsets, x);
      const xEnd = min(i32At(offsets, x + 1), xFirst + left);
      let k = xFirst;
      for (; k < xEnd; k++) {
        const onward = f64At(lengths, k);
        if (onward >= bound) break;
        // best and stamp side by side (16 bytes a node): one cache line for both.
        const at = seen + ((<usize>i32At(neighbors, k)) << 4);
        const route = toX + onward;
        if (load<i32>(at, 8) != u) {
          store<i32>(at, u, 8);
          store<f64>(at, route);
        } else if (route < load<f64>(at)) {
          store<f64>(at, route);
        }
      }
      left -= k - xFirst;
    }
    for (let j = first; j < end; j++) {
      const at = seen + ((<usize>i32At(neighbors, j)) << 4);
      if (load<i32>(at, 8) == u && load<f64>(at) < f64At(lengths, j) - margin) store<u8>(flags + <usize>j, 1);
    }
  }
}
