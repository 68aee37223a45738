// The capacity lab's "Import kubectl output" panel in Chromium: paste a kubectl
// List and see that cluster's verdicts, pick another pod, pick a file, drop a
// file; paste broken or incomplete objects and see the error with the work kept;
// pasted names stay text.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dropFile, openPage, recordWorkerJobs, slowWorkerAnswers, useBrowser, workerJobs, saveScreenshot } from './harness.mjs';

const env = useBrowser();
const FIXTURES = new URL('../../crates/placement/tests/fixtures/kubectl/capacity/', import.meta.url);
const fixture = (name) => readFileSync(new URL(name, FIXTURES), 'utf8');

/** Opens the lab (fresh storage: the first preset) with the import panel open. */
async function openImport(context) {
  const opened = await openPage(env, '/#/capacity', { context });
  await opened.page.waitForSelector('#verdicts', { state: 'attached' });
  await opened.page.click('#import-toggle');
  await opened.page.waitForSelector('#import-text', { state: 'visible' });
  return opened;
}

const verdicts = (page) => page.$$eval('#verdicts tbody tr', (rows) => rows.map((r) => [r.dataset.node, r.className]));

test('paste a kubectl List: the nodes, classes and pod of that cluster with its verdicts', async () => {
  const { page, check, screenshot, context } = await openImport();
  assert.match(await page.textContent('#import-panel'), /kubectl get nodes,storageclasses,csidrivers,csistoragecapacities,pvc,pv,pods -A -o yaml/);
  await page.fill('#import-text', fixture('list.yaml'));
  await page.click('#import-button');
  await page.waitForSelector('#import-summary');
  assert.match(await page.textContent('#import-summary'),
    /Imported 4 nodes, 2 storage classes, 1 CSI driver, 3 CSIStorageCapacities, 2 claims, 1 volume, 2 pods\./);
  await page.waitForSelector('#verdicts tr[data-node="worker-3"]', { state: 'attached' });
  assert.deepEqual(await verdicts(page), [['cp-1', 'passes'], ['worker-1', 'passes'], ['worker-2', 'fails'], ['worker-3', 'fails']]);
  assert.match(await page.textContent('#verdicts tr[data-node="worker-2"]'), /did not have enough free storage/);
  assert.match(await page.textContent('#verdicts tr[data-node="worker-3"]'), /volume node affinity conflict/);
  // The lab's own fields hold the imported cluster.
  assert.equal(await page.inputValue('#node-1-name'), 'worker-1');
  assert.match(await page.textContent('#import-read'), /CSIStorageCapacity kube-system\/csisc-wr6jd: class topo-fast, capacity 120 GiB/);
  assert.match(await page.textContent('#import-notes'), /Pod spec\.nodeName \(1 object\): not modelled/);
  await screenshot('capacity-import-list');

  // Another pod: web-0 has no claims, so every node passes.
  await page.selectOption('#import-pod', '1');
  await page.waitForFunction(() => document.querySelectorAll('#verdicts tr.fails').length === 0);
  assert.equal(await page.locator('#verdicts tr.passes').count(), 4);
  check();
  await context.close();
});

test('pick a file or drop one on the panel; other kinds are listed as skipped', async () => {
  const { page, check, context } = await openImport();
  await page.setInputFiles('#import-file', new URL('list.json', FIXTURES).pathname);
  await page.waitForSelector('#verdicts tr[data-node="worker-3"]', { state: 'attached' });
  assert.match(await page.inputValue('#import-text'), /"kind": "List"/);

  const text = `${fixture('list.yaml')}---\n${fixture('extras.yaml')}`;
  await dropFile(page, '#import-panel', text, 'cluster.yaml');
  await page.waitForSelector('#import-skipped');
  const skipped = await page.textContent('#import-skipped');
  assert.match(skipped, /Deployment kube-system\/topo-csi-controller: not a kind/);
  assert.match(skipped, /Node longhorn-system\/worker-1: apiVersion "longhorn\.io\/v1beta2" is not v1/);
  // The drop was the panel's: the page's scenario import did not see it.
  assert.equal(await page.locator('.scenario-status').count(), 0);
  check();
  await context.close();
});

