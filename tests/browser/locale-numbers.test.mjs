// Numbers as each language writes and reads them (issue #11): a table groups
// thousands the page language's way (Intl.NumberFormat), an amount field
// reads the language's decimal separator ("1,5" in Ukrainian) besides a
// point, and refuses a comma that could be grouping, saying so in the page's
// language.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();

/** The balance lab in `lang`, its first disk's usable space set to `typed` TiB. */
async function balanceWithFirstDisk(lang, typed) {
  const opened = await openPage(env, `/?lang=${lang}#/balance`, { width: 1440, height: 900 });
  const { page } = opened;
  await page.waitForSelector('#disk-stage');
  await page.selectOption('#disk-0-0-usable ~ select', 'TiB');
  await page.fill('#disk-0-0-usable', typed);
  return opened;
}

/** The usable space the disk stage's table shows for the first disk. */
function firstDiskUsable(page) {
  return page.$eval('#disk-stage tbody tr', (row) => row.cells[1].textContent);
}

// 1.5 TiB = 1536 GiB: the tables show GiB, so the number has a thousands group.
for (const [lang, typed, shown] of [
  ['en', '1.5', '1,536'],
  ['ja', '1.5', '1,536'],
  ['uk', '1,5', '1\u00a0536'],
  ['uk', '1.5', '1\u00a0536'],
]) {
  test(`lang=${lang}: "${typed}" TiB is read, and the table writes 1536 GiB as "${shown}"`, async () => {
    const { page, check, context } = await balanceWithFirstDisk(lang, typed);
    await page.waitForFunction((s) => [...document.querySelectorAll('#disk-stage tbody td')].some((td) => td.textContent === s), shown);
    assert.equal(await page.locator('#disk-0-0-usable-error').count(), 0, 'no field error');
    const cells = await page.$$eval('#disk-stage tbody td', (tds) => tds.map((td) => td.textContent));
    assert.ok(cells.includes(shown), `a cell reads ${shown}: ${cells.join(' | ')}`);
    check();
    await context.close();
  });
}

for (const [lang, typed, error] of [
  ['en', '1,5', /^"1,5" is ambiguous: write the decimal separator as a point \(1\.5\) and no digit grouping$/],
  ['ja', '1,5', /^「1,5」はあいまいです。小数点はピリオドで書き（1\.5）/],
  ['uk', '1,500.5', /^«1,500\.5» — неоднозначне число: пишіть один десятковий роздільник/],
]) {
  test(`lang=${lang}: "${typed}" is refused as ambiguous, in the page's language, on the field`, async () => {
    const { page, check, context } = await balanceWithFirstDisk(lang, typed);
    const message = page.locator('#disk-0-0-usable-error');
    await message.waitFor();
    assert.match(await message.textContent(), error);
    assert.equal(await page.getAttribute('#disk-0-0-usable', 'aria-invalid'), 'true');
    check();
    await context.close();
  });
}
