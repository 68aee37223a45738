// Scenario documents: a share link opens exactly what the sender saw; export
// and import through a file; bad links and files are refused, work untouched.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();

async function shareLink(page) {
  await page.click('#scenario-share');
  await page.waitForSelector('#scenario-link');
  return page.inputValue('#scenario-link');
}

test('a share link opens the same scenario in a fresh browser', async () => {
  const sender = await openPage(env, '/#/balance');
  await sender.page.waitForSelector('#winner');
  await sender.page.fill('#disk-0-1-usable', '1500');
  await sender.page.waitForFunction(() => /on node A/.test(document.querySelector('#winner').textContent));
  const link = await shareLink(sender.page);
  assert.match(link, /#\/balance\?s=[A-Za-z0-9_-]+$/);
  sender.check();
  await sender.context.close();

  const receiver = await openPage(env, link.slice(env.server.url.length));
  await receiver.page.waitForSelector('#winner');
  assert.equal(await receiver.page.inputValue('#disk-0-1-usable'), '1500');
  assert.match(await receiver.page.textContent('#winner'), /on node A/);
  // The scenario moved into the lab's autosave; the address no longer carries it.
  assert.equal(new URL(receiver.page.url()).hash, '#/balance');
  receiver.check();
  await receiver.context.close();
});

test('a cut or altered link is refused and the saved work stays', async () => {
  const { page, check, context } = await openPage(env, '/#/balance');
  await page.waitForSelector('#winner');
  await page.fill('#disk-0-0-usable', '777');
  const link = await shareLink(page);
  const cut = link.slice(env.server.url.length, -12);
  // Leave the playground, then come back through the bad link as a fresh page
  // load. (A hash-only goto followed by reload() raced the app's own reload on
  // a lab change: net::ERR_ABORTED in CI.)
  await page.goto('about:blank');
  await page.goto(env.server.url + cut);
  await page.waitForSelector('#scenario-message');
  assert.match(await page.textContent('#scenario-message'), /this link could not be opened/);
  assert.equal(await page.inputValue('#disk-0-0-usable'), '777');
  await page.goto('about:blank');
  await page.goto(`${env.server.url}/#/balance?s=%3Cscript%3E`);
  await page.waitForSelector('#scenario-message');
  assert.match(await page.textContent('#scenario-message'), /could not be opened/);
  assert.equal(await page.inputValue('#disk-0-0-usable'), '777');
  check();
  await context.close();
});

test('export to a file and import it in another browser; bad files are refused', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pp-scenario-'));
  const sender = await openPage(env, '/#/longhorn');
  await sender.page.waitForSelector('#add-node');
  // Edit first, so the file carries this work and not the default.
  await sender.page.fill('#node-0-name', 'exported-node');
  assert.equal(await sender.page.inputValue('#node-0-name'), 'exported-node');
  const [download] = await Promise.all([sender.page.waitForEvent('download'), sender.page.click('#scenario-export')]);
  assert.equal(download.suggestedFilename(), 'placement-longhorn.json');
  const file = join(dir, 'placement-longhorn.json');
  await download.saveAs(file);
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  assert.deepEqual([doc.apiVersion, doc.kind, doc.version, doc.lab], ['placement-playground/v1', 'Scenario', 2, 'longhorn']);
  assert.match(JSON.stringify(doc.state), /"exported-node"/);
  await sender.context.close();

  // Import into a browser that is on another lab: it switches to the longhorn lab.
  const receiver = await openPage(env, '/#/balance');
  await receiver.page.waitForSelector('#winner');
  await receiver.page.setInputFiles('#scenario-import', file);
  await receiver.page.waitForFunction(() => /Longhorn replica scheduling/.test(document.querySelector('.lab-nav a.active')?.textContent ?? ''));
  await receiver.page.waitForSelector('#node-0-name');
  assert.equal(await receiver.page.inputValue('#node-0-name'), 'exported-node');

  const newer = join(dir, 'newer.json');
  writeFileSync(newer, JSON.stringify({ ...doc, version: 99 }));
  await receiver.page.setInputFiles('#scenario-import', newer);
  await receiver.page.waitForSelector('#scenario-message');
  assert.match(await receiver.page.textContent('#scenario-message'), /newer Placement Playground \(format version 99/);
  const other = join(dir, 'pod.json');
  writeFileSync(other, JSON.stringify({ apiVersion: 'v1', kind: 'Pod' }));
  await receiver.page.setInputFiles('#scenario-import', other);
  await receiver.page.waitForFunction(() => /not a Placement Playground scenario/.test(document.querySelector('#scenario-message')?.textContent ?? ''));
  receiver.check();
  await receiver.context.close();
});

/** A format-2 state as format 1 wrote it: amounts were {text, unit}. */
function asVersion1(value) {
  if (Array.isArray(value)) return value.map(asVersion1);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asVersion1(v)]));
  const amount = typeof value === 'string' && value.match(/^(.*) (MiB|GiB|TiB)$/);
  return amount ? { text: amount[1], unit: amount[2] } : value;
}

