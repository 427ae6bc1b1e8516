// node tests/bench/heap-diff.ts before.heapsnapshot after.heapsnapshot [class ...]
// What a page holds on to more in the second heap snapshot than in the first (both after a
// full GC, tests/bench/support/heap-snapshot.ts): objects counted by class as DevTools'
// Comparison view names them, the classes that grew most first, and for the objects new in
// the second snapshot (ids V8 keeps across snapshots) of the top classes, or of the classes
// named, a few chains of what retains them, up to a GC root.
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
  id: (i: number) => number;
  selfSize: (i: number) => number;
  retainers: (i: number) => Array<{ from: number; edge: string }>;
  describe: (i: number) => string;
};

function load(file: string): Heap {
  const s = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const { node_fields, node_types, edge_fields, edge_types } = s.snapshot.meta;
  const nf = node_fields.length;
  const ef = edge_fields.length;
  const [T, N, ID, SIZE, EDGES] = ['type', 'name', 'id', 'self_size', 'edge_count'].map((f) =>
    node_fields.indexOf(f),
  ) as [number, number, number, number, number];
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
    id: (i) => s.nodes[i * nf + ID]!,
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
          let via = r.edge;
          path.push(`${heap.describe(r.from)} .${via}`);
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

const oldIds = new Set<number>();
for (let i = 0; i < a.count; i += 1) oldIds.add(a.id(i));
const fresh = new Set<number>();
for (let i = 0; i < b.count; i += 1) if (!oldIds.has(b.id(i))) fresh.add(i);
const freshByClass = [...byClass(b, fresh).entries()].sort((x, y) => y[1].size - x[1].size);
console.log(`\nobjects new in the second snapshot: ${fresh.size}`);
for (const [c, r] of freshByClass.slice(0, 20)) console.log(`  ${c}: ${r.count}, ${r.size} bytes`);
const wanted = named.length > 0 ? named : freshByClass.slice(0, 6).map(([c]) => c);
for (const c of wanted) {
  const samples = [...fresh].filter((i) => b.className(i) === c);
  const picks = [samples[0], samples[Math.floor(samples.length / 2)], samples.at(-1)];
  console.log(`\nretainers of new ${c} (${samples.length}):`);
  for (const i of new Set(picks))
    if (i !== undefined) console.log('  ' + chain(b, i).join('\n    <- '));
}

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
