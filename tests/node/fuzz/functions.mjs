// Every exported function of the engine package with a known-good call: its
// arguments (what kind each is) and good values built from the real fixtures.
// The fuzzer calls each with hostile arguments, then its good call, and
// compares the answer with the one a fresh module gave.
import { readFileSync } from 'node:fs';

const root = new URL('../../../', import.meta.url);
export const fixture = (path) => readFileSync(new URL(`crates/placement/tests/fixtures/${path}`, root), 'utf8');

/**
 * Whether the runs include the texts that once broke the YAML reader (deep
 * nesting, a block scalar's less-indented multi-byte line) and replay the
 * regression cases marked `"needs": "yaml"`: yes since the reader became
 * saphyr-parser with depth and alias limits (issue #13); FUZZ_YAML=0 leaves
 * them out.
 */
export const YAML_HARDENED = process.env.FUZZ_YAML !== '0';

/** The fixtures texts are mutated from, by the function that reads them. */
export const TEXTS = {
  importLonghornObjects: ['longhorn-list.yaml', 'longhorn-list.json', 'longhorn-documents.yaml', 'longhorn-extras.yaml', 'longhorn-engine-image.yaml', 'longhorn-instance-manager.yaml'],
  importCapacityObjects: ['kubectl/capacity/list.yaml', 'kubectl/capacity/list.json', 'kubectl/capacity/documents.yaml', 'kubectl/capacity/extras.yaml', 'kubectl/capacity/pod.yaml', 'kubectl/capacity/pvc.yaml'],
  importFleetObjects: ['kubectl/fleet/list.yaml', 'kubectl/fleet/list.json', 'kubectl/fleet/documents.yaml', 'kubectl/fleet/extras.yaml', 'kubectl/fleet/fleet.yaml'],
  parseFleetYaml: ['kubectl/fleet/fleet.yaml'],
};

const BALANCE_INPUT = {
  replicaSize: '100Gi',
  nodes: [
    { name: 'A', disks: [{ name: 'A1', usable: '900Gi' }, { name: 'A2', usable: '100Gi' }] },
    { name: 'B', disks: [{ name: 'B1', usable: '600Gi' }, { name: 'B2', usable: '700Gi' }] },
  ],
};

// A pod with a claim to provision on n1; later the claim still waits for its volume.
const CHECK_BINDINGS = {
  cluster: {
    nodes: [{ metadata: { name: 'n1', labels: { zone: 'a' } } }],
    storageClasses: [{ metadata: { name: 'fast' }, provisioner: 'csi.example.com', volumeBindingMode: 'WaitForFirstConsumer' }],
    persistentVolumeClaims: [{ metadata: { name: 'data' }, spec: { storageClassName: 'fast' } }],
  },
  pod: { metadata: { name: 'web' }, spec: { volumes: [{ name: 'd', persistentVolumeClaim: { claimName: 'data' } }] } },
  node: 'n1',
  later: {
    persistentVolumeClaims: [{ metadata: { name: 'data', annotations: { 'volume.kubernetes.io/selected-node': 'n1' } },
      spec: { storageClassName: 'fast', volumeName: 'pvc-1' } }],
    persistentVolumes: [],
  },
  elapsedSeconds: 10,
};

const CAPACITY_SIMULATION = {
  nodes: [{ metadata: { name: 'n1', labels: { 'kubernetes.io/hostname': 'n1' } } },
    { metadata: { name: 'n2', labels: { 'kubernetes.io/hostname': 'n2' } } }],
  storageClasses: [{ metadata: { name: 'local' }, provisioner: 'local.csi', volumeBindingMode: 'WaitForFirstConsumer' }],
  drivers: [{
    publisher: { driver: 'local.csi', mode: 'perNode', topologyKeys: ['kubernetes.io/hostname'] },
    pollIntervalSeconds: 60, provisioningSeconds: 5, refreshAfterProvisioning: true,
    pools: [{ segment: { 'kubernetes.io/hostname': 'n1' }, free: '10Gi' },
      { segment: { 'kubernetes.io/hostname': 'n2' }, free: '100Gi', maximumVolumeSize: '50Gi' }],
  }],
  workload: [{ arrivalSeconds: 0, pod: { metadata: { name: 'db' }, spec: { volumes: [
    { name: 'data', ephemeral: { volumeClaimTemplate: { spec: { storageClassName: 'local',
      resources: { requests: { storage: '20Gi' } } } } } }] } }, claims: [] }],
  externalChanges: [{ atSeconds: 10, driver: 'local.csi', segment: { 'kubernetes.io/hostname': 'n2' }, delta: '-60Gi' }],
  horizonSeconds: 3600,
};

/**
 * The functions, each `{ name, domain, args: [{ name, kind }], good(api) }`:
 * `kind` is what the argument must be (object, text, number, array,
 * optional-object), `good(api)` the arguments of a call that succeeds
 * (some are built by calling another function of `api`).
 */
