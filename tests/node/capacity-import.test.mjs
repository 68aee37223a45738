// importCapacityObjects through the package: kubectl output in, the cluster and
// pods that filterNodes takes, what was read, skipped and noted, errors with a path.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { importCapacityObjects, filterNodes } from '../../dist/pkg/node.mjs';

const fixture = (name) => readFileSync(new URL(`../../crates/placement/tests/fixtures/kubectl/capacity/${name}`, import.meta.url), 'utf8');

test('a kubectl List of the seven kinds: cluster, pods, read, and the verdicts of the pending pod', () => {
  const { cluster, pods, read, skipped, notes } = importCapacityObjects(fixture('list.yaml'));
  assert.deepEqual(cluster.nodes.map((n) => n.metadata.name), ['cp-1', 'worker-1', 'worker-2', 'worker-3']);
  assert.equal(cluster.storageClasses[0].volumeBindingMode, 'WaitForFirstConsumer');
  assert.equal(cluster.csiDrivers[0].spec.storageCapacity, true);
  assert.deepEqual(cluster.csiStorageCapacities.map((c) => c.capacity), [50 * 2 ** 30, 20 * 2 ** 30, 120 * 2 ** 30]);
  assert.equal(cluster.persistentVolumeClaims[0].spec.resources.requests.storage, 30 * 2 ** 30);
  assert.deepEqual(pods.map((p) => [p.pod.metadata.name, p.phase, p.nodeName]), [['db-0', 'Pending', undefined], ['web-0', 'Running', 'worker-3']]);
  assert.equal(read.length, 15);
  assert.deepEqual(read[0], {
    kind: 'Node',
    name: 'cp-1',
    summary: 'zone zone-a, 9 labels',
    summaryMessage: { id: 'import-cap-read-node-zone', args: { zone: 'zone-a', labels: 9 } },
  });
  assert.deepEqual(skipped, []);
  assert.ok(notes.some((n) => n.startsWith('Pod spec.nodeSelector (1 object), spec.tolerations (2 objects)')), notes.join('\n'));

  const result = filterNodes({ cluster, pod: pods[0].pod });
  assert.deepEqual(result.nodes.map((n) => [n.node, n.reasons]), [
    ['cp-1', []],
    ['worker-1', []],
    ['worker-2', ['node(s) did not have enough free storage']],
    ['worker-3', ['node(s) had volume node affinity conflict']],
  ]);
});

test('JSON and several documents give the same import; other kinds are listed as skipped', () => {
  const list = importCapacityObjects(fixture('list.yaml'));
  assert.deepEqual(importCapacityObjects(fixture('list.json')), list);
  assert.deepEqual(importCapacityObjects(fixture('documents.yaml')), list);
  const { skipped } = importCapacityObjects(`${fixture('list.yaml')}---\n${fixture('extras.yaml')}`);
  assert.deepEqual(skipped.map((s) => s.kind), ['Deployment', 'ConfigMap', 'Node', 'CSIStorageCapacity']);
  assert.match(skipped[0].why, /not a kind/);
  // A PV bound to a claim that was not pasted is kept (FindMatchingVolume never offers it to
  // another claim), not skipped (issue #14).
  const extras = importCapacityObjects(`${fixture('list.yaml')}---\n${fixture('extras.yaml')}`);
  assert.ok(extras.cluster.persistentVolumes.some((pv) => pv.metadata.name === 'pvc-0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5'));
});

test('errors throw with the path in the text, the value, line and column', () => {
  assert.throws(() => importCapacityObjects(fixture('bad/pvc-no-request.yaml')), (e) => {
    assert.equal(e.path, 'items[3].spec.resources.requests.storage');
    assert.match(e.message, /^items\[3\]\.spec\.resources\.requests\.storage: PersistentVolumeClaim shop\/data-db-0: has no storage request/);
    assert.equal(e.line, 33);
    return true;
  });
  assert.throws(() => importCapacityObjects(fixture('bad/bad-quantity.json')), (e) => {
    assert.equal(e.path, 'items[1].capacity');
    assert.equal(e.value, 'fifty gigs');
    assert.deepEqual([e.line, e.column], [15, 25]);
    return true;
  });
  assert.throws(() => importCapacityObjects(fixture('bad/syntax.yaml')), (e) => {
    assert.match(e.message, /^line 6, column 13: /);
    assert.deepEqual([e.line, e.column], [6, 13]);
    return true;
  });
  // An unbound claim of a class not pasted is not an error: it is kept, as the scheduler keeps it
  // (unbound immediate), with a note, and the class is missing.
  const unknownClass = importCapacityObjects(fixture('bad/unknown-class.yaml'));
  // The claim is kept, so the paste also lacks the nodes and pods to evaluate it against.
  assert.deepEqual(unknownClass.missing.map((m) => m.command),
    ['kubectl get nodes -o yaml', 'kubectl get storageclasses gold -o yaml', 'kubectl get pods -A -o yaml']);
  assert.equal(unknownClass.cluster.persistentVolumeClaims.length, 1);
  assert.ok(unknownClass.notes.some((n) => n.includes('it is unbound and its StorageClass gold was not pasted.')));
  assert.throws(() => importCapacityObjects(' '.repeat(16 * 2 ** 20 + 1)), /the limit is 16 MiB/);
});
