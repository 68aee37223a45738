// The deferred parts of a prepared handle's results (issue #15): a Longhorn
// schedule's volumes[i].steps, a Fleet simulation's clusters and rounds and a
// capacity filter's nodes stay in the module until read (and a schedule's
// disksAfter). Read in any order, from older results after newer calls,
// they equal the whole-input functions' results (the reference: written as JSON
// text and parsed at once) text for text; read after free() they throw a clear
// Error; results dropped unread are released without disturbing the handle.
// A Fleet result's rounds are written straight as JS objects (serde-wasm-bindgen), a
// cluster list as columns, in simulateRollout too, which transport.test.mjs checks
// against JSON; a Longhorn explanation's rows as columns in scheduleReplicas too,
// which longhorn-columns.test.mjs checks against whatIf's JSON; a capacity result's
// nodes as JSON text. The reference is JSON text: the crafted cases below
// hold what the two could write differently (integers beyond 2^53, which JSON.parse rounds; scores of
// empty disks; nulls).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  explainVolume, filterNodes, importCapacityObjects, importFleetObjects, prepareCapacityCluster, importLonghornObjects, prepareFleetRollout, prepareLonghornCluster, scheduleReplicas,
  simulateRollout,
} from '../../dist/pkg/node.mjs';
import { initSync as longhornModule } from '../../dist/pkg/longhorn.js';
import { initSync as capacityModule } from '../../dist/pkg/capacity.js';
import { initSync as fleetModule } from '../../dist/pkg/fleet.js';

// The modules node.mjs has already started: initSync hands back the running instance's exports.
const moduleExports = Object.fromEntries([['longhorn', longhornModule], ['capacity', capacityModule], ['fleet', fleetModule]]
  .map(([name, init]) => [name, init({ module: readFileSync(new URL(`../../dist/pkg/${name}_bg.wasm`, import.meta.url)) })]));

const fixture = (path) => readFileSync(new URL(`../../crates/placement/tests/fixtures/${path}`, import.meta.url), 'utf8');
const thrown = (fn) => { try { fn(); } catch (e) { return e; } assert.fail('did not throw'); };
const same = (actual, expected) => assert.equal(JSON.stringify(actual), JSON.stringify(expected));

function random(seed) {
  let state = seed >>> 0 || 1;
  const next = () => { state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0; return state; };
  return { int: (n) => next() % n, pick: (list) => list[next() % list.length] };
}

function randomScenario(seed) {
  const r = random(seed);
  const nodes = Array.from({ length: 1 + r.int(6) }, (_, i) => ({
    name: `n${i}`,
    zone: r.pick(['a', 'b', 'c']),
    disks: Array.from({ length: 1 + r.int(3) }, (_, d) => ({ name: `d${d}`, storageMaximum: '100Gi', storageAvailable: `${r.int(101)}Gi` })),
  }));
  const volumes = Array.from({ length: 1 + r.int(4) }, (_, i) => ({ name: `v${i}`, size: `${1 + r.int(60)}Gi`, numberOfReplicas: 1 + r.int(3) }));
  return { settings: { 'replica-soft-anti-affinity': r.int(2) === 1 }, nodes, volumes };
}

function assertLonghornParts(scenario) {
  const prepared = prepareLonghornCluster(scenario);
  try {
    for (const options of [undefined, { explain: 'full' }, { explain: 'summary' }, { explain: 'none' }]) {
      const first = prepared.scheduleReplicas(options);
      const second = prepared.scheduleReplicas(options);
      const others = prepared.scheduleVolumes(scenario.volumes.slice(0, 1), options);
      const reference = scheduleReplicas(scenario, options);
      // The newer result's steps first, last volume first.
      [...second.volumes].reverse().forEach((v) => v.steps);
      same(second, reference);
      same(first, reference);
      same(others, scheduleReplicas({ ...scenario, volumes: scenario.volumes.slice(0, 1) }, options));
      assert.deepEqual(first, reference);
      // Once read, a part is an ordinary property.
      const read = Object.getOwnPropertyDescriptor(first.volumes[0], 'steps');
      assert.ok(Array.isArray(read.value) && read.writable && read.enumerable);
      // Every disk's storage after the run is a part too, whatever the level.
      const disks = Object.getOwnPropertyDescriptor(prepared.scheduleReplicas(options), 'disksAfter');
      assert.equal(typeof disks.get, 'function', 'disksAfter is fetched on first read');
    }
    // explainVolume, written as the steps are (JS objects), equals the whole-input one (JSON text).
    for (const volume of scenario.volumes) same(prepared.explainVolume(volume.name), explainVolume(scenario, volume.name));
  } finally {
    prepared.free();
  }
}

