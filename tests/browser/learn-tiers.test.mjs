// The tiers lesson (issue 34's lesson 2: anti-affinity tiers and space) in Chromium: it is the
// second card of the list; its walk file, its texts and its picture (a part of the Learn bundle,
// `learn.learn_longhorn.wasm`) are fetched when it first opens, never with the Learn page's first
// load; its narration writes each space check's formula with the engine's numbers; the picture
// marks the step's focus and draws every replica where the engine put it, and while a prediction
// is open it hides them; "Show me" schedules the third replica; in Japanese the sentences are the
// catalog's, never message ids. (Completed by keyboard in en and ja, every address, axe on every
// step and the phone: learn.test.mjs, whose LESSONS walks this lesson too.)
import test from 'node:test';
import assert from 'node:assert/strict';
import { saveScreenshot, useBrowser } from './harness.mjs';

const env = useBrowser();
const CHUNK = 'learn.learn_longhorn.wasm';
// A message id shown in place of its sentence (a catalog the page did not load).
const RAW_ID = /\b(longhorn|walk|learn)-[a-z]+(-[a-z]+)+\b/;

const newPage = async ({ width = 1280, height = 900 } = {}) => {
  const context = await env.browser.newContext({ bypassCSP: true, viewport: { width, height } });
  const page = await context.newPage();
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname.split('/').pop()));
  return { context, page, fetched };
};

async function openStep(page, step, lang = 'en') {
  await page.goto(`${env.server.url}/?lang=${lang}#/learn/tiers/${step}`);
  await page.waitForSelector('#narration');
  await page.waitForSelector('#learn-picture');
  return (await page.textContent('#narration')).trim();
}

test('the list shows the tiers lesson second; its walk, texts and picture come only when it opens (the rollout lesson\'s too)', async () => {
  const { context, page, fetched } = await newPage();
  await page.goto(`${env.server.url}/#/learn`);
  await page.waitForSelector('#lesson-tiers');
  const cards = await page.$$eval('.lesson-cards a', (as) => as.map((a) => a.id));
  assert.equal(cards[1], 'lesson-tiers');
  assert.match(await page.textContent('#lesson-tiers'), /Anti-affinity tiers and space/);
  assert.match(await page.textContent('#lesson-tiers .card-facts'), /10 steps · about 9 min/);
  // The balance lesson needs none of it.
  await page.click('#lesson-balance');
  await page.waitForSelector('#learn-picture');
  for (const file of [CHUNK, 'tiers.yaml', 'learn-longhorn.ftl', 'learn.learn_rollout.wasm', 'rollout.yaml']) {
    assert.ok(!fetched.includes(file), `${file} before its lesson opened`);
  }
  await page.goto(`${env.server.url}/#/learn/tiers/1`);
  await page.waitForSelector('#learn-picture [data-node="node-a"]');
  for (const file of [CHUNK, 'tiers.yaml', 'learn-longhorn.ftl']) assert.equal(fetched.filter((f) => f === file).length, 1, file);
  assert.ok(!fetched.includes('learn.learn_rollout.wasm'));
  // The rollout lesson's picture is a part of its own too.
  await page.goto(`${env.server.url}/#/learn/rollout/4`);
  await page.waitForSelector('#learn-picture [data-partition]');
  for (const file of ['learn.learn_rollout.wasm', 'rollout.yaml', 'learn-rollout.ftl']) assert.equal(fetched.filter((f) => f === file).length, 1, file);
  await context.close();
});

test('the narration writes the space checks with the engine\'s numbers; the picture marks the focus', async () => {
  const { context, page } = await newPage();
  // Disk X: 1 GiB available of 4 GiB at 25%: 1 GiB is not more than 1 GiB.
  assert.match(await openStep(page, 5), /disk-x: 1 GiB − 0 MiB > 4 GiB × 25% \/ 100 = 1 GiB\?/);
  assert.match(await page.textContent('#learn-picture [data-disk="node-a/disk-x"]'), /in focus/);
  assert.match(await page.textContent('#learn-picture [data-disk="node-a/disk-x"]'), /1 GiB available of 4 GiB/);
  assert.match(await page.textContent('#learn-unscheduled'), /data-r-3/);
  // Disk Y: 1 GiB + 2 GiB ≤ (8 GiB − 1 GiB) × 100% / 100 = 7 GiB, with the replica placed.
  assert.match(await openStep(page, 8), /disk-y: 1 GiB \+ 2 GiB ≤ \(8 GiB − 1 GiB\) × 100% \/ 100 = 7 GiB/);
  assert.equal(await page.locator('#learn-picture [data-node="node-a"] [data-replica="data-r-3"]').count(), 1);
  // Hard node anti-affinity leaves a fourth replica out; soft puts it on node-a's other disk.
  assert.match(await openStep(page, 9), /data-r-4 is not scheduled/);
  assert.match(await openStep(page, 10), /data-r-4 is on node-a\/disk-y/);
  assert.equal(await page.locator('#learn-picture [data-disk="node-a/disk-y"] [data-replica="data-r-4"]').count(), 1);
  await saveScreenshot(page, 'learn-tiers');
  await context.close();
});

test('while the prediction is open the replicas are hidden; a wrong guess says why with the engine\'s answer', async () => {
  const { context, page } = await newPage();
  await openStep(page, 3);
  assert.equal(await page.locator('#learn-picture [data-replica]').count(), 0);
  await page.click('[data-pick="node-b"]');
  assert.match(await page.textContent('#reveal-0'), /data-r-1 is on node-b\/disk-b1/);
  await page.click('[data-pick="node-c"]');
  assert.match(await page.textContent('#reveal-1'), /data-r-2 is on node-c\/disk-c1: zone-2 was the only zone/);
  assert.equal(await page.locator('#learn-picture [data-node="node-c"] [data-replica="data-r-2"]').count(), 1);
  await context.close();
});

test('"Show me" sets the percentage the lesson proved, and the third replica lands on node-a', async () => {
  const { context, page } = await newPage();
  await openStep(page, 7);
  await page.click('#show-me');
  await page.waitForSelector('#task-status.met');
  assert.equal(await page.getAttribute('#scrub-0', 'aria-valuenow'), '10');
  assert.equal(await page.locator('#learn-picture [data-node="node-a"] [data-replica="data-r-3"]').count(), 1);
  await context.close();
});

test('in Japanese and Ukrainian every step says its sentences, never a message id', async () => {
  const { context, page } = await newPage({ width: 390, height: 844 });
  for (const lang of ['ja', 'uk']) {
    for (let step = 1; step <= 10; step += 1) {
      const said = await openStep(page, step, lang);
      assert.ok(said.length > 20, `${lang} step ${step}`);
      assert.doesNotMatch(said, RAW_ID, `${lang} step ${step}`);
      assert.doesNotMatch(await page.textContent('#learn-picture'), RAW_ID, `${lang} step ${step}: the picture`);
    }
  }
  await openStep(page, 5, 'ja');
  assert.match(await page.textContent('#narration'), /ディスク disk-x では/);
  await saveScreenshot(page, 'learn-tiers-phone-ja', { fullPage: true });
  await context.close();
});
