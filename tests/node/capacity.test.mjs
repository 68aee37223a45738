// filterNodes, checkBindings and simulateCapacity through the package, as a user calls them.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { checkBindings, filterNodes, simulateCapacity } from '../../dist/pkg/node.mjs';

const NOT_ENOUGH = 'node(s) did not have enough free storage';
const CONFLICT = 'node(s) had volume node affinity conflict';
const host = (n) => ({ matchLabels: { 'kubernetes.io/hostname': n } });

function cluster({ capacities = [], request = '10Gi' } = {}) {
  return {
    cluster: {
      nodes: ['n1', 'n2', 'n3'].map((name, i) => ({
        metadata: { name, labels: { zone: i < 2 ? 'a' : 'b', 'kubernetes.io/hostname': name } },
      })),
      storageClasses: [{ metadata: { name: 'fast' }, provisioner: 'csi.example.com', volumeBindingMode: 'WaitForFirstConsumer' }],
      csiDrivers: [{ metadata: { name: 'csi.example.com' }, spec: { storageCapacity: true } }],
      csiStorageCapacities: capacities,
      persistentVolumeClaims: [
        { metadata: { name: 'data' }, spec: { storageClassName: 'fast', resources: { requests: { storage: request } } } },
      ],
    },
    pod: { metadata: { name: 'web' }, spec: { volumes: [{ name: 'd', persistentVolumeClaim: { claimName: 'data' } }] } },
  };
}
const thrown = (fn) => { try { fn(); } catch (e) { return e; } assert.fail('did not throw'); };
const cap = (name, nodeTopology, fields) => ({ metadata: { name, namespace: 'kube-system' }, storageClassName: 'fast', nodeTopology, ...fields });

test('a capacity equal to the request fits; one byte less does not', () => {
  const fits = filterNodes(cluster({ capacities: [cap('a', { matchLabels: { zone: 'a' } }, { capacity: '10Gi' })] }));
  assert.deepEqual(fits.feasibleNodes, ['n1', 'n2']);
  assert.equal(fits.selectedNode, 'n1');
  const check = fits.nodes[0].claims[0].capacity;
  assert.equal(check.chosen, 'kube-system/a');
  assert.equal(check.considered[0].fits, true);
  assert.equal(check.considered[0].limitField, 'capacity');
  assert.deepEqual(fits.nodes[2].reasons, [NOT_ENOUGH]);
  assert.equal(fits.nodes[2].claims[0].outcome, 'notEnoughCapacity');

  const short = filterNodes(cluster({ request: '10737418241', capacities: [cap('a', {}, { capacity: '10Gi' })] }));
  assert.deepEqual(short.feasibleNodes, []);
  assert.equal(short.eventMessage, `0/3 nodes are available: 3 ${NOT_ENOUGH}. preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling.`);
});

test('explain: full by default, summary without claim checks, none without node rows; the decision the same', () => {
  const input = cluster({ capacities: [cap('a', { matchLabels: { zone: 'a' } }, { capacity: '10Gi' })] });
  const full = filterNodes(input);
  assert.deepEqual(filterNodes(input, { explain: 'full' }), full);
  assert.deepEqual(filterNodes(input, null), full);
  const summary = filterNodes(input, { explain: 'summary' });
  assert.deepEqual(summary.nodes, full.nodes.map((n) => ({ ...n, claims: [] })));
  assert.deepEqual(summary.nodes[2].reasons, [NOT_ENOUGH]);
  const none = filterNodes(input, { explain: 'none' });
  assert.deepEqual(none, { ...full, nodes: [] });
  for (const r of [summary, none]) {
    assert.deepEqual([r.feasibleNodes, r.selectedNode, r.tiedNodes, r.prefilter], [full.feasibleNodes, full.selectedNode, full.tiedNodes, full.prefilter]);
  }
  // A pod that fits nowhere keeps its event at every level.
  const short = cluster({ request: '11Gi', capacities: [cap('a', {}, { capacity: '10Gi' })] });
  assert.equal(filterNodes(short, { explain: 'none' }).eventMessage, `0/3 nodes are available: 3 ${NOT_ENOUGH}. preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling.`);
  // Bad options name the field, or the argument.
  let e = thrown(() => filterNodes(input, { explain: 'some' }));
  assert.equal(e.path, 'options.explain');
  e = thrown(() => filterNodes(input, { colour: 'red' }));
  assert.match(e.message, /^options/);
  e = thrown(() => filterNodes(input, 'summary'));
  assert.ok(e instanceof TypeError);
  assert.equal(e.message, 'filterNodes: argument 2 (options) must be an object, got string');
  // The module answers the next call.
  assert.deepEqual(filterNodes(input), full);
});

