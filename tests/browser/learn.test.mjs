// The Learn section (issue 34) in Chromium: every lesson completed by keyboard only, in
// English and Japanese, each prediction answered wrongly once and then rightly, each task
// solved by a real edit (a dragged number) with the hint after two tries; every step's address
// restores that step; axe finds nothing serious or critical on any step; a phone (390 px) never
// scrolls sideways; a step embeds in a frame (read-only too); "Explain this as a lesson" in the
// balance and capacity labs opens the generated walk; the Learn page is its own bundle.
import test from 'node:test';
import assert from 'node:assert/strict';
import { saveScreenshot, useBrowser } from './harness.mjs';
import { describe as describeViolations, runAxe } from './axe.mjs';

const env = useBrowser();
const STEPS = 12;

const newPage = async ({ width = 1280, height = 900 } = {}) => {
  const context = await env.browser.newContext({ bypassCSP: true, viewport: { width, height } });
  return { context, page: await context.newPage() };
};

const openStep = async (page, step, lang = 'en') => {
  await page.goto(`${env.server.url}/?lang=${lang}#/learn/balance/${step}`);
  await page.waitForSelector('#narration');
};

/** Presses Tab until the focused element matches `selector` (keyboard only, as a reader would). */
async function tabTo(page, selector, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function next(page, n, lesson = 'balance') {
  await tabTo(page, '#step-next');
  await page.keyboard.press('Enter');
  await page.waitForFunction(([want, id]) => location.hash === `#/learn/${id}/${want}`, [n, lesson]);
  await page.waitForFunction((want) => document.querySelector('#step-count')?.textContent.includes(String(want)), n);
}

async function noBlockingAxe(page, what) {
  const { blocking } = await runAxe(page);
  assert.equal(blocking.length, 0, `${what}:\n${describeViolations(blocking)}`);
}

/** Picks a choice of the open prediction by keyboard; returns the reveal's text. */
async function predict(page, choice, index) {
  await tabTo(page, `[data-pick="${choice}"]`);
  await page.keyboard.press('Enter');
  await page.waitForSelector(`#reveal-${index}`);
  return page.textContent(`#reveal-${index}`);
}

/** Presses `key` on the narration's draggable number `count` times. */
async function scrub(page, key, count) {
  await tabTo(page, '#scrub-0');
  for (let i = 0; i < count; i += 1) await page.keyboard.press(key);
}

/** Each lesson's keyboard walk: its predictions (a wrong choice, then the right one) and its
 * tasks (edits that miss the goal twice, so the hint shows, then keys that reach it). */
const LESSONS = {
  balance: {
    steps: STEPS,
    predicts: { 3: ['A', 'B'], 7: ['B/B2', 'A/A1'] },
    tasks: {
      9: { miss: ['ArrowLeft', 2], reach: ['PageUp', 6], value: (150 - 20 + 600) * 2 ** 30 },
      11: { reach: ['PageUp', 2] },
    },
  },
  // Zone-a publishes 10 GiB for a 20 GiB claim: node-a fails, node-b is the first feasible node;
  // the task raises zone-a's capacity (1 GiB a key, 10 a page): 12 GiB misses, 22 GiB passes.
  capacity: {
    steps: 8,
    predicts: { 2: ['node-a', 'node-b'] },
    tasks: {
      6: { miss: ['ArrowUp', 2], reach: ['PageUp', 1], value: 22 * 2 ** 30 },
    },
  },
  // The seed's disks X and Y on node-a (zone-1), node-b (zone-1), node-c (zone-2): data-r-1 goes
  // to node-b, so data-r-2 takes node-c, the only node in a new zone (node-b's why: it holds
  // data-r-1). Step 7's minimal available percentage (1 a key) from 25: 26 and 27 miss; from 24
  // down disk X passes (1 GiB > 4 GiB × 24 / 100) and the third replica lands on node-a: 22.
  tiers: {
    steps: 10,
    predicts: { 3: ['node-b', 'node-c'] },
    tasks: {
      7: { miss: ['ArrowUp', 2], reach: ['ArrowDown', 5], value: 22 },
    },
  },
  // The seed's image-pull storm: partitions of 40, maxUnavailable 10% (4). Step 5 lowers maxNew
  // (5 a key) from 50: 45 and 40 still create the whole partition, 20 meets "at most 20". In
  // step 6 eight slow clusters stop the reconcile after demoRollout; step 8 raises that
  // partition's maxUnavailable from 4: 5 and 6 miss, 8 lets round 2 reach stable; in step 9
  // (maxUnavailablePartitions 1) round 2 stops after stable.
  rollout: {
    steps: 10,
    predicts: { 6: ['stable', 'demoRollout'], 9: ['demoRollout', 'stable'] },
    tasks: {
      5: { miss: ['ArrowDown', 2], reach: ['ArrowDown', 4], value: 20 },
      8: { miss: ['ArrowUp', 2], reach: ['ArrowUp', 2], value: 8 },
    },
  },
};

async function completeByKeyboard(lesson, lang, words) {
  const plan = LESSONS[lesson];
  const { context, page } = await newPage();
  await page.goto(`${env.server.url}/?lang=${lang}#/learn/${lesson}/1`);
  await page.waitForSelector('#narration');
  assert.equal(await page.textContent('#step-count'), words.stepOf(1, plan.steps));
  assert.match(await page.textContent('#verified-against'), /v1\.12|1\.33|fleet v0\.\d+/);
  for (let step = 1; step <= plan.steps; step += 1) {
    await noBlockingAxe(page, `${lesson} ${lang} step ${step}`);
    const predicted = plan.predicts[step];
    if (predicted) {
      assert.match(await predict(page, predicted[0], 0), words.wrong);
      assert.match(await predict(page, predicted[1], 1), words.right);
      assert.equal(await page.locator('[data-pick]').count(), 0, 'the prediction closes when answered');
    }
    const task = plan.tasks[step];
    if (task) {
      if (task.miss) {
        await scrub(page, ...task.miss);
        await page.waitForSelector('#task-hint');
        assert.equal(await page.locator('#task-status.met').count(), 0);
      }
      await scrub(page, ...task.reach);
      await page.waitForSelector('#task-status.met');
      if (task.value) assert.equal(await page.getAttribute('#scrub-0', 'aria-valuenow'), String(task.value));
      if (!task.miss) assert.equal(await page.locator('#task-hint').count(), 0, 'no hint before the second try');
    }
    if (step < plan.steps) await next(page, step + 1, lesson);
  }
  assert.ok(await page.isVisible('#lesson-done'));
  await context.close();
}

const ENGLISH = { stepOf: (n, count) => `Step ${n} of ${count}`, wrong: /^✕ Not /, right: /^✓ Right: / };
const JAPANESE = { stepOf: (n, count) => `ステップ ${n} / ${count}`, wrong: /ではありません/, right: /^✓ 正解/ };

for (const lesson of Object.keys(LESSONS)) {
  test(`the ${lesson} lesson, completed by keyboard only in English: predictions, tasks, axe on every step`, async () => {
    await completeByKeyboard(lesson, 'en', ENGLISH);
  });
  test(`the ${lesson} lesson, completed by keyboard only in Japanese`, async () => {
    await completeByKeyboard(lesson, 'ja', JAPANESE);
  });
}

test('every step address restores that step; the narration says the engine\'s numbers', async () => {
  const { context, page } = await newPage();
  for (const [lesson, plan] of Object.entries(LESSONS)) {
    for (let step = 1; step <= plan.steps; step += 1) {
      await page.goto(`${env.server.url}/#/learn/${lesson}/${step}`);
      await page.waitForSelector('#narration');
      assert.equal(await page.textContent('#step-count'), `Step ${step} of ${plan.steps}`);
      assert.ok((await page.textContent('#narration')).trim().length > 20, `${lesson} step ${step}`);
    }
  }
  await openStep(page, 4);
  assert.match(await page.textContent('#narration'), /0\.1818 against 0\.3636/);
  await openStep(page, 6);
  assert.match(await page.textContent('#narration'), /1\.4545 and 1\.4545/);
  // Back restores the step before exactly (its scenario is recomputed, never undone).
  await openStep(page, 8);
  await tabTo(page, '#step-back');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.hash === '#/learn/balance/7');
  // The step is drawn after the address changes: wait for its count, then read it.
  await page.waitForFunction(() => document.querySelector('#step-count')?.textContent.includes('7'));
  assert.match(await page.textContent('#narration'), /150 GiB/);
  await context.close();
});

