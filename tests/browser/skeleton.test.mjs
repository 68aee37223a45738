// Issue #15: before its wasm has arrived a page shows a useful skeleton — the header with the
// navigation, the lab's heading and its panes, in the page's language — and the lab replaces it
// on its first render. The wasm is held back by the test until it has looked.
import test from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { holdBack, takeExpectedProblems, useBrowser, saveScreenshot } from './harness.mjs';
import { describe as describeViolations, runAxe } from './axe.mjs';
import { readFileSync } from 'node:fs';
import { CATALOGS } from '../../web/labs.js';
import { messageValue } from '../../scripts/skeleton-texts.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;

const env = useBrowser();

/** Opens `path` with the page's wasm held back; returns the page and `release()`. */
async function openHeld(path, { width = 1280, height = 900, locale = 'en-US' } = {}) {
  const context = await env.browser.newContext({ viewport: { width, height }, locale, bypassCSP: true });
  const page = await context.newPage();
  const release = await holdBack(page, '_bg.wasm');
  await page.goto(env.server.url + path);
  await page.waitForSelector('#loading .skeleton-status');
  return { page, context, release };
}

const skeleton = (page) => page.evaluate(() => ({
  lang: document.documentElement.lang,
  title: document.title,
  heading: document.querySelector('#loading h1')?.textContent,
  nav: document.querySelector('#loading nav')?.getAttribute('aria-label'),
  links: [...document.querySelectorAll('#loading nav a')].map((a) => a.textContent),
  current: document.querySelector('#loading nav a[aria-current="page"]')?.textContent,
  status: document.querySelector('#loading [role="status"]')?.textContent,
  panes: document.querySelectorAll('#loading .skeleton-panes .panel').length,
}));

test('before its wasm, a lab shows its heading, navigation and panes; its first render replaces them', async () => {
  const { page, context, release } = await openHeld('/#/capacity');
  assert.deepEqual(await skeleton(page), {
    lang: 'en',
    title: 'Storage capacity — Placement Playground',
    heading: 'Storage capacity',
    nav: 'Labs',
    links: ['Longhorn replica scheduling', 'Longhorn balance score', 'Storage capacity', 'Fleet rollout', 'Gallery', 'Learn'],
    current: 'Storage capacity',
    status: 'Loading…',
    panes: 2,
  });
  const { blocking } = await runAxe(page);
  assert.equal(blocking.length, 0, describeViolations(blocking));
  await saveScreenshot(page, 'skeleton-capacity-1280');
  release();
  await page.waitForSelector('.site-header');
  assert.equal(await page.locator('#loading').count(), 0, 'the skeleton is gone once the lab is on the page');
  assert.deepEqual(await page.locator('h1').allTextContents(), ['Storage capacity']);
  await context.close();
});

test('a link of the skeleton\'s navigation followed before the wasm starts that lab', async () => {
  const { page, context, release } = await openHeld('/#/capacity');
  await page.click('#loading nav a[href="#/rollout"]');
  await page.waitForFunction(() => document.querySelector('#loading h1')?.textContent === 'Fleet rollout');
  release();
  await page.waitForSelector('.site-header');
  assert.deepEqual(await page.locator('h1').allTextContents(), ['Fleet rollout']);
  assert.match(await page.textContent('.lab-nav a[aria-current="page"]'), /Fleet rollout/);
  await context.close();
});

/** The status over a prerendered answer (issue 40; web/answer.js), in `lang`. */
const answerStatus = (lang) => messageValue(readFileSync(`${ROOT}locales/${lang}/skeleton.ftl`, 'utf8'), 'skeleton-answer', [], lang);

test('the skeleton speaks the page\'s language: ?lang=, then the saved choice, then the browser\'s', async () => {
  const asked = await openHeld('/?lang=ja#/rollout', { locale: 'uk-UA' });
  // The rollout lab's default view has a prerendered answer: its status says so, in the language.
  await asked.page.waitForSelector('#loading .skeleton-answer');
  const ja = await skeleton(asked.page);
  assert.equal(ja.lang, 'ja');
  assert.equal(ja.heading, 'Fleet のロールアウト');
  assert.equal(ja.current, 'Fleet ロールアウト');
  assert.equal(ja.nav, 'ラボ');
  assert.equal(ja.status, answerStatus('ja'));
  asked.release();
  await asked.page.waitForSelector('.site-header');
  // The lab's own first render says the same heading.
  assert.equal(await asked.page.textContent('h1'), 'Fleet のロールアウト');
  await asked.context.close();

  const browser = await openHeld('/#/longhorn', { locale: 'uk-UA', width: 390, height: 844 });
  await browser.page.waitForSelector('#loading .skeleton-answer');
  const uk = await skeleton(browser.page);
  assert.equal(uk.lang, 'uk');
  assert.equal(uk.heading, 'Планування реплік Longhorn');
  assert.equal(uk.status, answerStatus('uk'));
  assert.ok(await browser.page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), 'no sideways scroll on a phone');
  await saveScreenshot(browser.page, 'skeleton-longhorn-uk-390');
  // A saved choice wins over the browser's languages.
  await browser.page.evaluate(() => localStorage.setItem('placement-playground:lang', 'en'));
  browser.release();
  await browser.page.reload();
  await browser.page.waitForSelector('.site-header');
  assert.equal(await browser.page.evaluate(() => document.documentElement.lang), 'en');
  await browser.context.close();
});

