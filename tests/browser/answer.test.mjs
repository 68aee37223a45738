// The answer first (issue #10) in the Longhorn lab: the why panel's first line
// is the engine's answer, the suggested change applied in the page schedules
// the replica, and after every edit one line says what moved (or that nothing did).
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();

test('why panel: the answer first, a suggested change applied schedules the replica, the change summary names it', async () => {
  const { page, check, screenshot, context } = await openPage(env, '/#/longhorn');
  await page.waitForSelector('#volume-condition-pg-data');
  // A fourth replica with zone anti-affinity hard: three zones, no place for it.
  await page.click('#tab-volumes');
  await page.fill('#volume-0-replicas', '4');
  await page.waitForSelector('#why-pg-data-pg-data-r-4');
  await page.click('#tab-settings');
  await page.uncheck('#setting-replica-zone-soft-anti-affinity');
  await page.waitForFunction(() => /Scheduled=False/.test(document.querySelector('#volume-condition-pg-data').textContent));
  // Zone anti-affinity hard also moves two replicas out of the zone they shared.
  assert.equal(await page.textContent('#change-summary'), '3 replicas changed: 2 moved, 0 newly placed, 1 not scheduled, 0 gone.');
  assert.match(await page.textContent('#why-pg-data-pg-data-r-4 ~ .changed'), /now unscheduled/);

  await page.click('#why-pg-data-pg-data-r-4');
  // The first thing under the heading is the answer sentence; the details are collapsed.
  const first = await page.$eval('#why-panel h2', (h) => h.nextElementSibling.id);
  assert.equal(first, 'why-answer');
  // Every node is accounted for, by cause (issue #33): the three holding a replica, the three beside them.
  assert.match(await page.textContent('#why-answer'),
    /^pg-data-r-4 is not scheduled: 3 nodes \(node-\d, node-\d, node-\d\) already hold a replica of pg-data \(node anti-affinity is hard\); 3 nodes \(node-\d, node-\d, node-\d\) are in a zone that already holds a replica of pg-data \(zone anti-affinity is hard\)\.$/);
  // The details come with an on-demand chunk: wait for them, then they are collapsed.
  await page.waitForSelector('#why-details', { state: 'attached' });
  assert.equal(await page.$eval('#why-details', (d) => d.open), false);
  // The sentence names the field (issue #33): the volume uses the global setting, so its checkbox.
  const change = page.locator('#why-changes li', {
    hasText: 'Make zone anti-affinity soft for pg-data: tick replica-zone-soft-anti-affinity on the Settings tab',
  });
  assert.equal(await change.count(), 1);
  await screenshot('answer-why-panel');

  // Apply it: the replica is scheduled, and the summary names where it went.
  await change.locator('button.apply-change').click();
  await page.waitForFunction(() => /Scheduled=True/.test(document.querySelector('#volume-condition-pg-data').textContent));
  assert.match(await page.textContent('#change-summary'), /pg-data-r-4 is now placed on \S+\/\S+\.|replicas changed: \d+ moved, 1 newly placed/);
  assert.match(await page.textContent('#why-pg-data-pg-data-r-4 ~ .changed'), /newly placed/);
  assert.match(await page.textContent('#chip-pg-data-r-4'), /newly placed/);

  // An edit that moves nothing says so.
  await page.click('#tab-settings');
  await page.fill('#setting-replica-replenishment-wait-interval', '601');
  await page.waitForFunction(() => /Nothing moved/.test(document.querySelector('#change-summary').textContent));
  assert.equal(await page.locator('.chip.changed').count(), 0);
  check();
  await context.close();
});
