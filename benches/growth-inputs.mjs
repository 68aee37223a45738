// The inputs of the wasm-in-Node growth and memory benchmarks: kubectl output
// made of the test fixtures' objects copied n times (names numbered,
// managedFields left out as kubectl get does), and simulation inputs of n
// volumes, nodes, pods or clusters, and a support bundle of such lists — those
// of crates/placement/benches/growth.
// Each case: [name, unit, largest n, make(n), run(api, input), module], where
// `api` is the wasm module that runs it (`module`: its functions are those of
// the engine package, importSupportBundle synchronous) or the package itself.
import { readFileSync } from 'node:fs';
import { toYaml } from './growth-yaml.mjs';
import { METADATA, ROOT, resourceFiles, zip } from '../tests/support/support-bundle.mjs';

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
const longhornImport = (api, t) => api.importLonghornObjects(t);
const capacityImport = (api, t) => api.importCapacityObjects(t);
const fleetImport = (api, t) => api.importFleetObjects(t);

export const readers = [
  ['longhorn import, JSON', 'nodes + volumes + replicas', 4_000, json(longhorn), longhornImport, 'longhorn'],
  ['longhorn import, YAML', 'nodes + volumes + replicas', 4_000, yaml(longhorn), longhornImport, 'longhorn'],
  ['longhorn import, small nodes, JSON', 'nodes', 40_000, (n) => JSON.stringify(smallNodes(n)), longhornImport, 'longhorn'],
  ['longhorn import, small nodes, YAML', 'nodes', 40_000, yaml(smallNodes), longhornImport, 'longhorn'],
  ['capacity import, JSON', 'nodes + capacities + claims + pods', 4_000, json(capacity), capacityImport, 'capacity'],
  ['capacity import, YAML', 'nodes + capacities + claims + pods', 4_000, yaml(capacity), capacityImport, 'capacity'],
  ['fleet import, JSON', 'clusters', 32_000, (n) => JSON.stringify(fleet(n)), fleetImport, 'fleet'],
  ['fleet import, YAML', 'clusters', 32_000, yaml(fleet), fleetImport, 'fleet'],
  ['support bundle import', 'nodes + volumes + replicas', 4_000, supportBundle,
    (api, zip) => api.importSupportBundle(zip), 'bundle'],
];

/** A support bundle of longhorn(n): one YAML List per resource, deflated. */
function supportBundle(n) {
  const files = resourceFiles(longhorn(n)).map(({ name, text }) => ({ name, text: toYaml(JSON.parse(text)) }));
  return zip([{ name: `${ROOT}metadata.yaml`, text: METADATA }, ...files]);
}

