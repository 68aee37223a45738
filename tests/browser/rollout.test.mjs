// The Fleet rollout lab in Chromium: presets, building a fleet, the strategy
// form and fleet.yaml kept in sync, errors beside their fields, stepping the
// rollout with the why panel, and a 10,000-cluster fleet in the worker.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, recordWorkerJobs, useBrowser, waitForAutosave, workerJobs } from './harness.mjs';

const env = useBrowser();
const LIMIT_ERROR = 'invalid maxUnavailable, must be int or percentage (ending with %)';
const PRESETS = ['defaults-200', 'pct25-230', 'pct10-50', 'pct10-100-notready', 'pct10-100-update', 'partitions10-200',
  'manual-strict', 'storm-5', 'storm-4', 'storm-drift',
  'manual-unmatched', 'offline-slot', 'live-rollback'];

const open = async (opts) => {
  const p = await openPage(env, '/#/rollout', opts);
  await p.page.waitForSelector('#rollout-grid');
  await p.page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  return p;
};
const text = (page, sel) => page.textContent(sel);
/** Moves the round scrubber to round `r` and waits for that round to show. */
const scrub = async (page, r) => {
  await page.evaluate((r) => {
    const s = document.querySelector('#round-scrubber');
    s.value = String(r);
    s.dispatchEvent(new Event('input', { bubbles: true }));
  }, r);
  await page.waitForFunction((r) => document.querySelector('#round-label').textContent.startsWith(`Round ${r} `), r);
};
const preset = async (page, id) => {
  await page.selectOption('#preset', id);
  await page.waitForFunction((id) => document.querySelector('#preset').value === id && document.querySelector('#round-label'), id);
};

/** What each preset sets (presets.rs): clusters, maxUnavailable, and the partitions it yields. */
const PRESET_SHAPES = {
  'defaults-200': [200, '', ['Partition 0 - 50', 4]],
  'pct25-230': [230, '10%', ['Partition 0 - 57', 5]],
  'pct10-50': [50, '10%', ['All', 1]],
  'pct10-100-notready': [100, '10%', ['All', 1]],
  'pct10-100-update': [100, '10%', ['All', 1]],
  'partitions10-200': [200, '', ['Partition 0 - 20', 10]],
  'manual-strict': [40, '0', ['staging', 2]],
  'storm-5': [200, '10%', ['Partition 0 - 40', 5]],
  'storm-4': [200, '10%', ['Partition 0 - 40', 5]],
  'storm-drift': [200, '10%', ['Partition 0 - 40', 5]],
  'manual-unmatched': [100, '10%', ['staging', 4]], // + "No partition (never deployed)"
  'offline-slot': [20, '1', ['All', 1]],
  'live-rollback': [20, '2', ['All', 1]],
};

test('every preset loads without console errors, each with its own fleet and partitions', async () => {
  const { page, check, screenshot, context } = await open();
  assert.match(await text(page, '.lab-nav a.active'), /Fleet rollout/);
  assert.deepEqual(Object.keys(PRESET_SHAPES), PRESETS);
  for (const id of PRESETS) {
    await preset(page, id);
    assert.match(await text(page, '#round-label'), /^Round \d+ of \d+$/, id);
    const [clusters, maxUnavailable, [firstRow, rowCount]] = PRESET_SHAPES[id];
    assert.equal(await page.inputValue('#fleet-count'), String(clusters), id);
    assert.equal(await page.inputValue('#s-max-unavailable'), maxUnavailable, id);
    const rows = await page.locator('#rollout-grid .row-name').allTextContents();
    assert.deepEqual([rows[0], rows.length], [firstRow, rowCount], `${id}: ${rows.join(', ')}`);
    if (id === 'pct25-230') {
      assert.deepEqual(rows, ['Partition 0 - 57', 'Partition 57 - 114', 'Partition 114 - 171', 'Partition 171 - 228', 'Partition 228 - 230']);
    }
    if (id === 'manual-unmatched') {
      assert.match(await text(page, '#p-2-no-criteria'), /matches no cluster/);
      assert.match(await text(page, '[data-note=unmatched]'), /never deployed/);
      await screenshot('rollout-manual-unmatched');
    }
  }
  check();
  await context.close();
});

