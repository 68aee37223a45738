// A part of a page whose code is a chunk of its own (crates/playground/src/platform/split.rs): the
// Longhorn lab's why details are not fetched by the first load, are fetched when a replica is
// first selected, and a failed fetch says so in the part's place with Try again, which works.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dropFile, openPage, takeExpectedProblems, useBrowser } from './harness.mjs';

/** The text of a file under crates/placement/tests/fixtures/. */
const fixture = (path) => readFileSync(new URL(`../../crates/placement/tests/fixtures/${path}`, import.meta.url), 'utf8');

const env = useBrowser();
const CHUNK = 'longhorn.longhorn_why.wasm';

/** Records the names of the files the page fetches. */
function fetched(page) {
  const names = [];
  page.on('request', (request) => names.push(new URL(request.url()).pathname.split('/').pop()));
  return names;
}

/** A fresh context whose fetches of `file` are refused (404) until `allow()` is called. */
async function refusing(file) {
  const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
  let refuse = true;
  await context.route((url) => url.pathname.endsWith(`/${file}`), (route) =>
    refuse ? route.fulfill({ status: 404, body: 'not found' }) : route.continue());
  return { context, allow: () => { refuse = false; } };
}

test('Longhorn: the why details are fetched when a replica is first selected, not before', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const names = fetched(page);
  await page.goto(`${env.server.url}/#/longhorn?preset=three-zones`);
  await page.waitForSelector('#placement-map .chip');
  assert.ok(names.includes('longhorn.split.js'), `fetched: ${names.join(', ')}`);
  assert.ok(!names.includes(CHUNK), 'the first load fetched the why details');
  await page.locator('#placement-map .chip').first().click();
  // The heading and the answer are the page's own: at once, focused as before.
  await page.waitForFunction(() => document.activeElement?.matches('#why-panel h2'));
  await page.waitForSelector('#why-details summary');
  assert.equal(names.filter((n) => n === CHUNK).length, 1);
  await page.click('#why-details summary');
  await page.waitForSelector('#why-details .why-step');
  // Another replica: the part is on the page already, nothing more is fetched.
  await page.locator('#placement-map .chip').last().click();
  await page.waitForSelector('#why-details');
  assert.equal(names.filter((n) => n === CHUNK).length, 1);
  await context.close();
});

for (const lang of ['en', 'ja']) {
  test(`Longhorn (${lang}): a why details chunk that cannot be fetched says so, and Try again fetches it`, async () => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    let refuse = true;
    await context.route((url) => url.pathname.endsWith(`/${CHUNK}`), (route) =>
      refuse ? route.fulfill({ status: 404, body: 'not found' }) : route.continue());
    const { page } = await openPage(env, `/?lang=${lang}#/longhorn?preset=three-zones`, { context });
    await page.waitForSelector('#placement-map .chip');
    await page.locator('#placement-map .chip').first().click();
    const alert = page.locator('#why-panel .part-failed[role=alert]');
    await alert.waitFor();
    const said = await alert.textContent();
    assert.match(said, lang === 'en' ? /could not be loaded/ : /読み込めませんでした/);
    // The heading and the answer stay: only the details are missing.
    assert.ok(await page.isVisible('#why-panel h2'));
    refuse = false;
    await alert.locator('button').click();
    await page.waitForSelector('#why-details summary');
    assert.equal(await page.locator('#why-panel .part-failed').count(), 0);
    await context.close();
    // The refused fetch is reported by the browser and by the chunk loader: the test's doing.
    takeExpectedProblems(env, ['refused-file', 'refused-wasm']);
  });
}

// --- The Longhorn lab's parts (helper P-Longhorn, session 10) ---
// The Volumes tab, the Settings tab (with its export), the what-if's outcome and an import's
// summary are chunks of their own: not fetched by the first load, fetched once when first shown.

/** Imports volumes without nodes through the Longhorn lab's panel (its summary is a part). */
async function importNoNodes(page) {
  const yaml = fixture('longhorn-without-nodes.yaml');
  if (!(await page.isVisible('#import-text'))) await page.click('#import-toggle');
  await page.fill('#import-text', yaml);
  await page.click('#import-button');
}

