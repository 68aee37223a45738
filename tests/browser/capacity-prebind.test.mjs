// The storage capacity lab in Chromium, issue #14: the pod view sets up a generic ephemeral
// claim's owner (ephemeral.VolumeIsForPod) and the "After Filter: Reserve and PreBind" view
// answers as checkBindings does.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();

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
    await page.waitForSelector('#prebind');
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
