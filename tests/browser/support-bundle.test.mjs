// Opening a support bundle in Chromium: dropped on a lab, it is read in the
// worker and summarised per lab; one click opens each lab with its objects;
// the Longhorn version chooses the algorithm; a zip that is not a bundle is
// refused with the lab untouched; Cancel stops a read; a 200 MB bundle, mostly
// logs, picked from the header, is read with the worker's memory staying small.
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPage, slowWorkerAnswers, takeExpectedProblems, useBrowser } from './harness.mjs';
import { zip, bundleFiles, writeBigBundle } from '../support/support-bundle.mjs';

const env = useBrowser();
const VOLUME = 'pvc-3f1c2a9e-8d4b-4f6a-b1c2-7e9d0a5b3c18';

/** Drops `bytes` as the file `name` on the page's main area. */
async function drop(page, bytes, name) {
  const data = Buffer.from(bytes).toString('base64');
  await page.evaluate(([data, name]) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], name, { type: 'application/zip' }));
    const target = document.querySelector('main.lab');
    target.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, [data, name]);
}

test('a bundle dropped on a lab: the summary per lab, then one click opens each lab with its objects', async () => {
  const { page, check, screenshot, context } = await openPage(env, '/#/longhorn');
  await page.waitForSelector('#volume-condition-pg-data');
  await drop(page, zip(bundleFiles('v1.10.2')), 'supportbundle_0f3c9a1e.zip');
  await page.waitForSelector('#bundle-summary');
  const summary = await page.textContent('#bundle-summary');
  assert.match(summary, /Support bundle supportbundle_0f3c9a1e\.zip/);
  assert.match(summary, /The bundle was made by Longhorn \(bundle format 0\.1\.0\)\./);
  assert.match(summary, /The cluster runs Kubernetes v1\.31\.4\+k3s1\./);
  const algorithm = await page.textContent('#bundle-algorithm');
  assert.match(algorithm, /^The most-usable algorithm is used: the bundle's Longhorn is v1\.10\.2,/);
  assert.equal(algorithm.split('v1.10.2').length, 2, `the version is said once: ${algorithm}`);
  assert.equal(await page.inputValue('#bundle-algorithm-select'), 'most-usable');
  assert.match(await page.textContent('#bundle-lab-longhorn'), /The bundle has 3 Longhorn nodes and 1 volume with 3 replicas\./);
  assert.match(await page.textContent('#bundle-lab-capacity'), /The bundle has \d+ Kubernetes nodes?, /);
  assert.match(await page.textContent('#bundle-lab-rollout'), /The bundle has 1 Fleet Bundle and \d+ targeted clusters?; the rollout follows Bundle /);
  assert.match(await page.textContent('#bundle-skipped-entries'), /Logs are not read: no lab uses them\. \(1 entry, /);
  // The lab is untouched until a lab is opened.
  assert.equal(await page.locator('#volume-condition-pg-data').count(), 1);
  await screenshot('support-bundle-summary');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot('support-bundle-summary-narrow');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.click('#bundle-open-longhorn');
  await page.waitForSelector(`#volume-condition-${VOLUME}`);
  assert.equal(await page.locator('#map-node-worker-3').count(), 1);
  await page.click('#tab-settings');
  assert.equal(await page.inputValue('#setting-algorithm'), 'most-usable');

  await drop(page, zip(bundleFiles('v1.10.2')), 'supportbundle_0f3c9a1e.zip');
  await page.waitForSelector('#bundle-open-capacity');
  await page.click('#bundle-open-capacity');
  await page.waitForURL(/#\/capacity/);
  await page.waitForSelector('#import-summary', { state: 'attached' });
  assert.match(await page.textContent('#import-read'), /Pod/);

  await drop(page, zip(bundleFiles('v1.10.2')), 'supportbundle_0f3c9a1e.zip');
  await page.waitForSelector('#bundle-open-rollout');
  await page.click('#bundle-open-rollout');
  await page.waitForURL(/#\/rollout/);
  await page.waitForSelector('#fleet-import-summary', { state: 'attached' });
  check();
  await context.close();
});

test('a chosen algorithm overrides the version\'s when the Longhorn lab opens', async () => {
  const { page, check, context } = await openPage(env, '/#/longhorn');
  await drop(page, zip(bundleFiles('v1.10.2')), 'bundle.zip');
  await page.waitForSelector('#bundle-algorithm-select');
  await page.selectOption('#bundle-algorithm-select', 'balance');
  await page.click('#bundle-open-longhorn');
  await page.waitForSelector(`#volume-condition-${VOLUME}`);
  await page.click('#tab-settings');
  assert.equal(await page.inputValue('#setting-algorithm'), 'balance');
  check();
  await context.close();
});

// Issue 37: the bundle's current-longhorn-version is a release the lab models, so the Longhorn
// lab opens at that release, and its import summary says which release and why.
test('a v1.11.1 bundle opens the Longhorn lab at release v1.11.1, the summary saying why', async () => {
  const { page, check, context } = await openPage(env, '/#/longhorn');
  await page.waitForSelector('#volume-condition-pg-data');
  await drop(page, zip(bundleFiles('v1.11.1')), 'bundle.zip');
  await page.waitForSelector('#bundle-open-longhorn');
  await page.click('#bundle-open-longhorn');
  await page.waitForSelector(`#volume-condition-${VOLUME}`);
  await page.waitForSelector('#import-release', { state: 'attached' });
  assert.equal(
    (await page.textContent('#import-release')).trim(),
    "The cluster records Longhorn v1.11.1 in its current-longhorn-version setting. The scenario follows the scheduler of Longhorn v1.11.1, the cluster's release.",
  );
  await page.click('#tab-settings');
  assert.equal(await page.inputValue('#setting-longhorn-version'), 'v1.11.1');
  assert.equal(await page.inputValue('#setting-algorithm'), 'balance');
  check();
  await context.close();
});

test('a bundle\'s disk sizes show in the best unit, whole: a 367 GiB disk reads 367 GiB, an odd size in GiB, none cut', async () => {
  const GIB = 2 ** 30;
  // A filesystem's sizes are 4 KiB blocks, no round number (issue 39: "37582…" MiB for 367 GiB).
  const available = 300 * GIB + 12_345 * 4096;
  const files = bundleFiles('v1.10.2').map((file) => {
    if (!file.name.endsWith('longhorn.io/v1beta2/nodes.yaml')) return file;
    const list = JSON.parse(file.text);
    const disk = Object.values(list.items.find((n) => n.metadata.name === 'worker-1').status.diskStatus)[0];
    Object.assign(disk, { storageMaximum: 367 * GIB, storageAvailable: available });
    return { ...file, text: JSON.stringify(list, null, 2) };
  });
  const { page, check, context } = await openPage(env, '/#/longhorn');
  await page.waitForSelector('#volume-condition-pg-data');
  await drop(page, zip(files), 'supportbundle_367.zip');
  await page.click('#bundle-open-longhorn');
  await page.waitForSelector(`#volume-condition-${VOLUME}`);
  const fields = await page.$$eval('.disk-amounts .field.amount', (spans) => spans.map((span) => {
    const input = span.querySelector('input');
    return { id: input.id, text: `${input.value} ${span.querySelector('select').value}`, scroll: input.scrollWidth, client: input.clientWidth };
  }));
  assert.ok(fields.length >= 12, `three disks' four sizes: ${JSON.stringify(fields)}`);
  const maximum = fields.filter((f) => f.text === '367 GiB');
  assert.equal(maximum.length, 1, `the 367 GiB disk reads 367 GiB: ${JSON.stringify(fields)}`);
  const own = maximum[0].id.replace(/-maximum$/, '-available');
  const odd = fields.find((f) => f.id === own);
  assert.match(odd.text, /^300\.0470\d* GiB$/, 'an odd size in GiB, exact, not in MiB');
  for (const f of fields) {
    assert.match(f.text, / GiB$/, `${f.id}: every size of a disk in GiB (${f.text})`);
    assert.ok(f.scroll <= f.client, `${f.id} shows its whole value "${f.text}" (scrollWidth ${f.scroll} > clientWidth ${f.client})`);
  }
  check();
  await context.close();
});

test('a zip that is not a support bundle is refused and the lab is untouched', async () => {
  const { page, check, context } = await openPage(env, '/#/longhorn');
  await page.waitForSelector('#volume-condition-pg-data');
  await drop(page, zip([{ name: 'README.md', text: '# hello\n' }]), 'photos.zip');
  await page.waitForSelector('#bundle-error');
  assert.equal(
    await page.textContent('#bundle-error span'),
    'The support bundle photos.zip could not be opened, and nothing changed. The zip file is not a support bundle: it has neither a metadata.yaml nor a yamls/ folder, which every bundle from Longhorn or support-bundle-kit has.',
  );
  assert.equal(await page.locator('#volume-condition-pg-data').count(), 1);
  check();
  await context.close();
});

test('Cancel stops a read: no summary comes, the lab is untouched', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await slowWorkerAnswers(context, 1500);
  const { page, check } = await openPage(env, '/#/longhorn', { context });
  await page.waitForSelector('#volume-condition-pg-data');
  await drop(page, zip(bundleFiles('v1.11.0')), 'bundle.zip');
  await page.waitForSelector('#bundle-reading');
  assert.match(await page.textContent('#bundle-reading'), /Reading the support bundle bundle\.zip in the background/);
  await page.click('#bundle-cancel');
  assert.equal(await page.locator('#bundle-reading').count(), 0);
  await page.waitForTimeout(2500);
  assert.equal(await page.locator('#bundle-summary').count(), 0);
  assert.equal(await page.locator('#volume-condition-pg-data').count(), 1);
  check();
  await context.close();
});

test('a 200 MB bundle, mostly logs, picked in the header: read with the worker\'s memory small', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'support-bundle-'));
  try {
    const path = join(dir, 'supportbundle_big.zip');
    const size = writeBigBundle(path, bundleFiles('v1.11.0'), 200 << 20);
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Record what the workers answer: the result carries the module's memory size.
    await context.addInitScript(() => {
      const Native = window.Worker;
      window.__workerMemory = [];
      window.Worker = class extends Native {
        constructor(...args) {
          super(...args);
          this.addEventListener('message', ({ data }) => {
            if (data?.memoryBytes !== undefined) window.__workerMemory.push(data.memoryBytes);
          });
        }
      };
    });
    const { page, check } = await openPage(env, '/#/capacity', { context });
    await page.setInputFiles('#support-bundle-open', path);
    await page.waitForSelector('#bundle-summary', { timeout: 60_000 });
    assert.match(await page.textContent('#bundle-skipped-entries'), /Logs are not read: no lab uses them\. \(26 entries/);
    const [memory] = await page.evaluate(() => window.__workerMemory);
    console.log(`# ${(size / 2 ** 20).toFixed(0)} MiB bundle read in the browser with ${(memory / 2 ** 20).toFixed(1)} MiB of wasm memory`);
    assert.ok(memory < 48 << 20, `the worker's memory grew to ${memory} bytes`);
    check();
    await context.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// The panel is its own bundle (support_bundle.js and its wasm), loaded on the first bundle opened:
// a lab's first load does not fetch it (issue #15, session 10).
test('a lab page fetches the support bundle panel only when a bundle is opened', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const fetched = [];
  context.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const { page, check } = await openPage(env, '/#/longhorn', { context });
  await page.waitForSelector('#volume-condition-pg-data');
  await page.waitForLoadState('networkidle');
  const panel = (path) => /\/support_bundle(_bg\.wasm|\.js)$/.test(path);
  assert.deepEqual(fetched.filter(panel), [], 'the panel was fetched before a bundle was opened');
  assert.ok(fetched.some((p) => p.endsWith('/longhorn_bg.wasm')), `the lab's own wasm was fetched: ${fetched.join(' ')}`);
  await drop(page, zip(bundleFiles('v1.10.2')), 'bundle.zip');
  await page.waitForSelector('#bundle-panel #bundle-summary');
  assert.deepEqual(fetched.filter(panel), ['/support_bundle.js', '/support_bundle_bg.wasm']);
  // Yew numbers each app's elements, from 1 in each wasm module: with the page's number, the
  // panel's clicks would run the page's handlers (support_bundle/panel.rs skips it).
  const apps = await page.evaluate(() => [document.body, document.getElementById('bundle-algorithm-select')].map((e) => e.__yew_subtree_id));
  assert.notEqual(apps[1], apps[0], `the page's app and the panel's are both numbered ${apps[0]}`);
  // A second bundle is read by the panel already there.
  await drop(page, zip([{ name: 'README.md', text: '# hello\n' }]), 'photos.zip');
  await page.waitForSelector('#bundle-error');
  assert.equal(await page.locator('#bundle-summary').count(), 0);
  assert.equal(fetched.filter(panel).length, 2);
  check();
  await context.close();
});

test('a panel bundle that cannot be loaded says so in the panel\'s place, in the page\'s language', async () => {
  for (const [path, said] of [
    ['/#/longhorn', /^The support bundle bundle\.zip could not be opened, and nothing changed\. The support bundle reader could not be loaded \(.+\)\.$/],
    ['/?lang=ja#/longhorn', /^サポートバンドル bundle\.zip を開けませんでした。何も変更されていません。 サポートバンドルのリーダーを読み込めませんでした \(.+\)。$/],
  ]) {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route((url) => url.pathname.endsWith('/support_bundle.js'), (route) => route.fulfill({ status: 404, body: 'not found' }));
    const { page } = await openPage(env, path, { context });
    await page.waitForSelector('#volume-condition-pg-data');
    await drop(page, zip(bundleFiles('v1.10.2')), 'bundle.zip');
    const alert = page.locator('#bundle-panel #bundle-load-error[role=alert]');
    await alert.waitFor();
    assert.match(await alert.textContent(), said);
    // Opened again, it tries again and says so once.
    await drop(page, zip(bundleFiles('v1.10.2')), 'bundle.zip');
    await page.waitForTimeout(300);
    assert.equal(await page.locator('#bundle-load-error').count(), 1);
    assert.equal(await page.locator('#volume-condition-pg-data').count(), 1);
    await context.close();
  }
  // The browser reports the refused script (404) on the console: that is the test's doing.
  takeExpectedProblems(env, ['refused-file']);
});

// The panel's bundle chooses the page's language as the page does and fetches the same catalogs.
test('the panel speaks the page\'s language (ja, uk)', async () => {
  for (const [lang, open] of [['ja', / ラボで開く$/], ['uk', /^Відкрити в лабораторії «.+»$/]]) {
    const { page, check, context } = await openPage(env, `/?lang=${lang}#/longhorn`);
    await page.waitForSelector('#volume-condition-pg-data');
    await drop(page, zip(bundleFiles('v1.10.2')), 'bundle.zip');
    await page.waitForSelector('#bundle-summary');
    assert.match(await page.textContent('#bundle-open-longhorn'), open);
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    check();
    await context.close();
  }
});

// Two Yew apps on one page (the page's, the panel's): with the same number, the page ran its own
// handlers for the panel's clicks (closing the summary switched the Longhorn lab to its editor).
test('clicks in the panel run none of the page\'s handlers', async () => {
  const { page, check, context } = await openPage(env, '/#/longhorn');
  await page.waitForSelector('#volume-condition-pg-data');
  await drop(page, zip(bundleFiles('v1.10.2')), 'bundle.zip');
  await page.waitForSelector('#bundle-summary');
  const outside = () => page.evaluate(() => {
    const copy = document.body.cloneNode(true);
    copy.querySelector('#bundle-panel').remove();
    return [copy.innerHTML, location.href, JSON.stringify(localStorage)];
  });
  const before = await outside();
  await page.selectOption('#bundle-algorithm-select', 'balance');
  await page.click('#bundle-skipped-entries summary');
  await page.click('#bundle-summary .bundle-head button');
  await page.waitForSelector('#bundle-summary', { state: 'detached' });
  await page.waitForTimeout(300);
  assert.deepEqual(await outside(), before);
  check();
  await context.close();
});
