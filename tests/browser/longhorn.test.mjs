// The Longhorn replica scheduling lab in Chromium: drawing, settings, the why
// panel, presets, bad input, what-if, a 400-disk cluster and the phone layout.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();

/** Opens the lab (fresh storage: the three-zone preset). */
async function openLab(options) {
  const opened = await openPage(env, '/#/longhorn', options);
  await opened.page.waitForSelector('#volume-condition-pg-data');
  return opened;
}

/** Runs `action` in the page and resolves with the ms until two frames later. */
async function timed(page, selector, value) {
  return page.evaluate(async ([selector, value]) => {
    const input = document.querySelector(selector);
    const start = performance.now();
    input.value = value;
    input.dispatchEvent(new InputEvent('input', { bubbles: true }));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return performance.now() - start;
  }, [selector, value]);
}

test('the lab is first in the navigation and opens on the three-zone preset', async () => {
  const { page, check, screenshot, context } = await openPage(env, '/');
  await page.waitForSelector('#volume-condition-pg-data');
  assert.match(await page.textContent('.lab-nav a:first-child'), /Longhorn replica scheduling/);
  assert.equal(await page.inputValue('#preset'), 'three-zones');
  assert.match(await page.textContent('#volume-condition-pg-data'), /Scheduled=True/);
  // One replica per zone: three zones hold a pg-data chip.
  assert.equal(await page.locator('.map-zone:has(.chip.vol-c0)').count(), 3);
  await screenshot('longhorn-three-zones');
  check();
  await context.close();
});

test('draw a node, toggle zone anti-affinity: the placement changes and the why panel explains it', async () => {
  const { page, check, screenshot, context } = await openLab();
  // A fourth replica: with zone soft anti-affinity (default) it shares a zone.
  await page.click('#tab-volumes');
  await page.fill('#volume-0-replicas', '4');
  await page.waitForSelector('#why-pg-data-pg-data-r-4');
  assert.match(await page.textContent('#volume-condition-pg-data'), /Scheduled=True/);
  await page.click('#why-pg-data-pg-data-r-4');
  assert.match(await page.textContent('#why-tiers li.winner'), /unused nodes/);
  // The selected replica's chip on the map keeps its volume's colour (and its label).
  const chipColour = (id) => page.$eval(id, (el) => getComputedStyle(el).backgroundColor);
  assert.equal(await chipColour('#chip-pg-data-r-4'), await chipColour('#chip-pg-data-r-1'));
  // The label: the volume's letter, the replica, and what the last edit did to it.
  assert.equal(await page.textContent('#chip-pg-data-r-4'), 'A r-4 (newly placed)');

  // Zone anti-affinity hard: no zone is left, the fourth replica cannot be placed.
  await page.click('#tab-settings');
  assert.equal(await page.isChecked('#setting-replica-zone-soft-anti-affinity'), true);
  await page.uncheck('#setting-replica-zone-soft-anti-affinity');
  await page.waitForFunction(() => /Scheduled=False/.test(document.querySelector('#volume-condition-pg-data').textContent));
  assert.match(await page.textContent('#volume-condition-pg-data'), /ReplicaSchedulingFailure/);
  const why = await page.textContent('#why-panel');
  assert.match(why, /pg-data-r-4 is not placed/);
  assert.match(why, /new node in a new zone/);
  assert.match(why, /its zone holds a replica of the volume/);
  assert.match(why, /no reason recorded|replica scheduling failed/);
  await screenshot('longhorn-zone-hard-unplaced');

  // Draw a new zone with a node: the replica goes there, through the first tier.
  await page.click('#tab-cluster');
  await page.click('#add-zone');
  await page.waitForSelector('#zone-3-name');
  assert.equal(await page.inputValue('#zone-3-name'), 'zone-d');
  await page.click('#zone-3-add-node');
  await page.waitForSelector('#node-6-name');
  assert.equal(await page.inputValue('#node-6-name'), 'node-7');
  await page.waitForFunction(() => /Scheduled=True/.test(document.querySelector('#volume-condition-pg-data').textContent));
  const chip = page.locator('#map-node-node-7 .chip.vol-c0');
  assert.equal(await chip.count(), 1);
  await chip.click();
  await page.waitForFunction(() => /on disk disk-1 of node node-7/.test(document.querySelector('#why-summary').textContent));
  assert.match(await page.textContent('#why-tiers li.winner'), /new node in a new zone.*node-7/);
  assert.match(await page.textContent('#why-disks'), /available − actual/);
  await screenshot('longhorn-why-new-zone');
  check();
  await context.close();
});

