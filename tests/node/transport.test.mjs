// How big results cross from the module (docs/performance.md, "Every call near
// native"): a Fleet simulation's cluster list is written as columns (a text of
// strings and numbers) and built in JS by fleet_columns.js, not as JSON text.
// The reference here stays JSON: a prepared rollout's cluster(i) is written
// by serde_json and parsed by JSON.parse. Every field and value the columns
// carry is checked against it, text for text (key order) and deeply: names
// outside ASCII (UTF-16 offsets, a surrogate pair), namespaces, every
// BundleDeployment state, paused clusters, manual partitions, timelines.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { importFleetObjects, prepareFleetRollout, simulateRollout } from '../../dist/pkg/node.mjs';

const fixture = (path) => readFileSync(new URL(`../../crates/placement/tests/fixtures/${path}`, import.meta.url), 'utf8');

/** Every cluster of `simulateRollout(input)` and of the prepared handle's lists equals its JSON twin. */
function assertClustersAsJson(input) {
  const whole = simulateRollout(input);
  const prepared = prepareFleetRollout(input);
  try {
    const listed = prepared.simulation().clusters;
    assert.equal(whole.clusters.length, listed.length);
    whole.clusters.forEach((cluster, i) => {
      const reference = prepared.cluster(i); // JSON text, parsed
      assert.equal(JSON.stringify(cluster), JSON.stringify(reference));
      assert.deepStrictEqual(cluster, reference);
      assert.deepStrictEqual(listed[i], reference);
    });
    return whole;
  } finally {
    prepared.free();
  }
}

const names = ['plain', 'ünïcödé', 'кластер', '日本-東京', 'rocket-🚀-1', 'z'];

test('cluster lists built from columns equal their JSON: every field, names outside ASCII, every start state', () => {
  const starts = [
    undefined,
    { stagedDeploymentID: 1, deploymentID: 1, appliedDeploymentID: 1, ready: true },
    { stagedDeploymentID: 2, deploymentID: 2, appliedDeploymentID: 1, ready: true },
    { stagedDeploymentID: 1, deploymentID: 1, appliedDeploymentID: 3, ready: false },
    { stagedDeploymentID: 2, deploymentID: 1, appliedDeploymentID: 1, ready: true },
  ];
  const behaviors = [undefined, { kind: 'notReady' }, { kind: 'error', message: 'boom' }, { kind: 'drifted' }, { kind: 'ready', afterRounds: 2 }, { kind: 'offline' }];
  const clusters = [];
  names.forEach((name, i) => starts.forEach((bundleDeployment, s) => clusters.push({
    name: `${name}-${s}`,
    namespace: ['fleet-default', 'ns-ü', 'fleet-default', 'b'][(i + s) % 4],
    labels: { env: ['prod', 'dev'][(i + s) % 2], tier: String(s % 3) },
    paused: (i + s) % 7 === 3,
    ...(bundleDeployment ? { bundleDeployment } : {}),
    ...(behaviors[(i * 5 + s) % behaviors.length] ? { behavior: behaviors[(i * 5 + s) % behaviors.length] } : {}),
    ...(!bundleDeployment && i % 2 === 1 ? { joinsAtRound: i % 4 === 1 ? 2 : 50 } : {}),
  })));
  for (const timeline of [false, true]) {
    for (const rolloutStrategy of [
      {},
      { maxUnavailable: 1, partitions: [{ name: 'prod', clusterSelector: { matchLabels: { env: 'prod' } } }, { name: 'tier0', clusterSelector: { matchLabels: { tier: '0' } } }] },
    ]) {
      const sim = assertClustersAsJson({
        clusters, rolloutStrategy, timeline, maxRounds: 12, start: 'deployed',
        events: [{ action: 'update', round: 1 }, { action: 'pauseCluster', round: 3, cluster: 'fleet-default/plain-0' }],
      });
      if (timeline) assert.ok(sim.clusters.some((c) => c.timeline.length > 2), 'timelines are written');
    }
  }
});

test('cluster lists built from columns equal their JSON on the kubectl fixtures', () => {
  for (const name of ['list.yaml', 'documents.yaml', 'live-rollout.yaml']) {
    const imported = importFleetObjects(fixture(`kubectl/fleet/${name}`));
    for (const timeline of [false, true]) assertClustersAsJson({ ...imported.input, paused: imported.paused, timeline });
  }
});