test('maximumVolumeSize wins over capacity', () => {
  const r = filterNodes(cluster({ capacities: [cap('a', {}, { capacity: '100Gi', maximumVolumeSize: '5Gi' })] }));
  assert.deepEqual(r.feasibleNodes, []);
  const [considered] = r.nodes[0].claims[0].capacity.considered;
  assert.equal(considered.limitField, 'maximumVolumeSize');
  assert.equal(considered.limit, 5 * 2 ** 30);
  assert.equal(considered.fits, false);
});

test('scoring: nodes get a score and the roomiest node is selected', () => {
  const input = cluster({ capacities: [cap('a', host('n1'), { capacity: '20Gi' }), cap('b', host('n2'), { capacity: '200Gi' })] });
  const r = filterNodes({ ...input, scoring: {} });
  assert.deepEqual(r.feasibleNodes, ['n1', 'n2']);
  // 10Gi of 20Gi is 50 % used → 10 - 5 = 5, ×10 = 50; of 200Gi 5 % → 95.
  assert.deepEqual(r.nodes.slice(0, 2).map((n) => [n.node, n.score]), [['n1', 50], ['n2', 95]]);
  assert.equal(r.selectedNode, 'n2');
  assert.equal(r.eventMessage, undefined);
});

test('the stuck multi-volume pod: volume a is on n1, volume b no longer fits there', () => {
  const input = cluster({ capacities: [cap('n1', host('n1'), { capacity: '5Gi' }), cap('n2', host('n2'), { capacity: '100Gi' }), cap('n3', host('n3'), { capacity: '100Gi' })] });
  input.cluster.persistentVolumeClaims = [
    { metadata: { name: 'a', annotations: { 'pv.kubernetes.io/bind-completed': 'yes' } },
      spec: { storageClassName: 'fast', volumeName: 'pv-a', resources: { requests: { storage: '10Gi' } } } },
    { metadata: { name: 'b' }, spec: { storageClassName: 'fast', resources: { requests: { storage: '10Gi' } } } },
  ];
  input.cluster.persistentVolumes = [{
    metadata: { name: 'pv-a' },
    spec: { capacity: { storage: '10Gi' }, storageClassName: 'fast', claimRef: { name: 'a' },
      nodeAffinity: { required: { nodeSelectorTerms: [{ matchExpressions: [{ key: 'kubernetes.io/hostname', operator: 'In', values: ['n1'] }] }] } } },
  }];
  input.pod.spec.volumes = [{ name: 'a', persistentVolumeClaim: { claimName: 'a' } }, { name: 'b', persistentVolumeClaim: { claimName: 'b' } }];
  const r = filterNodes(input);
  assert.equal(r.eventMessage, `0/3 nodes are available: 1 ${NOT_ENOUGH}, 2 ${CONFLICT}. preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling.`);
  assert.deepEqual(r.nodes.map((n) => n.reasons), [[NOT_ENOUGH], [CONFLICT], [CONFLICT]]);
  // Bound claims stop at their first problem; delayed claims are still checked.
  assert.equal(r.nodes[1].claims.find((c) => c.claim === 'a').outcome, 'nodeConflict');
  assert.equal(r.nodes[1].claims.find((c) => c.claim === 'b').outcome, 'provisionable');
});