/** Each preset's nodes and the first volume's condition (what the preset is there to show). */
const PRESET_OUTCOMES = {
  'three-zones': [6, 'Scheduled=True'],
  'docs-balance': [2, 'Scheduled=True'],
  'docs-space': [1, 'Scheduled=False · ReplicaSchedulingFailure · precheck new replica failed: disks are unavailable'],
  // Detached with a replica placed: allow-volume-creation-with-degraded-availability resets Scheduled.
  'tag-mismatch': [3, 'Scheduled=True · Reset schedulable due to allow volume creation with degraded availability'],
  'insufficient-storage': [3, 'Scheduled=False · ReplicaSchedulingFailure · precheck new replica failed: insufficient storage'],
  'anti-affinity': [2, 'Scheduled=True · Reset schedulable due to allow volume creation with degraded availability'],
  large: [100, 'Scheduled=True'],
};

test('every preset loads without errors, each with its own cluster and outcome', async () => {
  const { page, check, screenshot, context } = await openLab();
  const ids = await page.$$eval('#preset option', (os) => os.map((o) => o.value).filter(Boolean));
  assert.deepEqual(ids, Object.keys(PRESET_OUTCOMES));
  for (const id of ids) {
    await page.selectOption('#preset', id);
    await page.waitForFunction((id) => document.querySelector('#preset').value === id, id);
    await page.waitForSelector('.volume-result .condition');
    assert.equal(await page.locator('.field-error').count(), 0, id);
    const [nodes, condition] = PRESET_OUTCOMES[id];
    assert.equal(await page.locator('[id^=node-][id$=-name]').count(), nodes, id);
    assert.equal(await page.locator('.volume-result .condition').first().textContent(), condition, id);
    await page.locator('.why-button').first().click();
    await page.waitForSelector('#why-summary', { state: 'attached' });
    await screenshot(`longhorn-preset-${id}`);
  }
  check();
  await context.close();
});

test('the docs examples: the X/Y space check and the A/B balance example', async () => {
  const { page, check, context } = await openLab();
  await page.selectOption('#preset', 'docs-space');
  await page.waitForSelector('#volume-condition-vol');
  await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  // At 25 % both disks fail their Schedulable condition (Fits(0, 0)) and are dropped without a reason.
  assert.match(await page.textContent('#volume-condition-vol'), /Scheduled=False.*disks are unavailable/);
  await page.click('#why-vol-vol-r-1');
  assert.match(await page.textContent('#why-disks'), /1 GiB − 0 B = 1 GiB is not > trunc\(4 GiB × 25 \/ 100\) = 1 GiB/);
  await page.click('#tab-settings');
  await page.fill('#setting-storage-minimal-available-percentage', '10');
  await page.waitForFunction(() => /Scheduled=True/.test(document.querySelector('#volume-condition-vol').textContent));

  await page.selectOption('#preset', 'docs-balance');
  await page.waitForSelector('#why-vol-vol-r-1');
  await page.click('#why-vol-vol-r-1');
  assert.match(await page.textContent('#why-summary'), /node B/);
  assert.match(await page.textContent('#why-panel'), /Longhorn picks one of these at random/);
  assert.match(await page.textContent('#why-docs-notes'), /scores the vector of all candidate disks in the cluster/);
  assert.equal(await page.locator('#why-node-stage tbody tr').count(), 2);
  check();
  await context.close();
});

