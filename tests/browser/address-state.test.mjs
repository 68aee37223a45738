// The address keeps what the page shows (issue #39): the open why (a replica, a cluster, a node) is
// in the fragment, so Back closes it instead of leaving the lab and a link opens that why; a
// preset's `?preset=` stays while the scenario is that preset and goes with the first edit; and the
// undo history survives a reload.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser, waitForAutosave } from './harness.mjs';

const env = useBrowser();

const hash = (page) => page.evaluate(() => decodeURIComponent(location.hash));

/** Marks the document, so a test can tell a reload (mark gone) from the page following the address. */
const mark = (page) => page.evaluate(() => { window.__sameDocument = true; });
const sameDocument = (page) => page.evaluate(() => window.__sameDocument === true);

test('Longhorn: a replica\'s why is in the address; Back closes it and stays in the lab', async () => {
  const { page, check, context } = await openPage(env, '/#/longhorn?preset=docs-balance');
  await page.waitForFunction(() => document.querySelector('#preset')?.value === 'docs-balance');
  assert.equal(await hash(page), '#/longhorn?preset=docs-balance', 'the preset stays while unchanged');
  await mark(page);
  await page.click('#why-vol-vol-r-1');
  await page.waitForSelector('#why-summary', { state: 'attached' });
  assert.equal(await hash(page), '#/longhorn?preset=docs-balance&why=0/vol-r-1');
  await page.goBack();
  await page.waitForFunction(() => !document.querySelector('#why-summary'));
  assert.equal(await hash(page), '#/longhorn?preset=docs-balance');
  assert.ok(await sameDocument(page), 'Back closed the why without reloading or leaving the lab');
  assert.equal(await page.locator('#why-panel .hint').count(), 1, 'the why panel says how to open a why');
  // Forward opens it again.
  await page.goForward();
  await page.waitForSelector('#why-summary', { state: 'attached' });
  assert.match(await page.textContent('#why-summary'), /node B/);
  check();
  await context.close();
});

test('Longhorn: a link opens that replica\'s why, with focus on it', async () => {
  const { page, check, context } = await openPage(env, '/#/longhorn?preset=docs-balance&why=0%2Fvol-r-1');
  await page.waitForSelector('#why-summary', { state: 'attached' });
  assert.match(await page.textContent('#why-summary'), /node B/);
  await page.waitForFunction(() => document.activeElement?.closest('#why-panel'));
  assert.equal(await hash(page), '#/longhorn?preset=docs-balance&why=0/vol-r-1');
  check();
  await context.close();
});

test('Longhorn: the first edit drops ?preset= from the address, and a reload keeps the edit', async () => {
  const { page, check, context } = await openPage(env, '/#/longhorn?preset=docs-balance');
  await page.waitForFunction(() => document.querySelector('#preset')?.value === 'docs-balance');
  await page.click('#why-vol-vol-r-1');
  await page.waitForSelector('#why-summary', { state: 'attached' });
  await page.click('#tab-settings');
  await page.fill('#setting-storage-minimal-available-percentage', '40');
  await page.waitForFunction(() => !location.hash.includes('preset='));
  assert.equal(await hash(page), '#/longhorn?why=0/vol-r-1', 'the why stays; the preset goes');
  await waitForAutosave(page, 'longhorn', '"40"');
  await page.reload();
  await page.click('#tab-settings');
  await page.waitForSelector('#setting-storage-minimal-available-percentage');
  assert.equal(await page.inputValue('#setting-storage-minimal-available-percentage'), '40', 'the preset was not loaded again');
  // Back past the why (an entry written before the reload): its preset is not loaded again, and
  // the address says the present (no preset).
  await page.goBack();
  await page.waitForFunction(() => location.hash === '#/longhorn');
  if (!(await page.isVisible('#setting-storage-minimal-available-percentage'))) await page.click('#tab-settings');
  assert.equal(await page.inputValue('#setting-storage-minimal-available-percentage'), '40');
  check();
  await context.close();
});

test('rollout: the inspected cluster is in the address; Back closes the inspector; a link opens it', async () => {
  const { page, check, context } = await openPage(env, '/#/rollout');
  await page.waitForSelector('#rollout-grid');
  await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  await mark(page);
  await page.click('#row-0 .cells i >> nth=0');
  await page.waitForSelector('#inspector');
  const name = (await page.textContent('#inspector h3')).match(/c-\d+/)[0];
  await page.waitForFunction(() => location.hash.includes('why='));
  assert.equal(await hash(page), `#/rollout?why=${name}`);
  await page.goBack();
  await page.waitForFunction(() => !document.querySelector('#inspector'));
  assert.equal(await hash(page), '#/rollout');
  assert.ok(await sameDocument(page));
  await page.goto(`${env.server.url}/#/rollout?why=${encodeURIComponent(name)}`);
  await page.reload(); // a typed address is a new page
  await page.waitForSelector('#inspector');
  assert.match(await page.textContent('#inspector h3'), new RegExp(name));
  check();
  await context.close();
});

