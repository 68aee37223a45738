// The case report of the storage capacity lab and of the Fleet rollout lab (issue 35) in Chromium:
// the kubectl fixture imported into the capacity lab (a failing pod, then a pod whose recorded
// spec.nodeName is beside the filter's verdict), a stalled rollout preset; in English and Japanese.
// Each report states the answer first, every check per node or per cluster with the real system's
// reason verbatim, and is exported as Markdown (copied and downloaded, the same text); with "Redact
// names" no original name is in the page, the Markdown or the link, and the link opens the lab under
// the pseudonyms. The report's code and its texts (locales/<lang>/report.ftl) are fetched when it is
// first opened, not before. The Longhorn lab's button stays whole at the top of the result column
// with a replica's why open (the sticky column scrolled it half out of view).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { openPage, useBrowser } from './harness.mjs';
import { describe as describeViolations, runAxe } from './axe.mjs';

const env = useBrowser();
const FIXTURES = new URL('../../crates/placement/tests/fixtures/kubectl/capacity/', import.meta.url);
/** Every node, pod, claim and volume name of the capacity fixture. */
const CAPACITY_NAMES = ['cp-1', 'worker-1', 'worker-2', 'worker-3', 'db-0', 'web-0', 'data-db-0', 'logs-db-0',
  'pvc-8a1e3c5d-2b4f-4a6c-9e8d-7f6a5b4c3d2e'];

async function download(page, lab) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click('#case-report-download')]);
  assert.equal(file.suggestedFilename(), `case-report-${lab}.md`);
  return readFileSync(await file.path(), 'utf8');
}

