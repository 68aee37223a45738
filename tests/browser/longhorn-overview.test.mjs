// Issue #10: the Longhorn map's overview for large clusters. From 40 nodes on
// the map opens as a square per node (its replica count in text, its state
// by pattern and in its name) instead of a card per node: the `large` preset
// (100 nodes, 400 disks) fits in one screen; every square is reached by the
// arrow keys; Enter opens a node's card (whose chips still show a replica's
// why) and Escape closes it; "Show every node" shows the cards and back; the
// selected replica's node is marked; "+ node" and Alt+arrow still edit; no
// horizontal scroll on a phone; axe finds nothing serious. Small clusters
// keep their cards and get no toggle.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { openPage, useBrowser } from './harness.mjs';
import { describe as describeViolations, runAxe } from './axe.mjs';

const env = useBrowser();

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The large preset in a context that lets axe in (the page's CSP forbids inline scripts). */
async function openLarge(size) {
  const context = await env.browser.newContext({ bypassCSP: true, viewport: size });
  const opened = await openPage(env, '/#/longhorn?preset=large', { context });
  await opened.page.waitForSelector('#placement-map .map-overview');
  return opened;
}

const active = (page) => page.evaluate(() => document.activeElement?.id ?? '');

async function axeClean(page, what) {
  const { counts, blocking } = await runAxe(page);
  console.log(`axe ${what}: minor ${counts.minor}, moderate ${counts.moderate}, serious ${counts.serious}, critical ${counts.critical}`);
  assert.equal(blocking.length, 0, `${what}:\n${describeViolations(blocking)}`);
}

test('large preset, 1440×900: the overview fits in one screen, a labelled square per node, one in the Tab order', async () => {
  const { page, check, screenshot, context } = await openLarge(DESKTOP);
  const height = await page.$eval('#placement-map', (m) => m.getBoundingClientRect().height);
  console.log(`overview height at 1440×900: ${Math.round(height)} px`);
  assert.ok(height < 900, `the map is ${height} px high`);
  assert.equal(await page.locator('#placement-map .map-square').count(), 100);
  assert.equal(await page.locator('#placement-map .map-node').count(), 0, 'no card until one is opened');
  assert.equal(await page.locator('#placement-map .map-disk').count(), 0);
  // Every zone keeps its heading and its "+ node" button.
  assert.deepEqual(await page.$$eval('#placement-map .map-zone-name', (z) => z.map((e) => e.textContent)),
    ['zone zone-a', 'zone zone-b', 'zone zone-c', 'zone zone-d']);
  assert.equal(await page.locator('#placement-map .map-add-node').count(), 4);
  // Each square: its replica count as text, and a whole sentence as its name and tooltip.
  const squares = await page.$$eval('#placement-map .map-square', (s) => s.map((e) => ({
    id: e.id, label: e.getAttribute('aria-label'), title: e.title, text: e.querySelector('.square-count').textContent,
  })));
  for (const s of squares) {
    const m = s.label.match(/^(node-\d{3}): (\d+) replicas?(, \d+ replicas? marked)?\.$/);
    assert.ok(m, s.label);
    assert.equal(s.text, m[2], `${s.id} shows its count`);
    assert.equal(s.title, s.label);
  }
  const total = squares.reduce((n, s) => n + Number(s.text), 0);
  assert.equal(total, 30, 'ten volumes of three replicas, each counted on its node');
  assert.equal(await page.locator('#placement-map .map-square[tabindex="0"]').count(), 1, 'roving tabindex');
  assert.equal(await page.getAttribute('#placement-map-show-all', 'aria-pressed'), 'false');
  await screenshot('longhorn-overview-desktop');
  await axeClean(page, 'overview 1440');
  check();
  await context.close();
});

test('large preset: the arrow keys reach every node, Home/End jump, Ctrl+End goes to the last', async () => {
  const { page, check, context } = await openLarge(DESKTOP);
  await page.focus('#placement-map .map-square[tabindex="0"]');
  assert.equal(await active(page), 'map-square-node-001');
  const seen = new Set([await active(page)]);
  for (let i = 0; i < 99; i += 1) {
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((n) => document.activeElement?.id !== n, [...seen].at(-1));
    seen.add(await active(page));
  }
  assert.equal(seen.size, 100, 'every square once');
  // The zones are a, b, c, d and node i is in zone (i - 1) mod 4: the last square is node-100 in zone-d.
  assert.equal(await active(page), 'map-square-node-100');
  assert.equal(await page.getAttribute('#map-square-node-100', 'tabindex'), '0');
  await page.keyboard.press('ArrowRight');
  assert.equal(await active(page), 'map-square-node-100', 'the last node stays');
  await page.keyboard.press('ArrowUp');
  await page.waitForFunction(() => document.activeElement?.id === 'map-square-node-099');
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.activeElement?.id === 'map-square-node-003');
  await page.keyboard.press('End');
  await page.waitForFunction(() => document.activeElement?.id === 'map-square-node-099');
  await page.keyboard.press('Control+Home');
  await page.waitForFunction(() => document.activeElement?.id === 'map-square-node-001');
  await page.keyboard.press('Control+End');
  await page.waitForFunction(() => document.activeElement?.id === 'map-square-node-100');
  // Tab leaves the squares (one stop), Shift+Tab comes back to the one it left.
  await page.keyboard.press('Tab');
  assert.doesNotMatch(await active(page), /^map-square-/);
  await page.keyboard.press('Shift+Tab');
  assert.equal(await active(page), 'map-square-node-100');
  check();
  await context.close();
});

