// How free the page's main thread stays while a Web Worker computes (issue #38: the tests prove
// that a job runs in the worker — the worker names its scope — and leave the time to this
// benchmark): the longest main-thread task while the job is due, against the job's duration, as
// a ratio (a job run on the page would be one task as long as the job: ratio ≈ 1). Also the
// slowest scrub of the 10,000-cluster rollout. Printed, not asserted: a loaded machine's numbers
// are no verdict.
// node benches/responsiveness.browser-bench.mjs [--short]
//   short: the 10,000-cluster rollout; full: also the 12 MB capacity paste and the long
//   capacity simulation.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { serveStatic } from '../scripts/static-server.mjs';
import { startLatencyProbe, stopLatencyProbe } from '../tests/browser/harness.mjs';

const short = process.argv.includes('--short');
const server = await serveStatic(new URL('../dist/site/', import.meta.url).pathname, 0);

/** Prints one job's line: its duration, the longest main-thread task meanwhile, the ratio. */
function say(what, { elapsed, worst }) {
  console.log(`responsiveness, ${what}: the job took ${elapsed.toFixed(0)} ms; the longest main-thread task `
    + `meanwhile ${worst.toFixed(0)} ms (ratio ${(worst / Math.max(elapsed, 1)).toFixed(2)})`);
}

async function open(browser, path) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return { context, page };
}

async function rollout(browser) {
  const { context, page } = await open(browser, '/#/rollout');
  await page.waitForSelector('#rollout-grid');
  await page.fill('#s-auto-partition-size', '10%');
  await page.fill('#fleet-count', '10000');
  await page.waitForSelector('#job-status');
  await startLatencyProbe(page, { untilGone: '#job-status' });
  await page.waitForSelector('#job-status', { state: 'detached', timeout: 120_000 });
  say('10,000-cluster rollout simulated in the worker', await stopLatencyProbe(page));
  const last = Number(await page.getAttribute('#round-scrubber', 'max'));
  let slowest = 0;
  for (const r of [last, 1, Math.floor(last / 2), 2, last - 1]) {
    slowest = Math.max(slowest, await page.evaluate(async (r) => {
      const t0 = performance.now();
      const s = document.querySelector('#round-scrubber');
      s.value = String(r);
      s.dispatchEvent(new Event('input', { bubbles: true }));
      while (!document.querySelector('#round-label').textContent.startsWith(`Round ${r} `)) {
        await new Promise((ok) => setTimeout(ok, 5));
      }
      await new Promise((ok) => requestAnimationFrame(() => ok()));
      return performance.now() - t0;
    }, r));
  }
  console.log(`responsiveness, 10,000-cluster rollout: the slowest of 5 scrubs ${slowest.toFixed(0)} ms`);
  await context.close();
}

async function capacityPaste(browser) {
  const { context, page } = await open(browser, '/#/capacity');
  await page.waitForSelector('#verdicts', { state: 'attached' });
  await page.click('#import-toggle');
  const fixture = readFileSync(new URL('../crates/placement/tests/fixtures/kubectl/capacity/documents.yaml', import.meta.url), 'utf8');
  const items = Array.from({ length: 24 }, (_, k) => `s${k}`).join(', ');
  const line = (i) => `    key-${String(i).padStart(7, '0')}: [${items}]\n`;
  const data = Array.from({ length: Math.ceil(12e6 / line(0).length) }, (_, i) => line(i)).join('');
  const text = `${fixture}\n---\napiVersion: example.com/v1\nkind: Inventory\nmetadata:\n  name: huge\nspec:\n  shelves:\n${data}`;
  await page.$eval('#import-text', (el, t) => {
    el.value = t;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
  await startLatencyProbe(page, { until: '#import-summary' });
  await page.click('#import-button');
  await page.waitForSelector('#import-summary', { timeout: 120_000 });
  say('12 MB capacity paste read in the worker', await stopLatencyProbe(page));
  await context.close();
}

async function capacitySimulation(browser) {
  const { context, page } = await open(browser, '/#/capacity?preset=tracking-off');
  await page.click('#tab-workload');
  await page.waitForSelector('#comparison');
  await page.fill('#workload-volumes', '20');
  await page.fill('#workload-pods', '100');
  await page.waitForSelector('#sim-progress');
  await startLatencyProbe(page, { untilGone: '#sim-progress' });
  await page.waitForSelector('#sim-progress', { state: 'detached', timeout: 120_000 });
  say('capacity simulation of 100 pods × 20 volumes in the worker', await stopLatencyProbe(page));
  await context.close();
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
try {
  await rollout(browser);
  if (!short) {
    await capacityPaste(browser);
    await capacitySimulation(browser);
  }
} finally {
  await browser.close();
  await server.close();
}
