// Time to a page's first render on a slow link (issue #15): Chromium with the network emulated
// at 400 ms round trip, 1.6 Mbit/s down and 750 kbit/s up, and the CPU 4× slower, loading
// dist/site from a server that sends every file gzipped (level 9, as scripts/sizes.mjs counts
// them) and lets nothing be cached. The time runs from navigation until the lab has replaced its
// skeleton (#loading is gone), which is when the first result is on the page.
// node benches/first-render.browser-bench.mjs [--short]
//   short: the Longhorn lab in English and Japanese, once each; full: every page, both
//   languages, the median of three loads. To compare two builds, one after the other:
//   LOADS=5 PAGES=longhorn,capacity SITE=/other/checkout/dist/site/ node benches/first-render.browser-bench.mjs
import { chromium } from 'playwright-core';
import { serveStatic } from '../scripts/static-server.mjs';
import { BUNDLES } from '../web/labs.js';

const short = process.argv.includes('--short');
const ROOT = process.env.SITE ?? new URL('../dist/site/', import.meta.url).pathname;
const LINK = { offline: false, latency: 400, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const CPU_SLOWDOWN = 4;

const server = await serveStatic(ROOT, 0, '127.0.0.1', { gzip: true });
const { url } = server;

/** Milliseconds from navigation to the first render of `page` in `lang`, on the slow link. */
async function firstRender(browser, page, lang) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', LINK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const start = performance.now();
  await tab.goto(`${url}/?lang=${lang}#/${page}`);
  await tab.waitForFunction(() => !document.getElementById('loading'), null, { timeout: 120_000 });
  const ms = performance.now() - start;
  await context.close();
  return ms;
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const pages = short ? ['longhorn'] : process.env.PAGES?.split(',') ?? BUNDLES;
  const loads = short ? 1 : Number(process.env.LOADS ?? 3);
  for (const page of pages) {
    const said = [];
    for (const lang of ['en', 'ja']) {
      const times = [];
      for (let i = 0; i < loads; i++) times.push(await firstRender(browser, page, lang));
      times.sort((a, b) => a - b);
      said.push(`${lang} ${(times[Math.floor(times.length / 2)] / 1000).toFixed(2)} s`);
    }
    console.log(`first render, ${page} (400 ms RTT, 1.6 Mbit/s, CPU ×${CPU_SLOWDOWN}): ${said.join(', ')}`);
  }
} finally {
  await browser.close();
  await server.close();
}