test('large preset: Enter opens a node\'s card under its zone, Escape closes it, a chip in it shows the why', async () => {
  const { page, check, screenshot, context } = await openLarge(DESKTOP);
  const square = await page.$eval('#placement-map .map-square', () =>
    [...document.querySelectorAll('#placement-map .map-square')].find((s) => /: [1-9]\d* replicas?/.test(s.getAttribute('aria-label'))).id);
  const node = square.replace('map-square-', '');
  await page.focus(`#${square}`);
  // The square at the bottom of the window: its card, opened under the row, is scrolled into view.
  await page.$eval(`#${square}`, (s) => window.scrollBy(0, s.getBoundingClientRect().bottom - window.innerHeight + 4));
  await page.keyboard.press('Enter');
  await page.waitForSelector('#placement-map-card');
  await page.waitForFunction(() => document.querySelector('#placement-map-card').getBoundingClientRect().bottom <= window.innerHeight + 1,
    null, { timeout: 5000 });
  assert.equal(await page.getAttribute(`#${square}`, 'aria-expanded'), 'true');
  assert.equal(await page.getAttribute(`#${square}`, 'aria-controls'), 'placement-map-card');
  // The card is the node's own (its disks and chips), in the square's zone.
  assert.equal(await page.locator(`#placement-map-card #map-node-${node} .map-disk`).count(), 4);
  const zoneOf = (sel) => page.$eval(sel, (e) => e.closest('.map-zone').dataset.zone);
  assert.equal(await zoneOf('#placement-map-card'), await zoneOf(`#${square}`));
  await screenshot('longhorn-overview-card');
  await axeClean(page, 'overview with a card open');
  // Escape in the card closes it and gives the focus back to the square.
  await page.focus(`#placement-map-card #map-node-${node} .chip`);
  await page.keyboard.press('Escape');
  await page.waitForSelector('#placement-map-card', { state: 'detached' });
  await page.waitForFunction((id) => document.activeElement?.id === id, square);
  assert.equal(await page.getAttribute(`#${square}`, 'aria-expanded'), 'false');
  // The close button does the same.
  await page.keyboard.press('Enter');
  await page.click('#placement-map-card-close');
  await page.waitForSelector('#placement-map-card', { state: 'detached' });
  await page.waitForFunction((id) => document.activeElement?.id === id, square);
  // Open again; a chip in the card (by keyboard) moves the focus to its why.
  await page.keyboard.press('Enter');
  const chip = page.locator(`#placement-map-card #map-node-${node} .chip`).first();
  const replica = (await chip.getAttribute('id')).replace(/^chip-/, '');
  await chip.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.matches('#why-panel h2'));
  assert.match(await page.textContent('#why-panel h2'), new RegExp(replica));
  // The chosen replica's square is marked: not by colour alone (a frame, and aria-current).
  assert.equal(await page.getAttribute(`#${square}`, 'aria-current'), 'true');
  assert.match(await page.getAttribute(`#${square}`, 'class'), /\bselected\b/);
  check();
  await context.close();
});

