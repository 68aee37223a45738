// The Fleet rollout API of the engine package, called as a user would from Node:
// the docs scenarios (as the controller behaves), errors with paths, fleet.yaml.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  planPartitions, simulateRollout, clusterStateAt, parseFleetYaml, strategyToYaml, fleetLimit,
} from '../../dist/pkg/node.mjs';

const LIMIT_ERROR = 'invalid maxUnavailable, must be int or percentage (ending with %)';
const fleet = (n, labels = () => undefined, pad = 3) =>
  Array.from({ length: n }, (_, i) => {
    const c = { name: `c-${String(i).padStart(pad, '0')}` };
    const l = labels(i);
    if (l) c.labels = l;
    return c;
  });
const sizes = (partitions) => partitions.map((p) => (p.members ?? []).length || p.count);
const throwsAt = (fn, path, message) =>
  assert.throws(fn, (e) => {
    assert.ok(e instanceof Error, 'an Error');
    assert.equal(e.path, path, e.message);
    if (message) assert.match(e.message, message);
    return true;
  });

test('230 clusters at 25 %: 57 × 4 + 2, rounding explained, byte order', () => {
  const plan = planPartitions({
    rolloutStrategy: { maxUnavailable: '10%' },
    clusters: fleet(230, () => undefined, 0),
  });
  assert.equal(plan.manual, false);
  assert.deepEqual(sizes(plan.partitions), [57, 57, 57, 57, 2]);
  assert.equal(plan.partitions[0].name, 'Partition 0 - 57');
  assert.equal(plan.partitions[4].name, 'Partition 228 - 230');
  assert.deepEqual(plan.targets.slice(0, 3), ['c-0', 'c-1', 'c-10']);
  assert.equal(plan.partitions[0].maxUnavailable.value, 5);
  assert.equal(plan.partitions[0].maxUnavailable.explanation, '10% of 57 → floor(5.7) = 5');
  assert.equal(plan.maxUnavailable.value, 23);
  assert.equal(plan.maxNew, 50);
  assert.deepEqual(plan.explanation, [
    '230 targets ≥ autoPartitionThreshold 200: automatic partitions',
    'partition size: autoPartitionSize 25% of 230 → floor(57.5) = 57',
    'partitions: 4 × 57 + 2',
  ]);
});

test('200 clusters with the defaults: 4 × 50, 50 created per round, no readiness wait', () => {
  const sim = simulateRollout({ clusters: fleet(200), defaultBehavior: { kind: 'notReady' } });
  assert.deepEqual(sizes(sim.partitions), [50, 50, 50, 50]);
  assert.deepEqual(sim.rounds.slice(0, 4).map((r) => r.created), [50, 50, 50, 50]);
  assert.equal(sim.rounds[0].stopped, null);
});

test('100 clusters at 10 %: one partition All, 50 + 50 created even when none is ready', () => {
  const sim = simulateRollout({
    rolloutStrategy: { maxUnavailable: '10%' },
    defaultBehavior: { kind: 'notReady' },
    clusters: fleet(100),
  });
  assert.deepEqual(sim.partitions.map((p) => p.name), ['All']);
  assert.equal(sim.rounds[0].created, 50);
  assert.equal(sim.rounds[1].created, 50);
  assert.ok(sim.rounds[0].stopped, 'the partition is unavailable after round 1');
  assert.equal(sim.outcome.kind, 'stalled');
});

test('50 clusters at 10 %: all created at once, the update goes 5 per round', () => {
  const sim = simulateRollout({
    rolloutStrategy: { maxUnavailable: '10%' },
    defaultBehavior: { kind: 'ready', afterRounds: 1 },
    start: 'deployed',
    events: [{ action: 'update', round: 1 }],
    clusters: fleet(50),
  });
  assert.deepEqual(sim.partitions.map((p) => p.count), [50]);
  assert.equal(sim.rounds[0].promoted, 5);
  assert.ok(sim.rounds.every((r) => r.promoted <= 5));
  assert.equal(sim.outcome.kind, 'complete');
  const initial = simulateRollout({ rolloutStrategy: { maxUnavailable: '10%' }, clusters: fleet(50) });
  assert.equal(initial.rounds[0].created, 50);
});

test('100 clusters at 10 %: the update goes 10 per round', () => {
  const sim = simulateRollout({
    rolloutStrategy: { maxUnavailable: '10%' },
    defaultBehavior: { kind: 'ready', afterRounds: 1 },
    start: 'deployed',
    events: [{ action: 'update', round: 1 }],
    clusters: fleet(100),
  });
  assert.equal(sim.rounds[0].promoted, 10);
  assert.equal(Math.max(...sim.rounds.map((r) => r.promoted)), 10);
});