const ephemeral = (name, size) => ({ name, ephemeral: { volumeClaimTemplate: { spec: { storageClassName: 'local', resources: { requests: { storage: size } } } } } });
function perNode(free, workload) {
  return {
    nodes: free.map((_, i) => ({ metadata: { name: `n${i + 1}`, labels: { 'kubernetes.io/hostname': `n${i + 1}` } } })),
    storageClasses: [{ metadata: { name: 'local' }, provisioner: 'local.csi', volumeBindingMode: 'WaitForFirstConsumer' }],
    drivers: [{ publisher: { driver: 'local.csi', mode: 'perNode' },
      pools: free.map((f, i) => ({ segment: { 'kubernetes.io/hostname': `n${i + 1}` }, free: f })) }],
    workload,
  };
}
const pod = (name, at, volumes) => ({ arrivalSeconds: at, pod: { metadata: { name }, spec: { volumes } } });

test('tracking on vs off: fewer attempts and no provisioning failures with tracking', () => {
  const free = [...Array(9).fill('1Gi'), '100Gi'];
  const sim = simulateCapacity(perNode(free, [0, 20, 40].map((t, i) => pod(`p${i + 1}`, t, [ephemeral('d', '10Gi')]))));
  assert.equal(sim.on.tracking, true);
  assert.equal(sim.off.tracking, false);
  assert.equal(sim.on.totalAttempts, 3);
  assert.equal(sim.on.totalProvisioningFailures, 0);
  assert.ok(sim.off.totalAttempts > sim.on.totalAttempts);
  assert.ok(sim.off.totalProvisioningFailures > 0);
  assert.ok(sim.on.pods.every((p) => p.state === 'running' && p.node === 'n10'));
  assert.ok(sim.off.timeUntilAllRunning > sim.on.timeUntilAllRunning);
  assert.ok(sim.on.timeline.some((e) => e.kind === 'scheduled'));
  assert.ok(sim.on.counts.length > 0);
});

test('the multi-volume pod fails for good in the simulation', () => {
  const sim = simulateCapacity(perNode(['50Gi', '50Gi', '50Gi'], [pod('db', 0, [ephemeral('a', '30Gi'), ephemeral('b', '30Gi')])]));
  assert.equal(sim.on.pods[0].state, 'stuck');
  assert.equal(sim.on.pods[0].lastMessage, `0/3 nodes are available: 1 ${NOT_ENOUGH}, 2 ${CONFLICT}. preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling.`);
  assert.equal(sim.on.timeUntilAllRunning, undefined);
  assert.ok(sim.on.timeline.some((e) => e.kind === 'stuck'));
});

test('bad input throws an Error naming the field', () => {
  let e = thrown(() => filterNodes(cluster({ request: '10Zi' })));
  assert.ok(e instanceof Error);
  assert.match(e.path, /^cluster\.persistentVolumeClaims\[0\]\.spec\.resources\.requests\.storage/);
  assert.ok(e.message.startsWith(e.path));

  e = thrown(() => filterNodes(cluster({ capacities: [cap('a', {}, { capacity: '-1Gi' })] })));
  assert.equal(e.path, 'cluster.csiStorageCapacities[0].capacity');

  e = thrown(() => filterNodes({ ...cluster(), colour: 'red' }));
  assert.match(e.message, /unknown field `colour`/);

  const input = cluster();
  input.cluster.nodes[1].metadata.name = 'n1';
  e = thrown(() => filterNodes(input));
  assert.equal(e.path, 'cluster.nodes[1].metadata.name');

  e = thrown(() => filterNodes(cluster({ capacities: [cap('a', { matchExpressions: [{ key: 'zone', operator: 'Near' }] }, { capacity: '1Gi' })] })));
  assert.match(e.path, /^cluster\.csiStorageCapacities\[0\]\.nodeTopology/);

  const sim = perNode(['1Gi'], []);
  sim.storageClasses[0].provisioner = 'ghost.csi';
  e = thrown(() => simulateCapacity(sim));
  assert.equal(e.path, 'storageClasses[0].provisioner');

  e = thrown(() => simulateCapacity(perNode(['1Gi'], [pod('p', 0, [{ name: 'd', ephemeral: { volumeClaimTemplate: { spec: { storageClassName: 'nope' } } } }])])));
  assert.equal(e.path, 'workload[0].pod.spec.volumes[0].ephemeral.volumeClaimTemplate.spec.storageClassName');

  e = thrown(() => simulateCapacity(perNode(['-1Gi'], [])));
  assert.equal(e.path, 'drivers[0].pools[0].free');
  e = thrown(() => simulateCapacity(undefined));
  assert.ok(e instanceof TypeError);
  assert.equal(e.message, 'simulateCapacity: argument 1 (input) must be an object, got undefined');
});

