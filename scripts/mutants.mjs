#!/usr/bin/env node
// Mutation proofs for the node and browser tests: each mutant breaks one rule
// or one promise on purpose, rebuilds only what it touches, runs the test that
// claims to guard it and expects that test to FAIL. A mutant that survives
// (its test still passes) means the test is weaker than its name.
//
// Usage: node scripts/mutants.mjs [--list] [id ...]
//   Needs a release build first (scripts/build: dist/site and dist/pkg).
//   Sources and dist/ are restored after each mutant, also on Ctrl-C.
//   Exit code 0 when every mutant was killed.
//
// Kinds of mutants, by what they rebuild:
//   pkg:<domain>   engine change → that domain's module in dist/pkg (no wasm-opt)
//   site:<bundle>  playground change → that bundle in dist/site (no wasm-opt)
//   dist           a change to a copied web file, made in dist/site directly
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const WASM_DIR = join(ROOT, 'target/wasm32-unknown-unknown/release');
const BACKUP = join(ROOT, 'target/mutants-backup');

const MUTANTS = [
  {
    id: 'capacity-score-inverted',
    why: 'StorageCapacityScoring maps utilisation the wrong way round (emptiest node loses)',
    file: 'crates/placement/src/capacity/score.rs',
    from: 'broken_linear(&settings.shape, utilization)',
    to: 'broken_linear(&settings.shape, 100 - utilization)',
    build: 'pkg:capacity',
    test: ['tests/node/capacity.test.mjs', 'roomiest node is selected'],
  },
  {
    id: 'fleet-percent-ceil',
    why: 'a percentage limit rounds up instead of Fleet’s floor',
    file: 'crates/placement/src/kernel/int_or_percent.rs',
    from: 'exact.floor() as i64',
    to: 'exact.ceil() as i64',
    build: 'pkg:fleet',
    test: ['tests/node/fleet.test.mjs', '230 clusters at 25 %'],
  },
  {
    id: 'fleet-bundle-limit-strict',
    why: 'the bundle-wide maxUnavailable check uses > instead of ≥',
    file: 'crates/placement/src/fleet/reconcile.rs',
    from: 'r.blocked_by_bundle = bundle_counter >= self.bundle_max.value;',
    to: 'r.blocked_by_bundle = bundle_counter > self.bundle_max.value;',
    build: 'pkg:fleet',
    test: ['tests/node/fleet.test.mjs', 'manual strict partitions'],
  },
  {
    id: 'main-thread-long-task',
    why: 'the page blocks its main thread for 0.9 s every 2 s',
    file: 'dist/site/boot.js',
    from: '',
    to: 'setInterval(() => { const t = performance.now(); while (performance.now() - t < 900); }, 2000);\n',
    build: 'dist',
    test: ['tests/browser/capacity-import.test.mjs', 'a 12 MB paste is read in the background'],
  },
  {
    id: 'main-thread-long-task-simulation',
    why: 'the page blocks its main thread for 0.9 s every 2 s while the capacity simulation runs',
    file: 'dist/site/boot.js',
    from: '',
    to: 'setInterval(() => { const t = performance.now(); while (performance.now() - t < 900); }, 2000);\n',
    build: 'dist',
    test: ['tests/browser/capacity.test.mjs', 'page stays responsive'],
  },
  {
    id: 'page-console-error',
    why: 'the page logs an error (the harness must fail every test on it, embeds included)',
    file: 'dist/site/boot.js',
    from: '',
    to: "console.error('mutant: an error in the page');\n",
    build: 'dist',
    test: ['tests/browser/embed.test.mjs', ''],
  },
  {
    id: 'cancel-keeps-job',
    why: 'Cancel neither stops nor forgets the worker: its result lands later',
    file: 'crates/playground/src/platform/worker.rs',
    from: '    pub fn cancel(self) {\n        self.worker.terminate();\n    }',
    to: '    pub fn cancel(self) {\n        std::mem::forget(self);\n    }',
    build: 'site:capacity',
    test: ['tests/browser/capacity-import.test.mjs', 'Cancel stops the read'],
  },
  {
    id: 'rollout-preset-ignored',
    why: 'choosing a rollout preset keeps the current draft',
    file: 'crates/playground/src/labs/rollout/edit.rs',
    from: '*draft = p;',
    to: 'let _ = p;',
    build: 'site:rollout',
    test: ['tests/browser/rollout.test.mjs', 'every preset loads'],
  },
  {
    id: 'storm-docs-note-dropped',
    why: 'the rollout lab no longer notes that Fleet creates the next batch without waiting for readiness',
    file: 'crates/playground/src/labs/rollout/why.rs',
    from: 'if prev.created > 0 && unready > 0 {',
    to: 'if prev.created > 0 && unready > 0 && false {',
    build: 'site:rollout',
    test: ['tests/browser/rollout.test.mjs', 'stepping the image-pull storm'],
  },
];

function sh(cmd, args, opts = {}) {
  execFileSync(cmd, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], ...opts });
}

