// No English leaks into a Japanese or Ukrainian page (issue #11): every lab
// with every preset, each of its tabs, every <details> opened, at desktop and
// phone size. A text node or an accessible name (aria-label, title,
// placeholder) that reads as an English sentence fails the test, unless it is
// verbatim: inside an element marked `lang="en"` (the real systems' messages,
// which a user searches for in logs, so the page marks them as English for
// screen readers too) or inside code (`code`, `pre`, `kbd`, `samp`, a textarea).
// Names, units, field and setting names pass because they are not sentences:
// a leak is a run of common English words. Labels must also fit their boxes:
// no text is cut off sideways (a button, a tab, a table header, a label).
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();

/** Words that do not occur in names, units or field names, but in any English sentence. */
const ENGLISH = /\b(the|is|are|was|not|and|with|from|this|that|these|which|when|each|every|has|have|does|would|could|should|there|their|its|into|only|than|then|because|here|what|why|how|been|will|can|cannot|no longer|per|of|to|on|in|by|or|at|as|be|it|an|a)\b/gi;

/** Every visible text and accessible name outside verbatim parts that reads as English. */
function leaksOnPage(page) {
  return page.evaluate(({ source, starts }) => {
    const english = new RegExp(source, 'gi');
    const start = new RegExp(starts);
    // Identifiers (zone-a, pg_data, v1.2, a/b) and camelCase field names are names, not words.
    const words = (t) => t.replace(/\S*[-_./=][^\s]*|\b[a-z]+[A-Z]\w*/g, ' ');
    const reads = (t) => (words(t).match(english) ?? []).length >= 2 || start.test(words(t).trim());
    const verbatim = (el) => el.closest('[lang="en"], code, pre, kbd, samp, textarea, script, style, #language-menu');
    const visible = (el) => {
      if (!el.isConnected) return false;
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden' || s.display === 'none') return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const where = (el) => {
      const withId = el.closest('[id]');
      return `${el.tagName.toLowerCase()}${withId ? ` in #${withId.id}` : ''}`;
    };
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent.replace(/\s+/g, ' ').trim();
      if (!text || !el || verbatim(el) || !visible(el)) continue;
      if (reads(text)) found.push(`${where(el)}: “${text.slice(0, 120)}”`);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (verbatim(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const text = el.getAttribute(name);
        if (text && reads(text)) found.push(`${where(el)} @${name}: “${text.slice(0, 120)}”`);
      }
    }
    return found;
  }, { source: ENGLISH.source, starts: '^(The|This|No|Not|Add|Remove|Show|Hide|Edit|Open|Close|Reset|Undo|Redo|Copy|Share|Import|Export|Cancel|Apply)\\b' });
}

/**
 * Fleet limit()'s arithmetic in English (`10% of 57 → floor(5.7) = 5`, `default 100% of …`,
 * `15 clamped to [0, 10] = 10`, `→ at least 1`): a formula with one English word at most, which
 * the word count above lets through, so it is looked for by its own shape.
 */
const LIMIT_ENGLISH = /\d%? of \d|floor\(|\bdefault \d|clamped to \[|at (least|most) \d|count is -?\d|not clamped/;

function limitLeaks(page) {
  return page.evaluate((source) => {
    const shape = new RegExp(source);
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('[lang="en"], code, pre, kbd, samp, textarea, script, style')) continue;
      const text = node.textContent.replace(/\s+/g, ' ').trim();
      if (shape.test(text)) found.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}: limit() in English: “${text.slice(0, 120)}”`);
    }
    return found;
  }, LIMIT_ENGLISH.source);
}

/** Labels cut off sideways: the element's text is wider than its box and clipped. */
function clippedLabels(page) {
  return page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('button, [role=tab], th, label, .badge, .chip, legend, summary, h1, h2, h3')) {
      const s = getComputedStyle(el);
      // Visually hidden text (for screen readers only) is clipped on purpose.
      if (s.display === 'none' || el.getBoundingClientRect().width <= 2 || el.closest('.visually-hidden, .sr-only')) continue;
      const clips = s.overflowX === 'hidden' || s.overflowX === 'clip' || s.textOverflow === 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1) out.push(`${el.tagName.toLowerCase()}#${el.id || '?'}: “${el.textContent.trim().slice(0, 60)}”`);
    }
    return out;
  });
}

/**
 * The rollout lab shows a round at a time: steps through every round (the
 * "next reconcile" control) and, at each, opens the first cluster of every
 * partition (its explanation), collecting after each.
 */
