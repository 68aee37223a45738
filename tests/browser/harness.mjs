// Shared setup of the browser tests: serve dist/site on a free port, drive
// Debian's /usr/bin/chromium with Playwright, fail on any console error or
// page error, and save screenshots for a person to look at.
//
// "Any console or page error fails the test" holds for every page the browser
// opens — through openPage, browser.newPage, browser.newContext().newPage,
// popups and frames (a page's console carries its frames' messages): each
// page is watched from its creation, and an afterEach hook fails the test
// that produced a problem.
import { after, afterEach, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serveStatic } from '../../scripts/static-server.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
export const SCREENSHOTS = join(ROOT, 'tests/screenshots');

const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** Records console errors and page errors of `page` (once per page) into `problems`. */
function watch(page, problems, watched) {
  if (watched.has(page)) return;
  watched.add(page);
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error on ${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error on ${page.url()}: ${err.message}`));
}

/** Makes every page of `browser` (new contexts, new pages, popups) watched. */
function watchBrowser(browser, problems) {
  const watched = new WeakSet();
  const watchContext = (context) => {
    context.on('page', (page) => watch(page, problems, watched));
    for (const page of context.pages()) watch(page, problems, watched);
    return context;
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => watchContext(await newContext(...args));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    watch(page, problems, watched);
    return page;
  };
}

/**
 * Starts the server (serving `root`, default dist/site) and the browser for
 * this test file; returns a getter for both. Every page is watched: a test
 * fails on any console error or page error it produced.
 */
export function useBrowser({ root = join(ROOT, 'dist/site') } = {}) {
  const env = { problems: [] };
  before(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    env.server = await serveStatic(root, 0);
    env.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      // Playwright gives every launch a fresh, empty profile directory of its own.
      args: FLAGS,
    });
    watchBrowser(env.browser, env.problems);
  });
  afterEach(() => {
    const problems = env.problems.splice(0);
    assert.deepEqual(problems, [], problems.join('\n'));
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/**
 * Opens `path` in a fresh context (empty local storage) and waits for the app.
 * Console errors and page errors are collected; `check()` asserts there were none.
 */
export async function openPage(env, path = '/', { width = 1280, height = 900, context: existing } = {}) {
  const context = existing ?? (await env.browser.newContext({ viewport: { width, height } }));
  const page = await context.newPage();
  await page.goto(env.server.url + path);
  await page.waitForSelector('.site-header');
  return {
    page,
    context,
    /** Asserts no console or page error so far (the afterEach hook checks again at the end). */
    check: () => assert.deepEqual(env.problems, [], env.problems.join('\n')),
    screenshot: (name) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true }),
  };
}

/**
 * The longest main-thread task a page may run while its worker computes: the
 * jobs take seconds, so on the main thread they would show as gaps of seconds;
 * the margin absorbs a loaded machine's scheduling.
 */
export const LONGEST_TASK_MS = 750;

/**
 * Starts measuring how late the page's main thread runs a 10 ms timer: the
 * longest gap between two ticks is the longest task the page ran meanwhile
 * (a job on the main thread shows as a gap as long as the job). With
 * `until` (`untilGone`), measuring stops by itself when that selector appears
 * (disappears): right after the render that showed the result, before the
 * probe's next tick, so drawing the result is not counted.
 */
export async function startLatencyProbe(page, { until = null, untilGone = null } = {}) {
  await page.evaluate(({ until, untilGone }) => {
    const probe = { worst: 0, ticks: 0, start: performance.now(), end: null };
    probe.stop = () => {
      if (probe.end === null) probe.end = performance.now();
    };
    window.__latencyProbe = probe;
    let last = performance.now();
    const tick = () => {
      if (probe.end !== null) return;
      const now = performance.now();
      probe.worst = Math.max(probe.worst, now - last);
      probe.ticks += 1;
      last = now;
      setTimeout(tick, 10);
    };
    setTimeout(tick, 10);
    if (until || untilGone) {
      new MutationObserver((_, observer) => {
        if ((until && document.querySelector(until)) || (untilGone && !document.querySelector(untilGone))) {
          probe.stop();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    }
  }, { until, untilGone });
}

/** Stops the probe: `{ worst, ticks, elapsed }` in milliseconds. */
export async function stopLatencyProbe(page) {
  return page.evaluate(() => {
    const probe = window.__latencyProbe;
    probe.stop();
    return { worst: probe.worst, ticks: probe.ticks, elapsed: probe.end - probe.start };
  });
}

/**
 * Delays every message the page's workers post by `ms`: the job runs at full
 * speed, its answer arrives late (so a test can act while an answer is due).
 */
export async function slowWorkerAnswers(target, ms) {
  await target.route((url) => url.pathname.endsWith('/worker.js'), async (route) => {
    const response = await route.fetch();
    const shim = `const post = self.postMessage.bind(self);\nself.postMessage = (m, t) => setTimeout(() => post(m, t), ${ms});\n`;
    await route.fulfill({ response, body: shim + (await response.text()) });
  });
}

/// Waits until a lab's autosave (localStorage `placement-playground.<lab>.v2`)
/// holds `text`: the save runs after the render, so a reload right after an
/// edit could read the older draft.
export async function waitForAutosave(page, lab, text) {
  await page.waitForFunction(([key, t]) => (localStorage.getItem(key) ?? '').includes(t),
    [`placement-playground.${lab}.v2`, text]);
}

/**
 * Drops a file named `name` holding `content` on `selector`, as a user dragging it there
 * (dragover, then drop). Returns the transfer, to drop the same file again.
 */
export async function dropFile(page, selector, content, name) {
  const transfer = await page.evaluateHandle(([text, fileName]) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], fileName, { type: 'application/yaml' }));
    return dt;
  }, [content, name]);
  await page.dispatchEvent(selector, 'dragover', { dataTransfer: transfer });
  await page.dispatchEvent(selector, 'drop', { dataTransfer: transfer });
  return transfer;
}
