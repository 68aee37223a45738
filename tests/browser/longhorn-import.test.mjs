// The Longhorn lab's "Import from kubectl" panel in Chromium: paste a kubectl
// List and see its nodes and the volume's condition; paste garbage and see
// the error beside the textarea with the drawing kept; pasted names stay text.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();
const fixture = (name) => readFileSync(new URL(`../../crates/placement/tests/fixtures/${name}`, import.meta.url), 'utf8');
const VOLUME = 'pvc-3f1c2a9e-8d4b-4f6a-b1c2-7e9d0a5b3c18';

/** Opens the lab (fresh storage: the three-zone preset) with the import panel open. */
async function openImport() {
  const opened = await openPage(env, '/#/longhorn');
  await opened.page.waitForSelector('#volume-condition-pg-data');
  await opened.page.click('#import-toggle');
  await opened.page.waitForSelector('#import-text', { state: 'visible' });
  return opened;
}

test('paste a kubectl List: the nodes, zones and the volume condition of that cluster', async () => {
  const { page, check, screenshot, context } = await openImport();
  assert.match(await page.textContent('#import-panel'), /kubectl -n longhorn-system get nodes\.longhorn\.io,.*,instancemanagers\.longhorn\.io,backingimages\.longhorn\.io -o yaml/);
  await page.fill('#import-text', fixture('longhorn-list.yaml'));
  await page.click('#import-button');
  await page.waitForSelector(`#volume-condition-${VOLUME}`);
  assert.match(await page.textContent(`#volume-condition-${VOLUME}`), /Scheduled=True/);
  for (const node of ['worker-1', 'worker-2', 'worker-3']) {
    assert.equal(await page.locator(`#map-node-${node}`).count(), 1, node);
  }
  assert.equal(await page.locator('#volume-condition-pg-data').count(), 0);
  assert.equal(await page.inputValue('#preset'), '');
  const summary = await page.textContent('#import-summary');
  assert.match(summary, /Imported 3 nodes, 1 volume, 3 replicas/);
  assert.match(await page.textContent('#import-skipped'), /Setting backup-target: not a setting the replica scheduler reads/);
  assert.match(await page.textContent('#import-notes'), /now = 2024-11-05T14:20:40Z/);
  // The drawing is the lab's own: the cluster tab shows the imported zones.
  assert.equal(await page.inputValue('#zone-0-name'), 'zone-a');
  await screenshot('longhorn-import-list');
  check();
  await context.close();
});

test('paste JSON with other kinds and an unknown disk: skipped objects and notes are listed', async () => {
  const { page, check, context } = await openImport();
  await page.fill('#import-text', `${fixture('longhorn-list.yaml')}---\n${fixture('longhorn-extras.yaml')}`);
  await page.click('#import-button');
  await page.waitForSelector('#import-skipped');
  const skipped = await page.textContent('#import-skipped');
  // The EngineImage (deployed on all three nodes) and the InstanceManager are
  // read, not skipped; the volumes are v1, so no instance-manager note.
  assert.doesNotMatch(skipped, /EngineImage/);
  assert.doesNotMatch(skipped, /InstanceManager/);
  assert.doesNotMatch(await page.textContent('#import-notes'), /instance manager/);
  assert.match(skipped, /Node worker-1: apiVersion "v1" is not longhorn\.io/);
  assert.match(await page.textContent('#import-notes'), /deadbeef-0000-4000-8000-000000000000/);

  await page.fill('#import-text', fixture('longhorn-list.json'));
  await page.click('#import-button');
  await page.waitForFunction(() => !document.querySelector('#import-notes')?.textContent.includes('deadbeef'));
  assert.match(await page.textContent(`#volume-condition-${VOLUME}`), /Scheduled=True/);
  check();
  await context.close();
});