/** The requests for the report's chunk and its texts, from now on. */
function reportRequests(page, lab) {
  const seen = [];
  page.on('request', (r) => {
    if (r.url().includes(`${lab}_report`) || r.url().includes('/report.ftl')) seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

/** Opens the report by keyboard and waits for it; the focus is on its heading. */
async function openReport(page) {
  await page.focus('#case-report-open');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#case-report-summary');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'case-report-title');
}

/** The values of every field of the lab and the text of its main part. */
const everythingShown = (page) => page.evaluate(() =>
  [document.querySelector('main').textContent, ...[...document.querySelectorAll('main input, main textarea, main select')].map((f) => f.value)].join('\n'));

/** Redacts, and checks that no name of `names` is in the page, the Markdown or the link; returns the link. */
async function redacted(page, lab, names) {
  await page.check('#case-report-redact');
  await page.waitForSelector('#case-report[data-redacted="true"]');
  const shown = await page.textContent('#case-report');
  const markdown = await download(page, lab);
  await page.click('#case-report-link');
  await page.waitForSelector('#case-report-status:has-text("The link was copied")');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  for (const name of names) {
    assert.ok(!shown.includes(name), `${name} is on the redacted page`);
    assert.ok(!markdown.includes(name), `${name} is in the redacted Markdown`);
    assert.ok(!link.includes(name), `${name} is in the redacted link`);
  }
  return { shown, markdown, link };
}

/** Opens `link` in a fresh context and returns everything its lab shows once `ready` is there. */
async function opened(link, ready) {
  const other = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await other.newPage();
  await page.goto(link.replace(/^https?:\/\/[^/]+/, env.server.url));
  await page.waitForSelector(ready, { state: 'attached' });
  const shown = await everythingShown(page);
  await other.close();
  return shown;
}

test('capacity: an imported failing pod, its checks per node verbatim, Markdown, the recorded node; redacted, no original name anywhere', async () => {
  const { page, check, screenshot, context } = await openPage(env, '/#/capacity');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.waitForSelector('#verdicts', { state: 'attached' });
  const requests = reportRequests(page, 'capacity');
  await page.click('#import-toggle');
  await page.fill('#import-text', readFileSync(new URL('list.yaml', FIXTURES), 'utf8'));
  await page.click('#import-button');
  await page.waitForSelector('#verdicts tr[data-node="worker-3"]', { state: 'attached' });
  assert.deepEqual(requests, [], 'neither the report\'s code nor its texts are fetched before it is opened');

  await openReport(page);
  assert.ok(requests.some((p) => p.includes('capacity_report')), `the report is a chunk of its own: ${requests}`);
  assert.deepEqual(requests.filter((p) => p.endsWith('.ftl')), ['/locales/en/report.ftl'], 'its English comes with it');
  assert.equal(await page.textContent('#case-report-title'), 'Case report: Storage capacity');
  assert.equal(await page.textContent('#case-report-summary'), 'The pod passes the volume binding filter on 2 of 4 nodes.');
  const subject = await page.textContent('#case-report-subject-0');
  assert.match(subject, /db-0/);
  assert.match(subject, /Every check per node/);
  // Every node, one column per claim and VolumeBinding's verdict, kube-scheduler's reasons verbatim.
  const rows = page.locator('#case-report-subject-0 .case-report-checks tbody tr');
  assert.equal(await rows.count(), 4);
  assert.deepEqual(await page.locator('#case-report-subject-0 .case-report-checks thead th').allTextContents(),
    ['Node', 'Claim data-db-0', 'Claim logs-db-0', 'VolumeBinding']);
  assert.match(await rows.nth(2).textContent(), /^worker-2.*✗ failed.*node\(s\) did not have enough free storage/);
  assert.match(await rows.nth(3).textContent(), /^worker-3.*✗ failed.*node\(s\) had volume node affinity conflict/);
  assert.equal(await page.locator('#case-report-subject-0 .case-report-checks code[lang="en"]').first().getAttribute('lang'), 'en');
  assert.match(await page.textContent('#case-report-versions'), /kube-scheduler 1\.33's VolumeBinding plugin/);
  assert.match(await page.textContent('#case-report-objects'), /nodes cp-1, worker-1, worker-2, worker-3/);
  await screenshot('case-report-capacity');

  const markdown = await download(page, 'capacity');
  assert.match(markdown, /^# Case report: Storage capacity\n\nThe pod passes the volume binding filter on 2 of 4 nodes\.\n/);
  assert.match(markdown, /\n### Every check per node\n/);
  assert.match(markdown, /\n\| Node \| Claim data-db-0 \| Claim logs-db-0 \| VolumeBinding \|\n/);
  assert.match(markdown, /\n\| worker-2 \|.*\| ✗ failed: `node\(s\) did not have enough free storage` \|\n/);
  await page.click('#case-report-copy');
  await page.waitForSelector('#case-report-status:has-text("copied as Markdown")');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), markdown);

  // The other pod ran on worker-3: the cluster's record beside the filter's verdict.
  await page.selectOption('#import-pod', '1');
  await page.waitForSelector('#case-report-subject-0 .case-report-recorded');
  assert.match(await page.textContent('#case-report-subject-0 .case-report-recorded'),
    /The node of pod .*web-0 \(spec\.nodeName\) beside the nodes the filter lets it ontoworker-3cp-1, worker-1, worker-2, worker-3✓ agree/);
  assert.match(await download(page, 'capacity'), /\| `worker-3` \| `cp-1, worker-1, worker-2, worker-3` \| ✓ agree \|/);

  const { shown, markdown: redactedMarkdown, link } = await redacted(page, 'capacity', CAPACITY_NAMES);
  assert.match(shown, /node-4/);
  assert.match(redactedMarkdown, /\| `node-4` \| `node-1, node-2, node-3, node-4` \| ✓ agree \|/);
  await screenshot('case-report-capacity-redacted');
  await page.click('#case-report-close');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'case-report-open');
  check();

  const lab = await opened(link, '#verdicts tr[data-node="node-4"]');
  for (const name of CAPACITY_NAMES) assert.ok(!lab.includes(name), `${name} is in the lab the link opened`);
  await context.close();
});

test('capacity in Japanese: a failing preset, the report and its Markdown in Japanese, the reasons verbatim, no serious axe violation', async () => {
  const context = await env.browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { page, check } = await openPage(env, '/?lang=ja#/capacity?preset=multi-volume', { context });
  await page.waitForSelector('#verdicts', { state: 'attached' });
  const requests = reportRequests(page, 'capacity');
  await openReport(page);
  assert.deepEqual(requests.filter((p) => p.endsWith('.ftl')).sort(), ['/locales/en/report.ftl', '/locales/ja/report.ftl']);
  assert.match(await page.textContent('#case-report-title'), /^ケースレポート: /);
  assert.match(await page.textContent('#case-report-summary'), /^Pod は 3 個中 0 個のノードでボリュームバインディングのフィルターを通過します。$/);
  assert.match(await page.textContent('#case-report'), /ノードごとのすべてのチェック/);
  assert.match(await page.textContent('#case-report-subject-0 .case-report-checks'), /✗ .*node\(s\) /);
  const markdown = await download(page, 'capacity');
  assert.match(markdown, /^# ケースレポート: /);
  assert.match(markdown, /\n### ノードごとのすべてのチェック\n/);
  assert.match(markdown, /: `node\(s\) [^`]+` \|/);
  const { blocking } = await runAxe(page);
  assert.deepEqual(blocking, [], describeViolations(blocking));
  check();
  await context.close();
});

test('rollout: a stalled rollout, every cluster\'s checks, the fix, Markdown; redacted, no cluster name anywhere; in Japanese', async () => {
  const { page, check, screenshot, context } = await openPage(env, '/#/rollout?preset=storm-5');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.waitForSelector('#rollout-answer');
  await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  const requests = reportRequests(page, 'rollout');
  assert.deepEqual(requests, []);
  await openReport(page);
  assert.ok(requests.some((p) => p.includes('rollout_report')), `the report is a chunk of its own: ${requests}`);
  assert.equal(await page.textContent('#case-report-title'), 'Case report: Fleet rollout');
  assert.match(await page.textContent('#case-report-summary'), /^\d+ of 200 clusters are Ready after \d+ rounds\.$/);
  const subject = await page.textContent('#case-report-subject-0');
  assert.match(subject, /The rollout's bundle/);
  assert.match(subject, /Every check per cluster/);
  assert.ok(!subject.includes('Nothing to fix'), 'a stalled rollout has a fix or says none was found');
  assert.deepEqual(await page.locator('#case-report-subject-0 .case-report-checks thead th').allTextContents(),
    ['Cluster', 'Target', 'Partition', 'State']);
  const rows = page.locator('#case-report-subject-0 .case-report-checks tbody tr');
  assert.equal(await rows.count(), 200);
  // Fleet's own state word, verbatim, in every row that is not Ready.
  const states = await page.locator('#case-report-subject-0 .case-report-checks tbody td:last-child code').allTextContents();
  assert.ok(states.length > 0 && states.every((s) => /^[A-Z][A-Za-z]+$/.test(s)), states.join());
  assert.ok(states.some((s) => s !== 'Ready'), states.join());
  // The objects it was computed from: every cluster, `namespace/name`.
  const objects = (await page.textContent('#case-report-objects')).replace(/^clusters\.fleet\.cattle\.io /, '').split(', ');
  assert.equal(objects.length, 200);
  const names = [...new Set(objects.flatMap((o) => o.split('/')))];
  const firstRow = await rows.first().textContent();
  assert.ok(names.some((n) => firstRow.includes(n)), firstRow);
  await screenshot('case-report-rollout');

  const markdown = await download(page, 'rollout');
  assert.match(markdown, /^# Case report: Fleet rollout\n\n\d+ of 200 clusters are Ready after \d+ rounds\.\n/);
  assert.match(markdown, /\n\| Cluster \| Target \| Partition \| State \|\n/);
  assert.match(markdown, /\n\| fleet-default\/[^|]+ \| ✓ passed \| ✓ passed \(partition \d+\) \| [✓✗] (passed|failed)/);
  await page.click('#case-report-copy');
  await page.waitForSelector('#case-report-status:has-text("copied as Markdown")');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), markdown);

  const { markdown: redactedMarkdown, link } = await redacted(page, 'rollout', names);
  assert.match(redactedMarkdown, /\n\| namespace-1\/cluster-001 \|/);
  check();
  // The lab's own hints name Fleet's default namespace; the clusters are under pseudonyms.
  const lab = await opened(link, '#rollout-answer');
  for (const name of names.filter((n) => n !== 'fleet-default')) assert.ok(!lab.includes(name), `${name} is in the lab the link opened`);
  await context.close();

  // Japanese.
  const ja = await env.browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  await ja.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { page: jaPage } = await openPage(env, '/?lang=ja#/rollout?preset=storm-5', { context: ja });
  await jaPage.waitForSelector('#rollout-answer');
  await jaPage.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  await openReport(jaPage);
  assert.match(await jaPage.textContent('#case-report-summary'), /^\d+ ラウンド後、200 個中 \d+ 個のクラスターが Ready です。$/);
  assert.match(await jaPage.textContent('#case-report'), /クラスターごとのすべてのチェック/);
  const jaMarkdown = await download(jaPage, 'rollout');
  assert.match(jaMarkdown, /\n\| クラスター \| ターゲット \|/);
  const { blocking } = await runAxe(jaPage);
  assert.deepEqual(blocking, [], describeViolations(blocking));
  await ja.close();
});

test('the Longhorn lab\'s button stays whole at the top of the result column with a why open', async () => {
  const { page, check, context } = await openPage(env, '/#/longhorn?preset=three-zones', { width: 1440, height: 800 });
  await page.waitForSelector('#case-report-open');
  const chip = page.locator('#placement-map .chip').last();
  await chip.scrollIntoViewIfNeeded();
  await chip.click();
  await page.waitForFunction(() => document.activeElement?.matches('#why-panel h2'));
  await page.waitForTimeout(300);
  const { button, pane } = await page.evaluate(() => {
    const box = (e) => { const r = e.getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; };
    return { button: box(document.querySelector('#case-report-open')), pane: box(document.querySelector('.result-pane')) };
  });
  assert.ok(button.top >= pane.top - 0.5 && button.bottom <= pane.bottom, `the button ${JSON.stringify(button)} is whole in the pane ${JSON.stringify(pane)}`);
  const scrolled = await page.evaluate(() => document.querySelector('.result-pane').scrollTop);
  assert.ok(scrolled > 0, 'the why scrolled the column');
  check();
  await context.close();
});
