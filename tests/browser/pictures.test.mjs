// Issue #10 on the balance and rollout labs: the balance pick as a picture
// (a bar per disk, winner and ties marked in words, a disk's why on select),
// the change summary after every edit on both labs, the rollout charts' axes
// and keys, keyboard only, at 1440×900 and 390×844, axe 0 serious/critical.
import test from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openPage, useBrowser, saveScreenshot } from './harness.mjs';
import { describe, runAxe } from './axe.mjs';

const env = useBrowser();
const SIZES = [[1440, 900], [390, 844]];

const focused = (page) => page.evaluate(() => ({
  id: document.activeElement?.id ?? '',
  disk: document.activeElement?.getAttribute('data-disk') ?? '',
}));
const sideways = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const summary = async (page, pattern) => {
  await page.waitForFunction((p) => new RegExp(p).test(document.querySelector('#change-summary')?.textContent ?? ''), pattern.source);
  return page.textContent('#change-summary');
};
/** Where `sel` is: its top in the viewport (and the numbers, for the message). */
const where = (page, sel) => page.$eval(sel, (e) => {
  const r = e.getBoundingClientRect();
  return { inView: r.top >= -1 && r.top < window.innerHeight, top: Math.round(r.top), height: window.innerHeight, scrollY: window.scrollY };
});
/** A context axe can be injected into (the page's CSP forbids inline scripts). */
const axeContext = (width, height) => env.browser.newContext({ bypassCSP: true, viewport: { width, height } });

test('balance: a bar per disk with the replica part, its score, and the winner and tie set marked in words', async () => {
  const { page, check, context } = await openPage(env, '/#/balance', { width: 1440, height: 900 });
  await page.waitForSelector('#disk-picture');
  const bars = await page.$$eval('.disk-bar', (b) => b.map((x) => [x.dataset.disk, x.querySelector('.disk-mark').textContent.trim(),
    x.querySelector('.disk-facts').textContent]));
  assert.deepEqual(bars.map((b) => b[0]), ['A/A1', 'A/A2', 'B/B1', 'B/B2']);
  assert.deepEqual(bars.map((b) => b[1]), ['– node not chosen', '– node not chosen', '= ties', '★ wins (tie)']);
  assert.match(bars[2][2], /600 GiB → 500 GiB · score 1\.4545/);
  assert.match(bars[0][2], /900 GiB → 800 GiB · not scored/);
  // The striped replica part of B1 is 100 of its 600 GiB.
  const ratio = await page.$eval('[data-slider="B/B1"] .bar-replica', (r) => r.getBoundingClientRect().width / r.parentElement.getBoundingClientRect().width);
  assert.ok(Math.abs(ratio - 100 / 600) < 0.02, `replica part ${ratio}`);
  check();
  await context.close();
});