const LONGHORN_PARTS = [
  { chunk: 'longhorn.longhorn_volumes.wasm', show: (page) => page.click('#tab-volumes'), shown: '#add-volume' },
  {
    chunk: 'longhorn.longhorn_settings.wasm',
    show: (page) => page.click('#tab-settings'),
    shown: '#setting-replica-soft-anti-affinity',
    also: '#export-settings-toggle',
  },
  { chunk: 'longhorn.longhorn_whatif.wasm', show: (page) => page.selectOption('#whatif-node', { index: 1 }), shown: '#whatif-table' },
  { chunk: 'longhorn.longhorn_import.wasm', show: importNoNodes, shown: '#import-recorded' },
];

for (const part of LONGHORN_PARTS) {
  test(`Longhorn: ${part.chunk} is fetched when its part is first shown, not before`, async () => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const names = fetched(page);
    await page.goto(`${env.server.url}/#/longhorn?preset=three-zones`);
    await page.waitForSelector('#placement-map .chip');
    for (const other of LONGHORN_PARTS) assert.ok(!names.includes(other.chunk), `the first load fetched ${other.chunk}`);
    await part.show(page);
    await page.waitForSelector(part.shown);
    if (part.also) await page.waitForSelector(part.also);
    assert.equal(names.filter((n) => n === part.chunk).length, 1);
    // Shown again (the Cluster tab, then this part's again): nothing more is fetched.
    await page.click('#tab-cluster');
    await part.show(page);
    await page.waitForSelector(part.shown);
    assert.equal(names.filter((n) => n === part.chunk).length, 1);
    await context.close();
  });
}
// The import panel's body (paste box, reading, summary) is a chunk of each lab (session 14): a
// file dropped on the closed panel fetches it and is imported, and the panel stays closed.
for (const lab of [
  { name: 'Longhorn', route: '/#/longhorn?preset=three-zones', ready: '#placement-map .chip', panel: '#import-panel', file: 'longhorn-without-nodes.yaml', as: 'longhorn.yaml', answer: '#import-recorded' },
  { name: 'Rollout', route: '/#/rollout?preset=storm-5', ready: '#rollout-grid', panel: '#fleet-import-panel', file: 'kubectl/fleet/list.yaml', as: 'fleet.yaml', answer: '#fleet-import-summary' },
]) {
  test(`${lab.name}: a file dropped on the closed import panel is imported once its body is fetched`, async () => {
    const { page, check, context } = await openPage(env, lab.route);
    await page.waitForSelector(lab.ready);
    await dropFile(page, lab.panel, fixture(lab.file), lab.as);
    await page.waitForSelector(lab.answer, { state: 'attached' });
    assert.equal(await page.getAttribute(lab.panel, 'open'), null, 'the drop opened the panel');
    check();
    await context.close();
  });
}
// The Cluster tab is a part too (session 14), fetched at once since the lab opens on it: the
// first result does not wait for it, and a refused chunk leaves the result and offers Try again.
test('Longhorn: the Cluster tab is a part; a chunk that cannot be fetched leaves the result', async () => {
  const { context, allow } = await refusing('longhorn.longhorn_cluster.wasm');
  const page = await context.newPage();
  const names = fetched(page);
  await page.goto(`${env.server.url}/#/longhorn?preset=three-zones`);
  await page.waitForSelector('#placement-map .chip');
  const alert = page.locator('#lh-tabpanel .part-failed[role=alert]');
  await alert.waitFor();
  allow();
  await alert.locator('button').click();
  await page.waitForSelector('#add-node');
  // The refused fetch, then Try again's; the Volumes tab and back fetch nothing more of it.
  assert.equal(names.filter((n) => n === 'longhorn.longhorn_cluster.wasm').length, 2);
  await page.click('#tab-volumes');
  await page.click('#tab-cluster');
  await page.waitForSelector('#add-node');
  assert.equal(names.filter((n) => n === 'longhorn.longhorn_cluster.wasm').length, 2);
  await context.close();
  takeExpectedProblems(env, ['refused-file', 'refused-wasm']);
});
// --- end of the Longhorn lab's parts ---

// --- The Fleet rollout lab (session 10, helper P-rollout) ---
// The reader of a worker's simulation (fleets above 1,500 clusters) is the chunk
// `rollout_job`: fetched when the first job starts, never by the first load.
const ROLLOUT_JOB = 'rollout.rollout_job.wasm';

/** Opens the rollout lab and makes its fleet large enough for the worker. */
async function bigRollout(page) {
  await page.waitForSelector('#rollout-grid');
  await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  await page.fill('#fleet-count', '2000');
  await page.waitForSelector('#job-status');
}