test('TypeScript declarations and JSON Schemas are published', () => {
  const dts = readFileSync(new URL('../../dist/pkg/capacity.d.ts', import.meta.url), 'utf8');
  assert.match(dts, /filterNodes\(input: FilterInput, options\??: FilterOptions( \| undefined)?\): FilterResult;/);
  assert.match(dts, /explain\?: Explain/);
  assert.match(dts, /simulateCapacity\(input: SimulationInput\): CapacitySimulation;/);
  for (const [name, title] of [['capacity-filter-input', 'FilterInput'], ['capacity-filter-options', 'FilterOptions'], ['capacity-simulation-input', 'SimulationInput']]) {
    const schema = JSON.parse(readFileSync(new URL(`../../dist/pkg/schema/${name}.schema.json`, import.meta.url)));
    assert.equal(schema.title, title);
  }
});

// Issue #14: the rules the scheduler applies and the package now follows.
test('filterNodes: an ephemeral claim not controlled by the pod UID rejects the pod; matchFields and unknown classes are noted', () => {
  const input = cluster();
  input.pod = { metadata: { name: 'web', uid: 'uid-web' }, spec: { volumes: [{ name: 'scratch', ephemeral: { volumeClaimTemplate: { spec: { storageClassName: 'fast' } } } }] } };
  input.cluster.persistentVolumeClaims.push({ metadata: { name: 'web-scratch', ownerReferences: [{ kind: 'Pod', name: 'web', uid: 'uid-earlier', controller: true }] },
    spec: { storageClassName: 'fast', resources: { requests: { storage: '1Gi' } } } });
  assert.equal(filterNodes(input).prefilter.message, 'PVC default/web-scratch was not created for pod default/web (pod is not owner)');
  input.cluster.persistentVolumeClaims.at(-1).metadata.ownerReferences[0].uid = 'uid-web';
  assert.equal(filterNodes(input).prefilter.message, undefined);
  // A capacity object of a class that does not exist is ignored, with a note; not an error.
  input.cluster.csiStorageCapacities = [{ metadata: { name: 'old' }, storageClassName: 'retired', capacity: '1Ti' }];
  input.cluster.persistentVolumes = [{ metadata: { name: 'pv-x' }, spec: { capacity: { storage: '1Gi' }, storageClassName: 'fast', claimRef: { name: 'gone', namespace: 'shop' },
    nodeAffinity: { required: { nodeSelectorTerms: [{ matchFields: [{ key: 'metadata.name', operator: 'In', values: ['n1'] }] }] } } } }];
  const notes = filterNodes(input).notes;
  assert.equal(notes.length, 2);
  assert.match(notes[0], /^PersistentVolume pv-x: nodeAffinity\.required\.nodeSelectorTerms\[0\]\.matchFields\[0\] \(metadata\.name In \[n1\]\) .* so this requirement never holds\.$/);
  assert.match(notes[1], /^CSIStorageCapacity default\/old is for StorageClass "retired", which is not in the input\./);
});

