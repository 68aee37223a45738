// importSupportBundle through the package: a bundle in the real layout fills
// the three labs' inputs; the Longhorn version chooses the algorithm; bad files
// are refused with a sentence; a 200 MB bundle, mostly logs, is read without
// its bytes entering the module's memory (measured).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSupportBundle, importCapacityObjects, importFleetObjects, scheduleReplicas } from '../../dist/pkg/node.mjs';
import { initSync } from '../../dist/pkg/bundle.js';
import { zip, bundleFiles, writeBigBundle, ROOT } from '../support/support-bundle.mjs';

const fixture = (path) => readFileSync(new URL(`../../crates/placement/tests/fixtures/${path}`, import.meta.url), 'utf8');

test('a support bundle fills the three labs as their own imports would', async () => {
  const bundle = await importSupportBundle(zip(bundleFiles('v1.10.2')));
  const { scenario } = bundle.longhorn.import;
  assert.deepEqual(scenario.nodes.map((n) => n.name), ['worker-1', 'worker-2', 'worker-3']);
  assert.equal(scenario.algorithm, 'most-usable');
  assert.equal(scheduleReplicas(scenario).volumes.length, 1);
  assert.ok(bundle.longhorn.files.includes(`${ROOT}yamls/namespaced/longhorn-system/longhorn.io/v1beta2/volumes.yaml`));

  const capacity = importCapacityObjects(fixture('kubectl/capacity/list.json'));
  assert.deepEqual(bundle.capacity.import.pods.map((p) => p.pod.metadata.name).sort(), capacity.pods.map((p) => p.pod.metadata.name).sort());
  const fleet = importFleetObjects(fixture('kubectl/fleet/list.json'));
  assert.equal(bundle.fleet.import.source, fleet.source);
  assert.equal(bundle.fleet.import.input.clusters.length, fleet.input.clusters.length);

  assert.deepEqual(
    [bundle.facts.product, bundle.facts.kubernetesVersion, bundle.facts.createdAt, bundle.facts.longhornVersion, bundle.facts.algorithm],
    ['Longhorn', 'v1.31.4+k3s1', '2026-11-30T10:15:00Z', 'v1.10.2', 'most-usable'],
  );
  const logs = bundle.skipped.find((s) => s.why === 'Logs are not read: no lab uses them.');
  assert.deepEqual([logs.count, logs.examples], [1, [`${ROOT}logs/longhorn-system/longhorn-manager-1/longhorn-manager.log`]]);
});

test('options: the algorithm overrides the version\'s, an ArrayBuffer reads like bytes', async () => {
  const bytes = zip(bundleFiles('v1.9.1'));
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
  const bundle = await importSupportBundle(buffer, { algorithm: 'balance' });
  assert.equal(bundle.longhorn.import.scenario.algorithm, 'balance');
  assert.equal(bundle.facts.algorithmReason, 'The balance algorithm is used, as chosen; the bundle\'s Longhorn v1.9.1 would use the most-usable algorithm.');
  const v111 = await importSupportBundle(zip(bundleFiles('v1.11.0')));
  assert.equal(v111.facts.algorithm, 'balance');
});

test('bad files are refused with a sentence, and the next call works', async () => {
  await assert.rejects(importSupportBundle('not bytes'), (e) => e instanceof TypeError
    && e.message === 'importSupportBundle: argument 1 (bytes) must be a Uint8Array or an ArrayBuffer, got string');
  await assert.rejects(importSupportBundle(new TextEncoder().encode('kind: List\n')), /The file is not a zip file\./);
  await assert.rejects(importSupportBundle(zip([{ name: 'README.md', text: 'hi' }])), /The zip file is not a support bundle/);
  const whole = zip(bundleFiles());
  await assert.rejects(importSupportBundle(whole.subarray(0, whole.length / 2)), /The zip file is truncated/);
  await assert.rejects(importSupportBundle(zip([{ name: `${ROOT}metadata.yaml`, text: 'a: 1\n', flags: 1 }])), /The zip file is encrypted/);
  await assert.rejects(importSupportBundle(zip([{ name: `${ROOT}metadata.yaml`, text: ' '.repeat(1 << 20), size: 100 }])), /a zip bomb/);
  await assert.rejects(importSupportBundle(zip([{ name: `${ROOT}../../etc/passwd`, text: 'x' }])), (e) => e.path === 'entries[0].name' && /climbs out of its folder/.test(e.message));
  assert.ok((await importSupportBundle(whole)).longhorn.import);
});

test('a 200 MB bundle, mostly logs, is read without its bytes entering the module\'s memory', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'support-bundle-'));
  try {
    const path = join(dir, 'big.zip');
    const size = writeBigBundle(path, bundleFiles('v1.11.0'), 200 << 20);
    assert.ok(size >= 200 << 20, `${size} bytes`);
    const bytes = readFileSync(path);
    const wasm = initSync({ module: readFileSync(new URL('../../dist/pkg/bundle_bg.wasm', import.meta.url)) });
    const bundle = await importSupportBundle(bytes);
    const memory = wasm.memory.buffer.byteLength;
    assert.ok(bundle.longhorn.import && bundle.capacity.import && bundle.fleet.import);
    const logs = bundle.skipped.find((s) => s.why.startsWith('Logs'));
    assert.equal(logs.count, 26, "the small log and 25 of 8 MiB");
    assert.ok(logs.bytes >= 200 << 20, `${logs.bytes} bytes of logs skipped`);
    console.log(`# ${(size / 2 ** 20).toFixed(0)} MiB bundle read with ${(memory / 2 ** 20).toFixed(1)} MiB of wasm memory`);
    assert.ok(memory < 32 << 20, `the module's memory grew to ${memory} bytes`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
