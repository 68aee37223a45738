// Benchmark of the engine package in Node (wasm) next to the native engine on
// the same input: a complete initial rollout and a complete update with the
// default strategy; through simulateRollout (input and result cross the JS
// boundary) and, for the re-run with another strategy, a prepared rollout
// (prepareFleetRollout, then setStrategy: only the result crosses, its
// per-cluster list and its rounds kept in the module until read (issue #15),
// timed without and with reading each; with { clusters: false }, the result
// without the list). The prepared calls alternate two strategies (a call with the
// strategy of the one before is answered from the kept result), so their native
// twin runs the same two in the same order.
// node benches/fleet.wasm-bench.mjs [--short]   (short: 10k and 100k clusters; full: also 1M)
import { prepareFleetRollout, simulateRollout } from '../dist/pkg/node.mjs';
import { native, ratio, time } from './native-twin.mjs';

const short = process.argv.includes('--short');
const sizes = short ? [10_000, 100_000] : [10_000, 100_000, 1_000_000];

for (const n of sizes) {
  const calls = n >= 100_000 ? 1 : 10; // 10,000 clusters: a few ms a call, so ten calls to steady the mean
  const clusters = Array.from({ length: n }, (_, i) => ({ name: `c-${String(i).padStart(7, '0')}` }));
  const base = { clusters, timeline: false, maxRounds: 1_000_000 };
  for (const [what, extra] of [['initial rollout', {}], ['update', { start: 'deployed', events: [{ action: 'update', round: 1 }] }]]) {
    const input = { ...base, ...extra };
    const twin = native('fleet-simulate', input, calls);
    const whole = time(calls, () => simulateRollout(input));
    if (whole.result.outcome.kind !== 'complete') throw new Error(`${what} of ${n} did not complete: ${whole.result.outcome.message}`);
    const prepared = prepareFleetRollout(input);
    const strategies = [{ maxUnavailable: '10%' }, {}];
    const twinRerun = native('fleet-rerun', { input, strategies }, calls);
    const rerun = time(calls, (i = 0) => prepared.setStrategy(strategies[i % 2]));
    const read = time(calls, (i = 0) => prepared.setStrategy(strategies[i % 2]).clusters.length);
    const rounds = time(calls, (i = 0) => prepared.setStrategy(strategies[i % 2]).rounds.length);
    const summary = time(calls, (i = 0) => prepared.setStrategy(strategies[i % 2], { clusters: false }));
    prepared.free();
    console.log(
      `fleet ${n} clusters, ${what} (${whole.result.rounds.length} rounds): native ${twin.perCallMs.toFixed(1)} ms; ` +
        `wasm-in-Node simulateRollout ${whole.ms.toFixed(0)} ms, ${ratio(whole.ms, twin.perCallMs)}; ` +
        `prepared, setStrategy alternating maxUnavailable 10% and the default: native ${twinRerun.perCallMs.toFixed(1)} ms; ` +
        `clusters and rounds deferred ${rerun.ms.toFixed(1)} ms, ${ratio(rerun.ms, twinRerun.perCallMs)}; ` +
        `with the clusters read ${read.ms.toFixed(0)} ms, ${ratio(read.ms, twinRerun.perCallMs)}; ` +
        `with the rounds read ${rounds.ms.toFixed(0)} ms, ${ratio(rounds.ms, twinRerun.perCallMs)}; ` +
        `without the cluster list (clusters: false) ${summary.ms.toFixed(1)} ms, ${ratio(summary.ms, twinRerun.perCallMs)}`,
    );
  }
}