export const FUNCTIONS = [
  { name: 'version', domain: 'longhorn', args: [], good: () => [] },
  { name: 'balanceScore', domain: 'longhorn', args: [{ name: 'values', kind: 'array' }], good: () => [[1000, 1200]] },
  { name: 'simulateBalance', domain: 'longhorn', args: [{ name: 'input', kind: 'object' }], good: () => [BALANCE_INPUT] },
  { name: 'scheduleReplicas', domain: 'longhorn', args: [{ name: 'scenario', kind: 'object' }],
    good: (api) => [api.importLonghornObjects(fixture('longhorn-list.yaml')).scenario] },
  { name: 'defaultLonghornSettings', domain: 'longhorn', args: [], good: () => [] },
  { name: 'whatIf', domain: 'longhorn', args: [{ name: 'scenario', kind: 'object' }, { name: 'action', kind: 'object' }],
    good: (api) => [api.importLonghornObjects(fixture('longhorn-list.yaml')).scenario, { action: 'fail-node', node: 'worker-2' }] },
  { name: 'applyLonghornEdit', domain: 'longhorn', args: [{ name: 'scenario', kind: 'object' }, { name: 'edit', kind: 'object' }],
    good: (api) => [api.importLonghornObjects(fixture('longhorn-list.yaml')).scenario,
      { kind: 'minimal-available-percentage', value: 5 }] },
  { name: 'importLonghornObjects', domain: 'longhorn', args: [{ name: 'text', kind: 'text' }], good: () => [fixture('longhorn-list.yaml')] },
  { name: 'longhornSettingsToYaml', domain: 'longhorn', args: [{ name: 'settings', kind: 'object' }],
    good: () => [{ 'replica-soft-anti-affinity': true, storageMinimalAvailablePercentage: 10 }] },
  { name: 'filterNodes', domain: 'capacity', args: [{ name: 'input', kind: 'object' }],
    good: (api) => {
      const { cluster, pods } = api.importCapacityObjects(fixture('kubectl/capacity/list.yaml'));
      return [{ cluster, pod: pods[0].pod }];
    } },
  { name: 'explainCapacity', domain: 'capacity', args: [{ name: 'input', kind: 'object' }],
    good: (api) => {
      const { cluster, pods } = api.importCapacityObjects(fixture('kubectl/capacity/list.yaml'));
      return [{ cluster, pod: pods[0].pod }];
    } },
  { name: 'applyCapacityEdit', domain: 'capacity', args: [{ name: 'input', kind: 'object' }, { name: 'edit', kind: 'object' }],
    good: (api) => {
      const { cluster, pods } = api.importCapacityObjects(fixture('kubectl/capacity/list.yaml'));
      return [{ cluster, pod: pods[0].pod }, { kind: 'claim-request', claim: 'data', bytes: 1 }];
    } },
  { name: 'checkBindings', domain: 'capacity', args: [{ name: 'input', kind: 'object' }], good: () => [CHECK_BINDINGS] },
  { name: 'simulateCapacity', domain: 'capacity', args: [{ name: 'input', kind: 'object' }], good: () => [CAPACITY_SIMULATION] },
  { name: 'importCapacityObjects', domain: 'capacity', args: [{ name: 'text', kind: 'text' }], good: () => [fixture('kubectl/capacity/list.yaml')] },
  { name: 'planPartitions', domain: 'fleet', args: [{ name: 'input', kind: 'object' }],
    good: (api) => [api.importFleetObjects(fixture('kubectl/fleet/list.yaml')).input] },
  { name: 'explainCluster', domain: 'fleet', args: [{ name: 'input', kind: 'object' }, { name: 'cluster', kind: 'text' }, { name: 'round', kind: 'number' }],
    good: () => [{ clusters: [{ name: 'a' }, { name: 'b' }] }, 'a', 1] },
  { name: 'simulateRollout', domain: 'fleet', args: [{ name: 'input', kind: 'object' }],
    good: (api) => {
      const { input, paused } = api.importFleetObjects(fixture('kubectl/fleet/list.yaml'));
      return [{ ...input, paused, defaultBehavior: { kind: 'ready', afterRounds: 1 } }];
    } },
  { name: 'clusterStateAt', domain: 'fleet',
    args: [{ name: 'simulation', kind: 'object' }, { name: 'cluster', kind: 'number' }, { name: 'round', kind: 'number' }],
    good: (api) => {
      const { input } = api.importFleetObjects(fixture('kubectl/fleet/list.yaml'));
      return [api.simulateRollout({ ...input, defaultBehavior: { kind: 'ready', afterRounds: 1 } }), 1, 2];
    } },
  { name: 'parseFleetYaml', domain: 'fleet', args: [{ name: 'text', kind: 'text' }], good: () => [fixture('kubectl/fleet/fleet.yaml')] },
  { name: 'strategyToYaml', domain: 'fleet', args: [{ name: 'strategy', kind: 'object' }],
    good: () => [{ maxUnavailable: '10%', partitions: [{ name: 'canary', clusterName: 'a', maxUnavailable: 0 }] }] },
  { name: 'fleetLimit', domain: 'fleet', args: [{ name: 'count', kind: 'number' }, { name: 'values', kind: 'array' }],
    good: () => [230, [null, '25%']] },
  { name: 'importFleetObjects', domain: 'fleet', args: [{ name: 'text', kind: 'text' }, { name: 'options', kind: 'optional-object' }],
    good: () => [fixture('kubectl/fleet/list.yaml')] },
  // Prepared inputs (issue #15): a handle's answer is compared as JSON (`{}`: its methods do not
  // count); hostile arguments must still give a clear error, never a trap. tests/node/prepared.test.mjs
  // checks the handles' answers.
  { name: 'prepareCapacityCluster', domain: 'capacity', args: [{ name: 'objects', kind: 'object' }, { name: 'options', kind: 'optional-object' }],
    good: (api) => [api.importCapacityObjects(fixture('kubectl/capacity/list.yaml')).cluster] },
  { name: 'prepareLonghornCluster', domain: 'longhorn', args: [{ name: 'scenario', kind: 'object' }],
    good: (api) => [api.importLonghornObjects(fixture('longhorn-list.yaml')).scenario] },
  { name: 'prepareFleetRollout', domain: 'fleet', args: [{ name: 'input', kind: 'object' }],
    good: (api) => [api.importFleetObjects(fixture('kubectl/fleet/list.yaml')).input] },
];
