// mount(element, { lab, scenario, readOnly }) from web/mount.js, called by a
// host page on another origin (a docs page, a Rancher UI extension).
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '../../scripts/static-server.mjs';
import { openPage, useBrowser, saveScreenshot } from './harness.mjs';

const env = useBrowser();
const host = {};

async function hostServer() {
  if (host.server) return host.server;
  const dir = mkdtempSync(join(tmpdir(), 'pp-host-'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><link rel="icon" href="data:,">
    <h1>Host page</h1><div id="here" style="max-width: 1000px"></div>
    <script type="module">
      import { mount } from '${env.server.url}/mount.js';
      window.mountLab = (opts) => mount(document.getElementById('here'), opts).then((lab) => (window.lab = lab, lab.lab));
    </script>`);
  host.server = await serveStatic(dir, 0);
  return host.server;
}
after(() => host.server?.close());

/** A balance scenario as the playground exports it, with disk 0/1 at 1500 GiB. */
async function balanceScenario() {
  const { page, context } = await openPage(env, '/#/balance');
  await page.waitForSelector('#winner');
  await page.fill('#disk-0-1-usable', '1500');
  await page.waitForFunction(() => /on node A/.test(document.querySelector('#winner').textContent));
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#scenario-export')]);
  const file = join(mkdtempSync(join(tmpdir(), 'pp-mount-')), 'scenario.json');
  await download.saveAs(file);
  await context.close();
  return JSON.parse(readFileSync(file, 'utf8'));
}

async function openHost() {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${(await hostServer()).url}/`);
  await page.waitForFunction(() => typeof window.mountLab === 'function');
  return { page, context, check: () => assert.deepEqual(env.problems, []) };
}

test('mount() shows a scenario read-only, sized to the lab, and hands the scenario back', async () => {
  const scenario = await balanceScenario();
  const { page, context, check } = await openHost();
  assert.equal(await page.evaluate((s) => window.mountLab({ scenario: s, readOnly: true }), scenario), 'balance');
  const frame = page.frameLocator('#here iframe');
  await frame.locator('#winner').waitFor();
  assert.equal(await frame.locator('#disk-0-1-usable').inputValue(), '1500');
  assert.equal(await frame.locator('#disk-0-1-usable').isDisabled(), true);
  assert.match(await frame.locator('#winner').textContent(), /on node A/);
  // The frame takes the lab's height (no inner scrollbar; the compact read-only view is shorter
  // than the frame's first height).
  const labHeight = await frame.locator('html').evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
  await page.waitForFunction((h) => Math.abs(document.querySelector('#here iframe').offsetHeight - h) <= 1, labHeight);
  const back = await page.evaluate(() => window.lab.getScenario());
  assert.deepEqual(back, scenario);
  await saveScreenshot(page, 'mount-read-only', { fullPage: true });
  await page.evaluate(() => window.lab.unmount());
  assert.equal(await page.locator('#here iframe').count(), 0);
  check();
  await context.close();
});

test('an editable mount keeps edits in the frame (never in storage) and returns them', async () => {
  const scenario = await balanceScenario();
  const yaml = `apiVersion: placement-playground/v1\nkind: Scenario\nversion: 2\nlab: balance\nstate:\n` +
    JSON.stringify(scenario.state).replace(/^/, '  ') + '\n'; // a flow mapping is YAML too
  const { page, context, check } = await openHost();
  await page.evaluate((text) => window.mountLab({ lab: 'balance', scenario: text }), yaml);
  const frame = page.frameLocator('#here iframe');
  await frame.locator('#disk-0-0-usable').fill('2500');
  await page.waitForFunction(async () => {
    const doc = await window.lab.getScenario();
    return doc.state.nodes[0].disks[0].usable === '2500 GiB';
  });
  const stored = await frame.locator('body').evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('placement-playground')));
  assert.deepEqual(stored, []);
  check();
  await context.close();
});

test('mount() refuses bad options and scenarios, leaving nothing behind', async () => {
  const scenario = await balanceScenario();
  const { page, context, check } = await openHost();
  const refusal = (opts) => page.evaluate((o) => window.mountLab(o).then(() => 'mounted', (e) => e.message), opts);
  assert.match(await refusal({ lab: 'nowhere' }), /lab must be one of longhorn, balance, capacity, rollout \(got "nowhere"\)/);
  assert.match(await refusal({ lab: 'rollout', scenario }), /lab "rollout" does not match the scenario's lab "balance"/);
  assert.match(await refusal({ scenario: { ...scenario, version: 99 } }), /newer Placement Playground \(format version 99/);
  assert.match(await refusal({ scenario: 'apiVersion: placement-playground/v1\nkind: Scenario\nversion: 2\nlab: balance\nstate: [1\n' }), /not valid YAML: line 5/);
  assert.match(await refusal({ readOnly: 'yes' }), /readOnly must be true or false/);
  assert.equal(await page.locator('#here iframe').count(), 0);
  // And then a good mount works on the same page.
  assert.equal(await page.evaluate(() => window.mountLab({ lab: 'rollout' })), 'rollout');
  await page.frameLocator('#here iframe').locator('#round-label').waitFor();
  check();
  await context.close();
});
