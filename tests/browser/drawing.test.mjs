// Issue #10, acting on the pictures: a what-if drawn on the Longhorn map
// (ghost at the old place → the new place, in words, and one summary line);
// adding a node by clicking into a zone (an empty one too), moving a node by
// dragging it and by Alt+arrow; a balance disk's usable storage set by
// dragging its bar and by the arrow keys (role=slider); a rollout cluster's
// agent behaviour changed from its cell by mouse and by keyboard. Each
// action is one edit that one Undo takes back.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();

const zoneOf = (page, node) => page.$eval(`#map-node-${node}`, (n) => n.closest('.map-zone').dataset.zone);
const nodesIn = (page, zone) => page.$$eval(`#placement-map .map-zone[data-zone="${zone}"] .map-node`, (ns) => ns.map((n) => n.id));
const undo = async (page) => {
  await page.click('#undo');
};

test('what-if on the map: the failed node named, its replica marked, the stand-in where it would arrive, one summary line', async () => {
  const { page, check, screenshot, context } = await openPage(env, '/#/longhorn', { width: 1440, height: 900 });
  await page.waitForSelector('#volume-condition-pg-data');
  const node = (await page.textContent('#why-pg-data-pg-data-r-1 >> xpath=..')).match(/→ (node-\d)/)[1];
  await page.selectOption('#whatif-node', node);
  await page.waitForSelector('#whatif-map');
  // The node the action hits says so in words.
  assert.match(await page.textContent(`#whatif-map-node-${node} .map-node-name`), new RegExp(`${node} \\(goes down\\)`));
  // Its replica of pg-data is marked as failing, in words (and where it is replaced: below).
  assert.match(await page.textContent(`#whatif-map-node-${node}`), /A r-1 \(would fail/);
  // After the replenishment wait a new replica of pg-data would be created on another node, marked where it arrives.
  const arrived = await page.$$eval('#whatif-map .chip.arrived', (cs) => cs.map((c) => [c.closest('.map-node')?.id ?? '', c.textContent]));
  const created = arrived.filter(([, t]) => /would be created here/.test(t));
  assert.ok(created.length >= 1, JSON.stringify(arrived));
  assert.ok(created.every(([id]) => id && id !== `whatif-map-node-${node}`), `created elsewhere: ${JSON.stringify(created)}`);
  // The one-line summary names the new replica's place.
  const summary = await page.textContent('#whatif-summary');
  const place = created[0][0].replace('whatif-map-node-', '');
  assert.match(summary, new RegExp(`would be created on ${place}/`), summary);
  // Old place → new place, in words on both chips: the failing replica names where its stand-in goes, and the stand-in whom it replaces.
  const standIn = created.find(([, t]) => /replacing pg-data-r-1/.test(t));
  assert.ok(standIn, JSON.stringify(created));
  const newPlace = standIn[0].replace('whatif-map-node-', '');
  assert.match(await page.textContent(`#whatif-map-node-${node}`), new RegExp(`A r-1 \\(would fail, replaced on ${newPlace}/disk-\\d\\)`));
  assert.match(await page.textContent('.whatif-map figcaption'), new RegExp(`if ${node} goes down`));
  // Evicting the node instead: its replicas are marked "would be evicted", the summary changes.
  await page.selectOption('#whatif-action', 'evict-node');
  await page.waitForFunction((n) => /\(evicting\)/.test(document.querySelector(`#whatif-map-node-${n}`)?.textContent ?? ''), node);
  assert.match(await page.textContent(`#whatif-map-node-${node}`), /A r-1 \(would be evicted, replaced on node-\d\/disk-\d\)/);
  // The lab's own map is untouched by the what-if.
  assert.equal(await page.locator('#placement-map .chip.arrived, #placement-map .chip.ghost').count(), 0);
  await screenshot('longhorn-whatif-map');
  check();
  await context.close();
});

test('what-if on the map: cordoning the node of a lone replica moves nothing, and the line says so', async () => {
  const { page, check, context } = await openPage(env, '/#/longhorn', { width: 1440, height: 900 });
  await page.waitForSelector('#volume-condition-pg-data');
  // One replica only: cordoning its node leaves it where it is (Longhorn moves no scheduled replica).
  await page.click('#tab-volumes');
  await page.fill('#volume-0-replicas', '1');
  await page.waitForFunction(() => !document.querySelector('#why-pg-data-pg-data-r-2'));
  const node = (await page.textContent('#why-pg-data-pg-data-r-1 >> xpath=..')).match(/→ (node-\d)/)[1];
  await page.selectOption('#whatif-action', 'cordon-node');
  await page.selectOption('#whatif-node', node);
  await page.waitForSelector('#whatif-summary');
  assert.equal(await page.textContent('#whatif-summary'), 'No replica would move.');
  assert.match(await page.textContent(`#whatif-map-node-${node} .map-node-name`), /\(cordoned\)/);
  assert.equal(await page.locator('#whatif-map .chip.ghost').count(), 0);
  check();
  await context.close();
});

test('draw on the map: click into an empty zone adds a node there; one Undo takes it back', async () => {
  const { page, check, context } = await openPage(env, '/#/longhorn', { width: 1440, height: 900 });
  await page.waitForSelector('#placement-map');
  await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  await page.click('#add-zone');
  await page.waitForSelector('#placement-map .map-zone.empty[data-zone="zone-d"]');
  assert.match(await page.textContent('#placement-map .map-zone[data-zone="zone-d"]'), /No node in this zone yet/);
  const before = await page.locator('#placement-map .map-node').count();
  // Edits less than 800 ms apart are one undo step (as typing is): the click comes later.
  await page.waitForTimeout(900);
  // A click on the zone's empty area (its name line), not on a button.
  await page.click('#placement-map .map-zone[data-zone="zone-d"] .map-zone-name');
  await page.waitForFunction(() => document.querySelectorAll('#placement-map .map-zone[data-zone="zone-d"] .map-node').length === 1);
  assert.deepEqual(await nodesIn(page, 'zone-d'), ['map-node-node-7']);
  assert.equal(await page.locator('#placement-map .map-node').count(), before + 1);
  // The form shows it in the same zone.
  assert.match(await page.textContent('#tab-cluster'), /Cluster/);
  assert.equal(await page.$eval('#node-6-zone', (s) => s.selectedOptions[0].textContent), 'zone-d');
  // Clicking a chip or a node adds nothing.
  await page.click('#placement-map .chip >> nth=0');
  assert.equal(await page.locator('#placement-map .map-node').count(), before + 1);
  await undo(page);
  await page.waitForFunction(() => document.querySelectorAll('#placement-map .map-zone[data-zone="zone-d"] .map-node').length === 0);
  assert.equal(await page.locator('#placement-map .map-node').count(), before);
  assert.equal(await page.locator('#placement-map .map-zone[data-zone="zone-d"]').count(), 1, 'the zone itself stays: it was another edit');
  // Keyboard: the zone's "+ node" button, Enter.
  await page.focus('#placement-map .map-zone[data-zone="zone-d"] .map-add-node');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('#placement-map .map-zone[data-zone="zone-d"] .map-node').length === 1);
  check();
  await context.close();
});

