#!/usr/bin/env node
// The README's screenshots: every lab (and the gallery) at 1440×900 (desktop)
// and 390×844 (phone), as a user sees it on opening the lab — the viewport,
// not the whole page (a full-page capture of a scrolled page draws the sticky
// result column where it was stuck, which no user sees). Each lab is shown
// with its answer open: a replica's why, a disk's why, a node's verdict, a
// cluster's state. Needs `scripts/build` first; writes docs/screenshot-*.png.
//
//   node scripts/readme-screenshots.mjs            # all
//   node scripts/readme-screenshots.mjs longhorn   # one lab (both sizes)
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serveStatic } from './static-server.mjs';

const ROOT = new URL('../', import.meta.url).pathname;
const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

/** What each lab shows before the picture is taken (the answer open, as after a first click). */
const LABS = {
  longhorn: {
    path: '/#/longhorn',
    ready: '#volume-condition-pg-data',
    show: async (page) => { await page.click('#chip-pg-data-r-3'); await page.waitForSelector('#why-answer'); },
    answer: '#why-answer',
  },
  balance: {
    path: '/#/balance',
    ready: '#disk-picture',
    show: async (page) => { await page.click('[data-disk="B/B2"]'); await page.waitForSelector('#disk-why-answer'); },
    answer: '#disk-why-answer',
  },
  capacity: {
    path: '/#/capacity',
    ready: '#capacity-map',
    show: async (page) => { await page.click('#capacity-map .map-node >> nth=0'); await page.waitForSelector('#capacity-why'); },
    answer: '#capacity-why h3',
  },
  rollout: {
    path: '/#/rollout',
    ready: '#rollout-grid',
    show: async (page) => { await page.click('#row-0 .cells i >> nth=0'); await page.waitForSelector('#inspector'); },
    answer: '#inspector h3',
  },
  gallery: { path: '/#/gallery', ready: '.gallery-card', show: async () => {} },
  // A lesson step with its prediction answered: the reveal says why the guess lost.
  learn: {
    path: '/#/learn/balance/7',
    ready: '#narration',
    show: async (page) => { await page.click('[data-pick="B/B2"]'); await page.waitForSelector('#reveal-0'); },
    answer: '#reveal-0',
  },
  // A step of the tiers lesson: the minimal-available check of the docs' disk X, the disk in focus.
  'learn-tiers': {
    path: '/#/learn/tiers/5',
    ready: '#learn-picture [data-disk="node-a/disk-x"]',
    show: async () => {},
  },
  // The Longhorn lab's case report of its default preset, scrolled to the report's top.
  'case-report': {
    path: '/#/longhorn',
    ready: '#volume-condition-pg-data',
    show: async (page) => {
      await page.click('#case-report-open');
      await page.waitForSelector('#case-report-summary');
      await page.evaluate(() => document.querySelector('#case-report-title').scrollIntoView({ block: 'start' }));
    },
    keepScroll: true,
  },
};

/** A palette PNG when pngquant is installed (a screenshot has few colours): about a third of the size. */
function compress(file) {
  try {
    execFileSync('pngquant', ['--force', '--skip-if-larger', '--strip', '--output', file, '256', file], { stdio: 'ignore' });
  } catch {
    // No pngquant (or no gain): the plain PNG stays.
  }
}

const only = process.argv.slice(2);
const site = join(ROOT, 'dist/site');
if (!existsSync(site)) throw new Error('dist/site is missing: run scripts/build first');
const server = await serveStatic(site, 0);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  for (const [lab, how] of Object.entries(LABS)) {
    if (only.length && !only.includes(lab)) continue;
    for (const [size, viewport] of Object.entries(SIZES)) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await page.goto(server.url + how.path);
      await page.waitForSelector(how.ready);
      await how.show(page);
      // On a phone the selection scrolled to its answer.
      // On a desktop the page goes back to its top, the result column showing the answer's first line.
      if (size === 'desktop' && !how.keepScroll) {
        await page.evaluate((sel) => {
          document.querySelector(sel)?.scrollIntoView({ block: 'end' });
          window.scrollTo(0, 0);
        }, how.answer ?? 'body');
      }
      await page.waitForTimeout(300);
      const file = join(ROOT, 'docs', `screenshot-${lab}${size === 'phone' ? '-phone' : ''}.png`);
      await page.screenshot({ path: file });
      compress(file);
      console.log(`${file.slice(ROOT.length)}: ${Math.round(statSync(file).size / 1024)} KB`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
