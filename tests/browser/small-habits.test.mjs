// Small things a new user trips on (issue #39): a Longhorn setting's checkbox is named by the
// setting (not "true" / "false"), no table has an empty column header, and the Ukrainian header
// opens a support bundle in a Ukrainian phrase.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();

test("a Longhorn setting's checkbox is named by its setting", async () => {
  const { page, context } = await openPage(env, '/#/longhorn');
  await page.click('#tab-settings');
  const box = page.getByRole('checkbox', { name: 'replica-soft-anti-affinity', exact: true });
  assert.equal(await box.isChecked(), false);
  assert.equal(await page.getByRole('checkbox', { name: /^(true|false)$/ }).count(), 0);
  await context.close();
});

test('every column header of the balance and capacity labs has a name (a visually hidden one for a column of buttons)', async () => {
  for (const [lab, ready] of [['balance', '#winner'], ['capacity', '#capacity-answer, .pod-view .notice']]) {
    const { page, context } = await openPage(env, `/#/${lab}`);
    await page.waitForSelector(ready);
    const headers = await page.$$eval('th', (all) => all.map((th) => th.textContent.trim()));
    assert.ok(headers.length > 0, lab);
    assert.deepEqual(headers.filter((h) => h === ''), [], `${lab}: ${headers.join(' | ')}`);
    await context.close();
  }
});

test('the Ukrainian header says "Відкрити архів support bundle"', async () => {
  const { page, context } = await openPage(env, '/?lang=uk#/longhorn');
  await page.waitForFunction(() => document.documentElement.lang === 'uk');
  const label = await page.locator('label:has(#support-bundle-open)').textContent();
  assert.equal(label.trim(), 'Відкрити архів support bundle');
  await context.close();
});
