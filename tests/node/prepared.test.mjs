// Prepared inputs (prepareCapacityCluster, prepareLonghornCluster,
// prepareFleetRollout): every answer of a handle equals the answer of the
// function that takes the whole input, on the import fixtures and on seeded
// random small cases; a freed handle throws a clear Error and the module
// answers the next call; arguments are type-checked by name.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  clusterStateAt, explainCluster, explainVolume, filterNodes, importCapacityObjects, importFleetObjects,
  importLonghornObjects, prepareCapacityCluster, prepareFleetRollout, prepareLonghornCluster,
  scheduleReplicas, simulateRollout, whatIf,
} from '../../dist/pkg/node.mjs';

const fixture = (path) => readFileSync(new URL(`../../crates/placement/tests/fixtures/${path}`, import.meta.url), 'utf8');
const thrown = (fn) => { try { fn(); } catch (e) { return e; } assert.fail('did not throw'); };
const LEVELS = [undefined, { explain: 'full' }, { explain: 'summary' }, { explain: 'none' }];

function random(seed) {
  let state = seed >>> 0 || 1;
  const next = () => { state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0; return state; };
  return { int: (n) => next() % n, pick: (list) => list[next() % list.length] };
}

// --- capacity ---------------------------------------------------------------

function assertSameFilter(cluster, pods, scoring) {
  const prepared = prepareCapacityCluster(cluster, scoring ? { scoring } : undefined);
  try {
    for (const pod of pods) {
      for (const options of LEVELS) {
        assert.deepEqual(prepared.filterNodes(pod, options), filterNodes({ cluster, pod, scoring }, options));
      }
    }
  } finally {
    prepared.free();
  }
}

test('a prepared capacity cluster filters each imported pod as filterNodes does', () => {
  let pods = 0;
  for (const name of ['list.yaml', 'list.json', 'documents.yaml', 'extras.yaml']) {
    const { cluster, pods: imported } = importCapacityObjects(fixture(`kubectl/capacity/${name}`));
    assertSameFilter(cluster, imported.map((p) => p.pod));
    pods += imported.length;
  }
  assert.ok(pods >= 4, `only ${pods} pods in the fixtures`);
});

function randomCapacityCase(seed) {
  const r = random(seed);
  const zones = ['a', 'b', 'c'];
  const nodes = Array.from({ length: 1 + r.int(6) }, (_, i) => ({
    metadata: { name: `n${i}`, labels: { zone: r.pick(zones), 'kubernetes.io/hostname': `n${i}` } },
  }));
  const classes = ['fast', 'slow'];
  const capacities = Array.from({ length: r.int(6) }, (_, i) => ({
    metadata: { name: `cap-${i}`, namespace: 'kube-system' },
    storageClassName: r.pick(classes),
    nodeTopology: r.int(2) ? { matchLabels: { zone: r.pick(zones) } } : { matchLabels: { 'kubernetes.io/hostname': `n${r.int(6)}` } },
    capacity: `${r.int(40)}Gi`,
  }));
  const claims = Array.from({ length: 1 + r.int(3) }, (_, i) => ({
    metadata: { name: `data-${i}` },
    spec: { storageClassName: r.pick(classes), resources: { requests: { storage: `${1 + r.int(30)}Gi` } } },
  }));
  const cluster = {
    nodes,
    storageClasses: classes.map((name) => ({ metadata: { name }, provisioner: 'csi.example.com', volumeBindingMode: r.int(4) ? 'WaitForFirstConsumer' : 'Immediate' })),
    csiDrivers: [{ metadata: { name: 'csi.example.com' }, spec: { storageCapacity: r.int(5) > 0 } }],
    csiStorageCapacities: capacities,
    persistentVolumeClaims: claims,
  };
  const pods = claims.map((claim, i) => ({
    metadata: { name: `pod-${i}` },
    spec: { volumes: [{ name: 'd', persistentVolumeClaim: { claimName: claim.metadata.name } }] },
  }));
  const scoring = r.int(2) ? { shape: [{ utilization: 0, score: 10 }, { utilization: 100, score: 0 }] } : undefined;
  return { cluster, pods, scoring };
}

