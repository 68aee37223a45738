#!/usr/bin/env node
// Mutation proofs for the node and browser tests, run by scripts/test after the
// browser tests: each mutant breaks one rule or one promise on purpose, rebuilds
// only the module or bundle it touches, runs the one test that claims to guard it
// and expects that test to FAIL with the assertion it names. A mutant that
// survives (its test still passes), or whose test fails some other way (a page
// that did not load, a timeout), means the test is weaker than its name.
//
// A CONTROL run comes first: every module and bundle the mutants touch is rebuilt
// the same way without a mutation, and each named test must pass on it. Without
// it a rebuild that breaks the page would "kill" every mutant.
//
// Usage: node scripts/mutants.mjs [--list] [--control-only] [id ...]
//   Without ids: every mutant but the optional ones (named in --list as "by name only").
//   Needs a release build first (scripts/build: dist/site and dist/pkg).
//   Sources and dist/ are restored after the run, also on Ctrl-C.
//   Exit code 0 when the control passed and every mutant was killed.
//
// Kinds of mutants, by what they rebuild:
//   pkg:<domain>   engine change → that domain's module in dist/pkg (as scripts/build makes it,
//                  without wasm-opt)
//   site:<lab>     playground change → that lab's bundle in dist/site by `scripts/build --lab <lab>`:
//                  the release build's own path, split chunks, wasm-opt and minified glue included
//   dist           a change to a copied web file, made in dist/site directly
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const WASM_DIR = join(ROOT, 'target/wasm32-unknown-unknown/release');
const WORK = join(ROOT, 'target/mutants');

// In this order: the web-file mutants (no rebuild), the playground's (its crate only), then the
// engine's (each recompiles the engine crate, which the playground's build would then redo).
// Each mutant: the text `from` (found exactly once in the files under `in`, so a file that moves
// keeps its mutant) becomes `to`; `test` is [file, exact test name]; `fails` must match the named
// test's failure (its assertion's message), so a failure of another kind is no kill.
const MUTANTS = [
  {
    id: 'page-console-error',
    why: 'the page logs an error: the harness must fail every test on it, embeds included',
    in: 'dist/site/boot.js',
    from: '',
    to: "console.error('mutant: an error in the page');\n",
    build: 'dist',
    test: ['tests/browser/embed.test.mjs', 'an embedded lab has no header, and links to the full playground'],
    fails: /console error on .*mutant: an error in the page/,
  },
  {
    id: 'wasm-error-in-a-refusing-test',
    why: 'a wasm error that is not the one a test provokes: a test that takes back its refused chunk must still fail on it',
    in: 'dist/site/boot.js',
    from: '',
    to: "console.error('RuntimeError: unreachable executed (wasm panic of a mutant)');\n",
    build: 'dist',
    test: ['tests/browser/parts.test.mjs', 'Longhorn (en): a why details chunk that cannot be fetched says so, and Try again fetches it'],
    fails: /wasm panic of a mutant/,
  },
  {
    id: 'longhorn-answer-verdict',
    why: 'the why panel\'s first line shows the heading of the suggestions instead of the engine\'s verdict for the replica',
    in: 'crates/playground/src/labs/longhorn',
    from: '<strong>{ render(&answer.answer) }</strong>',
    to: '<strong>{ text("lh-answer-changes", &[]) }</strong>',
    build: 'site:longhorn',
    test: ['tests/browser/answer.test.mjs', 'why panel: the answer first, a suggested change applied schedules the replica, the change summary names it'],
    fails: /did not match the regular expression[\s\S]*pg-data-r-4 is not scheduled/,
    // By name only: it recompiles the playground crate in release and relinks the bundle (2–4
    // minutes on 2 cores), more than scripts/test's mutants step (≤ 90 s) allows.
    optional: true,
  },
  {
    id: 'rollout-job-on-the-main-thread',
    why: 'a fleet of 10,000 clusters is simulated on the page instead of in the worker',
    in: 'crates/playground/src',
    from: 'pub const INLINE_LIMIT: usize = 1_500;',
    to: 'pub const INLINE_LIMIT: usize = usize::MAX;',
    build: 'site:rollout',
    test: ['tests/browser/rollout.test.mjs', '10,000 clusters: simulated in the worker, dense grid, cancel keeps the last result'],
    fails: /no job ran in a worker/,
    // By name only, as the lab mutant above.
    optional: true,
  },
  {
    id: 'capacity-score-inverted',
    why: 'StorageCapacityScoring maps utilisation the wrong way round (the emptiest node loses)',
    in: 'crates/placement/src/capacity',
    from: 'broken_linear(&settings.shape, utilization)',
    to: 'broken_linear(&settings.shape, 100 - utilization)',
    build: 'pkg:capacity',
    test: ['tests/node/capacity.test.mjs', 'scoring: nodes get a score and the roomiest node is selected'],
    fails: /Expected values to be strictly (deep-)?equal/,
  },
  {
    id: 'fleet-percent-ceil',
    why: 'a percentage limit rounds up instead of Fleet’s floor',
    in: 'crates/placement/src/kernel',
    from: 'exact.floor() as i64',
    to: 'exact.ceil() as i64',
    build: 'pkg:fleet',
    test: ['tests/node/fleet.test.mjs', '230 clusters at 25 %: 57 × 4 + 2, rounding explained, byte order'],
    fails: /Expected values to be strictly (deep-)?equal/,
    // By name only: a second engine recompile (minutes) for the same build path as the one above.
    optional: true,
  },
];

