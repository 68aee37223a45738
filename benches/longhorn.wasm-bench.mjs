// Benchmark of the engine package in Node (wasm): Longhorn's scheduler placing
// 3 replicas on N nodes × 4 disks, explanations included.
// node benches/longhorn.wasm-bench.mjs [--short]   (short: 1,000 nodes; full: 10,000)
import { scheduleReplicas } from '../dist/pkg/node.mjs';

const short = process.argv.includes('--short');
const nodes = short ? 1_000 : 10_000;

let state = 0x9e3779b9;
const next = () => { state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0; return state; };

const scenario = {
  settings: { 'storage-minimal-available-percentage': 10 },
  nodes: Array.from({ length: nodes }, (_, n) => ({
    name: `node-${String(n).padStart(5, '0')}`,
    zone: `zone-${n % 3}`,
    disks: Array.from({ length: 4 }, (_, d) => ({
      name: `disk-${d}`,
      storageMaximum: '4Ti',
      storageAvailable: `${1000 + (next() % 3000)}Gi`,
    })),
  })),
  volumes: [{ name: 'pvc-bench', size: '100Gi', numberOfReplicas: 3 }],
};

scheduleReplicas(scenario); // warm up
const rounds = short ? 3 : 10;
const start = performance.now();
let result;
for (let i = 0; i < rounds; i++) result = scheduleReplicas(scenario);
const ms = (performance.now() - start) / rounds;
const placed = result.volumes[0].replicas.filter((r) => r.node).length;
if (placed !== 3) throw new Error(`expected 3 replicas placed, got ${placed}`);
console.log(`wasm-in-Node: 3 replicas on ${nodes} nodes × 4 disks: ${ms.toFixed(1)} ms per volume (explanations included)`);