test('200 clusters, autoPartitionSize 10 %, maxUnavailablePartitions 1: 10 × 20', () => {
  const plan = planPartitions({
    rolloutStrategy: { autoPartitionSize: '10%', maxUnavailablePartitions: 1 },
    clusters: fleet(200),
  });
  assert.deepEqual(sizes(plan.partitions), Array(10).fill(20));
  assert.equal(plan.maxUnavailablePartitions.value, 1);
});

test('manual strict partitions with maxUnavailable 0: an update never starts', () => {
  const clusters = fleet(20, (i) => ({ env: i < 5 ? 'staging' : 'prod' }));
  const rolloutStrategy = {
    maxUnavailable: 0,
    partitions: [
      { name: 'staging', clusterSelector: { matchLabels: { env: 'staging' } } },
      { name: 'prod', clusterSelector: { matchLabels: { env: 'prod' } } },
    ],
  };
  const initial = simulateRollout({ rolloutStrategy, clusters });
  assert.equal(initial.outcome.kind, 'complete');
  const update = simulateRollout({ rolloutStrategy, clusters, start: 'deployed', events: [{ action: 'update', round: 1 }] });
  assert.equal(update.rounds.reduce((s, r) => s + r.promoted, 0), 0);
  assert.equal(update.outcome.kind, 'stalled');
  // maxUnavailable 0: the bundle-wide limit holds every staging cluster back; prod is never reached.
  assert.deepEqual(update.rounds[0].waits.map((w) => [w.kind, w.partition, w.waiting]), [['bundleLimit', 'staging', 5]]);
  assert.equal(update.rounds[0].stopped.partition, 'staging');
});

test('image-pull storm, 5 partitions × 40 at 10 %: 5 not ready block the next partition, 4 do not', () => {
  const run = (bad) => simulateRollout({
    rolloutStrategy: { maxUnavailable: '10%', autoPartitionSize: 40 },
    clusters: fleet(200).map((c, i) => (i < bad ? { ...c, behavior: { kind: 'notReady' } } : c)),
  });
  const blocked = run(5);
  assert.deepEqual(sizes(blocked.partitions), [40, 40, 40, 40, 40]);
  assert.equal(blocked.partitions[0].maxUnavailable.value, 4);
  assert.equal(blocked.rounds[0].created, 40);
  assert.equal(blocked.outcome.kind, 'stalled');
  assert.equal(blocked.rounds.at(-1).stopped.partition, 'Partition 0 - 40');
  assert.equal(blocked.rounds.at(-1).stopped.notUpToDateOrUnavailable, 5);
  const flows = run(4);
  assert.equal(flows.rounds.at(-1).stopped, null, 'no partition blocks');
  assert.equal(flows.clusters.filter((c) => c.state === 'Ready').length, 196);
  const created = flows.rounds.map((r) => r.created);
  assert.equal(created.reduce((a, b) => a + b, 0), 200);
});

test('manual partitions: unmatched clusters are never deployed; a partition with no criteria matches nothing', () => {
  const plan = planPartitions({
    rolloutStrategy: { partitions: [{ name: 'canary', clusterName: 'c-000' }, { name: 'empty' }] },
    clusters: fleet(5),
  });
  assert.equal(plan.manual, true);
  assert.deepEqual(plan.partitions[0].members, ['c-000']);
  assert.deepEqual(plan.partitions[1].members, []);
  assert.deepEqual(plan.unmatched, ['c-001', 'c-002', 'c-003', 'c-004']);
  assert.ok(plan.warnings.some((w) => /empty/.test(w)), plan.warnings.join('\n'));
});

test('clusterStateAt replays a cluster timeline', () => {
  const sim = simulateRollout({ rolloutStrategy: { maxUnavailable: '10%' }, clusters: fleet(3) });
  assert.equal(clusterStateAt(sim, 0, 0).state, 'Pending');
  assert.equal(clusterStateAt(sim, 0, 1).state, 'Ready');
  const off = simulateRollout({ clusters: fleet(3), timeline: false });
  assert.equal(clusterStateAt(off, 0, 1), undefined);
  throwsAt(() => clusterStateAt(sim, 7, 1), 'cluster', /no cluster with this index \(3 clusters\)/);
  const broken = { ...sim, clusters: [{ ...sim.clusters[0], timeline: 'x' }] };
  throwsAt(() => clusterStateAt(broken, 0, 1), 'clusters[0].timeline');
});

