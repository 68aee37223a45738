// The docs tools' integrations (integrations/): a small Hugo site built with
// Debian's hugo using the shortcode, and a page rendering the React (MDX)
// component with React from npm — each shows the preset and sizes itself.
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '../../scripts/static-server.mjs';
import { useBrowser, saveScreenshot } from './harness.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
const env = useBrowser();
const servers = [];
after(() => Promise.all(servers.map((s) => s.close())));

async function open(url) {
  const context = await env.browser.newContext({ viewport: { width: 960, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.goto(url);
  return { page, context, check: () => assert.deepEqual(problems, [], problems.join('\n')) };
}

/** Waits until the frame's box equals its content's height (within a pixel). */
async function waitSized(page, selector) {
  const frame = await (await page.waitForSelector(selector)).contentFrame();
  let content = 0;
  let outer = -10;
  for (let i = 0; i < 50 && Math.abs(content - outer) > 1; i++) {
    await page.waitForTimeout(100);
    content = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    outer = await page.$eval(selector, (f) => f.clientHeight);
  }
  const style = await page.$eval(selector, (f) => f.style.height + ' ' + f.getAttribute('loading'));
  assert.ok(Math.abs(content - outer) <= 1, `${selector}: frame ${outer}px, content ${content}px (style ${style})`);
}

test('Hugo: a site built with the shortcode shows the preset, read-only, sized to its content', async () => {
  const site = mkdtempSync(join(tmpdir(), 'pp-hugo-'));
  mkdirSync(join(site, 'content'));
  mkdirSync(join(site, 'layouts/_default'), { recursive: true });
  writeFileSync(join(site, 'hugo.toml'), `baseURL = "http://example.org/"\ntitle = "Docs"\n` +
    `disableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n[params.placementPlayground]\nurl = "${env.server.url}"\n`);
  const layout = '<!doctype html><html lang="en"><head><title>{{ .Title }}</title><link rel="icon" href="data:,"></head><body><h1>{{ .Title }}</h1>{{ .Content }}</body></html>';
  writeFileSync(join(site, 'layouts/_default/single.html'), layout);
  writeFileSync(join(site, 'layouts/_default/list.html'), layout);
  writeFileSync(join(site, 'content/scheduling.md'), '---\ntitle: Scheduling\n---\n\nThe balance score, tried:\n\n' +
    '{{< placement-playground lab="balance" preset="docs-balance" >}}\n\nAnd a rollout:\n\n' +
    '{{< placement-playground lab="rollout" preset="storm-5" view="split" >}}\n');
  execFileSync('hugo', ['--quiet', '--themesDir', join(ROOT, 'integrations'), '--theme', 'hugo', '-d', join(site, 'public')], { cwd: site });
  const html = readFileSync(join(site, 'public/scheduling/index.html'), 'utf8');
  assert.equal(html.match(/embed\.js/g).length, 1, 'embed.js is included once per page');
  const server = await serveStatic(join(site, 'public'), 0);
  servers.push(server);
  const { page, context, check } = await open(`${server.url}/scheduling/`);
  const frames = page.locator('iframe.placement-playground');
  assert.equal(await frames.count(), 2);
  const balance = page.frameLocator('iframe.placement-playground >> nth=0');
  await balance.locator('#winner').waitFor();
  assert.match(await balance.locator('#example-caption').textContent(), /Docs: balance score example/);
  assert.equal(await balance.locator('main.lab.read-only.view-result').count(), 1);
  const rollout = page.frameLocator('iframe.placement-playground >> nth=1');
  await rollout.locator('#round-label').waitFor();
  assert.equal(await rollout.locator('main.lab.view-split').count(), 1);
  await page.evaluate(() => document.querySelectorAll('iframe').forEach((f, i) => (f.id = `frame-${i}`)));
  await waitSized(page, '#frame-0');
  // The second frame is lazy and below the fold, never scrolled to: sized all the same.
  await waitSized(page, '#frame-1');
  await saveScreenshot(page, 'hugo-shortcode', { fullPage: true });
  check();
  await context.close();
});

test('Hugo: a bad shortcode parameter stops the build with a message naming it', () => {
  const site = mkdtempSync(join(tmpdir(), 'pp-hugo-bad-'));
  mkdirSync(join(site, 'content'));
  writeFileSync(join(site, 'hugo.toml'), `baseURL = "http://example.org/"\n[params.placementPlayground]\nurl = "${env.server.url}"\n`);
  writeFileSync(join(site, 'content/bad.md'), '---\ntitle: Bad\n---\n\n{{< placement-playground lab="balance" view="full" >}}\n');
  const run = () => execFileSync('hugo', ['--themesDir', join(ROOT, 'integrations'), '--theme', 'hugo'], { cwd: site, stdio: 'pipe' });
  assert.throws(run, (e) => /view must be "result" or "split" \(got "full"\)/.test(`${e.stdout}${e.stderr}`));
});

test('React (Docusaurus/MDX): the component shows the preset, sized to its content; a bad prop is a message', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pp-react-'));
  copyFileSync(join(ROOT, 'node_modules/react/umd/react.production.min.js'), join(dir, 'react.js'));
  copyFileSync(join(ROOT, 'node_modules/react-dom/umd/react-dom.production.min.js'), join(dir, 'react-dom.js'));
  copyFileSync(join(ROOT, 'integrations/docusaurus/PlacementPlayground.js'), join(dir, 'PlacementPlayground.js'));
  // The UMD build as the module `react` the component imports (no bundler).
  writeFileSync(join(dir, 'react-module.js'), 'const React = window.React;\nexport default React;\n' +
    'export const { useEffect, useRef, useState, createElement } = React;\n');
  writeFileSync(join(dir, 'index.html'), `<!doctype html><link rel="icon" href="data:,">
    <script src="react.js"></script><script src="react-dom.js"></script>
    <script type="importmap">{ "imports": { "react": "./react-module.js" } }</script>
    <h1>Fleet docs</h1><div id="root"></div><div id="bad"></div>
    <script type="module">
      import PlacementPlayground from './PlacementPlayground.js';
      const h = React.createElement;
      ReactDOM.createRoot(document.getElementById('root')).render(
        h(PlacementPlayground, { lab: 'rollout', preset: 'storm-drift', base: '${env.server.url}/' }));
      ReactDOM.createRoot(document.getElementById('bad')).render(
        h(PlacementPlayground, { lab: 'rollout', preset: 'storm-5', colour: 'red', base: '${env.server.url}/' }));
    </script>`);
  const server = await serveStatic(dir, 0);
  servers.push(server);
  const { page, context, check } = await open(`${server.url}/`);
  const frame = page.frameLocator('#root iframe');
  await frame.locator('#round-label').waitFor();
  assert.match(await frame.locator('#example-caption').textContent(), /The storm, but 5 drifted/);
  assert.equal(await frame.locator('main.lab.read-only.view-result').count(), 1);
  await page.evaluate(() => (document.querySelector('#root iframe').id = 'react-frame'));
  await waitSized(page, '#react-frame');
  assert.match(await page.textContent('#bad [role="alert"]'), /PlacementPlayground: unknown prop "colour"/);
  await saveScreenshot(page, 'react-component', { fullPage: true });
  check();
  await context.close();
});
