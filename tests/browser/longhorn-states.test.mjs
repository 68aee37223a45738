// Issue #14 in the Longhorn lab: the states a user can now set up — a backing
// image with its own disk selector, best-effort locality on a detached volume,
// the topology requirement behind the Longhorn version, fast-replica-rebuild-enabled
// per data engine and a disk's recorded Schedulable condition — each explained.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();

const condition = (page) => page.textContent('#volume-condition-pg-data');
const waitCondition = (page, pattern) =>
  page.waitForFunction((source) => new RegExp(source).test(document.querySelector('#volume-condition-pg-data').textContent), pattern.source);

test('backing image, detached best-effort, topology on master: set up and explained', async () => {
  const { page, check, screenshot, context } = await openPage(env, '/#/longhorn');
  await page.waitForSelector('#volume-condition-pg-data');
  assert.match(await condition(page), /Scheduled=True/);

  // A backing image whose disk selector no disk satisfies: tags not fulfilled.
  await page.click('#tab-volumes');
  await page.click('#add-backing-image');
  await page.fill('#backing-image-0-diskSelector', 'nvme');
  await page.selectOption('#volume-0-backing-image', 'image-1');
  await waitCondition(page, /Scheduled=False/);
  assert.match(await condition(page), /precheck new replica failed: tags not fulfilled/);
  await page.fill('#backing-image-0-diskSelector', '');
  await waitCondition(page, /Scheduled=True/);

  // Best-effort data locality without an attached node: the replicas wait.
  await page.selectOption('#volume-0-attached', '');
  await page.selectOption('#volume-0-locality', 'best-effort');
  await page.click('#why-pg-data-pg-data-r-1');
  await page.waitForSelector('#why-panel [data-skip="AwaitingAttachment"]', { state: 'attached' });
  assert.match(await page.textContent('#why-summary'), /is not placed/);
  assert.match(await page.textContent('#why-panel'), /stays unscheduled until the volume is attached/);
  assert.match(await condition(page), /Scheduled=True/);
  await screenshot('longhorn-awaiting-attachment');
  await page.selectOption('#volume-0-locality', '');

  // A topology requirement is ignored by v1.12.1 and applied on master.
  await page.fill('#volume-0-topology', 'zone-x');
  await page.click('#why-pg-data-pg-data-r-1');
  await page.waitForSelector('#why-topology', { state: 'attached' });
  assert.match(await page.textContent('#why-topology'), /Longhorn v1\.12\.1: the volume's topology requirement is ignored/);
  await page.click('#tab-settings');
  await page.selectOption('#setting-longhorn-version', 'master');
  await waitCondition(page, /topology requirement cannot be satisfied/);
  await page.click('#tab-volumes');
  await page.fill('#volume-0-topology', 'zone-a');
  // zone-a has two nodes: under hard node anti-affinity the third replica has nowhere to go;
  // pg-data is detached with two replicas placed, so Longhorn still reports Scheduled
  // (allow-volume-creation-with-degraded-availability, reconcileVolumeCondition).
  await waitCondition(page, /Reset schedulable due to allow volume creation with degraded availability/);
  await page.click('#why-pg-data-pg-data-r-1');
  assert.match(await page.textContent('#why-degraded-availability'), /2 of 3 replicas placed; Longhorn still reports Scheduled because the volume is not attached/);
  // The why panel says the engine's message: the terms as the volume writes them (zone=zone-a), in any language.
  assert.match(await page.textContent('#why-topology'), /Longhorn master \(after v1\.12\.1\): the volume's topology requirement keeps its replicas on nodes in zone=zone-a \(/);
  check();
  await context.close();
});

test('per-engine fast rebuild and a recorded Schedulable condition', async () => {
  const { page, check, context } = await openPage(env, '/#/longhorn');
  await page.waitForSelector('#volume-condition-pg-data');
  await page.click('#tab-settings');
  assert.equal(await page.isChecked('#setting-fast-replica-rebuild-enabled-v1'), true);
  assert.equal(await page.isChecked('#setting-fast-replica-rebuild-enabled-v2'), true);
  await page.uncheck('#setting-fast-replica-rebuild-enabled-v2');
  await page.click('#export-settings-toggle');
  assert.match(await page.inputValue('#export-settings-yaml'),
    /name: fast-replica-rebuild-enabled\n {4}namespace: longhorn-system\n {2}value: "\{\\"v1\\":\\"true\\",\\"v2\\":\\"false\\"\}"/);
  // Every disk recorded as not schedulable on node-1: its disks are dropped silently.
  await page.click('#tab-cluster');
  await page.click('#node-0-toggle');
  await page.selectOption('#disk-0-0-schedulable', 'false');
  await page.selectOption('#disk-0-1-schedulable', 'false');
  await page.click('#why-pg-data-pg-data-r-1');
  await page.waitForSelector('#why-disks', { state: 'attached' });
  assert.match(await page.textContent('#why-disks'), /Schedulable condition False as the cluster recorded it; Fits\(0, 0\) on these numbers says it fits\./);
  check();
  await context.close();
});
