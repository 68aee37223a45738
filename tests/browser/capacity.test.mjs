// The storage capacity lab in Chromium: presets, pod view, on/off comparison, bad input.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, recordWorkerJobs, slowWorkerAnswers, useBrowser, waitForAutosave, workerJobs } from './harness.mjs';

const env = useBrowser();
const PRESETS = ['tracking-off', 'stale', 'multi-volume', 'immediate', 'csi-inline'];

async function loadPreset(page, id) {
  await page.selectOption('#preset', id);
  await page.waitForSelector('#verdicts', { state: 'attached' });
}

/** Each preset's first node, nodes, passing nodes and event message (none when the pod fits). */
const PRESET_VERDICTS = {
  'tracking-off': ['node-1', 10, 10, null],
  stale: ['node-1', 2, 2, null],
  'multi-volume': ['node-1', 3, 0, 'FailedScheduling 0/3 nodes are available: 1 node(s) did not have enough free storage, 2 node(s) had volume node affinity conflict. preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling.'],
  immediate: ['a-1', 3, 0, 'FailedScheduling 0/3 nodes are available: pod has unbound immediate PersistentVolumeClaims. preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling.'],
  'csi-inline': ['node-1', 3, 3, null],
};

test('every preset loads without console errors and shows its own verdict per node', async () => {
  const { page, check, screenshot, context } = await openPage(env, '/#/capacity');
  await page.waitForSelector('#verdicts', { state: 'attached' });
  assert.deepEqual(Object.keys(PRESET_VERDICTS), PRESETS);
  for (const id of PRESETS) {
    await loadPreset(page, id);
    const [first, nodes, passing, message] = PRESET_VERDICTS[id];
    assert.equal(await page.inputValue('#node-0-name'), first, id);
    const rows = await page.locator('#verdicts tbody tr').count();
    const nodeRows = await page.locator('.node-rows tbody tr').count();
    assert.deepEqual([rows, nodeRows], [nodes, nodes], id);
    assert.equal(await page.locator('#verdicts tr.passes').count(), passing, id);
    const event = (await page.locator('#event-message').count()) ? await page.textContent('#event-message') : null;
    assert.equal(event, message, id);
    await screenshot(`capacity-preset-${id}`);
  }
  // The Immediate class: PreFilter rejects the pod before any node is looked at.
  await loadPreset(page, 'immediate');
  assert.match(await page.textContent('#event-message'), /pod has unbound immediate PersistentVolumeClaims/);
  // The CSI inline volume is never capacity-checked: every node passes.
  await loadPreset(page, 'csi-inline');
  assert.equal(await page.locator('#verdicts tr.passes').count(), 3);
  check();
  await context.close();
});

test('pod view: the stuck multi-volume pod shows per-node verdicts, capacity objects and the event message', async () => {
  const { page, check, screenshot, context } = await openPage(env, '/#/capacity');
  await loadPreset(page, 'multi-volume');
  await page.waitForSelector('#event-message', { state: 'attached' });
  assert.match(await page.textContent('#event-message'),
    /0\/3 nodes are available: 1 node\(s\) did not have enough free storage, 2 node\(s\) had volume node affinity conflict\./);
  const rows = await page.locator('#verdicts tbody tr').allTextContents();
  assert.equal(rows.length, 3);
  assert.match(rows[0], /node-1.*fails.*did not have enough free storage/);
  assert.match(rows[1], /node-2.*fails.*volume node affinity conflict/);
  // The capacity object of node-1 is shown with its numbers and does not fit.
  assert.ok(await page.locator('#verdicts tr[data-node="node-1"] .capacity-object.short').count() >= 1);
  await screenshot('capacity-pod-view-multi-volume');
  check();
  await context.close();
});

test('workload view: tracking off needs more attempts than tracking on; the simulation runs in a worker', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await recordWorkerJobs(context);
  const { page, check, screenshot } = await openPage(env, '/#/capacity', { context });
  await loadPreset(page, 'tracking-off');
  await page.click('#tab-workload');
  await page.waitForSelector('#comparison');
  const on = Number(await page.textContent('#run-on .attempts'));
  const off = Number(await page.textContent('#run-off .attempts'));
  assert.ok(off > on, `off ${off} should exceed on ${on}`);
  // The numbers shown are a Web Worker's answer, the worker naming its own scope (web/worker.js).
  const answer = (await workerJobs(page, 'capacity')).filter((j) => j.answered === 'result').at(-1);
  assert.equal(answer?.scope, 'DedicatedWorkerGlobalScope', `no simulation ran in a worker: ${JSON.stringify(answer)}`);
  assert.deepEqual([answer.shape['on.totalAttempts'], answer.shape['off.totalAttempts']], [on, off]);
  assert.ok(await page.locator('#attempts-chart path.line-off').count() === 1);
  await screenshot('capacity-workload-tracking-off');
  // The stale preset highlights the stale window on the chart.
  await page.click('#tab-pod');
  await loadPreset(page, 'stale');
  await page.click('#tab-workload');
  await page.waitForSelector('#attempts-chart rect.stale-window');
  await screenshot('capacity-workload-stale');
  check();
  await context.close();
});

