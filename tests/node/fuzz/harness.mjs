// The fuzzing harness of the engine package: calls every exported function
// with hostile arguments (wrong types, deep nesting, huge strings, mutated
// fixtures), classifies what happened, then makes the function's known-good
// call and compares its answer with a fresh module's. A trap or a wrong
// answer after an error reloads the three modules (a fresh instance of each),
// so one broken call does not hide the next.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { FUNCTIONS, TEXTS } from './functions.mjs';
import { build, hostileTexts, hostileValues, mutateJson, mutateText, random } from './hostile.mjs';

const DOMAINS = ['longhorn', 'fleet', 'capacity'];

/** The package in `dir`, loadable again and again as fresh module instances. */
export function engine(dir) {
  const compiled = Object.fromEntries(DOMAINS.map((d) => [d, new WebAssembly.Module(readFileSync(`${dir}/${d}_bg.wasm`))]));
  let generation = 0;
  return {
    /** Fresh instances of the three modules: `{ [function]: fn }`. */
    async fresh() {
      generation += 1;
      const api = {};
      for (const domain of DOMAINS) {
        const glue = await import(`${pathToFileURL(`${dir}/${domain}.js`).href}?generation=${generation}`);
        glue.initSync({ module: compiled[domain] });
        for (const f of FUNCTIONS.filter((f) => f.domain === domain)) api[f.name] = glue[f.name];
      }
      return api;
    },
  };
}

/** What a thrown value says about the engine: `clear` is the only good answer. */
export function classify(thrown, fn) {
  if (thrown instanceof WebAssembly.RuntimeError) return 'trap';
  if (!(thrown instanceof Error)) return 'unclear';
  const message = String(thrown.message);
  if (/Maximum call stack/.test(message)) return 'stack';
  if (/unwrap_throw|reading '|Reflect\.get|is not a function|Cannot convert|memory access|unreachable/.test(message)) return 'unclear';
  if (typeof thrown.path !== 'string' || typeof thrown.value !== 'string') return 'unclear';
  if (message.length > 1200 || thrown.value.length > 120) return 'too-long';
  // Each text argument of the problem is bounded (kernel::error::MAX_ARG_CHARS) and errors have few.
  if (JSON.stringify(thrown.args ?? {}).length > 4000) return 'too-long';
  const argument = thrown instanceof TypeError || thrown instanceof RangeError;
  const start = argument ? `${fn}: argument ` : thrown.path;
  if (!message.startsWith(start)) return 'unclear';
  return 'clear';
}

const answerOf = (value) => JSON.stringify(value, (_, v) => (typeof v === 'number' && !Number.isFinite(v) ? String(v) : v));

/** Calls `fn` of `api` with built arguments: `{ outcome, ms, value?, error? }`. */
export function attempt(api, fn, args) {
  const start = performance.now();
  try {
    const value = api[fn](...args);
    return { outcome: 'result', ms: performance.now() - start, value };
  } catch (error) {
    return { outcome: classify(error, fn), ms: performance.now() - start, error };
  }
}

/** A call to try: one or more arguments replaced by hostile recipes. */
function hostileCall(f, good, rng, sizes) {
  const args = good.map((g) => JSON.parse(JSON.stringify(g) ?? 'null'));
  if (f.args.length === 0) return { function: f.name, args: [rng.pick(hostileValues(sizes))] };
  const slot = rng.int(f.args.length);
  const { kind } = f.args[slot];
  const texts = TEXTS[f.name] ?? [];
  const way = rng.int(3);
  if (kind === 'text' && way === 0 && texts.length) {
    let text = readFixture(rng.pick(texts));
    for (let n = 1 + rng.int(3); n > 0; n--) text = mutateText(text, rng);
    args[slot] = text;
  } else if (kind === 'text' && way === 1) {
    args[slot] = rng.pick(hostileTexts(sizes));
  } else if ((kind === 'object' || kind === 'array' || kind === 'optional-object') && way === 0) {
    args[slot] = mutateJson(args[slot], rng);
  } else {
    args[slot] = rng.pick(hostileValues(sizes));
  }
  return { function: f.name, args };
}

const fixtureCache = new Map();
function readFixture(path) {
  if (!fixtureCache.has(path)) fixtureCache.set(path, build({ $: 'fixture', path }));
  return fixtureCache.get(path);
}

/**
 * Runs `calls` hostile calls from `seed` (and the given regression `cases`
 * first) against the package in `dir`. Returns the tally and the problems:
 * every call that trapped, overflowed the stack, threw something unclear,
 * took longer than `boundMs`, or left a wrong answer for the next good call.
 */
export async function fuzz({ dir, seed = 1, calls = 1000, cases = [], boundMs = 10000, sizes = {}, onProgress } = {}) {
  const pkg = engine(dir);
  let api = await pkg.fresh();
  const good = new Map();
  for (const f of FUNCTIONS) {
    const args = f.good(api);
    good.set(f.name, { args, answer: answerOf(api[f.name](...args)) });
  }
  const rng = random(seed);
  const tally = { calls: 0, result: 0, clear: 0, trap: 0, stack: 0, unclear: 0, 'too-long': 0, poisoned: 0, slow: 0, reloads: 0 };
  const problems = [];
  const withArgs = FUNCTIONS;
  const total = cases.length + calls;
  for (let i = 0; i < total; i++) {
    const f = i < cases.length ? FUNCTIONS.find((g) => g.name === cases[i].function) : withArgs[i % withArgs.length];
    if (!f) throw new Error(`regression case ${i}: no function ${cases[i].function}`);
    const call = i < cases.length ? cases[i] : hostileCall(f, good.get(f.name).args, rng, sizes);
    const { outcome, ms, error } = attempt(api, f.name, call.args.map(build));
    tally.calls += 1;
    tally[outcome] += 1;
    const after = attempt(api, f.name, good.get(f.name).args);
    const answered = after.outcome === 'result' && answerOf(after.value) === good.get(f.name).answer;
    const problem = [];
    if (outcome !== 'result' && outcome !== 'clear') problem.push(outcome);
    if (ms > boundMs) { tally.slow += 1; problem.push(`slow (${Math.round(ms)} ms)`); }
    if (!answered) { tally.poisoned += 1; problem.push('next call wrong'); }
    if (problem.length) {
      problems.push({ index: i, call, problem: problem.join(', '), message: error ? String(error.message).slice(0, 300) : '' });
    }
    if (outcome === 'trap' || !answered) {
      api = await pkg.fresh();
      tally.reloads += 1;
    }
    onProgress?.(i, tally);
  }
  return { tally, problems };
}
