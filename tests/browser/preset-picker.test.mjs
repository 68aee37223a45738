// One preset picker in every lab (issue #39: it behaved three ways — a menu that loaded at once,
// one that said "Load a preset…" and forgot its preset on reload, and a Reset button). Each lab's
// picker is driven the same way here and must answer the same way: a menu named "Preset" with the
// lab's presets; "Your own scenario" once the work is edited; a choice loads at once (no Apply),
// shows the preset's caption, puts `?preset=<id>` in the address, survives a reload, and is one
// undo step that brings the edited work back and takes `preset=` out of the address again.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser, waitForAutosave } from './harness.mjs';

const env = useBrowser();

const hash = (page) => page.evaluate(() => decodeURIComponent(location.hash));

const LABS = [
  { lab: 'longhorn', presets: 7, choose: 'docs-space', caption: /^X has 1 of 4 GiB/, open: '#tab-settings', field: '#setting-storage-minimal-available-percentage', value: '40' },
  { lab: 'balance', presets: 1, choose: 'docs-example', caption: /^A1 900, A2 100/, field: '#disk-0-0-usable', value: '123' },
  { lab: 'capacity', presets: 5, choose: 'immediate', caption: /^A zonal driver and an Immediate class/, field: '#pod-name', value: 'my-own-pod' },
  { lab: 'rollout', presets: 13, choose: 'pct10-50', caption: /^Fewer than 200 clusters/, field: '#s-max-new', value: '7' },
];

for (const { lab, presets, choose, caption, open, field, value } of LABS) {
  test(`${lab}: the preset picker — named "Preset", loads at once, in the address, kept on reload, one undo step`, async () => {
    const { page, check, context } = await openPage(env, `/#/${lab}`);
    const picker = page.getByRole('combobox', { name: 'Preset', exact: true });
    await picker.waitFor();
    assert.equal(await picker.getAttribute('id'), 'preset');
    const ids = await page.$$eval('#preset option', (o) => o.map((x) => x.value).filter(Boolean));
    assert.equal(ids.length, presets, `the lab's presets: ${ids}`);
    // An edit makes the scenario the user's own.
    if (open) await page.click(open);
    await page.fill(field, value);
    await page.waitForFunction(() => document.querySelector('#preset').value === '');
    assert.equal(await page.textContent('#preset option:checked'), 'Your own scenario');
    assert.equal(await page.locator('#preset-caption').count(), 0);
    await waitForAutosave(page, lab, value);
    // Choosing loads at once: no button to press.
    await page.selectOption('#preset', choose);
    if (open && !(await page.isVisible(field))) await page.click(open);
    await page.waitForFunction(([f, v]) => document.querySelector(f)?.value !== v, [field, value]);
    assert.equal(await page.inputValue('#preset'), choose);
    assert.match(await page.textContent('#preset-caption'), caption);
    assert.equal(await picker.getAttribute('aria-describedby'), 'preset-caption');
    await page.waitForFunction((id) => location.hash.includes(`preset=${id}`), choose);
    assert.equal(await hash(page), `#/${lab}?preset=${choose}`);
    // A reload opens the same preset, still named in the menu and the address.
    await page.waitForTimeout(300);
    await page.reload();
    await page.waitForSelector('#preset');
    await page.waitForFunction((id) => document.querySelector('#preset').value === id, choose);
    assert.equal(await hash(page), `#/${lab}?preset=${choose}`);
    // One undo brings the edited work back, and the address no longer names the preset.
    await page.click('#undo');
    if (open && !(await page.isVisible(field))) await page.click(open);
    await page.waitForFunction(([f, v]) => document.querySelector(f)?.value === v, [field, value]);
    await page.waitForFunction(() => !location.hash.includes('preset='));
    assert.equal(await page.inputValue('#preset'), '');
    check();
    await context.close();
  });
}