function longhornVolumes(n, nodeCount = 100) {
  const nodes = Array.from({ length: nodeCount }, (_, i) => ({
    name: `node-${String(i).padStart(5, '0')}`,
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

/** A simulateCapacity input on `nodes` nodes, each its own segment of a local driver with a pool of `free`. */
function perNodeCapacity(nodes, free, workload, horizonSeconds) {
  const segment = (i) => ({ 'kubernetes.io/hostname': `node-${String(i).padStart(5, '0')}` });
  return {
    nodes: Array.from({ length: nodes }, (_, i) => ({ metadata: { name: segment(i)['kubernetes.io/hostname'], labels: segment(i) } })),
    storageClasses: [{ metadata: { name: 'local' }, provisioner: 'local.csi', volumeBindingMode: 'WaitForFirstConsumer' }],
    drivers: [{ publisher: { driver: 'local.csi', mode: 'perNode' }, pools: Array.from({ length: nodes }, (_, i) => ({ segment: segment(i), free })) }],
    workload,
    horizonSeconds,
  };
}

/** A pod with one ephemeral volume of the local class. */
const ephemeralPod = (name, arrivalSeconds, storage) => ({
  arrivalSeconds,
  pod: { metadata: { name }, spec: { volumes: [{ name: 'data', ephemeral: { volumeClaimTemplate: { spec: {
    storageClassName: 'local', resources: { requests: { storage } },
  } } } }] } },
});

/** n pods with a 1–40 GiB ephemeral volume each on 200 nodes with per-node pools of 200 GiB, arriving 2 per second. */
function capacityWorkload(n) {
  const workload = Array.from({ length: n }, (_, p) => ephemeralPod(`pod-${String(p).padStart(5, '0')}`, Math.floor(p / 2), `${1 + (p % 40)}Gi`));
  return perNodeCapacity(200, '200Gi', workload, n + 600);
}

/** n nodes, each its own segment with a pool and an external change, and ten pods. */
function capacityNodes(n) {
  const input = perNodeCapacity(n, '100Gi', Array.from({ length: 10 }, (_, p) => ephemeralPod(`pod-${p}`, p, '10Gi')), 60);
  input.externalChanges = input.drivers[0].pools.map((pool) => ({ atSeconds: 5, driver: 'local.csi', segment: pool.segment, delta: '-1Gi' }));
  return input;
}

/** n pods whose volume fits no node, arriving over the first minute and retried for an hour. */
function capacityWaiting(n) {
  const workload = Array.from({ length: n }, (_, p) => ephemeralPod(`pod-${String(p).padStart(5, '0')}`, p % 60, '20Gi'));
  return perNodeCapacity(10, '10Gi', workload, 3600);
}

/** One pod with a claim of a WaitForFirstConsumer class on n nodes, each with its own CSIStorageCapacity. */
function filterInput(n) {
  const host = (i) => `node-${String(i).padStart(5, '0')}`;
  return {
    cluster: {
      nodes: Array.from({ length: n }, (_, i) => ({ metadata: { name: host(i), labels: { 'kubernetes.io/hostname': host(i) } } })),
      storageClasses: [{ metadata: { name: 'local' }, provisioner: 'local.csi', volumeBindingMode: 'WaitForFirstConsumer' }],
      csiDrivers: [{ metadata: { name: 'local.csi' }, spec: { storageCapacity: true } }],
      csiStorageCapacities: Array.from({ length: n }, (_, i) => ({
        metadata: { name: `cap-${i}` }, storageClassName: 'local',
        nodeTopology: { matchLabels: { 'kubernetes.io/hostname': host(i) } }, capacity: `${10 + (i % 50)}Gi`,
      })),
      persistentVolumeClaims: [{ metadata: { name: 'data' }, spec: { storageClassName: 'local', resources: { requests: { storage: '20Gi' } } } }],
    },
    pod: { metadata: { name: 'web' }, spec: { volumes: [{ name: 'd', persistentVolumeClaim: { claimName: 'data' } }] } },
  };
}

const fleetClusters = (n) => ({
  clusters: Array.from({ length: n }, (_, i) => ({ name: `cluster-${i}`, labels: { env: i % 10 === 0 ? 'canary' : 'prod' } })),
  maxRounds: Math.floor(n / 50) + 10,
  timeline: false,
});

export const simulations = [
  ['longhorn scheduleReplicas, summary', 'volumes × 3 replicas on 100 nodes', 2_000, longhornVolumes,
    (api, s) => api.scheduleReplicas(s, { explain: 'summary' }), 'longhorn'],
  ['longhorn scheduleReplicas, summary, nodes', 'nodes for 200 volumes × 3 replicas', 1_600, (n) => longhornVolumes(200, n),
    (api, s) => api.scheduleReplicas(s, { explain: 'summary' }), 'longhorn'],
  ['capacity simulateCapacity', 'pods on 200 nodes', 1_000, capacityWorkload, (api, s) => api.simulateCapacity(s), 'capacity'],
  ['capacity simulateCapacity, nodes', 'nodes, each with a pool and an external change', 8_000, capacityNodes, (api, s) => api.simulateCapacity(s), 'capacity'],
  ['capacity simulateCapacity, waiting pods', 'pods that never fit, retried for an hour', 2_000, capacityWaiting, (api, s) => api.simulateCapacity(s), 'capacity'],
  ['capacity filterNodes', 'nodes, each with its own capacity', 16_000, filterInput, (api, s) => api.filterNodes(s), 'capacity'],
  ['fleet simulateRollout', 'clusters', 100_000, fleetClusters, (api, s) => api.simulateRollout(s), 'fleet'],
];