test('a prepared capacity cluster equals filterNodes on 200 random small clusters, scoring on and off', () => {
  for (let seed = 1; seed <= 200; seed++) {
    const { cluster, pods, scoring } = randomCapacityCase(seed);
    assertSameFilter(cluster, pods, scoring);
  }
});

test('prepareCapacityCluster: refused objects and options name their path; a refused pod leaves the handle usable', () => {
  const { cluster, pods } = randomCapacityCase(7);
  assert.equal(thrown(() => prepareCapacityCluster({ ...cluster, nodes: [{ metadata: {} }] })).path, 'nodes[0]');
  const typeError = thrown(() => prepareCapacityCluster([]));
  assert.ok(typeError instanceof TypeError);
  assert.equal(typeError.message, 'prepareCapacityCluster: argument 1 (objects) must be an object, got array');
  assert.equal(thrown(() => prepareCapacityCluster(cluster, { scoring: { shape: 3 } })).path.split('.')[0], 'options');
  const prepared = prepareCapacityCluster(cluster);
  const podError = thrown(() => prepared.filterNodes({ metadata: { name: 'p' }, spec: { volumes: [{ name: 'd', persistentVolumeClaim: {} }] } }));
  assert.equal(podError.path, 'pod.spec.volumes[0]');
  assert.equal(thrown(() => prepared.filterNodes('pod')).message, 'PreparedCapacityCluster.filterNodes: argument 1 (pod) must be an object, got string');
  assert.deepEqual(prepared.filterNodes(pods[0]), filterNodes({ cluster, pod: pods[0] }));
  prepared.free();
});

// --- Longhorn ---------------------------------------------------------------

function assertSameLonghorn(scenario) {
  const prepared = prepareLonghornCluster(scenario);
  try {
    for (const options of LEVELS) {
      assert.deepEqual(prepared.scheduleReplicas(options), scheduleReplicas(scenario, options));
    }
    for (const volume of scenario.volumes) {
      assert.deepEqual(prepared.explainVolume(volume.name), explainVolume(scenario, volume.name));
      assert.deepEqual(prepared.scheduleVolumes([volume], { explain: 'summary' }),
        scheduleReplicas({ ...scenario, volumes: [volume] }, { explain: 'summary' }));
    }
    for (const node of scenario.nodes) {
      for (const action of ['fail-node', 'cordon-node', 'evict-node']) {
        assert.deepEqual(prepared.whatIf({ action, node: node.name }, { explain: 'summary' }),
          whatIf(scenario, { action, node: node.name }, { explain: 'summary' }));
      }
    }
    // After the other volumes, the prepared ones are the scenario's again.
    assert.deepEqual(prepared.scheduleReplicas(), scheduleReplicas(scenario));
  } finally {
    prepared.free();
  }
}

test('a prepared Longhorn cluster answers scheduleReplicas, explainVolume, whatIf on the imported fixtures', () => {
  for (const name of ['longhorn-list.yaml', 'longhorn-list.json', 'longhorn-documents.yaml', 'longhorn-engine-image.yaml', 'longhorn-instance-manager.yaml']) {
    const { scenario } = importLonghornObjects(fixture(name));
    assert.ok(scenario.volumes.length > 0, `${name} has no volume`);
    assertSameLonghorn(scenario);
  }
});

function randomScenario(seed) {
  const r = random(seed);
  const nodes = Array.from({ length: 1 + r.int(5) }, (_, i) => ({
    name: `n${i}`,
    zone: r.pick(['a', 'b', 'c']),
    disks: Array.from({ length: 1 + r.int(2) }, (_, d) => ({ name: `d${d}`, storageMaximum: '100Gi', storageAvailable: `${r.int(101)}Gi` })),
  }));
  const volumes = Array.from({ length: 1 + r.int(4) }, (_, i) => ({ name: `v${i}`, size: `${1 + r.int(60)}Gi`, numberOfReplicas: 1 + r.int(3) }));
  const settings = { 'replica-soft-anti-affinity': r.int(2) === 1, 'replica-zone-soft-anti-affinity': r.int(2) === 1 };
  return { settings, nodes, volumes };
}

