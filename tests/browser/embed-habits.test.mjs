// Embeds that behave on a docs page (issue #39): a read-only embed has no control that does
// nothing (no Apply button; a note points at "Open in Placement Playground" instead), a click
// inside the frame never scrolls the host page, and it is compact — the answer and the picture,
// the details behind a "Show details" button — so it fits a docs page (≤ 700 px at 960 px wide).
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '../../scripts/static-server.mjs';
import { useBrowser } from './harness.mjs';
import { describe, runAxe } from './axe.mjs';

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
  // Compact: a node's why (with its changes) once the node is clicked.
  await capacity.locator('.map-node[data-node="node-1"]').click();
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

/** Each lab's compact embed: its answer and its picture shown, a part of its details not made yet. */
const COMPACT = [
  // The rollout charts are a part of their own (rollout.rollout_charts.wasm): fetched once the details open.
  { lab: 'rollout', preset: 'pct25-230', answer: '#rollout-answer', picture: '#rollout-grid', detail: '#why', chunk: 'rollout.rollout_charts.wasm' },
  { lab: 'longhorn', preset: 'insufficient-storage', answer: '.volume-results', picture: '#placement-map', detail: '#whatif-panel' },
  { lab: 'capacity', preset: 'multi-volume', answer: '#pod-answer', picture: '#capacity-map', detail: '#capacity-details' },
  { lab: 'balance', preset: 'docs-example', answer: '#winner', picture: '#disk-picture', detail: '#disk-stage' },
];

/** The frame's content height as the lab reports it to embed.js (crates/playground/js/embed.js). */
const contentHeight = (page) => page.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));

for (const { lab, preset, answer, picture, detail, chunk } of COMPACT) {
  test(`${lab}: a read-only embed is compact at 960 px — ≤ 700 px tall, details behind a keyboard button, axe clean`, async () => {
    // The frame as a docs page gives it: 960 px wide, shorter than the lab, so the height measured is the lab's.
    const context = await env.browser.newContext({ bypassCSP: true, viewport: { width: 960, height: 400 } });
    const page = await context.newPage();
    const fetched = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname.slice(1)));
    await page.goto(`${env.server.url}/?embed=1&lab=${lab}&preset=${preset}&readonly=1`);
    await page.locator(answer).first().waitFor();
    await page.locator(picture).waitFor();
    const button = page.getByRole('button', { name: 'Show details' });
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    assert.equal(await button.getAttribute('aria-controls'), 'lab-details');
    assert.equal(await page.locator(detail).count(), 0, 'the details are not made until asked for');
    if (chunk) assert.ok(!fetched.includes(chunk), `${chunk} is fetched only when the details open`);
    const height = await contentHeight(page);
    console.log(`compact ${lab} embed (${preset}): ${height} px tall at 960 px wide`);
    assert.ok(height <= 700, `${lab}: ${height} px tall`);
    let axe = await runAxe(page);
    assert.equal(axe.blocking.length, 0, describe(axe.blocking));
    // From the keyboard: Enter opens the details, Space closes them.
    await button.focus();
    await page.keyboard.press('Enter');
    await page.locator(detail).waitFor();
    if (chunk) await page.locator('#lab-details #charts-title').waitFor();
    if (chunk) assert.ok(fetched.includes(chunk), `${chunk} fetched once the details opened`);
    const open = page.locator('#show-details');
    assert.equal(await open.getAttribute('aria-expanded'), 'true');
    assert.equal(await open.textContent(), 'Hide details');
    assert.ok(await contentHeight(page) > height, 'the details add to the frame\'s height (embed.js follows it)');
    axe = await runAxe(page);
    assert.equal(axe.blocking.length, 0, describe(axe.blocking));
    await page.keyboard.press('Space');
    await page.waitForFunction((d) => !document.querySelector(d), detail);
    assert.equal(await open.getAttribute('aria-expanded'), 'false');
    assert.deepEqual(env.problems, [], env.problems.join('\n'));
    await context.close();
  });
}

test('an editable embed and a read-only one beside its inputs are not compact: no details button', async () => {
  for (const query of ['embed=1&lab=balance', 'embed=1&lab=balance&readonly=1&view=split']) {
    const page = await env.browser.newPage({ viewport: { width: 960, height: 900 } });
    await page.goto(`${env.server.url}/?${query}`);
    await page.locator('#disk-stage').waitFor();
    assert.equal(await page.locator('#show-details').count(), 0, query);
    await page.close();
  }
});