test('Rollout: the reader of a worker\'s simulation is fetched when the first job starts, not before', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const names = fetched(page);
  await page.goto(`${env.server.url}/#/rollout?preset=storm-4`);
  await page.waitForSelector('#rollout-grid');
  await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  assert.ok(names.includes('rollout.split.js'), `fetched: ${names.join(', ')}`);
  assert.ok(!names.includes(ROLLOUT_JOB), 'the first load fetched the job reader');
  await bigRollout(page);
  await page.waitForSelector('#job-status', { state: 'detached', timeout: 60000 });
  assert.equal(await page.locator('#rollout-grid .cells i').count(), 2000);
  assert.equal(names.filter((n) => n === ROLLOUT_JOB).length, 1);
  // Another job: the reader is on the page already.
  await page.fill('#fleet-count', '2100');
  await page.waitForSelector('#job-status');
  await page.waitForSelector('#job-status', { state: 'detached', timeout: 60000 });
  assert.equal(await page.locator('#rollout-grid .cells i').count(), 2100);
  assert.equal(names.filter((n) => n === ROLLOUT_JOB).length, 1);
  await context.close();
});

test('Rollout: a job reader that cannot be fetched says so in the job\'s bar, and Try again reads the answer', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
  let refuse = true;
  await context.route((url) => url.pathname.endsWith(`/${ROLLOUT_JOB}`), (route) =>
    refuse ? route.fulfill({ status: 404, body: 'not found' }) : route.continue());
  const { page } = await openPage(env, '/#/rollout?preset=storm-4', { context });
  await bigRollout(page);
  const alert = page.locator('#job-status .part-failed[role=alert]');
  await alert.waitFor();
  assert.match(await alert.textContent(), /could not be loaded/);
  refuse = false;
  await alert.locator('button').click();
  await page.waitForSelector('#job-status', { state: 'detached', timeout: 60000 });
  assert.equal(await page.locator('#rollout-grid .cells i').count(), 2000);
  await context.close();
  takeExpectedProblems(env, ['refused-file', 'refused-wasm']);
});

// The inspector's details (`rollout_inspector`) and the import panel's body (`rollout_import`)
// are fetched when first shown; the inspector's heading is focused at once, as before.
test('Rollout: the inspector details and the import panel\'s body are fetched when first shown', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const names = fetched(page);
  await page.goto(`${env.server.url}/#/rollout?preset=storm-5`);
  await page.waitForSelector('#rollout-grid');
  await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  for (const chunk of ['rollout.rollout_inspector.wasm', 'rollout.rollout_import.wasm']) {
    assert.ok(!names.includes(chunk), `the first load fetched ${chunk}`);
  }
  await page.click('#rollout-grid [role=gridcell] >> nth=0');
  await page.waitForFunction(() => document.activeElement?.matches('#inspector h3'));
  await page.waitForFunction(() => document.querySelectorAll('#inspector > p').length >= 3);
  assert.equal(names.filter((n) => n === 'rollout.rollout_inspector.wasm').length, 1);
  assert.ok(!names.includes('rollout.rollout_import.wasm'));
  await page.click('#fleet-import-toggle');
  await page.waitForSelector('#fleet-import-text', { state: 'visible' });
  assert.equal(names.filter((n) => n === 'rollout.rollout_import.wasm').length, 1);
  await context.close();
});
// The charts under the grid and the why panel are a part (session 14): the first result is drawn
// without them; their chunk comes once, and a refused one leaves the result as it is.
test('Rollout: the charts are a part; a chunk that cannot be fetched leaves the grid and the why panel', async () => {
  const { context, allow } = await refusing('rollout.rollout_charts.wasm');
  const page = await context.newPage();
  const names = fetched(page);
  await page.goto(`${env.server.url}/#/rollout?preset=storm-5`);
  await page.waitForSelector('#rollout-grid');
  await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  const alert = page.locator('.part-failed[role=alert]');
  await alert.waitFor();
  assert.ok(await page.isVisible('#rollout-grid'));
  allow();
  await alert.locator('button').click();
  await page.waitForSelector('#chart-states');
  // The refused fetch, then Try again's.
  assert.equal(names.filter((n) => n === 'rollout.rollout_charts.wasm').length, 2);
  await context.close();
  takeExpectedProblems(env, ['refused-file', 'refused-wasm']);
});
// The input pane (fleet builder and strategy form) is a part too (session 14), fetched at once:
// the first result does not wait for it, and a refused chunk leaves the result as it is.
test('Rollout: the fleet builder and strategy form are a part; a chunk that cannot be fetched leaves the result', async () => {
  const { context, allow } = await refusing('rollout.rollout_inputs.wasm');
  const page = await context.newPage();
  const names = fetched(page);
  await page.goto(`${env.server.url}/#/rollout?preset=storm-5`);
  await page.waitForSelector('#rollout-grid');
  await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  const alerts = page.locator('.rollout-inputs .part-failed[role=alert]');
  await alerts.first().waitFor();
  allow();
  await alerts.first().locator('button').click();
  await page.waitForSelector('#fleet-count');
  // A second alert (the other form of the same chunk) retries on its own button.
  if (await alerts.count()) await alerts.first().locator('button').click();
  await page.waitForFunction(() => !document.querySelector('.rollout-inputs .part-failed'));
  await page.fill('#fleet-count', '60');
  await page.waitForFunction(() => document.querySelectorAll('#rollout-grid .cells i').length === 60);
  assert.ok(names.filter((n) => n === 'rollout.rollout_inputs.wasm').length >= 2);
  await context.close();
  takeExpectedProblems(env, ['refused-file', 'refused-wasm']);
});
// --- end of the Fleet rollout lab ---

