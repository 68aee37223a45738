// The Rancher UI extension (integrations/rancher), built by Rancher's tooling, loaded into a
// host page the way Rancher's extension loader loads it (host.js), with the kubectl fixtures
// as the store's objects. Each answer on a Longhorn volume, a Fleet bundle and a PVC must be
// the engine package's own (scheduleReplicas, simulateRollout + explainCluster,
// explainCapacity), in English and Japanese, with no serious or critical axe violation.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { runAxe, describe as describeAxe } from '../browser/axe.mjs';
import { FLAGS } from '../browser/harness.mjs';
import * as engine from '../../dist/pkg/node.mjs';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { serveHost, UMD, ID, PKG, DIST, OBJECTS, storeOf, fixtureText, isBuilt } from './harness.mjs';

const SCREENSHOTS = new URL('../screenshots/', import.meta.url).pathname;
const VOLUME = OBJECTS.longhorn.find((o) => o.kind === 'Volume');
const CLAIM = OBJECTS.capacity.find((o) => o.kind === 'PersistentVolumeClaim' && o.metadata.name === 'data-db-0');
const BUNDLE = OBJECTS.rollout.find((o) => o.kind === 'Bundle');
const LONGHORN_KINDS = ['longhorn.io.node', 'longhorn.io.volume', 'longhorn.io.replica', 'longhorn.io.setting'];
// A GitRepo (shop-apps) whose two Bundles roll out differently: the fixture's storefront
// (partitions, maxUnavailable 1) and a backend with maxUnavailable 0. Fleet labels a GitRepo's
// Bundles fleet.cattle.io/repo-name (rancher/fleet v1alpha1.RepoLabel); a Bundle of another
// GitRepo and one with the label in another namespace are not the GitRepo's.
const GIT_REPO = { apiVersion: 'fleet.cattle.io/v1alpha1', kind: 'GitRepo', metadata: { name: 'shop-apps', namespace: 'fleet-default' }, spec: { repo: 'https://git.example.com/shop/apps' } };
const GIT_REPO_BUNDLES = ['shop-apps-backend', 'shop-apps-storefront'];
const GIT_REPO_STORE = (() => {
  const storefront = OBJECTS.fleet.find((o) => o.kind === 'Bundle' && o.metadata.name === 'shop-apps-storefront');
  const bundle = (name, namespace, repo, rolloutStrategy) => ({
    ...structuredClone(storefront),
    metadata: { ...structuredClone(storefront.metadata), name, namespace, labels: { ...storefront.metadata.labels, 'fleet.cattle.io/repo-name': repo } },
    spec: { ...structuredClone(storefront.spec), rolloutStrategy },
  });
  return [...OBJECTS.fleet, bundle('shop-apps-backend', 'fleet-default', 'shop-apps', { maxUnavailable: 0 }),
    bundle('other-app', 'fleet-default', 'other', { maxUnavailable: 0 }), bundle('shop-apps-local', 'fleet-local', 'shop-apps', { maxUnavailable: 0 })];
})();

let server;
let browser;
const problems = [];
before(async () => {
  assert.ok(isBuilt(), `the extension is not built (integrations/rancher/build.sh makes dist-pkg/${ID})`);
  server = await serveHost();
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: FLAGS });
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** A host page with the extension loaded; page errors and console errors are collected. */
async function host({ csp = 'none', singlePage = false } = {}) {
  const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  await page.goto(`${server.url}/?csp=${csp}`);
  const registered = await page.evaluate(([umd, id, single]) => window.placementHost.load(umd, id, { singlePage: single }), [UMD, ID, singlePage]);
  return { page, registered };
}