function prebind(edit = () => {}) {
  const input = {
    cluster: {
      nodes: [{ metadata: { name: 'n1', labels: { zone: 'a' } } }],
      storageClasses: [{ metadata: { name: 'fast' }, provisioner: 'csi.example.com', volumeBindingMode: 'WaitForFirstConsumer' }],
      persistentVolumeClaims: [{ metadata: { name: 'data' }, spec: { storageClassName: 'fast', resources: { requests: { storage: '1Gi' } } } }],
    },
    pod: { metadata: { name: 'web' }, spec: { volumes: [{ name: 'd', persistentVolumeClaim: { claimName: 'data' } }] } },
    node: 'n1',
    later: {
      persistentVolumeClaims: [{ metadata: { name: 'data', annotations: { 'volume.kubernetes.io/selected-node': 'n1' } }, spec: { storageClassName: 'fast' } }],
      persistentVolumes: [],
    },
  };
  edit(input);
  return checkBindings(input);
}

test('checkBindings: Reserve\'s plan, then waiting, bound, errors and the bind timeout with the scheduler\'s messages', () => {
  let r = prebind();
  assert.deepEqual([r.status, r.provisions, r.staticBindings, r.bindTimeoutSeconds], ['waiting', ['default/data'], [], 600]);
  assert.equal(r.checks[0].outcome, 'waiting');
  r = prebind((i) => {
    i.later.persistentVolumeClaims[0].metadata.annotations['pv.kubernetes.io/bind-completed'] = 'yes';
    i.later.persistentVolumeClaims[0].spec.volumeName = 'pvc-1';
    i.later.persistentVolumes.push({ metadata: { name: 'pvc-1' }, spec: { claimRef: { name: 'data', uid: 'u1' } } });
  });
  assert.equal(r.status, 'allBound');
  r = prebind((i) => { i.later.persistentVolumeClaims[0].metadata.annotations = {}; });
  assert.deepEqual([r.status, r.message], ['error', 'binding volumes: selectedNode annotation reset for PVC "data"']);
  r = prebind((i) => { i.later.persistentVolumeClaims[0].metadata.annotations = { other: 'x' }; });
  assert.equal(r.message, 'binding volumes: provisioning failed for PVC "data"');
  r = prebind((i) => { i.later.persistentVolumeClaims = []; });
  assert.equal(r.message, 'binding volumes: failed to check provisioning pvc: could not find v1.PersistentVolumeClaim "default/data"');
  r = prebind((i) => { i.elapsedSeconds = 30; i.bindTimeoutSeconds = 30; });
  assert.deepEqual([r.status, r.message], ['error', 'binding volumes: context deadline exceeded']);
  // Bad input names the field.
  assert.throws(() => prebind((i) => { i.node = 'n9'; }), (e) => e.path === 'node' && /not among cluster\.nodes/.test(e.message));
  assert.throws(() => checkBindings(), /checkBindings/);
});

test('simulateCapacity: a provisioning slower than bindTimeoutSeconds fails PreBind once, then the pod runs', () => {
  const input = perNode(['100Gi'], [pod('web', 0, [ephemeral('d', '1Gi')])]);
  input.drivers[0].provisioningSeconds = 120;
  input.bindTimeoutSeconds = 60;
  const sim = simulateCapacity(input);
  assert.equal(sim.on.pods[0].runningAtSeconds, 120);
  assert.equal(sim.on.pods[0].attempts, 2);
  assert.ok(sim.on.timeline.some((e) => e.timeSeconds === 60 && e.message.includes('"binding volumes: context deadline exceeded"')));
  assert.throws(() => simulateCapacity({ ...input, bindTimeoutSeconds: 0 }), (e) => e.path === 'bindTimeoutSeconds');
});
