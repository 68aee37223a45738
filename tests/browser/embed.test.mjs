// ?embed=1: one lab with minimal chrome, for an iframe on a docs page.
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '../../scripts/static-server.mjs';
import { useBrowser } from './harness.mjs';

const env = useBrowser();

test('an embedded lab has no header, and links to the full playground', async () => {
  const page = await env.browser.newPage({ viewport: { width: 720, height: 600 } });
  await page.goto(`${env.server.url}/?embed=1&lab=balance`);
  await page.waitForSelector('#winner');
  assert.equal(await page.locator('.site-header').count(), 0);
  assert.equal(await page.locator('.site-footer').count(), 0);
  assert.match(await page.getAttribute('#open-full', 'href'), /\/#\/balance$/);
  // The lab works as usual inside the frame (narrow: "Edit" shows the inputs).
  await page.click('#show-editor');
  await page.fill('#disk-0-1-usable', '1500');
  await page.click('#show-result');
  await page.waitForFunction(() => /on node A/.test(document.querySelector('#winner').textContent));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `the frame scrolls sideways by ${overflow}px`);
  await page.close();
});

test('a docs page on another origin shows the embedded lab in an iframe', async () => {
  // The docs site: another server (another origin) whose page holds the iframe.
  const dir = mkdtempSync(join(tmpdir(), 'pp-docs-'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><link rel="icon" href="data:,"><h1>Docs page</h1>
    <iframe id="lab" src="${env.server.url}/?embed=1&lab=longhorn" width="900" height="600"></iframe>`);
  const docs = await serveStatic(dir, 0);
  const page = await env.browser.newPage();
  await page.goto(`${docs.url}/`);
  const frame = page.frameLocator('#lab');
  await frame.locator('main.lab.embedded h1').waitFor();
  assert.match(await frame.locator('main.lab.embedded h1').textContent(), /Longhorn replica scheduling/);
  assert.equal(await frame.locator('.site-header').count(), 0);
  await page.close();
  await docs.close();
});

test('an embed URL can carry a shared scenario', async () => {
  const author = await env.browser.newPage();
  await author.goto(`${env.server.url}/#/balance`);
  await author.waitForSelector('#winner');
  await author.fill('#disk-0-1-usable', '1500');
  await author.waitForFunction(() => /on node A/.test(document.querySelector('#winner').textContent));
  await author.click('#scenario-share');
  const link = await author.inputValue('#scenario-link');
  await author.close();

  const context = await env.browser.newContext(); // empty storage: only the link carries the work
  const page = await context.newPage();
  await page.goto(`${env.server.url}/?embed=1${link.slice(link.indexOf('#'))}`);
  await page.waitForSelector('#winner');
  assert.equal(await page.locator('.site-header').count(), 0);
  assert.equal(await page.inputValue('#disk-0-1-usable'), '1500');
  assert.match(await page.textContent('#winner'), /on node A/);
  await context.close();
});

test('"Open in Placement Playground" carries the frame\'s scenario, and the embed never touches the autosave', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${env.server.url}/?embed=1&lab=balance`);
  await page.waitForSelector('#winner');
  await page.fill('#disk-0-1-usable', '1500');
  await page.waitForFunction(() => /on node A/.test(document.querySelector('#winner').textContent));
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('placement-playground')));
  assert.deepEqual(stored, [], 'an embedded lab keeps its state in memory');
  const [full] = await Promise.all([context.waitForEvent('page'), page.click('#open-full')]);
  await full.waitForSelector('.site-header');
  await full.waitForSelector('#winner');
  assert.equal(await full.inputValue('#disk-0-1-usable'), '1500');
  assert.equal(new URL(full.url()).search, '', 'the full playground, not another embed');
  await context.close();
});

test('an embed whose scenario link was cut says so (and shows the lab\'s default)', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${env.server.url}/?embed=1&readonly=1#/balance?s=AAAA-not-a-scenario`);
  await page.waitForSelector('#winner');
  assert.match(await page.textContent('#scenario-message'), /this link could not be opened/);
  await context.close();
});
