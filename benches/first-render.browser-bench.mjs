// Time to a page's first answer on a slow link (issues #15 and 40): Chromium with the network
// emulated at 400 ms round trip, 1.6 Mbit/s down and 750 kbit/s up, and the CPU 4× slower, loading
// dist/site from a server that sends every file gzipped (level 9, as scripts/sizes.mjs counts
// them) and lets nothing be cached. Two times run from navigation (the page's own clock,
// performance.now()): until the answer the build prerendered is on the page (crates/prerender,
// shown by web/skeleton.js: the Longhorn and rollout labs, "—" where there is none), and until the
// lab has replaced its skeleton (#loading is gone: the live page, its first result on it).
// node benches/first-render.browser-bench.mjs [--short]
//   short: the Longhorn lab and the read-only rollout embed in English and Japanese, once each
//   (LOADS=3 for a median of three); full: those and every page, both languages, the median of
//   five loads. To compare two builds,
//   one after the other:
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

/** What is measured: a name and the address (in `lang`). */
const EMBED = { name: 'rollout embed (read-only, pct25-230)', path: (lang) => `/?embed=1&lab=rollout&preset=pct25-230&readonly=1&lang=${lang}` };
const page = (id) => ({ name: id, path: (lang) => `/?lang=${lang}#/${id}` });

/** Milliseconds from navigation to the prerendered answer (null: none) and to the live page, on the slow link. */
async function firstRender(browser, target, lang) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', LINK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // The page's own clock at each moment, from a mutation observer started before the page's scripts.
  await tab.addInitScript(() => {
    self.benchTimes = {};
    new MutationObserver(() => {
      const t = self.benchTimes;
      if (t.answer === undefined && document.querySelector('#loading .skeleton-answer')) t.answer = performance.now();
      t.seen ||= Boolean(document.getElementById('loading'));
      if (t.live === undefined && t.seen && !document.getElementById('loading')) t.live = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await tab.goto(`${url}${target.path(lang)}`);
  await tab.waitForFunction(() => self.benchTimes.live !== undefined, null, { timeout: 120_000 });
  const times = await tab.evaluate(() => self.benchTimes);
  await context.close();
  return { answer: times.answer ?? null, live: times.live };
}

const median = (values) => {
  if (values.some((v) => v === null)) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const seconds = (ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const ids = short ? ['longhorn'] : process.env.PAGES?.split(',') ?? BUNDLES;
  const targets = [...ids.map(page), ...(process.env.PAGES ? [] : [EMBED])];
  const loads = Number(process.env.LOADS ?? (short ? 1 : 5));
  for (const target of targets) {
    const said = [];
    for (const lang of ['en', 'ja']) {
      const runs = [];
      for (let i = 0; i < loads; i++) runs.push(await firstRender(browser, target, lang));
      said.push(`${lang} answer ${seconds(median(runs.map((r) => r.answer)))}, live ${seconds(median(runs.map((r) => r.live)))}`);
    }
    console.log(`first render, ${target.name} (400 ms RTT, 1.6 Mbit/s, CPU ×${CPU_SLOWDOWN}, median of ${loads}): ${said.join('; ')}`);
  }
} finally {
  await browser.close();
  await server.close();
}
