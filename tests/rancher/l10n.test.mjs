// The extension's own labels (integrations/rancher/pkg/placement-playground/l10n): every key
// its code asks for is in English, and Japanese and Ukrainian have exactly the English keys
// with the same {arguments} (a missing one would show Rancher's %key% placeholder).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { EXT } from './harness.mjs';

const PKG = join(EXT, 'pkg/placement-playground');
const yaml = createRequire(join(EXT, 'package.json'))('js-yaml');
const labels = (locale) => yaml.load(readFileSync(join(PKG, 'l10n', `${locale}.yaml`), 'utf8'));

/** `{ 'placement.a.b': 'text', … }` */
function flatten(node, prefix = '') {
  return Object.entries(node).flatMap(([k, v]) => (typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]]));
}
const args = (text) => [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The sources' t('placement.…') keys; a key built with a verdict (`….nodeVerdict.${…}`) as its prefix. */
function keysUsed() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'l10n') continue;
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (/\.(js|ts|vue)$/.test(entry.name)) files.push(join(dir, entry.name));
    }
  };
  walk(PKG);
  return files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/['`](placement\.[\w.-]+?)(\$\{|['`])/g)].map((m) => (m[2] === '${' ? `${m[1]}*` : m[1])));
}

test('every label the extension asks for is in English', () => {
  const english = new Map(flatten(labels('en-us')));
  const used = keysUsed();
  assert.ok(used.length > 20, `the keys were found (${used.length})`);
  for (const key of used) {
    if (key.endsWith('*')) assert.ok([...english.keys()].some((k) => k.startsWith(key.slice(0, -1))), key);
    else assert.ok(english.has(key), `${key} is not in l10n/en-us.yaml`);
  }
});

for (const locale of ['ja', 'uk']) {
  test(`${locale} has every English label, with the same arguments`, () => {
    const english = flatten(labels('en-us'));
    const other = new Map(flatten(labels(locale)));
    assert.deepEqual([...other.keys()].sort(), english.map(([k]) => k).sort());
    for (const [key, text] of english) assert.deepEqual(args(other.get(key)), args(text), `${locale} ${key}`);
  });
}

test("every node and disk verdict the engine package can give has its label (dist/pkg/longhorn.d.ts)", () => {
  const dts = readFileSync(new URL('../../dist/pkg/longhorn.d.ts', import.meta.url), 'utf8');
  const english = labels('en-us').placement.longhorn;
  for (const [type, key] of [['NodeVerdict', 'nodeVerdict'], ['DiskVerdict', 'diskVerdict']]) {
    const values = [...new RegExp(`export type ${type} = ([^;]+);`).exec(dts)[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    assert.ok(values.length > 5, type);
    assert.deepEqual(Object.keys(english[key]).sort(), values.sort(), type);
  }
});
