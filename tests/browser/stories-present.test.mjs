// Presenting a story (issue 35) in Chromium: the presenter view without the site's chrome, turned
// by a presentation clicker's PageDown / PageUp and the arrow keys, each step's change listed;
// the speaker window it opens (notes, the next step's caption, a running timer) kept on the same
// step as the presenter both ways, whichever is driven; the kiosk loop goes through its stories
// by itself and starts over; axe finds nothing serious or critical in the presenter and the
// speaker window; a tablet (768 px) presents without sideways scrolling.
import test from 'node:test';
import assert from 'node:assert/strict';
import { saveScreenshot, useBrowser } from './harness.mjs';
import { describe as describeViolations, runAxe } from './axe.mjs';

const env = useBrowser();

const newContext = ({ width = 1280, height = 800 } = {}) => env.browser.newContext({ bypassCSP: true, viewport: { width, height } });

const stepOf = (page) => page.getAttribute('[data-story]', 'data-step').then(Number);

async function atStep(page, step) {
  await page.waitForFunction((want) => document.querySelector('[data-story]')?.dataset.step === String(want), step);
}

async function noBlockingAxe(page, what) {
  const { blocking } = await runAxe(page);
  assert.equal(blocking.length, 0, `${what}:\n${describeViolations(blocking)}`);
}

test('the presenter: no chrome, clicker and arrow keys, the change of each step listed', async () => {
  const context = await newContext();
  const page = await context.newPage();
  await page.goto(`${env.server.url}/#/learn/present/longhorn-zone-outage/1`);
  await page.waitForSelector('.presenter #learn-picture');
  assert.equal(await page.isVisible('.site-header'), false, 'no site header while presenting');
  assert.equal(await page.locator('#story-changes').count(), 0, 'the first step changes nothing');
  await page.keyboard.press('PageDown');
  await atStep(page, 1);
  assert.equal(await page.evaluate(() => location.hash), '#/learn/present/longhorn-zone-outage/2');
  assert.match(await page.textContent('#story-changes'), /nodes\[name=node-c1\]\.ready set to false/);
  assert.match(await page.textContent('#narration'), /node-a2/);
  const size = await page.$eval('#narration', (e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(size >= 24, `large type for a projector: ${size}px`);
  await page.keyboard.press('ArrowRight');
  await atStep(page, 2);
  assert.match(await page.textContent('#story-changes'), /settings\.replicaZoneSoftAntiAffinity set to false/);
  // The engine's own sentence, in words (its English is fetched with the stories).
  assert.match(await page.textContent('#narration'), /pg-data-r-3/);
  assert.doesNotMatch(await page.textContent('#narration'), /longhorn-[a-z]+-[a-z]+/);
  await noBlockingAxe(page, 'the presenter');
  await saveScreenshot(page, 'story-presenter');
  await page.keyboard.press('PageUp');
  await atStep(page, 1);
  await page.keyboard.press('ArrowLeft');
  await atStep(page, 0);
  await page.click('#leave-presenter');
  await page.waitForFunction(() => location.hash === '#/learn/story/longhorn-zone-outage/1');
  await page.waitForSelector('.site-header');
  await context.close();
});

test('the speaker window opened from the presenter stays in step with it, driven from either', async () => {
  const context = await newContext();
  const presenter = await context.newPage();
  await presenter.goto(`${env.server.url}/#/learn/present/rollout-storm/1`);
  await presenter.waitForSelector('#open-speaker');
  const [speaker] = await Promise.all([context.waitForEvent('page'), presenter.click('#open-speaker')]);
  await speaker.waitForSelector('#speaker-notes');
  assert.match(await speaker.textContent('#speaker-notes'), /One cluster of each partition/);
  assert.match(await speaker.textContent('#speaker-next'), /An image pull keeps clusters of canary not ready/);
  // The presenter is driven: the speaker window follows.
  await presenter.bringToFront();
  await presenter.keyboard.press('PageDown');
  await atStep(presenter, 1);
  await atStep(speaker, 1);
  assert.match(await speaker.textContent('#speaker-caption'), /An image pull keeps clusters of canary not ready/);
  assert.match(await speaker.textContent('#speaker-next'), /The pulls finish/);
  // The speaker window is driven: the presenter follows.
  await speaker.bringToFront();
  await speaker.keyboard.press('PageDown');
  await atStep(speaker, 2);
  await atStep(presenter, 2);
  await speaker.click('#step-back');
  await atStep(speaker, 1);
  await atStep(presenter, 1);
  assert.equal(await stepOf(presenter), await stepOf(speaker));
  // The timer runs.
  const first = await speaker.textContent('#speaker-timer');
  await speaker.waitForFunction((was) => document.querySelector('#speaker-timer').textContent !== was, first, { timeout: 5000 });
  assert.match(await speaker.textContent("#speaker-timer"), /Time: \d\d:\d\d/);
  await noBlockingAxe(speaker, 'the speaker window');
  await context.close();
});

test('the kiosk loop plays its stories by itself and starts over after the last', async () => {
  const context = await newContext();
  const page = await context.newPage();
  await page.goto(`${env.server.url}/#/learn/kiosk/1/balance-new-node,balance-filling`);
  await page.waitForSelector('.kiosk #learn-picture');
  assert.equal(await page.isVisible('.site-header'), false, 'no chrome');
  assert.equal(await page.locator('#step-next').count(), 0, 'no controls');
  const seen = [];
  const at = () => page.$eval('[data-story]', (e) => `${e.dataset.story}/${e.dataset.step}`);
  seen.push(await at());
  // Three steps, then four, then the first again: eight shown, seven ticks of a second.
  while (seen.length < 8) {
    await page.waitForFunction((was) => {
      const e = document.querySelector('[data-story]');
      return e && `${e.dataset.story}/${e.dataset.step}` !== was;
    }, seen[seen.length - 1], { timeout: 5000 });
    seen.push(await at());
  }
  assert.deepEqual(seen, [
    'balance-new-node/0', 'balance-new-node/1', 'balance-new-node/2',
    'balance-filling/0', 'balance-filling/1', 'balance-filling/2', 'balance-filling/3',
    'balance-new-node/0',
  ]);
  await context.close();
});

test('on a tablet (768 px) every step of a story presents without sideways scrolling', async () => {
  const context = await newContext({ width: 768, height: 1024 });
  const page = await context.newPage();
  for (const [id, count] of [['longhorn-disk-full', 5], ['rollout-resume', 4]]) {
    for (let step = 1; step <= count; step += 1) {
      await page.goto(`${env.server.url}/#/learn/present/${id}/${step}`);
      await page.waitForSelector('.presenter #narration');
      const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      assert.ok(scroll <= client, `${id} step ${step}: ${scroll} > ${client}`);
    }
  }
  await context.close();
});
