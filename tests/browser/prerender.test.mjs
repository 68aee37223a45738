// Issue 40: the answer before the wasm. The build prerenders every Longhorn and rollout preset's
// answer in every language (crates/prerender → dist/site/prerender/<lab>/<preset>.<lang>[.readonly].html);
// index.html's inline script fetches the one its address names and web/skeleton.js shows it until
// the lab runs. These tests load each one as a reader would (the page's own CSP, no bypass), look
// at the skeleton's answer while the wasm is held back, let the wasm run and compare: the text and
// the ids must be the live page's. A saved or shared scenario shows the skeleton, never a preset's
// answer; the swap to the live page shifts nothing (layout-shift entries, summed).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { holdBack, saveScreenshot, useBrowser } from './harness.mjs';

const env = useBrowser();
const SITE = new URL('../../dist/site/', import.meta.url);

/** Every prerendered answer the build wrote: { lab, preset, lang, readonly }. */
const FILES = ['longhorn', 'rollout'].flatMap((lab) =>
  readdirSync(new URL(`prerender/${lab}/`, SITE)).map((file) => {
    const [, preset, lang, readonly] = file.match(/^([a-z0-9-]+)\.([a-z]+)(\.readonly)?\.html$/);
    return { lab, preset, lang, readonly: Boolean(readonly) };
  }));

/** The address a reader opens the answer at: the full page, or a read-only embed. */
const address = ({ lab, preset, lang, readonly }) =>
  (readonly ? `/?embed=1&lab=${lab}&preset=${preset}&readonly=1&lang=${lang}` : `/?lang=${lang}#/${lab}?preset=${preset}`);