test('capacity: a node\'s why is in the address; Back goes back to the default answer; a link opens it', async () => {
  const { page, check, context } = await openPage(env, '/#/capacity?preset=multi-volume');
  await page.waitForSelector('#capacity-map');
  await mark(page);
  await page.click('.map-node[data-node="node-1"]');
  await page.waitForSelector('#capacity-why[data-node="node-1"]');
  assert.equal(await hash(page), '#/capacity?preset=multi-volume&why=node-1');
  await page.goBack();
  await page.waitForFunction(() => !location.hash.includes('why='));
  assert.ok(await sameDocument(page));
  const other = await page.getAttribute('#capacity-why', 'data-node');
  const { page: linked, check: linkedCheck, context: linkedContext } =
    await openPage(env, '/#/capacity?preset=multi-volume&why=node-2');
  await linked.waitForSelector('#capacity-why[data-node="node-2"]');
  await linked.waitForFunction(() => document.activeElement?.closest('#capacity-why'));
  assert.ok(other !== null);
  linkedCheck();
  await linkedContext.close();
  check();
  await context.close();
});

test('balance: the selected disk is in the address; Back closes its why; a link opens that disk\'s why', async () => {
  const { page, check, context } = await openPage(env, '/#/balance?preset=docs-example');
  await page.waitForSelector('#disk-picture');
  await mark(page);
  await page.click('.disk-bar[data-disk="B/B2"]');
  await page.waitForSelector('#disk-why-answer');
  assert.equal(await hash(page), '#/balance?preset=docs-example&why=B/B2');
  assert.equal(await page.getAttribute('.disk-bar[data-disk="B/B2"]', 'aria-pressed'), 'true');
  // Another disk replaces the entry's why: one Back still closes it.
  await page.click('.disk-bar[data-disk="A/A1"]');
  await page.waitForFunction(() => decodeURIComponent(location.hash).endsWith('why=A/A1'));
  await page.goBack();
  await page.waitForFunction(() => !document.querySelector('#disk-why-answer'));
  assert.equal(await hash(page), '#/balance?preset=docs-example');
  assert.ok(await sameDocument(page), 'Back closed the why without reloading or leaving the lab');
  assert.equal(await page.locator('.disk-bar[aria-pressed="true"]').count(), 0);
  const { page: linked, check: linkedCheck, context: linkedContext } =
    await openPage(env, '/#/balance?preset=docs-example&why=B%2FB1');
  await linked.waitForSelector('#disk-why-answer');
  assert.match(await linked.textContent('#disk-why-title'), /B\/B1/);
  assert.equal(await linked.getAttribute('.disk-bar[data-disk="B/B1"]', 'aria-pressed'), 'true');
  await linked.waitForFunction(() => document.activeElement?.closest('#disk-why'));
  linkedCheck();
  await linkedContext.close();
  check();
  await context.close();
});

for (const { lab, open, field, value } of [
  { lab: 'balance', field: '#disk-0-1-usable', value: '1500' },
  { lab: 'capacity', field: '#pod-name', value: 'web-7' },
]) {
  test(`${lab}: undo works after a reload (the history is kept beside the autosave)`, async () => {
    const { page, check, context } = await openPage(env, `/#/${lab}`);
    if (open) await page.click(open);
    await page.waitForSelector(field);
    const before = await page.inputValue(field);
    await page.fill(field, value);
    await waitForAutosave(page, lab, value);
    await page.reload();
    await page.waitForSelector(field);
    assert.equal(await page.inputValue(field), value);
    assert.equal(await page.isDisabled('#undo'), false, 'there is a step to undo after the reload');
    await page.click('#undo');
    await page.waitForFunction(([f, v]) => document.querySelector(f).value === v, [field, before]);
    await page.click('#redo');
    await page.waitForFunction(([f, v]) => document.querySelector(f).value === v, [field, value]);
    const stored = await page.evaluate((l) => localStorage.getItem(`placement-playground.${l}.v2.history`), lab);
    assert.match(stored, /^\{"version":2,"present":/);
    check();
    await context.close();
  });
}
