// Growth benchmark of the engine package in Node (wasm): every kubectl reader
// (Longhorn, capacity, Fleet; JSON and YAML; a support bundle) and every
// simulation (Longhorn scheduleReplicas over many volumes and over many nodes,
// simulateCapacity, filterNodes, Fleet simulateRollout)
// at doubling sizes, with the CPU time, MB/s for the readers, and the growth
// exponent: log2 of the time ratio per doubling (1 = linear, 2 = quadratic).
// Each reader's MB/s is also said against issue #13's goal of 20 MB/s in wasm
// (`vs 20 MB/s goal = N×`, per size and for the largest at the end; not for
// the support bundle, whose bytes are a zip); the goal is reported, never
// enforced: machines differ and CI is loaded.
// Exits non-zero when an exponent is above 1.5. The inputs (growth-inputs.mjs)
// are those of crates/placement/benches/growth.
// node benches/growth.wasm-bench.mjs [--short] [name…]
//   short: three sizes per case (seconds); full: five. Names pick cases.
import * as engine from '../dist/pkg/node.mjs';
// The bundle module itself (node.mjs has initialised it): its importSupportBundle
// answers synchronously, where the package's returns a promise.
import * as bundle from '../dist/pkg/bundle.js';
import { readers, simulations } from './growth-inputs.mjs';

const SUPER_LINEAR = 1.5;
/** Issue #13: every import reads at least this many MB/s in wasm. */
const GOAL_MB_S = 20;
const args = process.argv.slice(2);
const short = args.includes('--short');
const only = args.filter((a) => !a.startsWith('--'));
// Short: four sizes up to half the largest (a least-squares slope needs more than three points).
const doublings = short ? 3 : 4;
// Short mode runs an eighth to half of the largest size, the full run a sixteenth to all of it.
// Whole sizes, as the native benchmark divides (1,000 / 32 is 31 pods there too).
const scale = (largest) => Math.floor(short ? largest / 32 : largest / 16);

/** CPU time of the process in ms (a busy machine's other work does not count). */
const cpuMs = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1e3; };

/** The fastest of three runs (of two for runs over a second), in CPU ms. */
function bestOf(run, input) {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = cpuMs();
    run(input);
    best = Math.min(best, cpuMs() - start);
    if (i === 1 && best > 1000) break;
  }
  return best;
}

/** MB/s and the ratio to the goal (≥ 1 meets it). */
const speed = (mbPerS) => `${mbPerS.toFixed(1)} MB/s, vs ${GOAL_MB_S} MB/s goal = ${(mbPerS / GOAL_MB_S).toFixed(2)}×`;

/** Each reader's MB/s at its largest size, for the summary at the end. */
const rates = new Map();

/**
 * The least-squares slope of log2(time) over the doublings: every size counts, so one size
 * lifted by a cache step or a neighbour's burst moves it less than when only the two ends count.
 */
function fittedExponent(times) {
  const ys = times.map((t) => Math.log2(Math.max(t, 1e-6)));
  const meanX = (ys.length - 1) / 2;
  const meanY = ys.reduce((a, b) => a + b, 0) / ys.length;
  let covariance = 0;
  let variance = 0;
  ys.forEach((y, x) => {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  });
  return variance ? covariance / variance : 0;
}

/** Prints a line per size; returns the exponent over the whole range, per doubling. */
function measure([name, unit, largest, make, run, module], reader) {
  const api = module === 'bundle' ? bundle : engine;
  const times = [];
  for (let step = 0; step <= doublings; step++) {
    const n = scale(largest) * 2 ** step;
    const input = make(n);
    const ms = bestOf((i) => run(api, i), input);
    const growth = times.length ? `, exponent ${Math.log2(ms / times.at(-1)).toFixed(2)}` : '';
    const mbPerS = input.length / 1e3 / ms;
    // The support bundle's bytes are a zip (deflated lists): the goal is about pasted text.
    const said = module === 'bundle' ? `${mbPerS.toFixed(1)} MB/s of the zip` : speed(mbPerS);
    const rate = reader ? ` (${(input.length / 1e6).toFixed(1)} MB, ${said})` : '';
    console.log(`wasm-in-Node ${name}: ${n} ${unit}: ${ms.toFixed(1)} ms${rate}${growth}`);
    times.push(ms);
    if (reader && module !== 'bundle') rates.set(name, mbPerS);
  }
  const overall = fittedExponent(times);
  console.log(`wasm-in-Node ${name}: growth exponent ${overall.toFixed(2)} per doubling`);
  return overall;
}

const chosen = (c) => only.length === 0 || only.some((o) => c[0].includes(o));
const results = [
  // Each case measured once (each size the best of its runs), never again until it passes.
  ...readers.filter(chosen).map((c) => [c[0], measure(c, true)]),
  ...simulations.filter(chosen).map((c) => [c[0], measure(c, false)]),
];
for (const [name, mbPerS] of rates) {
  const verdict = mbPerS >= GOAL_MB_S ? 'meets the goal' : 'below the goal';
  console.log(`wasm-in-Node speed: ${name}: ${speed(mbPerS)} (largest size; ${verdict})`);
}
const failed = results.filter(([, e]) => e > SUPER_LINEAR);
for (const [name, e] of failed) console.log(`wasm-in-Node growth: ${name} is super-linear: exponent ${e.toFixed(2)} > ${SUPER_LINEAR}`);
if (failed.length) process.exit(1);
console.log(`wasm-in-Node growth: every reader and simulation grows at most linearly (exponent ≤ ${SUPER_LINEAR})`);