test('large preset: a replica chosen in the result list marks its node\'s square and makes it the focusable one', async () => {
  const { page, check, context } = await openLarge(DESKTOP);
  const line = await page.textContent('#why-vol-10-vol-10-r-3 >> xpath=..');
  const node = line.match(/→ (node-\d{3})/)[1];
  await page.click('#why-vol-10-vol-10-r-3');
  await page.waitForFunction(() => document.activeElement?.matches('#why-panel h2'));
  const square = `#map-square-${node}`;
  await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-current') === 'true', square);
  assert.equal(await page.locator('#placement-map .map-square[aria-current="true"]').count(), 1);
  assert.equal(await page.getAttribute(square, 'tabindex'), '0', 'the focusable square follows the selection');
  // Its 25-square zones show every square: scrolling inside a row is the next test's (a zone of 240).
  check();
  await context.close();
});

/**
 * A kubectl List with `count` more nodes in worker-3's zone (zone-c), named
 * `edge-000`… so they come before worker-3 in its zone: the zone's row holds
 * far more squares than it shows, and worker-3's is at its end.
 */
function crowdedZone(count) {
  const list = JSON.parse(readFileSync(new URL('../../crates/placement/tests/fixtures/longhorn-list.json', import.meta.url), 'utf8'));
  const template = list.items.find((o) => o.kind === 'Node' && o.metadata.name === 'worker-3');
  const clones = Array.from({ length: count }, (_, i) => {
    const name = `edge-${String(i).padStart(3, '0')}`;
    const node = JSON.parse(JSON.stringify(template).replaceAll('worker-3', name));
    delete node.metadata.managedFields;
    for (const disk of Object.values(node.status.diskStatus)) {
      disk.diskUUID = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      disk.scheduledReplica = {};
      disk.storageScheduled = 0;
    }
    return node;
  });
  list.items = [...clones, ...list.items];
  return JSON.stringify(list);
}

test('a zone of 240 nodes: the selected replica\'s square, at the end of its zone\'s row, is scrolled into view inside the row', async () => {
  const context = await env.browser.newContext({ viewport: DESKTOP });
  const { page, check } = await openPage(env, '/#/longhorn', { context });
  await page.waitForSelector('#volume-condition-pg-data');
  await page.click('#import-toggle');
  await page.fill('#import-text', crowdedZone(240));
  await page.click('#import-button');
  await page.waitForSelector('#placement-map .map-overview');
  const square = '#map-square-worker-3';
  const row = await page.$eval(square, (s) => ({ scroll: s.parentElement.scrollHeight, client: s.parentElement.clientHeight, top: s.parentElement.scrollTop }));
  assert.ok(row.scroll > 2 * row.client, `the zone's row scrolls (${row.scroll} px of squares in ${row.client} px)`);
  assert.equal(row.top, 0);
  const outOfView = await page.$eval(square, (s) => s.getBoundingClientRect().top > s.parentElement.getBoundingClientRect().bottom);
  assert.ok(outOfView, 'before the selection, worker-3\'s square is below what its row shows');
  // The replica on worker-3, chosen in the result list.
  const replica = await page.$eval('#why-panel, body', () => {
    const link = [...document.querySelectorAll('[id^="why-pvc-"]')].find((a) => /worker-3/.test(a.parentElement.textContent));
    return link?.id;
  });
  assert.ok(replica, 'a result line names the replica on worker-3');
  await page.click(`#${replica}`);
  await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-current') === 'true', square);
  await page.waitForFunction((s) => {
    const a = document.querySelector(s).getBoundingClientRect();
    const b = document.querySelector(s).parentElement.getBoundingClientRect();
    return a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
  }, square, { timeout: 5000 });
  assert.ok(await page.$eval(square, (s) => s.parentElement.scrollTop) > 0, 'the row itself scrolled');
  check();
  await context.close();
});

