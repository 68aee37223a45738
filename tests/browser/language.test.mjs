// The page's language (issue #11): `?lang=`, then the menu's saved choice,
// then the browser's languages, else English; `<html lang>`; the engine's
// answers and change summaries in Japanese and Ukrainian from their Fluent
// catalogs (fetched only by a page in that language); numbers as the
// language writes them; embeds with lang=.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser } from './harness.mjs';
import { runAxe, describe } from './axe.mjs';

const env = useBrowser();

/** The default Longhorn scenario with a fourth replica of pg-data and zone anti-affinity hard. */
async function unschedulableFourth(page) {
  await page.waitForSelector('#volume-condition-pg-data');
  await page.click('#tab-volumes');
  await page.fill('#volume-0-replicas', '4');
  await page.waitForSelector('#why-pg-data-pg-data-r-4');
  await page.click('#tab-settings');
  await page.uncheck('#setting-replica-zone-soft-anti-affinity');
  await page.waitForFunction(() => /Scheduled=False/.test(document.querySelector('#volume-condition-pg-data').textContent));
}

test('lang=ja: the answer and the change summary in Japanese, only the Japanese catalog fetched, no blocking axe violations', async () => {
  const context = await env.browser.newContext({ bypassCSP: true, viewport: { width: 1440, height: 900 } });
  const { page, check, screenshot } = await openPage(env, '/?lang=ja#/longhorn', { context });
  const fetched = [];
  page.on('request', (r) => { if (r.url().includes('/locales/')) fetched.push(new URL(r.url()).pathname); });
  await page.reload();
  await unschedulableFourth(page);
  // The shared files (playground::i18n::SHARED_FILES: the engine's answers, its input errors,
  // the shell's texts) and this page's own, in the page's language only; the order of parallel
  // requests is not fixed.
  assert.deepEqual(fetched.sort(), ['/locales/ja/engine.ftl', '/locales/ja/errors.ftl', '/locales/ja/imports.ftl', '/locales/ja/longhorn.ftl', '/locales/ja/presets-longhorn.ftl', '/locales/ja/shell.ftl'],
    'English is built in; only the page language and only this page\'s texts are fetched');
  assert.equal(await page.getAttribute('html', 'lang'), 'ja');
  assert.equal(await page.$eval('#language-menu', (s) => s.value), 'ja');
  assert.equal(await page.textContent('#change-summary'), '3 個のレプリカが変わりました：移動 2、新規配置 0、未スケジュール 1、削除 0。');
  await page.click('#why-pg-data-pg-data-r-4');
  assert.match(await page.textContent('#why-answer'),
    /^pg-data-r-4 はスケジュールされていません：3 個のノード（node-\d、node-\d、node-\d）が pg-data のレプリカをすでにホストしています（ノードのアンチアフィニティはハード）。3 個のノード（node-\d、node-\d、node-\d）のゾーンが pg-data のレプリカをすでにホストしています（ゾーンのアンチアフィニティはハード）。$/);
  assert.match(await page.textContent('#why-changes'), /pg-data のゾーンのアンチアフィニティをソフトにします：「設定」タブで replica-zone-soft-anti-affinity をオン/);
  const { counts, blocking } = await runAxe(page);
  console.log(`# axe, Longhorn lab in Japanese: ${JSON.stringify(counts)}`);
  assert.deepEqual(blocking, [], describe(blocking));
  await screenshot('language-ja-longhorn');
  check();
});

test('the menu switches to Ukrainian, keeps the work, and is remembered; plural forms follow the count', async () => {
  const { page, context, check, screenshot } = await openPage(env, '/#/longhorn');
  await unschedulableFourth(page);
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  await Promise.all([page.waitForURL(/lang=uk/), page.selectOption('#language-menu', 'uk')]);
  await page.waitForSelector('#why-pg-data-pg-data-r-4');
  assert.equal(await page.getAttribute('html', 'lang'), 'uk');
  await page.click('#tab-volumes');
  await page.waitForSelector('#volume-0-replicas'); // the tab is a part, fetched when first shown
  assert.equal(await page.$eval('#volume-0-replicas', (i) => i.value), '4', 'the lab opened its autosave');
  await page.click('#why-pg-data-pg-data-r-4');
  // 3 → "3 вузли" (few); with 5 or 11 nodes the same part reads "вузлів" (many), with 1 or 21 "вузол" (one).
  assert.match(await page.textContent('#why-answer'),
    /^pg-data-r-4 не запланована: 3 вузли \(node-\d, node-\d, node-\d\) уже мають репліку pg-data \(антиспорідненість вузлів жорстка\); 3 вузли \(node-\d, node-\d, node-\d\) у зонах, де вже є репліка pg-data \(антиспорідненість зон жорстка\)\.$/);
  await screenshot('language-uk-longhorn');

  // Without lang=, the saved choice decides.
  const again = await context.newPage();
  await again.goto(env.server.url + '/#/longhorn');
  await again.waitForSelector('#volume-condition-pg-data');
  assert.equal(await again.getAttribute('html', 'lang'), 'uk');
  check();
});

test('without lang= or a saved choice, the browser\'s languages decide; one the playground lacks gives English', async () => {
  for (const [locale, expected] of [['ja-JP', 'ja'], ['uk-UA', 'uk'], ['de-DE', 'en']]) {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, locale });
    const { page, check } = await openPage(env, '/#/rollout', { context });
    await page.waitForSelector('#language-menu');
    assert.equal(await page.getAttribute('html', 'lang'), expected, locale);
    assert.equal(await page.$eval('#language-menu', (s) => s.value), expected, locale);
    check();
    await context.close();
  }
});

for (const [lang, lab, ready, said] of [
  ['uk', 'longhorn', '#volume-condition-pg-data', /Результат/],
  ['ja', 'capacity', '#pod-answer', /[\u3040-\u30ff]/], // kana
]) {
  test(`an embed with lang=${lang} (${lab}) is in that language, without the menu; a bad parameter is said in it too`, async () => {
    const context = await env.browser.newContext({ viewport: { width: 900, height: 700 } });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/?embed=1&lab=${lab}&lang=${lang}`);
    await page.waitForSelector(ready);
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    assert.equal(await page.locator('#language-menu').count(), 0, 'an embed follows its host page');
    assert.equal(await page.locator('#address-message').count(), 0, `lang=${lang} is understood`);
    assert.match(await page.textContent('main'), said);
    // The address's problems are messages in the page's language, the parameter verbatim.
    await page.goto(`${env.server.url}/?embed=1&lab=${lab}&lang=${lang}&colour=red`);
    await page.waitForSelector('#address-message');
    const problem = await page.textContent('#address-message');
    assert.match(problem, /colour/);
    assert.doesNotMatch(problem, /is not one the playground reads/, `said in ${lang}: ${problem}`);
    await context.close();
  });
}