test('"Show me" applies the lesson\'s solution and the task ticks itself', async () => {
  const { context, page } = await newPage();
  await openStep(page, 11);
  await tabTo(page, '#show-me');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#task-status.met');
  assert.match(await page.textContent('#task-status'), /Done: the engine now says C/);
  await context.close();
});

test('on a phone (390 px) no step of any lesson scrolls sideways', async () => {
  const { context, page } = await newPage({ width: 390, height: 844 });
  for (const [lesson, plan] of Object.entries(LESSONS)) {
    for (let step = 1; step <= plan.steps; step += 1) {
      await page.goto(`${env.server.url}/#/learn/${lesson}/${step}`);
      await page.waitForSelector('#narration');
      const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      assert.ok(scroll <= client, `${lesson} step ${step}: ${scroll} > ${client}`);
    }
  }
  await openStep(page, 2);
  await saveScreenshot(page, 'learn-phone', { fullPage: true });
  await context.close();
});

test('a step embeds in a frame (?embed=1&lesson=balance&step=4), read-only without edits', async () => {
  const { context, page } = await newPage();
  await page.goto(`${env.server.url}/?embed=1&lesson=balance&step=4`);
  await page.waitForSelector('#narration');
  assert.equal(await page.locator('.site-header').count(), 0);
  assert.equal(await page.textContent('#step-count'), `Step 4 of ${STEPS}`);
  assert.ok((await page.locator('[role="slider"]').count()) > 0, 'the bars are sliders when editable');
  await page.goto(`${env.server.url}/?embed=1&readonly=1&lesson=balance&step=9`);
  await page.waitForSelector('#narration');
  assert.equal(await page.textContent('#step-count'), `Step 9 of ${STEPS}`);
  assert.equal(await page.locator('[role="slider"]').count(), 0, 'read-only: nothing to drag');
  assert.equal(await page.locator('#show-me').count(), 0);
  await noBlockingAxe(page, 'embedded step');
  await context.close();
});