/** Mounts a tab or panel (or the page) for `resource` with `store` in `locale`; waits for its answer. */
async function mount(page, point, type, resource, store, locale = 'en-us') {
  const id = `m${Math.random().toString(36).slice(2)}`;
  await page.evaluate(([i]) => { const d = document.createElement('section'); d.id = i; document.getElementById('mounts').appendChild(d); }, [id]);
  await page.evaluate(([p, t, r, s, l, i]) => window.placementHost.mount(p, t, r, s, l, i), [point, type, resource, store, locale, id]);
  const answer = page.locator(`#${id} .placement-answer`);
  if (point !== 'page') await page.locator(`#${id} .placement-lead, #${id} .placement-error, #${id} .placement-no-bundles`).first().waitFor({ timeout: 20000 });
  return page.locator(`#${id}`);
}

const say = (message, lang) => engine.formatMessage(message, lang);
const CYRILLIC = /[\u0400-\u04ff]/;

/**
 * The Fleet tab in `root` says what the package says for `bundle` among `items`: the outcome
 * (simulateRollout), the waits (English word for word, other languages translated: Ukrainian
 * in Cyrillic), and each blocking cluster as explainCluster explains it.
 */
async function assertFleetTab(root, items, bundle, lang) {
  const imported = engine.importFleetObjects(fixtureText(items), { bundle });
  const input = { ...imported.input, paused: imported.paused, version: imported.version, timeline: true };
  const sim = engine.simulateRollout(input);
  assert.equal((await root.locator('.placement-lead').textContent()).trim(), await say(sim.outcomeSentence, lang));
  const sections = await root.locator('.placement-section').evaluateAll((list) => list.map((s) => ({
    heading: s.querySelector('h4').textContent.trim(),
    lines: [...s.querySelectorAll(':scope > ul > li')].map((li) => li.firstChild.textContent.trim()),
  })));
  const round = sim.rounds[0];
  const waits = [round.stopped?.message, ...round.waits.map((w) => w.message)].filter(Boolean);
  const waitLines = sections[1].lines;
  // The tab's wait sentences are the engine's: in English word for word.
  if (lang === 'en') assert.deepEqual(waitLines, waits);
  else {
    assert.equal(waitLines.length, waits.length);
    for (const [i, line] of waitLines.entries()) assert.notEqual(line, waits[i]);
    if (lang === 'uk') for (const line of waitLines) assert.match(line, CYRILLIC);
  }
  const explained = await Promise.all(sim.clusters.map(async (c) => say(engine.explainCluster(input, c.name, 1).answer, lang)));
  // A stopped reconcile has a rolling partition, so the tab's third section is its blocking
  // clusters: each an explainCluster answer, or the one line saying none is behind.
  const blocking = round.stopped ? sections[2].lines : [];
  const unexplained = blocking.filter((line) => !explained.includes(line));
  assert.ok(unexplained.length === 0 || blocking.length === 1, `not explainCluster answers: ${unexplained.join(' | ')}`);
  return { sim, input, waits, blocking };
}
const firstUnscheduledElseFirst = (answers) => answers.find((a) => a.answer.id.startsWith('longhorn-unscheduled')) ?? answers[0];

test('the extension registers the product page, and a panel and a tab on each of the four resource pages', async () => {
  const { page, registered } = await host();
  assert.equal(registered.metadata.name, PKG.name);
  assert.deepEqual(registered.metadata.rancher.annotations['catalog.cattle.io/ui-extensions-version'], '>= 3.0.0 < 4.0.0');
  for (const resource of ['longhorn.io.volume', 'fleet.cattle.io.bundle', 'fleet.cattle.io.gitrepo', 'persistentvolumeclaim']) {
    assert.deepEqual(registered.panels.filter((p) => p.when.resource.includes(resource)).map((p) => p.where), ['detail-top'], resource);
    const tabs = registered.tabs.filter((t) => t.when.resource.includes(resource));
    assert.deepEqual(tabs.map((t) => [t.where, t.name, t.labelKey]), [['tab', 'placement', 'placement.tab.label']], resource);
  }
  // Rancher 2.10–2.14: the product DSL and a route of the extension's own.
  assert.deepEqual(registered.products, [{ dsl: true }]);
  assert.deepEqual(registered.dsl.map((d) => d.what), ['product', 'virtualType', 'basicType']);
  assert.deepEqual(registered.routes.map((r) => r.path), ['/c/:cluster/placement/labs']);
  assert.deepEqual(registered.l10n, ['en-us', 'ja', 'uk']);
  await page.close();
  // Rancher 2.15+: the single-page product, no route of its own.
  const single = await host({ singlePage: true });
  assert.deepEqual(single.registered.products, [{ name: 'placement', labelKey: 'placement.product.label', component: 'function' }]);
  assert.deepEqual(single.registered.routes, []);
  await single.page.close();
  assert.deepEqual(problems.splice(0), []);
});

