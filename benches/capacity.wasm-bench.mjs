// Benchmark of the engine package in Node (wasm): the volume-binding filter for
// pods on 5,000 nodes with 5,000 CSIStorageCapacity objects (one per node).
// Each call carries the whole cluster across the JS boundary, as a host would.
// node benches/capacity.wasm-bench.mjs [--short]   (short: 5 pods; full: 1,000)
import { filterNodes } from '../dist/pkg/node.mjs';

const short = process.argv.includes('--short');
const pods = short ? 5 : 1_000;
const NODES = 5_000;

let state = 0x2545f491;
const next = () => { state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0; return state; };
const host = (i) => `node-${String(i).padStart(4, '0')}`;

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
  persistentVolumeClaims: [],
};

let feasible = 0;
const start = performance.now();
for (let p = 0; p < pods; p++) {
  const claim = `data-${p}`;
  const input = {
    cluster: {
      ...cluster,
      persistentVolumeClaims: [{ metadata: { name: claim }, spec: { storageClassName: 'local', resources: { requests: { storage: `${1 + (p % 150)}Gi` } } } }],
    },
    pod: { metadata: { name: `pod-${p}` }, spec: { volumes: [{ name: 'data', persistentVolumeClaim: { claimName: claim } }] } },
  };
  feasible += filterNodes(input).feasibleNodes.length;
}
const ms = (performance.now() - start) / pods;
if (feasible === 0) throw new Error('no pod found a node: the benchmark input is wrong');
console.log(`wasm-in-Node: filterNodes on ${NODES} nodes × ${NODES} capacity objects: ${ms.toFixed(1)} ms per pod (${pods} pods, explanations and JS conversion included)`);
