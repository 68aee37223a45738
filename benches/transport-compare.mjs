// How a result crosses from the module, two builds of the engine package side
// by side: both loaded in one Node process and timed interleaved (median of
// `reps` calls each), so that a busy machine slows both alike. First it checks
// that both write the same text. The cases are the whole-input Fleet
// simulation and a prepared rollout's re-run with its parts read or not; with
// --longhorn, Longhorn's full explanation of 3 replicas on N nodes × 4 disks
// (the input of benches/longhorn.wasm-bench.mjs), whole-input and prepared.
// node benches/transport-compare.mjs BEFORE_PKG [AFTER_PKG] [--clusters=N] [--reps=N]
// node benches/transport-compare.mjs BEFORE_PKG [AFTER_PKG] --longhorn [--nodes=N] [--reps=N]
//   BEFORE_PKG: a copy of an earlier dist/pkg (e.g. /tmp/before/pkg); AFTER_PKG: dist/pkg
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const [beforeDir, afterDir = 'dist/pkg'] = args.filter((a) => !a.startsWith('--'));
if (!beforeDir) throw new Error('usage: node benches/transport-compare.mjs BEFORE_PKG [AFTER_PKG] [--clusters=N] [--reps=N]');
const load = (dir) => import(pathToFileURL(resolve(dir, 'node.mjs')).href);
const builds = [['before', await load(beforeDir)], ['after', await load(afterDir)]];
const n = option('clusters', 10_000);
const reps = option('reps', 9);
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** Each case run `reps` times per build, interleaved; prints both medians. */
function compare(cases, handles, label) {
  for (const [name, run] of Object.entries(cases)) {
    const times = builds.map(() => []);
    for (let i = 0; i < reps; i++) {
      builds.forEach(([, api], b) => {
        const start = performance.now();
        run(api, handles[b], i);
        times[b].push(performance.now() - start);
      });
    }
    const [before, after] = times.map(median);
    console.log(`${label}, ${name}: before ${before.toFixed(1)} ms, after ${after.toFixed(1)} ms, after/before = ${(after / before).toFixed(2)}×`);
  }
}

if (args.includes('--longhorn')) {
  const nodes = option('nodes', 1_000);
  let state = 0x9e3779b9;
  const next = () => { state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0; return state; };
  const scenario = {
    settings: { 'storage-minimal-available-percentage': 10 },
    nodes: Array.from({ length: nodes }, (_, i) => ({
      name: `node-${String(i).padStart(5, '0')}`,
      zone: `zone-${i % 3}`,
      disks: Array.from({ length: 4 }, (_, d) => ({ name: `disk-${d}`, storageMaximum: '4Ti', storageAvailable: `${1000 + (next() % 3000)}Gi` })),
    })),
    volumes: [{ name: 'pvc-bench', size: '100Gi', numberOfReplicas: 3 }],
  };
  const options = { explain: 'full' };
  const written = builds.map(([, api]) => JSON.stringify(api.scheduleReplicas(scenario, options)));
  if (written[0] !== written[1]) throw new Error('the two builds write different schedules');
  const handles = builds.map(([, api]) => api.prepareLonghornCluster(scenario));
  compare({
    'scheduleReplicas (whole input)': (api) => api.scheduleReplicas(scenario, options),
    'prepared scheduleReplicas, nothing read': (api, p) => p.scheduleReplicas(options),
    'prepared, steps read': (api, p) => p.scheduleReplicas(options).volumes[0].steps,
    'prepared, disksAfter read': (api, p) => p.scheduleReplicas(options).disksAfter,
  }, handles, `longhorn ${nodes} nodes × 4 disks, full`);
  handles.forEach((h) => h.free());
  process.exit(0);
}

const clusters = Array.from({ length: n }, (_, i) => ({ name: `c-${String(i).padStart(7, '0')}` }));
const input = { clusters, timeline: false, maxRounds: 1_000_000 };
const texts = builds.map(([, api]) => JSON.stringify(api.simulateRollout(input)));
if (texts[0] !== texts[1]) throw new Error('the two builds write different simulations');

const strategies = [{ maxUnavailable: '10%' }, {}];
const cases = {
  'simulateRollout (whole input)': (api) => api.simulateRollout(input).clusters.length,
  'prepared setStrategy, nothing read': (api, p, i) => p.setStrategy(strategies[i % 2]),
  'prepared setStrategy, clusters read': (api, p, i) => p.setStrategy(strategies[i % 2]).clusters.length,
  'prepared setStrategy, rounds read': (api, p, i) => p.setStrategy(strategies[i % 2]).rounds.length,
};
const handles = builds.map(([, api]) => api.prepareFleetRollout(input));
compare(cases, handles, `fleet ${n} clusters`);
handles.forEach((h) => h.free());
