// Inputs that do not trap a new user (issue #39): a unit menu converts what is typed (1 GiB → 1024
// MiB) instead of reading the same number in another unit; a value no real disk reports (Available
// above Maximum) is flagged at its field, by name, while Longhorn's formulas still run on it (Longhorn
// reads both from the disk's filesystem and its scheduler does not check them); a long name or an
// exact size is read whole, not cut at the field's edge.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();

const unitOf = (page, field) => page.locator(`.field:has(${field}) select`);

test('switching a unit menu converts the amount, in both directions', async () => {
  const { page, check, context } = await openPage(env, '/#/balance');
  const field = '#disk-0-1-usable';
  await page.waitForSelector(field);
  await unitOf(page, field).selectOption('GiB');
  await page.fill(field, '1');
  await unitOf(page, field).selectOption('MiB');
  await page.waitForFunction((f) => document.querySelector(f).value === '1024', field);
  await unitOf(page, field).selectOption('TiB');
  await page.waitForFunction((f) => document.querySelector(f).value === '0.0009765625', field);
  await unitOf(page, field).selectOption('GiB');
  await page.waitForFunction((f) => document.querySelector(f).value === '1', field);
  // What cannot be read stays as typed: only the unit changes.
  await page.fill(field, 'lots');
  await unitOf(page, field).selectOption('MiB');
  assert.equal(await page.inputValue(field), 'lots');
  check();
  await context.close();
});

test('Longhorn: Available above Maximum is flagged at the field, naming both, and still scheduled', async () => {
  for (const [lang, pattern] of [
    ['en', /^Available \(900 GiB\) is more than Maximum \(50 GiB\): no real disk reports that/],
    ['ja', /^使用可能 \(900 GiB\) が最大 \(50 GiB\) を超えています/],
    ['uk', /^Доступно \(900 GiB\) більше за Максимум \(50 GiB\)/],
  ]) {
    const { page, check, context } = await openPage(env, `/?lang=${lang}#/longhorn`);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    await page.click('#node-0-toggle');
    await unitOf(page, '#disk-0-0-maximum').selectOption('GiB');
    await page.fill('#disk-0-0-maximum', '50');
    await unitOf(page, '#disk-0-0-available').selectOption('GiB');
    await page.fill('#disk-0-0-available', '900');
    await page.waitForSelector('#disk-0-0-available-note');
    assert.match(await page.textContent('#disk-0-0-available-note'), pattern);
    assert.equal(await page.getAttribute('#disk-0-0-available', 'aria-describedby'), 'disk-0-0-available-note');
    assert.equal(await page.getAttribute('#disk-0-0-available', 'aria-invalid'), null, 'flagged, not refused');
    assert.equal(await page.locator('.lh-result.stale').count(), 0, 'the result follows the numbers as given');
    await page.fill('#disk-0-0-available', '40');
    await page.waitForSelector('#disk-0-0-available-note', { state: 'detached' });
    check();
    await context.close();
  }
});

/** Fields whose text is wider than the field shows (cut at the edge). */
const cutFields = (page, selector) => page.$$eval(selector, (all) => all
  .filter((input) => input.offsetParent !== null && input.scrollWidth > input.clientWidth + 1)
  .map((input) => `${input.id}: ${input.value}`));

test('capacity: segment, driver and label fields show their whole text', async () => {
  for (const width of [1280, 390]) {
    const { page, check, context } = await openPage(env, '/#/capacity?preset=multi-volume', { width, height: 900 });
    await page.waitForSelector('#capacity-map');
    if (width < 600) await page.click('#show-editor');
    await page.waitForSelector('#driver-0-name');
    assert.deepEqual(await cutFields(page, '.capacity-topology input[type="text"]'), [], `${width} px`);
    assert.match(await page.inputValue('#driver-0-name'), /^local\.csi\.example\.com$/);
    check();
    await context.close();
  }
});

test('Longhorn: an exact size from a support bundle is not cut in its field', async () => {
  const { page, check, context } = await openPage(env, '/#/longhorn');
  await page.click('#node-0-toggle');
  await unitOf(page, '#disk-0-0-maximum').selectOption('MiB');
  await page.fill('#disk-0-0-maximum', '375808.1234567');
  assert.deepEqual(await cutFields(page, '.disk-amounts input'), []);
  check();
  await context.close();
});
