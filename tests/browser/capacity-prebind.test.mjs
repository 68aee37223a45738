// The storage capacity lab in Chromium, issue #14: the pod view sets up a generic ephemeral
// claim's owner (ephemeral.VolumeIsForPod) and the "After Filter: Reserve and PreBind" view
// answers as checkBindings does.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();

/** Opens "After Filter: Reserve and PreBind" (collapsed under the answer; its code is fetched on the first open). */
async function openPreBind(page) {
  await page.waitForSelector('#prebind-details');
  if (!(await page.getAttribute('#prebind-details', 'open') !== null)) await page.click('#prebind-details summary');
  await page.waitForSelector('#prebind');
}

for (const [width, height] of [[1440, 900], [390, 844]]) {
  test(`capacity (${width}px): ephemeral claim ownership and the PreBind view`, async () => {
    const { page, check, screenshot, context } = await openPage(env, '/#/capacity', { width, height });
    await page.selectOption('#preset', 'tracking-off');
    await page.waitForSelector('#verdicts', { state: 'attached' });
    // The claim db-0-data left by an earlier pod of the same name: PreFilter rejects the pod.
    await page.selectOption('#volume-0-claim', { label: 'claim left by an earlier pod' });
    await page.waitForFunction(() => document.querySelector('#prefilter')?.textContent.includes('pod is not owner'));
    assert.match(await page.textContent('#prefilter'),
      /PreFilter: Unschedulable — PVC default\/db-0-data was not created for pod default\/db-0 \(pod is not owner\)/);
    assert.match(await page.textContent('#event-message'), /0\/10 nodes are available: PVC default\/db-0-data was not created/);
    await page.selectOption('#volume-0-claim', { label: 'claim not created yet' });
    await page.waitForFunction(() => document.querySelector('#prefilter')?.textContent.includes('waiting for ephemeral volume controller'));
    await page.selectOption('#volume-0-claim', { label: 'claim owned by this pod' });
    await openPreBind(page);
    // Reserve's plan: the claim is provisioned on the chosen node; bound by default.
    assert.equal(await page.getAttribute('#prebind-result', 'data-status'), 'all bound');
    assert.match(await page.textContent('#prebind-result'), /Every claim of pod default\/db-0 is bound, so PreBind succeeds/);
    const node = await page.inputValue('#prebind-node');
    await page.selectOption('#prebind-claim-0', { label: 'selected-node removed (provisioning failed)' });
    await page.waitForFunction(() => document.querySelector('#prebind-result')?.dataset.status === 'error');
    assert.match(await page.textContent('#prebind-result'),
      /PreBind fails with "binding volumes: provisioning failed for PVC "db-0-data"": the pod's volumes are unreserved/);
    await page.selectOption('#prebind-claim-0', { label: "volume's node affinity rejects the node" });
    await page.waitForFunction((n) => document.querySelector('#prebind-result')?.textContent.includes(`node affinity doesn't match node "${n}"`), node);
    await page.selectOption('#prebind-claim-0', { label: 'not bound yet' });
    await page.waitForFunction(() => document.querySelector('#prebind-result')?.dataset.status === 'waiting');
    assert.match(await page.textContent('#prebind-result'), /it gives up at bindTimeoutSeconds \(600 s\), 600 s from now\./);
    await page.fill('#prebind-elapsed', '600');
    await page.waitForFunction(() => document.querySelector('#prebind-result')?.dataset.status === 'error');
    assert.match(await page.textContent('#prebind-result'), /"binding volumes: context deadline exceeded"/);
    await page.locator('#prebind').scrollIntoViewIfNeeded();
    await screenshot(`capacity-prebind-${width}`);
    check();
    await context.close();
  });
}

// bindTimeoutSeconds is a setting of the lab (VolumeBindingArgs, kube-scheduler's
// volumebinding plugin): set in the workload settings with every driver's provisioning time,
// it reaches simulateCapacity (provisioning 60 s > 30 s: PreBind times out, binder.go
// BindPodVolumes' wait.Poll) and the PreBind view, and it is saved and shared with the scenario.
test('bindTimeoutSeconds: set once, used by the workload and the PreBind view, saved and shared', async () => {
  const { page, check, screenshot, context } = await openPage(env, '/#/capacity');
  await page.selectOption('#preset', 'tracking-off');
  await page.waitForSelector('#verdicts', { state: 'attached' });
  await page.click('#tab-workload');
  await page.waitForSelector('#comparison');
  await page.fill('#workload-provisioning', '60');
  await page.fill('#workload-bind-timeout', '30');
  await page.click('#sim-run');
  await page.waitForFunction(() => [...document.querySelectorAll('.timeline li')]
    .some((li) => li.textContent.includes('PreBind waited bindTimeoutSeconds (30 s)')), null, { timeout: 60_000 });
  assert.match(await page.textContent('#run-on'), /Tracking on/);
  await screenshot('capacity-workload-bind-timeout');
  // The PreBind view waits up to the same 30 s.
  await page.click('#tab-pod');
  await openPreBind(page);
  assert.equal(await page.inputValue('#prebind-timeout'), '30');
  await page.selectOption('#prebind-claim-0', { label: 'not bound yet' });
  await page.waitForFunction(() => document.querySelector('#prebind-result')?.dataset.status === 'waiting');
  assert.match(await page.textContent('#prebind-result'), /it gives up at bindTimeoutSeconds \(30 s\), 30 s from now\./);
  // Edited there, it is the lab's setting: the workload field follows; 0 is refused in place.
  await page.fill('#prebind-timeout', '0');
  await page.waitForSelector('#prebind-timeout-error');
  assert.match(await page.textContent('#prebind-timeout-error'), /must be 1 to 2592000 seconds/);
  await page.fill('#prebind-timeout', '45');
  await page.waitForFunction(() => /bindTimeoutSeconds \(45 s\)/.test(document.querySelector('#prebind-result')?.textContent));
  await page.click('#tab-workload');
  assert.equal(await page.inputValue('#workload-bind-timeout'), '45');
  // Shared: a fresh browser opening the link has 45 s and 60 s (on a phone the actions are behind Menu).
  if (await page.isVisible('#header-menu')) await page.click('#header-menu');
  await page.click('#scenario-share');
  await page.waitForSelector('#scenario-link');
  const link = await page.inputValue('#scenario-link');
  check();
  await context.close();
  const receiver = await openPage(env, link.slice(env.server.url.length));
  await receiver.page.waitForSelector('#verdicts', { state: 'attached' });
  await openPreBind(receiver.page);
  assert.equal(await receiver.page.inputValue('#prebind-timeout'), '45');
  await receiver.page.click('#tab-workload');
  assert.equal(await receiver.page.inputValue('#workload-provisioning'), '60');
  receiver.check();
  await receiver.context.close();
});
