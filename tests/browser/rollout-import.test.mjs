// The rollout lab's "Import objects" panel in Chromium: paste a kubectl List
// and the lab shows the imported clusters, groups and strategy (rows are the
// bundle's partitions); the strategy exports as fleet.yaml; another bundle can
// be chosen; a file can be dropped; bad input leaves the work as it was; names
// stay text; and the way back to generated clusters.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();
const fixture = (name) => readFileSync(new URL(`../../crates/placement/tests/fixtures/kubectl/fleet/${name}`, import.meta.url), 'utf8');

/** Opens the lab (fresh storage: the storm-5 preset) with the import panel open. */
async function openImport() {
  const opened = await openPage(env, '/#/rollout');
  await opened.page.waitForSelector('#rollout-grid');
  await opened.page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  await opened.page.click('#fleet-import-toggle');
  await opened.page.waitForSelector('#fleet-import-text', { state: 'visible' });
  return opened;
}

const rows = (page) => page.locator('#rollout-grid .row-name').allTextContents();

test('paste a kubectl List: imported clusters, groups and the bundle strategy', async () => {
  const { page, check, screenshot, context } = await openImport();
  assert.match(await page.textContent('#fleet-import-panel'), /kubectl get bundles,bundledeployments,clusters\.fleet\.cattle\.io,clustergroups\.fleet\.cattle\.io -A -o yaml/);
  await page.fill('#fleet-import-text', fixture('list.yaml'));
  await page.click('#fleet-import-button');
  await page.waitForSelector('#imported-fleet');
  await page.waitForFunction(() => document.querySelector('#rollout-grid .row-name')?.textContent === 'canary');
  assert.deepEqual(await rows(page), ['canary', 'europe', 'america']);
  assert.match(await page.textContent('#fleet-import-summary'),
    /Imported 5 target clusters in fleet-default, 3 cluster groups; strategy and targets from Bundle fleet-default\/shop-apps-storefront\./);
  assert.match(await page.textContent('#fleet-import-not-targeted'), /dev-1: matches none of the target restrictions/);
  assert.match(await page.textContent('#fleet-import-skipped'), /Cluster fleet-local\/local: in namespace fleet-local/);
  assert.match(await page.textContent('#fleet-import-notes'), /Cluster spec\.kubeConfigSecret: an agent or connection setting/);
  // The fleet panel lists the imported clusters with their labels; the pattern fields are gone.
  assert.match(await page.textContent('#imported-fleet-source'), /5 imported clusters from Bundle fleet-default\/shop-apps-storefront, namespace fleet-default/);
  assert.equal(await page.locator('#imported-clusters tbody tr').count(), 5);
  assert.match(await page.textContent('#imported-clusters tbody tr:nth-child(5)'), /prod-us-2 \(paused\)fleet-default.*region=us/);
  assert.equal(await page.locator('#fleet-count').count(), 0);
  // "Edit a cluster" moves to the first imported cluster (not a generated name it no longer has).
  await page.waitForFunction(() => document.querySelector('#edit-cluster').value === 'canary-1');
  assert.ok(await page.isVisible('#edit-cluster-labels'));
  assert.equal(await page.inputValue('#group-1-selector'), 'env=prod, region=eu, stage=stable');
  assert.equal(await page.inputValue('#preset'), '');
  // The strategy form and the exported fleet.yaml hold the bundle's rolloutStrategy.
  const yaml = await page.inputValue('#fleet-yaml');
  assert.match(yaml, /^rolloutStrategy:\n  maxUnavailable: 1\n  maxUnavailablePartitions: 0\n  partitions:\n    - name: "canary"\n      clusterGroup: "canary"\n/);
  assert.match(yaml, /maxUnavailable: "50%"/);
  assert.match(await page.textContent('#why-reasons'), /The rollout stops after europe/);
  await screenshot('rollout-import-list');
  // Survives a reload (autosave), then back to the generated fleet.
  await page.reload();
  await page.waitForSelector('#imported-fleet');
  assert.deepEqual(await rows(page), ['canary', 'europe', 'america']);
  await page.click('#use-generated');
  await page.waitForSelector('#fleet-count');
  assert.equal(await page.locator('#imported-fleet').count(), 0);
  assert.equal(await page.inputValue('#fleet-count'), '200');
  check();
  await context.close();
});

