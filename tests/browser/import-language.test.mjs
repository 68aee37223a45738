// The import panels in the page's language (issue #11): a kubectl paste with
// notes, skipped objects, missing kinds, what was read of each object and the
// clusters that are not targets imported on a ?lang=ja (and uk) page
// of each lab shows the engine's sentences in that language — no English
// sentence words outside the names, fields and quoted values (code).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();
const fixture = (name) => readFileSync(new URL(`../../crates/placement/tests/fixtures/${name}`, import.meta.url), 'utf8');

// Words of any English sentence that names, units and field names do not hold
// (the detection of english-leak.test.mjs, reduced to what the panels need).
const ENGLISH = /\b(the|is|are|was|not|and|with|from|which|has|have|does|would|only|its|of|to|on|in|by|or|as|be|it|an|a)\b/gi;

/** The texts of the `<li>`s under `selector` that read as English (names and code left out). */
function englishItems(page, selector) {
  return page.evaluate(({ selector, source }) => {
    const english = new RegExp(source, 'gi');
    const out = [];
    for (const li of document.querySelectorAll(`${selector} li`)) {
      const copy = li.cloneNode(true);
      copy.querySelectorAll('code, pre').forEach((c) => c.remove());
      // Identifiers (zone-a, pg_data, v1.2, "quoted"), camelCase and dotted fields are names.
      const text = copy.textContent.replace(/"[^"]*"|\S*[-_./=:][^\s]*|\b[a-z]+[A-Z]\w*/g, ' ');
      if ((text.match(english) ?? []).length >= 2) out.push(li.textContent.trim().slice(0, 160));
    }
    return out;
  }, { selector, source: ENGLISH.source });
}

const SCRIPT = { ja: /[\u3040-\u30ff\u4e00-\u9fff]/, uk: /[а-яіїєґ]/i };

/** Imports `text` into the lab's panel on a `lang` page and checks each list under `lists`. */
async function importIn(lang, lab, ids, text, lists) {
  const { page, check, context, screenshot } = await openPage(env, `/?lang=${lang}#/${lab}`);
  await page.waitForSelector(`#${ids.toggle}`);
  await page.click(`#${ids.toggle}`);
  await page.waitForSelector(`#${ids.text}`, { state: 'visible' });
  await page.fill(`#${ids.text}`, text);
  await page.click(`#${ids.button}`);
  await page.waitForSelector(`#${lists[0]} li`);
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => { d.open = true; }));
  for (const list of lists) {
    const items = await page.locator(`#${list} li`).allTextContents();
    assert.ok(items.length > 0, `${lab} ${lang}: #${list} is empty`);
    assert.ok(items.every((t) => SCRIPT[lang].test(t)), `${lab} ${lang}: #${list} has an item without ${lang} text:\n${items.join('\n')}`);
    const leaks = await englishItems(page, `#${list}`);
    assert.deepEqual(leaks, [], `${lab} ${lang}: English in #${list}`);
  }
  if (lang === 'ja') await screenshot(`import-notes-${lab}-ja`);
  check();
  await context.close();
}

const LONGHORN = { toggle: 'import-toggle', text: 'import-text', button: 'import-button' };
const CAPACITY = LONGHORN;
const ROLLOUT = { toggle: 'fleet-import-toggle', text: 'fleet-import-text', button: 'fleet-import-button' };

for (const lang of ['ja', 'uk']) {
  test(`Longhorn lab, lang=${lang}: skipped objects and notes in the page's language`, async () => {
    const text = `${fixture('longhorn-list.yaml')}---\n${fixture('longhorn-extras.yaml')}`;
    await importIn(lang, 'longhorn', LONGHORN, text, ['import-skipped', 'import-notes']);
  });

  test(`capacity lab, lang=${lang}: skipped objects and notes in the page's language`, async () => {
    const text = `${fixture('kubectl/capacity/list.yaml')}---\n${fixture('kubectl/capacity/extras.yaml')}`;
    await importIn(lang, 'capacity', CAPACITY, text, ['import-skipped', 'import-notes', 'import-read']);
  });

  test(`rollout lab, lang=${lang}: skipped objects and notes in the page's language`, async () => {
    const text = `${fixture('kubectl/fleet/list.yaml')}---\n${fixture('kubectl/fleet/extras.yaml')}`;
    await importIn(lang, 'rollout', ROLLOUT, text, ['fleet-import-skipped', 'fleet-import-notes', 'fleet-import-read']);
  });

  test(`rollout lab, lang=${lang}: what was read of each object and why a cluster is not a target, in the page's language`, async () => {
    await importIn(lang, 'rollout', ROLLOUT, fixture('kubectl/fleet/not-targeted.yaml'), ['fleet-import-not-targeted', 'fleet-import-read']);
  });
}