test("the extension's wasm modules are the engine package's as scripts/build made them (dist/pkg), byte for byte", () => {
  const sha = (path) => createHash('sha256').update(readFileSync(path)).digest('hex');
  const pkg = new URL('../../dist/pkg/', import.meta.url).pathname;
  const engineModules = new Set(['longhorn', 'fleet', 'capacity'].map((d) => sha(join(pkg, `${d}_bg.wasm`))));
  const shipped = readdirSync(DIST).filter((f) => f.endsWith('.wasm')).map((f) => sha(join(DIST, f)));
  assert.deepEqual(new Set(shipped), engineModules);
});

for (const lang of ['en', 'ja', 'uk']) {
  const locale = lang === 'en' ? 'en-us' : lang;

  test(`a Longhorn volume's panel says scheduleReplicas' answer, its tab every replica's (${lang})`, async () => {
    const { page } = await host();
    const store = storeOf(OBJECTS.longhorn, LONGHORN_KINDS);
    const imported = engine.importLonghornObjects(fixtureText(OBJECTS.longhorn));
    const volume = engine.scheduleReplicas(imported.scenario).volumes.find((v) => v.name === VOLUME.metadata.name);
    const panel = await mount(page, 'panel', 'longhorn.io.volume', VOLUME, store, locale);
    const lead = (await panel.locator('.placement-lead').textContent()).trim();
    assert.equal(lead, await say(firstUnscheduledElseFirst(volume.answers).answer, lang));
    // The package's own catalog, not its English fallback.
    if (lang === 'uk') assert.match(lead, CYRILLIC);
    const tab = await mount(page, 'tab', 'longhorn.io.volume', VOLUME, store, locale);
    const text = await tab.textContent();
    for (const a of volume.answers) assert.ok(text.includes(await say(a.answer, lang)), `tab lacks ${a.replica}'s answer`);
    assert.ok(text.includes(volume.condition.reason || `Scheduled=${volume.condition.status}`));
    const axe = await runAxe(page);
    assert.equal(axe.blocking.length, 0, describeAxe(axe.blocking));
    if (lang === 'en') {
      await panel.screenshot({ path: join(SCREENSHOTS, 'rancher-panel.png') });
      await tab.screenshot({ path: join(SCREENSHOTS, 'rancher-tab.png') });
    }
    await page.close();
    assert.deepEqual(problems.splice(0), []);
  });

  test(`a Fleet bundle's tab says simulateRollout's outcome, its waits and the blocking clusters (${lang})`, async () => {
    const { page } = await host();
    const store = storeOf(OBJECTS.rollout, ['fleet.cattle.io.clustergroup']);
    const tab = await mount(page, 'tab', 'fleet.cattle.io.bundle', BUNDLE, store, locale);
    const { sim, input, waits, blocking } = await assertFleetTab(tab, OBJECTS.rollout, 'fleet-default/web', lang);
    assert.ok(waits.length > 0, 'the fixture rollout waits');
    const members = sim.clusters.filter((c, i) => engine.clusterStateAt(sim, i, 1).state !== 'Ready' && c.partitions.length);
    assert.ok(members.length > 0, 'the fixture rollout has clusters behind');
    for (const c of members) assert.ok(blocking.includes(await say(engine.explainCluster(input, c.name, 1).answer, lang)), `${c.name} is not named as blocking`);
    const axe = await runAxe(page);
    assert.equal(axe.blocking.length, 0, describeAxe(axe.blocking));
    if (lang === 'en') await tab.screenshot({ path: join(SCREENSHOTS, 'rancher-fleet-tab.png') });
    await page.close();
    assert.deepEqual(problems.splice(0), []);
  });

  test(`a GitRepo's panel and tab say, for each of its two Bundles, what the Bundle's would (${lang})`, async () => {
    const { page } = await host();
    const store = storeOf(GIT_REPO_STORE);
    const panel = await mount(page, 'panel', 'fleet.cattle.io.gitrepo', GIT_REPO, store, locale);
    const tab = await mount(page, 'tab', 'fleet.cattle.io.gitrepo', GIT_REPO, store, locale);
    for (const root of [panel, tab]) {
      // Only the GitRepo's own: its label, its namespace; by name.
      await root.locator('.placement-bundle .placement-lead').nth(GIT_REPO_BUNDLES.length - 1).waitFor({ timeout: 20000 });
      assert.deepEqual((await root.locator('.placement-bundle-name').allTextContents()).map((t) => t.trim()), GIT_REPO_BUNDLES.map((b) => `Bundle ${b}`));
    }
    const outcomes = [];
    for (const [i, name] of GIT_REPO_BUNDLES.entries()) {
      const { sim } = await assertFleetTab(tab.locator('.placement-bundle').nth(i), GIT_REPO_STORE, `fleet-default/${name}`, lang);
      const outcome = await say(sim.outcomeSentence, lang);
      assert.equal((await panel.locator('.placement-bundle .placement-lead').nth(i).textContent()).trim(), outcome);
      outcomes.push(sim.rounds[0].stopped?.message);
    }
    assert.notEqual(outcomes[0], outcomes[1], 'the two Bundles roll out differently');
    const axe = await runAxe(page);
    assert.equal(axe.blocking.length, 0, describeAxe(axe.blocking));
    if (lang === 'en') await tab.screenshot({ path: join(SCREENSHOTS, 'rancher-gitrepo-tab.png') });
    await page.close();
    assert.deepEqual(problems.splice(0), []);
  });

  test(`a PVC's panel says explainCapacity's answer for its pod, its tab every node's (${lang})`, async () => {
    const { page } = await host();
    const store = storeOf(OBJECTS.capacity);
    const imported = engine.importCapacityObjects(fixtureText(OBJECTS.capacity));
    const pod = imported.pods.find((p) => p.pod.metadata.name === 'db-0').pod;
    const answer = engine.explainCapacity({ cluster: imported.cluster, pod });
    const filtered = engine.filterNodes({ cluster: imported.cluster, pod });
    const panel = await mount(page, 'panel', 'persistentvolumeclaim', CLAIM, store, locale);
    assert.equal((await panel.locator('.placement-lead').textContent()).trim(), await say(answer.pod, lang));
    const tab = await mount(page, 'tab', 'persistentvolumeclaim', CLAIM, store, locale);
    const text = await tab.textContent();
    for (const n of answer.nodes) assert.ok(text.includes(await say(n.answer, lang)), `tab lacks ${n.node}'s answer`);
    for (const n of filtered.nodes) for (const reason of n.reasons) assert.ok(text.includes(reason));
    const axe = await runAxe(page);
    assert.equal(axe.blocking.length, 0, describeAxe(axe.blocking));
    await page.close();
    assert.deepEqual(problems.splice(0), []);
  });
}

