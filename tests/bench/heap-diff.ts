// node tests/bench/heap-diff.ts before.heapsnapshot after.heapsnapshot [class ...]
// What a page holds on to more in the second heap snapshot than in the first (both after a
// full GC, tests/bench/support/heap-snapshot.ts): objects counted by class as DevTools'
// Comparison view names them, the classes that grew most first; for the classes named (or
// the four grown most), what holds them, counted by holder, in both; and the promises with
// the longest chains of reactions waiting on them, each with a chain of what retains it up
// to a GC root (a promise that never settles, raced again and again, is how Zero 1.9 grew:
// docs/performance.md, "A tablet left open").
import { readFileSync } from 'node:fs';

type Snapshot = {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[], ...unknown[]];
      edge_fields: string[];
      edge_types: [string[], ...unknown[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
};

type Heap = {
  count: number;
  className: (i: number) => string;
  edges: (i: number) => Array<{ edge: string; to: number }>;
  selfSize: (i: number) => number;
  retainers: (i: number) => Array<{ from: number; edge: string }>;
  describe: (i: number) => string;
};

function load(file: string): Heap {
  const s = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const { node_fields, node_types, edge_fields, edge_types } = s.snapshot.meta;
  const nf = node_fields.length;
  const ef = edge_fields.length;
  const [T, N, SIZE, EDGES] = ['type', 'name', 'self_size', 'edge_count'].map((f) =>
    node_fields.indexOf(f),
  ) as [number, number, number, number];
  const [ET, EN, ETO] = ['type', 'name_or_index', 'to_node'].map((f) => edge_fields.indexOf(f)) as [
    number,
    number,
    number,
  ];
  const types = node_types[0];
  const etypes = edge_types[0];
  const count = s.nodes.length / nf;
  const type = (i: number) => types[s.nodes[i * nf + T]!]!;
  const name = (i: number) => s.strings[s.nodes[i * nf + N]!]!;
  const className = (i: number) => {
    const t = type(i);
    if (t === 'object' || t === 'native') return name(i);
    if (t === 'closure') return `(closure)`;
    return `(${t})`;
  };
  // Reverse edges, built once: who points at each node, through which edge.
  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0; i < count; i += 1) firstEdge[i + 1] = firstEdge[i]! + s.nodes[i * nf + EDGES]!;
  const retainedBy: Array<Array<{ from: number; edge: string }>> = Array.from(
    { length: count },
    () => [],
  );
  for (let i = 0; i < count; i += 1)
    for (let e = firstEdge[i]!; e < firstEdge[i + 1]!; e += 1) {
      const et = etypes[s.edges[e * ef + ET]!]!;
      if (et === 'weak') continue;
      const to = s.edges[e * ef + ETO]! / nf;
      const raw = s.edges[e * ef + EN]!;
      const edge = et === 'element' || et === 'hidden' ? `[${raw}]` : `${s.strings[raw]}`;
      retainedBy[to]!.push({ from: i, edge: `${edge}` });
    }
  return {
    count,
    className,
    edges: (i) => {
      const out: Array<{ edge: string; to: number }> = [];
      for (let e = firstEdge[i]!; e < firstEdge[i + 1]!; e += 1) {
        const et = etypes[s.edges[e * ef + ET]!]!;
        const raw = s.edges[e * ef + EN]!;
        const edge = et === 'element' || et === 'hidden' ? `${raw}` : s.strings[raw]!;
        out.push({ edge, to: s.edges[e * ef + ETO]! / nf });
      }
      return out;
    },
    selfSize: (i) => s.nodes[i * nf + SIZE]!,
    retainers: (i) => retainedBy[i]!,
    describe: (i) => {
      const t = type(i);
      const n = name(i);
      return t === 'object' || t === 'native'
        ? n
        : `(${t}) ${n.slice(0, 60).replaceAll('\n', ' ')}`;
    },
  };
}

function byClass(heap: Heap, only?: Set<number>) {
  const out = new Map<string, { count: number; size: number }>();
  for (let i = 0; i < heap.count; i += 1) {
    if (only && !only.has(i)) continue;
    const c = heap.className(i);
    const row = out.get(c) ?? { count: 0, size: 0 };
    row.count += 1;
    row.size += heap.selfSize(i);
    out.set(c, row);
  }
  return out;
}

