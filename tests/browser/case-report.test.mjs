// The case report (issue 35) in Chromium: from the support-bundle fixture opened in the Longhorn
// lab, the report states each volume's answer first, every check per node and disk, and the
// recorded Scheduled condition beside the engine's; it is exported as Markdown (copied and
// downloaded, from the same data); with "Redact names" no original name is in the page, the
// Markdown or the link (which opens the redacted scenario). Keyboard: the report takes focus
// and gives it back; in Japanese; on a phone without sideways scroll.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { openPage, useBrowser } from './harness.mjs';
import { describe as describeViolations, runAxe } from './axe.mjs';
import { zip, bundleFiles } from '../support/support-bundle.mjs';

const env = useBrowser();
const VOLUME = 'pvc-3f1c2a9e-8d4b-4f6a-b1c2-7e9d0a5b3c18';
const fixture = JSON.parse(readFileSync(new URL('../../crates/placement/tests/fixtures/longhorn-list.json', import.meta.url), 'utf8'));
/** Every node, volume, replica and disk name of the fixture (disks by their spec names). */
const ORIGINAL_NAMES = [...new Set(fixture.items.flatMap((item) => {
  if (item.kind === 'Node') return [item.metadata.name, ...Object.keys(item.spec.disks ?? {})];
  if (item.kind === 'Volume' || item.kind === 'Replica') return [item.metadata.name];
  return [];
}))];

/** Opens the bundle fixture in the Longhorn lab (as the support-bundle test does). */
async function openBundle(page) {
  const data = zip(bundleFiles('v1.10.2')).toString('base64');
  await page.evaluate((data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'supportbundle.zip', { type: 'application/zip' }));
    const target = document.querySelector('main.lab');
    target.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, data);
  await page.click('#bundle-open-longhorn');
  await page.waitForSelector(`#volume-condition-${VOLUME}`);
}

async function download(page) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click('#case-report-download')]);
  assert.equal(file.suggestedFilename(), 'case-report-longhorn.md');
  return readFileSync(await file.path(), 'utf8');
}

