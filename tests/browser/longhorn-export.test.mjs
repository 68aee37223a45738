// The Longhorn lab's "Export settings" in Chromium: the settings as
// settings.longhorn.io objects, copied, downloaded as longhorn-settings.yaml,
// and read back by the lab's own import; a field to fix is named instead.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();

test('export the edited settings: YAML shown, copied, downloaded, imported back', async () => {
  const { page, check, screenshot, context } = await openPage(env, '/#/longhorn');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.waitForSelector('#volume-condition-pg-data');
  await page.click('#tab-settings');
  await page.check('#setting-replica-soft-anti-affinity');
  await page.fill('#setting-storage-over-provisioning-percentage', '250');
  await page.selectOption('#setting-default-data-locality', 'best-effort');
  await page.click('#export-settings-toggle');
  const yaml = await page.inputValue('#export-settings-yaml');
  assert.match(yaml, /^# Longhorn scheduling settings\. Apply with: kubectl apply -f longhorn-settings\.yaml\napiVersion: v1\nkind: List\n/);
  assert.equal(yaml.match(/ {2}kind: Setting\n/g).length, 15); // with issue 37's two volume-controller settings
  assert.match(yaml, /name: replica-soft-anti-affinity\n {4}namespace: longhorn-system\n {2}value: "true"\n/);
  assert.match(yaml, /name: storage-over-provisioning-percentage\n {4}namespace: longhorn-system\n {2}value: "250"\n/);
  assert.match(yaml, /name: default-data-locality\n {4}namespace: longhorn-system\n {2}value: "best-effort"\n/);
  await screenshot('longhorn-export-settings');

  await page.click('#export-settings-copy');
  await page.waitForSelector('#export-settings-copy:has-text("Copied")');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), yaml);

  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-settings-download')]);
  assert.equal(download.suggestedFilename(), 'longhorn-settings.yaml');
  assert.equal(readFileSync(await download.path(), 'utf8'), yaml);

  // Back to the defaults, then the exported file through the lab's import.
  await page.uncheck('#setting-replica-soft-anti-affinity');
  await page.fill('#setting-storage-over-provisioning-percentage', '100');
  assert.doesNotMatch(await page.inputValue('#export-settings-yaml'), /value: "250"/);
  await page.click('#import-toggle');
  await page.fill('#import-text', yaml);
  await page.click('#import-button');
  await page.waitForSelector('#import-summary');
  await page.click('#tab-settings');
  assert.equal(await page.isChecked('#setting-replica-soft-anti-affinity'), true);
  assert.equal(await page.inputValue('#setting-storage-over-provisioning-percentage'), '250');
  assert.equal(await page.inputValue('#setting-default-data-locality'), 'best-effort');
  check();
  await context.close();
});

test('a setting that does not read is named, and nothing is offered until it is fixed', async () => {
  const { page, check, context } = await openPage(env, '/#/longhorn');
  await page.waitForSelector('#volume-condition-pg-data');
  await page.click('#tab-settings');
  await page.click('#export-settings-toggle');
  await page.fill('#setting-replica-replenishment-wait-interval', 'soon');
  const message = await page.textContent('#export-settings-error');
  assert.match(message, /Fix these settings first:\s*replica-replenishment-wait-interval: not a number: "soon"/);
  assert.equal(await page.locator('#export-settings-yaml').count(), 0);
  await page.fill('#setting-replica-replenishment-wait-interval', '900');
  assert.match(await page.inputValue('#export-settings-yaml'), /name: replica-replenishment-wait-interval\n {4}namespace: longhorn-system\n {2}value: "900"\n/);
  check();
  await context.close();
});