// --- The capacity lab's parts (session 10, helper P-capacity). ---

// The workload tab and the import panel's body share one chunk (src/bin/capacity.rs).
const CAPACITY_WORKLOAD = 'capacity.capacity_parts.wasm';
const CAPACITY_IMPORT = CAPACITY_WORKLOAD;
const CAPACITY_FIXTURES = new URL('../../crates/placement/tests/fixtures/kubectl/capacity/', import.meta.url);

test('capacity: the workload tab is fetched when it is first shown, not before', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const names = fetched(page);
  await page.goto(`${env.server.url}/#/capacity`);
  await page.waitForSelector('#verdicts', { state: 'attached' });
  assert.ok(names.includes('capacity.split.js'), `fetched: ${names.join(', ')}`);
  assert.ok(!names.includes(CAPACITY_WORKLOAD), 'the first load fetched the workload tab');
  await page.click('#tab-workload');
  await page.waitForSelector('#comparison');
  assert.equal(names.filter((n) => n === CAPACITY_WORKLOAD).length, 1);
  // Back and forth: the part is on the page already, nothing more is fetched.
  await page.click('#tab-pod');
  await page.click('#tab-workload');
  await page.waitForSelector('#workload-pods');
  assert.equal(names.filter((n) => n === CAPACITY_WORKLOAD).length, 1);
  await context.close();
});

// "After Filter: Reserve and PreBind" is collapsed under the pod's answer and a chunk of its own.
const CAPACITY_PREBIND = 'capacity.capacity_prebind.wasm';
test('capacity: the PreBind view is fetched when it is first opened, not before', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const names = fetched(page);
  await page.goto(`${env.server.url}/#/capacity`);
  await page.selectOption('#preset', 'tracking-off');
  await page.waitForSelector('#prebind-details');
  assert.ok(!names.includes(CAPACITY_PREBIND), 'the first load fetched the PreBind view');
  assert.equal(await page.locator('#prebind').count(), 0);
  await page.click('#prebind-details summary');
  await page.waitForSelector('#prebind-result');
  assert.equal(names.filter((n) => n === CAPACITY_PREBIND).length, 1);
  // What was typed stays when it is closed and opened again; nothing more is fetched.
  await page.fill('#prebind-elapsed', '5');
  await page.click('#prebind-details summary');
  await page.click('#prebind-details summary');
  assert.equal(await page.inputValue('#prebind-elapsed'), '5');
  assert.equal(names.filter((n) => n === CAPACITY_PREBIND).length, 1);
  await context.close();
});

test('capacity: a workload chunk that cannot be fetched says so in the tab, and Try again fetches it', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
  let refuse = true;
  await context.route((url) => url.pathname.endsWith(`/${CAPACITY_WORKLOAD}`), (route) =>
    refuse ? route.fulfill({ status: 404, body: 'not found' }) : route.continue());
  const { page } = await openPage(env, '/#/capacity', { context });
  await page.click('#tab-workload');
  const alert = page.locator('#capacity-tabpanel .part-failed[role=alert]');
  await alert.waitFor();
  refuse = false;
  await alert.locator('button').click();
  await page.waitForSelector('#comparison');
  assert.equal(await page.locator('#capacity-tabpanel .part-failed').count(), 0);
  await context.close();
  takeExpectedProblems(env, ['refused-file', 'refused-wasm']);
});

