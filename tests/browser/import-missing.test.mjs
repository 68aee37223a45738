// A partial paste in each lab's import panel (issue 17): Longhorn volumes and
// replicas without nodes, capacity pods and claims without nodes or classes,
// a Fleet Bundle without clusters. Each panel says first what the paste lacks,
// with the kubectl command to run, shows what it could read, and the lab shows
// no engine error. At desktop and phone size.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPage, useBrowser, saveScreenshot } from './harness.mjs';

const env = useBrowser();
const fixture = (path) => readFileSync(new URL(`../../crates/placement/tests/fixtures/${path}`, import.meta.url), 'utf8');
const SIZES = [['desktop', 1440, 900], ['phone', 390, 844]];
const VOLUME = 'pvc-3f1c2a9e-8d4b-4f6a-b1c2-7e9d0a5b3c18';

/** The missing-kinds block comes first in the summary, each gap with its command. */
async function missingFirst(page, summary) {
  const first = await page.$eval(summary, (s) => s.firstElementChild?.id);
  assert.equal(first, 'import-missing');
  return page.$$eval('#import-missing .missing-command', (codes) => codes.map((c) => c.textContent));
}

/** The summary alone, for a person to look at (the full page is tall on a phone). */
const summaryShot = (page, selector, name) => saveScreenshot(page.locator(selector), `${name}-summary`);

/** No engine error anywhere: no alert, no field error, no error summary. */
async function noEngineError(page) {
  assert.equal(await page.locator('[role="alert"]').count(), 0, await page.locator('[role="alert"]').allTextContents().then(String));
  assert.equal(await page.locator('.field-error, .general-errors, #error-summary').count(), 0);
}

for (const [size, width, height] of SIZES) {
  test(`Longhorn (${size}): volumes and replicas without nodes say nodes are missing and show the recorded placement`, async () => {
    const { page, check, screenshot, context } = await openPage(env, '/#/longhorn', { width, height });
    await page.waitForSelector('#volume-condition-pg-data');
    await page.click('#import-toggle');
    await page.fill('#import-text', fixture('longhorn-without-nodes.yaml'));
    await page.click('#import-button');
    await page.waitForSelector('#import-missing');
    assert.deepEqual(await missingFirst(page, '#import-summary'), ['kubectl -n longhorn-system get nodes.longhorn.io -o yaml']);
    assert.match(await page.textContent('#import-missing'), /No Longhorn node was pasted\./);
    assert.match(await page.textContent('#import-summary'), /Imported 0 nodes, 1 volume, 0 replicas\./);
    // The facts the cluster recorded: the attached node and the three replicas.
    const recorded = await page.textContent(`#import-recorded-${VOLUME}`);
    assert.match(recorded, /Volume pvc-3f1c2a9e-8d4b-4f6a-b1c2-7e9d0a5b3c18 is attached to node worker-1\./);
    for (const node of ['worker-1', 'worker-2', 'worker-3']) assert.match(recorded, new RegExp(node));
    assert.match(await page.textContent('#import-recorded'), /Recorded by the cluster, nodes not pasted/);
    // The lab shows the volume and its (unscheduled) condition, not an error.
    await page.waitForSelector(`#volume-condition-${VOLUME}`);
    await noEngineError(page);
    await screenshot(`import-missing-longhorn-${size}`);
    await summaryShot(page, '#import-summary', `import-missing-longhorn-${size}`);
    check();
    await context.close();
  });

  test(`capacity (${size}): pods and claims without nodes or classes say what to fetch`, async () => {
    const { page, check, screenshot, context } = await openPage(env, '/#/capacity', { width, height });
    await page.waitForSelector('#verdicts', { state: 'attached' });
    await page.click('#import-toggle');
    await page.fill('#import-text', fixture('kubectl/capacity/without-nodes-or-classes.yaml'));
    await page.click('#import-button');
    await page.waitForSelector('#import-missing');
    assert.deepEqual(await missingFirst(page, '#import-summary'),
      ['kubectl get nodes -o yaml', 'kubectl get storageclasses topo-fast -o yaml']);
    assert.match(await page.textContent('#import-missing'), /No Node was pasted\./);
    // Kept as the scheduler keeps it (unbound immediate), with a note (issue #14).
    assert.match(await page.textContent('#import-notes'), /PersistentVolumeClaim shop\/data-db-0: it is unbound and its StorageClass topo-fast was not pasted\./);
    await noEngineError(page);
    // The other pod ran on a node that was not pasted: it says so.
    await page.selectOption('#import-pod', '1');
    await page.waitForSelector('#import-pod-node');
    assert.match(await page.textContent('#import-pod-node'), /runs on node worker-3, as the cluster recorded it; that node was not pasted\./);
    await noEngineError(page);
    await screenshot(`import-missing-capacity-${size}`);
    await summaryShot(page, '#import-summary', `import-missing-capacity-${size}`);
    check();
    await context.close();
  });

  test(`rollout (${size}): a Bundle without clusters says clusters are missing and lists its targets`, async () => {
    const { page, check, screenshot, context } = await openPage(env, '/#/rollout', { width, height });
    await page.waitForSelector('#rollout-grid');
    await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
    await page.click('#fleet-import-toggle');
    await page.fill('#fleet-import-text', fixture('kubectl/fleet/bundle-without-clusters.yaml'));
    await page.click('#fleet-import-button');
    await page.waitForSelector('#import-missing');
    assert.deepEqual(await missingFirst(page, '#fleet-import-summary'), [
      'kubectl get clusters.fleet.cattle.io -n fleet-default -o yaml',
      'kubectl get clustergroups.fleet.cattle.io -n fleet-default canary production-eu -o yaml',
    ]);
    assert.match(await page.textContent('#import-missing'), /No Fleet cluster of namespace fleet-default was pasted\./);
    assert.match(await page.textContent('#fleet-import-targets'), /spec\.targets\[0\]/);
    await noEngineError(page);
    await screenshot(`import-missing-rollout-${size}`);
    await summaryShot(page, '#fleet-import-summary', `import-missing-rollout-${size}`);
    check();
    await context.close();
  });
}