test('fleetLimit is Fleet\'s limit(), with the rounding explained', () => {
  assert.deepEqual(fleetLimit(230, ['25%']), {
    value: 57,
    explanation: '25% of 230 → floor(57.5) = 57',
    explanationMessage: {
      id: 'fleet-limit-percent',
      args: { count: 230, exactTenThousandths: 575000, floor: 57, percent: '25%', result: 57 },
    },
  });
  assert.equal(fleetLimit(4, ['10%']).value, 1);
  assert.equal(fleetLimit(10, ['0%']).value, 1);
  assert.equal(fleetLimit(10, [0]).value, 0);
  assert.equal(fleetLimit(10, [null, '50']).value, 50);
  throwsAt(() => fleetLimit(10, ['5x']), '[0]', new RegExp(LIMIT_ERROR.replace(/[()%]/g, '.')));
});

test('limit() edges as Go gives them (#37): error texts, Atoi overflow, amd64 int()', () => {
  assert.throws(() => fleetLimit(10, ['5x']), (e) => e.message.includes(`${LIMIT_ERROR}: 5x`));
  assert.throws(() => fleetLimit(10, ['abc%']),
    (e) => e.message.includes('failed to parse abc%: strconv.ParseFloat: parsing "abc": invalid syntax'));
  assert.equal(fleetLimit(0, ['abc%']).value, 1); // count ≤ 0 → 1 before the value is read
  assert.equal(fleetLimit(10, ['99999999999999999999']).explanationMessage.id, 'fleet-limit-string-overflow');
  const nan = fleetLimit(10, ['NaN%']);
  assert.equal(nan.value, 1);
  assert.equal(nan.explanationMessage.id, 'fleet-limit-percent-int-undefined');
});

test('lenient like the controller (#37): unread values and bad group selectors run, with warnings', () => {
  const abc = simulateRollout({ clusters: fleet(10), rolloutStrategy: { autoPartitionSize: 'abc' } });
  const unread = abc.warningMessages.find((m) => m.id === 'fleet-warning-unread-value');
  assert.equal(unread.args.field, 'rolloutStrategy.autoPartitionSize');
  assert.equal(unread.args.error, `${LIMIT_ERROR}: abc`);
  assert.equal(unread.args.reason[0].id, 'fleet-unread-below-threshold');
  const empty = planPartitions({ clusters: fleet(2), rolloutStrategy: { partitions: [
    { name: 'none', clusterName: 'missing', maxUnavailable: 'x' }, { name: 'all', clusterSelector: {} }] } });
  assert.equal(empty.partitions[0].maxUnavailable.value, 1);
  assert.ok(empty.warningMessages.some((m) => m.id === 'fleet-warning-unread-value'));
  const groups = planPartitions({
    clusters: fleet(2),
    clusterGroups: [{ name: 'g', selector: { matchExpressions: [{ key: 'env', operator: 'In', values: [] }] } }],
    rolloutStrategy: { partitions: [{ name: 'p', clusterGroup: 'g' }] },
  });
  const log = groups.warningMessages.find((m) => m.id === 'fleet-warning-group-selector');
  assert.equal(log.args.log, 'invalid selector on clusterGroup');
  assert.equal(log.args.error, "values: Invalid value: null: for 'in', 'notin' operators, values set can't be empty");
  assert.deepEqual(groups.partitions[0].members, []);
});

test('the Ready message carries MessageFromDeployment and resource status entries (#37)', () => {
  const sim = simulateRollout({ version: 1, rolloutStrategy: { maxUnavailable: 0 }, clusters: [{ name: 'c1', bundleDeployment: {
    stagedDeploymentID: 2, deploymentID: 1, appliedDeploymentID: 1, ready: true, deployedMessage: 'err X',
    nonReadyStatus: [{ kind: 'Deployment', apiVersion: 'apps/v1', namespace: 'app', name: 'web', summary: { state: 'in-progress' } }] } }] });
  const status = sim.rounds[0].status;
  assert.equal(status.readyMessage, 'OutOfSync(1) [Cluster fleet-default/c1: err X]; deployment.apps app/web in-progress');
  assert.equal(status.summary.nonReadyResources[0].nonReadyStatus[0].name, 'web');
});

