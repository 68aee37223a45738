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