test('a GitRepo whose Bundles the store does not hold says so, naming the label it looked for (en, uk)', async () => {
  const { page } = await host();
  const lonely = { ...GIT_REPO, metadata: { name: 'docs-site', namespace: 'fleet-default' } };
  for (const [locale, words] of [['en-us', /no Bundle of this GitRepo/], ['uk', CYRILLIC]]) {
    for (const point of ['panel', 'tab']) {
      const root = await mount(page, point, 'fleet.cattle.io.gitrepo', lonely, storeOf(GIT_REPO_STORE), locale);
      const message = (await root.locator('.placement-no-bundles').textContent()).trim();
      assert.ok(message.includes('fleet.cattle.io/repo-name=docs-site') && message.includes('fleet-default'), message);
      assert.match(message, words);
      assert.equal(await root.locator('.placement-bundle').count(), 0);
    }
  }
  // A store that cannot list Bundles at all: the same message, not a broken page.
  const none = await mount(page, 'tab', 'fleet.cattle.io.gitrepo', GIT_REPO, {}, 'en-us');
  assert.ok((await none.locator('.placement-no-bundles').textContent()).includes('fleet.cattle.io/repo-name=shop-apps'));
  const axe = await runAxe(page);
  assert.equal(axe.blocking.length, 0, describeAxe(axe.blocking));
  await page.close();
  assert.deepEqual(problems.splice(0), []);
});