test('bad input: a JS Error naming the field, never a panic', () => {
  const base = () => ({ clusters: fleet(3) });
  throwsAt(() => simulateRollout({ ...base(), rolloutStrategy: { maxUnavailable: 'ten' } }),
    'rolloutStrategy.maxUnavailable', /must be int or percentage \(ending with %\)/);
  // A negative number written as a string fails in Fleet's limit(); a negative integer does not (#14).
  throwsAt(() => simulateRollout({ ...base(), rolloutStrategy: { maxUnavailable: '-2' } }),
    'rolloutStrategy.maxUnavailable', /must be int or percentage/);
  assert.throws(() => simulateRollout({ ...base(), rolloutStrategy: { maxUnavailble: '10%' } }),
    (e) => e instanceof Error && e.path.startsWith('rolloutStrategy') && /unknown field `maxUnavailble`/.test(e.message));
  throwsAt(() => planPartitions({ clusters: [{ name: 'a' }, { name: 'a' }] }), 'clusters[1].name', /duplicate/);
  throwsAt(() => planPartitions({
    clusters: fleet(2),
    rolloutStrategy: { partitions: [{ name: 'p', clusterSelector: { matchExpressions: [{ key: 'env', operator: 'In' }] } }] },
  }), 'rolloutStrategy.partitions[0].clusterSelector.matchExpressions[0].values');
  throwsAt(() => planPartitions({
    clusters: fleet(2),
    rolloutStrategy: { partitions: [{ name: 'p', clusterSelector: { matchLabels: { 'bad key!': 'x' } } }] },
  }), 'rolloutStrategy.partitions[0].clusterSelector.matchLabels["bad key!"]');
  assert.throws(() => simulateRollout(undefined), Error);
  assert.throws(() => simulateRollout({ clusters: 'no' }), (e) => e.path === 'clusters');
});

test('fleet.yaml: parse, write back, and errors with line and column', () => {
  const text = 'defaultNamespace: demo\nrolloutStrategy:\n  maxUnavailable: 10%\n  maxNew: 5\n  partitions:\n  - name: canary\n    clusterSelector:\n      matchLabels:\n        env: staging\n';
  const parsed = parseFleetYaml(text);
  assert.deepEqual(parsed.rolloutStrategy.maxUnavailable, '10%');
  assert.equal(parsed.rolloutStrategy.maxNew, 5);
  assert.deepEqual(parsed.rolloutStrategy.partitions[0].clusterSelector, { matchLabels: { env: 'staging' } });
  const yaml = strategyToYaml(parsed.rolloutStrategy);
  assert.match(yaml, /^rolloutStrategy:\n {2}maxUnavailable: "10%"\n/);
  assert.deepEqual(parseFleetYaml(yaml), parsed);
  assert.equal(strategyToYaml({}), 'rolloutStrategy: {}\n');

  assert.throws(() => parseFleetYaml('rolloutStrategy:\n  maxUnavailble: 10%\n'), (e) => {
    assert.equal(e.line, 2, e.message);
    assert.ok(e.column >= 1);
    assert.match(e.message, /line 2, column \d+: .*maxUnavailble/);
    return true;
  });
  assert.throws(() => parseFleetYaml('rolloutStrategy:\n  maxNew: [1\n'), (e) => typeof e.line === 'number' && /line/.test(e.message));
  // #37: values are kept as written; Fleet reads them only when a reconcile reaches them.
  assert.equal(parseFleetYaml('rolloutStrategy:\n  maxUnavailable: ten\n').rolloutStrategy.maxUnavailable, 'ten');
  assert.equal(strategyToYaml({ maxUnavailable: 'ten' }), 'rolloutStrategy:\n  maxUnavailable: "ten"\n');
});

