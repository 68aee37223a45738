// The embedding examples in Chromium: a plain HTML page and a Vue 3 component
// using the engine package, served from the repository root.
import test from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useBrowser, saveScreenshot } from './harness.mjs';

const env = useBrowser({ root: new URL('../../', import.meta.url).pathname });

async function open(path) {
  const page = await env.browser.newPage();
  await page.goto(env.server.url + path);
  return { page, problems: env.problems };
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
  await saveScreenshot(page, 'example-vue');
  assert.deepEqual(problems, []);
  await page.close();
});