test('an embedded lab\'s skeleton has no header; a wasm that cannot load is said in the page\'s language', async () => {
  const embedded = await openHeld('/?embed=1&lab=balance&lang=uk');
  const sk = await skeleton(embedded.page);
  assert.equal(sk.heading, 'Оцінка балансу Longhorn');
  assert.equal(sk.links.length, 0);
  embedded.release();
  await embedded.page.waitForSelector('main.lab');
  assert.equal(await embedded.page.locator('#loading').count(), 0);
  await embedded.context.close();

  const context = await env.browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  await page.route(/_bg\.wasm$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(`${env.server.url}/#/gallery`);
  await page.waitForSelector('.load-error[role="alert"]');
  assert.match(await page.textContent('.load-error'), /^Placement Playground を起動できませんでした: /);
  assert.equal(await page.locator('#loading .skeleton-status').count(), 0);
  await context.close();
  // The refusal and the failed start are logged too (boot.js): those two, and nothing else.
  takeExpectedProblems(env, ['refused-file', ['refused-bundle', 'gallery_bg.wasm']]);
});

/** The names of the files `page` requests, in order. */
function recordRequests(page) {
  const requested = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname.split('/').pop()));
  return requested;
}


// The page's largest file starts downloading at once: boot.js fetches the bundle's wasm and
// preloads its split loader beside the glue, so neither waits for the glue's round trip (on a
// slow link each round trip came before the wasm's download began). Here the glue is held back;
// the wasm and the loader are requested meanwhile, once each, and the lab then starts from them.
for (const [lab, lang] of [['longhorn', 'en'], ['gallery', 'en'], ['capacity', 'ja']]) {
  test(`${lab} (${lang}): ${lang === 'en' ? 'the wasm is' : 'the wasm and the catalogs are'} requested beside the glue, not after it, and once`, async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const requested = recordRequests(page);
    const release = await holdBack(page, `/${lab}.js`);
    await page.goto(`${env.server.url}/?lang=${lang}#/${lab}`);
    await page.waitForSelector('#loading');
    await page.waitForFunction((name) => performance.getEntriesByType("resource").some((e) => e.name.endsWith(name)), `${lab}_bg.wasm`, { timeout: 10_000 });
    const early = [...requested];
    release();
    await page.waitForSelector(lab === 'gallery' ? '.site-header' : '.lab-intro h1');
    await page.waitForFunction(() => !document.getElementById('loading'));
    assert.ok(early.includes(`${lab}_bg.wasm`), `requested before the glue arrived: ${early.join(', ')}`);
    assert.equal(early.includes(`${lab}.split.js`), lab !== 'gallery', `requested before the glue arrived: ${early.join(', ')}`);
    assert.equal(requested.filter((n) => n === `${lab}_bg.wasm`).length, 1, `requested: ${requested.join(', ')}`);
    assert.equal(requested.filter((n) => n === `${lab}.split.js`).length, lab === 'gallery' ? 0 : 1);
    // A Japanese page's catalogs: preloaded before the glue arrived, and not fetched again.
    const catalogs = lang === 'en' ? [] : [...CATALOGS.shared, ...CATALOGS[lab]];
    for (const file of catalogs) {
      assert.ok(early.includes(file), `${file} was not requested before the glue arrived: ${early.join(', ')}`);
      assert.equal(requested.filter((n) => n === file).length, 1, `${file} requested: ${requested.join(', ')}`);
    }
    assert.equal(requested.filter((n) => n.endsWith('.ftl')).length, catalogs.length, `requested: ${requested.join(', ')}`);
    if (lang === 'ja') assert.equal(await page.getAttribute('html', 'lang'), 'ja');
    assert.deepEqual(env.problems, []);
    await context.close();
  });
}

// index.html's inline script asks for the wasm before boot.js has arrived (one round trip
// sooner), and boot.js takes that response over: held back, boot.js finds the wasm requested,
// and it is requested once. A page whose fragment names no bundle starts the first lab in both.
for (const path of ['/#/rollout', '/?lab=balance&embed=1', '/#/nope']) {
  test(`${path}: the wasm is requested before boot.js arrives, and once`, async () => {
    const lab = path.includes('rollout') ? 'rollout' : path.includes('balance') ? 'balance' : 'longhorn';
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const requested = recordRequests(page);
    const release = await holdBack(page, '/boot.js');
    await page.goto(env.server.url + path, { waitUntil: 'commit' });
    await page.waitForFunction((name) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(name)), `${lab}_bg.wasm`, { timeout: 10_000 });
    // Only the start's own scripts: the skeleton's texts in the page's language and, for a
    // prerendered answer (issue 40), the module that shows it; not the bundle's glue.
    const early = (n) => ['boot.js', 'labs.js', 'skeleton.js', 'answer.js'].includes(n) || /^skeleton-texts\.[a-z]+\.js$/.test(n);
    assert.ok(!requested.some((n) => n.endsWith('.js') && !early(n)), `requested: ${requested.join(', ')}`);
    release();
    await page.waitForFunction(() => !document.getElementById('loading'), null, { timeout: 30_000 });
    assert.equal(requested.filter((n) => n.endsWith('_bg.wasm')).length, 1, `requested: ${requested.join(', ')}`);
    assert.ok(requested.includes(`${lab}_bg.wasm`), `requested: ${requested.join(', ')}`);
    assert.deepEqual(env.problems, []);
    await context.close();
  });
}
