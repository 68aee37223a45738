// Accessibility, measured: axe-core on every lab, on every preset (the
// gallery's cards list them), with the why panel open, and in embed mode —
// no serious or critical violation, and the counts printed. Each lab has its
// own page title.
import test from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './harness.mjs';
import { describe as describeViolations, runAxe } from './axe.mjs';

const env = useBrowser();

const TITLES = {
  longhorn: 'Longhorn replica scheduling — Placement Playground',
  balance: 'Longhorn balance score — Placement Playground',
  capacity: 'Storage capacity — Placement Playground',
  rollout: 'Fleet rollout — Placement Playground',
  gallery: 'Presets gallery — Placement Playground',
};

/** What each lab shows when it has loaded, and how to open its why. */
const LABS = {
  longhorn: { ready: '#placement-map', openWhy: (page) => page.click('.why-button >> nth=0'), why: '#why-panel h2' },
  balance: { ready: '#winner', openWhy: null, why: null },
  capacity: { ready: '#capacity-answer, .pod-view .notice', openWhy: openVerdict, why: '#capacity-why [data-heading]:focus' },
  rollout: { ready: '#rollout-grid', openWhy: (page) => page.click('#rollout-grid [role=gridcell] >> nth=0'), why: '#inspector' },
};

/**
 * Opens node 0's why; false when there is none to open: the preset shows no verdicts (its pod is
 * refused before Filter), or a read-only embed shows the result without them or locks them.
 */
async function openVerdict(page) {
  if (await page.locator('#verdicts').count() === 0) return false;
  if (await page.isVisible('#show-editor')) await page.click('#show-editor');
  if (!(await page.isVisible('#node-0-verdict')) || !(await page.isEnabled('#node-0-verdict'))) return false;
  await page.click('#node-0-verdict');
  return true;
}

async function context(options = {}) {
  return env.browser.newContext({ bypassCSP: true, viewport: { width: 1440, height: 900 }, ...options });
}

/** Every preset, from the gallery's cards: [{ lab, id }]. */
async function presets() {
  const ctx = await context();
  const page = await ctx.newPage();
  await page.goto(`${env.server.url}/#/gallery`);
  await page.waitForSelector('.gallery-card');
  const links = await page.$$eval('.gallery-card', (cards) => cards.map((a) => a.getAttribute('href')));
  await ctx.close();
  return links.map((href) => {
    const [, lab, id] = href.match(/^#\/(\w+)\?preset=([\w-]+)$/);
    return { lab, id };
  });
}

/** axe on the page as it is; fails on serious or critical; returns the counts. */
async function audit(page, what, tally) {
  const { counts, blocking } = await runAxe(page);
  tally.push({ what, ...counts });
  assert.equal(blocking.length, 0, `${what}:\n${describeViolations(blocking)}`);
}

function printTally(name, tally) {
  const total = tally.reduce((t, r) => ({
    minor: t.minor + r.minor, moderate: t.moderate + r.moderate, serious: t.serious + r.serious, critical: t.critical + r.critical,
  }), { minor: 0, moderate: 0, serious: 0, critical: 0 });
  console.log(`axe ${name}: ${tally.length} pages; violations (nodes) minor ${total.minor}, moderate ${total.moderate}, `
    + `serious ${total.serious}, critical ${total.critical}`);
  for (const r of tally) {
    console.log(`  ${r.what}: minor ${r.minor}, moderate ${r.moderate}, serious ${r.serious}, critical ${r.critical}`);
  }
}

test('each lab has its own page title', async () => {
  const ctx = await context();
  const page = await ctx.newPage();
  for (const [lab, title] of Object.entries(TITLES)) {
    await page.goto(`${env.server.url}/?lab=${lab}#/${lab}`);
    await page.waitForSelector('main.lab h1');
    await page.waitForFunction((t) => document.title === t, title);
    assert.equal(await page.title(), title);
  }
  await ctx.close();
});

test('axe: every preset of every lab, with the why panel open, has no serious or critical violation', async () => {
  const tally = [];
  const list = await presets();
  assert.ok(list.length >= 25, `the gallery lists ${list.length} presets`);
  const withWhy = {};
  for (const { lab, id } of list) {
    const ctx = await context();
    const page = await ctx.newPage();
    await page.goto(`${env.server.url}/#/${lab}?preset=${id}`);
    await page.waitForSelector(LABS[lab].ready);
    await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
    await audit(page, `${lab} ${id}`, tally);
    if (LABS[lab].openWhy && (await LABS[lab].openWhy(page)) !== false) {
      await page.waitForSelector(LABS[lab].why);
      await audit(page, `${lab} ${id}, why open`, tally);
      withWhy[lab] = (withWhy[lab] ?? 0) + 1;
    }
    await ctx.close();
  }
  printTally('presets', tally);
  // Every lab with a why had it audited open, on most of its presets (a capacity preset whose pod
  // is refused before Filter has no verdict to open).
  for (const lab of Object.keys(LABS).filter((l) => LABS[l].openWhy)) {
    const presetsOfLab = list.filter((p) => p.lab === lab).length;
    assert.ok((withWhy[lab] ?? 0) * 2 > presetsOfLab, `${lab}: the why was open on ${withWhy[lab] ?? 0} of ${presetsOfLab} presets`);
  }
});

test('axe: the gallery, every lab at phone width with the editor shown, and every lab embedded', async () => {
  const tally = [];
  const ctx = await context();
  const page = await ctx.newPage();
  await page.goto(`${env.server.url}/#/gallery`);
  await page.waitForSelector('.gallery-card');
  await audit(page, 'gallery', tally);
  await ctx.close();
  for (const lab of Object.keys(LABS)) {
    const phone = await context({ viewport: { width: 390, height: 844 } });
    const p = await phone.newPage();
    await p.goto(`${env.server.url}/#/${lab}`);
    await p.waitForSelector(LABS[lab].ready);
    await p.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
    await audit(p, `${lab} at 390 px`, tally);
    if (LABS[lab].openWhy) {
      assert.notEqual(await LABS[lab].openWhy(p), false, `${lab} at 390 px: no why to open`);
      await p.waitForSelector(LABS[lab].why);
      await audit(p, `${lab} at 390 px, why open`, tally);
    }
    await p.click('#show-editor');
    await audit(p, `${lab} at 390 px, editor shown`, tally);
    await phone.close();
    for (const query of ['embed=1', 'embed=1&readonly=1', 'embed=1&readonly=1&view=split']) {
      const e = await context({ viewport: { width: 900, height: 900 } });
      const page = await e.newPage();
      await page.goto(`${env.server.url}/?${query}&lab=${lab}`);
      await page.waitForSelector(LABS[lab].ready);
      await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
      if (LABS[lab].openWhy && (await LABS[lab].openWhy(page)) !== false) await page.waitForSelector(LABS[lab].why);
      await audit(page, `${lab} embedded (${query})`, tally);
      await e.close();
    }
  }
  printTally('gallery, phone and embeds', tally);
});
