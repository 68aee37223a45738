// importLonghornObjects through the package: kubectl output in, a scenario
// that scheduleReplicas takes, skipped objects and notes, errors with a position.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { importLonghornObjects, scheduleReplicas } from '../../dist/pkg/node.mjs';

const fixture = (name) => readFileSync(new URL(`../../crates/placement/tests/fixtures/${name}`, import.meta.url), 'utf8');
const VOLUME = 'pvc-3f1c2a9e-8d4b-4f6a-b1c2-7e9d0a5b3c18';

test('a kubectl List: three nodes, the volume with its replicas, the settings', () => {
  const { scenario, skipped, notes } = importLonghornObjects(fixture('longhorn-list.yaml'));
  assert.deepEqual(scenario.nodes.map((n) => [n.name, n.zone]), [['worker-1', 'zone-a'], ['worker-2', 'zone-b'], ['worker-3', 'zone-c']]);
  assert.equal(scenario.nodes[0].disks[0].storageMaximum, 105089261568);
  const volume = scenario.volumes[0];
  assert.equal(volume.name, VOLUME);
  assert.equal(volume.size, 10737418240);
  assert.equal(volume.attachedNode, 'worker-1');
  assert.deepEqual(volume.replicas.map((r) => [r.node, r.disk, r.failedAt !== undefined]), [
    ['worker-1', 'default-disk-fd0000000000', false],
    ['worker-2', 'default-disk-fd0000000000', false],
    ['worker-3', 'default-disk-fd0000000000', true],
  ]);
  assert.equal(scenario.settings.replicaAutoBalance, 'best-effort');
  assert.equal(scenario.now, Date.parse('2024-11-05T14:20:40Z') / 1000);
  assert.deepEqual(skipped.map((s) => s.name), ['backup-target', 'default-replica-count']);
  assert.match(notes.join('\n'), /^now = 2024-11-05T14:20:40Z/);

  const result = scheduleReplicas(scenario);
  assert.equal(result.volumes[0].condition.status, 'True');
  const placed = result.volumes[0].replicas.filter((r) => r.state !== 'failed').map((r) => r.node).sort();
  assert.deepEqual(placed, ['worker-1', 'worker-2', 'worker-3']);
});

test('JSON and several documents give the same import', () => {
  const list = importLonghornObjects(fixture('longhorn-list.yaml'));
  assert.deepEqual(importLonghornObjects(fixture('longhorn-list.json')), list);
  assert.deepEqual(importLonghornObjects(fixture('longhorn-documents.yaml')), list);
});

test('other kinds are skipped, a replica on an unknown disk is a note', () => {
  const { scenario, skipped, notes } = importLonghornObjects(`${fixture('longhorn-list.yaml')}---\n${fixture('longhorn-extras.yaml')}`);
  assert.deepEqual(skipped.slice(0, 2).map((s) => s.kind), ['Node', 'Setting']);
  // The EngineImage is read: the volume's image is deployed on all three nodes.
  // The InstanceManager is read too, not skipped; the volumes are v1, so it is
  // not used and no instance-manager note appears.
  assert.ok(!skipped.some((s) => s.kind === 'InstanceManager'), JSON.stringify(skipped));
  assert.ok(!notes.some((n) => n.includes('instance manager')), notes.join('\n'));
  assert.ok(scenario.nodes.every((n) => n.engineReady), JSON.stringify(scenario.nodes.map((n) => n.engineReady)));
  assert.match(skipped[0].why, /not longhorn\.io/);
  assert.equal(scenario.volumes[0].replicas.length, 3);
  assert.ok(notes.some((n) => n.includes('deadbeef-0000-4000-8000-000000000000')), notes.join('\n'));
});

test('an engine image not deployed on a node: that node is not engine-ready, with a note', () => {
  const { scenario, skipped, notes } = importLonghornObjects(fixture('longhorn-engine-image.yaml'));
  assert.deepEqual(scenario.nodes.map((n) => [n.name, n.engineReady]), [['node-1', true], ['node-2', true], ['node-3', false]]);
  assert.deepEqual(skipped, []);
  assert.ok(notes.some((n) => n.startsWith('Node node-3: engine image longhornio/longhorn-engine:v1.9.1 is not deployed on node node-3')), notes.join('\n'));
  const placed = scheduleReplicas(scenario).volumes[0].replicas.map((r) => r.node).sort();
  assert.deepEqual(placed, ['node-1', 'node-2']);
});

test('bad YAML throws with line and column', () => {
  assert.throws(() => importLonghornObjects('apiVersion: v1\nitems:\n- kind: [Node\n'), (e) => {
    assert.match(e.message, /^line 3, column \d+: /);
    assert.equal(e.line, 3);
    assert.equal(typeof e.column, 'number');
    return true;
  });
});