test('a bad quantity shows an error beside the field; the last result stays and the setup is kept', async () => {
  const { page, check, screenshot, context } = await openPage(env, '/#/capacity');
  await loadPreset(page, 'multi-volume');
  await page.fill('#volume-1-size', '3x');
  await page.waitForSelector('#volume-1-size-error');
  assert.match(await page.textContent('#volume-1-size-error'), /not a number/);
  assert.match(await page.textContent('.pod-view .notice'), /last valid input/);
  assert.ok(await page.locator('#event-message').count() === 1);
  await page.fill('#pool-0-0-free', '-5');
  assert.match(await page.textContent('#pool-0-0-free-error'), /negative/);
  await screenshot('capacity-bad-input');
  // The draft survives a reload (autosave), errors included.
  await waitForAutosave(page, 'capacity', '"-5 GiB"');
  await page.reload();
  await page.waitForSelector('#volume-1-size-error');
  assert.equal(await page.inputValue('#volume-1-size'), '3x');
  await page.fill('#volume-1-size', '30');
  await page.fill('#pool-0-0-free', '50');
  // A duplicate node name is the engine's error, shown beside the name.
  await page.fill('#node-1-name', 'node-1');
  await page.waitForSelector('#node-1-name-error');
  assert.match(await page.textContent('#node-1-name-error'), /duplicate/);
  await page.fill('#node-1-name', 'node-2');
  await page.waitForSelector('.pod-view:not(.stale)');
  assert.equal(await page.locator('.field-error').count(), 0);
  check();
  await context.close();
});

test('a long simulation shows a progress bar, can be cancelled, and the page answers meanwhile', async () => {
  const { page, check, screenshot, context } = await openPage(env, '/#/capacity');
  await loadPreset(page, 'tracking-off');
  await page.click('#tab-workload');
  await page.waitForSelector('#comparison');
  // 100 pods with 20 volumes each: the worker simulates them in about 2.5 s, and its
  // messages come 4 s late, so the job is still due while the page is used below.
  await slowWorkerAnswers(page, 4000);
  await page.fill('#workload-volumes', '20');
  await page.fill('#workload-pods', '100');
  await page.waitForSelector('#sim-progress');
  // Typing updates the page at once while the worker simulates…
  await page.fill('#workload-every', '2');
  assert.equal(await page.inputValue('#workload-every'), '2');
  await page.waitForSelector('#sim-progress');
  // …and the job is still the worker's (how free the main thread stays meanwhile is measured by
  // benches/responsiveness.browser-bench.mjs, not asserted here).
  assert.equal(await page.locator('#sim-progress').count(), 1, 'the worker still computes');
  await screenshot('capacity-workload-running');
  await page.click('#sim-cancel');
  await page.waitForSelector('#sim-cancelled');
  assert.equal(await page.locator('#sim-progress').count(), 0);
  // The earlier result stays visible.
  assert.equal(await page.locator('#comparison').count(), 1);
  check();
  await context.close();
});

test('external changes are edited in the workload view; the change opens its stale window', async () => {
  const { page, check, screenshot, context } = await openPage(env, '/#/capacity');
  await loadPreset(page, 'stale');
  await page.click('#tab-workload');
  await page.waitForSelector('#attempts-chart rect.stale-window');
  const windows = () => page.locator('#attempts-chart rect.stale-window').count();
  const withChange = await windows();
  assert.equal(await page.inputValue('#change-0-at'), '10');
  assert.equal(await page.inputValue('#change-0-consumed'), '95');
  // A bad time is named at its field.
  await page.fill('#change-0-at', '-5');
  await page.waitForSelector('#change-0-at[aria-invalid="true"]');
  await page.fill('#change-0-at', '10');
  await page.waitForSelector('#change-0-at:not([aria-invalid="true"])');
  // Without the change, fewer stale windows.
  await page.click('button[aria-label="Remove external change 1"]');
  await page.waitForFunction(() => !document.querySelector('#change-0-at'));
  assert.equal(await page.inputValue('#preset'), '', 'an edited preset is no longer the preset');
  await page.waitForFunction((n) => document.querySelectorAll('#attempts-chart rect.stale-window').length < n, withChange);
  // Added back from the button (first pool of the first driver), then made the preset's change again.
  await page.click('#add-change');
  await page.waitForSelector('#change-0-segment');
  await page.fill('#change-0-segment', 'kubernetes.io/hostname=node-1');
  await page.fill('#change-0-consumed', '95');
  await page.waitForFunction((n) => document.querySelectorAll('#attempts-chart rect.stale-window').length === n, withChange);
  assert.equal(await windows(), withChange);
  // The draft is the preset again: the menu and the caption say so.
  assert.equal(await page.inputValue('#preset'), 'stale');
  assert.match(await page.textContent('#preset-caption'), /^Someone else takes the free space/);
  await screenshot('capacity-external-changes');
  check();
  await context.close();
});
