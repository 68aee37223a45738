// Issue #33 in the storage capacity lab, followed as a person would: read a
// suggestion's sentence, type the value it prints (in the unit it prints)
// into the field it names, and see the node pass — in English and Japanese.
// The field is found by the suggestion's data-field (the input's id); the
// value is read from the sentence and must be the one the suggestion types.
// Before the fix, node-1 of multi-volume said "Let csisc-local-0 offer 30 GiB"
// (Free is 50 GiB, 30 taken: typing 30 still fails), node-2 was told to take
// another node's hostname label, and the Immediate preset had no suggestion.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();
const WORDS = {
  en: { passes: /✓\s*node-1\s*passes/, free: /Free/, outside: /The fix is outside the lab/ },
  ja: { passes: /✓\s*node-1/, free: /「空き」/, outside: /修正はラボの外にあります/ },
};

async function open(lang, preset) {
  const { page, check, context } = await openPage(env, `/?lang=${lang}#/capacity?preset=${preset}`, { width: 1440, height: 900 });
  await page.waitForSelector('#capacity-map');
  return { page, check, context };
}

/** Shows node `node`'s why and returns its suggestions: sentence, field id, value. */
async function suggestionsOf(page, node) {
  await page.click(`.map-node[data-node="${node}"]`);
  await page.waitForSelector(`#capacity-why[data-node="${node}"]`);
  return page.$$eval('#why-changes li.why-change:not(.outside)', (items) => items.map((li) => ({
    sentence: li.querySelector('span').textContent, field: li.dataset.field, value: li.dataset.value,
  })));
}

/** Types `amount unit` (as the sentence prints it) into the amount field `id`. */
async function typeAmount(page, id, sentence) {
  const [, number, unit] = sentence.match(/(\d+) (MiB|GiB|TiB)/);
  await page.fill(`#${id}`, number);
  await page.locator(`#${id} + select`).selectOption(unit);
  return number;
}

for (const lang of ['en', 'ja']) {
  test(`${lang}: each suggestion for node-1 of multi-volume, typed into the field it names, makes node-1 pass; Free is 60 GiB, not 30`, async () => {
    const first = await open(lang, 'multi-volume');
    const found = await suggestionsOf(first.page, 'node-1');
    await first.context.close();
    assert.ok(found.length >= 2, JSON.stringify(found));
    const free = found.find((s) => s.field === 'pool-0-0-free');
    assert.ok(free, 'a suggestion names Free of the pool');
    assert.match(free.sentence, WORDS[lang].free);
    assert.match(free.sentence, /60 GiB/);
    for (const s of found) {
      const { page, check, context } = await open(lang, 'multi-volume');
      await suggestionsOf(page, 'node-1');
      const typed = /(MiB|GiB|TiB)/.test(s.sentence) ? await typeAmount(page, s.field, s.sentence) : null;
      if (typed !== null) assert.equal(typed, s.value, `${s.sentence}: the sentence prints the value the suggestion types`);
      else await page.fill(`#${s.field}`, s.value);
      await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('.map-node[data-node="node-1"]').textContent),
        WORDS[lang].passes.source);
      check();
      await context.close();
    }
  });

  test(`${lang}: typing one GiB less than the printed Free leaves node-1 failing`, async () => {
    const { page, check, context } = await open(lang, 'multi-volume');
    await suggestionsOf(page, 'node-1');
    await page.fill('#pool-0-0-free', '59');
    await page.waitForFunction(() => /✗/.test(document.querySelector('.map-node[data-node="node-1"]').textContent));
    check();
    await context.close();
  });

  test(`${lang}: node-2 of multi-volume gets no hostname label nor a volume affinity edit, but the fix outside the lab`, async () => {
    const { page, check, context } = await open(lang, 'multi-volume');
    const found = await suggestionsOf(page, 'node-2');
    for (const s of found) assert.doesNotMatch(s.sentence, /kubernetes\.io\/hostname=/);
    const outside = await page.textContent('#why-outside');
    assert.match(outside, WORDS[lang].outside);
    assert.match(outside, /kubectl delete pvc a/);
    assert.equal(await page.locator('#why-outside .apply-change').count(), 0, 'no Apply for a fix outside the lab');
    check();
    await context.close();
  });

  test(`${lang}: the Immediate preset suggests WaitForFirstConsumer; choosing it lets the pod onto a node`, async () => {
    const { page, check, context } = await open(lang, 'immediate');
    const found = await suggestionsOf(page, 'a-1');
    assert.equal(found.length, 1, JSON.stringify(found));
    assert.equal(found[0].field, 'class-0-binding');
    assert.match(found[0].sentence, /WaitForFirstConsumer/);
    await page.selectOption('#class-0-binding', { label: 'WaitForFirstConsumer' });
    await page.waitForFunction(() => document.querySelectorAll('.map-node').length > 0
      && [...document.querySelectorAll('.map-node')].some((n) => n.textContent.includes('✓')));
    check();
    await context.close();
  });
}
