// Benchmark of the engine package in Node (wasm) next to the native engine on
// the same input: the volume-binding filter for pods on 5,000 nodes with 5,000
// CSIStorageCapacity objects (one per node), with full explanations and with
// none; through filterNodes (the whole cluster crosses the JS boundary on every
// call) and through a prepared cluster (prepareCapacityCluster: once), whose
// result keeps its nodes' verdicts in the module until they are read (issue
// #15): timed as the call alone and as the call with every node read.
// node benches/capacity.wasm-bench.mjs [--short]   (short: 5 / 50 pods; full: 100 / 1,000)
import { filterNodes, prepareCapacityCluster } from '../dist/pkg/node.mjs';
import { native, ratio, time } from './native-twin.mjs';

const short = process.argv.includes('--short');
const [wholeCalls, preparedCalls] = short ? [5, 50] : [100, 1_000];
const NODES = 5_000;

let state = 0x2545f491;
const next = () => { state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0; return state; };
const host = (i) => `node-${String(i).padStart(4, '0')}`;

const pods = Array.from({ length: preparedCalls }, (_, p) => ({
  metadata: { name: `pod-${p}` }, spec: { volumes: [{ name: 'data', persistentVolumeClaim: { claimName: `data-${p}` } }] },
}));
const cluster = {
  nodes: Array.from({ length: NODES }, (_, i) => ({
    metadata: { name: host(i), labels: { 'kubernetes.io/hostname': host(i), 'topology.kubernetes.io/zone': `zone-${i % 10}` } },
  })),
  storageClasses: [{ metadata: { name: 'local' }, provisioner: 'local.csi.example.com', volumeBindingMode: 'WaitForFirstConsumer' }],
  csiDrivers: [{ metadata: { name: 'local.csi.example.com' }, spec: { storageCapacity: true } }],
  csiStorageCapacities: Array.from({ length: NODES }, (_, i) => ({
    metadata: { name: `cap-${i}`, namespace: 'kube-system' },
    storageClassName: 'local',
    nodeTopology: { matchLabels: { 'kubernetes.io/hostname': host(i) } },
    capacity: `${next() % 200}Gi`,
  })),
  persistentVolumeClaims: pods.map((_, p) => ({
    metadata: { name: `data-${p}` }, spec: { storageClassName: 'local', resources: { requests: { storage: `${1 + (p % 150)}Gi` } } },
  })),
};

const readNodes = (result) => {
  if (!Array.isArray(result.nodes)) throw new Error('no nodes');
  return result;
};
console.log(`capacity filterNodes, ${NODES} nodes × ${NODES} capacity objects, per pod:`);
const start = performance.now();
const prepared = prepareCapacityCluster(cluster);
const prepareMs = performance.now() - start;
for (const explain of ['full', 'none']) {
  const options = { explain };
  const twin = native('capacity-filter', { cluster, pods, options }, preparedCalls);
  const whole = time(wholeCalls, (i = 0) => filterNodes({ cluster, pod: pods[i % pods.length] }, options));
  const handle = time(preparedCalls, (i = 0) => prepared.filterNodes(pods[i % pods.length], options));
  const read = time(preparedCalls, (i = 0) => readNodes(prepared.filterNodes(pods[i % pods.length], options)));
  if (whole.result.feasibleNodes.length === 0) throw new Error('no node passes: the benchmark input is wrong');
  const last = pods[(wholeCalls - 1) % pods.length];
  if (JSON.stringify(whole.result) !== JSON.stringify(prepared.filterNodes(last, options))) {
    throw new Error('the prepared cluster answers otherwise than filterNodes');
  }
  console.log(`  explain ${explain}: native ${twin.perCallMs.toFixed(2)} ms (index built once: ${twin.setupMs.toFixed(1)} ms)`);
  console.log(`    wasm-in-Node, whole input per call: ${whole.ms.toFixed(1)} ms (${wholeCalls} pods), ${ratio(whole.ms, twin.perCallMs)}`);
  console.log(`    wasm-in-Node, prepared cluster (nodes deferred): ${handle.ms.toFixed(2)} ms (${preparedCalls} pods; prepared once in ${prepareMs.toFixed(0)} ms), ${ratio(handle.ms, twin.perCallMs)}`);
  console.log(`    wasm-in-Node, prepared cluster, every node read: ${read.ms.toFixed(2)} ms, ${ratio(read.ms, twin.perCallMs)}`);
}
prepared.free();
