// Benchmark of the engine package in Node (wasm) next to the native engine on
// the same input: Longhorn's scheduler placing 3 replicas on N nodes × 4
// disks, with full explanations and in summary; through scheduleReplicas (the
// scenario crosses the JS boundary on every call) and through a prepared
// cluster (prepareLonghornCluster: once), whose result keeps each volume's
// steps and the disks after the run in the module until they are read (issue
// #15): timed as the call alone and as the call with every part read.
// node benches/longhorn.wasm-bench.mjs [--short]   (short: 1,000 nodes; full: 10,000)
import { prepareLonghornCluster, scheduleReplicas } from '../dist/pkg/node.mjs';
import { native, ratio, time } from './native-twin.mjs';

const short = process.argv.includes('--short');
const nodes = short ? 1_000 : 10_000;
const calls = short ? 3 : 10;

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

console.log(`Longhorn scheduleReplicas, 3 replicas on ${nodes} nodes × 4 disks, per volume:`);
const readParts = (result) => {
  for (const volume of result.volumes) if (!Array.isArray(volume.steps)) throw new Error('no steps');
  if (result.disksAfter.length !== nodes * 4) throw new Error('not every disk after the run');
  return result;
};
const prepared = prepareLonghornCluster(scenario);
for (const explain of ['full', 'summary']) {
  const options = { explain };
  const twin = native('longhorn-schedule', { scenario, options }, calls);
  const whole = time(calls, () => scheduleReplicas(scenario, options));
  const handle = time(calls, () => prepared.scheduleReplicas(options));
  const read = time(calls, () => readParts(prepared.scheduleReplicas(options)));
  const placed = whole.result.volumes[0].replicas.filter((r) => r.node).length;
  if (placed !== 3) throw new Error(`expected 3 replicas placed, got ${placed}`);
  if (JSON.stringify(whole.result) !== JSON.stringify(handle.result)) throw new Error('the prepared cluster answers otherwise');
  if (JSON.stringify(whole.result) !== JSON.stringify(read.result)) throw new Error('the parts read answer otherwise');
  console.log(`  explain ${explain}: native ${twin.perCallMs.toFixed(2)} ms`);
  console.log(`    wasm-in-Node, whole scenario per call: ${whole.ms.toFixed(1)} ms, ${ratio(whole.ms, twin.perCallMs)}`);
  console.log(`    wasm-in-Node, prepared cluster (steps and disksAfter deferred): ${handle.ms.toFixed(1)} ms, ${ratio(handle.ms, twin.perCallMs)}`);
  console.log(`    wasm-in-Node, prepared cluster, every part read: ${read.ms.toFixed(1)} ms, ${ratio(read.ms, twin.perCallMs)}`);
}
prepared.free();
