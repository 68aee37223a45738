// Addresses a docs author writes by hand (issue #12): ?embed=1&lab=…&preset=…
// with readonly=1, view=result|split, lang=, and #/<lab>?preset=… — each
// shows the named preset, read-only or not; view=result puts the result in
// the first viewport of a 960×600 frame; bad parameters show their message.
import test from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useBrowser, saveScreenshot } from './harness.mjs';

const env = useBrowser();

/** Opens an embed address in a fresh context; fails the test on console or page errors. */
async function openEmbed(path, { width = 960, height = 600 } = {}) {
  const context = await env.browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.goto(`${env.server.url}/${path}`);
  await page.waitForSelector('main.lab');
  return { page, context, check: () => assert.deepEqual(problems, [], problems.join('\n')) };
}

/** The element's top and bottom in the viewport. */
const box = (page, selector) => page.locator(selector).first().evaluate((e) => {
  const r = e.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom };
});

// What each lab's result is, and a text of the preset under test.
const LABS = [
  { lab: 'balance', preset: 'docs-example', result: '#winner', caption: /Docs: balance score example/ },
  { lab: 'longhorn', preset: 'docs-balance', result: '#placement-map', caption: /Docs: nodes A\/B balance example/ },
  { lab: 'capacity', preset: 'stale', result: '#capacity-answer', caption: /Stale information/ },
  { lab: 'rollout', preset: 'storm-5', result: '#round-label', caption: /Image-pull storm: 5 not ready/ },
];

for (const { lab, preset, result, caption } of LABS) {
  test(`${lab}: ?embed=1&lab=${lab}&preset=${preset}&readonly=1 shows the preset's result in the first viewport of 960×600`, async () => {
    const { page, context, check } = await openEmbed(`?embed=1&lab=${lab}&preset=${preset}&readonly=1`);
    await page.waitForSelector(result);
    assert.match(await page.textContent('#example-caption'), caption);
    assert.ok(await page.isVisible('#read-only-badge'));
    assert.match(await page.textContent('#open-full'), /Open in Placement Playground ↗/);
    // The intro is written for reading, and no editor shows (not even disabled).
    assert.doesNotMatch(await page.textContent('.lab-intro'), /Draw a cluster|Edit the|Build a fleet/);
    assert.equal(await page.locator('main.lab.view-result').count(), 1);
    assert.equal(await page.locator('fieldset.lock:visible, .lh-editor:visible, .rollout-inputs:visible').count(), 0);
    const { top } = await box(page, result);
    assert.ok(top < 600 - 30, `the result starts at ${top}px, below the first viewport`);
    await saveScreenshot(page, `embed-${lab}-result-960x600`);
    // A reload shows the preset again (the address keeps it).
    await page.reload();
    await page.waitForSelector(result);
    assert.match(await page.textContent('#example-caption'), caption);
    check();
    await context.close();
  });
}

test('a phone-sized frame (390×844) shows the result first too', async () => {
  for (const { lab, preset, result } of LABS) {
    const { page, context, check } = await openEmbed(`?embed=1&lab=${lab}&preset=${preset}&readonly=1`, { width: 390, height: 844 });
    await page.waitForSelector(result);
    const { top } = await box(page, result);
    assert.ok(top < 844, `${lab}: the result starts at ${top}px`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `${lab}: the frame scrolls sideways by ${overflow}px`);
    await saveScreenshot(page, `embed-${lab}-result-390x844`);
    check();
    await context.close();
  }
});

test('the fragment form #/longhorn?preset=… shows the preset read-only (not the default)', async () => {
  const { page, context, check } = await openEmbed('?embed=1&readonly=1#/longhorn?preset=docs-balance');
  await page.waitForSelector('#placement-map');
  await page.waitForSelector('#loading', { state: 'detached' }); // the live lab, not its prerendered answer
  assert.match(await page.textContent('#example-caption'), /nodes A\/B balance example/);
  assert.match(await page.textContent('.lh-output'), /B2/);
  check();
  await context.close();
});

test('an editable embed with a preset (split view) shows it with its editors', async () => {
  const { page, context, check } = await openEmbed('?embed=1&lab=balance&preset=docs-balance');
  await page.waitForSelector('#winner');
  assert.equal(await page.locator('main.lab.view-split').count(), 1);
  // A frame narrower than 980 px shows the result first; "Edit" shows the inputs.
  await page.click('#show-editor');
  assert.equal(await page.inputValue('#disk-0-0-usable'), '900');
  await page.fill('#disk-0-1-usable', '1500');
  await page.click('#show-result');
  await page.waitForFunction(() => /on node A/.test(document.querySelector('#winner').textContent));
  check();
  await context.close();
});

test('readonly=1&view=split shows the inputs, locked, and the result first', async () => {
  const { page, context, check } = await openEmbed('?embed=1&lab=rollout&preset=storm-4&readonly=1&view=split&lang=en');
  await page.waitForSelector('#round-label');
  assert.equal(await page.locator('#address-message').count(), 0, 'lang=en and view=split are understood');
  // In one column the result comes first; the switch shows the inputs, locked.
  assert.ok(await page.isVisible('.rollout-results'));
  assert.equal(await page.isVisible('.rollout-inputs'), false);
  await saveScreenshot(page, 'embed-rollout-split-960x600');
  assert.equal(await page.textContent('#show-editor'), 'Inputs');
  await page.click('#show-editor');
  assert.ok(await page.isVisible('.rollout-inputs'));
  assert.equal(await page.locator('.rollout-inputs').evaluate((f) => f.disabled), true);
  check();
  await context.close();
});

test('bad parameters each show a specific message (and the lab still shows)', async () => {
  const { page, context, check } = await openEmbed('?embed=1&lab=balance&readonly=yes&view=full&lang=de&colour=red');
  await page.waitForSelector('#winner');
  const text = await page.textContent('#address-message');
  for (const expected of [
    /readonly=yes is not understood/, /view=full is not understood/,
    /lang=de is not available, so the page's usual language is used: the languages are en, ja, uk/, /parameter “colour” is not one the playground reads/,
  ]) assert.match(text, expected);
  check();
  await context.close();

  const unknown = await openEmbed('?embed=1&lab=balance&preset=nope&readonly=1');
  await unknown.page.waitForSelector('#winner');
  assert.match(await unknown.page.textContent('#scenario-message'), /There is no preset "nope" in the Longhorn balance score lab/);
  unknown.check();
  await unknown.context.close();

  const both = await openEmbed('?embed=1&lab=balance&preset=docs-example#/balance?s=AAAA');
  await both.page.waitForSelector('#winner');
  assert.match(await both.page.textContent('#address-message'), /preset=docs-example was ignored: the address also carries the shared scenario/);
  await both.context.close();

  const full = await openEmbed('?view=result#/balance');
  await full.page.waitForSelector('.site-header');
  assert.match(await full.page.textContent('#address-message'), /view= applies to an embedded lab \(embed=1\)/);
  full.check();
  await full.context.close();
});

test('"Open in Placement Playground ↗" opens the same preset, editable', async () => {
  const { page, context, check } = await openEmbed('?embed=1&lab=capacity&preset=multi-volume&readonly=1');
  await page.waitForSelector('#capacity-map');
  const [full] = await Promise.all([context.waitForEvent('page'), page.click('#open-full')]);
  await full.waitForSelector('.site-header');
  await full.waitForSelector('#pod-name');
  assert.equal(await full.isDisabled('#pod-name'), false);
  assert.equal(await full.inputValue('#preset'), 'multi-volume');
  assert.match(await full.textContent('#preset-caption'), /^Two 30 GiB volumes/);
  check();
  await context.close();
});