test('broken YAML or a missing field: the error with its place, the work kept', async () => {
  const { page, check, screenshot, context } = await openImport();
  const before = await verdicts(page);
  await page.fill('#import-text', fixture('bad/syntax.yaml'));
  await page.click('#import-button');
  await page.waitForSelector('#import-error');
  assert.match(await page.textContent('#import-error'), /your work is unchanged\. line 6, column 13: unclosed \{/);
  assert.equal(await page.getAttribute('#import-text', 'aria-invalid'), 'true');
  assert.deepEqual(await verdicts(page), before);

  await page.fill('#import-text', fixture('bad/pvc-no-request.yaml'));
  await page.click('#import-button');
  await page.waitForFunction(() => /items\[3\]\.spec\.resources\.requests\.storage: PersistentVolumeClaim shop\/data-db-0: has no storage request \(line 33/
    .test(document.querySelector('#import-error').textContent));
  assert.deepEqual(await verdicts(page), before);
  await screenshot('capacity-import-error');

  // A node alone (no storage class) still imports: the lab shows what it can (issue 17).
  await page.fill('#import-text', fixture('node.yaml'));
  await page.click('#import-button');
  await page.waitForSelector('#import-summary');
  assert.equal(await page.locator('#import-error').count(), 0);
  assert.match(await page.textContent('#import-summary'), /Imported 1 node, 0 storage classes/);
  check();
  await context.close();
});

test('names and labels from pasted objects are shown as text, not markup', async () => {
  const { page, check, context } = await openImport();
  const evil = '<img src=x onerror="window.__pwned=1">';
  await page.fill('#import-text', `${fixture('list.yaml')}---\napiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: '${evil}'\n`);
  await page.click('#import-button');
  await page.waitForSelector('#import-skipped');
  assert.ok((await page.textContent('#import-skipped')).includes(evil));
  assert.equal(await page.locator('#import-panel img').count(), 0);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  check();
  await context.close();
});

test('after an import the preset menu no longer names a preset', async () => {
  const { page, check, context } = await openImport();
  const presets = await page.$$eval('#preset option:not([disabled])', (o) => o.map((x) => x.value));
  await page.selectOption('#preset', presets[1]);
  await page.waitForSelector('#preset-caption');
  await page.fill('#import-text', fixture('list.yaml'));
  await page.click('#import-button');
  await page.waitForSelector('#import-summary');
  assert.equal(await page.inputValue('#preset'), '');
  assert.equal(await page.locator('#preset-caption').count(), 0);
  check();
  await context.close();
});

// A huge paste: the import bundle reads it in a Web Worker, so the page stays
// usable, says what it reads, and can cancel; over 16 MiB it is
// refused with the limit. The work is untouched until the import lands.

/** The capacity fixture's documents plus one ConfigMap of about `mb` MB (a kind the lab skips). */
function hugePaste(mb) {
  const line = (i) => `  key-${String(i).padStart(7, '0')}: "a value the lab does not use, here only to make the paste large"\n`;
  const count = Math.ceil((mb * 1e6) / line(0).length);
  const data = Array.from({ length: count }, (_, i) => line(i)).join('');
  return `${fixture('documents.yaml')}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: huge\n  namespace: default\ndata:\n${data}`;
}

/**
 * The same with about `mb` MB of an object of a kind the lab skips whose lines each hold a list
 * of 24 short values: many more values per megabyte for the reader to make (the conformant
 * parser reads flow lists; the responsiveness benchmark reads it too), while the
 * text area still holds few lines (a text area of a million short lines is slow to lay out on
 * the main thread, which is the browser's work, not the read's).
 */
function slowPaste(mb) {
  const items = Array.from({ length: 24 }, (_, k) => `s${k}`).join(', ');
  const line = (i) => `    key-${String(i).padStart(7, '0')}: [${items}]\n`;
  const count = Math.ceil((mb * 1e6) / line(0).length);
  const data = Array.from({ length: count }, (_, i) => line(i)).join('');
  return `${fixture('documents.yaml')}\n---\napiVersion: example.com/v1\nkind: Inventory\nmetadata:\n  name: huge\n  namespace: default\nspec:\n  shelves:\n${data}`;
}

async function paste(page, text) {
  await page.$eval('#import-text', (el, t) => {
    el.value = t;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

test('a 12 MB paste is read in the background while the page stays usable', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await recordWorkerJobs(context);
  const { page, check } = await openImport(context);
  // The answer comes 2 s late, so the read is still due while the page is used below (how long
  // the page's own tasks take meanwhile: benches/responsiveness.browser-bench.mjs).
  await slowWorkerAnswers(page, 2000);
  await paste(page, slowPaste(12));
  await page.click('#import-button');
  // Attached, not visible: the status fades in by a CSS animation 0.4 s late (so quick reads do
  // not flash it), and a loaded machine may run that animation late.
  await page.waitForSelector('#import-reading', { state: 'attached' });
  assert.match(await page.textContent('#import-reading'), /Reading 1\d\.\d MB in the background/);
  // The page answers while the worker reads: switch views and back.
  await page.click('#tab-workload');
  await page.waitForSelector('#workload-pods');
  await page.click('#tab-pod');
  // `caret: 'initial'`: Playwright hides the caret by restyling every input and text area before
  // the shot and after it, a long task of the test's own on a 12 MB text area, not the page's.
  await saveScreenshot(page.locator('#import-panel'), 'import-large-reading', { timeout: 10_000, caret: 'initial' }).catch(() => {});
  await page.waitForSelector('#import-summary', { timeout: 60_000 });
  // The read was the import bundle's worker's, which named its own scope (web/worker.js).
  const reads = await workerJobs(page, 'capacity', 'import');
  assert.deepEqual(reads.map((r) => [r.scope, r.answered]), [['DedicatedWorkerGlobalScope', 'result']]);
  assert.equal(await page.locator('#import-reading').count(), 0);
  assert.match(await page.textContent('#import-skipped'), /Inventory default\/huge/);
  await page.waitForSelector('#verdicts tr[data-node="worker-3"]', { state: 'attached' });
  assert.equal(await page.inputValue('#node-1-name'), 'worker-1');
  check();
  await context.close();
});

test('Cancel stops the read and its result never lands; the work stays as it was', async () => {
  // A real read whose answer comes 3 s late. Uncancelled, it lands…
  const control = await openImport();
  await slowWorkerAnswers(control.page, 3000);
  await paste(control.page, fixture('documents.yaml'));
  await control.page.click('#import-button');
  await control.page.waitForSelector('#import-summary', { timeout: 30_000 });
  assert.equal(await control.page.inputValue('#node-1-name'), 'worker-1');
  await control.context.close();
  // …cancelled, it never does, though its answer is due meanwhile.
  const { page, check, context } = await openImport();
  await slowWorkerAnswers(page, 3000);
  const before = await page.inputValue('#node-1-name');
  assert.notEqual(before, 'worker-1');
  await paste(page, fixture('documents.yaml'));
  await page.click('#import-button');
  await page.waitForSelector('#import-reading');
  await page.click('#import-cancel');
  assert.equal(await page.locator('#import-reading').count(), 0);
  await page.waitForTimeout(5000);
  assert.equal(await page.locator('#import-summary').count(), 0);
  assert.equal(await page.inputValue('#node-1-name'), before);
  check();
  await context.close();
});

test('over 16 MiB the paste is refused with the limit, and the work stays', async () => {
  const { page, check, context } = await openImport();
  const before = await page.inputValue('#node-1-name');
  await paste(page, hugePaste(17.5));
  await page.click('#import-button');
  await page.waitForSelector('#import-error', { timeout: 30_000 });
  assert.match(await page.textContent('#import-error'), /the limit is 16 MiB/);
  assert.equal(await page.inputValue('#node-1-name'), before);
  check();
  await context.close();
});
