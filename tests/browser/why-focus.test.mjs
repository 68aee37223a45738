// Selecting anything that has a why — a replica, a cluster cell, a node —
// scrolls its explanation into view, moves focus to its heading and says it
// in the live region, on a desktop (1440×900) and on a phone (390×844).
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();

const SIZES = [{ width: 1440, height: 900 }, { width: 390, height: 844 }];

/** Where `selector` is: in the viewport (some of it, its top shown), and whether focus is in it. */
async function placement(page, selector) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    const r = el.getBoundingClientRect();
    return {
      top: Math.round(r.top),
      bottom: Math.round(r.bottom),
      inView: r.top >= 0 && r.top < innerHeight && r.bottom > 0,
      focused: el.contains(document.activeElement) && document.activeElement !== document.body,
      focus: document.activeElement?.outerHeight ?? `${document.activeElement?.tagName} ${document.activeElement?.textContent.slice(0, 60)}`,
    };
  }, selector);
}

async function announced(page, text) {
  await page.waitForFunction((t) => document.querySelector('#announcer')?.textContent.includes(t), text);
  return page.textContent('#announcer');
}

for (const size of SIZES) {
  const at = `${size.width}×${size.height}`;

  test(`Longhorn, ${at}: a replica on the map brings its why panel into view, focused and announced`, async () => {
    const { page, check, screenshot, context } = await openPage(env, '/#/longhorn?preset=three-zones', size);
    await page.waitForSelector('#placement-map');
    await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
    // The last chip on the map: the farthest from the why panel.
    const chip = page.locator('#placement-map .chip').last();
    const name = (await chip.getAttribute('id')).replace(/^chip-/, '');
    await chip.scrollIntoViewIfNeeded();
    await chip.click();
    await page.waitForFunction(() => document.activeElement?.matches('#why-panel h2'));
    const where = await placement(page, '#why-panel');
    assert.ok(where.inView, `the why panel is at ${where.top}–${where.bottom}px`);
    assert.ok(where.focused, `focus is on ${where.focus}`);
    assert.match(await page.textContent('#why-panel h2'), new RegExp(name));
    assert.match(await announced(page, name), new RegExp(`Why: ${name} of .*\\. ${name} is`));
    await screenshot(`why-focus-longhorn-${size.width}`);
    check();
    await context.close();
  });

  test(`Fleet rollout, ${at}: a cluster cell brings its inspector into view, focused and announced`, async () => {
    const { page, check, screenshot, context } = await openPage(env, '/#/rollout?preset=storm-5', size);
    await page.waitForSelector('#rollout-grid');
    await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
    await page.click('#step');
    const cell = page.locator('#row-0 [role=gridcell]').nth(7);
    const label = await cell.getAttribute('aria-label');
    assert.match(label, /^c-007, NotReady, partition /);
    await cell.click();
    await page.waitForFunction(() => document.activeElement?.closest('#inspector'));
    const where = await placement(page, '#inspector');
    assert.ok(where.inView, `the inspector is at ${where.top}–${where.bottom}px`);
    assert.match(await page.textContent('#inspector h3'), /c-007/);
    assert.match(await announced(page, 'c-007'), /^c-007, NotReady\. Applied v\d, not ready/);
    await screenshot(`why-focus-rollout-${size.width}`);
    check();
    await context.close();
  });

  test(`Storage capacity, ${at}: a node's Verdict button brings its why into view, focused and announced`, async () => {
    const { page, check, context } = await openPage(env, '/#/capacity?preset=tracking-off', size);
    await page.waitForSelector('#capacity-answer');
    if (size.width < 980) {
      // The phone shows the result first; the node rows are in the editor.
      await page.click('#show-editor');
    }
    const node = await page.inputValue('#node-1-name');
    await page.click('#node-1-verdict');
    const row = `#capacity-why[data-node="${node}"]`;
    await page.waitForFunction((sel) => document.activeElement?.closest(sel), row);
    const where = await placement(page, row);
    assert.ok(where.inView, `the why is at ${where.top}–${where.bottom}px`);
    assert.match(await announced(page, node), new RegExp(`^${node} (passes|fails): `));
    check();
    await context.close();
  });
}
