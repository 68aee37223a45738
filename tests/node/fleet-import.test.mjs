// importFleetObjects through the package: kubectl output (or a fleet.yaml) in,
// a rollout that planPartitions and simulateRollout take, what was skipped and
// noted, errors naming the object, the field, the line and the column.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { importFleetObjects, planPartitions, simulateRollout, strategyToYaml, parseFleetYaml, explainCluster } from '../../dist/pkg/node.mjs';

const fixture = (name) => readFileSync(new URL(`../../crates/placement/tests/fixtures/kubectl/fleet/${name}`, import.meta.url), 'utf8');

test('a kubectl List: the bundle, its targets, the groups; planned and simulated', () => {
  const imported = importFleetObjects(fixture('list.yaml'));
  const { input, paused, source, notTargeted, skipped, notes, targets } = imported;
  assert.equal(source, 'Bundle fleet-default/shop-apps-storefront');
  assert.equal(paused, false);
  assert.deepEqual(input.clusters.map((c) => c.name), ['canary-1', 'prod-eu-1', 'prod-eu-2', 'prod-us-1', 'prod-us-2']);
  assert.equal(input.clusters[0].namespace, 'fleet-default');
  assert.equal(input.clusters[0].labels.stage, 'canary');
  assert.equal(input.clusters[4].paused, true);
  assert.deepEqual(input.clusterGroups.map((g) => g.name), ['canary', 'production-eu', 'production-us']);
  assert.deepEqual(notTargeted, [
    { name: 'dev-1', why: 'matches none of the target restrictions', whyMessage: { id: 'import-fleet-not-target-restricted', args: {} } },
  ]);
  assert.deepEqual(targets.map((t) => [t.field, t.criteria.name, t.clusters]), [
    ['spec.targets[0]', 'eu-registry', 3],
    ['spec.targets[1]', 'production', 2],
    ['spec.targetRestrictions[0]', 'production', 5],
  ]);
  assert.deepEqual(skipped.map((s) => [s.kind, s.name]), [['ClusterGroup', 'fleet-local/default'], ['Cluster', 'fleet-local/local']]);
  assert.equal(notes.filter((n) => n.startsWith('Cluster spec.kubeConfigSecret:')).length, 1);

  const plan = planPartitions(input);
  assert.deepEqual(plan.partitions.map((p) => [p.name, p.members, p.maxUnavailable.value]), [
    ['canary', ['canary-1'], 1],
    ['europe', ['prod-eu-1', 'prod-eu-2'], 1],
    ['america', ['prod-us-1', 'prod-us-2'], 1],
  ]);
  const sim = simulateRollout({ ...input, paused });
  assert.equal(sim.rounds[0].created, 3);
  assert.equal(sim.outcome.kind, 'stalled', JSON.stringify(sim.outcome));
  // The strategy exports and reads back equal.
  assert.deepEqual(parseFleetYaml(strategyToYaml(input.rolloutStrategy)).rolloutStrategy, input.rolloutStrategy);
});

test('JSON and several documents give the same import', () => {
  const list = importFleetObjects(fixture('list.yaml'));
  assert.deepEqual(importFleetObjects(fixture('list.json')), list);
  assert.deepEqual(importFleetObjects(fixture('documents.yaml')), list);
});

test('other kinds are skipped; another bundle can be chosen', () => {
  const text = `${fixture('list.yaml')}---\n${fixture('extras.yaml')}`;
  const first = importFleetObjects(text);
  assert.deepEqual(first.bundles, ['fleet-default/shop-apps-storefront', 'fleet-default/shop-apps-checkout']);
  assert.deepEqual(first.skipped.filter((s) => s.kind !== 'ClusterGroup' && s.name.startsWith('fleet-default/')).map((s) => s.kind),
    ['GitRepo', 'ConfigMap', 'Cluster', 'Bundle']);
  const chosen = importFleetObjects(text, { bundle: 'shop-apps-checkout' });
  assert.equal(chosen.paused, true);
  assert.deepEqual(chosen.input.clusters.map((c) => c.name), ['prod-eu-1', 'prod-eu-2']);
  assert.ok(chosen.notes.some((n) => n.includes('"beta-testers"')), chosen.notes.join('\n'));
  assert.throws(() => importFleetObjects(text, { bundle: 'nope' }), (e) => e.path === 'bundle' && e.value === 'nope');
  assert.throws(() => importFleetObjects(text, { bundel: 'x' }), (e) => /bundel/.test(e.message));
});

