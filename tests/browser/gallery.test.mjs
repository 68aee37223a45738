// The presets gallery in Chromium: every preset as a card grouped by lab, a
// card opens its lab with that preset loaded (and the parameter leaves the
// address), an unknown preset id is a message that leaves the work as it was.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser, waitForAutosave } from './harness.mjs';

const env = useBrowser();
// Presets per lab, as crates/playground/src/shell/catalog.rs lists them.
const COUNTS = { longhorn: 7, balance: 1, capacity: 5, rollout: 13 };

const openGallery = async () => {
  const opened = await openPage(env, '/#/gallery');
  await opened.page.waitForSelector('.gallery-card');
  return opened;
};

test('the gallery shows every preset as a card, grouped by lab, with its source and caption', async () => {
  const { page, check, screenshot, context } = await openGallery();
  assert.equal(await page.textContent('.lab-nav a.active'), 'Gallery');
  assert.equal(await page.locator('.scenario-bar').count(), 0);
  assert.deepEqual(await page.locator('.gallery-group h2').allTextContents(),
    ['Longhorn replica scheduling', 'Longhorn balance score', 'Storage capacity', 'Fleet rollout']);
  for (const [lab, count] of Object.entries(COUNTS)) {
    const cards = page.locator(`#gallery-${lab} .gallery-card`);
    assert.equal(await cards.count(), count, lab);
    for (const href of await cards.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      assert.match(href, new RegExp(`^#/${lab}\\?preset=[a-z0-9-]+$`), href);
    }
  }
  const card = page.locator('#card-longhorn-docs-balance');
  assert.equal(await card.locator('h3').textContent(), 'Docs: nodes A/B balance example');
  assert.equal(await card.locator('.card-source').textContent(), 'Longhorn docs: Scheduling');
  assert.match(await card.locator('.card-caption').textContent(), /ties B1 and B2/);
  assert.equal(await page.locator('.card-source', { hasText: 'Kubernetes docs: Storage Capacity' }).count(), 5);
  assert.ok(await page.locator('.card-source', { hasText: 'Real-world case' }).count() >= 2);
  await screenshot('gallery');
  check();
  await context.close();
});

test('a card opens its lab with the preset loaded; the parameter stays until the first edit (issue #39)', async () => {
  const { page, check, screenshot, context } = await openGallery();
  await page.click('#card-longhorn-docs-balance');
  await page.waitForFunction(() => document.querySelector('#preset')?.value === 'docs-balance');
  assert.match(await page.textContent('#preset-caption'), /ties B1 and B2/);
  await page.click('#why-vol-vol-r-1');
  assert.match(await page.textContent('#why-summary'), /node B/);
  assert.equal(new URL(page.url()).hash, '#/longhorn?preset=docs-balance&why=0%2Fvol-r-1');
  await screenshot('gallery-opened-longhorn');
  // A reload keeps the preset (autosaved) and does not load it again over later edits.
  await page.selectOption('#preset', 'docs-space');
  await waitForAutosave(page, 'longhorn', 'docs-space');
  // A preset chosen in the picker is named by the address too, as every lab's picker does.
  await page.waitForFunction(() => location.hash === '#/longhorn?preset=docs-space');
  await page.reload();
  await page.waitForSelector('#volume-condition-vol');
  await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  assert.equal(await page.inputValue('#preset'), 'docs-space');

  // The other labs: back to the gallery from the navigation, then a card each.
  await page.click('.lab-nav a:has-text("Gallery")');
  await page.click('#card-rollout-storm-4');
  await page.waitForFunction(() => document.querySelector('#preset')?.value === 'storm-4');
  assert.match(await page.textContent('#preset-caption'), /within its limit/);
  assert.equal(new URL(page.url()).hash, '#/rollout?preset=storm-4');

  await page.goto(`${env.server.url}/#/gallery`);
  await page.click('#card-capacity-multi-volume');
  await page.waitForSelector('#preset-caption');
  assert.equal(await page.inputValue('#preset'), 'multi-volume');
  assert.match(await page.textContent('#preset-caption'), /^Two 30 GiB volumes/);
  assert.match(await page.textContent('.capacity-lab'), /0\/3 nodes are available/);
  check();
  await context.close();
});

test('the balance docs example replaces an edited draft, which is kept and can be restored', async () => {
  const { page, check, context } = await openPage(env, '/#/balance');
  await page.waitForSelector('#replica-size');
  await page.fill('#replica-size', '42');
  await page.waitForTimeout(100); // autosaved
  await page.goto(`${env.server.url}/#/balance?preset=docs-example`);
  await page.waitForFunction(() => document.querySelector('#replica-size')?.value === '100');
  assert.equal(new URL(page.url()).hash, '#/balance?preset=docs-example');
  assert.match(await page.textContent('#scenario-opened'),
    /Opened the preset “Docs: balance score example”\. Your earlier work in this lab is kept\./);
  // Undo takes the preset back too, in this page.
  await page.keyboard.press('Control+z');
  await page.waitForFunction(() => document.querySelector('#replica-size')?.value === '42');
  await page.keyboard.press('Control+Shift+z');
  await page.waitForFunction(() => document.querySelector('#replica-size')?.value === '100');
  // And after a reload, the earlier work is one click away.
  await page.click('#restore-previous');
  await page.waitForFunction(() => document.querySelector('#replica-size')?.value === '42');
  check();
  await context.close();
});

test('an unknown preset id says so and leaves the work untouched', async () => {
  const { page, check, screenshot, context } = await openPage(env, '/#/longhorn');
  await page.waitForSelector('#preset');
  await page.selectOption('#preset', 'tag-mismatch');
  await page.goto(`${env.server.url}/#/longhorn?preset=no-such-preset`);
  await page.waitForSelector('#scenario-message');
  assert.match(await page.textContent('#scenario-message'),
    /There is no preset "no-such-preset" in the Longhorn replica scheduling lab; your work is unchanged\./);
  assert.equal(await page.inputValue('#preset'), 'tag-mismatch');
  assert.equal(new URL(page.url()).hash, '#/longhorn');
  await screenshot('gallery-unknown-preset');
  check();
  await context.close();
});