test('deferred steps read as scheduleReplicas writes them (and explainVolume as its own), on the imported fixtures and 80 random scenarios', () => {
  for (const name of ['longhorn-list.yaml', 'longhorn-documents.yaml', 'longhorn-engine-image.yaml']) {
    assertLonghornParts(importLonghornObjects(fixture(name)).scenario);
  }
  for (let seed = 1; seed <= 80; seed++) assertLonghornParts(randomScenario(seed));
});

test('deferred steps equal the JSON reference where JSON rounds or writes null: 7 EiB disks, empty disks, one-disk nodes', () => {
  const disk = (name, storageMaximum, storageAvailable) => ({ name, storageMaximum, storageAvailable });
  const scenario = {
    settings: { 'storage-minimal-available-percentage': 0, 'replica-soft-anti-affinity': true },
    nodes: [
      { name: 'huge', zone: 'a', disks: [disk('d0', '7Ei', '7Ei'), disk('d1', '100Gi', '0')] },
      { name: 'empty', zone: 'b', disks: [disk('d0', '100Gi', '0'), disk('d1', '100Gi', '0')] },
      { name: 'exact', zone: 'c', disks: [disk('d0', '100Gi', '1Gi')] },
    ],
    volumes: [{ name: 'v', size: '1Gi', numberOfReplicas: 3 }, { name: 'w', size: '200Gi', numberOfReplicas: 2 }],
  };
  const text = JSON.stringify(scheduleReplicas(scenario, { explain: 'full' }));
  assert.match(text, /8070450532247929000/); // the 7 EiB bytes, rounded by JSON.parse
  assertLonghornParts(scenario);
});

const STRATEGIES = [{ maxUnavailable: 1 }, { maxUnavailable: '50%', autoPartitionSize: '25%' }, { maxUnavailablePartitions: 0, autoPartitionSize: 2 }];

function assertFleetParts(input, strategies) {
  const prepared = prepareFleetRollout(input);
  try {
    const results = [[prepared.simulation(), input], [prepared.simulation(), input]];
    for (const strategy of strategies) {
      results.push([prepared.setStrategy(strategy), { ...input, rolloutStrategy: strategy }]);
      results.push([prepared.simulation({ clusters: true }), { ...input, rolloutStrategy: strategy }]);
    }
    // Newest first: the older results' clusters were kept when the simulation was replaced.
    for (const [result, now] of results.reverse()) same(result, simulateRollout(now));
    const last = strategies.at(-1) ?? input.rolloutStrategy;
    assert.deepEqual(prepared.simulation({ clusters: false }).clusters, []);
    assert.deepEqual(prepared.simulation(), simulateRollout({ ...input, rolloutStrategy: last }));
  } finally {
    prepared.free();
  }
}

test('deferred clusters read as simulateRollout writes them, after setStrategy too, on fixtures and 40 random rollouts', () => {
  for (const name of ['list.yaml', 'documents.yaml', 'live-rollout.yaml']) {
    const imported = importFleetObjects(fixture(`kubectl/fleet/${name}`));
    assertFleetParts({ ...imported.input, paused: imported.paused }, STRATEGIES);
  }
  for (let seed = 1; seed <= 40; seed++) {
    const r = random(seed);
    const clusters = Array.from({ length: r.int(12) }, (_, i) => ({ name: `c-${String(i).padStart(2, '0')}` }));
    assertFleetParts({ clusters, ...(r.int(2) ? { timeline: true } : {}) }, [r.pick(STRATEGIES), r.pick(STRATEGIES)]);
  }
});