test('bad input shows an error beside the field and keeps the drawing', async () => {
  const { page, check, screenshot, context } = await openLab();
  const chipsBefore = await page.locator('.chip').count();
  // Six nodes: the cards start collapsed; open node-1's.
  await page.click('#node-0-toggle');
  await page.fill('#disk-0-0-maximum', '-5');
  await page.waitForSelector('#disk-0-0-maximum-error');
  assert.match(await page.textContent('#disk-0-0-maximum-error'), /must not be negative/);
  await page.fill('#disk-0-0-available', 'lots');
  assert.match(await page.textContent('#disk-0-0-available-error'), /not a number/);
  assert.match(await page.textContent('#error-summary'), /2 fields to fix/);
  // The last valid result stays, dimmed; the typed text stays.
  await page.waitForSelector('.lh-result.stale');
  assert.equal(await page.locator('.chip').count(), chipsBefore);
  assert.equal(await page.inputValue('#disk-0-0-maximum'), '-5');
  await page.fill('#disk-0-0-maximum', '500');
  await page.fill('#disk-0-0-available', '450');
  await page.fill('#disk-0-0-reserved', '600');
  await page.waitForSelector('#disk-0-0-reserved-error');
  assert.match(await page.textContent('#disk-0-0-reserved-error'), /must not exceed storageMaximum/);
  await page.fill('#disk-0-0-reserved', '0');
  await page.fill('#node-1-name', 'node-1');
  await page.waitForSelector('#node-1-name-error');
  assert.match(await page.textContent('#node-1-name-error'), /duplicate/);
  await screenshot('longhorn-invalid-input');
  await page.fill('#node-1-name', 'node-2');
  await page.click('#tab-volumes');
  await page.fill('#volume-0-replicas', '0');
  await page.waitForSelector('#volume-0-replicas-error');
  assert.match(await page.textContent('#volume-0-replicas-error'), /at least 1/);
  await page.fill('#volume-0-replicas', '3');
  await page.fill('#volume-1-name', 'pg-data');
  assert.match(await page.textContent('#volume-1-name-error'), /duplicate/);
  await page.fill('#volume-1-name', 'logs');
  await page.click('#tab-settings');
  await page.fill('#setting-storage-minimal-available-percentage', '150');
  assert.match(await page.textContent('#setting-storage-minimal-available-percentage-error'), /between 0 and 100/);
  await page.fill('#setting-storage-minimal-available-percentage', '25');
  await page.waitForSelector('.lh-result:not(.stale)');
  assert.equal(await page.locator('.field-error').count(), 0);
  assert.equal(await page.locator('.chip').count(), chipsBefore);
  check();
  await context.close();
});

test('what-if: failing a node shows the replicas before, right after and after the wait', async () => {
  const { page, check, screenshot, context } = await openLab();
  const before = await page.textContent('#why-pg-data-pg-data-r-1 >> xpath=..');
  const node = before.match(/→ (node-\d)/)[1];
  await page.selectOption('#whatif-node', node);
  await page.waitForSelector('#whatif-table');
  const text = await page.textContent('#whatif-table');
  assert.match(text, /After the replenishment wait/);
  assert.match(text, /failed/);
  await page.selectOption('#whatif-action', 'evict-node');
  await page.waitForFunction(() => !/After the replenishment wait/.test(document.querySelector('#whatif-table').textContent));
  await screenshot('longhorn-whatif');
  check();
  await context.close();
});