test('errors name the object, the field, the value, the line and the column', () => {
  // #37: a strategy value is kept as the Bundle holds it; Fleet's controller fails the
  // reconcile once it reads it, and so does planning, with the controller's text.
  const kept = importFleetObjects(fixture('bad-strategy.yaml'));
  assert.equal(kept.input.rolloutStrategy.maxUnavailable, 'ten');
  assert.throws(() => planPartitions({ ...kept.input, clusters: [{ name: 'c1' }] }), (e) => {
    assert.equal(e.path, 'rolloutStrategy.maxUnavailable');
    assert.match(e.message, /ending with %\): ten/);
    return true;
  });
  assert.throws(() => importFleetObjects(fixture('bad-duplicate.yaml')), (e) => {
    assert.equal(e.path, 'Cluster fleet-default/edge-1: metadata.name');
    assert.match(e.message, /a second Cluster with this name in namespace fleet-default/);
    assert.equal(e.line, 33);
    return true;
  });
  assert.throws(() => importFleetObjects('apiVersion: v1\nitems:\n- kind: [Cluster\n'), (e) => {
    assert.match(e.message, /^line 3, column \d+: /);
    assert.equal(e.line, 3);
    assert.equal(typeof e.column, 'number');
    return true;
  });
  assert.throws(() => importFleetObjects(fixture('bad-truncated.json')), (e) => typeof e.line === 'number');
  assert.equal(importFleetObjects('rolloutStrategy:\n  maxUnavailable: ten\n').input.rolloutStrategy.maxUnavailable, 'ten'); // #37: kept as written
});

test('the declarations type the import', () => {
  const dts = readFileSync(new URL('../../dist/pkg/fleet.d.ts', import.meta.url), 'utf8');
  assert.match(dts, /importFleetObjects\(text: string, options\?: FleetImportOptions \| null\): FleetImport;/);
  assert.match(dts, /export interface FleetImport \{/);
  assert.match(dts, /notTargeted: NotTargeted\[\];/);
});

// Issue #14: BundleDeployments are read; the simulation starts where the rollout stands.
test('pasted BundleDeployments give each target its starting state and the bundle its version', () => {
  const imported = importFleetObjects(fixture('live-rollout.yaml'));
  assert.equal(imported.version, 2);
  assert.deepEqual(imported.input.clusters[1].bundleDeployment,
    { stagedDeploymentID: 2, deploymentID: 2, appliedDeploymentID: 1, ready: true });
  const sim = simulateRollout({ ...imported.input, version: imported.version });
  assert.equal(sim.rounds[0].status.readyMessage, 'WaitApplied(3) [Cluster fleet-default/b]');
  assert.equal(sim.rounds[0].waits[0].kind, 'bundleLimit');
});

// rancher/fleet target/builder.go getNamespacesForBundle and Manager.Targets: a
// BundleNamespaceMapping brings fleet-eu in; "edge" is then two targets, sorted by name only.
test('BundleNamespaceMappings: mappedNamespaces, one name in two namespaces, each answered by namespace/name', () => {
  const imported = importFleetObjects(fixture('namespace-mappings.yaml'));
  assert.equal(imported.namespace, 'fleet-default');
  assert.deepEqual(imported.mappedNamespaces, ['fleet-eu']);
  const input = { ...imported.input, version: imported.version, maxRounds: 6 };
  const sim = simulateRollout(input);
  assert.deepEqual(sim.clusters.map((c) => `${c.namespace}/${c.name}`), ['fleet-eu/core', 'fleet-default/edge', 'fleet-eu/edge']);
  const eu = explainCluster(input, 'fleet-eu/edge', 1);
  assert.equal(eu.cluster, 'fleet-eu/edge');
  assert.notDeepEqual(eu.answer, explainCluster(input, 'fleet-default/edge', 1).answer);
  assert.equal(explainCluster(input, 'fleet-us/edge', 1), undefined);
  // Without the Namespace objects, the import says what to fetch.
  const bare = importFleetObjects(fixture('namespace-mappings.yaml').replace(/- apiVersion: v1\n  kind: Namespace\n.*\n/g, ''));
  assert.equal(bare.mappedNamespaces, undefined);
  assert.equal(bare.missing.find((m) => m.kinds[0] === 'namespaces').command, 'kubectl get namespaces fleet-eu fleet-us -o yaml');
});