function sh(cmd, args) {
  execFileSync(cmd, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
}

// Cargo with scripts/build's wasm flags (other flags would rebuild every dependency).
function bash(script) {
  sh('bash', ['-c', `source scripts/setup.sh >/dev/null && wasm_rustflags && ${script}`]);
}

/** The one file under `dir` (or `dir` itself) holding `text` exactly once. */
function fileWith(dir, text) {
  const path = join(ROOT, dir);
  if (!statSync(path).isDirectory()) return dir;
  const found = [];
  const walk = (d) => {
    for (const name of readdirSync(join(ROOT, d))) {
      const rel = join(d, name);
      if (statSync(join(ROOT, rel)).isDirectory()) walk(rel);
      else if (rel.endsWith('.rs') && readFileSync(join(ROOT, rel), 'utf8').includes(text)) found.push(rel);
    }
  };
  walk(dir);
  if (found.length !== 1) throw new Error(`the text to mutate is in ${found.length} files under ${dir}: ${text}`);
  return found[0];
}

function rebuild(build) {
  const [kind, name] = build.split(':');
  if (kind === 'pkg') {
    bash(`cargo build --quiet --release --target wasm32-unknown-unknown -p placement-wasm --no-default-features --features ${name}`);
    const input = join(WORK, `input-${name}.wasm`);
    bash(`node scripts/strip-relocs.mjs ${join(WASM_DIR, 'placement_wasm.wasm')} ${input} && wasm-bindgen --target web --out-dir dist/pkg --out-name ${name} ${input}`);
    sh('node', ['scripts/inline-entry.mjs']);
  } else if (kind === 'site') {
    // The real path: scripts/build's own code for one lab (cargo, wasm-split-cli, wasm-bindgen,
    // wasm-opt on every part, the glue minified), not a copy of it that could drift.
    sh('scripts/build', ['--lab', name]);
  }
}

// The dist files a rebuild or a dist mutant writes: kept before the first, put back at the end.
function distFiles(build, file) {
  const [kind, name] = build.split(':');
  if (kind === 'pkg') {
    return [`${name}.js`, `${name}_bg.wasm`, `${name}.d.ts`, `${name}_bg.wasm.d.ts`, 'inline.js', 'inline.d.ts']
      .map((f) => `dist/pkg/${f}`);
  }
  if (kind === 'site') {
    return readdirSync(join(ROOT, 'dist/site'))
      .filter((f) => f.startsWith(`${name}.`) || f === `${name}_bg.wasm`)
      .map((f) => `dist/site/${f}`);
  }
  return [file];
}

function applyMutation(m, file) {
  const path = join(ROOT, file);
  const original = readFileSync(path, 'utf8');
  let mutated;
  if (m.from === '') {
    mutated = m.to + original;
  } else {
    const at = original.indexOf(m.from);
    if (at < 0 || original.indexOf(m.from, at + 1) >= 0) {
      throw new Error(`${m.id}: the text to mutate is not found exactly once in ${file}`);
    }
    mutated = original.slice(0, at) + m.to + original.slice(at + m.from.length);
  }
  writeFileSync(path, mutated);
  return () => writeFileSync(path, original);
}

/** Runs the one named test: its outcome and, when it failed, its failure report. */
function runTest([file, name]) {
  const pattern = `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
  const run = spawnSync('node', ['--test', '--test-reporter=tap', '--test-concurrency=1', `--test-name-pattern=${pattern}`, file],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  const count = (what) => Number((run.stdout.match(new RegExp(`^# ${what} (\\d+)`, 'm')) ?? [])[1] ?? 0);
  // The YAML block under the first `not ok` line: the error, its stack, the hook that failed.
  const report = (run.stdout.match(/^\s*not ok \d+ - [^\n]*\n([\s\S]*?)^\s*\.\.\.$/m) ?? [])[1] ?? '';
  // `error: 'text'`, or `error: |-` and the text on the lines below.
  const error = (report.match(/^\s*error: (?:\|-\n\s*)?(.*)$/m) ?? [])[1] ?? '';
  return { status: run.status, pass: count('pass'), fail: count('fail'), report, error: error.trim().slice(0, 200) };
}

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0);

