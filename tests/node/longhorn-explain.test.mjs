// How much scheduleReplicas and whatIf explain (options.explain), and
// explainVolume: a summary or nothing for many volumes, one volume in full.
import test from 'node:test';
import assert from 'node:assert/strict';
import { explainVolume, scheduleReplicas, whatIf } from '../../dist/pkg/node.mjs';

const cluster = (volumes) => ({
  nodes: Array.from({ length: 6 }, (_, i) => ({
    name: `n${i}`, zone: `z${i % 3}`,
    disks: [{ name: 'd1', storageMaximum: '1Ti', storageAvailable: '1Ti' }, { name: 'd2', storageMaximum: '1Ti', storageAvailable: '900Gi' }],
  })),
  volumes: Array.from({ length: volumes }, (_, v) => ({ name: `pvc-${v}`, size: `${10 + v}Gi`, numberOfReplicas: 3 })),
});
const schedules = (volume) => volume.steps.filter((s) => s.kind === 'schedule');

test('explain full lists every node and disk; summary keeps each outcome without the rows', () => {
  const scenario = cluster(3);
  const full = scheduleReplicas(scenario, { explain: 'full' });
  const summary = scheduleReplicas(scenario, { explain: 'summary' });
  assert.equal(full.explain, 'full');
  assert.equal(summary.explain, 'summary');
  assert.deepEqual(summary.volumes.map((v) => v.replicas), full.volumes.map((v) => v.replicas));
  assert.deepEqual(summary.volumes.map((v) => v.condition), full.volumes.map((v) => v.condition));
  const [f, s] = [schedules(full.volumes[0])[0], schedules(summary.volumes[0])[0]];
  assert.equal(f.nodes.length, 6);
  assert.equal(f.disks.length, 12);
  assert.ok(f.pick);
  assert.deepEqual([s.nodes, s.disks, s.candidates, s.pick], [[], [], [], undefined]);
  assert.deepEqual(s.winner, f.winner);
  assert.deepEqual(s.tiers.map((t) => [t.tier, t.passed, t.candidates, t.reasons]), f.tiers.map((t) => [t.tier, t.passed, t.candidates, t.reasons]));
});

test('explain none returns no steps, the same replicas and conditions', () => {
  const scenario = cluster(4);
  const none = scheduleReplicas(scenario, { explain: 'none' });
  const full = scheduleReplicas(scenario);
  assert.ok(none.volumes.every((v) => v.steps.length === 0));
  assert.deepEqual(none.volumes.map((v) => v.replicas), full.volumes.map((v) => v.replicas));
  assert.deepEqual(none.disksAfter, full.disksAfter);
});

test('left out: up to 25 volumes in full (as before the option), more in summary', () => {
  assert.equal(scheduleReplicas(cluster(25)).explain, 'full');
  const many = scheduleReplicas(cluster(26));
  assert.equal(many.explain, 'summary');
  assert.deepEqual(schedules(many.volumes[0])[0].disks, []);
});

test('explainVolume is the volume of the full run, the volumes before it taking their space', () => {
  const scenario = cluster(5);
  const full = scheduleReplicas(scenario, { explain: 'full' });
  assert.deepEqual(explainVolume(scenario, 'pvc-3'), full.volumes[3]);
  assert.throws(() => explainVolume(scenario, 'nope'), (e) => e.path === 'volume' && /not a volume/.test(e.message));
});

test('whatIf takes the same option for its three results', () => {
  const result = whatIf(cluster(2), { action: 'fail-node', node: 'n0' }, { explain: 'none' });
  for (const r of [result.before, result.after, result.afterWait]) {
    assert.equal(r.explain, 'none');
    assert.ok(r.volumes.every((v) => v.steps.length === 0));
  }
});

test('an unknown explain level is an Error at options.explain', () => {
  assert.throws(() => scheduleReplicas(cluster(1), { explain: 'some' }), (e) => e.path === 'options.explain');
  assert.throws(() => scheduleReplicas(cluster(1), { explian: 'none' }), (e) => e.path.startsWith('options'));
});

test('2,000 volumes × 3 replicas on 100 nodes come back in summary and in none', () => {
  const nodes = Array.from({ length: 100 }, (_, i) => ({
    name: `n${i}`, zone: `z${i % 3}`,
    disks: Array.from({ length: 4 }, (_, d) => ({ name: `d${d}`, storageMaximum: '100Ti', storageAvailable: '90Ti' })),
  }));
  const volumes = Array.from({ length: 2_000 }, (_, v) => ({ name: `pvc-${v}`, size: '10Gi', numberOfReplicas: 3 }));
  for (const explain of ['summary', 'none']) {
    const result = scheduleReplicas({ nodes, volumes }, { explain });
    assert.equal(result.volumes.length, 2_000);
    assert.ok(result.volumes.every((v) => v.condition.status === 'True'), explain);
  }
});