test('capacity: the import panel\'s body is fetched when the panel is first opened, not before', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const names = fetched(page);
  await page.goto(`${env.server.url}/#/capacity`);
  await page.waitForSelector('#verdicts', { state: 'attached' });
  assert.ok(!names.includes(CAPACITY_IMPORT), 'the first load fetched the import panel');
  await page.click('#import-toggle');
  await page.waitForSelector('#import-text', { state: 'visible' });
  assert.equal(names.filter((n) => n === CAPACITY_IMPORT).length, 1);
  // Closed and opened again: the body stays, nothing more is fetched.
  await page.click('#import-toggle');
  await page.click('#import-toggle');
  await page.waitForSelector('#import-text', { state: 'visible' });
  assert.equal(names.filter((n) => n === CAPACITY_IMPORT).length, 1);
  await context.close();
});

test('capacity: a file dropped on the closed import panel is imported once its body is fetched', async () => {
  const { page, check, context } = await openPage(env, '/#/capacity');
  await page.waitForSelector('#verdicts', { state: 'attached' });
  const text = readFileSync(new URL('list.yaml', CAPACITY_FIXTURES), 'utf8');
  const transfer = await dropFile(page, '#import-panel', text, 'cluster.yaml');
  await page.waitForSelector('#import-summary', { state: 'attached' });
  await page.waitForSelector('#verdicts tr[data-node="worker-3"]', { state: 'attached' });
  assert.equal(await page.getAttribute('#import-panel', 'open'), null, 'the drop opened the panel');
  // The same file dropped again is read again (the panel's body is on the page now).
  await page.fill('#node-1-name', 'renamed');
  await page.dispatchEvent('#import-panel', 'drop', { dataTransfer: transfer });
  await page.waitForFunction(() => document.querySelector('#node-1-name')?.value === 'worker-1');
  check();
  await context.close();
});

// --- The readers of saved drafts (session 14) ---
// A lab's reader of its saved draft and of an import's answer is a chunk of its own
// (`<lab>_reader`, crates/playground/src/labs/<lab>/saved.rs): a first visit never fetches it;
// a page with saved work fetches it once, before its first render, and shows that work.
const READERS = [
  { lab: 'longhorn', preset: 'tag-mismatch', select: '#preset', ready: '#placement-map .chip' },
  // The capacity lab's menu names a preset only until the page reloads: its autosave tells.
  { lab: 'capacity', preset: 'stale', shown: '#preset-caption', ready: '#preset' },
  { lab: 'rollout', preset: 'storm-4', select: '#preset', ready: '#rollout-grid' },
];

for (const reader of READERS) {
  const chunk = `${reader.lab}.${reader.lab}_reader.wasm`;
  const key = `placement-playground.${reader.lab}.v2`;
  test(`${reader.lab}: the reader of saved work is fetched only by a page that has some, before its first render`, async () => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const names = fetched(page);
    await page.goto(`${env.server.url}/#/${reader.lab}?preset=${reader.preset}`);
    // The requested preset is loaded as an edit, once the lab is on the page, and autosaved.
    if (reader.select) await page.waitForFunction(([select, preset]) => document.querySelector(select)?.value === preset, [reader.select, reader.preset]);
    if (reader.shown) await page.waitForSelector(reader.shown);
    assert.ok(!names.includes(chunk), `a first visit fetched ${chunk}`);
    const saved = await page.evaluate((k) => localStorage.getItem(k), key);
    await page.goto(`${env.server.url}/#/${reader.lab}`);
    await page.reload();
    await page.waitForSelector(reader.ready);
    // The saved work is on the first render (the lab did not start from its default, another
    // preset, and autosave that): the reader came before it.
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), saved);
    if (reader.select) assert.equal(await page.inputValue(reader.select), reader.preset);
    assert.equal(names.filter((n) => n === chunk).length, 1);
    await context.close();
  });
}

