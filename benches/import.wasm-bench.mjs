// Benchmark of the engine package in Node (wasm): reading the largest paste
// the Import panels accept (16 MiB), a List of Nodes just under the limit,
// through importCapacityObjects; every node must be read, or the time means
// nothing. node benches/import.wasm-bench.mjs [--short]
// (short, as scripts/test runs it: 2 MiB, one read; full: 16 MiB, three reads)
import assert from 'node:assert/strict';
import { importCapacityObjects } from '../dist/pkg/node.mjs';

const short = process.argv.includes('--short');
const LIMIT = (short ? 2 : 16) * 1024 * 1024;

const node = (i) => `- apiVersion: v1
  kind: Node
  metadata:
    name: worker-${i}
    labels:
      kubernetes.io/hostname: worker-${i}
      topology.kubernetes.io/zone: zone-${i % 3}
  status:
    capacity:
      cpu: "4"
`;
const parts = ['apiVersion: v1\nkind: List\nitems:\n'];
let size = parts[0].length;
let nodes = 0;
while (size + node(nodes).length <= LIMIT) {
  parts.push(node(nodes));
  size += node(nodes).length;
  nodes += 1;
}
const text = parts.join('');
assert.ok(Buffer.byteLength(text) <= LIMIT);

const rounds = short ? 1 : 3;
let worst = 0;
let total = 0;
for (let r = 0; r < rounds; r++) {
  const start = performance.now();
  const result = importCapacityObjects(text);
  const ms = performance.now() - start;
  assert.equal(result.cluster.nodes.length, nodes, 'every node is read');
  assert.equal(result.read.length, nodes);
  worst = Math.max(worst, ms);
  total += ms;
}
console.log(`kubectl import (wasm), a List of ${nodes} Nodes, ${(text.length / 2 ** 20).toFixed(2)} MiB: ` +
  `${(total / rounds / 1000).toFixed(2)} s per read (slowest ${(worst / 1000).toFixed(2)} s, ${rounds} read${rounds > 1 ? 's' : ''})`);
