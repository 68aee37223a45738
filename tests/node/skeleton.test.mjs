// The page skeleton's texts (scripts/skeleton-texts.mjs → dist/site/skeleton-texts.js): taken
// from the catalogs at build time, complete in every language, and refused rather than shown
// wrong when a message is not one line or has a placeable the skeleton cannot fill.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { BUNDLES, LANGS } from '../../web/labs.js';
import { HEADINGS, MESSAGES, messageValue, skeletonTexts } from '../../scripts/skeleton-texts.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;

test('every language has every skeleton text, and each is its catalog\'s message', () => {
  const texts = skeletonTexts(`${ROOT}locales`);
  assert.deepEqual(Object.keys(texts), LANGS);
  assert.deepEqual(Object.keys(HEADINGS).sort(), [...BUNDLES].sort());
  for (const lang of LANGS) {
    for (const [, id] of MESSAGES) assert.ok(texts[lang][id]?.length > 0, `${lang}: ${id}`);
    for (const page of BUNDLES) assert.ok(texts[lang].heading[page]?.length > 0, `${lang}: heading of ${page}`);
  }
  assert.equal(texts.en.heading.capacity, 'Storage capacity');
  assert.equal(texts.ja['shell-nav-label'], 'ラボ');
  // The heading is the lab's own <h1> message, as the lab renders it.
  const rollout = readFileSync(`${ROOT}locales/uk/rollout.ftl`, 'utf8');
  assert.ok(rollout.includes(`ro-title = ${texts.uk.heading.rollout}\n`));
});

test('a message the skeleton cannot show as it stands stops the build', () => {
  assert.equal(messageValue('a = One { $page } two\n', 'a', ['page'], 'x.ftl'), 'One { $page } two');
  assert.throws(() => messageValue('b = 1\n', 'a', [], 'x.ftl'), /x\.ftl: no message a/);
  assert.throws(() => messageValue('a =\n    spans\n    lines\n', 'a', [], 'x.ftl'), /spans lines/);
  assert.throws(() => messageValue('a = { $count } items\n', 'a', ['page'], 'x.ftl'), /placeable/);
  assert.throws(() => messageValue('a = { NUMBER($n) }\n', 'a', ['n'], 'x.ftl'), /placeable/);
});
