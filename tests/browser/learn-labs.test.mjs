// The Learn section's lessons of the Fleet and Longhorn labs (issue 34) in Chromium: the rollout
// lesson says the engine's numbers (the seed's 10% of 40 → 4, its rounding, the storm's stop),
// its sentences of the engine are fetched in English (locales/en/engine.ftl) and never shown as
// message ids; "Explain this as a lesson" in the rollout lab (a cluster's inspector) and the
// Longhorn lab (a replica's why) opens a generated walk of the lab's own scenario, in English and
// in Japanese. (The rollout lesson completed by
// keyboard, its addresses, axe and the phone: learn.test.mjs, which walks every lesson.)
import test from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './harness.mjs';
import { describe as describeViolations, runAxe } from './axe.mjs';

const env = useBrowser();
// A message id shown in place of its sentence (a catalog the page did not load).
const RAW_ID = /\b(fleet|longhorn|walk|learn)-[a-z]+(-[a-z]+)+\b/;

const newPage = async () => {
  const context = await env.browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
};

async function narrationAt(page, step, lang = 'en') {
  await page.goto(`${env.server.url}/?lang=${lang}#/learn/rollout/${step}`);
  await page.waitForSelector('#narration');
  return (await page.textContent('#narration')).trim();
}

test('the rollout lesson says the engine\'s limits with the learner\'s numbers, and its picture follows the round', async () => {
  const { context, page } = await newPage();
  const fetched = [];
  page.on('request', (r) => { if (r.url().includes('/locales/')) fetched.push(new URL(r.url()).pathname); });
  assert.match(await narrationAt(page, 1), /80 clusters in 2 manual partitions.*demoRollout, has 40 clusters/);
  // The Fleet sentences and the lesson's own texts (in no first load), each fetched once in English.
  assert.deepEqual(fetched, ['/locales/en/engine.ftl', '/locales/en/learn-rollout.ftl']);
  assert.match(await narrationAt(page, 2), /10% of 40 → floor\(4\) = 4, that is 4 clusters/);
  assert.match(await narrationAt(page, 3), /12% of 40 → floor\(4\.8\) = 4\. Fleet rounds down, so 4 clusters/);
  const roundOne = await narrationAt(page, 4);
  assert.match(roundOne, /creates 40 BundleDeployments.*maxNew \(50\).*40 of its clusters.*more than 4/);
  assert.match(await page.textContent('#learn-picture figcaption'), /^Round 1 of \d+: this reconcile created 40/);
  assert.match(await page.textContent('[data-partition="stable"]'), /not reached/);
  const storm = await narrationAt(page, 7);
  assert.match(storm, /In round 2, 8 clusters of demoRollout .* more than 4/);
  assert.doesNotMatch(storm, RAW_ID);
  assert.match(await page.textContent('[data-partition="demoRollout"]'), /unavailable/);
  assert.match(await narrationAt(page, 10, 'ja'), /ラウンド/);
  assert.doesNotMatch(await page.textContent('#narration'), RAW_ID);
  await context.close();
});

test('"Explain this as a lesson" in the rollout lab opens its rollout, partition by partition, in Japanese', async () => {
  const { context, page } = await newPage();
  await page.goto(`${env.server.url}/?lang=ja#/rollout`);
  await page.waitForSelector('#rollout-answer');
  await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  // The button is in a cluster's inspector (its chunk brings the button's code).
  assert.equal(await page.locator('#explain-lesson').count(), 0);
  await page.click('#row-0 .cells i >> nth=0');
  await page.waitForSelector('#inspector #explain-lesson');
  await page.focus('#explain-lesson');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#lesson-title');
  assert.match(new URL(page.url()).hash, /^#\/learn\/explain\/1$/);
  assert.equal(await page.getAttribute('html', 'lang'), 'ja');
  const total = Number((await page.textContent('#step-count')).match(/(\d+)\D*$/)[1]);
  await page.waitForSelector('#learn-picture [data-partition]');
  const partitions = await page.locator('#learn-picture [data-partition]').count();
  // The intro, one step per partition (at most six), the outcome.
  assert.equal(total, Math.min(partitions, 6) + 2);
  await page.goto(`${env.server.url}/?lang=ja#/learn/explain/${total}`);
  await page.waitForSelector('#narration');
  assert.doesNotMatch(await page.textContent('#narration'), RAW_ID);
  const axe = await runAxe(page);
  assert.equal(axe.blocking.length, 0, describeViolations(axe.blocking));
  await context.close();
});

test('"Explain this as a lesson" in the Longhorn lab opens its volumes, replica by replica, in English', async () => {
  const { context, page } = await newPage();
  await page.goto(`${env.server.url}/#/longhorn`);
  // The button is in a replica's why (its chunk brings the button's code).
  await page.click('button[id^="why-"] >> nth=0');
  await page.waitForSelector('#why-panel #explain-lesson:not([disabled])');
  await page.click('#explain-lesson');
  await page.waitForSelector('#lesson-title');
  assert.equal(await page.textContent('#lesson-title'), 'Your volumes, replica by replica');
  const total = Number((await page.textContent('#step-count')).match(/of (\d+)/)[1]);
  assert.ok(total >= 2, `${total} steps`);
  for (let step = 2; step <= total; step += 1) {
    await page.goto(`${env.server.url}/#/learn/explain/${step}`);
    await page.waitForSelector('#narration');
    const said = (await page.textContent('#narration')).trim();
    assert.ok(said.length > 10, `step ${step}`);
    assert.doesNotMatch(said, RAW_ID, `step ${step}`);
  }
  const axe = await runAxe(page);
  assert.equal(axe.blocking.length, 0, describeViolations(axe.blocking));
  await context.close();
});
