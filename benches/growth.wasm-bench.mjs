// Growth benchmark of the engine package in Node (wasm): every kubectl reader
// (Longhorn, capacity, Fleet; JSON and YAML) and every simulation (Longhorn
// scheduleReplicas over many volumes, simulateCapacity, Fleet simulateRollout)
// at doubling sizes, with the CPU time, MB/s for the readers, and the growth
// exponent: log2 of the time ratio per doubling (1 = linear, 2 = quadratic).
// Exits non-zero when an exponent is above 1.5. The inputs are those of
// crates/placement/benches/growth (the test fixtures' objects copied n times).
// node benches/growth.wasm-bench.mjs [--short] [name…]
//   short: three sizes per case (seconds); full: five. Names pick cases.
import { readFileSync } from 'node:fs';
import {
  importLonghornObjects, importCapacityObjects, importFleetObjects,
  scheduleReplicas, simulateCapacity, simulateRollout,
} from '../dist/pkg/node.mjs';
import { toYaml } from './growth-yaml.mjs';

const SUPER_LINEAR = 1.5;
const args = process.argv.slice(2);
const short = args.includes('--short');
const only = args.filter((a) => !a.startsWith('--'));
const doublings = short ? 2 : 4;
// Short mode runs an eighth to half of the largest size, the full run a sixteenth to all of it.
const scale = (largest) => (short ? largest / 8 : largest / 16);

const fixture = (path) => JSON.parse(readFileSync(new URL(`../crates/placement/tests/fixtures/${path}`, import.meta.url), 'utf8'));

/** A List of the fixture's objects, those of `kinds` copied n times (names numbered). */
function copied(list, kinds, n) {
  const items = [];
  const templates = [];
  for (const original of list.items) {
    const item = structuredClone(original);
    delete item.metadata.managedFields;
    if (!kinds.includes(item.kind)) items.push(item);
    else if (!templates.some((t) => t.kind === item.kind)) templates.push(item);
  }
  for (let i = 0; i < n; i++) {
    for (const template of templates) {
      const item = structuredClone(template);
      item.metadata.name = `${item.metadata.name}-${i}`;
      if (typeof item.spec?.volumeName === 'string') item.spec.volumeName += `-${i}`;
      for (const v of item.spec?.volumes ?? []) {
        if (v.persistentVolumeClaim) v.persistentVolumeClaim.claimName += `-${i}`;
      }
      items.push(item);
    }
  }
  return { apiVersion: 'v1', kind: 'List', items, metadata: { resourceVersion: '' } };
}

const LONGHORN = fixture('longhorn-list.json');
const CAPACITY = fixture('kubectl/capacity/list.json');
const FLEET = fixture('kubectl/fleet/list.json');
const longhorn = (n) => copied(LONGHORN, ['Node', 'Volume', 'Replica'], n / 3);
const capacity = (n) => copied(CAPACITY, ['Node', 'CSIStorageCapacity', 'PersistentVolumeClaim', 'Pod'], n / 4);
// Clusters with name, namespace and labels only, JSON on one line (about 450 bytes a cluster).
const FLEET_SLIM = { ...FLEET, items: FLEET.items.map((item) => (item.kind !== 'Cluster' ? item : {
  ...item, status: undefined, spec: undefined,
  metadata: { name: item.metadata.name, namespace: item.metadata.namespace, labels: item.metadata.labels },
})) };
const fleet = (n) => copied(FLEET_SLIM, ['Cluster'], n);
// Longhorn nodes of one disk each, with only what the import reads.
const smallNodes = (n) => ({
  apiVersion: 'v1', kind: 'List',
  items: Array.from({ length: n }, (_, i) => ({
    apiVersion: 'longhorn.io/v1beta2', kind: 'Node',
    metadata: { name: `node-${i}`, namespace: 'longhorn-system' },
    spec: { allowScheduling: true, disks: { d1: { path: '/var/lib/longhorn' } } },
    status: {
      zone: `zone-${i % 3}`, conditions: [{ type: 'Ready', status: 'True' }],
      diskStatus: { d1: { storageMaximum: 1e12, storageAvailable: 9e11, diskUUID: `uuid-${i}` } },
    },
  })),
});
const json = (make) => (n) => JSON.stringify(make(n), null, 4);
const yaml = (make) => (n) => toYaml(make(n));

const readers = [
  ['longhorn import, JSON', 'nodes + volumes + replicas', scale(4_000), json(longhorn), importLonghornObjects],
  ['longhorn import, YAML', 'nodes + volumes + replicas', scale(4_000), yaml(longhorn), importLonghornObjects],
  ['longhorn import, small nodes, JSON', 'nodes', scale(40_000), (n) => JSON.stringify(smallNodes(n)), importLonghornObjects],
  ['longhorn import, small nodes, YAML', 'nodes', scale(40_000), yaml(smallNodes), importLonghornObjects],
  ['capacity import, JSON', 'nodes + capacities + claims + pods', scale(4_000), json(capacity), importCapacityObjects],
  ['capacity import, YAML', 'nodes + capacities + claims + pods', scale(4_000), yaml(capacity), importCapacityObjects],
  ['fleet import, JSON', 'clusters', scale(32_000), (n) => JSON.stringify(fleet(n)), (t) => importFleetObjects(t)],
  ['fleet import, YAML', 'clusters', scale(32_000), yaml(fleet), (t) => importFleetObjects(t)],
];

