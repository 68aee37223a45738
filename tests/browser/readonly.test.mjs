// ?readonly=1: nothing can be edited in any lab, while selections,
// explanations and scrubbers stay live; embedded or in the full playground.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();

async function openEmbedded(query) {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 800 } });
  const page = await context.newPage();
  // view=split: these tests read the locked editors (a read-only embed shows the result alone by default).
  await page.goto(`${env.server.url}/?embed=1&readonly=1&view=split&${query}`);
  await page.waitForSelector('main.lab.embedded.read-only');
  return { page, context, check: () => assert.deepEqual(env.problems, []) };
}

test('balance: fields are locked, the score tables stay', async () => {
  const { page, context, check } = await openEmbedded('lab=balance');
  await page.waitForSelector('#winner');
  assert.equal(await page.isDisabled('#disk-0-1-usable'), true);
  assert.equal(await page.isDisabled('#replica-size'), true);
  assert.ok(await page.isVisible('#read-only-badge'));
  assert.match(await page.textContent('#winner'), /disk/);
  check();
  await context.close();
});
// No "Ctrl+Z does nothing" here: a read-only lab has no undo step to take back (nothing in it can
// be edited, and a host's setScenario is no undo step either), so such a check could not fail.

test('longhorn: no preset or import, editors locked, the why panel answers clicks', async () => {
  const { page, context, check } = await openEmbedded('lab=longhorn');
  await page.waitForSelector('.lh-editor');
  assert.equal(await page.locator('#preset').count(), 0);
  assert.equal(await page.locator('#import-panel').count(), 0);
  await page.click('#tab-settings'); // tabs are for reading: they stay live
  assert.equal(await page.isDisabled('#setting-storage-minimal-available-percentage'), true);
  // Exporting the settings is reading: it stays live.
  await page.click('#export-settings-toggle');
  assert.equal(await page.isDisabled('#export-settings-download'), false);
  assert.match(await page.inputValue('#export-settings-yaml'), /kind: Setting/);
  // The why panel answers a click as in the full playground: the same replica, the same tiers.
  const why = async (target) => {
    const button = target.locator('.why-button').first();
    const id = await button.getAttribute('id');
    await button.click();
    await target.waitForSelector('#why-tiers li.winner', { state: 'attached' });
    return { id, heading: await target.textContent('#why-panel h2'), tiers: await target.textContent('#why-tiers') };
  };
  const locked = await why(page);
  const full = await openPage(env, '/#/longhorn');
  await full.page.waitForSelector('.lh-editor');
  assert.deepEqual(locked, await why(full.page));
  assert.ok(locked.heading.trim() && locked.tiers.trim(), JSON.stringify(locked));
  await full.context.close();
  check();
  await context.close();
});

test('capacity: topology and pod locked, the views switch', async () => {
  const { page, context, check } = await openEmbedded('lab=capacity');
  await page.waitForSelector('#pod-name');
  assert.equal(await page.isDisabled('#pod-name'), true);
  assert.equal(await page.isDisabled('#node-1-name'), true);
  assert.equal(await page.locator('#preset').count(), 0);
  await page.click('#tab-workload');
  assert.equal(await page.isDisabled('#workload-pods'), true);
  await page.waitForSelector('#comparison');
  check();
  await context.close();
});

test('rollout: strategy and fleet.yaml locked, the rounds still step', async () => {
  const { page, context, check } = await openEmbedded('lab=rollout');
  await page.waitForSelector('#round-label');
  assert.equal(await page.isDisabled('#s-max-new'), true);
  assert.equal(await page.isDisabled('#fleet-yaml'), true);
  await page.click('#step');
  await page.waitForFunction(() => /^Round 2 /.test(document.querySelector('#round-label').textContent));
  await page.click('#step-back');
  await page.waitForFunction(() => /^Round 1 /.test(document.querySelector('#round-label').textContent));
  check();
  await context.close();
});

test('the full playground with ?readonly=1 offers share and export, not import or undo', async () => {
  const { page, check, context } = await openPage(env, '/?readonly=1#/balance');
  await page.waitForSelector('#winner');
  assert.equal(await page.isDisabled('#disk-0-1-usable'), true);
  assert.equal(await page.locator('#scenario-import').count(), 0);
  assert.equal(await page.locator('#undo').count(), 0);
  assert.ok(await page.isVisible('#scenario-export'));
  assert.ok(await page.isVisible('#read-only-badge'));
  check();
  await context.close();
});