/** A shortest chain of retainers from node i up to a root (breadth first, bounded). */
function chain(heap: Heap, start: number, maxDepth = 14): string[] {
  const prev = new Map<number, { from: number; edge: string } | null>([[start, null]]);
  let frontier = [start];
  for (let depth = 0; depth < maxDepth && frontier.length > 0; depth += 1) {
    const next: number[] = [];
    for (const node of frontier)
      for (const r of heap.retainers(node)) {
        if (prev.has(r.from)) continue;
        prev.set(r.from, { from: node, edge: r.edge });
        if (r.from === 0 || heap.className(r.from) === '(synthetic)') {
          const path: string[] = [];
          let at = node;
          path.push(`${heap.describe(r.from)} .${r.edge}`);
          while (at !== start) {
            const step = prev.get(at)!;
            path.push(`${heap.describe(at)} .${step.edge}`);
            at = step.from;
          }
          path.push(heap.describe(start));
          return path.reverse();
        }
        next.push(r.from);
      }
    frontier = next.slice(0, 20_000);
  }
  return [heap.describe(start), '… (no root within reach)'];
}

const [fileA, fileB, ...named] = process.argv.slice(2);
if (!fileA || !fileB) throw new Error('usage: heap-diff.ts before.heapsnapshot after.heapsnapshot');
const a = load(fileA);
const b = load(fileB);
const before = byClass(a);
const after = byClass(b);
const rows = [...after.entries()]
  .map(([c, r]) => {
    const p = before.get(c) ?? { count: 0, size: 0 };
    return { c, count: r.count - p.count, size: r.size - p.size, total: r.count };
  })
  .sort((x, y) => y.size - x.size);
console.log(`nodes ${a.count} -> ${b.count}`);
console.log('| class | Δ count | Δ self bytes | count after |\n| --- | --- | --- | --- |');
for (const r of rows.slice(0, 30)) console.log(`| ${r.c} | ${r.count} | ${r.size} | ${r.total} |`);

// For each class named or grown most by count, what holds its objects, counted by the
// retainer's class and edge in each snapshot: the holder whose count grows is the leak.
const grownByCount = [...rows].sort((x, y) => y.count - x.count).filter((r) => r.c !== '(code)');
for (const c of named.length > 0 ? named : grownByCount.slice(0, 4).map((r) => r.c)) {
  const holders = (heap: Heap) => {
    const out = new Map<string, number>();
    for (let i = 0; i < heap.count; i += 1) {
      if (heap.className(i) !== c) continue;
      for (const r of heap.retainers(i)) {
        const key = `${heap.describe(r.from)} .${r.edge.replace(/^\[\d+\]$/, '[n]')}`;
        out.set(key, (out.get(key) ?? 0) + 1);
      }
    }
    return out;
  };
  const ha = holders(a);
  const hb = holders(b);
  const grown = [...hb.entries()]
    .map(([k, n]) => [k, n - (ha.get(k) ?? 0), n] as const)
    .filter(([, d]) => d > 0)
    .sort((x, y) => y[1] - x[1]);
  console.log(`\nwhat holds ${c}, grown (Δ, after):`);
  for (const [k, d, n] of grown.slice(0, 8)) console.log(`  ${d} / ${n}  ${k}`);
}

/** Promises by how many reactions wait on them (a reaction's hidden edge 1 is the next). */
function longestReactionChains(heap: Heap, top = 3) {
  const chains: Array<{ promise: number; reactions: number }> = [];
  for (let i = 0; i < heap.count; i += 1) {
    if (heap.describe(i) !== 'Promise') continue;
    let at = heap.edges(i).find((e) => e.edge === 'reactions_or_result')?.to;
    let reactions = 0;
    while (at !== undefined && heap.className(at) === 'system / PromiseReaction') {
      reactions += 1;
      at = heap.edges(at).find((e) => e.edge === '1')?.to;
    }
    chains.push({ promise: i, reactions });
  }
  return chains.sort((x, y) => y.reactions - x.reactions).slice(0, top);
}
console.log('\npromises with the most reactions waiting (before → after):');
const longestBefore = longestReactionChains(a, 1)[0]?.reactions ?? 0;
for (const { promise, reactions } of longestReactionChains(b)) {
  console.log(`  ${reactions} reactions (longest before: ${longestBefore})`);
  if (reactions > 1) console.log('    ' + chain(b, promise).join('\n      <- '));
}