test('a simulation\'s rounds are deferred like its clusters: read in either order, each once, after setStrategy too', () => {
  const input = { clusters: Array.from({ length: 30 }, (_, i) => ({ name: `c-${i}` })), rolloutStrategy: { maxUnavailable: 2 } };
  const prepared = prepareFleetRollout(input);
  try {
    const first = prepared.simulation();
    const summary = prepared.simulation({ clusters: false });
    for (const key of ['clusters', 'rounds']) assert.equal(typeof Object.getOwnPropertyDescriptor(first, key).get, 'function', `${key} is fetched on first read`);
    assert.equal(typeof Object.getOwnPropertyDescriptor(summary, 'rounds').get, 'function');
    assert.deepEqual(Object.getOwnPropertyDescriptor(summary, 'clusters').value, []);
    const rerun = prepared.setStrategy({ maxUnavailable: '50%' });
    // The first result reads its own rounds (kept when the simulation was replaced), rounds first.
    const whole = simulateRollout(input);
    assert.deepEqual(first.rounds, whole.rounds);
    assert.equal(first.rounds, first.rounds, 'read once, then an ordinary property');
    assert.deepEqual(first.clusters, whole.clusters);
    assert.deepEqual(summary.rounds, whole.rounds);
    same(rerun, simulateRollout({ ...input, rolloutStrategy: { maxUnavailable: '50%' } }));
    assert.notDeepEqual(rerun.rounds.length, 0);
  } finally {
    prepared.free();
  }
});

test('a capacity filter\'s nodes are deferred: read from older results after newer pods, each once, as filterNodes writes them', () => {
  for (const name of ['list.yaml', 'documents.yaml', 'extras.yaml']) {
    const { cluster, pods } = importCapacityObjects(fixture(`kubectl/capacity/${name}`));
    const prepared = prepareCapacityCluster(cluster);
    try {
      const asked = [];
      for (const { pod } of pods) {
        for (const options of [undefined, { explain: 'full' }, { explain: 'summary' }]) {
          const result = prepared.filterNodes(pod, options);
          if (cluster.nodes.length > 0) {
            assert.equal(typeof Object.getOwnPropertyDescriptor(result, 'nodes').get, 'function', 'nodes are fetched on first read');
          }
          asked.push([result, filterNodes({ cluster, pod }, options)]);
        }
        const none = prepared.filterNodes(pod, { explain: 'none' });
        assert.deepEqual(Object.getOwnPropertyDescriptor(none, 'nodes').value, [], 'nothing to keep under none');
      }
      // Newest first, then the same results again: once read, nodes are an ordinary property.
      for (const [result, reference] of asked.reverse()) same(result, reference);
      for (const [result] of asked) assert.ok(Object.getOwnPropertyDescriptor(result, 'nodes').writable);
    } finally {
      prepared.free();
    }
  }
});

test('parts of results from replaced strategies are run again when read, in any interleaving, as simulateRollout answers them', () => {
  const input = { clusters: Array.from({ length: 25 }, (_, i) => ({ name: `c-${i}` })), rolloutStrategy: { maxUnavailable: 1 } };
  const prepared = prepareFleetRollout(input);
  try {
    const a = prepared.simulation();
    const b = prepared.setStrategy(STRATEGIES[1]);
    const c = prepared.setStrategy(STRATEGIES[2]);
    prepared.setStrategy({ maxUnavailable: '20%' }); // a, b and c are all replaced now
    const expected = (strategy) => simulateRollout({ ...input, rolloutStrategy: strategy });
    // One part of each, then the other parts in another order: each re-run answers for its own strategy.
    assert.deepEqual(a.rounds, expected(input.rolloutStrategy).rounds);
    assert.deepEqual(c.clusters, expected(STRATEGIES[2]).clusters);
    assert.deepEqual(b.rounds, expected(STRATEGIES[1]).rounds);
    assert.deepEqual(a.clusters, expected(input.rolloutStrategy).clusters);
    assert.deepEqual(b.clusters, expected(STRATEGIES[1]).clusters);
    assert.deepEqual(c.rounds, expected(STRATEGIES[2]).rounds);
    same(prepared.simulation(), expected({ maxUnavailable: '20%' }));
  } finally {
    prepared.free();
  }
});