test('a prepared Longhorn cluster equals the whole-input functions on 100 random small scenarios', () => {
  for (let seed = 1; seed <= 100; seed++) assertSameLonghorn(randomScenario(seed));
});

test('prepareLonghornCluster: refused input names its path; a refused call leaves the handle usable', () => {
  const scenario = randomScenario(3);
  const error = thrown(() => prepareLonghornCluster({ ...scenario, nodes: [{ name: 'x', disks: [{ name: 'd', storageMaximum: '-1' }] }] }));
  assert.match(error.path, /^nodes\[0\]\.disks\[0\]/);
  const prepared = prepareLonghornCluster(scenario);
  assert.ok(thrown(() => prepared.scheduleVolumes({})) instanceof TypeError);
  assert.match(thrown(() => prepared.scheduleVolumes([{ name: 'v', size: 'big' }])).path, /^volumes\[0\]/);
  assert.equal(thrown(() => prepared.whatIf({ action: 'fail-node', node: 'nowhere' })).path, 'node');
  assert.equal(thrown(() => prepared.explainVolume(3)).message, 'PreparedLonghornCluster.explainVolume: argument 1 (volume) must be a string, got number');
  assert.deepEqual(prepared.scheduleReplicas(), scheduleReplicas(scenario));
  prepared.free();
});

// --- Fleet ------------------------------------------------------------------

function assertSameRollout(input, strategies) {
  const prepared = prepareFleetRollout(input);
  try {
    assert.deepEqual(prepared.simulation(), simulateRollout(input));
    for (const strategy of [undefined, ...strategies]) {
      const now = strategy ? { ...input, rolloutStrategy: strategy } : input;
      if (strategy) assert.deepEqual(prepared.setStrategy(strategy), simulateRollout(now));
      const timelines = simulateRollout({ ...now, timeline: true });
      const rounds = timelines.rounds.length + 1;
      for (let c = 0; c < now.clusters.length; c++) {
        for (let round = 0; round <= rounds; round++) {
          assert.deepEqual(prepared.clusterStateAt(c, round), clusterStateAt(timelines, c, round));
          const name = now.clusters[c].name;
          assert.deepEqual(prepared.explainCluster(name, round), explainCluster(now, name, round));
        }
      }
    }
  } finally {
    prepared.free();
  }
}

const STRATEGIES = [{ maxUnavailable: 1 }, { maxUnavailable: '50%', autoPartitionSize: '25%' }, { maxUnavailablePartitions: 0, autoPartitionSize: 2 }];

test('a prepared Fleet rollout simulates, scrubs and re-runs as the whole-input functions on the imported fixtures', () => {
  for (const name of ['list.yaml', 'list.json', 'documents.yaml', 'live-rollout.yaml', 'namespace-mappings.yaml']) {
    const imported = importFleetObjects(fixture(`kubectl/fleet/${name}`));
    const input = { ...imported.input, paused: imported.paused, ...(imported.version ? { version: imported.version } : {}) };
    assertSameRollout(input, STRATEGIES);
  }
});

test('a prepared Fleet rollout equals the whole-input functions on 60 random small rollouts', () => {
  for (let seed = 1; seed <= 60; seed++) {
    const r = random(seed);
    const clusters = Array.from({ length: 1 + r.int(12) }, (_, i) => ({ name: `c-${String(i).padStart(2, '0')}` }));
    const input = { clusters, rolloutStrategy: r.pick(STRATEGIES), ...(r.int(2) ? { timeline: true } : {}) };
    assertSameRollout(input, [r.pick(STRATEGIES)]);
  }
});

