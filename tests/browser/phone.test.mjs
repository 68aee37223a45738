// On a phone (390×844, issue #39): a compact header (the labs on one line, the actions behind a
// Menu button) so every lab's answer is inside the first screen, in Japanese too; the heading a
// selection focuses is not under the sticky Result / Edit bar; a table that scrolls sideways says so.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();
const PHONE = { width: 390, height: 844 };

// Each lab's answer: its first sentence of result.
const ANSWERS = [
  ['en', 'longhorn', '.lh-result .condition'],
  ['ja', 'longhorn', '.lh-result .condition'],
  ['en', 'balance', '#winner'],
  ['en', 'capacity', '#pod-answer'],
  ['ja', 'capacity', '#pod-answer'],
  ['en', 'rollout', '#rollout-answer'],
];

const box = (page, selector) => page.$eval(selector, (e) => {
  const r = e.getBoundingClientRect();
  return { top: Math.round(r.top), bottom: Math.round(r.bottom) };
});

for (const [lang, lab, answer] of ANSWERS) {
  test(`${lab} (${lang}): the answer is inside the first phone screen`, async () => {
    const { page, check, screenshot, context } = await openPage(env, `/?lang=${lang}#/${lab}`, PHONE);
    await page.waitForSelector(answer, { timeout: 20000 });
    const header = await box(page, '.site-header');
    assert.ok(header.bottom <= 120, `the header ends at ${header.bottom} px`);
    const where = await box(page, answer);
    assert.ok(where.bottom <= PHONE.height, `${answer} is at ${where.top}–${where.bottom} px`);
    assert.equal(await page.evaluate(() => scrollY), 0);
    await screenshot(`phone-first-screen-${lab}-${lang}`);
    check();
    await context.close();
  });
}

test('the Menu button shows the header\'s actions, and what they say stays in view without it', async () => {
  const { page, check, context } = await openPage(env, '/#/balance', PHONE);
  await page.waitForSelector('#winner');
  assert.equal(await page.isVisible('#scenario-share'), false);
  assert.equal(await page.getAttribute('#header-menu', 'aria-expanded'), 'false');
  await page.click('#header-menu');
  assert.equal(await page.getAttribute('#header-menu', 'aria-expanded'), 'true');
  await page.click('#scenario-share');
  await page.waitForSelector('#scenario-link');
  await page.click('#header-menu');
  assert.equal(await page.isVisible('#scenario-share'), false);
  assert.equal(await page.isVisible('#scenario-link'), true, 'the link made stays shown');
  // On a desktop there is no Menu button: the actions are in the header.
  await page.setViewportSize({ width: 1280, height: 900 });
  assert.equal(await page.isVisible('#header-menu'), false);
  assert.equal(await page.isVisible('#scenario-share'), true);
  check();
  await context.close();
});

/** The focused heading's top against the sticky Result / Edit bar's bottom. */
async function underBar(page) {
  return page.evaluate(() => {
    const bar = document.querySelector('.pane-switch').getBoundingClientRect();
    const heading = document.activeElement.getBoundingClientRect();
    return { bar: Math.round(bar.bottom), heading: Math.round(heading.top) };
  });
}

test('the heading a selection focuses is below the sticky Result / Edit bar (balance, capacity)', async () => {
  const { page, check, context } = await openPage(env, '/#/balance', PHONE);
  await page.waitForSelector('#winner');
  const disk = page.locator('#disk-picture button[data-disk]').last();
  await disk.scrollIntoViewIfNeeded();
  await disk.click();
  await page.waitForFunction(() => document.activeElement?.closest('#disk-why'));
  let at = await underBar(page);
  assert.ok(at.heading >= at.bar, `balance: heading at ${at.heading} px, bar ends at ${at.bar} px`);
  check();
  await context.close();

  const capacity = await openPage(env, '/#/capacity?preset=multi-volume', PHONE);
  await capacity.page.waitForSelector('#capacity-map');
  const chip = capacity.page.locator('.map-node[data-node="node-3"]');
  await chip.scrollIntoViewIfNeeded();
  await chip.click();
  await capacity.page.waitForFunction(() => document.activeElement?.closest('#capacity-why'));
  at = await underBar(capacity.page);
  assert.ok(at.heading >= at.bar, `capacity: heading at ${at.heading} px, bar ends at ${at.bar} px`);
  capacity.check();
  await capacity.context.close();
});

test('a table that scrolls sideways shows it: a shadow at the side with more, and a named region', async () => {
  const { page, check, context } = await openPage(env, '/#/balance', PHONE);
  await page.waitForSelector('#winner');
  const scrolling = await page.$$eval('.table-scroll', (all) => all
    .filter((e) => e.scrollWidth > e.clientWidth + 1)
    .map((e) => ({ role: e.getAttribute('role'), label: e.getAttribute('aria-label'), tab: e.tabIndex,
      cue: getComputedStyle(e).backgroundImage })));
  assert.ok(scrolling.length > 0, 'the score table is wider than a phone');
  for (const s of scrolling) {
    assert.equal(s.role, 'region');
    assert.ok(s.label?.length > 0, 'named');
    assert.equal(s.tab, 0, 'reachable by keyboard to scroll');
    assert.match(s.cue, /radial-gradient/, 'a shadow shows there is more');
  }
  check();
  await context.close();
});