test('TypeScript declarations and JSON Schemas of the Fleet inputs are published', () => {
  const dts = readFileSync(new URL('../../dist/pkg/fleet.d.ts', import.meta.url), 'utf8');
  assert.match(dts, /planPartitions\(input: PlanInput\): PartitionPlan;/);
  assert.match(dts, /simulateRollout\(input: RolloutInput\): RolloutSimulation;/);
  assert.match(dts, /parseFleetYaml\(text: string\): FleetYaml;/);
  assert.match(dts, /export interface RolloutStrategy \{/);
  for (const [name, title, required] of [
    ['fleet-plan-input', 'PlanInput', ['clusters']],
    ['fleet-rollout-input', 'RolloutInput', ['clusters']],
  ]) {
    const schema = JSON.parse(readFileSync(new URL(`../../dist/pkg/schema/${name}.schema.json`, import.meta.url)));
    assert.equal(schema.title, title);
    assert.deepEqual(schema.required, required);
  }
});

test('the complete example of web/npm/README.md runs as written', async () => {
  const readme = readFileSync(new URL('../../web/npm/README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## Fleet rollouts'));
  const code = section.match(/```js\n([\s\S]*?)```/)[1]
    .replace("'@placement-playground/engine'", JSON.stringify(new URL('../../dist/pkg/node.mjs', import.meta.url).href));
  const module = await import(`data:text/javascript,${encodeURIComponent(`${code}\nexport { sim, plan };`)}`);
  assert.deepEqual(module.plan.partitions.map((p) => p.members.length), [57, 57, 57, 57, 2]);
  assert.ok(module.sim.rounds.length > 0);
  assert.equal(module.sim.partitions.map((p) => p.name).join(), 'canary,staging,prod-eu,all-groups');
});

// Issue #14: what Fleet accepts is accepted, with a warning in the result
// (rancher/fleet target/status.go limit(), target/rollout.go autoPartition,
// target/partition.go UpdatePartitions).
test('negative strategy numbers are handled as Fleet handles them, with warnings', () => {
  const sim = simulateRollout({ clusters: fleet(3), rolloutStrategy: { maxNew: -1, maxUnavailable: -2 }, maxRounds: 3 });
  assert.ok(sim.rounds.every((r) => r.created === 0));
  assert.equal(sim.maxUnavailable.value, 0);
  assert.match(sim.warnings.join('\n'), /rolloutStrategy\.maxNew is -1: /);
  assert.match(sim.warnings.join('\n'), /rolloutStrategy\.maxUnavailable is -2: Fleet's limit\(\) clamps a negative integer to 0\./);
  const plan = planPartitions({ clusters: fleet(300), rolloutStrategy: { autoPartitionThreshold: -1 } });
  assert.deepEqual(plan.partitions.map((p) => p.name), ['All']);
});

// summary.go ReadyMessage: one piece per state, the first listed target; cluster groups per group
// (target/rollout.go manualPartition); unnamed partitions keep an empty status name.
test('Ready message, per-group matching and unnamed partitions follow Fleet\'s code', () => {
  const sim = simulateRollout({ clusters: fleet(12), rolloutStrategy: { maxNew: 5 }, maxRounds: 2 });
  assert.equal(sim.rounds[0].status.readyMessage, `Pending(12) [Cluster fleet-default/${fleet(12)[0].name}]`);
  const plan = planPartitions({
    clusters: [{ name: 'lonely' }, { name: 'eu', labels: { geo: 'eu' } }],
    clusterGroups: [{ name: 'eu', labels: { region: 'eu' }, selector: { matchLabels: { geo: 'eu' } } }],
    rolloutStrategy: { partitions: [{ clusterGroupSelector: { matchExpressions: [{ key: 'region', operator: 'DoesNotExist' }] } }] },
  });
  assert.deepEqual(plan.partitions[0].members, ['lonely']);
  assert.equal(plan.partitions[0].name, '');
  assert.equal(plan.partitions[0].label, 'partitions[0] (unnamed)');
});

// target/builder.go Manager.Targets; status.go upToDate / isUnavailable; target.go effectiveDeployment.
test('a simulation starts from any BundleDeployment state, names in several namespaces', () => {
  const sim = simulateRollout({
    version: 1,
    paused: true,
    clusters: [
      { name: 'edge', namespace: 'b', bundleDeployment: { stagedDeploymentID: 2, deploymentID: 2, appliedDeploymentID: 1, ready: true } },
      { name: 'edge', namespace: 'a', bundleDeployment: { stagedDeploymentID: 1, deploymentID: 1, appliedDeploymentID: 3, ready: true } },
    ],
    maxRounds: 1,
  });
  assert.deepEqual(sim.clusters.map((c) => `${c.namespace}/${c.name}`), ['a/edge', 'b/edge']);
  assert.equal(clusterStateAt(sim, 0, 0).state, 'WaitApplied'); // agent ahead: applied 3 ≠ wanted 1
  assert.equal(clusterStateAt(sim, 1, 0).state, 'OutOfSync'); // rollback: applied = wanted 1, staged 2
  assert.equal(sim.rounds[0].partitions[0].unavailable, 2);
  throwsAt(() => simulateRollout({ clusters: [{ name: 'x', namespace: 'a' }, { name: 'x', namespace: 'b' }],
    events: [{ action: 'pauseCluster', round: 1, cluster: 'x' }] }), 'events[0].cluster', /namespace\/name/);
});
