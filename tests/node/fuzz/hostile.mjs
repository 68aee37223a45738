// Hostile arguments as *recipes*: JSON that says how to build a value JSON
// cannot hold (NaN, a BigInt, a Symbol, an object nested 5,000 levels, a
// cycle…). A call is `{ function, args: [recipe…] }`, so any call that ever
// broke something is saved as a file and replayed (tests/fuzz-regressions/).
// Recipes are drawn from a seeded generator, so a run can be repeated exactly.
//
// A recipe is plain JSON (built as is, recursively), or an object with a
// `$` key: see `build`.
import { fixture, YAML_HARDENED } from './functions.mjs';

/** A seeded generator (mulberry32): `next()` in [0, 1), `int(n)`, `pick(list)`. */
export function random(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  return { next, int, pick: (list) => list[int(list.length)] };
}

const special = {
  undefined: () => undefined,
  number: (r) => Number(r.text),
  bigint: (r) => BigInt(r.text),
  symbol: (r) => (r.text === null ? Symbol() : Symbol(r.text)),
  function: () => () => 1,
  'deep-array': (r) => {
    let value = [];
    for (let i = 0; i < r.depth; i++) value = [value];
    return value;
  },
  'deep-object': (r) => {
    let value = {};
    for (let i = 0; i < r.depth; i++) value = { [r.key ?? 'a']: value };
    return value;
  },
  'big-array': (r) => Array.from({ length: r.length }, () => 0),
  nest: (r) => (r.prefix ?? '') + r.open.repeat(r.depth) + (r.inner ?? '') + (r.close ?? '').repeat(r.depth) + (r.suffix ?? ''),
  'indent-map': (r) => Array.from({ length: r.depth }, (_, i) => `${' '.repeat(i)}a:`).join('\n'),
  repeat: (r) => r.text.repeat(r.times),
  fixture: (r) => fixture(r.path),
  cyclic: () => {
    const value = { a: 1 };
    value.self = value;
    return value;
  },
  'throwing-getter': () => {
    const value = {};
    Object.defineProperty(value, 'nodes', { enumerable: true, get() { throw new Error('getter says no'); } });
    return value;
  },
  proxy: () => new Proxy({}, { ownKeys() { throw new TypeError('proxy says no'); } }),
  date: () => new Date(0),
  map: () => new Map([[1, 2]]),
  set: () => new Set([1]),
  'null-prototype': () => Object.create(null),
  'typed-array': () => new Uint8Array(4),
};

/** The value a recipe describes (recursion only through plain JSON, which is shallow). */
export function build(recipe) {
  if (Array.isArray(recipe)) return recipe.map(build);
  if (recipe === null || typeof recipe !== 'object') return recipe;
  if (typeof recipe.$ === 'string') return special[recipe.$](recipe);
  return Object.fromEntries(Object.entries(recipe).map(([k, v]) => [k, build(v)]));
}

const num = (text) => ({ $: 'number', text });

/** Recipes of values that are not what any argument wants. */
export function hostileValues({ depth = 5000, hugeLength = 1 << 20 } = {}) {
  return [
    0, -1, 1.5, num('-0'), num('NaN'), num('Infinity'), num('-Infinity'), 2 ** 53, Number.MAX_VALUE, true, false,
    '', 'x', 'é', '{}', '[]', '- ["10%", 1]', { $: 'bigint', text: '10' }, { $: 'bigint', text: '-1180591620717411303424' },
    { $: 'symbol', text: 's' }, { $: 'symbol', text: null }, null, { $: 'undefined' }, { $: 'function' },
    {}, [], [1], [null], ['25%'], [[[1]]], { $: 'date' }, { $: 'map' }, { $: 'set' }, { $: 'null-prototype' },
    { $: 'typed-array' }, { $: 'cyclic' }, { $: 'throwing-getter' }, { $: 'proxy' },
    { $: 'deep-array', depth }, { $: 'deep-object', depth }, { $: 'deep-array', depth: 200 }, { $: 'deep-object', depth: 200 },
    { $: 'repeat', text: 'a', times: hugeLength }, { $: 'big-array', length: 10000 },
    { nodes: num('NaN') }, { nodes: [num('Infinity')] }, { nodes: { $: 'bigint', text: '10' } },
    { nodes: { $: 'symbol', text: 'n' } }, { nodes: { $: 'function' } },
  ];
}

/** Recipes of texts that are not what any text argument wants. */
export function hostileTexts({ depth = 3000 } = {}) {
  const texts = [
    '', ' ', '\t', '\n\n', 'null', '~', '[]', '{}', '- ["10%", 1]', '---', '...', '--- |\n  x',
    '\u0000', '\ud800', '\ufeffa: 1', 'é'.repeat(1000), ':', '? a\n: b', '&a [1]\n', '*a', '!!binary x',
    'a: [1\n', 'a: "x\n', "a: 'x\n",
    'a: 1\na: 2\n', 'kind: List\nitems: 5\n', 'kind: List\nitems:\n- 5\n', '{"kind":"List","items":[[1]]}',
    'rolloutStrategy: [1, 2]\n', 'rolloutStrategy:\n  maxUnavailable: [1]\n', 'rolloutStrategy:\n  partitions: [[1]]\n',
    setting('{"v1":"true","v2":"false"}'), setting('{"v1":' + '['.repeat(200)),
    { $: 'nest', prefix: setting('').slice(0, -3) + "'", open: '{"v1":', close: '}', inner: '1', depth, suffix: "'\n" },
  ];
  return YAML_HARDENED ? [...texts, ...yamlHostileTexts({ depth })] : texts;
}