test('draw on the map: drag a node onto another zone, or Alt+arrow on it; each one Undo', async () => {
  const { page, check, context } = await openPage(env, '/#/longhorn', { width: 1440, height: 900 });
  await page.waitForSelector('#placement-map');
  await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  assert.equal(await zoneOf(page, 'node-1'), 'zone-a');
  // Drag node-1 by its name onto zone-c's name line, both in view (the result column scrolls on its own).
  const target = page.locator('#placement-map .map-zone[data-zone="zone-c"] .map-zone-name');
  await target.scrollIntoViewIfNeeded();
  const from = await page.locator('#map-node-node-1 .map-node-name').boundingBox();
  const to = await target.boundingBox();
  assert.ok(from.y >= 0 && to.y + to.height <= 900, `both in view: ${JSON.stringify([from, to])}`);
  await page.mouse.move(from.x + 10, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + 40, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await page.waitForFunction(() => document.querySelector('#map-node-node-1')?.closest('.map-zone')?.dataset.zone === 'zone-c');
  assert.deepEqual(await nodesIn(page, 'zone-c'), ['map-node-node-1', 'map-node-node-5', 'map-node-node-6']);
  assert.equal(await page.$eval('#node-0-zone', (s) => s.selectedOptions[0].textContent), 'zone-c');
  // The change summary says what the move did to the replicas (or that nothing moved).
  await page.waitForSelector('#change-summary');
  await undo(page);
  await page.waitForFunction(() => document.querySelector('#map-node-node-1')?.closest('.map-zone')?.dataset.zone === 'zone-a');
  // Keyboard: focus the node, Alt+→ moves it to the next zone and keeps the focus on it.
  await page.focus('#map-node-node-1');
  assert.match(await page.getAttribute('#map-node-node-1', 'aria-label'), /Alt\+Left or Alt\+Right/);
  await page.keyboard.press('Alt+ArrowRight');
  await page.waitForFunction(() => document.querySelector('#map-node-node-1')?.closest('.map-zone')?.dataset.zone === 'zone-b');
  await page.waitForFunction(() => document.activeElement?.id === 'map-node-node-1');
  // A moment later (edits less than 800 ms apart are one undo step, as typing is), once more.
  await page.waitForTimeout(900);
  await page.keyboard.press('Alt+ArrowRight');
  await page.waitForFunction(() => document.querySelector('#map-node-node-1')?.closest('.map-zone')?.dataset.zone === 'zone-c');
  // The last zone: Alt+→ goes no further.
  await page.keyboard.press('Alt+ArrowRight');
  assert.equal(await zoneOf(page, 'node-1'), 'zone-c');
  // The two moves were two edits: one Undo takes back the second only.
  await undo(page);
  await page.waitForFunction(() => document.querySelector('#map-node-node-1')?.closest('.map-zone')?.dataset.zone === 'zone-b');
  check();
  await context.close();
});

test('balance: drag a disk bar to set its usable storage, one edit; arrow keys on the focused bar step it like a slider', async () => {
  const { page, check, context } = await openPage(env, '/#/balance', { width: 1440, height: 900 });
  await page.waitForSelector('#disk-picture');
  const slider = '[data-slider="A/A2"]';
  assert.equal(await page.getAttribute(slider, 'role'), 'slider');
  assert.equal(await page.getAttribute(slider, 'aria-valuenow'), '100');
  assert.equal(await page.getAttribute(slider, 'aria-valuemin'), '0');
  assert.equal(await page.getAttribute(slider, 'aria-valuemax'), '1140');
  assert.equal(await page.getAttribute(slider, 'aria-valuetext'), '100 GiB usable');
  // Drag from the bar's start to 3/4 of the track: 855 GiB, to the 20 GiB step: 860.
  const box = await page.locator(slider).boundingBox();
  await page.mouse.move(box.x + 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await page.waitForFunction(() => document.querySelector('#disk-0-1-usable')?.value === '860');
  assert.equal(await page.getAttribute(slider, 'aria-valuenow'), '860');
  // With A2 at 860 GiB node A holds the most: A1 (900 GiB) now wins.
  assert.equal(await page.textContent('#change-summary'), 'A/A1 now wins (before this edit, B/B2 won).');
  // The whole drag was one edit.
  await undo(page);
  await page.waitForFunction(() => document.querySelector('#disk-0-1-usable')?.value === '100');
  // Keyboard: focus the bar, → adds a step, Page Up ten, Home goes to 0.
  await page.focus(slider);
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('#disk-0-1-usable')?.value === '120');
  await page.keyboard.press('PageUp');
  await page.waitForFunction(() => document.querySelector('#disk-0-1-usable')?.value === '320');
  assert.equal(await page.getAttribute(slider, 'aria-valuetext'), '320 GiB usable');
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.querySelector('#disk-0-1-usable')?.value === '0');
  check();
  await context.close();
});

