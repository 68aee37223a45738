// longhornSettingsToYaml through the package: settings out as settings.longhorn.io
// objects, read back equal by importLonghornObjects; declared in the types.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { defaultLonghornSettings, importLonghornObjects, longhornSettingsToYaml } from '../../dist/pkg/node.mjs';

test('defaults: fifteen Setting objects in longhorn-system, read back equal', () => {
  const yaml = longhornSettingsToYaml({});
  assert.match(yaml, /^# Longhorn scheduling settings\. Apply with: kubectl apply -f longhorn-settings\.yaml\napiVersion: v1\nkind: List\nitems:\n/);
  assert.equal(yaml.match(/^- apiVersion: longhorn\.io\/v1beta2\n {2}kind: Setting\n {2}metadata:\n {4}name: [a-z-]+\n {4}namespace: longhorn-system\n {2}value: "[a-z0-9-]+"$/gm).length, 14);
  // types/setting.go: fast-replica-rebuild-enabled is data-engine specific, stored as JSON.
  assert.match(yaml, /name: fast-replica-rebuild-enabled\n {4}namespace: longhorn-system\n {2}value: "\{\\"v1\\":\\"true\\",\\"v2\\":\\"true\\"\}"\n/);
  assert.equal(yaml.match(/ {2}kind: Setting\n/g).length, 15);
  const { scenario, skipped, notes } = importLonghornObjects(yaml);
  assert.deepEqual(scenario.settings, defaultLonghornSettings());
  assert.deepEqual(skipped, []);
  assert.deepEqual(notes, []);
});

test('every setting at a value other than its default comes back', () => {
  const changed = {
    'replica-soft-anti-affinity': true,
    'replica-zone-soft-anti-affinity': false,
    'replica-disk-soft-anti-affinity': false,
    'storage-minimal-available-percentage': 10,
    'storage-over-provisioning-percentage': 200,
    'allow-empty-node-selector-volume': false,
    'allow-empty-disk-selector-volume': false,
    'disable-scheduling-on-cordoned-node': false,
    'replica-replenishment-wait-interval': 0,
    'replica-auto-balance': 'best-effort',
    'replica-auto-balance-disk-pressure-percentage': 0,
    'default-data-locality': 'strict-local',
    'fast-replica-rebuild-enabled': { v1: true, v2: false },
    'allow-volume-creation-with-degraded-availability': false,
    'offline-replica-rebuilding': true,
  };
  const yaml = longhornSettingsToYaml(changed);
  assert.match(yaml, /name: storage-minimal-available-percentage\n {4}namespace: longhorn-system\n {2}value: "10"\n/);
  assert.match(yaml, /name: default-data-locality\n {4}namespace: longhorn-system\n {2}value: "strict-local"\n/);
  const defaults = defaultLonghornSettings();
  const back = importLonghornObjects(yaml).scenario.settings;
  // Compare by the camelCase names the settings come back with.
  const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  for (const [name, value] of Object.entries(changed)) {
    assert.notDeepEqual(defaults[camel(name)], value, name);
    assert.deepEqual(back[camel(name)], value, name);
  }
  assert.deepEqual(Object.keys(back).sort(), Object.keys(defaults).sort());
  assert.deepEqual(Object.keys(changed).map(camel).sort(), Object.keys(defaults).sort());
});

test('a value out of range or an unknown setting throws with the path', () => {
  assert.throws(() => longhornSettingsToYaml({ 'storage-minimal-available-percentage': 101 }), (e) => {
    assert.equal(e.path, 'storage-minimal-available-percentage');
    assert.match(e.message, /percentage between 0 and 100/);
    return true;
  });
  assert.throws(() => longhornSettingsToYaml({ 'replica-auto-balance': 'sometimes' }), /replica-auto-balance|replicaAutoBalance/);
  assert.throws(() => longhornSettingsToYaml({ 'no-such-setting': true }), /no-such-setting/);
});

test('declared in the types: Settings in, string out', () => {
  const dts = readFileSync(new URL('../../dist/pkg/longhorn.d.ts', import.meta.url), 'utf8');
  assert.match(dts, /export function longhornSettingsToYaml\(settings: Settings\): string;/);
  const index = readFileSync(new URL('../../dist/pkg/index.js', import.meta.url), 'utf8');
  assert.match(index, /\blonghornSettingsToYaml\b/);
});