test('without its clusters, a simulation is the same but for clusters: [], and cluster(i) reads each one alone', () => {
  const imported = importFleetObjects(fixture('kubectl/fleet/list.yaml'));
  const input = { ...imported.input, paused: imported.paused };
  const prepared = prepareFleetRollout(input);
  const whole = simulateRollout(input);
  assert.deepEqual(prepared.simulation({ clusters: false }), { ...whole, clusters: [] });
  assert.deepEqual(prepared.simulation({ clusters: true }), whole);
  whole.clusters.forEach((cluster, i) => assert.deepEqual(prepared.cluster(i), cluster));
  const strategy = { maxUnavailable: 1, autoPartitionSize: 1 };
  const rerun = simulateRollout({ ...input, rolloutStrategy: strategy });
  assert.deepEqual(prepared.setStrategy(strategy, { clusters: false }), { ...rerun, clusters: [] });
  rerun.clusters.forEach((cluster, i) => assert.deepEqual(prepared.cluster(i), cluster));
  const outside = thrown(() => prepared.cluster(rerun.clusters.length));
  assert.equal(outside.path, 'index');
  assert.match(outside.message, /^index: no cluster with this index \(\d+ clusters\)/);
  prepared.free();
});

test('setStrategy: a refused strategy names its path under strategy and leaves the rollout as it was', () => {
  const input = { clusters: [{ name: 'a' }, { name: 'b' }, { name: 'c' }], rolloutStrategy: { maxUnavailable: 1 } };
  const prepared = prepareFleetRollout(input);
  const before = prepared.simulation();
  assert.match(thrown(() => prepared.setStrategy({ maxUnavailable: '150%x' })).path, /^strategy\.maxUnavailable/);
  assert.equal(thrown(() => prepared.setStrategy({}, { clusters: 'no' })).path, 'options.clusters');
  assert.deepEqual(prepared.simulation(), before);
  const range = thrown(() => prepared.clusterStateAt(-1, 0));
  assert.ok(range instanceof RangeError);
  assert.equal(range.path, 'cluster');
  assert.equal(thrown(() => prepared.clusterStateAt(3, 0)).message, 'cluster: no cluster with this index (3 clusters) (got "3")');
  prepared.free();
});

// --- freed handles ----------------------------------------------------------

test('a freed handle of each kind throws a clear Error, free() twice is harmless, and the module answers after', () => {
  const { cluster, pods } = randomCapacityCase(11);
  const scenario = randomScenario(5);
  const input = { clusters: [{ name: 'a' }, { name: 'b' }] };
  const handles = [
    ['PreparedCapacityCluster', prepareCapacityCluster(cluster), (h) => h.filterNodes(pods[0])],
    ['PreparedLonghornCluster', prepareLonghornCluster(scenario), (h) => h.whatIf({ action: 'fail-node', node: 'n0' })],
    ['PreparedFleetRollout', prepareFleetRollout(input), (h) => h.clusterStateAt(0, 1)],
  ];
  for (const [kind, handle, call] of handles) {
    assert.equal(Object.prototype.toString.call(handle), `[object ${kind}]`);
    call(handle);
    handle.free();
    handle.free();
    const error = thrown(() => call(handle));
    assert.ok(error instanceof Error);
    assert.match(error.message, new RegExp(`^${kind}\\.\\w+: this handle was freed \\(free\\(\\) was called\\); prepare the input again$`));
  }
  // The module, and new handles, answer as before.
  assert.deepEqual(prepareCapacityCluster(cluster).filterNodes(pods[0]), filterNodes({ cluster, pod: pods[0] }));
  assert.deepEqual(scheduleReplicas(scenario), prepareLonghornCluster(scenario).scheduleReplicas());
  assert.deepEqual(simulateRollout(input), prepareFleetRollout(input).simulation());
});

test('a handle called again from inside its own call (a getter in an argument) throws instead of trapping', () => {
  const { cluster, pods } = randomCapacityCase(13);
  const prepared = prepareCapacityCluster(cluster);
  let inner;
  const pod = { ...pods[0], get spec() { inner = thrown(() => prepared.filterNodes(pods[0])); return pods[0].spec; } };
  assert.deepEqual(prepared.filterNodes(pod), filterNodes({ cluster, pod: pods[0] }));
  assert.match(inner.message, /^PreparedCapacityCluster\.filterNodes: called while this handle is still answering another call$/);
  prepared.free();
});