test('objects the store lacks are named as the import names them, with the command', async () => {
  const { page } = await host();
  const store = storeOf(OBJECTS.longhorn.filter((o) => o.kind !== 'Node'));
  const { missing } = engine.importLonghornObjects(fixtureText(OBJECTS.longhorn.filter((o) => o.kind !== 'Node')));
  const panel = await mount(page, 'panel', 'longhorn.io.volume', VOLUME, store);
  const text = await panel.locator('.placement-missing').textContent();
  for (const m of missing) {
    assert.ok(text.includes(await say(m.whyMessage, 'en')));
    assert.ok(text.includes(m.command));
  }
  await page.close();
  assert.deepEqual(problems.splice(0), []);
});

test('a bad object in the store gives the panel a clear message, never a broken page', async () => {
  const { page } = await host();
  // A field the import refuses: the message names the object (not its place in the store's
  // list), the field and the value.
  const broken = structuredClone(OBJECTS.capacity);
  const claim = broken.find((o) => o.kind === 'PersistentVolumeClaim' && o.metadata.name === 'data-db-0');
  claim.spec.resources.requests.storage = 'ten gigs';
  let thrown;
  try { engine.importCapacityObjects(fixtureText(broken)); } catch (e) { thrown = e; }
  assert.ok(thrown?.messageId, 'the import refuses the claim');
  const named = { ...thrown, messageId: thrown.messageId, args: thrown.args, value: thrown.value, path: 'PersistentVolumeClaim shop/data-db-0: spec.resources.requests.storage' };
  for (const lang of ['en', 'ja']) {
    const bad = await mount(page, 'panel', 'persistentvolumeclaim', claim, storeOf(broken), lang === 'en' ? 'en-us' : 'ja');
    const message = (await bad.locator('[role=alert]').textContent()).trim();
    assert.ok(message.includes(await say(named, lang)), message);
  }
  // A volume without a size: the import leaves it out, and the panel says why.
  const sizeless = structuredClone(OBJECTS.longhorn);
  const volume = sizeless.find((o) => o.kind === 'Volume');
  delete volume.spec.size;
  const left = engine.importLonghornObjects(fixtureText(sizeless)).skipped.find((s) => s.name === volume.metadata.name);
  const noSize = await mount(page, 'panel', 'longhorn.io.volume', volume, storeOf(sizeless), 'en-us');
  assert.equal((await noSize.locator('[role=alert]').textContent()).trim(), await say(left.whyMessage, 'en'));
  // A wrong kind under the volume's type: the import's own reason for leaving it out.
  const wrong = { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'not-a-volume', namespace: 'longhorn-system' } };
  const store = storeOf(OBJECTS.longhorn);
  store['longhorn.io.volume'].push(wrong);
  const skipped = await mount(page, 'tab', 'longhorn.io.volume', wrong, store, 'en-us');
  const why = engine.importLonghornObjects(fixtureText([...OBJECTS.longhorn, wrong])).skipped.find((s) => s.name.endsWith('not-a-volume'));
  assert.equal((await skipped.locator('[role=alert]').textContent()).trim(), await say(why.whyMessage, 'en'));
  // The page around them goes on: another panel still answers.
  const good = await mount(page, 'panel', 'longhorn.io.volume', VOLUME, storeOf(OBJECTS.longhorn), 'en-us');
  assert.ok((await good.locator('.placement-lead').textContent()).length > 0);
  await page.close();
  assert.deepEqual(problems.splice(0), []);
});