test('rollout: a cluster cell offers its agent behaviour, by mouse and by keyboard (Enter), one Undo each', async () => {
  const { page, check, context } = await openPage(env, '/#/rollout', { width: 1440, height: 900 });
  await page.waitForSelector('#rollout-grid');
  await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  // Mouse: click a cell (the preset's first cluster, never ready), set its agent to "offline".
  assert.match(await page.textContent('#behavior-list'), /c-000 never ready/);
  await page.click('#row-0 .cells i >> nth=0');
  await page.waitForSelector('#inspector #cluster-behavior');
  const first = (await page.textContent('#inspector h3')).match(/c-\d+/)[0];
  await page.selectOption('#cluster-behavior', 'offline');
  await page.waitForFunction((n) => new RegExp(`${n} offline`).test(document.querySelector('#behavior-list')?.textContent ?? ''), first);
  await undo(page);
  await page.waitForFunction((n) => new RegExp(`${n} never ready`).test(document.querySelector('#behavior-list')?.textContent ?? ''), first);
  // Keyboard: focus the grid's cell, → to the next cluster, Enter, Tab to the behaviour.
  await page.focus('#rollout-grid [role="gridcell"][tabindex="0"]');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#inspector #cluster-behavior');
  const second = (await page.textContent('#inspector h3')).match(/c-\d+/)[0];
  assert.notEqual(second, first);
  let f = '';
  for (let i = 0; i < 20 && (f = await page.evaluate(() => document.activeElement?.id)) !== 'cluster-behavior'; i += 1) await page.keyboard.press('Tab');
  assert.equal(f, 'cluster-behavior', 'Tab reaches the agent behaviour');
  const options = await page.$$eval('#cluster-behavior option', (os) => os.map((o) => o.value));
  assert.deepEqual(options, ['', 'ready', 'ready-later', 'not-ready', 'offline', 'error', 'drifted'], 'the behaviours the form offers');
  // The arrow key picks the next behaviour; the list of per-cluster behaviours says it.
  const was = await page.inputValue('#cluster-behavior');
  await page.keyboard.press('ArrowDown');
  const next = options[options.indexOf(was) + 1];
  await page.waitForFunction((v) => document.querySelector('#cluster-behavior')?.value === v, next);
  const label = await page.$eval(`#cluster-behavior option[value="${next}"]`, (o) => o.textContent);
  await page.waitForFunction(([n, l]) => (document.querySelector('#behavior-list')?.textContent ?? '').includes(`${n} ${l}`), [second, label]);
  check();
  await context.close();
});