test('stepping the image-pull storm: counts, the why panel and the docs note', async () => {
  const { page, check, screenshot, context } = await open();
  await preset(page, 'storm-5');
  assert.equal(await text(page, '#round-label'), 'Round 1 of ' + (await page.getAttribute('#round-scrubber', 'max')));
  assert.match(await text(page, '#state-counts'), /Ready 35/);
  assert.match(await text(page, '#state-counts'), /NotReady 5/);
  assert.match(await text(page, '#why-counts'), /created 40 \(maxNew 50\)/);
  assert.match(await text(page, '#why-reasons'), /The rollout stops after Partition 0 - 40/);
  await page.click('#step');
  await page.waitForFunction(() => /^Round 2 /.test(document.querySelector('#round-label').textContent));
  assert.match(await text(page, '#why-reasons'), /The rollout stops after Partition 0 - 40/);
  assert.match(await text(page, '#partition-table tbody tr:nth-child(1)'), /5 > 4/);
  assert.match(await text(page, '#partition-table tbody tr:nth-child(2)'), /not reached/);
  await page.click('#step-back');
  await page.click('#step-back');
  await page.waitForFunction(() => /^Round 0 /.test(document.querySelector('#round-label').textContent));
  assert.match(await text(page, '#state-counts'), /Pending 200/);
  assert.match(await text(page, '#why'), /before the first reconcile/);
  // Play runs to the end.
  await page.click('#play');
  await page.waitForSelector('#play', { timeout: 10000 });
  await page.waitForSelector('#outcome');
  assert.match(await text(page, '#outcome'), /Stalled/);
  // Click a cluster and make it ready: the rollout now completes.
  await page.click('#row-0 .cells i.s-notready >> nth=0');
  await page.waitForSelector('#inspector');
  const name = (await text(page, '#inspector h3')).match(/c-\d+/)[0];
  assert.match(await text(page, '#cluster-why'), /Applied v1, not ready: it counts as unavailable in Partition 0 - 40 \(4 unavailable allowed\)/);
  await page.click('#row-1 .cells i >> nth=0');
  assert.match(await text(page, '#cluster-why'), /Its partition Partition 40 - 80 was not reached: stopped at Partition 0 - 40/);
  await page.click('#row-0 .cells i.s-notready >> nth=0');
  await page.selectOption('#cluster-behavior', 'ready');
  await page.waitForFunction(() => /Round \d+ of \d+/.test(document.querySelector('#round-label').textContent));
  assert.match(await text(page, '#behavior-list'), /never ready/);
  assert.doesNotMatch(await text(page, '#behavior-list'), new RegExp(`${name} never ready`));
  // The docs note of the storm: the next batch is created although the last is not ready.
  const lastRound = Number(await page.getAttribute('#round-scrubber', 'max'));
  const noted = [];
  for (let r = 2; r <= lastRound; r += 1) {
    await scrub(page, r);
    if (await page.locator('[data-note=no-readiness-wait]').count()) noted.push(r);
  }
  assert.ok(noted.length > 0, `no round of ${lastRound} shows the no-readiness-wait note`);
  await scrub(page, noted[0]);
  assert.match(await text(page, '[data-note=no-readiness-wait]'),
    /^Docs: the next batch waits until the first is ready\. Code: 40 more are created on this reconcile although \d+ are not ready — creation only waits for maxNew\.$/);
  await page.evaluate(() => {
    const s = document.querySelector('#round-scrubber');
    s.value = s.max;
    s.dispatchEvent(new Event('input', { bubbles: true }));
  });
  assert.doesNotMatch(await text(page, '#why-reasons'), /The rollout stops after Partition 0 - 40/);
  await screenshot('rollout-storm');
  check();
  await context.close();
});