test('a frame of a step reports its height to the host page', async () => {
  const { context, page } = await newPage();
  // The host page listens before its frame exists: a frame that loads fast reports its height
  // before a listener added afterwards would hear it.
  await page.setContent(`<script>
    window.heights = [];
    addEventListener('message', (e) => {
      if (e.data?.type === 'placement-playground:size') window.heights.push(e.data.height);
    });
  </script>
  <iframe id="f" src="${env.server.url}/?embed=1&lesson=balance&step=2" style="width:800px;height:300px"></iframe>`);
  await page.waitForFunction(() => window.heights.some((h) => h > 300), null, { timeout: 30_000 });
  const height = await page.evaluate(() => Math.max(...window.heights));
  assert.ok(height > 300, `${height}`);
  await context.close();
});

test('"Explain this as a lesson" in the balance lab opens the generated walk of its scenario', async () => {
  const { context, page } = await newPage();
  await page.goto(`${env.server.url}/#/balance`);
  await page.waitForSelector('#explain-lesson');
  await page.click('#explain-lesson');
  await page.waitForSelector('#lesson-title');
  assert.equal(await page.textContent('#lesson-title'), 'Your scenario, step by step');
  assert.match(new URL(page.url()).hash, /^#\/learn\/explain\/1$/);
  const count = await page.textContent('#step-count');
  const total = Number(count.match(/of (\d+)/)[1]);
  for (let step = 2; step <= total; step += 1) await next(page, step, 'explain');
  assert.match(await page.textContent('#narration'), /B\/B2/);
  await context.close();
});

test('"Explain this as a lesson" in the capacity lab opens its pod, node by node, with the lab\'s verdicts', async () => {
  const { context, page } = await newPage();
  await page.goto(`${env.server.url}/?lang=ja#/capacity?preset=multi-volume`);
  await page.waitForSelector('#verdicts tr[data-node]', { state: 'attached' });
  // What the lab says of each node, to compare with the lesson's picture.
  const rows = await page.$$eval('#verdicts tr[data-node]', (els) => els.map((e) => [e.dataset.node, e.classList.contains('passes')]));
  const passing = rows.filter(([, passes]) => passes).map(([n]) => n).sort();
  await tabTo(page, '#explain-lesson', 200);
  await page.keyboard.press('Enter');
  await page.waitForSelector('#lesson-title');
  assert.match(new URL(page.url()).hash, /^#\/learn\/explain\/1$/);
  assert.equal(await page.getAttribute('html', 'lang'), 'ja');
  await page.waitForSelector('#learn-picture .learn-node');
  const nodes = await page.$$eval('#learn-picture .learn-node', (els) => els.map((e) => e.dataset.node));
  assert.deepEqual(nodes.slice().sort(), rows.map(([n]) => n).sort());
  const total = Number((await page.textContent('#step-count')).match(/(\d+)\D*$/)[1]);
  // The intro, one step per node (at most six), the result.
  assert.equal(total, Math.min(nodes.length, 6) + 2);
  for (let step = 2; step <= total; step += 1) await next(page, step, 'explain');
  const wins = await page.$$eval('#learn-picture .learn-node.wins', (els) => els.map((e) => e.dataset.node).sort());
  assert.deepEqual(wins, passing);
  const axe = await runAxe(page);
  assert.equal(axe.blocking.length, 0, describeViolations(axe.blocking));
  await context.close();
});

test('the lesson list links each lesson, with its length and the progress kept', async () => {
  const { context, page } = await newPage();
  await openStep(page, 5);
  await page.goto(`${env.server.url}/#/learn`);
  await page.waitForSelector('#lesson-balance');
  assert.match(await page.textContent('#lesson-balance .card-facts'), /12 steps · about 8 min · reached step 5/);
  assert.equal(await page.textContent('.lab-nav a.active'), 'Learn');
  await page.click('#lesson-balance');
  await page.waitForSelector('#narration');
  assert.equal(await page.textContent('#step-count'), `Step 1 of ${STEPS}`);
  await context.close();
});
