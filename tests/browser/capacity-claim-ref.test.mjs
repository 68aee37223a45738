// Issue 37 in the capacity lab: a provisioned volume's PV with its claimRef UID and phase
// (IsVolumeBoundToClaim, FindMatchingVolume, kubernetes/kubernetes pv_helpers.go): a PV
// pre-bound to another claim's UID is not offered, the details say why, and a share link
// keeps the fields.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();

test('a PV bound to another claim UID is not offered; the note says so; a share link keeps it', async () => {
  const { page, check, screenshot, context } = await openPage(env, '/#/capacity');
  await page.waitForSelector('#verdicts', { state: 'attached' });
  await page.selectOption('#preset', 'tracking-off');
  await page.waitForSelector('#verdicts', { state: 'attached' });
  await page.selectOption('#volume-0-kind', { index: 0 });
  await page.fill('#volume-0-on', await page.inputValue('#node-0-name'));
  await page.waitForSelector('#volume-0-pv-phase');
  await page.fill('#volume-0-pv-phase', 'bound');
  await page.waitForSelector('text=is not a PersistentVolume phase');
  await page.fill('#volume-0-pv-phase', 'Released');
  await page.fill('#volume-0-claim-uid', 'uid-new');
  await page.fill('#volume-0-pv-claim-uid', 'uid-old');
  await page.click('#capacity-details > summary');
  await page.waitForSelector('#filter-notes');
  await page.waitForFunction(() => /pre-bound to claim default\/\S+ with UID uid-old, but the claim's UID is uid-new/.test(document.querySelector('#filter-notes').textContent));
  assert.doesNotMatch(await page.textContent('#capacity-details'), /matches persistentvolume "pv-/);
  await screenshot('capacity-claim-ref-other-uid');

  await page.click('#scenario-share');
  await page.waitForSelector('#scenario-link');
  const link = await page.inputValue('#scenario-link');
  check();
  await context.close();

  const receiver = await openPage(env, link.slice(env.server.url.length));
  await receiver.page.waitForSelector('#volume-0-pv-claim-uid');
  assert.equal(await receiver.page.inputValue('#volume-0-pv-claim-uid'), 'uid-old');
  assert.equal(await receiver.page.inputValue('#volume-0-claim-uid'), 'uid-new');
  assert.equal(await receiver.page.inputValue('#volume-0-pv-phase'), 'Released');
  receiver.check();
  await receiver.context.close();
});
