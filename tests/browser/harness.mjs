// Shared setup of the browser tests: serve dist/site on a free port, drive
// Debian's /usr/bin/chromium with Playwright, fail on any console error or
// page error, and save screenshots for a person to look at.
import { after, before } from 'node:test';
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

/** Starts the server and the browser for this test file; returns a getter for both. */
export function useBrowser() {
  const env = {};
  before(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    env.server = await serveStatic(join(ROOT, 'dist/site'), 0);
    env.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      // Playwright gives every launch a fresh, empty profile directory of its own.
      args: FLAGS,
    });
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
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  await page.goto(env.server.url + path);
  await page.waitForSelector('.site-header');
  return {
    page,
    context,
    check: () => assert.deepEqual(problems, [], problems.join('\n')),
    screenshot: (name) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true }),
  };
}