const setting = (value) => `apiVersion: longhorn.io/v1beta2\nkind: Setting\nmetadata:\n  name: replica-soft-anti-affinity\nvalue: '${value}'\n`;

/** The texts that broke the YAML reader itself: nesting thousands of levels deep, a block scalar's less-indented multi-byte line. */
export function yamlHostileTexts({ depth = 3000 } = {}) {
  return [
    'a: |\n  ok\n é\n', 'a: |\n    ok\n  échoué\n', 'a: >\n  x\n\té\n',
    { $: 'nest', open: '[', close: ']', depth },
    { $: 'nest', open: '[', depth },
    { $: 'nest', open: '- ', inner: 'x', depth },
    { $: 'nest', open: '{"a":', close: '}', inner: '1', depth },
    { $: 'nest', open: '{a: ', close: '}', inner: '1', depth },
    { $: 'indent-map', depth: Math.min(depth, 1500) },
  ];
}

const TOKENS = ['é', 'échoué', '\t', '\u0000', '\ud83d', '\r', '"', "'", '[', ']', '{', '}', ':', ': ', '- ', '#',
  '&a', '*a', '!!str', '|', '>', '---\n', '\n', '\n  ', 'null', '-1', '1e999', 'NaN', '.inf', '0x1',
  '99999999999999999999', '[[[[[[[[[[[[[[[[[[[[', '- - - - - - - - - - ', '{"a":{"a":{"a":'];

/** A copy of `text` changed in one place: a span cut, doubled or moved, an odd token put in. */
export function mutateText(text, rng) {
  const at = rng.int(text.length + 1);
  const span = 1 + rng.int(Math.min(200, text.length + 1));
  const lines = () => text.split('\n');
  switch (rng.int(6)) {
    case 0: return text.slice(0, at) + text.slice(at + span);
    case 1: return text.slice(0, at) + text.slice(at, at + span).repeat(2 + rng.int(3)) + text.slice(at + span);
    case 2: return text.slice(0, at) + rng.pick(TOKENS) + text.slice(at);
    case 3: return text.slice(0, at);
    case 4: {
      const all = lines();
      const i = rng.int(all.length);
      all[i] = ' '.repeat(rng.int(4)) + all[i].trimStart();
      return all.join('\n');
    }
    default: {
      const all = lines();
      const [i, j] = [rng.int(all.length), rng.int(all.length)];
      [all[i], all[j]] = [all[j], all[i]];
      return all.join('\n');
    }
  }
}

/** Every [parent, key] of a JSON value, walked without recursion. */
function slots(value) {
  const found = [];
  const stack = [value];
  while (stack.length && found.length < 5000) {
    const v = stack.pop();
    for (const key of Object.keys(v)) {
      found.push([v, key]);
      if (v[key] !== null && typeof v[key] === 'object') stack.push(v[key]);
    }
  }
  return found;
}

const REPLACEMENTS = [num('NaN'), num('Infinity'), num('-Infinity'), { $: 'bigint', text: '10' }, { $: 'symbol', text: 'x' },
  { $: 'function' }, null, { $: 'undefined' }, -1, 1.5, 2 ** 63, '', 'é'.repeat(300), { $: 'repeat', text: 'x', times: 100000 },
  true, [], {}, { $: 'deep-array', depth: 300 }, { $: 'deep-object', depth: 300 }, '1e999', '-5Gi', '10%'];

/** A recipe: the JSON value `good` with one field replaced, removed, turned into an array, or added. */
export function mutateJson(good, rng) {
  if (good === null || typeof good !== 'object') return rng.pick(REPLACEMENTS);
  const copy = structuredClone(good);
  const all = slots(copy);
  if (all.length === 0) return { ...copy, unknown: rng.pick(REPLACEMENTS) };
  const [parent, key] = rng.pick(all);
  const old = parent[key];
  switch (rng.int(5)) {
    case 0: parent[key] = rng.pick(REPLACEMENTS); break;
    case 1: if (Array.isArray(parent)) parent.splice(Number(key), 1); else delete parent[key]; break;
    case 2: parent[key] = old !== null && typeof old === 'object' && !Array.isArray(old) ? Object.values(old) : [old]; break;
    case 3: parent[`unknown${rng.int(3)}`] = rng.pick(REPLACEMENTS); break;
    default: if (Array.isArray(old)) old.push(...structuredClone(old.slice(0, 3))); else parent[key] = rng.pick(REPLACEMENTS);
  }
  return copy;
}