test('paste a cluster with an engine image missing on one node: that node is not engine-ready, and the note says why', async () => {
  const { page, check, screenshot, context } = await openImport();
  await page.fill('#import-text', fixture('longhorn-engine-image.yaml'));
  await page.click('#import-button');
  await page.waitForSelector('#import-notes');
  assert.match(await page.textContent('#import-notes'),
    /engine image longhornio\/longhorn-engine:v1\.9\.1 is not deployed on node node-3 \(EngineImage ei-b907910b: status\.nodeDeploymentMap\.node-3 is false/);
  assert.match(await page.textContent('#map-node-node-3'), /node-3/);
  assert.match(await page.getAttribute('#map-node-node-3', 'class'), /down/);
  assert.doesNotMatch(await page.getAttribute('#map-node-node-1', 'class'), /down/);
  await page.click('#tab-cluster');
  assert.match(await page.textContent('.lh-editor'), /engine not ready/);
  await screenshot('longhorn-import-engine-image');
  check();
  await context.close();
});

test('paste garbage: the error with line and column beside the textarea, the drawing kept', async () => {
  const { page, check, screenshot, context } = await openImport();
  await page.fill('#import-text', 'apiVersion: v1\nitems:\n- kind: [Node\n  metadata: {name: x}\n');
  await page.click('#import-button');
  await page.waitForSelector('#import-error');
  // The YAML parser (saphyr, issue #13) stops where the unclosed flow sequence meets a ':'.
  assert.match(await page.textContent('#import-error'), /the drawing is unchanged\. line 4, column 11: illegal placement of ':' indicator/);
  assert.equal(await page.getAttribute('#import-text', 'aria-invalid'), 'true');
  assert.match(await page.textContent('#volume-condition-pg-data'), /Scheduled=True/);
  assert.equal(await page.inputValue('#preset'), 'three-zones');
  await screenshot('longhorn-import-error');

  await page.fill('#import-text', 'these are not the objects you are looking for');
  await page.click('#import-button');
  await page.waitForFunction(() => /expected a Kubernetes object/.test(document.querySelector('#import-error').textContent));
  assert.match(await page.textContent('#volume-condition-pg-data'), /Scheduled=True/);
  check();
  await context.close();
});

test('names from pasted objects are shown as text, not markup', async () => {
  const { page, check, context } = await openImport();
  const evil = '<img src=x onerror="window.__pwned=1">';
  await page.fill('#import-text', `${fixture('longhorn-list.yaml')}---\napiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: '${evil}'\n`);
  await page.click('#import-button');
  await page.waitForSelector('#import-skipped');
  assert.ok((await page.textContent('#import-skipped')).includes(evil));
  assert.equal(await page.locator('#import-panel img').count(), 0);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  check();
  await context.close();
});

test('pick a file or drop one on the panel (the page does not take it as a scenario)', async () => {
  const { page, check, context } = await openImport();
  await page.setInputFiles('#import-file', new URL('../../crates/placement/tests/fixtures/longhorn-list.json', import.meta.url).pathname);
  await page.waitForSelector(`#volume-condition-${VOLUME}`);
  assert.match(await page.textContent('#import-summary'), /Imported 3 nodes, 1 volume, 3 replicas/);
  assert.match(await page.inputValue('#import-text'), /"kind": "List"/);

  await page.selectOption('#preset', 'three-zones');
  await page.waitForSelector('#volume-condition-pg-data');
  const transfer = await page.evaluateHandle((content) => {
    const dt = new DataTransfer();
    dt.items.add(new File([content], 'longhorn.yaml', { type: 'application/yaml' }));
    return dt;
  }, fixture('longhorn-documents.yaml'));
  await page.dispatchEvent('#import-panel', 'dragover', { dataTransfer: transfer });
  await page.dispatchEvent('#import-panel', 'drop', { dataTransfer: transfer });
  await page.waitForSelector(`#volume-condition-${VOLUME}`);
  assert.equal(await page.locator('.scenario-status').count(), 0);
  check();
  await context.close();
});