/** Opens `path` in `context` with the wasm held back until `release()`; layout shifts recorded from the start. */
async function openHeld(context, path) {
  const page = await context.newPage();
  const release = await holdBack(page, '_bg.wasm');
  await page.addInitScript(() => {
    self.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        const live = !document.getElementById('loading');
        const nodes = entry.sources.map((s) => (s.node?.nodeType === 1 ? s.node : s.node?.parentElement)).filter(Boolean);
        // The answer's area: the result pane, live or prerendered.
        const answer = nodes.some((n) => n.closest('#lab-result, .skeleton-answer'));
        const what = nodes.map((n) => n.id || n.className || n.nodeName).join(',');
        self.layoutShifts.push({ value: entry.value, live, answer, what });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(env.server.url + path);
  await page.waitForSelector('#loading .skeleton-status');
  return { page, release };
}

/** The skeleton's answer: its top elements' selectors, texts and ids. */
const prerendered = (page) => page.evaluate(() => {
  const tops = [...(document.querySelector('#loading .skeleton-answer')?.children ?? [])];
  const selector = (e) => (e.id ? `#${e.id}` : `${e.localName}${[...e.classList].map((c) => `.${c}`).join('')}`);
  return tops.map((e) => ({
    selector: selector(e),
    text: e.textContent.replace(/\s+/g, ' ').trim(),
    ids: [...e.querySelectorAll('[id]')].map((x) => x.id),
    disabled: [...e.querySelectorAll('button, input, select, textarea')].every((c) => c.disabled),
  }));
});

/** The live page's elements of the same selectors in its result pane, read the same way. */
const live = (page, selectors) => page.evaluate((selectors) => selectors.map((selector) => {
  const e = document.querySelector(`#lab-result ${selector}`);
  return e && { selector, text: e.textContent.replace(/\s+/g, ' ').trim(), ids: [...e.querySelectorAll('[id]')].map((x) => x.id) };
}), selectors);

const liveOnPage = (page) => page.waitForFunction(() => !document.getElementById('loading') && document.getElementById('lab-result'));

test("index.html's inline script lists exactly the presets the build prerendered, each lab's default first", () => {
  const html = readFileSync(new URL('index.html', SITE), 'utf8');
  const listed = Object.fromEntries([...html.matchAll(/(longhorn|rollout): ?["']([a-z0-9 -]+)["']/g)].map((m) => [m[1], m[2].split(' ')]));
  for (const lab of ['longhorn', 'rollout']) {
    const built = [...new Set(FILES.filter((f) => f.lab === lab).map((f) => f.preset))].sort();
    assert.deepEqual([...listed[lab]].sort(), built, lab);
  }
  assert.equal(listed.longhorn[0], 'three-zones');
  assert.equal(listed.rollout[0], 'storm-5');
  assert.equal(FILES.length, (7 + 13) * 3 * 2, 'every preset of both labs, en/ja/uk, page and read-only');
});

test('every prerendered answer, in every language, is the live page\'s answer once the wasm has run', { timeout: 900_000 }, async () => {
  const differences = [];
  for (const file of FILES) {
    const path = address(file);
    // A context of its own: the one before autosaved its preset, and saved work gets no answer.
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, release } = await openHeld(context, path);
    await page.waitForSelector('#loading .skeleton-answer');
    const before = await prerendered(page);
    assert.ok(before.length > 0, `${path}: an answer in the skeleton`);
    assert.ok(before.every((p) => p.disabled), `${path}: the answer's controls are disabled until the lab runs`);
    if (file.preset === 'pct25-230' && file.readonly && file.lang === 'ja') await saveScreenshot(page, 'prerender-rollout-embed-ja');
    release();
    await liveOnPage(page);
    const after = await live(page, before.map((p) => p.selector));
    for (const [k, p] of before.entries()) {
      const { disabled, ...shown } = p;
      if (JSON.stringify(shown) !== JSON.stringify(after[k])) differences.push({ path, prerendered: shown, live: after[k] });
    }
    await context.close();
  }
  assert.deepEqual(differences, [], `prerendered answers that differ from the live page:\n${JSON.stringify(differences, null, 1).slice(0, 4000)}`);
});

test('saved work shows the skeleton, not a preset\'s answer, with or without a preset in the address', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  // docs-balance opened once: the lab autosaves it.
  const first = await context.newPage();
  await first.goto(`${env.server.url}/#/longhorn?preset=docs-balance`);
  await liveOnPage(first);
  await first.waitForFunction(() => localStorage.getItem('placement-playground.longhorn.v2')?.includes('docs-balance'));
  const saved = await first.textContent('#lab-result .lh-result');
  await first.close();
  // The lab's default view is three-zones, whose answer is prerendered; this reader has saved work.
  const { page, release } = await openHeld(context, '/#/longhorn');
  assert.equal(await page.locator('#loading .skeleton-answer').count(), 0, 'no prerendered answer over saved work');
  assert.equal(await page.locator('#loading .skeleton-panes').count(), 1, 'the skeleton as before');
  release();
  await liveOnPage(page);
  assert.equal(await page.textContent('#lab-result .lh-result'), saved, 'the live page shows the saved scenario');
  await page.close();
  // A preset in the address is loaded over the saved work as an edit, after the work's first
  // render: a prerendered answer would give way to the saved work's for a moment, so none is shown.
  const asked = await openHeld(context, '/#/longhorn?preset=tag-mismatch');
  assert.equal(await asked.page.locator('#loading .skeleton-answer').count(), 0, 'no prerendered answer over saved work');
  asked.release();
  await liveOnPage(asked.page);
  await context.close();
});

test('a shared scenario or a host\'s shows the skeleton, never a preset\'s answer', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  for (const path of ['/#/rollout?s=x', '/?embed=1&lab=rollout&scenario=host&readonly=1']) {
    const requested = [];
    const page = await context.newPage();
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.route(/_bg\.wasm$/, () => {}); // never answered: only the skeleton is looked at
    await page.goto(env.server.url + path);
    await page.waitForSelector('#loading .skeleton-status');
    assert.equal(await page.locator('#loading .skeleton-answer').count(), 0, path);
    assert.deepEqual(requested.filter((p) => p.startsWith('/prerender/')), [], `${path}: no prerendered answer fetched`);
    await page.close();
  }
  await context.close();
});

test('the swap from the prerendered answer to the live page shifts no layout in the answer\'s area (CLS ≤ 0.05), wide and narrow', async () => {
  const said = [];
  const failed = [];
  for (const [width, height] of [[1280, 900], [390, 844]]) {
    for (const path of ['/?lang=en#/longhorn', '/?lang=ja#/longhorn?preset=docs-balance', '/?lang=en#/rollout?preset=pct25-230',
      '/?embed=1&lab=rollout&preset=pct25-230&readonly=1&lang=ja', '/?embed=1&lab=longhorn&preset=docs-space&readonly=1&lang=en']) {
      const context = await env.browser.newContext({ viewport: { width, height } });
      const { page, release } = await openHeld(context, path);
      await page.waitForSelector('#loading .skeleton-answer');
      const top = (sel) => page.evaluate((sel) => document.querySelector(sel)?.getBoundingClientRect().top, sel);
      const heading = '#loading .skeleton-answer > :first-child';
      const before = await top(heading);
      await page.waitForTimeout(300);
      release();
      await liveOnPage(page);
      await page.waitForTimeout(1000);
      const after = await top('#lab-result > :not(.case-report-bar)');
      const shifts = await page.evaluate(() => self.layoutShifts);
      const cls = shifts.filter((e) => e.answer).reduce((a, b) => a + b.value, 0);
      const whole = shifts.reduce((a, b) => a + b.value, 0);
      said.push(`${width}px ${path}: CLS in the answer's area ${cls.toFixed(3)} (page ${whole.toFixed(3)}: ${shifts.map((e) => e.what).join(' ')}), the answer's top moved ${Math.round(after - before)} px`);
      if (cls > 0.05) failed.push(`${path} at ${width}px: CLS ${cls}`);
      await context.close();
    }
  }
  console.log(said.join('\n'));
  assert.deepEqual(failed, []);
});
