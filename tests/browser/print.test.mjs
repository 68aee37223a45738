// Printing (issue #39): a lab prints its answer, its picture and the why — not the header, the
// banners, the buttons or the editor — and a 3-node Longhorn preset fits on one A4 page.
import test from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useBrowser, saveScreenshot } from './harness.mjs';

const env = useBrowser();

/** The pages of a PDF Chromium wrote: its page objects (`/Type /Page`, not `/Pages`). */
const pageCount = (pdf) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;

async function openPrinted(path, ready) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${env.server.url}/${path}`);
  await page.waitForSelector(ready);
  return { context, page };
}

test('print media hides the header, the editor and every control, and shows the answer, the picture and the why', async () => {
  const { context, page } = await openPrinted('#/longhorn?preset=tag-mismatch', '#placement-map');
  await page.click('.why-button >> nth=0');
  await page.waitForSelector('#why-panel h2');
  // On screen, all of them are there.
  for (const selector of ['.site-header', '.edit-pane', '#lab-result']) assert.ok(await page.isVisible(selector), selector);
  await page.emulateMedia({ media: 'print' });
  for (const selector of ['.site-header', '.edit-pane', '.site-footer']) {
    assert.equal(await page.isVisible(selector), false, `${selector} is printed`);
  }
  // No control is printed; the only buttons left are the answer's own words (a replica's name in
  // the list, its chip on the map), printed as text.
  const shown = await page.$$eval('button, select, input, textarea', (all) =>
    all.filter((b) => b.checkVisibility()).map((b) => `${b.tagName} ${b.className}`));
  assert.ok(shown.length > 0 && shown.every((b) => /^BUTTON (why-button|chip)\b/.test(b)), shown.join('\n'));
  assert.equal(await page.isVisible('#preset'), false, 'the preset picker is printed');
  for (const selector of ['#lab-result', '#placement-map', '#why-panel']) assert.ok(await page.isVisible(selector), `${selector} is not printed`);
  await page.setViewportSize({ width: 794, height: 1123 }); // an A4 page's width at 96 dpi
  await saveScreenshot(page, 'print-longhorn', { fullPage: true });
  // On paper the page is light even when the screen is dark.
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.equal(background, 'rgb(255, 255, 255)');
  await context.close();
});

test('a 3-node Longhorn preset prints on one page', async () => {
  const { context, page } = await openPrinted('#/longhorn?preset=tag-mismatch', '#placement-map');
  const map = await page.locator('#placement-map').textContent();
  assert.ok(map.includes('node-3') && !map.includes('node-4'), 'the preset has three nodes');
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  assert.equal(pageCount(pdf), 1, 'pages in the PDF');
  await context.close();
});
