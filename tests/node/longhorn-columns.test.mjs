// A Longhorn explanation's per-node, per-disk and per-candidate rows and a
// schedule's disksAfter cross from the module as columns (longhorn_columns.rs
// and .js, "Wasm calls near native" in docs/performance.md): in
// scheduleReplicas, explainVolume and a prepared handle's steps and disksAfter
// parts. whatIf still writes its results as JSON text, parsed at once, so its
// `before` (the scenario as given, scheduled) is the reference here: the same
// text and the same objects, on the imported fixtures, random scenarios and
// crafted rows holding every optional field present and absent, names outside
// ASCII and byte counts beyond 2^53 (which JSON.parse rounds to the nearest
// number, as the columns' f64 must).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  explainVolume, importLonghornObjects, prepareLonghornCluster, scheduleReplicas, whatIf,
} from '../../dist/pkg/node.mjs';

const fixture = (path) => readFileSync(new URL(`../../crates/placement/tests/fixtures/${path}`, import.meta.url), 'utf8');
const LEVELS = [undefined, { explain: 'full' }, { explain: 'summary' }, { explain: 'none' }];

/** scheduleReplicas written as JSON text: whatIf's `before` (a cordon that changes nothing before). */
const reference = (scenario, options) =>
  whatIf(scenario, { action: 'cordon-node', node: scenario.nodes[0].name }, options).before;

const same = (actual, expected, what) => {
  assert.equal(JSON.stringify(actual), JSON.stringify(expected), what);
  assert.deepEqual(actual, expected, what);
};

/** Every decision a result's steps hold (a reuse step's search too), to check what was covered. */
const decisionsOf = (result) => result.volumes.flatMap((v) => v.steps)
  .map((s) => (s.kind === 'reuse' ? s.search : s)).filter((d) => d?.disks);

function assertColumns(scenario) {
  const prepared = prepareLonghornCluster(scenario);
  const results = [];
  try {
    for (const options of LEVELS) {
      const expected = reference(scenario, options);
      const whole = scheduleReplicas(scenario, options);
      same(whole, expected, `scheduleReplicas, ${options?.explain}`);
      const handle = prepared.scheduleReplicas(options);
      same(handle.disksAfter, expected.disksAfter, 'prepared disksAfter');
      same(handle, expected, `prepared scheduleReplicas, ${options?.explain}`);
      results.push(whole);
    }
    for (const [i, volume] of scenario.volumes.entries()) {
      const expected = reference(scenario, { explain: 'full' }).volumes[i];
      same(explainVolume(scenario, volume.name), expected, `explainVolume ${volume.name}`);
      same(prepared.explainVolume(volume.name), expected, `prepared explainVolume ${volume.name}`);
    }
  } finally {
    prepared.free();
  }
  return results;
}

/** A seeded choice of numbers and items (a 32-bit linear congruential generator). */
function random(seed) {
  let x = seed;
  const int = (n) => { x = (Math.imul(x, 1664525) + 1013904223) >>> 0; return (x >>> 8) % n; };
  return { int, pick: (list) => list[int(list.length)] };
}

// Nodes with disks of every kind a row can describe, volumes with failed replicas (reuse steps).
function randomScenario(seed) {
  const r = random(seed);
  const disk = (d) => ({
    name: r.pick([`d${d}`, `dïsk-${d}`, `💾${d}`]),
    storageMaximum: r.pick(['100Gi', '7Ei', '9007199254740993', '0']),
    storageAvailable: r.pick(['0', '50Gi', '100Gi', '7Ei', '9007199254740995']),
    ...(r.int(4) === 0 ? { schedulable: r.int(2) === 1 } : {}),
    ...(r.int(6) === 0 ? { allowScheduling: false } : {}),
  });
  const nodes = Array.from({ length: 2 + r.int(5) }, (_, i) => ({
    name: r.pick([`n${i}`, `nœud-${i}`, `ノード${i}`]) + i,
    zone: r.pick(['a', 'b', '']),
    ...(r.int(5) === 0 ? { ready: false } : {}),
    disks: Array.from({ length: 1 + r.int(3) }, (_, d) => disk(d)),
  }));
  const volumes = Array.from({ length: 1 + r.int(3) }, (_, i) => {
    const node = r.pick(nodes);
    const failed = r.int(2) === 0
      ? [{ name: `v${i}-old`, node: node.name, disk: node.disks[0].name, healthyAt: 1, failedAt: 5 }]
      : [];
    return { name: `v${i}`, size: r.pick(['1Gi', '60Gi', '9007199254740993']), numberOfReplicas: 1 + r.int(3), replicas: failed, offlineRebuilding: 'enabled' };
  });
  const settings = { 'replica-soft-anti-affinity': r.int(2) === 1, 'storage-minimal-available-percentage': r.int(30) };
  return { settings, nodes, volumes, algorithm: r.pick(['balance', 'most-usable']) };
}

