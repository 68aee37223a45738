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
  await page.goto(`${env.server.url}/#/nowhere`); // leave, then come back through the bad link
  await page.goto(env.server.url + cut);
  await page.reload();
  await page.waitForSelector('#scenario-message');
  assert.match(await page.textContent('#scenario-message'), /this link could not be opened/);
  assert.equal(await page.inputValue('#disk-0-0-usable'), '777');
  await page.goto(`${env.server.url}/#/balance?s=%3Cscript%3E`);
  await page.reload();
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
  const [download] = await Promise.all([sender.page.waitForEvent('download'), sender.page.click('#scenario-export')]);
  assert.equal(download.suggestedFilename(), 'placement-longhorn.json');
  const file = join(dir, 'placement-longhorn.json');
  await download.saveAs(file);
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  assert.deepEqual([doc.apiVersion, doc.kind, doc.version, doc.lab], ['placement-playground/v1', 'Scenario', 1, 'longhorn']);
  await sender.context.close();

  // Import into a browser that is on another lab: it switches to the longhorn lab.
  const receiver = await openPage(env, '/#/balance');
  await receiver.page.waitForSelector('#winner');
  await receiver.page.setInputFiles('#scenario-import', file);
  await receiver.page.waitForFunction(() => /Longhorn replica scheduling/.test(document.querySelector('.lab-nav a.active')?.textContent ?? ''));

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
