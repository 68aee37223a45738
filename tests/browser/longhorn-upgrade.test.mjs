// Issue 37, item 8 in the Longhorn lab: the version menu names each patch release
// (longhorn-manager tags v1.11.0 … v1.12.1, master), and the why's "What changes if
// you upgrade" runs the scenario at each later release with a different scheduler
// and names the replicas whose place or reason differs.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();
const fixture = (name) => readFileSync(new URL(`../../crates/placement/tests/fixtures/${name}`, import.meta.url), 'utf8');

test('v1.11.0 checks capacity before tags; the upgrade section says which reasons change', async () => {
  const { page, check, screenshot, context } = await openPage(env, '/#/longhorn');
  await page.waitForSelector('#volume-condition-pg-data');
  await page.click('#tab-settings');
  await page.waitForSelector('#setting-longhorn-version option', { state: 'attached' });
  const versions = await page.$$eval('#setting-longhorn-version option', (os) => os.map((o) => o.value));
  assert.deepEqual(versions, ['v1.11.0', 'v1.11.1', 'v1.11.2', 'v1.11.3', 'v1.12.0', 'v1.12.1', 'master']);
  assert.equal(await page.inputValue('#setting-longhorn-version'), 'v1.12.1');
  await page.selectOption('#setting-longhorn-version', 'v1.11.0');

  // A volume too big for every disk and with a disk selector no disk has: v1.11.0's
  // filterNodeDisksForReplica says "insufficient storage" (capacity first), v1.11.3's
  // IsDiskEligibleForVolume "tags not fulfilled".
  await page.click('#tab-volumes');
  await page.fill('#volume-0-size', '5000');
  await page.fill('#volume-0-disk-selector', 'nvme');
  await page.waitForFunction(() => /precheck new replica failed: insufficient storage/.test(document.querySelector('#volume-condition-pg-data').textContent));

  await page.click('#why-pg-data-pg-data-r-1');
  await page.click('#why-details > summary');
  await page.waitForSelector('#why-upgrade-run');
  assert.match(await page.textContent('#why-upgrade h3'), /What changes if you upgrade from v1\.11\.0/);
  await page.click('#why-upgrade-run');
  await page.waitForSelector('#why-upgrade li[data-version="v1.11.3"]');
  const shown = await page.$$eval('#why-upgrade li[data-version]', (ls) => ls.map((l) => l.dataset.version));
  // v1.11.2 and v1.12.0 run the scheduler of v1.11.1 and v1.11.3. The precheck stops at the
  // first new replica it cannot place, so one replica (pg-data-r-1) is named.
  assert.deepEqual(shown, ['v1.11.1', 'v1.11.3', 'v1.12.1', 'master']);
  assert.match(await page.textContent('#why-upgrade li[data-version="v1.11.1"]'),
    /Upgrading from v1\.11\.0 to v1\.11\.1 changes no replica's place or reason\./);
  const upgraded = await page.textContent('#why-upgrade li[data-version="v1.11.3"]');
  assert.match(upgraded, /Upgrading from v1\.11\.0 to v1\.11\.3 changes one replica\./);
  assert.match(upgraded, /pg-data-r-1 of pg-data: not placed at either release; Longhorn says "insufficient storage" at v1\.11\.0 and "tags not fulfilled" at v1\.11\.3\./);
  await screenshot('longhorn-upgrade');

  // An edit asks again: the section goes back to its button.
  await page.fill('#volume-0-disk-selector', '');
  await page.waitForSelector('#why-upgrade-run');
  check();
  await context.close();
});

// A kubectl paste with the cluster's current-longhorn-version setting sets the release menu to
// that release (issue 37); a version the lab does not model keeps the default and says so.
test('a paste recording Longhorn v1.11.1 sets the release menu to v1.11.1', async () => {
  const { page, check, context } = await openPage(env, '/#/longhorn');
  await page.waitForSelector('#volume-condition-pg-data');
  await page.click('#import-toggle');
  await page.waitForSelector('#import-text', { state: 'visible' });
  const setting = (version) => `---\napiVersion: longhorn.io/v1beta2\nkind: Setting\nmetadata:\n  name: current-longhorn-version\n  namespace: longhorn-system\nvalue: ${version}\n`;
  await page.fill('#import-text', fixture('longhorn-list.yaml') + setting('v1.11.1'));
  await page.click('#import-button');
  await page.waitForSelector('#import-release');
  assert.match(await page.textContent('#import-release'), /The scenario follows the scheduler of Longhorn v1\.11\.1, the cluster's release\./);
  await page.click('#tab-settings');
  assert.equal(await page.inputValue('#setting-longhorn-version'), 'v1.11.1');

  if (!(await page.isVisible('#import-text'))) await page.click('#import-toggle');
  await page.fill('#import-text', fixture('longhorn-list.yaml') + setting('v1.13.0'));
  await page.click('#import-button');
  await page.waitForFunction(() => /v1\.13\.0 is not one of the releases modelled/.test(document.querySelector('#import-release')?.textContent ?? ''));
  assert.equal(await page.inputValue('#setting-longhorn-version'), 'v1.12.1');
  check();
  await context.close();
});
