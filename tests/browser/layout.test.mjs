// The answer stays in view: on a desktop the result column stays beside the
// editor while the editor scrolls; on a phone the result comes first, with an
// Edit / Result switch; no lab scrolls sideways at 360 px; tables keep their
// name (and verdict) column in view.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();

/** Each lab, a preset with a long editor, and what its result shows first. */
const LABS = [
  { lab: 'longhorn', preset: 'large', answer: '#lab-result h2' },
  { lab: 'balance', preset: 'docs-example', answer: '#winner' },
  { lab: 'capacity', preset: 'multi-volume', answer: '#pod-answer' },
  { lab: 'rollout', preset: 'manual-unmatched', answer: '#round-label' },
];

async function rect(page, selector) {
  return page.evaluate((sel) => {
    const r = document.querySelector(sel).getBoundingClientRect();
    return { top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right), height: r.height };
  }, selector);
}

const sideways = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const { lab, preset, answer } of LABS) {
  test(`${lab}, 1440×900: the answer is on screen at the start and while the editor scrolls to its end`, async () => {
    const { page, check, context } = await openPage(env, `/#/${lab}?preset=${preset}`, { width: 1440, height: 900 });
    await page.waitForSelector(answer);
    const start = await rect(page, answer);
    assert.ok(start.top >= 0 && start.bottom <= 900, `${answer} is at ${start.top}–${start.bottom}px`);
    // Edit the editor's last field: the page scrolls down to it.
    await page.locator('.edit-pane input:not([type=file])').last().focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    const after = await rect(page, answer);
    assert.ok(after.top >= 0 && after.bottom <= 900, `after scrolling ${scrolled}px ${answer} is at ${after.top}–${after.bottom}px`);
    check();
    await context.close();
  });

  test(`${lab}, 390×844: the result comes first, and the Edit / Result switch shows one pane at a time`, async () => {
    const { page, check, screenshot, context } = await openPage(env, `/#/${lab}?preset=${preset}`, { width: 390, height: 844 });
    await page.waitForSelector(answer);
    const result = await rect(page, '#lab-result');
    assert.ok(result.top < 844, `the result starts at ${result.top}px`);
    assert.equal(await page.isVisible('.edit-pane'), false, 'the editor waits behind the switch');
    assert.equal(await page.getAttribute('#show-result', 'aria-pressed'), 'true');
    await screenshot(`layout-${lab}-390`);
    await page.click('#show-editor');
    assert.equal(await page.isVisible('.edit-pane'), true);
    assert.equal(await page.isVisible('#lab-result'), false);
    assert.equal(await page.getAttribute('#show-editor', 'aria-pressed'), 'true');
    await page.click('#show-result');
    assert.equal(await page.isVisible('#lab-result'), true);
    check();
    await context.close();
  });

  test(`${lab}, 360 px: no horizontal page scroll, with the result, the editor, or embedded`, async () => {
    const { page, check, context } = await openPage(env, `/#/${lab}?preset=${preset}`, { width: 360, height: 740 });
    await page.waitForSelector(answer);
    assert.ok(await sideways(page) <= 0, `the result scrolls sideways by ${await sideways(page)}px`);
    await page.click('#show-editor');
    assert.ok(await sideways(page) <= 0, `the editor scrolls sideways by ${await sideways(page)}px`);
    for (const query of ['embed=1', 'embed=1&readonly=1']) {
      await page.goto(`${env.server.url}/?${query}&lab=${lab}&preset=${preset}`);
      await page.waitForSelector(answer);
      assert.ok(await sideways(page) <= 0, `${query}: the frame scrolls sideways by ${await sideways(page)}px`);
    }
    check();
    await context.close();
  });
}

test('tables keep the name column in view: wide score tables scroll beside a pinned first column', async () => {
  for (const size of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    const { page, check, context } = await openPage(env, '/#/longhorn?preset=three-zones', size);
    await page.click('#why-pg-data-pg-data-r-1');
    // The details (tiers, verdict tables, formulas) are collapsed under the answer: open them.
    await page.click('#why-details > summary');
    await page.waitForSelector('#why-disk-stage');
    // The why panel's node and disk tables fit their box on a desktop: the verdict column shows.
    if (size.width === 1440) {
      for (const id of ['#why-nodes', '#why-disks', '#why-disk-stage']) {
        const fits = await page.$eval(id, (t) => t.scrollWidth - t.parentElement.clientWidth);
        assert.ok(fits <= 1, `${id} is ${fits}px wider than its box at 1440 px`);
      }
    }
    // Scrolled to its right end, the stage table still shows each row's name (and the "chosen" badge).
    const box = page.locator('#why-disk-stage').locator('xpath=..');
    await box.evaluate((b) => { b.scrollLeft = b.scrollWidth; });
    const pinned = await page.$eval('#why-disk-stage tr.winner td:first-child', (td) => {
      const b = td.closest('.table-scroll').getBoundingClientRect();
      const r = td.getBoundingClientRect();
      return { inBox: r.left >= b.left - 1 && r.right <= b.right + 1, text: td.textContent };
    });
    assert.ok(pinned.inBox, `at ${size.width} px the chosen disk's name leaves its box`);
    assert.match(pinned.text, /chosen/);
    check();
    await context.close();
  }
});
