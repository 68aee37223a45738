// The embedding examples in Chromium: a plain HTML page and a Vue 3 component
// using the engine package, served from the repository root.
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serveStatic } from '../../scripts/static-server.mjs';
import { SCREENSHOTS } from './harness.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
const env = {};
before(async () => {
  env.server = await serveStatic(ROOT, 0);
  env.browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});
after(async () => {
  await env.browser?.close();
  await env.server?.close();
});

async function open(path) {
  const page = await env.browser.newPage();
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(env.server.url + path);
  return { page, problems };
}

test('the plain HTML example computes the docs balance example', async () => {
  const { page, problems } = await open('/web/examples/plain.html');
  await page.waitForFunction(() => document.getElementById('answer').textContent.includes('→'));
  assert.equal(await page.textContent('#answer'), 'pvc-data-r-1 → node B, disk B2');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the Vue 3 component renders placements and reacts to a setting', async () => {
  const { page, problems } = await open('/web/examples/vue.html');
  await page.waitForSelector('#replicas li');
  assert.equal(await page.locator('#replicas li').count(), 3);
  assert.match(await page.textContent('#condition'), /Scheduled=True/);
  // Hard zone anti-affinity: two zones, three replicas → one is left unscheduled.
  await page.uncheck('#zone-soft');
  await page.waitForFunction(() => /Scheduled=False/.test(document.getElementById('condition').textContent));
  assert.match(await page.textContent('#replicas'), /unscheduled/);
  await page.screenshot({ path: join(SCREENSHOTS, 'example-vue.png') });
  assert.deepEqual(problems, []);
  await page.close();
});