test('a case report from the support bundle: answers, checks, recorded vs computed, Markdown; redacted, no original name anywhere', async () => {
  const { page, check, screenshot, context } = await openPage(env, '/#/longhorn');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.waitForSelector('#volume-condition-pg-data');
  const chunks = [];
  page.on('request', (r) => { if (r.url().includes('longhorn_report')) chunks.push(r.url()); });
  await openBundle(page);
  assert.deepEqual(chunks, [], 'the report\'s code is not fetched before it is opened');
  await page.click('#case-report-open');
  await page.waitForSelector('#case-report-summary');
  assert.equal(chunks.length, 1, 'the report is a chunk of its own, fetched on opening');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'case-report-title');
  assert.equal(await page.textContent('#case-report-summary'), '1 volume: 1 fine, 0 with a finding.');
  const subject = await page.textContent('#case-report-subject-0');
  assert.match(subject, new RegExp(`Volume ${VOLUME} is scheduled: 3 replicas are placed\\.`));
  // The engine's own sentence for each replica: two stay where they are, the failed one is reused.
  assert.match(subject, /stays on worker-1\/default-disk-fd0000000000/);
  assert.match(subject, /is on worker-3\/default-disk-fd0000000000/);
  // Every check per node and disk: three rows, eight checks, the reused replica's disk chosen.
  assert.equal(await page.locator('#case-report-subject-0 .case-report-checks tbody tr').count(), 3);
  assert.equal(await page.locator('#case-report-subject-0 .case-report-checks thead th').count(), 10);
  assert.match(await page.textContent('#case-report-subject-0 .case-report-checks tbody tr:nth-child(3)'), /worker-3.*chosen/);
  // What the cluster recorded beside what the engine computes.
  const recorded = await page.textContent('#case-report-subject-0 .case-report-recorded');
  assert.match(recorded, new RegExp(`The Scheduled condition of volume ${VOLUME}TrueTrue✓ agree`));
  assert.match(recorded, /worker-3\/default-disk-fd0000000000 \(spec\.failedAt\)worker-3\/default-disk-fd0000000000 \(reused\)✓ agree/);
  assert.match(await page.textContent('#case-report-versions'), /Longhorn v1\.12\.1, with the most-usable disk choice/);
  assert.match(await page.textContent('#case-report-objects'), /nodes\.longhorn\.io worker-1, worker-2, worker-3/);
  await screenshot('case-report');

  // Markdown: copied and downloaded, the same text, from the same data.
  const markdown = await download(page);
  assert.match(markdown, /^# Case report: /);
  assert.match(markdown, new RegExp(`\\n## ${VOLUME}\\n\\n\\*\\*Volume ${VOLUME} is scheduled: 3 replicas are placed\\.\\*\\*\\n`));
  assert.match(markdown, /\n\| Node \| Disk \| Node eligible \| Disk schedulable \|/);
  assert.match(markdown, /\n\| worker-3 \| default-disk-fd0000000000 \| ✓ passed \|.*\| ★ chosen/);
  assert.match(markdown, /\| `True` \| `True` \| ✓ agree \|/);
  await page.click('#case-report-copy');
  await page.waitForSelector('#case-report-status:has-text("copied as Markdown")');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), markdown);

  // Redacted: the page, the Markdown and the link name no original name.
  await page.check('#case-report-redact');
  await page.waitForSelector('#case-report[data-redacted="true"]');
  const redactedPage = await page.textContent('#case-report');
  assert.match(redactedPage, /Volume volume-1 is scheduled: 3 replicas are placed\./);
  const redactedMarkdown = await download(page);
  assert.match(redactedMarkdown, /\| node-3 \| disk-1 \| ✓ passed \|/);
  await page.click('#case-report-link');
  await page.waitForSelector('#case-report-status:has-text("The link was copied")');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  for (const name of ORIGINAL_NAMES) {
    assert.ok(!redactedPage.includes(name), `${name} is on the redacted page`);
    assert.ok(!redactedMarkdown.includes(name), `${name} is in the redacted Markdown`);
    assert.ok(!link.includes(name), `${name} is in the redacted link`);
  }
  assert.ok(ORIGINAL_NAMES.length >= 6, ORIGINAL_NAMES.join());
  await screenshot('case-report-redacted');

  // Close: the focus is back on the button that opened it.
  await page.click('#case-report-close');
  assert.equal(await page.locator('#case-report').count(), 0);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'case-report-open');
  check();

  // The link opens the redacted scenario (nothing of the original names on the page).
  const other = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const opened = await other.newPage();
  await opened.goto(link.replace(/^https?:\/\/[^/]+/, env.server.url));
  await opened.waitForSelector('#volume-condition-volume-1');
  const body = await opened.textContent('main');
  for (const name of ORIGINAL_NAMES) assert.ok(!body.includes(name), `${name} is in the lab the link opened`);
  await other.close();
  await context.close();
});

test('the case report in Japanese, by keyboard, on a phone without sideways scroll, with no serious axe violation', async () => {
  const context = await env.browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 844 } });
  const { page, check, screenshot } = await openPage(env, '/?lang=ja#/longhorn', { context });
  await page.waitForSelector('#volume-condition-pg-data', { state: 'attached' });
  await page.focus('#case-report-open');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#case-report-summary');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'case-report-title');
  assert.match(await page.textContent('#case-report-title'), /^ケースレポート: /);
  assert.match(await page.textContent('#case-report-summary'), /個のボリューム: 問題なし \d+ 個、所見あり \d+ 個。/);
  assert.match(await page.textContent('#case-report'), /ノードとディスクごとのすべてのチェック/);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), 'no sideways scroll');
  const { blocking } = await runAxe(page);
  assert.deepEqual(blocking, [], describeViolations(blocking));
  await screenshot('case-report-ja-phone');
  await page.keyboard.press('Tab');
  check();
  await context.close();
});