async function walkRounds(page, collect) {
  for (let round = 0; round < 100; round++) {
    for (const cell of await page.$$('.grid-row .cells > i:first-child')) {
      await cell.evaluate((el) => el.click());
      await collect();
    }
    const next = page.locator('#step');
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    const before = await page.textContent('#round-label');
    await next.click();
    await page.waitForTimeout(50);
    if ((await page.textContent('#round-label')) === before) break;
    await collect();
  }
}

/** Opens every <details> and visits every tab of the page, collecting leaks after each. */
async function walk(page, lab) {
  const found = new Set();
  const collect = async () => {
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => { d.open = true; }));
    for (const leak of await leaksOnPage(page)) found.add(leak);
    for (const leak of await limitLeaks(page)) found.add(leak);
  };
  await collect();
  if (lab === 'rollout') await walkRounds(page, collect);
  const tabs = await page.$$eval('[role=tab][id]', (ts) => ts.map((t) => t.id));
  for (const id of tabs) {
    const tab = page.locator(`#${id}`);
    if (!(await tab.isVisible())) continue;
    await tab.click();
    await page.waitForTimeout(100);
    // A tab may be a part whose chunk is fetched when first shown: check it once it is there.
    await page.waitForFunction(() => !document.querySelector('.part-loading'));
    await collect();
  }
  return [...found];
}

/** The presets of every lab, as the gallery lists them: `#/<lab>?preset=<id>`. */
async function presetLinks() {
  const { page, context } = await openPage(env, '/#/gallery');
  await page.waitForSelector('.gallery-card');
  const links = await page.$$eval('a.gallery-card', (as) => as.map((a) => a.getAttribute('href')));
  await context.close();
  return links;
}

const READY = { longhorn: '#lab-result h2', balance: '#winner', capacity: '#pod-answer', rollout: '#round-label', gallery: '.gallery-card' };

for (const lang of ['ja', 'uk']) {
  test(`lang=${lang}: no English outside verbatim strings on any lab, preset, tab or opened detail; no clipped label`, async (t) => {
    const links = await presetLinks();
    assert.ok(links.length >= 20, `the gallery lists the presets (${links.length})`);
    const leaks = [];
    const clipped = new Set();
    const { page, check, context } = await openPage(env, `/?lang=${lang}#/gallery`, { width: 1440, height: 900 });
    await page.waitForSelector(READY.gallery);
    leaks.push(...(await walk(page)).map((l) => `gallery: ${l}`));
    for (const href of links) {
      const lab = href.match(/#\/(\w+)/)[1];
      await page.goto('about:blank');
      await page.goto(`${env.server.url}/?lang=${lang}${href}`);
      await page.waitForSelector(READY[lab], { timeout: 30_000 });
      for (const leak of await walk(page, lab)) leaks.push(`${href}: ${leak}`);
      for (const c of await clippedLabels(page)) clipped.add(`${href}: ${c}`);
    }
    const unique = [...new Set(leaks)];
    t.diagnostic(`${lang}: ${unique.length} English texts on ${links.length + 1} pages`);
    assert.deepEqual(unique.slice(0, 400), [], `English in the ${lang} pages (first 400 of ${unique.length})`);
    assert.deepEqual([...clipped], [], `labels cut off in ${lang}`);
    check();
    await context.close();
  });
}

for (const lang of ['ja', 'uk']) {
  for (const [width, height] of [[1440, 900], [390, 844]]) {
    test(`lang=${lang}, ${width}×${height}: every lab fits (no sideways scroll, no clipped label); screenshots`, async () => {
      const { page, check, screenshot, context } = await openPage(env, `/?lang=${lang}#/gallery`, { width, height });
      for (const lab of ['gallery', 'longhorn', 'balance', 'capacity', 'rollout']) {
        await page.goto('about:blank');
        await page.goto(`${env.server.url}/?lang=${lang}#/${lab}`);
        await page.waitForSelector(READY[lab], { state: 'attached', timeout: 30_000 });
        assert.equal(await page.getAttribute('html', 'lang'), lang);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(sideways <= 0, `${lab}: the page scrolls ${sideways}px sideways`);
        assert.deepEqual(await clippedLabels(page), [], `${lab}: labels cut off`);
        await screenshot(`lang-${lang}-${lab}-${width}`);
      }
      check();
      await context.close();
    });
  }
}
