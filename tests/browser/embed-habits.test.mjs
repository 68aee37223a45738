// Embeds that behave on a docs page (issue #39): a read-only embed has no control that does
// nothing (no Apply button; a note points at "Open in Placement Playground" instead), and a click
// inside the frame never scrolls the host page.
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '../../scripts/static-server.mjs';
import { useBrowser } from './harness.mjs';

const env = useBrowser();

/** A docs page on another origin holding `frames` (id → the embed's query), each 2,400 px tall. */
async function docsPage(frames) {
  const dir = mkdtempSync(join(tmpdir(), 'pp-habits-'));
  const iframes = Object.entries(frames).map(([id, query]) =>
    `<iframe id="${id}" src="${env.server.url}/?${query}" width="960" height="2400"></iframe>`).join('\n');
  writeFileSync(join(dir, 'index.html'), `<!doctype html><link rel="icon" href="data:,"><h1>Docs page</h1>\n${iframes}`);
  const docs = await serveStatic(dir, 0);
  const page = await env.browser.newPage({ viewport: { width: 1100, height: 900 } });
  await page.goto(`${docs.url}/`);
  return { page, docs };
}

test('a read-only Longhorn embed: a replica\'s why has no Apply button, and the click leaves the host page where it was', async () => {
  const { page, docs } = await docsPage({ lab: 'embed=1&lab=longhorn&preset=insufficient-storage&readonly=1' });
  const frame = page.frameLocator('#lab');
  const replica = frame.locator('#why-big-big-r-1');
  await replica.waitFor();
  assert.ok((await replica.boundingBox()).y + 20 < 900, 'the replica is in the first screen: nothing needs scrolling to click it');
  assert.equal(await page.evaluate(() => scrollY), 0);
  await replica.click();
  await frame.locator('#why-answer').waitFor();
  await frame.locator('#why-panel h2:focus').waitFor();
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => scrollY), 0, 'the host page did not scroll');
  assert.ok(await frame.locator('#why-changes li').count() > 0, 'the changes are listed');
  assert.equal(await frame.locator('.apply-change').count(), 0, 'no Apply button that does nothing');
  assert.match(await frame.locator('.read-only-changes').textContent(), /read-only: open it in Placement Playground/);
  assert.equal(await frame.locator('#open-full').count(), 1);
  await page.close();
  await docs.close();
});

test('read-only capacity and rollout embeds: no Apply button anywhere', async () => {
  const { page, docs } = await docsPage({
    capacity: 'embed=1&lab=capacity&preset=multi-volume&readonly=1',
    rollout: 'embed=1&lab=rollout&preset=storm-5&readonly=1',
  });
  const capacity = page.frameLocator('#capacity');
  await capacity.locator('#why-changes li').first().waitFor();
  assert.equal(await capacity.locator('.apply-change').count(), 0);
  assert.equal(await capacity.locator('.read-only-changes').count(), 1);
  const rollout = page.frameLocator('#rollout');
  await rollout.locator('#rollout-answer').waitFor();
  assert.equal(await rollout.locator('.apply-change').count(), 0);
  assert.equal(await page.evaluate(() => scrollY), 0);
  await page.close();
  await docs.close();
});

test('an editable embed keeps its Apply buttons', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1100, height: 900 } });
  await page.goto(`${env.server.url}/?embed=1&lab=capacity&preset=multi-volume`);
  await page.locator('#why-changes li').first().waitFor();
  assert.ok(await page.locator('.apply-change').count() > 0);
  assert.equal(await page.locator('.read-only-changes').count(), 0);
  await page.close();
});