test('several bundles: choose another; a dropped fleet.yaml changes only the strategy', async () => {
  const { page, check, context } = await openImport();
  await page.fill('#fleet-import-text', `${fixture('list.yaml')}---\n${fixture('extras.yaml')}`);
  await page.click('#fleet-import-button');
  await page.waitForSelector('#fleet-import-bundle');
  assert.match(await page.textContent('#fleet-import-skipped'), /GitRepo fleet-default\/shop-apps: makes the Bundles/);
  await page.selectOption('#fleet-import-bundle', 'fleet-default/shop-apps-checkout');
  await page.waitForFunction(() => /from Bundle fleet-default\/shop-apps-checkout \(paused\)/.test(document.querySelector('#fleet-import-summary').textContent));
  assert.match(await page.textContent('#imported-fleet-source'), /2 imported clusters .* the bundle is paused/);
  assert.match(await page.textContent('#fleet-import-notes'), /"beta-testers", which is not among the pasted objects/);

  // Drop a fleet.yaml on the panel: the clusters stay, the strategy is the file's.
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.items.add(new File([text], 'fleet.yaml', { type: 'text/yaml' }));
    const zone = document.querySelector('#fleet-import-panel');
    zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, fixture('fleet.yaml'));
  await page.waitForFunction(() => /strategy and targets from fleet\.yaml/.test(document.querySelector('#fleet-import-summary')?.textContent ?? ''));
  assert.match(await page.inputValue('#fleet-import-text'), /^# fleet.yaml of the storefront chart/);
  assert.match(await page.inputValue('#fleet-yaml'), /autoPartitionSize: 2\n  autoPartitionThreshold: 4\n  maxNew: 3/);
  assert.match(await page.textContent('#imported-fleet-source'), /2 imported clusters/);
  // The page's own scenario import did not take the dropped file.
  assert.equal(await page.locator('#scenario-message').count(), 0);
  check();
  await context.close();
});

test('bad input: the error with its position, the lab unchanged; names stay text', async () => {
  const { page, check, screenshot, context } = await openImport();
  // Issue #37: Fleet's controller reads a strategy value only when a reconcile reaches it
  // (limit() in target/status.go), so the import keeps `maxUnavailable: ten` as the Bundle holds
  // it, and the strategy form says Fleet's own error at the field.
  await page.fill('#fleet-import-text', fixture('bad-strategy.yaml'));
  await page.click('#fleet-import-button');
  await page.waitForSelector('#s-max-unavailable-error');
  assert.match(await page.textContent('#s-max-unavailable-error'),
    /rolloutStrategy\.maxUnavailable: invalid maxUnavailable, must be int or percentage \(ending with %\): ten/);
  await screenshot('rollout-import-error');

  // A paste the import refuses: the error with its position, the lab unchanged.
  const before = await page.inputValue('#fleet-yaml');
  await page.fill('#fleet-import-text', fixture('bad-duplicate.yaml'));
  await page.click('#fleet-import-button');
  await page.waitForFunction(() => /a second Cluster with this name/.test(document.querySelector('#fleet-import-error')?.textContent ?? ''));
  assert.equal(await page.getAttribute('#fleet-import-text', 'aria-invalid'), 'true');
  assert.equal(await page.inputValue('#fleet-yaml'), before);

  const evil = '<img src=x onerror="window.__pwned=1">';
  await page.fill('#fleet-import-text', `${fixture('list.yaml')}---\napiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: '${evil}'\n`);
  await page.click('#fleet-import-button');
  await page.waitForSelector('#fleet-import-skipped');
  assert.ok((await page.textContent('#fleet-import-skipped')).includes(evil));
  assert.equal(await page.locator('#fleet-import-panel img').count(), 0);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  check();
  await context.close();
});

// rancher/fleet target/builder.go: getNamespacesForBundle brings in the namespaces a
// BundleNamespaceMapping selects; Manager.Targets sorts the targets by cluster name only, so
// the two "edge" clusters (fleet-default and fleet-eu) follow the namespace order.
test('BundleNamespaceMappings: one name in two namespaces, each its own target with its own state', async () => {
  const { page, check, screenshot, context } = await openImport();
  assert.match(await page.textContent('#fleet-import-mappings-hint'), /bundlenamespacemappings\.fleet\.cattle\.io/);
  await page.fill('#fleet-import-text', fixture('namespace-mappings.yaml'));
  await page.click('#fleet-import-button');
  await page.waitForSelector('#imported-fleet');
  assert.match(await page.textContent('#fleet-import-summary'),
    /Imported 3 target clusters in fleet-default and, by its BundleNamespaceMappings, fleet-eu, 1 cluster group;/);
  assert.match(await page.textContent('#fleet-import-skipped'), /Cluster fleet-us\/apex: in namespace fleet-us: the bundle targets its own namespace and those its BundleNamespaceMappings bring in, fleet-default and fleet-eu/);
  assert.match(await page.textContent('#imported-fleet-source'), /namespaces fleet-default and fleet-eu \(brought in by BundleNamespaceMappings\)/);
  // The grid names the namesakes by namespace, in Fleet's order.
  const labels = await page.locator('#rollout-grid .cells i').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
  assert.deepEqual(labels.map((l) => l.split(',')[0]), ['core', 'fleet-default/edge', 'fleet-eu/edge']);
  // Each namesake has its own BundleDeployment, so its own answer.
  await page.click('#rollout-grid .cells i >> nth=2');
  await page.waitForSelector('#inspector');
  assert.match(await page.textContent('#inspector h3'), /^fleet-eu\/edge/);
  const eu = await page.textContent('#inspector');
  await page.click('#rollout-grid .cells i >> nth=1');
  await page.waitForFunction(() => /^fleet-default\/edge/.test(document.querySelector('#inspector h3').textContent));
  assert.notEqual(await page.textContent('#inspector'), eu);
  await screenshot('rollout-import-namespace-mappings');
  check();
  await context.close();
});