for (const lang of ['en', 'uk']) {
  test(`Longhorn (${lang}): saved work whose reader cannot be fetched is kept, and Restore brings it back`, async () => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    let refuse = false;
    await context.route((url) => url.pathname.endsWith('/longhorn.longhorn_reader.wasm'), (route) =>
      refuse ? route.fulfill({ status: 404, body: 'not found' }) : route.continue());
    const { page } = await openPage(env, `/?lang=${lang}#/longhorn?preset=tag-mismatch`, { context });
    await page.waitForSelector('#placement-map .chip');
    refuse = true;
    await page.goto(`${env.server.url}/?lang=${lang}#/longhorn`);
    await page.reload();
    const notice = page.locator('#scenario-opened');
    await notice.waitFor();
    assert.match(await notice.textContent(), lang === 'en' ? /could not be opened.*earlier work in this lab is kept/s : /Не вдалося відкрити.*збережено/s);
    // The lab works meanwhile, from its default scenario.
    assert.equal(await page.inputValue('#preset'), 'three-zones');
    await page.waitForSelector('#placement-map .chip');
    refuse = false;
    await page.click('#restore-previous');
    await page.waitForFunction(() => document.querySelector('#preset')?.value === 'tag-mismatch');
    await context.close();
    takeExpectedProblems(env, ['refused-file', 'refused-wasm']);
  });
}
// An import's answer waits for the reader chunk: Cancel meanwhile drops it (session 14).
test('Longhorn: an import cancelled while its reader is on the way changes nothing', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await context.route((url) => url.pathname.endsWith('/longhorn.longhorn_reader.wasm'), async (route) => {
    await held;
    await route.continue();
  });
  const page = await context.newPage();
  await page.goto(`${env.server.url}/#/longhorn?preset=three-zones`);
  await page.waitForSelector('#placement-map .chip');
  const before = await page.locator('#placement-map .chip').count();
  await importNoNodes(page);
  await page.waitForRequest((r) => r.url().endsWith('/longhorn.longhorn_reader.wasm'));
  await page.click('#import-cancel');
  release();
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('longhorn_reader.wasm') && e.responseEnd > 0));
  await page.waitForTimeout(300);
  assert.equal(await page.locator('#import-recorded').count(), 0, 'the cancelled import was applied');
  assert.equal(await page.locator('#placement-map .chip').count(), before);
  assert.equal(await page.inputValue('#preset'), 'three-zones');
  await context.close();
});
// --- end of the readers of saved drafts ---

// --- The scenario bar's actions (session 14) ---
// Share, Export, Import, Embed this and opening a shared link are one chunk of each lab's
// bundle (`scenario`, crates/playground/src/shell/scenario_actions.rs): not fetched by a first load,
// fetched as the pointer comes near the bar (or on the first click), once.
for (const lab of ['longhorn', 'balance', 'capacity', 'rollout']) {
  const chunk = `${lab}.scenario.wasm`;
  test(`${lab}: the scenario bar's actions are fetched when the pointer first comes near them, not before`, async () => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const names = fetched(page);
    await page.goto(`${env.server.url}/#/${lab}`);
    await page.waitForSelector('#scenario-share');
    await page.waitForSelector('main h1');
    assert.ok(!names.includes(chunk), `the first load fetched ${chunk}`);
    await page.hover('#scenario-share');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('.scenario.wasm')));
    await page.click('#scenario-share');
    await page.waitForSelector('#scenario-link');
    assert.match(await page.inputValue('#scenario-link'), new RegExp(`#/${lab}\\?s=`));
    // Export and Embed this use the same chunk: nothing more is fetched.
    const download = page.waitForEvent('download');
    await page.click('#scenario-export');
    assert.equal((await download).suggestedFilename(), `placement-${lab}.json`);
    assert.equal(names.filter((n) => n === chunk).length, 1);
    await context.close();
  });
}

test('a shared link fetches the actions before the first render; if it cannot, the link is refused and stays in the address', async () => {
  const sender = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await sender.newPage();
  await page.goto(`${env.server.url}/#/balance`);
  await page.click('#scenario-share');
  await page.waitForSelector('#scenario-link');
  const link = await page.inputValue('#scenario-link');
  await sender.close();

  const { context, allow } = await refusing('balance.scenario.wasm');
  const receiver = await context.newPage();
  await receiver.goto(link);
  const message = receiver.locator('#scenario-message');
  await message.waitFor();
  assert.match(await message.textContent(), /could not be loaded/);
  assert.match(receiver.url(), /\?s=/);
  // The connection is back: a reload opens the link.
  allow();
  await receiver.reload();
  await receiver.waitForSelector('#scenario-opened');
  assert.equal(new URL(receiver.url()).hash, '#/balance');
  await context.close();
  takeExpectedProblems(env, ['refused-file', 'refused-wasm']);
});
// --- end of the scenario bar's actions ---