test('balance, keyboard only: Tab to a disk, Enter, and its why is in view, focused and announced, answer first', async () => {
  for (const [width, height] of SIZES) {
    const { page, check, context } = await openPage(env, '/#/balance', { width, height });
    await page.waitForSelector('#disk-picture');
    let f;
    for (let i = 0; i < 80 && (f = await focused(page)).disk !== 'A/A1'; i += 1) await page.keyboard.press('Tab');
    assert.equal(f.disk, 'A/A1', `${width}: Tab reaches the first disk`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('#disk-why');
    await page.waitForFunction(() => document.activeElement?.id === 'disk-why-title');
    const at = await where(page, '#disk-why');
    assert.ok(at.inView, `${width}: the why is in the viewport: ${JSON.stringify(at)}`);
    const answer = await page.textContent('#disk-why-answer');
    assert.match(answer, /^A\/A1 loses: node A scores 0\.3636 in the node stage and node B scores lower \(0\.1818\)/);
    await page.waitForFunction(() => /A\/A1 loses/.test(document.querySelector('#announcer')?.textContent ?? ''));
    assert.equal(await page.getAttribute('[data-disk="A/A1"]', 'aria-pressed'), 'true');
    // The winner's why names its score and the disk it tied with.
    await page.click('[data-disk="B/B2"]');
    await page.waitForFunction(() => /B\/B2 wins a tie: 2 disks share the lowest balance score 1\.4545/.test(document.querySelector('#disk-why-answer')?.textContent ?? ''));
    check();
    await context.close();
  }
});

test('balance: the change summary names the new winner, and says when nothing changed', async () => {
  const { page, check, context } = await openPage(env, '/#/balance', { width: 1440, height: 900 });
  await page.waitForSelector('#winner');
  assert.equal(await page.locator('#change-summary').count(), 0, 'no summary before the first edit');
  await page.fill('#disk-0-1-usable', '1500');
  assert.match(await summary(page, /now wins/), /^A\/A2 now wins \(before this edit, B\/B2 won\)\.$/);
  assert.match(await page.textContent('[data-disk="A/A2"] .disk-mark'), /wins/);
  await page.fill('#disk-0-1-usable', '1500.0');
  assert.match(await summary(page, /Nothing changed/), /^Nothing changed: the replica still goes to the same disk with the same score\.$/);
  await page.fill('#disk-0-0-usable', '1000');
  assert.match(await summary(page, /still wins/), /^A\/A2 still wins; its balance score is now \d\.\d{4} \(it was \d\.\d{4}\)\.$/);
  check();
  await context.close();
});

test('rollout: the change summary names clusters that changed, the rounds to finish, or that nothing changed', async () => {
  const { page, check, context } = await openPage(env, '/#/rollout', { width: 1440, height: 900 });
  await page.waitForSelector('#rollout-grid');
  await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  await page.selectOption('#preset', 'pct10-50');
  await page.waitForFunction(() => document.querySelector('#preset').value === 'pct10-50');
  assert.equal(await page.locator('#change-summary').count(), 0, 'a preset is not an edit to summarise');
  // 10 % of 50 clusters is 5: the same limit, the same rollout.
  await page.fill('#s-max-unavailable', '5');
  assert.match(await summary(page, /Nothing changed/), /^Nothing changed: every cluster has the same state and partition at round \d+, and the rollout still ends at round \d+\.$/);
  // One more cluster: it is named, and marked on the grid in words.
  await page.fill('#fleet-count', '51');
  const added = await summary(page, /is new/);
  assert.match(added, /^\S+ is new: it is \w+ at round \d+\./);
  const name = added.split(' ')[0];
  const marked = await page.$$eval('#rollout-grid [role=gridcell].changed', (c) => c.map((x) => x.getAttribute('aria-label')));
  assert.deepEqual(marked.map((l) => l.split(',')[0]), [name]);
  assert.match(marked[0], /changed by the last edit$/);
  // maxNew 1: one deployment per round, so the rollout takes more rounds.
  await page.fill('#s-max-new', '1');
  const slower = await summary(page, /rounds instead of/);
  const [, after, before] = slower.match(/finishes in (\d+) rounds instead of (\d+)\./).map(Number);
  assert.ok(after > before, slower);
  check();
  await context.close();
});

test('rollout: the charts have a y scale, round numbers, and a key that names every series', async () => {
  const { page, check, context } = await openPage(env, '/#/rollout', { width: 1440, height: 900 });
  await page.waitForSelector('#chart-states');
  const last = Number((await page.textContent('#round-label')).match(/of (\d+)/)[1]);
  for (const id of ['#chart-states', '#chart-storm']) {
    const frame = page.locator(`.round-chart:has(${id})`);
    const ticks = (await frame.locator('.x-axis span').allTextContents()).map(Number);
    assert.equal(ticks[0], 1, id);
    assert.equal(ticks.at(-1), last, id);
    assert.ok(ticks.length <= 10, `${id}: ${ticks}`);
    const scale = await frame.locator('.y-axis span').allTextContents();
    assert.equal(scale.at(-1), '0', id);
    assert.ok(Number(scale[0]) > 0, id);
    assert.ok((await frame.locator('.x-title').textContent()) === 'round', id);
  }
  assert.deepEqual(await page.locator('#chart-states-key li').allTextContents(),
    ['Ready', 'NotReady', 'WaitApplied', 'ErrApplied', 'OutOfSync', 'Pending']);
  assert.deepEqual(await page.locator('#chart-storm-key li').allTextContents(),
    ['created (left bar, solid)', 'applied (right bar, striped)']);
  // The applied bars carry a stripe pattern, so they differ from created ones without colour.
  assert.ok(await page.locator('#chart-storm rect[fill="url(#pat-applied)"]').count() > 0);
  check();
  await context.close();
});

test('the pictures fit 1440×900 and 390×844 without sideways scroll, and axe finds 0 serious or critical', async () => {
  for (const [width, height] of SIZES) {
    const context = await axeContext(width, height);
    const { page, screenshot } = await openPage(env, '/#/balance', { context });
    await page.waitForSelector('#disk-picture');
    await page.click('[data-disk="B/B1"]');
    await page.waitForSelector('#disk-why');
    await page.fill('#disk-0-1-usable', '1500').catch(async () => {
      await page.click('#show-editor');
      await page.fill('#disk-0-1-usable', '1500');
      await page.click('#show-result');
    });
    await summary(page, /now wins/);
    assert.equal(await sideways(page), 0, `balance ${width}: no sideways scroll`);
    assert.ok(await page.$eval('#disk-picture', (p) => p.scrollWidth <= p.clientWidth + 1), `balance ${width}: the picture fits its box`);
    await screenshot(`balance-picture-${width}`);
    await saveScreenshot(page.locator('#disk-picture'), `balance-picture-only-${width}`);
    let axe = await runAxe(page);
    console.log(`axe balance picture ${width}×${height}: ${JSON.stringify(axe.counts)}`);
    assert.equal(axe.blocking.length, 0, describe(axe.blocking));

    await page.goto(`${env.server.url}/#/rollout`);
    await page.waitForSelector('#chart-states');
    if (await page.isVisible('#show-editor')) await page.click('#show-editor');
    await page.fill('#s-max-new', '10');
    if (await page.isVisible('#show-result')) await page.click('#show-result');
    await page.waitForSelector('#change-summary');
    assert.equal(await sideways(page), 0, `rollout ${width}: no sideways scroll`);
    await screenshot(`rollout-charts-${width}`);
    await saveScreenshot(page.locator('.charts'), `rollout-charts-only-${width}`);
    axe = await runAxe(page);
    console.log(`axe rollout charts ${width}×${height}: ${JSON.stringify(axe.counts)}`);
    assert.equal(axe.blocking.length, 0, describe(axe.blocking));
    await context.close();
  }
  assert.deepEqual(env.problems, [], env.problems.join('\n'));
});