test('building a fleet, editing the strategy in the form and in fleet.yaml', async () => {
  const { page, check, screenshot, context } = await open();
  await preset(page, 'defaults-200');
  await page.fill('#fleet-count', '230');
  await page.click('#add-rule');
  await page.fill('#fleet-rest', 'env=prod');
  await page.waitForFunction(() => /207 × env=prod; 23 × env=staging/.test(document.querySelector('#label-summary').textContent));
  // The form: the effective value for this fleet, and the YAML follows.
  await page.fill('#s-auto-partition-size', '25%');
  assert.match(await text(page, '#s-auto-partition-size-effective'), /25% of 230 → floor\(57\.5\) = 57 → 57 clusters per partition/);
  await page.fill('#s-max-unavailable', '10%');
  assert.match(await text(page, '#s-max-unavailable-effective'), /10% of 230 → floor\(23\) = 23/);
  assert.match(await page.inputValue('#fleet-yaml'), /maxUnavailable: "?10%"?\n {2}autoPartitionSize: "?25%"?/);
  assert.equal(await page.locator('#rollout-grid .grid-row').count(), 5);
  // A manual partition on the staging label.
  await page.click('#add-partition');
  await page.fill('#p-0-cluster-selector', 'env=staging');
  await page.waitForFunction(() => /23 members/.test(document.querySelector('#p-0-effective')?.textContent ?? ''));
  assert.match(await page.inputValue('#fleet-yaml'), /partitions:\n\s+- name: "?partition-1"?/);
  assert.match(await text(page, '[data-note=unmatched]'), /207 clusters are never deployed/);
  // Edit a cluster's labels.
  await page.fill('#edit-cluster', 'c-000');
  await page.fill('#edit-cluster-labels', 'env=prod, tier=edge');
  await page.waitForFunction(() => /22 members/.test(document.querySelector('#p-0-effective')?.textContent ?? ''));
  // The YAML: a valid edit updates the form.
  await page.fill('#fleet-yaml', 'rolloutStrategy:\n  maxUnavailable: 5\n  maxNew: 20\n');
  await page.waitForFunction(() => document.querySelector('#s-max-new').value === '20');
  assert.equal(await page.inputValue('#s-max-unavailable'), '5');
  assert.equal(await page.locator('#partition-0').count(), 0);
  // A YAML error: line and column beside the textarea; the form stays.
  await page.fill('#fleet-yaml', 'rolloutStrategy:\n  maxNew: 20\n  maxUnavailble: 10%\n');
  await page.waitForSelector('#fleet-yaml-error');
  assert.match(await text(page, '#fleet-yaml-error'), /line 3, column \d+/);
  assert.equal(await page.inputValue('#s-max-new'), '20');
  await screenshot('rollout-yaml-error');
  // Duplicate group names and malformed selectors, beside their fields.
  await page.click('#add-group');
  await page.click('#add-group');
  await page.fill('#group-1-name', 'group-1');
  await page.waitForSelector('#group-1-name-error');
  assert.match(await text(page, '#group-1-name-error'), /duplicate cluster group name/);
  await page.fill('#group-0-selector', 'tier in (a');
  assert.match(await text(page, '#group-0-selector-error'), /missing '\)'/);
  await page.click('button[aria-label="Remove group group-1"] >> nth=1');
  await page.click('button[aria-label="Remove group group-1"]');
  // Bad form input: the controller's own text beside the field, once a reconcile reads the
  // value (230 targets: at once, #37); the last result stays.
  await page.fill('#s-max-unavailable', 'ten');
  await page.waitForSelector('#s-max-unavailable-error');
  assert.ok((await text(page, '#s-max-unavailable-error')).includes(`${LIMIT_ERROR}: ten`));
  await page.waitForSelector('#stale-notice');
  await page.fill('#s-max-new', 'lots');
  assert.match(await text(page, '#s-max-new-error'), /whole number/);
  assert.ok((await page.locator('#rollout-grid .grid-row').count()) >= 1, 'the last result stays');
  await screenshot('rollout-invalid-input');
  await page.fill('#s-max-unavailable', '5');
  await page.fill('#s-max-new', '20');
  await page.waitForSelector('#stale-notice', { state: 'detached' });
  // The work survives a reload.
  await waitForAutosave(page, 'rollout', '"max_new":"20"');
  await page.reload();
  await page.waitForSelector('#rollout-grid');
  await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  assert.equal(await page.inputValue('#fleet-count'), '230');
  assert.equal(await page.inputValue('#s-max-new'), '20');
  check();
  await context.close();
});

