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
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { serveStatic } from '../../scripts/static-server.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
export const SCREENSHOTS = join(ROOT, 'tests/screenshots');

/**
 * How much of a page the tests' screenshots keep (`SHOTS` in the environment): `viewport`
 * (the default: what the window shows, where the answer must be), `full` (the whole page, as
 * long as it is) or `none`. No test asserts on a screenshot; they are for a person to look at.
 * A whole page costs Chromium a layout and a raster at its full height: measured on the 2-core
 * machine, the Longhorn and rollout files took 49.7 s with whole pages, 34.2 s with the
 * window's, 30.2 s with none (96, 55 and 49 CPU-seconds).
 */
const SHOTS = process.env.SHOTS ?? 'viewport';
if (!['viewport', 'full', 'none'].includes(SHOTS)) throw new Error(`SHOTS=${SHOTS}: use viewport, full or none`);

/**
 * Saves a screenshot of `target` (a page or a locator) as tests/screenshots/`name`.png, as
 * `SHOTS` says; `fullPage` asks for the whole page when `SHOTS=full`. A locator is still waited
 * for (visible) when nothing is saved, as its screenshot would have.
 */
export async function saveScreenshot(target, name, { fullPage = false, ...options } = {}) {
  const isPage = typeof target.goto === 'function';
  if (SHOTS === 'none') {
    if (!isPage) await target.waitFor({ state: 'visible', timeout: options.timeout });
    return;
  }
  const whole = isPage ? { fullPage: fullPage && SHOTS === 'full' } : {};
  await target.screenshot({ path: join(SCREENSHOTS, `${name}.png`), ...whole, ...options });
}

/**
 * Chromium's new headless mode is the whole browser: beside the pages it also runs the browser's
 * own omnibox popup (a "WebUI Top Renderer" with the search and compose boxes). A trace of one
 * Longhorn lab load showed it taking 0.7–1.1 CPU-seconds on the 2-core machine, more than the
 * lab's own renderer (0.4–0.5 s); over six loads, switching it off took the traced CPU time from
 * 12.8–13.2 s to 10.0–10.1 s. It is the browser's interface, not the page under test.
 */
const NOT_UNDER_TEST = ['WebUIOmniboxPopup', 'PreloadTopChromeWebUI'];

/**
 * The features Playwright itself switches off. Chromium keeps only the last `--disable-features`
 * it is given, and Playwright does not merge a caller's with its own, so ours repeats its list
 * (read from the installed Playwright, so an upgrade that changes the list carries over).
 */
function playwrightDisabledFeatures() {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib/coreBundle.js'), 'utf8');
  const list = bundle.match(/disabledFeatures = \[([^\]]*)\]/);
  if (!list) throw new Error("playwright-core's disabledFeatures list was not found: see tests/browser/harness.mjs");
  return [...list[1].matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1]);
}

export const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  `--disable-features=${[...NOT_UNDER_TEST, ...playwrightDisabledFeatures()].join(',')}`,
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
 * The only console and page problems a test may take back: each one a test causes on purpose (it
 * refuses to serve a file to see the page say so), each the exact text the browser or the page
 * writes, with why it is expected. Nothing is filtered by a pattern: a wasm panic or any other
 * error in the same test still fails it. Take them back with [`takeExpectedProblems`].
 */
export const EXPECTED_PROBLEMS = {
  'refused-file': {
    text: 'Failed to load resource: the server responded with a status of 404 (Not Found)',
    why: 'Chromium logs every response with status 404; the test answered a request for a chunk, a job runner or a bundle with one',
  },
  'refused-wasm': {
    text: "TypeError: Failed to execute 'compile' on 'WebAssembly': HTTP status code is not ok",
    why: "WebAssembly's refusal of a 404 response, logged by wasm-split-cli's chunk loader (split_wasm.js, wrapAsyncCb) for a refused chunk, in the page or in its worker, before the page says it in its own words",
  },
  'refused-bundle': {
    text: "Error: failed to fetch Wasm: 404 Not Found fetching '{origin}/{file}'",
    why: "wasm-bindgen's start of a lab whose wasm (`{file}`) was refused, logged by web/boot.js after it shows the page's load error",
  },
};

/**
 * A problem's text without the "console error on URL: " or "page error on URL: " before it and
 * without the stack after it (its lines and columns are the minifier's).
 */
