// Dark mode (issue #39): the page follows the system's prefers-color-scheme, a header menu
// (light / dark / follow the system) overrides it and is remembered, the kept choice is on the
// page before its first paint, and every lab in the dark has no serious or critical axe
// violation (colour contrast included) — nor in the light with the menu's choice.
import test from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useBrowser, saveScreenshot } from './harness.mjs';
import { describe as describeViolations, runAxe } from './axe.mjs';

const env = useBrowser();

/** What each lab shows when it has loaded. */
const READY = {
  longhorn: '#placement-map',
  balance: '#winner',
  capacity: '#capacity-answer, .pod-view .notice',
  rollout: '#rollout-grid',
  gallery: '.gallery-card',
};

/** The relative luminance (WCAG) of a computed `rgb(…)` colour. */
function luminance(rgb) {
  const [r, g, b] = rgb.match(/[\d.]+/g).slice(0, 3).map((c) => {
    const s = Number(c) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const background = (page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function open(lab, options = {}) {
  const context = await env.browser.newContext({ bypassCSP: true, viewport: { width: 1440, height: 900 }, ...options });
  const page = await context.newPage();
  await page.goto(`${env.server.url}/#/${lab}`);
  await page.waitForSelector(READY[lab]);
  return { context, page };
}

test('a system in dark mode gets a dark page, its pictures drawn in the dark palette', async () => {
  const { context, page } = await open('longhorn', { colorScheme: 'dark' });
  assert.ok(luminance(await background(page)) < 0.05, `body background ${await background(page)}`);
  const ink = await page.evaluate(() => getComputedStyle(document.body).color);
  assert.ok(luminance(ink) > 0.6, `text colour ${ink}`);
  await saveScreenshot(page, 'dark-longhorn');
  await context.close();
  const light = await open('longhorn', { colorScheme: 'light' });
  assert.ok(luminance(await background(light.page)) > 0.8, 'a light system keeps the light page');
  await light.context.close();
});

test('the header menu, by keyboard, chooses dark over a light system; it is labelled, kept and on the page before the first paint', async () => {
  const { context, page } = await open('balance', { colorScheme: 'light' });
  const menu = page.getByRole('combobox', { name: 'Colour scheme' });
  assert.equal(await menu.inputValue(), 'system');
  await menu.focus();
  await page.keyboard.press('ArrowDown'); // light
  await page.keyboard.press('ArrowDown'); // dark
  assert.equal(await menu.inputValue(), 'dark');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.equal(await page.evaluate(() => localStorage.getItem('placement-playground:theme')), 'dark');
  assert.ok(luminance(await background(page)) < 0.05);

  // On the next load, index.html's inline script sets the scheme before anything is drawn:
  // the attribute is there as the body is parsed, before the wasm has run.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.__themeAtParse = document.documentElement.dataset.theme;
    });
  });
  await page.reload();
  await page.waitForSelector(READY.balance);
  assert.equal(await page.evaluate(() => window.__themeAtParse), 'dark');
  assert.equal(await page.getByRole('combobox', { name: 'Colour scheme' }).inputValue(), 'dark');

  // "Follow the system" forgets the choice: the light system's page again.
  await page.getByRole('combobox', { name: 'Colour scheme' }).selectOption('system');
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-theme')), false);
  assert.ok(luminance(await background(page)) > 0.8);
  await context.close();
});

test('the menu is labelled in Japanese and Ukrainian from the catalogs', async () => {
  for (const [lang, label] of [['ja', '配色'], ['uk', 'Колірна схема']]) {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/?lang=${lang}#/balance`);
    await page.getByRole('combobox', { name: label }).waitFor();
    await context.close();
  }
});

for (const lab of Object.keys(READY)) {
  test(`axe in dark mode: ${lab} has no serious or critical violation (colour contrast included)`, async () => {
    const { context, page } = await open(lab, { colorScheme: 'dark' });
    const { blocking } = await runAxe(page);
    assert.equal(blocking.length, 0, describeViolations(blocking));
    await context.close();
  });
}
