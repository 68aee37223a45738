// The engine package as a user calls it from Node: balanceScore and simulateBalance.
import test from 'node:test';
import assert from 'node:assert/strict';
import { balanceScore, simulateBalance } from '../../dist/pkg/node.mjs';

const GiB = 2 ** 30;
const docsExample = () => ({
  replicaSize: '100Gi',
  nodes: [
    { name: 'A', disks: [{ name: 'A1', usable: '900Gi' }, { name: 'A2', usable: 100 * GiB }] },
    { name: 'B', disks: [{ name: 'B1', usable: '600Gi' }, { name: 'B2', usable: '700Gi' }] },
  ],
});
const near = (actual, expected, eps = 5e-4) => assert.ok(Math.abs(actual - expected) < eps, `${actual} ≉ ${expected}`);

test('balanceScore is (max - min) / mean', () => {
  near(balanceScore([900, 1300]), 0.3636);
  near(balanceScore([1000, 1200]), 0.1818);
  assert.equal(balanceScore([600, 600]), 0);
  assert.ok(Object.is(balanceScore([600, 600]), 0), 'not -0');
});

test('balanceScore is Infinity for an empty list or a mean <= 0', () => {
  assert.equal(balanceScore([]), Infinity);
  assert.equal(balanceScore([0, 0]), Infinity);
  assert.equal(balanceScore([-3, 1]), Infinity);
});

test('balanceScore rejects non-numbers with the index', () => {
  assert.throws(() => balanceScore([1, 'x']), (e) => e instanceof Error && e.path === '[1]');
  assert.throws(() => balanceScore('nope'), Error);
});

test('simulateBalance reproduces the docs node stage', () => {
  const sim = simulateBalance(docsExample());
  const [a, b] = sim.nodeStage.candidates;
  assert.deepEqual([a.name, b.name], ['A', 'B']);
  assert.deepEqual(a.vector, [900 * GiB, 1300 * GiB]);
  near(a.score, 0.364, 1e-3);
  near(b.score, 0.182, 1e-3);
  assert.equal(a.max, 1300 * GiB);
  assert.equal(a.min, 900 * GiB);
  assert.equal(a.mean, 1100 * GiB);
  assert.equal(sim.nodeStage.winner, 'B');
});

test('simulateBalance: the real scheduler ties B1 and B2 cluster-wide, the docs pick B2', () => {
  const sim = simulateBalance(docsExample());
  const [b1, b2] = sim.diskStage.candidates;
  near(b1.score, 1.4545);
  assert.equal(b1.score, b2.score);
  near(b1.perNodeScore, 0.3333);
  assert.equal(b2.perNodeScore, 0);
  assert.deepEqual(sim.diskStage.tie, ['B/B1', 'B/B2']);
  assert.equal(sim.docsDiskWinner, 'B/B2');
  assert.deepEqual(sim.winner, { node: 'B', disk: 'B2' });
  assert.equal(sim.diskStage.fallback, false);
});

test('simulateBalance flags the fallback when nothing is big enough', () => {
  const sim = simulateBalance({
    replicaSize: '1Ti',
    nodes: [{ name: 'B', disks: [{ name: 'b', usable: '1Gi' }] }, { name: 'A', disks: [{ name: 'a', usable: '1Gi' }] }],
  });
  assert.equal(sim.nodeStage.fallback, true);
  assert.deepEqual(sim.winner, { node: 'A', disk: 'a' });
});

test('simulateBalance: a single candidate disk is taken without scoring', () => {
  const sim = simulateBalance({ replicaSize: 1, nodes: [{ name: 'A', disks: [{ name: 'a', usable: 0 }] }] });
  assert.equal(sim.singleCandidate, true);
  assert.deepEqual(sim.winner, { node: 'A', disk: 'a' });
});

test('errors are JS Errors naming the field path and the value', () => {
  const bad = docsExample();
  bad.nodes[1].disks[0].usable = -1;
  assert.throws(() => simulateBalance(bad), (e) => {
    assert.ok(e instanceof Error);
    assert.equal(e.path, 'nodes[1].disks[0].usable');
    assert.equal(e.value, '-1');
    assert.match(e.message, /^nodes\[1\]\.disks\[0\]\.usable: must not be negative/);
    return true;
  });
  assert.throws(() => simulateBalance({ ...docsExample(), replicaSize: 0 }), (e) => e.path === 'replicaSize');
  assert.throws(() => simulateBalance({ ...docsExample(), replicaSize: '4 GiB' }),
    (e) => e.path === 'replicaSize' && /not a Kubernetes quantity/.test(e.message));
  assert.throws(() => simulateBalance({ ...docsExample(), nodes: 'x' }), (e) => e.path === 'nodes');
  assert.throws(() => simulateBalance({ ...docsExample(), extra: 1 }), (e) => /unknown field `extra`/.test(e.message));
  assert.throws(() => simulateBalance(undefined), { name: 'TypeError', message: 'simulateBalance: argument 1 (input) must be an object, got undefined' });
  assert.throws(() => simulateBalance({ replicaSize: 1.5, nodes: [] }), (e) => e.path === 'replicaSize');
});
