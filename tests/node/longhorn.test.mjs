// scheduleReplicas, defaultLonghornSettings and whatIf through the package, as a user calls them.
import test from 'node:test';
import assert from 'node:assert/strict';
import { defaultLonghornSettings, scheduleReplicas, whatIf } from '../../dist/pkg/node.mjs';

const disk = (name, available, extra = {}) => ({ name, storageMaximum: '1Ti', storageAvailable: available, ...extra });
const threeZones = () => ({
  nodes: ['a', 'b', 'c'].map((zone, i) => ({ name: `n${i + 1}`, zone, disks: [disk('d1', '1Ti')] })),
  volumes: [{ name: 'pvc-1', size: '10Gi', numberOfReplicas: 3 }],
});

test('defaultLonghornSettings are Longhorn\'s defaults', () => {
  const s = defaultLonghornSettings();
  assert.equal(s.replicaSoftAntiAffinity, false);
  assert.equal(s.replicaZoneSoftAntiAffinity, true);
  assert.equal(s.replicaDiskSoftAntiAffinity, true);
  assert.equal(s.storageMinimalAvailablePercentage, 25);
  assert.equal(s.storageOverProvisioningPercentage, 100);
  assert.equal(s.replicaReplenishmentWaitInterval, 600);
  assert.equal(s.defaultDataLocality, 'disabled');
});

test('the docs balance example: nodes A and B, the replica lands on B2', () => {
  const result = scheduleReplicas({
    settings: { 'storage-minimal-available-percentage': 0 },
    nodes: [
      { name: 'A', disks: [disk('A1', '900Gi'), disk('A2', '100Gi')] },
      { name: 'B', disks: [disk('B1', '600Gi'), disk('B2', '700Gi')] },
    ],
    volumes: [{ name: 'v', size: '100Gi', numberOfReplicas: 1 }],
  });
  const [replica] = result.volumes[0].replicas;
  assert.deepEqual([replica.node, replica.disk], ['B', 'B2']);
  const step = result.volumes[0].steps.find((s) => s.kind === 'schedule');
  assert.equal(step.pick.algorithm, 'balance');
  assert.deepEqual(step.pick.diskStage.tie, ['B/B1', 'B/B2']);
  assert.equal(result.volumes[0].condition.status, 'True');
});

test('the docs disk X example: 1 GiB available of 4 GiB at 25 % is not > 1 GiB', () => {
  const result = scheduleReplicas({
    nodes: [{ name: 'n1', disks: [{ name: 'X', storageMaximum: '4Gi', storageAvailable: '1Gi' }] }],
    volumes: [{ name: 'v', size: '1Gi', numberOfReplicas: 1 }],
  });
  const volume = result.volumes[0];
  assert.deepEqual(volume.replicas, []);
  assert.deepEqual(volume.condition, {
    type: 'Scheduled', status: 'False', reason: 'ReplicaSchedulingFailure',
    message: 'precheck new replica failed: disks are unavailable',
  });
  const [x] = volume.steps[0].disks;
  assert.equal(x.fits.actualOk, false);
  assert.match(x.fits.actualText, /1 GiB is not > trunc\(4 GiB × 25 \/ 100\) = 1 GiB/);
});

test('insufficient storage is the precheck reason when a disk is schedulable but too small', () => {
  const result = scheduleReplicas({
    nodes: [{ name: 'n1', disks: [{ name: 'd', storageMaximum: '100Gi', storageAvailable: '100Gi' }] }],
    volumes: [{ name: 'big', size: '200Gi', numberOfReplicas: 1 }],
  });
  assert.equal(result.volumes[0].condition.message, 'precheck new replica failed: insufficient storage');
});

test('hard node anti-affinity leaves the third replica unscheduled on two nodes', () => {
  const scenario = threeZones();
  scenario.nodes.pop();
  const volume = scheduleReplicas(scenario).volumes[0];
  const placed = volume.replicas.filter((r) => r.node);
  assert.equal(placed.length, 2);
  assert.notEqual(placed[0].node, placed[1].node);
  // Detached with two replicas placed: Longhorn still reports Scheduled
  // (allow-volume-creation-with-degraded-availability, reconcileVolumeCondition).
  assert.deepEqual(volume.condition, { type: 'Scheduled', status: 'True', reason: '',
    message: 'Reset schedulable due to allow volume creation with degraded availability' });
  assert.equal(volume.volumeNotes.at(-1).id, 'longhorn-degraded-availability');
  // Attached, or with the setting off, the failure stays.
  scenario.volumes[0].attachedNode = placed[0].node;
  assert.equal(scheduleReplicas(scenario).volumes[0].condition.message, 'replica scheduling failed');
  delete scenario.volumes[0].attachedNode;
  scenario.settings = { 'allow-volume-creation-with-degraded-availability': false };
  assert.equal(scheduleReplicas(scenario).volumes[0].condition.status, 'False');
  // Soft node anti-affinity lets it share a node.
  scenario.settings = { 'replica-soft-anti-affinity': true };
  assert.equal(scheduleReplicas(scenario).volumes[0].replicas.filter((r) => r.node).length, 3);
});

test('three zones, three replicas: one per zone', () => {
  const replicas = scheduleReplicas(threeZones()).volumes[0].replicas;
  assert.deepEqual(replicas.map((r) => r.node).sort(), ['n1', 'n2', 'n3']);
});

