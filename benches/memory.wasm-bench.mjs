// Memory growth of the engine package in Node (wasm): every kubectl reader and
// every simulation of the growth benchmark (growth-inputs.mjs), and hostile
// texts, at doubling sizes, each call in a fresh instance of its wasm module.
// Prints how much the module's memory (`memory.buffer.byteLength`, which wasm
// never gives back) grew per byte of what crossed the boundary — the text, or
// the JSON text of a simulation's input, plus the result as JSON (a
// simulation's result is larger than its input: 2,000 volumes in 120 KB come
// back with their placements and steps) — and the growth exponent of that
// memory per doubling (1 = linear). Exits non-zero when a case grows memory by
// more than MAX_RATIO times that at the largest size, or super-linearly
// (exponent above 1.5).
// node benches/memory.wasm-bench.mjs [--short] [name…]
//   short: three sizes per case (an eighth to half of the growth benchmark's
//   largest); full: four (up to the largest). Names pick cases.
import { readFileSync } from 'node:fs';
import { readers, simulations } from './growth-inputs.mjs';

/**
 * The most a call may grow its module's memory, per byte of input + result. A pasted
 * text becomes a tree of values with positions (a node and a string per
 * scalar: several times the text) and then the import's result; the bound
 * leaves room for the allocator doubling its vectors, not for a copy per item.
 */
const MAX_RATIO = 24;
const SUPER_LINEAR = 1.5;
const args = process.argv.slice(2);
const short = args.includes('--short');
const only = args.filter((a) => !a.startsWith('--'));
const doublings = short ? 2 : 3;
const scale = (largest) => largest / 8;

const compiled = {};
const wasmModule = (name) => (compiled[name] ??= new WebAssembly.Module(
  readFileSync(new URL(`../dist/pkg/${name}_bg.wasm`, import.meta.url))));
let instances = 0;

const size = (value) => {
  if (typeof value === 'string') return Buffer.byteLength(value);
  return value instanceof Uint8Array ? value.length : (JSON.stringify(value) ?? '').length;
};

/**
 * Runs `call` in a fresh instance of `module`; returns the bytes its memory
 * grew by and the bytes of the input and the result.
 */
async function growth(module, call, input) {
  const api = await import(`../dist/pkg/${module}.js?instance=${instances++}`);
  const { memory } = api.initSync({ module: wasmModule(module) });
  const before = memory.buffer.byteLength;
  let result;
  try { result = call(api, input); } catch { /* hostile input: an error is the answer */ }
  return [memory.buffer.byteLength - before, size(input) + size(result)];
}

/** Hostile texts for every import: each a doubling of what once grew memory by gigabytes. */
const hostile = ['longhorn', 'capacity', 'fleet'].flatMap((module) => {
  const name = { longhorn: 'importLonghornObjects', capacity: 'importCapacityObjects', fleet: 'importFleetObjects' }[module];
  const call = (api, t) => api[name](t);
  return [
    [`${module} import, '- ' repeated`, 'times', 800_000, (n) => '- '.repeat(n), call, module],
    [`${module} import, '[' repeated`, 'times', 800_000, (n) => '['.repeat(n), call, module],
    [`${module} import, a quoted scalar over n lines`, 'lines', 800_000, (n) => `a: "${'word\n  '.repeat(n)}"\n`, call, module],
  ];
});

async function measure([name, unit, largest, make, call, module]) {
  const grown = [];
  let ratio = 0;
  for (let step = 0; step <= doublings; step++) {
    const n = scale(largest) * 2 ** step;
    const input = make(n);
    const [grew, bytes] = await growth(module, call, input);
    ratio = grew / bytes;
    const exponent = grown.length && grown.at(-1) > 0 && grew > 0 ? `, exponent ${Math.log2(grew / grown.at(-1)).toFixed(2)}` : '';
    console.log(`wasm memory ${name}: ${n} ${unit}: input + result ${(bytes / 1e6).toFixed(1)} MB, memory +${(grew / 1e6).toFixed(1)} MB (${ratio.toFixed(1)}×)${exponent}`);
    grown.push(grew);
  }
  // Over the whole range: small inputs fit in the memory a module starts with.
  const first = grown.find((g) => g > 0);
  const exponent = first ? Math.log2(grown.at(-1) / first) / (grown.length - grown.indexOf(first) - 1 || 1) : 0;
  console.log(`wasm memory ${name}: ${ratio.toFixed(1)}× input + result at the largest size, growth exponent ${exponent.toFixed(2)} per doubling`);
  return [name, ratio, exponent];
}

const chosen = (c) => only.length === 0 || only.some((o) => c[0].includes(o));
const results = [];
for (const c of [...readers, ...simulations, ...hostile].filter(chosen)) results.push(await measure(c));
const failed = results.filter(([, ratio, exponent]) => ratio > MAX_RATIO || exponent > SUPER_LINEAR);
for (const [name, ratio, exponent] of failed) {
  console.log(`wasm memory: ${name} grows memory by ${ratio.toFixed(1)}× its input + result (bound ${MAX_RATIO}×), exponent ${exponent.toFixed(2)} (bound ${SUPER_LINEAR})`);
}
if (failed.length) process.exit(1);
console.log(`wasm memory: every reader and simulation grows memory by at most ${MAX_RATIO}× its input + result, linearly`);
