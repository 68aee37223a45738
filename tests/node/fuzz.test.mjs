// The engine package under hostile calls: wrong JS types, deep nesting, huge
// strings, mutated fixtures. Every call gives a result or a clear Error (path,
// value, message starting with the path; a TypeError/RangeError naming the
// argument), no trap, no stack overflow; and after any error every function
// still answers its known-good call exactly as a fresh module does.
// A short fixed-seed run here; the long run: node tests/node/fuzz/run.mjs (docs/testing.md, "Fuzzing").
import test from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { attempt, classify, engine, fuzz } from './fuzz/harness.mjs';
import { FUNCTIONS } from './fuzz/functions.mjs';
import { build } from './fuzz/hostile.mjs';
import { regressionCases } from './fuzz/cases.mjs';

const DIR = fileURLToPath(new URL('../../dist/pkg', import.meta.url));
const api = await engine(DIR).fresh();
const report = (problems) => problems.map((p) => `#${p.index} ${p.call.function}: ${p.problem} — ${p.message}`).join('\n');

test('every regression case: a result or a clear error, and the next call answers', async () => {
  const cases = regressionCases();
  assert.ok(cases.length >= 20, `${cases.length} cases`);
  const { tally, problems } = await fuzz({ dir: DIR, cases, calls: 0 });
  assert.equal(tally.calls, cases.length);
  assert.deepEqual(problems, [], report(problems));
});

test('a short fixed-seed run over every function: no trap, no unclear error, no wrong answer after', async () => {
  const { tally, problems } = await fuzz({ dir: DIR, seed: 20261201, calls: 720, sizes: { depth: 3000, hugeLength: 1 << 18 } });
  assert.equal(tally.calls, 720);
  assert.ok(tally.clear > 300, JSON.stringify(tally));
  assert.deepEqual(problems, [], report(problems));
});

test('each function answers its good call correctly after an error, its own or its module\'s', async () => {
  const fresh = await engine(DIR).fresh();
  for (const f of FUNCTIONS) {
    const args = f.good(fresh);
    const expected = JSON.stringify(fresh[f.name](...args));
    // The function's own error (a wrong type, then a deep nesting), or for a
    // function without arguments an error of another function of its module.
    const bad = f.args.length
      ? [[f.name, [{ $: 'symbol', text: 'x' }]], [f.name, f.args.map(() => ({ $: 'deep-array', depth: 100000 }))]]
      : [[FUNCTIONS.find((g) => g.domain === f.domain && g.args.length).name, [{ $: 'deep-object', depth: 100000 }]]];
    for (const [fn, recipe] of bad) {
      const { outcome, error } = attempt(api, fn, recipe.map(build));
      assert.equal(outcome, 'clear', `${fn}: ${error?.message}`);
      assert.equal(JSON.stringify(api[f.name](...args)), expected, `${f.name} after ${fn}`);
    }
  }
});

test('arguments of the wrong JS type: a TypeError naming the function, the argument and what came', () => {
  const typeError = (fn, args, message) => assert.throws(() => api[fn](...args), (e) => {
    assert.ok(e instanceof TypeError, `${fn}: ${e}`);
    assert.equal(e.message, message);
    assert.equal(typeof e.path, 'string');
    assert.equal(typeof e.value, 'string');
    return true;
  });
  typeError('scheduleReplicas', [0], 'scheduleReplicas: argument 1 (scenario) must be an object, got number');
  typeError('scheduleReplicas', [[]], 'scheduleReplicas: argument 1 (scenario) must be an object, got array');
  typeError('scheduleReplicas', [null], 'scheduleReplicas: argument 1 (scenario) must be an object, got null');
  typeError('scheduleReplicas', [], 'scheduleReplicas: argument 1 (scenario) must be an object, got undefined');
  typeError('importLonghornObjects', [10n], 'importLonghornObjects: argument 1 (text) must be a string, got bigint');
  typeError('importCapacityObjects', [{}], 'importCapacityObjects: argument 1 (text) must be a string, got object');
  typeError('parseFleetYaml', [Symbol('s')], 'parseFleetYaml: argument 1 (text) must be a string, got symbol');
  typeError('importFleetObjects', ['', 'b'], 'importFleetObjects: argument 2 (options) must be an object, got string');
  typeError('whatIf', [{}, true], 'whatIf: argument 2 (action) must be an object, got boolean');
  typeError('fleetLimit', [10n, ['25%']], 'fleetLimit: argument 1 (count) must be a number, got bigint');
  typeError('fleetLimit', [[[[[1]]]], ['25%']], 'fleetLimit: argument 1 (count) must be a number, got array');
  typeError('fleetLimit', ['10', ['25%']], 'fleetLimit: argument 1 (count) must be a number, got string');
  typeError('balanceScore', ['1,2'], 'balanceScore: argument 1 (values) must be an array, got string');
  typeError('clusterStateAt', [{ clusters: [] }, Symbol('c'), 0], 'clusterStateAt: argument 2 (cluster) must be a number, got symbol');
  assert.throws(() => api.scheduleReplicas(10n), TypeError);
});

