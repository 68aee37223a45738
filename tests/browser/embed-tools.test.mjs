// Embedding tools (issue #12): embed.js sizes plain iframes, every mount()
// option takes effect (unknown ones throw), "Embed this" writes the snippets
// in a keyboard-usable dialog.
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '../../scripts/static-server.mjs';
import { openPage, useBrowser, saveScreenshot } from './harness.mjs';

const env = useBrowser();
const docs = {};
after(() => docs.server?.close());

/** A docs site on another origin, serving `pages` ({ name: html }). */
async function docsSite(pages) {
  const dir = mkdtempSync(join(tmpdir(), 'pp-docs-'));
  for (const [name, html] of Object.entries(pages)) writeFileSync(join(dir, name), `<!doctype html><link rel="icon" href="data:,">${html}`);
  await docs.server?.close();
  docs.server = await serveStatic(dir, 0);
  return docs.server;
}

async function openDocs(path) {
  const context = await env.browser.newContext({ viewport: { width: 1000, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.goto(path);
  return { page, context, check: () => assert.deepEqual(problems, [], problems.join('\n')) };
}

/** The frame's height and its content's height. */
async function heights(page, selector) {
  const frame = await (await page.$(selector)).contentFrame();
  const content = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
  const outer = await page.$eval(selector, (f) => f.clientHeight); // inside the frame's border
  return { content, outer };
}

test('a plain iframe with embed.js ends at its content height; without embed.js it keeps its own', async () => {
  const base = env.server.url;
  const site = await docsSite({
    'index.html': `<h1>Docs</h1>
      <iframe id="a" src="${base}/?embed=1&lab=balance&preset=docs-example&readonly=1" width="100%" height="300"></iframe>
      <iframe id="b" src="${base}/?embed=1&lab=rollout&preset=pct10-50&readonly=1" width="100%" height="2000"></iframe>
      <iframe id="c" data-fixed-height src="${base}/?embed=1&lab=balance&readonly=1" width="100%" height="400"></iframe>
      <script src="${base}/embed.js" async></script><script src="${base}/embed.js" async></script>`,
    'plain.html': `<iframe id="a" src="${base}/?embed=1&lab=balance&readonly=1" width="100%" height="500"></iframe>`,
  });
  const { page, context, check } = await openDocs(`${site.url}/`);
  await page.frameLocator('#a').locator('#winner').waitFor();
  await page.frameLocator('#b').locator('#round-label').waitFor();
  for (const id of ['#a', '#b']) {
    let { content, outer } = await heights(page, id);
    for (let i = 0; i < 20 && Math.abs(content - outer) > 1; i++) {
      await page.waitForTimeout(100);
      ({ content, outer } = await heights(page, id));
    }
    assert.ok(Math.abs(content - outer) <= 1, `${id}: frame ${outer}px, content ${content}px`);
  }
  assert.ok((await heights(page, '#a')).outer > 300, 'the short frame grew');
  assert.ok((await heights(page, '#b')).outer < 2000, 'the tall frame shrank');
  assert.equal((await heights(page, '#c')).outer, 400, 'data-fixed-height keeps its height');
  await saveScreenshot(page, 'embed-js-docs-page', { fullPage: true });
  check();
  await context.close();

  const plain = await openDocs(`${site.url}/plain.html`);
  await plain.page.frameLocator('#a').locator('#winner').waitFor();
  assert.equal((await heights(plain.page, '#a')).outer, 500, 'without embed.js the frame keeps its height and scrolls inside');
  plain.check();
  await plain.context.close();
});

test('every mount() option takes effect; unknown options and bad values throw, naming them', async () => {
  const site = await docsSite({
    'host.html': `<div id="here" style="max-width: 900px"></div><div id="there"></div>
      <script type="module">
        import { mount } from '${env.server.url}/mount.js';
        window.mountIn = (id, opts) => mount(document.getElementById(id), opts).then((lab) => (window[id] = lab, 'mounted'), (e) => 'refused: ' + e.message);
      </script>`,
  });
  const { page, context, check } = await openDocs(`${site.url}/host.html`);
  await page.waitForFunction(() => typeof window.mountIn === 'function');
  const mountIn = (id, opts) => page.evaluate(([i, o]) => window.mountIn(i, o), [id, opts]);
  // Refusals name the option.
  assert.match(await mountIn('here', { lab: 'balance', colour: 'red' }), /refused: mount: unknown option "colour" \(the options are lab, preset, scenario/);
  assert.match(await mountIn('here', { view: 'full' }), /view must be one of result, split \(got "full"\)/);
  assert.match(await mountIn('here', { lang: 'de' }), /lang must be one of en, ja, uk \(got "de"\)/);
  assert.match(await mountIn('here', { height: -5 }), /height must be 'auto' or a number of pixels above 0 \(got -5\)/);
  assert.match(await mountIn('here', { preset: 'Bad Id' }), /preset must be a preset id/);
  assert.match(await mountIn('here', { lab: 'balance', preset: 'nope' }), /There is no preset "nope" in the Longhorn balance score lab/);
  assert.match(await mountIn('here', { preset: 'stale', scenario: '#/capacity?s=abc' }), /preset "stale" and scenario both say what to show/);
  assert.equal(await page.locator('iframe').count(), 0, 'a refusal leaves nothing behind');

  // preset + readOnly + view=split + lang + a fixed height + title.
  assert.equal(await mountIn('here', { lab: 'longhorn', preset: 'docs-space', readOnly: true, view: 'split', lang: 'en', height: 500, title: 'Disk X/Y' }), 'mounted');
  const here = page.frameLocator('#here iframe');
  await here.locator('#placement-map').waitFor();
  assert.match(await here.locator('#example-caption').textContent(), /disk X\/Y space check/);
  assert.equal(await here.locator('main.lab.view-split.read-only').count(), 1);
  assert.equal(await page.$eval('#here iframe', (f) => [f.title, f.style.height].join(' ')), 'Disk X/Y 500px');
  await page.waitForTimeout(500);
  assert.equal(await page.$eval('#here iframe', (f) => f.style.height), '500px', 'a number is a fixed height');
  // destroy(), and the unmount() alias.
  await page.evaluate(() => window.here.destroy());
  assert.equal(await page.locator('#here iframe').count(), 0);

  // An editable balance lab by preset, auto height: setScenario, getScenario, scenariochange.
  assert.equal(await mountIn('there', { lab: 'balance', preset: 'docs-example' }), 'mounted');
  const there = page.frameLocator('#there iframe');
  await there.locator('#winner').waitFor();
  assert.equal(await there.locator('main.lab.view-split').count(), 1, 'editable → split by default');
  await page.evaluate(() => {
    window.changes = [];
    window.there.addEventListener('scenariochange', (e) => window.changes.push(e.detail.scenario));
  });
  await there.locator('#disk-0-1-usable').fill('1500');
  await page.waitForFunction(() => window.changes.some((s) => s.state.nodes[0].disks[1].usable === '1500 GiB'));
  const edited = await page.evaluate(() => window.there.getScenario());
  edited.state.nodes[0].disks[0].usable = '2500 GiB';
  await page.evaluate((doc) => window.there.setScenario(doc), edited);
  await there.locator('#disk-0-0-usable').waitFor();
  await page.waitForFunction(() => document.querySelector('#there iframe').contentWindow !== null);
  assert.equal(await there.locator('#disk-0-0-usable').inputValue(), '2500');
  const wrongLab = await page.evaluate(() => window.there.setScenario({ ...{ apiVersion: 'placement-playground/v1', kind: 'Scenario', version: 2, lab: 'rollout', state: {} } }).then(() => 'set', (e) => e.message));
  assert.match(wrongLab, /the scenario is for the rollout lab, this frame shows the balance lab/);
  assert.ok((await page.$eval('#there iframe', (f) => f.getBoundingClientRect().height)) > 700, 'auto height follows the lab');
  await page.evaluate(() => window.there.unmount());
  assert.equal(await page.locator('iframe').count(), 0);
  check();
  await context.close();
});

test('"Embed this" writes the four snippets for the preset, or a link once edited, in a keyboard-usable dialog', async () => {
  const { page, context, check } = await openPage(env, '/#/longhorn');
  await page.waitForSelector('#placement-map');
  await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  await page.click('#scenario-embed');
  await page.waitForSelector('#embed-dialog[open]');
  assert.equal(await page.getAttribute('#embed-dialog', 'aria-labelledby'), 'embed-dialog-title');
  const iframe = await page.inputValue('#embed-iframe');
  assert.match(iframe, /\?embed=1&lab=longhorn&preset=three-zones&readonly=1" title="Placement Playground: Longhorn replica scheduling"/);
  assert.match(iframe, /<script src="http:\/\/127\.0\.0\.1:\d+\/embed\.js" async><\/script>/);
  // Shift+Tab from the first control wraps to the last.
  await page.focus('#embed-close');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'embed-mdx-copy');
  assert.match(await page.inputValue('#embed-mount'), /mount\(document\.getElementById\('placement-example'\), \{ lab: 'longhorn', preset: 'three-zones', readOnly: true \}\)/);
  assert.equal(await page.inputValue('#embed-hugo'), '{{< placement-playground lab="longhorn" preset="three-zones" >}}');
  assert.equal(await page.inputValue('#embed-mdx'), '<PlacementPlayground lab="longhorn" preset="three-zones" />');
  // Editable: the snippets change with the choice.
  await page.uncheck('#embed-read-only');
  assert.equal(await page.inputValue('#embed-mdx'), '<PlacementPlayground lab="longhorn" preset="three-zones" readOnly={false} />');
  await saveScreenshot(page, 'embed-dialog');
  // Focus stays in the dialog; Escape closes it and focus returns to the button.
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => document.getElementById('embed-dialog').contains(document.activeElement)), `Tab ${i + 1} left the dialog`);
  }
  await page.keyboard.press('Escape');
  await page.waitForSelector('#embed-dialog', { state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'scenario-embed');
  // After an edit the scenario is no preset: a compact link.
  await page.click('#tab-settings');
  await page.fill('#setting-storage-minimal-available-percentage', '10');
  await page.click('#scenario-embed');
  await page.waitForSelector('#embed-dialog[open]');
  assert.match(await page.inputValue('#embed-hugo'), /^\{\{< placement-playground lab="longhorn" scenario="#\/longhorn\?s=[A-Za-z0-9_-]+" >\}\}$/);
  const src = (await page.inputValue('#embed-iframe')).match(/src="([^"]+)"/)[1];
  await page.click('#embed-close');
  // The written address shows that scenario.
  const embed = await context.newPage();
  await embed.goto(src);
  await embed.waitForSelector('#placement-map');
  await embed.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  assert.equal(await embed.locator('main.lab.read-only.view-result').count(), 1);
  check();
  await context.close();
});
