// The long fuzzing run of the engine package (the test command runs a short one):
//   node tests/node/fuzz/run.mjs [--calls 20000] [--seed 1] [--pkg dist/pkg]
//        [--depth 5000] [--save tests/fuzz-regressions] [--cases DIR] [--no-cases]
// Prints the tally (calls, results, clear errors, traps, stack overflows,
// unclear errors, wrong answers after an error, slow calls) and every problem;
// with --save, writes each problem call as a regression case. Exits 1 on any problem.
// FUZZ_YAML=0 leaves out the texts that once broke the YAML reader itself (see YAML_HARDENED in functions.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fuzz } from './harness.mjs';
import { regressionCases } from './cases.mjs';

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '20000' },
    seed: { type: 'string', default: String(Date.now() % 1e9) },
    pkg: { type: 'string', default: 'dist/pkg' },
    depth: { type: 'string', default: '5000' },
    save: { type: 'string' },
    'no-cases': { type: 'boolean', default: false },
    cases: { type: 'string' },
  },
});
const seed = Number(values.seed);
const calls = Number(values.calls);
const cases = values['no-cases'] ? [] : regressionCases(values.cases && resolve(values.cases));
console.log(`fuzzing ${resolve(values.pkg)}: ${cases.length} regression cases, then ${calls} calls from seed ${seed}`);
const started = Date.now();
const { tally, problems } = await fuzz({
  dir: resolve(values.pkg),
  seed,
  calls,
  cases,
  sizes: { depth: Number(values.depth) },
  onProgress: (i, t) => {
    if ((i + 1) % 1000 === 0) console.log(`  ${i + 1} calls: ${JSON.stringify(t)}`);
  },
});
console.log(JSON.stringify(tally));
for (const p of problems) {
  const args = JSON.stringify(p.call.args).slice(0, 200);
  console.log(`#${p.index} ${p.call.function}: ${p.problem} — ${p.message.slice(0, 160)}\n    args ${args}`);
}
if (values.save && problems.length) {
  mkdirSync(values.save, { recursive: true });
  for (const p of problems) {
    const file = `${values.save}/${p.call.function}-seed${seed}-${p.index}.json`;
    writeFileSync(file, `${JSON.stringify({ ...p.call, broke: p.problem, message: p.message }, null, 1)}\n`);
  }
  console.log(`saved ${problems.length} cases to ${values.save}`);
}
console.log(`${problems.length} problems in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(problems.length ? 1 : 0);