test('a failed replica: its rebuild retries decide reuse (limit 5); retries and lastDegradedAt keep a typo across a reload', async () => {
  const { page, check, screenshot, context } = await openLab();
  await page.click('#tab-volumes');
  await page.click('#volume-0-add-replica');
  await page.check('#replica-0-0-failed');
  await page.fill('#replica-0-0-failed-at', '0');
  await page.waitForSelector('#replica-0-0-retries');
  assert.equal(await page.inputValue('#replica-0-0-retries'), '0');
  await page.waitForFunction(() => /reused \(rebuilds in place\)/.test(document.querySelector('.lh-result')?.textContent ?? ''));
  // At the limit the failed replica is not reused, and the why panel says so with the numbers.
  await page.fill('#replica-0-0-retries', '5');
  await page.waitForFunction(() => !/reused \(rebuilds in place\)/.test(document.querySelector('.lh-result')?.textContent ?? ''));
  await page.fill('#replica-0-0-retries', '4');
  await page.waitForFunction(() => /reused \(rebuilds in place\)/.test(document.querySelector('.lh-result')?.textContent ?? ''));
  // A typo is the field's error, kept across a reload.
  await page.fill('#replica-0-0-retries', '4x');
  await page.waitForSelector('#replica-0-0-retries-error');
  assert.match(await page.textContent('#replica-0-0-retries-error'), /not a number: "4x"/);
  await page.fill('#volume-0-degraded-at', 'soon');
  await page.waitForSelector('#volume-0-degraded-at-error');
  await page.waitForTimeout(100); // autosaved
  await page.reload();
  await page.click('#tab-volumes');
  assert.equal(await page.inputValue('#replica-0-0-retries'), '4x');
  assert.equal(await page.inputValue('#volume-0-degraded-at'), 'soon');
  await page.fill('#replica-0-0-retries', '4');
  await page.fill('#volume-0-degraded-at', '');
  await page.waitForFunction(() => /reused \(rebuilds in place\)/.test(document.querySelector('.lh-result')?.textContent ?? ''));
  await screenshot('longhorn-replica-retries');
  check();
  await context.close();
});

test('a 100-node, 400-disk cluster: a rename, a resize and a setting each take effect', async () => {
  const { page, check, screenshot, context } = await openLab();
  await page.selectOption('#preset', 'large');
  await page.waitForSelector('#volume-condition-vol-10');
  // The map opens as its overview (longhorn-overview.test.mjs); here with every card drawn, the larger view.
  await page.click('#placement-map-show-all');
  assert.equal(await page.locator('.map-disk').count(), 400);
  // How long each edit takes to show is printed, not asserted (a loaded machine proves nothing);
  // benches/responsiveness.browser-bench.mjs measures it.
  const rename = await timed(page, '#node-0-name', 'node-000');
  await page.waitForFunction(() => document.querySelector('#placement-map').textContent.includes('node-000'));
  await page.click('#tab-volumes');
  await page.waitForSelector('#volume-0-size'); // the tab is a part, fetched when first shown
  const resize = await timed(page, '#volume-0-size', '25');
  assert.equal(await page.inputValue('#volume-0-size'), '25');
  assert.equal(await page.locator('.field-error').count(), 0);
  await page.click('#tab-settings');
  await page.waitForSelector('#setting-replica-soft-anti-affinity'); // a part too
  const before = await page.isChecked('#setting-replica-soft-anti-affinity');
  const toggle = await page.evaluate(async () => {
    const start = performance.now();
    document.querySelector('#setting-replica-soft-anti-affinity').click();
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return performance.now() - start;
  });
  assert.equal(await page.isChecked('#setting-replica-soft-anti-affinity'), !before);
  console.log(`large cluster: rename ${rename.toFixed(0)} ms, resize ${resize.toFixed(0)} ms, toggle ${toggle.toFixed(0)} ms`);
  await page.click('#why-vol-1-vol-1-r-1');
  await page.waitForSelector('#why-disks', { state: 'attached' });
  await screenshot('longhorn-large');
  check();
  await context.close();
});

test('the layout works at phone width', async () => {
  const { page, check, screenshot, context } = await openLab({ width: 390, height: 844 });
  await page.click('#why-pg-data-pg-data-r-1');
  await page.waitForSelector('#why-disks', { state: 'attached' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `page scrolls sideways by ${overflow}px`);
  await screenshot('longhorn-phone');
  check();
  await context.close();
});