function main() {
  const args = process.argv.slice(2);
  if (args.includes('--list')) {
    for (const m of MUTANTS) {
      console.log(`${m.id.padEnd(32)} ${m.build.padEnd(13)} ${m.test.join(' › ')}\n${' '.repeat(33)}${m.why}${m.optional ? ' (by name only)' : ''}`);
    }
    return 0;
  }
  const ids = args.filter((a) => !a.startsWith('--'));
  const chosen = ids.length ? MUTANTS.filter((m) => ids.includes(m.id)) : MUTANTS.filter((m) => !m.optional);
  if (!existsSync(join(ROOT, 'dist/site')) || !existsSync(join(ROOT, 'dist/pkg'))) {
    console.error('Build first: scripts/build (dist/site and dist/pkg are missing).');
    return 2;
  }
  const files = new Map(chosen.map((m) => [m.id, fileWith(m.in, m.from || '\n')]));
  const builds = [...new Set(chosen.map((m) => m.build))].filter((b) => b !== 'dist');
  // Keep every dist file any step writes, to put the release build back at the end.
  const kept = [...new Set(chosen.flatMap((m) => distFiles(m.build, files.get(m.id))))];
  const backup = join(WORK, 'dist-backup');
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(backup, { recursive: true });
  kept.forEach((f) => copyFileSync(join(ROOT, f), join(backup, f.replaceAll('/', '__'))));
  let restoreSource = () => {};
  const restore = () => {
    restoreSource();
    for (const build of builds) distFiles(build).forEach((f) => rmSync(join(ROOT, f), { force: true }));
    kept.forEach((f) => copyFileSync(join(backup, f.replaceAll('/', '__')), join(ROOT, f)));
  };
  process.once('SIGINT', () => { restore(); process.exit(130); });
  try {
    return run(chosen, files, builds, (r) => { restoreSource = r; }, args.includes('--control-only'));
  } finally {
    restore();
    rmSync(WORK, { recursive: true, force: true });
  }
}

function run(chosen, files, builds, onMutation, controlOnly) {
  console.log(`\n=== CONTROL: ${builds.join(', ') || 'nothing'} rebuilt without a mutation; each named test must pass`);
  let started = Date.now();
  builds.forEach(rebuild);
  console.log(`control rebuild: ${seconds(started)} s`);
  let controlFailed = 0;
  for (const m of chosen) {
    started = Date.now();
    const r = runTest(m.test);
    const ok = r.status === 0 && r.pass >= 1 && r.fail === 0;
    if (!ok) controlFailed += 1;
    console.log(`${ok ? 'passes' : 'FAILS'}: ${m.test.join(' › ')} (${r.pass} passed, ${r.fail} failed; ${seconds(started)} s)${ok ? '' : ` — ${r.error}`}`);
  }
  if (controlFailed) {
    console.log(`\nthe control failed: ${controlFailed} named tests do not pass on the unmutated rebuild; no mutant is judged`);
    console.log(`0 of ${chosen.length} mutants killed; control failed`);
    return 1;
  }
  if (controlOnly) {
    console.log('control passed (--control-only: no mutant run)');
    return 0;
  }
  const rows = [];
  for (const m of chosen) {
    console.log(`\n=== ${m.id}: ${m.why}`);
    const file = files.get(m.id);
    started = Date.now();
    const restoreMutation = applyMutation(m, file);
    onMutation(restoreMutation);
    let r;
    let rebuilt;
    try {
      rebuild(m.build);
      rebuilt = seconds(started);
      started = Date.now();
      r = runTest(m.test);
    } finally {
      restoreMutation();
      onMutation(() => {});
    }
    const named = m.fails.test(r.report);
    const killed = r.status !== 0 && r.fail > 0 && named;
    const verdict = killed ? 'KILLED' : r.fail > 0 ? 'SURVIVED (its test failed another way)' : 'SURVIVED';
    console.log(`${verdict}: ${r.fail} failed, ${r.pass} passed — ${r.error || 'no failure'} (rebuild ${rebuilt} s, test ${seconds(started)} s)`);
    rows.push({ id: m.id, test: m.test.join(' › '), killed });
  }
  console.log('\nmutant                           result    test');
  for (const r of rows) console.log(`${r.id.padEnd(32)} ${(r.killed ? 'killed' : 'SURVIVED').padEnd(9)} ${r.test}`);
  const survivors = rows.filter((r) => !r.killed).length;
  console.log(`${rows.length - survivors} of ${rows.length} mutants killed; control passed`);
  return survivors ? 1 : 0;
}

process.exitCode = main();