test('rows written as columns equal the JSON reference on the imported fixtures', () => {
  const names = ['longhorn-list.yaml', 'longhorn-documents.yaml', 'longhorn-engine-image.yaml', 'longhorn-extras.yaml',
    'longhorn-instance-manager.yaml'];
  // The reference (whatIf) needs a node to cordon; a fixture without nodes has no rows anyway.
  const scenarios = names.map((name) => importLonghornObjects(fixture(name)).scenario).filter((s) => s.nodes.length > 0);
  assert.ok(scenarios.length >= 4, `${scenarios.length} fixtures with nodes`);
  scenarios.forEach(assertColumns);
});

test('rows written as columns equal the JSON reference on 120 random scenarios, every optional field both ways', () => {
  const rows = [];
  const scored = [];
  const kinds = new Set();
  for (let seed = 1; seed <= 120; seed++) {
    let results;
    try {
      results = assertColumns(randomScenario(seed));
    } catch (e) {
      // A scenario the engine refuses is refused by both ways alike; only answers are compared.
      if (e instanceof assert.AssertionError || !e.path) throw e;
      continue;
    }
    for (const result of results) {
      for (const decision of decisionsOf(result)) {
        rows.push(...decision.disks);
        kinds.add(`pick ${decision.pick?.algorithm}`);
        if (decision.pick?.algorithm === 'balance') scored.push(...decision.pick.nodeStage.candidates, ...decision.pick.diskStage.candidates);
      }
      result.volumes.forEach((v) => v.steps.forEach((s) => kinds.add(s.kind === 'reuse' && s.search ? 'reuse search' : s.kind)));
    }
  }
  // What the comparison covered: each optional key of a row present and absent, a reuse search.
  for (const key of ['reason', 'fits', 'recordedSchedulable']) {
    assert.ok(rows.some((d) => key in d), `a row with ${key}`);
    assert.ok(rows.some((d) => !(key in d)), `a row without ${key}`);
  }
  assert.ok(rows.some((d) => d.fits && d.fits.maximum > 2 ** 53), 'a byte count beyond 2^53');
  assert.ok(rows.some((d) => /[^\x00-\x7f]/.test(d.node + d.disk)), 'a name outside ASCII');
  for (const kind of ['reuse search', 'schedule', 'pick balance', 'pick most-usable']) assert.ok(kinds.has(kind), `${kind} in ${[...kinds]}`);
  assert.ok(scored.some((c) => 'perNodeScore' in c) && scored.some((c) => c.vector.length > 0), 'per-node scores and vectors');
});

test('a 2^53 + 1 byte disk reads as JSON writes it; a volume whose replica does not fit; a node of empty disks', () => {
  const disk = (name, storageMaximum, storageAvailable) => ({ name, storageMaximum, storageAvailable });
  const scenario = {
    settings: { 'storage-minimal-available-percentage': 0, 'replica-soft-anti-affinity': true },
    nodes: [
      { name: 'n', zone: 'z', disks: [disk('d', '9007199254740993', '9007199254740993')] },
      { name: 'empty', zone: 'b', disks: [disk('d0', '100Gi', '0'), disk('d1', '100Gi', '0')] },
    ],
    volumes: [{ name: 'v', size: '1Gi', numberOfReplicas: 1 }, { name: 'w', size: '9Pi', numberOfReplicas: 1 }],
  };
  const [, full] = assertColumns(scenario);
  // JSON.parse reads 9007199254740993 as 9007199254740992; the columns' f64 is the same number.
  assert.equal(full.volumes[0].steps[0].disks[0].fits.maximum, 2 ** 53);
  assert.equal(full.disksAfter.length, 3);
  assertColumns({ ...scenario, nodes: [scenario.nodes[1]], volumes: [{ name: 'v', size: '1Gi', numberOfReplicas: 1 }] });
});