async function exportBalance(page, button, dir) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  const file = join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

test('a YAML export reads as YAML and imports back; the replaced work can be restored', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pp-yaml-'));
  const sender = await openPage(env, '/#/balance');
  await sender.page.waitForSelector('#winner');
  await sender.page.fill('#disk-0-1-usable', '1500');
  await sender.page.waitForFunction(() => /on node A/.test(document.querySelector('#winner').textContent));
  const file = await exportBalance(sender.page, '#scenario-export-yaml', dir);
  assert.match(file, /placement-balance\.yaml$/);
  const yaml = readFileSync(file, 'utf8');
  assert.match(yaml, /^apiVersion: placement-playground\/v1\nkind: Scenario\nversion: 2\nlab: balance\nstate:\n/);
  assert.match(yaml, /usable: 1500 GiB/);
  await sender.context.close();

  const receiver = await openPage(env, '/#/balance');
  await receiver.page.waitForSelector('#winner');
  await receiver.page.fill('#disk-0-0-usable', '321');
  await receiver.page.waitForTimeout(100);
  await receiver.page.setInputFiles('#scenario-import', file);
  await receiver.page.waitForSelector('#scenario-opened');
  assert.match(await receiver.page.textContent('#scenario-opened'), /Opened "placement-balance.yaml"\. Your earlier work in this lab is kept/);
  assert.equal(await receiver.page.inputValue('#disk-0-1-usable'), '1500');
  await receiver.page.click('#restore-previous');
  await receiver.page.waitForFunction(() => document.querySelector('#disk-0-0-usable')?.value === '321');
  assert.notEqual(await receiver.page.inputValue('#disk-0-1-usable'), '1500');
  receiver.check();
  await receiver.context.close();
});

test('old scenarios open: a format-1 file and a format-1 autosave are migrated', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pp-v1-'));
  const sender = await openPage(env, '/#/balance');
  await sender.page.waitForSelector('#winner');
  await sender.page.fill('#disk-0-1-usable', '1500');
  await sender.page.waitForFunction(() => /on node A/.test(document.querySelector('#winner').textContent));
  const doc = JSON.parse(readFileSync(await exportBalance(sender.page, '#scenario-export', dir), 'utf8'));
  await sender.context.close();
  const v1 = { ...doc, version: 1, state: asVersion1(doc.state) };
  assert.deepEqual(v1.state.nodes[0].disks[1].usable, { text: '1500', unit: 'GiB' });

  const v1File = join(dir, 'old.json');
  writeFileSync(v1File, JSON.stringify(v1));
  const receiver = await openPage(env, '/#/balance');
  await receiver.page.waitForSelector('#winner');
  await receiver.page.setInputFiles('#scenario-import', v1File);
  await receiver.page.waitForSelector('#scenario-opened');
  assert.equal(await receiver.page.inputValue('#disk-0-1-usable'), '1500');
  receiver.check();
  await receiver.context.close();

  // A browser that last ran the format-1 playground: its autosave is migrated on load.
  const context = await env.browser.newContext();
  // The init script runs on every document, about:blank too, whose storage is off limits.
  await context.addInitScript((state) => {
    if (location.protocol.startsWith('http')) localStorage.setItem('placement-playground.balance.v1', state);
  }, JSON.stringify(v1.state));
  const returning = await openPage(env, '/#/balance', { context });
  await returning.page.waitForSelector('#winner');
  assert.equal(await returning.page.inputValue('#disk-0-1-usable'), '1500');
  assert.match(await returning.page.textContent('#winner'), /on node A/);
  returning.check();
  await context.close();
});

test('malformed YAML is refused with its line and column', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pp-bad-yaml-'));
  const bad = join(dir, 'bad.yaml');
  writeFileSync(bad, 'apiVersion: placement-playground/v1\nkind: Scenario\nversion: 2\nlab: balance\nstate: {nodes: [1\n');
  const { page, check, context } = await openPage(env, '/#/balance');
  await page.waitForSelector('#winner');
  const before = await page.inputValue('#disk-0-0-usable');
  await page.setInputFiles('#scenario-import', bad);
  await page.waitForSelector('#scenario-message');
  assert.match(await page.textContent('#scenario-message'), /not valid YAML: line 5 column \d+/);
  assert.equal(await page.inputValue('#disk-0-0-usable'), before);
  check();
  await context.close();
});