test("the product page's labs answer for pasted kubectl output and for the cluster's objects in the store", async () => {
  const { page } = await host();
  const view = await mount(page, 'page', '', null, {}, 'en-us');
  await view.getByRole('tab', { name: 'Fleet rollouts' }).click();
  await view.getByLabel('kubectl output (YAML or JSON)').fill(fixtureText(OBJECTS.rollout));
  await view.getByRole('button', { name: 'Answer', exact: true }).click();
  const imported = engine.importFleetObjects(fixtureText(OBJECTS.rollout));
  const sim = engine.simulateRollout({ ...imported.input, paused: imported.paused, version: imported.version });
  await view.locator('.placement-lead').waitFor();
  assert.equal((await view.locator('.placement-lead').textContent()).trim(), await say(sim.outcomeSentence, 'en'));
  await page.close();

  // The Longhorn lab for the cluster's objects in the store: every volume's sentence.
  const second = await host();
  const fromStore = await mount(second.page, 'page', '', null, storeOf(OBJECTS.longhorn), 'ja');
  await fromStore.getByRole('button', { name: 'このクラスターのオブジェクトで答える' }).click();
  await fromStore.locator('.placement-lead').waitFor();
  const volumes = engine.scheduleReplicas(engine.importLonghornObjects(fixtureText(OBJECTS.longhorn)).scenario, { explain: 'summary' }).volumes;
  const lines = await fromStore.locator('.placement-section li').allTextContents();
  assert.deepEqual(lines.map((l) => l.trim()), await Promise.all(volumes.map(async (v) => `${v.name}: ${await say(firstUnscheduledElseFirst(v.answers).answer, 'ja')}`)));
  const page2 = second.page;
  const axe = await runAxe(page2);
  assert.equal(axe.blocking.length, 0, describeAxe(axe.blocking));
  await page2.close();
  assert.deepEqual(problems.splice(0), []);
});

// Rancher sends no Content-Security-Policy today; the proposed ui-csp-policy default has no
// script-src; an administrator's strict ingress policy has one. The engine's wasm modules and
// the extension's chunks load from next to the UMD under each; a script-src without
// 'wasm-unsafe-eval' refuses WebAssembly, and the panel says so instead of breaking.
for (const csp of ['none', 'steve', 'strictWasm']) {
  test(`under the Content-Security-Policy "${csp}", chunks and wasm load relative to the UMD and the panel answers`, async () => {
    const { page } = await host({ csp });
    const first = server.requests.length;
    const panel = await mount(page, 'panel', 'longhorn.io.volume', VOLUME, storeOf(OBJECTS.longhorn));
    assert.ok((await panel.locator('.placement-lead').textContent()).length > 0);
    const asked = server.requests.slice(first);
    assert.ok(asked.some((p) => p.endsWith('.wasm')), 'a wasm module was fetched');
    assert.deepEqual(asked.filter((p) => !p.startsWith(UMD.slice(0, UMD.lastIndexOf('/') + 1))), [], 'every file comes from the UMD\'s folder');
    await page.close();
    assert.deepEqual(problems.splice(0), []);
  });
}

test("under a script-src without 'wasm-unsafe-eval' the panel says the policy refuses WebAssembly", async () => {
  const { page } = await host({ csp: 'strict' });
  const panel = await mount(page, 'panel', 'longhorn.io.volume', VOLUME, storeOf(OBJECTS.longhorn));
  const message = (await panel.locator('[role=alert]').textContent()).trim();
  assert.match(message, /'wasm-unsafe-eval'/);
  await page.close();
  // Nothing else went wrong (a refusal the browser reports itself would be about the policy).
  const seen = problems.splice(0);
  assert.ok(seen.every((p) => /WebAssembly|wasm-unsafe-eval|Content Security Policy/i.test(p)), seen.join('\n'));
});