test('whatIf fail-node: the replica waits, then is replaced after the replenishment wait', () => {
  const scenario = threeZones();
  scenario.volumes[0].numberOfReplicas = 2;
  // Attached: a detached volume rebuilds nothing (replenishReplicas, issue 37).
  scenario.volumes[0].attachedNode = 'n2';
  const w = whatIf(scenario, { action: 'fail-node', node: 'n1' });
  assert.deepEqual(w.before.volumes[0].replicas.map((r) => r.node), ['n1', 'n2']);
  assert.deepEqual(w.after.volumes[0].replicas.map((r) => [r.node, r.state]), [['n1', 'failed'], ['n2', 'healthy']]);
  const later = w.afterWait.volumes[0].replicas;
  assert.deepEqual(later.at(-1).node, 'n3');
  assert.equal(later.at(-1).state, 'new');
});

test('bad input is an Error naming the field path and the value', () => {
  const cases = [
    [{ ...threeZones(), settings: { 'replica-soft-anti-afinity': true } }, 'settings.replica-soft-anti-afinity', /unknown field/],
    [{ ...threeZones(), volumes: [{ name: 'v', size: '1Gi', numberOfReplicas: 0 }] }, 'volumes[0].numberOfReplicas', /at least 1/],
    [{ ...threeZones(), volumes: [{ name: 'v', size: '-1Gi' }] }, 'volumes[0].size', /./],
    [{ ...threeZones(), volumes: [{ name: 'v', size: 'ten' }] }, 'volumes[0].size', /not a Kubernetes quantity/],
    [{ ...threeZones(), settings: { 'storage-minimal-available-percentage': 101 } }, 'settings.storage-minimal-available-percentage', /percentage/],
    [{ nodes: [{ name: 'n', disks: [disk('d', '1Gi', { storageReserved: '2Ti' })] }], volumes: [] }, 'nodes[0].disks[0].storageReserved', /must not exceed storageMaximum/],
    [{ nodes: [{ name: 'n', disks: [] }, { name: 'n', disks: [] }], volumes: [] }, 'nodes[1].name', /duplicate/],
    [{ ...threeZones(), volumes: [{ name: 'v', size: '1Gi', replicas: [{ name: 'r', node: 'nope', disk: 'd1' }] }] }, 'volumes[0].replicas[0].node', /not a node/],
  ];
  for (const [input, path, message] of cases) {
    assert.throws(() => scheduleReplicas(input), (e) => {
      assert.ok(e instanceof Error);
      assert.equal(e.path, path);
      assert.match(e.message, message);
      assert.ok(e.message.startsWith(`${path}: `), e.message);
      return true;
    }, path);
  }
  assert.throws(() => whatIf(threeZones(), { action: 'explode', node: 'n1' }), (e) => e.path === 'action.action');
  assert.throws(() => whatIf(threeZones(), { action: 'fail-node', node: 'nope' }), (e) => /node/.test(e.path));
});

test('the volume controller\'s inputs pass through: offlineRebuilding, replicaAutoBalance, schedulableReason, filesystemType', () => {
  const nodes = ['a', 'b', 'c'].map((zone, i) => ({ name: `n${i + 1}`, zone, disks: [disk('d1', '1Ti')] }));
  const degraded = (extra) => ({ name: 'v', size: '10Gi', numberOfReplicas: 2, ...extra, replicas: [
    { name: 'r1', node: 'n1', disk: 'd1', healthyAt: 1 },
    { name: 'r2', node: 'n2', disk: 'd1', healthyAt: 1, failedAt: 5 }] });
  const reused = (volume, settings = {}) => scheduleReplicas({ settings, nodes, volumes: [volume] })
    .volumes[0].replicas.filter((r) => r.state === 'reused').map((r) => r.name);
  // Detached: replenishReplicas returns early, unless offline rebuilding is on.
  assert.deepEqual(reused(degraded({})), []);
  assert.deepEqual(reused(degraded({ offlineRebuilding: 'enabled' })), ['r2']);
  assert.deepEqual(reused(degraded({}), { 'offline-replica-rebuilding': true }), ['r2']);
  // A recorded Schedulable=False with another reason than DiskPressure keeps r2 from being reused.
  const off = structuredClone(nodes);
  Object.assign(off[1].disks[0], { schedulable: false, schedulableReason: 'DiskFilesystemChanged' });
  assert.deepEqual(scheduleReplicas({ nodes: off, volumes: [degraded({ attachedNode: 'n1' })] })
    .volumes[0].replicas.filter((r) => r.state === 'reused'), []);
  // Any ext… filesystem limits a v1 volume below 16 TiB.
  const ext = structuredClone(nodes).map((n) => ({ ...n, disks: [{ ...n.disks[0], storageMaximum: '100Ti', storageAvailable: '100Ti', filesystemType: 'ext2/ext3' }] }));
  const big = scheduleReplicas({ nodes: ext, volumes: [{ name: 'big', size: '16Ti', numberOfReplicas: 1 }] }).volumes[0];
  assert.equal(big.condition.message, 'precheck new replica failed: incompatible volume size');
  // replicaAutoBalance is read (an unknown value is refused with its path).
  assert.throws(() => scheduleReplicas({ nodes, volumes: [{ name: 'v', size: '1Gi', replicaAutoBalance: 'sometimes' }] }),
    (e) => /replicaAutoBalance/.test(`${e.path} ${e.message}`));
});