test('large preset: "Show every node" shows every card (aria-pressed) and back; the choice survives an edit', async () => {
  const { page, check, context } = await openLarge(DESKTOP);
  await page.click('#placement-map-show-all');
  await page.waitForFunction(() => document.querySelectorAll('#placement-map .map-node').length === 100);
  assert.equal(await page.getAttribute('#placement-map-show-all', 'aria-pressed'), 'true');
  assert.equal(await page.locator('#placement-map .map-disk').count(), 400);
  assert.equal(await page.locator('#placement-map .map-square').count(), 0);
  // An edit re-renders the map: the cards stay.
  await page.click('#tab-volumes');
  await page.fill('#volume-0-size', '25');
  await page.waitForSelector('#change-summary');
  assert.equal(await page.locator('#placement-map .map-node').count(), 100);
  await page.click('#placement-map-show-all');
  await page.waitForSelector('#placement-map .map-overview');
  assert.equal(await page.getAttribute('#placement-map-show-all', 'aria-pressed'), 'false');
  assert.equal(await page.locator('#placement-map .map-node').count(), 0);
  check();
  await context.close();
});

test('large preset: "+ node" and Alt+arrow on a square edit the drawing in the overview, one Undo each', async () => {
  const { page, check, context } = await openLarge(DESKTOP);
  const inZone = (zone) => page.$$eval(`#placement-map .map-zone[data-zone="${zone}"] .map-square`, (s) => s.length);
  const zoneOf = (node) => page.$eval(`#map-square-${node}`, (s) => s.closest('.map-zone').dataset.zone);
  assert.equal(await inZone('zone-a'), 25);
  await page.click('#placement-map .map-zone[data-zone="zone-a"] .map-add-node');
  await page.waitForFunction(() => document.querySelectorAll('#placement-map .map-square').length === 101);
  assert.equal(await inZone('zone-a'), 26);
  await page.click('#undo');
  await page.waitForFunction(() => document.querySelectorAll('#placement-map .map-square').length === 100);
  // Alt+→ on node-001's square: to zone-b, the focus stays on the square.
  assert.equal(await zoneOf('node-001'), 'zone-a');
  assert.match(await page.getAttribute('#map-square-node-001', 'aria-keyshortcuts'), /Alt\+ArrowRight/);
  await page.focus('#map-square-node-001');
  await page.keyboard.press('Alt+ArrowRight');
  await page.waitForFunction(() => document.querySelector('#map-square-node-001')?.closest('.map-zone')?.dataset.zone === 'zone-b');
  await page.waitForFunction(() => document.activeElement?.id === 'map-square-node-001');
  assert.equal(await page.$eval('#node-0-zone', (s) => s.selectedOptions[0].textContent), 'zone-b');
  await page.click('#undo');
  await page.waitForFunction(() => document.querySelector('#map-square-node-001')?.closest('.map-zone')?.dataset.zone === 'zone-a');
  // A node's state on its square: in its name (a whole sentence) and by its frame or pattern, not by colour.
  await page.click('#node-1-toggle');
  await page.click('#node-1-cordoned');
  await page.waitForFunction(() => /^node-002 is cordoned: \d+ replicas?/.test(document.querySelector('#map-square-node-002')?.getAttribute('aria-label')));
  assert.match(await page.getAttribute('#map-square-node-002', 'class'), /\bcordoned\b/);
  await page.click('#node-2-toggle');
  await page.click('#node-2-allow-scheduling');
  await page.waitForFunction(() => /^node-003 has scheduling disabled: 0 replicas/.test(document.querySelector('#map-square-node-003')?.getAttribute('aria-label')));
  assert.match(await page.getAttribute('#map-square-node-003', 'class'), /\bstriped\b/);
  check();
  await context.close();
});

test('large preset, 390×844: no horizontal page scroll, axe clean', async () => {
  const { page, check, screenshot, context } = await openLarge(PHONE);
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  assert.ok(widths.scroll <= widths.client, `page ${widths.scroll} px wide in a ${widths.client} px window`);
  const height = await page.$eval('#placement-map', (m) => m.getBoundingClientRect().height);
  console.log(`overview height at 390×844: ${Math.round(height)} px`);
  await page.locator('#placement-map').scrollIntoViewIfNeeded();
  await screenshot('longhorn-overview-phone');
  await axeClean(page, 'overview 390');
  check();
  await context.close();
});

test('a small preset keeps its cards: no overview, no toggle', async () => {
  const { page, check, context } = await openPage(env, '/#/longhorn?preset=three-zones', DESKTOP);
  await page.waitForSelector('#placement-map .map-node');
  assert.equal(await page.locator('#placement-map-show-all').count(), 0);
  assert.equal(await page.locator('#placement-map .map-overview, #placement-map .map-square').count(), 0);
  assert.equal(await page.locator('#placement-map .map-node').count(), 6);
  check();
  await context.close();
});
