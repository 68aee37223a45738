// Benchmark of the engine package in Node (wasm): a complete initial rollout
// and a complete update with the default strategy.
// node benches/fleet.wasm-bench.mjs [--short]   (short: 10k and 100k clusters; full: also 1M)
import { simulateRollout } from '../dist/pkg/node.mjs';

const short = process.argv.includes('--short');
const sizes = short ? [10_000, 100_000] : [10_000, 100_000, 1_000_000];

for (const n of sizes) {
  const clusters = Array.from({ length: n }, (_, i) => ({ name: `c-${String(i).padStart(7, '0')}` }));
  const run = (extra) => {
    const start = performance.now();
    const sim = simulateRollout({ clusters, timeline: false, maxRounds: 1_000_000, ...extra });
    return { ms: performance.now() - start, sim };
  };
  const initial = run({});
  if (initial.sim.outcome.kind !== 'complete') throw new Error(`initial rollout of ${n} did not complete: ${initial.sim.outcome.message}`);
  const update = run({ start: 'deployed', events: [{ action: 'update', round: 1 }] });
  if (update.sim.outcome.kind !== 'complete') throw new Error(`update of ${n} did not complete: ${update.sim.outcome.message}`);
  console.log(
    `wasm-in-Node: fleet ${n} clusters: initial rollout ${initial.sim.rounds.length} rounds in ${initial.ms.toFixed(0)} ms; ` +
      `update ${update.sim.rounds.length} rounds in ${update.ms.toFixed(0)} ms (JS conversion included)`,
  );
}