const problemText = (problem) => problem.replace(/^(console|page) error on \S*: /, '').split(/\n\s+at /)[0];

/**
 * Takes back from `env.problems` the expected problems named (keys of [`EXPECTED_PROBLEMS`]; a
 * text with `{file}` is named with it: `['refused-bundle', 'gallery_bg.wasm']`): each must have
 * happened (a test that refuses a file and sees no refusal is wrong too), and every other problem
 * stays, so the test still fails on it.
 */
export function takeExpectedProblems(env, names) {
  const problems = env.problems.splice(0);
  const texts = names.map((named) => {
    const [name, file = ''] = [named].flat();
    assert.ok(EXPECTED_PROBLEMS[name], `no expected problem named ${name}`);
    return EXPECTED_PROBLEMS[name].text.replace('{origin}', env.server.url).replace('{file}', file);
  });
  for (const [i, text] of texts.entries()) {
    assert.ok(problems.some((p) => problemText(p) === text), `the expected problem ${names[i]} did not happen: ${problems.join('\n')}`);
  }
  const others = problems.filter((p) => !texts.includes(problemText(p)));
  assert.deepEqual(others, [], others.join('\n'));
}

/** Holds back the response of the file whose path ends with `suffix`; returns its release. */
export async function holdBack(page, suffix) {
  let release;
  const released = new Promise((resolve) => { release = resolve; });
  await page.route((url) => url.pathname.endsWith(suffix), async (route) => {
    await released;
    await route.continue();
  });
  return release;
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
    screenshot: (name) => saveScreenshot(page, name, { fullPage: true }),
  };
}

/**
 * For the responsiveness benchmark (benches/responsiveness.browser-bench.mjs; the tests assert
 * behaviour, not time): starts measuring how late the page's main thread runs a 10 ms timer: the
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
 * Records every job the pages of `context` hand to a Web Worker (call before they load):
 * the job's kind, and the answer with the worker's own identity — web/worker.js answers
 * with `scope`, the constructor name of its global scope (`DedicatedWorkerGlobalScope` in a
 * worker; a job run on the page could not answer through a Worker at all). Read with
 * [`workerJobs`].
 */
export async function recordWorkerJobs(context) {
  await context.addInitScript(() => {
    const jobs = [];
    window.__workerJobs = jobs;
    const Native = window.Worker;
    window.Worker = class extends Native {
      constructor(...args) {
        super(...args);
        this.__url = String(args[0]);
        this.addEventListener('message', ({ data }) => {
          const job = jobs.findLast((j) => j.worker === this && !('answered' in j));
          if (job && ('result' in data || 'error' in data)) {
            job.answered = 'result' in data ? 'result' : 'error';
            job.scope = data.scope;
            job.result = data.result;
          }
        });
      }
      postMessage(message, ...rest) {
        // The bundle that runs it: worker.js?bundle=<lab>, or the import bundle.
        const bundle = new URL(this.__url, location.href).searchParams.get('bundle');
        if (message?.kind) jobs.push({ worker: this, kind: message.kind, bundle });
        return super.postMessage(message, ...rest);
      }
    };
  });
}

/**
 * The answered jobs of `kind` recorded by [`recordWorkerJobs`] (run by `bundle`'s worker when
 * given): `{ scope, answered, shape }`,
 * `shape` naming what the result holds — the length of each array and the value of each number,
 * at its top level and one level down (`clusters: 10000`, `withTracking.totalAttempts: 12`).
 */
export async function workerJobs(page, kind, bundle = null) {
  return page.evaluate(([kind, bundle]) => {
    const shapeOf = (value, prefix = '', depth = 0, into = {}) => {
      for (const [key, v] of Object.entries(value ?? {})) {
        if (Array.isArray(v)) into[prefix + key] = v.length;
        else if (typeof v === 'number') into[prefix + key] = v;
        else if (v && typeof v === 'object' && depth === 0) shapeOf(v, `${key}.`, 1, into);
      }
      return into;
    };
    return window.__workerJobs.filter((j) => j.kind === kind && j.answered && (bundle === null || j.bundle === bundle))
      .map((j) => ({ scope: j.scope, answered: j.answered, shape: j.result === undefined ? {} : shapeOf(JSON.parse(j.result)) }));
  }, [kind, bundle]);
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