test('a part read after free() throws a clear Error; parts read before stay; the module answers after', () => {
  const scenario = { ...randomScenario(4), volumes: [{ name: 'a', size: '1Gi' }, { name: 'b', size: '2Gi' }] };
  const prepared = prepareLonghornCluster(scenario);
  const result = prepared.scheduleReplicas({ explain: 'full' });
  const kept = result.volumes[0].steps;
  prepared.free();
  assert.equal(result.volumes[0].steps, kept);
  const error = thrown(() => result.volumes[1].steps);
  assert.equal(error.message, "PreparedLonghornCluster: the result's volumes[1].steps was read after free(); a prepared handle's result fetches it on first read, so read it before free()");
  assert.match(error.cause.message, /this handle was freed/);
  assert.match(thrown(() => result.disksAfter).message, /^PreparedLonghornCluster: the result's disksAfter was read after free\(\)/);
  const rollout = prepareFleetRollout({ clusters: [{ name: 'x' }] });
  const simulation = rollout.simulation();
  rollout.free();
  assert.match(thrown(() => simulation.clusters).message, /^PreparedFleetRollout: the result's clusters was read after free\(\)/);
  assert.match(thrown(() => simulation.rounds).message, /^PreparedFleetRollout: the result's rounds was read after free\(\)/);
  const { cluster, pods } = importCapacityObjects(fixture('kubectl/capacity/list.yaml'));
  const capacity = prepareCapacityCluster(cluster);
  const filtered = capacity.filterNodes(pods[0].pod);
  capacity.free();
  assert.match(thrown(() => filtered.nodes).message, /^PreparedCapacityCluster: the result's nodes was read after free\(\)/);
  assert.ok(Array.isArray(filtered.feasibleNodes), 'the rest of the result is plain data');
  same(prepareLonghornCluster(scenario).scheduleReplicas(), scheduleReplicas(scenario));
});

test('a result frozen before its parts are read (a store that deep-freezes) still reads them', () => {
  const scenario = randomScenario(12);
  const prepared = prepareLonghornCluster(scenario);
  const deepFreeze = (value) => {
    // As immer and Redux Toolkit do: the object first, then what its properties hold.
    if (value && typeof value === 'object' && !Object.isFrozen(value)) {
      Object.freeze(value);
      for (const key of Object.keys(value)) deepFreeze(value[key]);
    }
    return value;
  };
  const result = deepFreeze(prepared.scheduleReplicas({ explain: 'full' }));
  same(result, scheduleReplicas(scenario, { explain: 'full' }));
  assert.equal(result.volumes[0].steps, result.volumes[0].steps);
  const rollout = prepareFleetRollout({ clusters: [{ name: 'a' }] });
  same(deepFreeze(rollout.simulation()), simulateRollout({ clusters: [{ name: 'a' }] }));
  prepared.free();
  rollout.free();
});

test('a part can be replaced before it is read, like any property', () => {
  const prepared = prepareLonghornCluster(randomScenario(9));
  const result = prepared.scheduleReplicas();
  result.volumes[0].steps = ['mine'];
  assert.deepEqual(result.volumes[0].steps, ['mine']);
  prepared.free();
});

test('results dropped unread are released when collected, before and after free(), and the handle answers on', async () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  const scenario = randomScenario(21);
  const prepared = prepareLonghornCluster(scenario);
  const rollout = prepareFleetRollout({ clusters: [{ name: 'a' }, { name: 'b' }] });
  const { cluster, pods } = importCapacityObjects(fixture('kubectl/capacity/list.yaml'));
  const capacity = prepareCapacityCluster(cluster);
  for (let i = 0; i < 50; i++) {
    prepared.scheduleReplicas({ explain: 'full' });
    rollout.setStrategy(STRATEGIES[i % 3]);
    capacity.filterNodes(pods[i % pods.length].pod);
  }
  const freed = prepareLonghornCluster(scenario);
  freed.scheduleReplicas();
  freed.free();
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  same(prepared.scheduleReplicas(), scheduleReplicas(scenario));
  same(rollout.simulation(), simulateRollout({ clusters: [{ name: 'a' }, { name: 'b' }], rolloutStrategy: STRATEGIES[49 % 3] }));
  same(capacity.filterNodes(pods[0].pod), filterNodes({ cluster, pod: pods[0].pod }));
  prepared.free();
  rollout.free();
  capacity.free();
});

// A host asking in a synchronous loop never lets the garbage collector release the results it
// drops, so their unread parts must not stay in the module: only the latest answer's are kept,
// older results keep their question (run again if read). Kept as they were, Longhorn's steps
// grew the module by 3.8 MB a call here (the loop below: +380 MB), towards wasm's 4 GB end.
// Measured as the module's own memory (wasm memory only grows, so any kept part shows), not the
// process's RSS: the JS results dropped unread wait for a collection a synchronous loop never
// gives, and made RSS swing by more than the bound in a full test run.
test('calls in a loop that never read the parts keep the memory flat: Longhorn, capacity, Fleet', () => {
  const memoryOf = (module) => moduleExports[module].memory;
  const grown = (module, calls, call) => {
    for (let i = 0; i < 3; i++) call(i); // the module's working memory for each kind of answer
    const before = memoryOf(module).buffer.byteLength;
    for (let i = 0; i < calls; i++) call(i);
    return (memoryOf(module).buffer.byteLength - before) / 2 ** 20;
  };
  const disk = (d) => ({ name: `d${d}`, storageMaximum: '4Ti', storageAvailable: `${1000 + d}Gi` });
  const nodes = Array.from({ length: 1000 }, (_, n) => ({ name: `n${n}`, zone: `z${n % 3}`, disks: [0, 1, 2, 3].map(disk) }));
  const scenario = { nodes, volumes: [{ name: 'v', size: '100Gi', numberOfReplicas: 3 }] };
  const longhorn = prepareLonghornCluster(scenario);
  const host = (i) => `node-${i}`;
  const capacity = prepareCapacityCluster({
    nodes: Array.from({ length: 2000 }, (_, i) => ({ metadata: { name: host(i), labels: { 'kubernetes.io/hostname': host(i) } } })),
    storageClasses: [{ metadata: { name: 'local' }, provisioner: 'local.csi', volumeBindingMode: 'WaitForFirstConsumer' }],
    csiDrivers: [{ metadata: { name: 'local.csi' }, spec: { storageCapacity: true } }],
    csiStorageCapacities: Array.from({ length: 2000 }, (_, i) => ({
      metadata: { name: `cap-${i}`, namespace: 'kube-system' }, storageClassName: 'local',
      nodeTopology: { matchLabels: { 'kubernetes.io/hostname': host(i) } }, capacity: `${i % 200}Gi`,
    })),
    persistentVolumeClaims: [{ metadata: { name: 'data' }, spec: { storageClassName: 'local', resources: { requests: { storage: '10Gi' } } } }],
  });
  const pod = { metadata: { name: 'p' }, spec: { volumes: [{ name: 'data', persistentVolumeClaim: { claimName: 'data' } }] } };
  const rollout = prepareFleetRollout({ clusters: Array.from({ length: 10_000 }, (_, i) => ({ name: `c-${i}` })), timeline: false });
  try {
    const results = { longhorn: 0, capacity: 0, fleet: 0 };
    results.longhorn = grown('longhorn', 100, () => longhorn.scheduleReplicas({ explain: 'full' }));
    results.capacity = grown('capacity', 100, () => capacity.filterNodes(pod, { explain: 'full' }));
    results.fleet = grown('fleet', 60, (i = 0) => rollout.setStrategy(STRATEGIES[i % 3]));
    for (const [what, mbGrown] of Object.entries(results)) assert.ok(mbGrown < 16, `${what}: the module's memory grew by ${mbGrown.toFixed(1)} MB`);
    // And an old result still reads its parts, asked again.
    const first = longhorn.scheduleReplicas({ explain: 'full' });
    longhorn.scheduleReplicas({ explain: 'summary' });
    same(first, scheduleReplicas(scenario, { explain: 'full' }));
  } finally {
    longhorn.free();
    capacity.free();
    rollout.free();
  }
});