function longhornVolumes(n) {
  const nodes = Array.from({ length: 100 }, (_, i) => ({
    name: `node-${String(i).padStart(3, '0')}`,
    zone: `zone-${i % 3}`,
    disks: Array.from({ length: 4 }, (_, d) => ({
      name: `disk-${d}`, storageMaximum: '100Ti', storageAvailable: `${50 + ((i * 7 + d * 13) % 50)}Ti`,
    })),
  }));
  const volumes = Array.from({ length: n }, (_, v) => ({
    name: `pvc-${String(v).padStart(5, '0')}`, size: `${1 + (v % 50)}Gi`, numberOfReplicas: 3,
  }));
  return { nodes, volumes };
}

function capacityWorkload(n) {
  const host = (i) => `node-${String(i).padStart(3, '0')}`;
  return {
    nodes: Array.from({ length: 200 }, (_, i) => ({ metadata: { name: host(i), labels: { 'kubernetes.io/hostname': host(i) } } })),
    storageClasses: [{ metadata: { name: 'local' }, provisioner: 'local.csi', volumeBindingMode: 'WaitForFirstConsumer' }],
    drivers: [{
      publisher: { driver: 'local.csi', mode: 'perNode' },
      pools: Array.from({ length: 200 }, (_, i) => ({ segment: { 'kubernetes.io/hostname': host(i) }, free: '200Gi' })),
    }],
    workload: Array.from({ length: n }, (_, p) => ({
      arrivalSeconds: Math.floor(p / 2),
      pod: {
        metadata: { name: `pod-${String(p).padStart(5, '0')}` },
        spec: { volumes: [{ name: 'data', ephemeral: { volumeClaimTemplate: { spec: {
          storageClassName: 'local', resources: { requests: { storage: `${1 + (p % 40)}Gi` } },
        } } } }] },
      },
    })),
    horizonSeconds: n + 600,
  };
}

const fleetClusters = (n) => ({
  clusters: Array.from({ length: n }, (_, i) => ({ name: `cluster-${i}`, labels: { env: i % 10 === 0 ? 'canary' : 'prod' } })),
  maxRounds: Math.floor(n / 50) + 10,
  timeline: false,
});

const simulations = [
  ['longhorn scheduleReplicas, summary', 'volumes × 3 replicas on 100 nodes', scale(2_000), longhornVolumes,
    (s) => scheduleReplicas(s, { explain: 'summary' })],
  ['capacity simulateCapacity', 'pods on 200 nodes', scale(1_000), capacityWorkload, simulateCapacity],
  ['fleet simulateRollout', 'clusters', scale(100_000), fleetClusters, simulateRollout],
];

/** CPU time of the process in ms (a busy machine's other work does not count). */
const cpuMs = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1e3; };

/** The fastest of three runs (of two for runs over a second), in CPU ms. */
function bestOf(run, input) {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = cpuMs();
    run(input);
    best = Math.min(best, cpuMs() - start);
    if (i === 1 && best > 1000) break;
  }
  return best;
}

/** Prints a line per size; returns the exponent over the whole range, per doubling. */
function measure([name, unit, startSize, make, run], reader) {
  const times = [];
  for (let step = 0; step <= doublings; step++) {
    const n = startSize * 2 ** step;
    const input = make(n);
    const ms = bestOf(run, input);
    const growth = times.length ? `, exponent ${Math.log2(ms / times.at(-1)).toFixed(2)}` : '';
    const rate = reader ? ` (${(input.length / 1e6).toFixed(1)} MB, ${(input.length / 1e3 / ms).toFixed(1)} MB/s)` : '';
    console.log(`wasm-in-Node ${name}: ${n} ${unit}: ${ms.toFixed(1)} ms${rate}${growth}`);
    times.push(ms);
  }
  const overall = Math.log2(times.at(-1) / times[0]) / doublings;
  console.log(`wasm-in-Node ${name}: growth exponent ${overall.toFixed(2)} per doubling`);
  return overall;
}

const chosen = (c) => only.length === 0 || only.some((o) => c[0].includes(o));
const results = [
  ...readers.filter(chosen).map((c) => [c[0], measure(c, true)]),
  ...simulations.filter(chosen).map((c) => [c[0], measure(c, false)]),
];
const failed = results.filter(([, e]) => e > SUPER_LINEAR);
for (const [name, e] of failed) console.log(`wasm-in-Node growth: ${name} is super-linear: exponent ${e.toFixed(2)} > ${SUPER_LINEAR}`);
if (failed.length) process.exit(1);
console.log(`wasm-in-Node growth: every reader and simulation grows at most linearly (exponent ≤ ${SUPER_LINEAR})`);