function wasmBindgen(wasm, outDir, name, target = 'web', extra = []) {
  sh('bash', ['-c', `source scripts/setup.sh && setup_build >/dev/null && wasm-bindgen --target ${target} ${extra.join(' ')} --out-dir ${outDir} --out-name ${name} ${wasm}`]);
}

function rebuild(build) {
  const [kind, name] = build.split(':');
  if (kind === 'pkg') {
    sh('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown', '-p', 'placement-wasm',
      '--no-default-features', '--features', name]);
    wasmBindgen(join(WASM_DIR, 'placement_wasm.wasm'), 'dist/pkg', name);
    sh('node', ['scripts/inline-entry.mjs']);
  } else if (kind === 'site') {
    sh('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown', '-p', 'playground', '--bin', name]);
    wasmBindgen(join(WASM_DIR, `${name}.wasm`), 'dist/site', name, 'web', ['--no-typescript']);
  }
}

// The dist files a rebuild overwrites, saved before and put back after.
function distFiles(build, file) {
  const [kind, name] = build.split(':');
  if (kind === 'pkg') {
    return [`${name}.js`, `${name}_bg.wasm`, `${name}.d.ts`, `${name}_bg.wasm.d.ts`, 'inline.js']
      .map((f) => `dist/pkg/${f}`);
  }
  if (kind === 'site') return [`dist/site/${name}.js`, `dist/site/${name}_bg.wasm`];
  return [file];
}

function applyMutation(m) {
  const path = join(ROOT, m.file);
  const original = readFileSync(path, 'utf8');
  let mutated;
  if (m.from === '') {
    mutated = m.to + original;
  } else {
    const at = original.indexOf(m.from);
    if (at < 0 || original.indexOf(m.from, at + 1) >= 0) {
      throw new Error(`${m.id}: the text to mutate is not found exactly once in ${m.file}`);
    }
    mutated = original.slice(0, at) + m.to + original.slice(at + m.from.length);
  }
  writeFileSync(path, mutated);
  return () => writeFileSync(path, original);
}

function runTest([file, pattern]) {
  const args = ['--test', '--test-concurrency=1'];
  if (pattern) args.push(`--test-name-pattern=${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  args.push(file);
  const run = spawnSync('node', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  const count = (what) => Number((run.stdout.match(new RegExp(`^# ${what} (\\d+)`, 'm')) ?? [])[1] ?? 0);
  const failure = (run.stdout.match(/^\s+error: [|>-]*\s*\n?\s*(.+)$/m) ?? [])[1] ?? '';
  return { status: run.status, pass: count('pass'), fail: count('fail'), failure: failure.trim() };
}

function runMutant(m) {
  const saved = distFiles(m.build, m.file);
  mkdirSync(BACKUP, { recursive: true });
  saved.forEach((f) => existsSync(join(ROOT, f)) && copyFileSync(join(ROOT, f), join(BACKUP, f.replaceAll('/', '__'))));
  const restoreSource = applyMutation(m);
  const restore = () => {
    restoreSource();
    saved.forEach((f) => {
      const b = join(BACKUP, f.replaceAll('/', '__'));
      if (existsSync(b)) copyFileSync(b, join(ROOT, f));
    });
  };
  process.once('SIGINT', () => { restore(); process.exit(130); });
  try {
    rebuild(m.build);
    return runTest(m.test);
  } finally {
    restore();
  }
}

const args = process.argv.slice(2);
if (args.includes('--list')) {
  for (const m of MUTANTS) console.log(`${m.id.padEnd(34)} ${m.build.padEnd(14)} ${m.test.join(' › ')}\n${' '.repeat(35)}${m.why}`);
  process.exit(0);
}
const chosen = args.length ? MUTANTS.filter((m) => args.includes(m.id)) : MUTANTS;
if (!existsSync(join(ROOT, 'dist/site')) || !existsSync(join(ROOT, 'dist/pkg'))) {
  console.error('Build first: scripts/build (dist/site and dist/pkg are missing).');
  process.exit(2);
}
const rows = [];
for (const m of chosen) {
  console.log(`\n=== ${m.id}: ${m.why}`);
  const started = Date.now();
  const r = runMutant(m);
  const killed = r.status !== 0 && r.fail > 0;
  rows.push({ id: m.id, test: m.test.join(' › '), killed, ...r, seconds: Math.round((Date.now() - started) / 1000) });
  console.log(`${killed ? 'KILLED' : 'SURVIVED'}: ${r.fail} failed, ${r.pass} passed${r.failure ? ` — ${r.failure}` : ''}`);
}
rmSync(BACKUP, { recursive: true, force: true });
console.log('\nmutant                             result    failed/passed  test');
for (const r of rows) {
  console.log(`${r.id.padEnd(34)} ${(r.killed ? 'killed' : 'SURVIVED').padEnd(9)} ${`${r.fail}/${r.pass}`.padEnd(14)} ${r.test}`);
}
const survivors = rows.filter((r) => !r.killed).length;
console.log(`${rows.length - survivors} of ${rows.length} mutants killed`);
process.exit(survivors ? 1 : 0);