test('a number out of range is a RangeError: NaN is not cluster 0', () => {
  const sim = api.simulateRollout({ clusters: [{ name: 'a' }] });
  for (const bad of [NaN, Infinity, -1, 0.5, 2 ** 32]) {
    assert.throws(() => api.clusterStateAt(sim, bad, 1), (e) => {
      assert.ok(e instanceof RangeError, String(e));
      assert.match(e.message, /^clusterStateAt: argument 2 \(cluster\) must be a whole number from 0 to 4294967295, got /);
      assert.equal(e.path, 'cluster');
      return true;
    });
  }
  assert.throws(() => api.fleetLimit(NaN, ['25%']), RangeError);
  assert.throws(() => api.parseFleetYaml('#'.repeat((16 << 20) + 1)), {
    name: 'RangeError', message: 'parseFleetYaml: argument 1 (text) is 16777217 characters long: the limit is 16 MiB',
  });
  assert.equal(api.fleetLimit(230, ['25%']).value, 57);
});

test('values JSON cannot hold are errors at their path, never defaults', () => {
  const at = (fn, input, path, message) => assert.throws(() => api[fn](input), (e) => {
    assert.equal(classify(e, fn), 'clear', e.message);
    assert.equal(e.path, path);
    assert.match(e.message, message);
    return true;
  });
  at('simulateRollout', { clusters: [{ name: 'a' }], maxRounds: NaN }, 'maxRounds', /must be a finite number/);
  at('simulateRollout', { clusters: [{ name: 'a' }], maxRounds: Infinity }, 'maxRounds', /got "Infinity"|finite/);
  at('planPartitions', { clusters: [{ name: 'a', labels: { x: 10n } }] }, 'clusters[0].labels.x', /not a BigInt/);
  at('planPartitions', { clusters: [{ name: Symbol('a') }] }, 'clusters[0].name', /not a symbol/);
  at('simulateBalance', { replicaSize: () => 1, nodes: [] }, 'replicaSize', /not a function/);
  assert.throws(() => api.balanceScore([1, NaN]), (e) => e.path === '[1]' && /finite/.test(e.message));
});

test('arrays where objects are expected are refused, at any depth', () => {
  const refused = (fn, input, path) => assert.throws(() => api[fn](input), (e) => {
    assert.equal(e.path, path, e.message);
    assert.equal(e.message, `${path}: must be an object, not an array`);
    return true;
  });
  refused('strategyToYaml', { partitions: [['canary', 0]] }, 'partitions[0]');
  refused('planPartitions', { rolloutStrategy: ['10%', 1], clusters: [] }, 'rolloutStrategy');
  refused('simulateRollout', { clusters: [{ name: 'a' }], defaultBehavior: ['ready', 1] }, 'defaultBehavior');
  refused('simulateRollout', { clusters: [{ name: 'a' }], events: [['update', 1]] }, 'events[0]');
  refused('scheduleReplicas', { nodes: [['n1', 'a', []]], volumes: [] }, 'nodes[0]');
});

test('deep nesting: a clear error with a short path, by JSON.stringify\'s stack or serde_json\'s limit', () => {
  const deep = (depth) => {
    let v = {};
    for (let i = 0; i < depth; i++) v = { a: v };
    return v;
  };
  assert.throws(() => api.scheduleReplicas(deep(200000)), (e) => {
    assert.match(e.message, /nested too deeply/);
    return true;
  });
  assert.throws(() => api.simulateBalance({ replicaSize: 1, nodes: [], extra: deep(1000) }), (e) => {
    assert.match(e.message, /nested more than 128 levels deep|unknown field/);
    assert.ok(e.path.length < 400, e.path);
    return true;
  });
});

test('errors stay small: a 1 MB value is echoed as 100 characters and an ellipsis', () => {
  const huge = 'x'.repeat(1 << 20);
  assert.throws(() => api.planPartitions({ clusters: [{ name: 'a', [huge]: 1 }] }), (e) => {
    assert.ok(e.message.length < 600, `${e.message.length} characters`);
    assert.match(e.message, /x{100}…/);
    return true;
  });
  assert.throws(() => api.simulateBalance({ replicaSize: huge, nodes: [] }), (e) => {
    assert.ok(e.message.length < 600 && e.value.length <= 101, `${e.message.length} / ${e.value.length}`);
    return true;
  });
});

test('text errors carry line and column as properties', () => {
  for (const [fn, text] of [['importLonghornObjects', 'kind: List\nitems: [1\n'], ['importCapacityObjects', 'a: [1\n'],
    ['importFleetObjects', 'a: [1\n'], ['parseFleetYaml', 'rolloutStrategy:\n  maxNew: many\n']]) {
    assert.throws(() => api[fn](text), (e) => {
      assert.equal(classify(e, fn), 'clear', e.message);
      assert.equal(typeof e.line, 'number', `${fn}: ${e.message}`);
      assert.equal(typeof e.column, 'number', `${fn}: ${e.message}`);
      return true;
    });
  }
});