test('10,000 clusters: simulated in the worker, dense grid, cancel keeps the last result', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await recordWorkerJobs(context);
  const { page, check, screenshot } = await open({ context });
  await preset(page, 'storm-4');
  await page.fill('#s-auto-partition-size', '10%');
  await page.fill('#fleet-count', '10000');
  await page.waitForFunction(() => document.querySelectorAll('#rollout-grid .cells i').length === 10000, null, { timeout: 60_000 });
  // The simulation the page shows came from a Web Worker, which said so itself (web/worker.js
  // answers with its global scope): a fleet simulated on the page would have no such answer.
  const jobs = await workerJobs(page, 'rollout');
  const inWorker = jobs.filter((j) => j.scope === 'DedicatedWorkerGlobalScope' && j.answered === 'result');
  assert.ok(inWorker.length > 0, `no job ran in a worker: ${JSON.stringify(jobs)}`);
  assert.equal(inWorker.at(-1).shape.clusters, 10000, `the worker's answer: ${JSON.stringify(inWorker.at(-1).shape)}`);
  assert.ok(await page.isChecked('#dense'), 'dense mode for 10k');
  const last = Number(await page.getAttribute('#round-scrubber', 'max'));
  assert.ok(last > 3, `rounds: ${last}`);
  // Scrubbing shows each round (how fast: benches/responsiveness.browser-bench.mjs).
  for (const r of [last, 1, Math.floor(last / 2), 2, last - 1]) await scrub(page, r);
  await screenshot('rollout-10k-dense');
  // A slow worker (delayed script): the page shows progress and cancels.
  await context.route((url) => url.pathname.endsWith('/worker.js'), async (route) => {
    await new Promise((ok) => setTimeout(ok, 3000));
    await route.continue();
  });
  await page.fill('#s-max-new', '100');
  await page.waitForSelector('#job-status');
  assert.match(await text(page, '#job-status'), /Simulating 10,000 clusters in a worker/);
  // The controls still work while the job is due.
  await page.click('#step-back');
  await page.click('#job-cancel');
  await page.waitForSelector('#job-cancelled');
  assert.equal(await page.locator('#job-status').count(), 0);
  assert.equal(await page.locator('#rollout-grid .cells i').count(), 10000);
  check();
  await context.close();
});

test('an offline cluster holds its slot: the inspector says why', async () => {
  const { page, check, context } = await open();
  await preset(page, 'offline-slot');
  await page.evaluate(() => {
    const s = document.querySelector('#round-scrubber');
    s.value = s.max;
    s.dispatchEvent(new Event('input', { bubbles: true }));
  });
  assert.match(await text(page, '#outcome'), /Stalled/);
  await page.fill('#edit-cluster', 'c-003');
  assert.equal(await page.inputValue('#edit-cluster-behavior'), 'offline');
  await page.click('#row-0 .cells i.s-waitapplied >> nth=0');
  assert.match(await text(page, '#inspector h3'), /c-003/);
  assert.match(await text(page, '#cluster-why'), /Promoted to v2, but its agent has not applied it \(offline\?\): it counts as unavailable and holds a slot/);
  assert.match(await text(page, '#why-limits'), /1 unavailable of maxUnavailable 1/);
  check();
  await context.close();
});

