// The shell: navigation between labs (each its own bundle), that a page
// loads only the bundle of the lab it shows, and the import bundle only when
// something is pasted.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();

test('a page loads only its own lab\'s bundle', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const wasm = [];
  page.on('request', (r) => { if (r.url().endsWith('.wasm')) wasm.push(new URL(r.url()).pathname); });
  await page.goto(`${env.server.url}/#/capacity`);
  await page.waitForSelector('.lab-nav a.active');
  assert.match(await page.textContent('.lab-nav a.active'), /Storage capacity/);
  assert.deepEqual(wasm, ['/capacity_bg.wasm']);
  await context.close();
});

test('the navigation switches labs and each lab keeps its work', async () => {
  const { page, check, context } = await openPage(env, '/#/balance');
  await page.waitForSelector('#winner');
  await page.fill('#disk-0-0-usable', '950');
  await page.click('.lab-nav a:has-text("Fleet rollout")');
  await page.waitForFunction(() => /Fleet rollout/.test(document.querySelector('.lab-nav a.active')?.textContent ?? ''));
  assert.equal(await page.locator('#winner').count(), 0);
  await page.click('.lab-nav a:has-text("Longhorn balance score")');
  await page.waitForSelector('#winner');
  assert.equal(await page.inputValue('#disk-0-0-usable'), '950');
  assert.deepEqual(
    await page.locator('.lab-nav a').allTextContents(),
    ['Longhorn replica scheduling', 'Longhorn balance score', 'Storage capacity', 'Fleet rollout', 'Gallery', 'Learn'],
  );
  check();
  await context.close();
});

test('an unknown lab in the URL opens the first lab', async () => {
  const { page, check, context } = await openPage(env, '/#/nope');
  await page.waitForSelector('.lab-nav a.active');
  assert.match(await page.textContent('.lab-nav a.active'), /Longhorn replica scheduling/);
  check();
  await context.close();
});

test('the kubectl import bundle is fetched only when something is imported', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const wasm = [];
  // The import runs in a worker: its requests are the context's, not the page's.
  context.on('request', (r) => { if (r.url().endsWith('.wasm')) wasm.push(new URL(r.url()).pathname); });
  await page.goto(`${env.server.url}/#/rollout`);
  await page.waitForSelector('#rollout-grid');
  await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  await page.click('#fleet-import-toggle');
  await page.waitForSelector('#fleet-import-text', { state: 'visible' });
  // Opening the panel fetches its own part (`rollout.rollout_import.wasm`, a chunk of the page's
  // bundle: crates/playground/src/platform/split.rs), not the import bundle.
  const bundles = () => wasm.filter((path) => !/^\/[a-z_]+\.[a-z0-9_]+\.wasm$/.test(path));
  assert.ok(wasm.includes('/rollout.rollout_import.wasm'), wasm.join(', '));
  assert.deepEqual(bundles(), ['/rollout_bg.wasm']);
  const list = readFileSync(new URL('../../crates/placement/tests/fixtures/kubectl/fleet/list.yaml', import.meta.url), 'utf8');
  await page.fill('#fleet-import-text', list);
  await page.click('#fleet-import-button');
  await page.waitForSelector('#imported-fleet');
  assert.deepEqual(bundles(), ['/rollout_bg.wasm', '/import_bg.wasm']);
  await context.close();
});
