// The storage capacity lab's answer first (issue #10), in Chromium: the map of
// zones, capacity bars and node verdicts; a node's why (one sentence with the
// deciding number, then the engine's suggestions); applying a suggestion flips
// the node, and the change summary says so (or that nothing changed); the
// picture fits 1440×900 and 390×844 without horizontal scroll; axe finds no
// serious or critical violation.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser, saveScreenshot } from './harness.mjs';
import { describe as describeViolations, runAxe } from './axe.mjs';

const env = useBrowser();
const SIZES = [{ width: 1440, height: 900 }, { width: 390, height: 844 }];

/** A page whose context lets axe in (the playground's CSP forbids inline scripts). */
async function open(path, size) {
  const context = await env.browser.newContext({ bypassCSP: true, viewport: size });
  return openPage(env, path, { ...size, context });
}

const noHorizontalScroll = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function axeClean(page, what) {
  const { counts, blocking } = await runAxe(page);
  console.log(`axe ${what}: ${JSON.stringify(counts)}`);
  assert.equal(blocking.length, 0, `${what}:\n${describeViolations(blocking)}`);
}

for (const size of SIZES) {
  const at = `${size.width}×${size.height}`;

  test(`${at}: clicking a node on the map shows its answer and suggestions; Apply flips it and the summary says so`, async () => {
    const { page, check, context } = await open('/#/capacity?preset=multi-volume', size);
    await page.waitForSelector('#capacity-map');
    assert.match(await page.textContent('#pod-answer'), /cannot be scheduled: no node passes the volume binding filter, and the scheduler reports “0\/3 nodes are available: 1 node\(s\) did not have enough free storage, 2 node\(s\) had volume node affinity conflict\. preemption: 0\/3 nodes are available: 3 Preemption is not helpful for scheduling\.”/);
    // Zones group the nodes; each verdict is a colour, an icon and a word.
    assert.ok(await page.locator('.map-zone').count() >= 1);
    const chip = page.locator('.map-node[data-node="node-1"]');
    assert.match(await chip.textContent(), /✗\s*node-1\s*fails/);
    assert.equal(await chip.getAttribute('aria-label'), 'node-1 fails: show why');
    assert.ok(await page.locator('.map-bar[role="img"]').count() >= 1, 'capacity bars, labelled for screen readers');
    assert.ok(await noHorizontalScroll(page), 'no horizontal scroll with the map');
    await chip.click();
    await page.waitForFunction(() => document.activeElement?.closest('#capacity-why[data-node="node-1"]'));
    assert.match(await page.textContent('#why-answer'),
      /^node-1 fails: the largest CSIStorageCapacity reaching it, kube-system\/csisc-local-0 for kubernetes\.io\/hostname=node-1, offers 20 GiB, less than claim b's request of 30 GiB\.$/);
    const suggestions = await page.locator('#why-changes li').allTextContents();
    // Issue #33: the field the user edits (Free, 50 GiB, of which volume a takes 30) and the value to type there.
    assert.match(suggestions[0], /^Set Free of pool kubernetes\.io\/hostname=node-1 \(local\.csi\.example\.com\) to 60 GiB or more \(it is 50 GiB, and volume a already takes 30 GiB of it\)\./);
    assert.ok(suggestions.some((s) => /^Set Size of volume b to 20 GiB or less \(it is 30 GiB\)\./.test(s)), suggestions.join('\n'));
    await saveScreenshot(page, `capacity-answer-${size.width}`);
    await axeClean(page, `capacity answer ${at}`);
    // Apply the first suggestion: node-1 passes, and the summary names it.
    await page.locator('#why-changes .apply-change').first().click();
    await page.waitForFunction(() => document.querySelector('#change-summary')?.textContent === 'node-1 now passes.');
    assert.match(await page.locator('.map-node[data-node="node-1"]').textContent(), /✓\s*node-1\s*passes/);
    assert.match(await page.textContent('#pod-answer'), /fits on 1 of 3 nodes, and the scheduler would pick node-1\./);
    assert.match(await page.textContent('#why-answer'), /^node-1 passes: CSIStorageCapacity kube-system\/csisc-local-0 .* offers 30 GiB, enough for claim b's request of 30 GiB\.$/);
    assert.ok(await noHorizontalScroll(page), 'no horizontal scroll after the edit');
    await saveScreenshot(page, `capacity-answer-applied-${size.width}`, { fullPage: true });
    check();
    await context.close();
  });
}

test('an edit that changes no verdict says so; a node on the map works by keyboard', async () => {
  const { page, check, context } = await open('/#/capacity?preset=multi-volume', { width: 1440, height: 900 });
  await page.waitForSelector('#capacity-map');
  await page.fill('#node-2-labels', 'rack=r1');
  await page.waitForFunction(() => document.querySelector('#change-summary')?.textContent.startsWith('Nothing changed'));
  assert.equal(await page.textContent('#change-summary'), 'Nothing changed: every node has the verdict it had before this edit.');
  await page.focus('.map-node[data-node="node-2"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.closest('#capacity-why[data-node="node-2"]'));
  assert.match(await page.textContent('#why-answer'), /^node-2 fails: claim a is bound to persistent volume pv-a, and the volume's node affinity does not include node-2\.$/);
  assert.equal(await page.getAttribute('.map-node[data-node="node-2"]', 'aria-pressed'), 'true');
  // The details stay collapsed under the answer, and open on demand.
  assert.equal(await page.isVisible('#verdicts'), false);
  await page.click('#capacity-details > summary');
  assert.equal(await page.isVisible('#verdicts'), true);
  await axeClean(page, 'capacity details open');
  check();
  await context.close();
});