test('drifted clusters show Modified but hold no slot: the storm reaches every partition', async () => {
  const { page, check, screenshot, context } = await open();
  await preset(page, 'storm-drift');
  assert.match(await text(page, '#preset-caption'), /drift/);
  await page.evaluate(() => {
    const s = document.querySelector('#round-scrubber');
    s.value = s.max;
    s.dispatchEvent(new Event('input', { bubbles: true }));
  });
  assert.match(await text(page, '#outcome'), /Complete/);
  assert.match(await text(page, '#outcome'), /5 of them are Modified/);
  assert.match(await text(page, '#state-counts'), /Modified 5/);
  assert.match(await text(page, '#state-counts'), /Ready 195/);
  await page.click('#row-0 .cells i.s-modified >> nth=0');
  await page.waitForSelector('#inspector');
  // The inspector's details are a part (rollout_inspector): fetched on the first selection.
  await page.waitForFunction(() => !document.querySelector('#inspector .part-loading'));
  assert.match(await text(page, '#inspector'), /modified \(drift\)/);
  assert.match(await text(page, '#cluster-why'), /changed on the cluster \(drift\).*holds no slot of Partition 0 - 40/);
  await screenshot('rollout-drift');
  // The same cluster never ready instead: the rollout no longer completes.
  await page.selectOption('#cluster-behavior', 'not-ready');
  await page.waitForFunction(() => /never ready/.test(document.querySelector('#behavior-list')?.textContent ?? ''));
  await page.evaluate(() => {
    const s = document.querySelector('#round-scrubber');
    s.value = s.max;
    s.dispatchEvent(new Event('input', { bubbles: true }));
  });
  assert.match(await text(page, '#outcome'), /Stalled/);
  assert.match(await text(page, '#state-counts'), /Modified 4/);
  check();
  await context.close();
});

// Issue #14: a live rollout set up by hand — a cluster's namespace and starting
// BundleDeployment, the bundle's version — judged by Fleet's status.go; negative
// numbers accepted with a warning; the Ready condition as ReadyMessage writes it.
test('a live rollout by hand: starting BundleDeployments, a rollback, namespaces, warnings', async () => {
  const { page, check, screenshot, context } = await open();
  await preset(page, 'pct10-50');
  await page.fill('#fleet-count', '6');
  await page.selectOption('#scenario', 'as-they-stand');
  await page.fill('#bundle-version', '1');
  // c-000 runs version 2 (a rollback to 1 is under way); c-001 lives in another namespace.
  await page.fill('#edit-cluster', 'c-000');
  await page.check('#edit-cluster-has-bd');
  await page.fill('#edit-cluster-staged', '2');
  await page.fill('#edit-cluster-deployed', '2');
  await page.fill('#edit-cluster-applied', '2');
  await page.check('#edit-cluster-ready');
  await page.fill('#edit-cluster', 'c-001');
  await page.fill('#edit-cluster-namespace', 'fleet-eu');
  await page.waitForFunction(() => /WaitApplied\(1\) \[Cluster fleet-default\/c-000\]/.test(document.querySelector('#why-ready')?.textContent ?? ''));
  assert.match(await text(page, '#why-ready'), /Pending\(5\) \[Cluster fleet-eu\/c-001\]/);
  await page.click('#row-0 .cells i >> nth=0');
  await page.evaluate(() => {
    const s = document.querySelector('#round-scrubber');
    s.value = 0;
    s.dispatchEvent(new Event('input', { bubbles: true }));
  });
  assert.match(await text(page, '#cluster-why'), /Round 0: staged v2, deploymentID v2, applied v2, ready, against the bundle's v1: WaitApplied \(not up to date/);
  // A negative maxNew is Fleet's "create nothing", with a warning.
  await page.fill('#s-max-new', '-1');
  await page.waitForFunction(() => [...document.querySelectorAll('.notice.warning')].some((w) => /maxNew is -1/.test(w.textContent)));
  await screenshot('rollout-live-state');
  check();
  await context.close();
});

test('the layout works at phone width', async () => {
  const { page, check, screenshot, context } = await open({ width: 390, height: 844 });
  await preset(page, 'manual-strict');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `page scrolls sideways by ${overflow}px`);
  await screenshot('rollout-phone');
  check();
  await context.close();
});
