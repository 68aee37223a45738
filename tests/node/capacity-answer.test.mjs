// The capacity lab's answer first through the npm package (issue #10):
// explainCapacity's sentences carry the deciding numbers, and every
// suggested edit, applied with applyCapacityEdit and filtered again, makes
// the node pass; one byte less does not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyCapacityEdit, explainCapacity, filterNodes } from '../../dist/pkg/node.mjs';

const GIB = 2 ** 30;
const zoneKey = 'topology.kubernetes.io/zone';

function input(capB = '20Gi', request = '30Gi') {
  return {
    cluster: {
      nodes: [
        { metadata: { name: 'node-1', labels: { [zoneKey]: 'zone-a' } } },
        { metadata: { name: 'node-2', labels: { [zoneKey]: 'zone-b' } } },
      ],
      storageClasses: [{ metadata: { name: 'fast' }, provisioner: 'csi.example.com', volumeBindingMode: 'WaitForFirstConsumer' }],
      csiDrivers: [{ metadata: { name: 'csi.example.com' }, spec: { storageCapacity: true } }],
      csiStorageCapacities: [
        { metadata: { name: 'a', namespace: 'kube-system' }, storageClassName: 'fast', nodeTopology: { matchLabels: { [zoneKey]: 'zone-a' } }, capacity: '100Gi' },
        { metadata: { name: 'b', namespace: 'kube-system' }, storageClassName: 'fast', nodeTopology: { matchLabels: { [zoneKey]: 'zone-b' } }, capacity: capB },
      ],
      persistentVolumeClaims: [{ metadata: { name: 'data' }, spec: { storageClassName: 'fast', resources: { requests: { storage: request } } } }],
    },
    pod: { metadata: { name: 'web' }, spec: { volumes: [{ name: 'd', persistentVolumeClaim: { claimName: 'data' } }] } },
  };
}

const passes = (i, node) => filterNodes(i, { explain: 'summary' }).nodes.find((n) => n.node === node).passes;

test('node-2 fails with the largest capacity reaching it and the request, and each edit makes it pass', () => {
  const answer = explainCapacity(input(), 'node-2');
  assert.equal(answer.pod.id, 'capacity-pod-feasible');
  const node2 = answer.nodes[1];
  assert.equal(node2.passes, false);
  assert.equal(node2.answer.id, 'capacity-node-fails-capacity');
  assert.deepEqual([node2.answer.args.limitBytes, node2.answer.args.requestBytes, node2.answer.args.capacity], [20 * GIB, 30 * GIB, 'kube-system/b']);
  assert.deepEqual(node2.changes.map((c) => c.edit.kind), ['raise-capacity', 'claim-request', 'node-labels']);
  for (const { edit } of node2.changes) {
    assert.equal(passes(applyCapacityEdit(input(), edit), 'node-2'), true, JSON.stringify(edit));
  }
  const raise = node2.changes[0].edit;
  assert.equal(passes(applyCapacityEdit(input(), { ...raise, bytes: raise.bytes - 1 }), 'node-2'), false, 'one byte less');
  assert.deepEqual(answer.nodes[0].changes, [], 'only the node asked about gets edits');
  assert.deepEqual(node2.outside, []);
});

// Issue #33: a volume bound to node-1's local PV rules node-2 out; a PV's node affinity is
// immutable and a node's hostname label is its identity: no edit, a sentence outside.
test('a PV elsewhere gets the fix outside the input, never a hostname label or an affinity edit', () => {
  const i = input();
  for (const n of i.cluster.nodes) n.metadata.labels['kubernetes.io/hostname'] = n.metadata.name;
  i.cluster.persistentVolumeClaims[0].spec.volumeName = 'pv-data';
  i.cluster.persistentVolumeClaims[0].metadata.annotations = { 'pv.kubernetes.io/bind-completed': 'yes' };
  i.cluster.persistentVolumes = [{ metadata: { name: 'pv-data' }, spec: { storageClassName: 'fast', capacity: { storage: '1Gi' },
    claimRef: { name: 'data' }, nodeAffinity: { required: { nodeSelectorTerms: [{ matchExpressions: [
      { key: 'kubernetes.io/hostname', operator: 'In', values: ['node-1'] }] }] } } }, status: { phase: 'Bound' } }];
  const answer = explainCapacity(i, 'node-2');
  assert.equal(answer.nodes[1].answer.id, 'capacity-node-fails-pv-affinity');
  assert.deepEqual(answer.nodes[1].changes, []);
  assert.deepEqual(answer.nodes[1].outside.map((m) => [m.id, m.args.allowed]), [['capacity-outside-pv-affinity', 'node-1']]);
  assert.deepEqual(answer.podOutside, []);
});

test('when no node passes, the pod names its closest node and its edits', () => {
  const answer = explainCapacity(input('20Gi', '200Gi'));
  assert.equal(answer.pod.id, 'capacity-pod-none');
  assert.match(answer.pod.args.event, /^0\/2 nodes are available: 2 node\(s\) did not have enough free storage\. preemption: 0\/2 nodes are available: 2 Preemption is not helpful for scheduling\.$/);
  assert.equal(answer.closestNode, 'node-1');
  assert.ok(answer.podChanges.length > 0);
  assert.ok(passes(applyCapacityEdit(input('20Gi', '200Gi'), answer.podChanges[0].edit), 'node-1'));
});

test('bad arguments name themselves', () => {
  assert.throws(() => explainCapacity(input(), 'node-9'), (e) => e.path === 'node');
  assert.throws(() => explainCapacity(input(), 5), TypeError);
  assert.throws(() => applyCapacityEdit(input(), { kind: 'claim-request', claim: 'data' }), (e) => e.path.startsWith('edit'));
});
