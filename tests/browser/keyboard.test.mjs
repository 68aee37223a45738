// Every lab's main task without a mouse: a skip link to the result, tabs that
// move with the arrow keys, the rollout grid as a focusable ARIA grid, and a
// keyboard-only walkthrough of each lab.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();

/** What has focus: its id, role, label and text. */
const focused = (page) => page.evaluate(() => {
  const e = document.activeElement;
  return { id: e?.id ?? '', role: e?.getAttribute('role') ?? '', label: e?.getAttribute('aria-label') ?? '',
    text: (e?.textContent ?? '').trim().slice(0, 80), tag: e?.tagName ?? '' };
});

/** Presses Tab until `match(focus)` holds (at most `limit` times); fails if it never does. */
async function tabTo(page, match, what, limit = 150) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (match(f)) return f;
  }
  assert.fail(`${limit} presses of Tab never reached ${what}`);
}

async function announced(page, pattern) {
  await page.waitForFunction((p) => new RegExp(p).test(document.querySelector('#announcer')?.textContent ?? ''), pattern.source);
  return page.textContent('#announcer');
}

test('the first Tab reaches "Skip to the result", which moves focus to the result', async () => {
  for (const lab of ['longhorn', 'balance', 'capacity', 'rollout']) {
    const { page, check, context } = await openPage(env, `/#/${lab}`, { width: 1440, height: 900 });
    await page.waitForSelector('#lab-result');
    await page.keyboard.press('Tab');
    assert.equal((await focused(page)).text, 'Skip to the result', lab);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.closest('#lab-result'));
    assert.equal(await page.evaluate(() => location.hash), `#/${lab}`, `${lab}: the address still names the lab`);
    check();
    await context.close();
  }
});

test('on a phone showing the editor, the skip link brings the result back', async () => {
  const { page, check, context } = await openPage(env, '/#/balance', { width: 390, height: 844 });
  await page.waitForSelector('#winner');
  await page.click('#show-editor');
  assert.equal(await page.isVisible('#lab-result'), false);
  await page.focus('.skip-link');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.closest('#lab-result'));
  assert.equal(await page.isVisible('#lab-result'), true);
  check();
  await context.close();
});

test('tabs move with the arrow keys (Longhorn input, capacity result), one tab in the Tab order', async () => {
  const { page, check, context } = await openPage(env, '/#/longhorn', { width: 1440, height: 900 });
  await page.waitForSelector('#tab-cluster');
  assert.deepEqual(await page.$$eval('[role=tab]', (t) => t.map((x) => x.tabIndex)), [0, -1, -1]);
  await page.focus('#tab-cluster');
  await page.keyboard.press('ArrowRight');
  assert.equal((await focused(page)).id, 'tab-volumes');
  assert.equal(await page.getAttribute('#tab-volumes', 'aria-selected'), 'true');
  await page.keyboard.press('End');
  assert.equal((await focused(page)).id, 'tab-settings');
  await page.keyboard.press('ArrowRight');
  assert.equal((await focused(page)).id, 'tab-cluster', 'the arrows wrap around');
  await context.close();
  const cap = await openPage(env, '/#/capacity', { width: 1440, height: 900 });
  await cap.page.waitForSelector('#tab-pod');
  await cap.page.focus('#tab-pod');
  await cap.page.keyboard.press('ArrowLeft');
  assert.equal(await cap.page.getAttribute('#tab-workload', 'aria-selected'), 'true');
  assert.equal((await focused(cap.page)).id, 'tab-workload');
  check();
  await cap.context.close();
});

test('rollout, keyboard only: Tab into the grid, arrows between labelled cells, Enter shows the why', async () => {
  const { page, check, screenshot, context } = await openPage(env, '/#/rollout?preset=storm-5', { width: 1440, height: 900 });
  await page.waitForSelector('#rollout-grid');
  await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  // Scrub to round 1 from the keyboard: the start, then one round on.
  await tabTo(page, (f) => f.id === 'round-scrubber', 'the round scrubber');
  await page.keyboard.press('Home');
  await page.waitForFunction(() => /Round 0 of/.test(document.querySelector('#round-label').textContent));
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => /Round 1 of/.test(document.querySelector('#round-label').textContent));
  const first = await tabTo(page, (f) => f.role === 'gridcell', 'the grid');
  assert.equal(first.label, 'c-000, NotReady, partition Partition 0 - 40');
  assert.equal(await page.locator('#rollout-grid [role=gridcell][tabindex="0"]').count(), 1, 'one cell in the Tab order');
  await page.keyboard.press('ArrowRight');
  assert.equal((await focused(page)).label, 'c-001, Ready, partition Partition 0 - 40');
  await page.keyboard.press('End');
  assert.match((await focused(page)).label, /^c-039, /);
  await page.keyboard.press('ArrowDown');
  assert.match((await focused(page)).label, /^c-079, Pending, partition Partition 40 - 80$/);
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowUp');
  assert.equal((await focused(page)).label, 'c-000, NotReady, partition Partition 0 - 40');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.match((await focused(page)).label, /^c-007, NotReady/);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.closest('#inspector'));
  assert.match(await page.textContent('#inspector h3'), /c-007/);
  assert.match(await announced(page, /c-007/), /^c-007, NotReady\. Applied v\d, not ready/);
  // Shift+Tab goes back to the grid, on the cell just opened.
  await screenshot('keyboard-rollout');
  check();
  await context.close();
});

test('Longhorn, keyboard only: skip to the result, Tab to a replica, Enter shows its why', async () => {
  const { page, check, context } = await openPage(env, '/#/longhorn?preset=three-zones', { width: 1440, height: 900 });
  await page.waitForSelector('#placement-map');
  await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const replica = await tabTo(page, (f) => f.id.startsWith('why-pg-data-'), 'a replica of pg-data');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.matches('#why-panel h2'));
  assert.match(await page.textContent('#why-panel h2'), new RegExp(replica.text));
  assert.match(await announced(page, new RegExp(replica.text)), new RegExp(`Why: ${replica.text} of pg-data`));
  check();
  await context.close();
});

test('balance, keyboard only: Tab to a disk, type a size, and the result names the new winner', async () => {
  const { page, check, context } = await openPage(env, '/#/balance', { width: 1440, height: 900 });
  await page.waitForSelector('#winner');
  await tabTo(page, (f) => f.id === 'disk-0-1-usable', 'the size of disk A2');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1500');
  await page.waitForFunction(() => /on node A/.test(document.querySelector('#winner').textContent));
  check();
  await context.close();
});

test('capacity, keyboard only: Tab to a node\'s Verdict button, Enter shows its why', async () => {
  const { page, check, context } = await openPage(env, '/#/capacity?preset=tracking-off', { width: 1440, height: 900 });
  await page.waitForSelector('#capacity-answer');
  const node = await page.inputValue('#node-0-name');
  await tabTo(page, (f) => f.id === 'node-0-verdict', 'the first node\'s Verdict button');
  await page.keyboard.press('Enter');
  await page.waitForFunction((n) => document.activeElement?.closest(`#capacity-why[data-node="${n}"]`), node);
  assert.match(await announced(page, new RegExp(node)), new RegExp(`^${node} (passes|fails): `));
  check();
  await context.close();
});
