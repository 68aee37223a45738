// Issue #33, Longhorn lab: fixes you can follow. For each failing scenario of
// the issue, the why panel's answer accounts for every node and disk left out
// (by cause, with counts), and every suggestion is followed AS A USER WOULD:
// the test reads the sentence, types the printed value into the field the
// sentence names (in the unit it shows) and checks that the replica is then
// placed — without the Apply button — in English and in Japanese.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();

/** Each suggestion's sentence, per language: a pattern and what a user does with what it captured. */
const FOLLOW = {
  en: [
    [/^Add tags? (.+?) to the Tags of node (\S+) and tags? (.+?) to the Tags of its disk (\S+) \(/,
      (p, [, nodeTags, node, diskTags, disk]) => addTags(p, node, nodeTags, disk, diskTags)],
    [/^Add tags? (.+?) to the Tags of disk (\S+) on node (\S+) \(/,
      (p, [, diskTags, disk, node]) => addTags(p, node, '', disk, diskTags)],
    [/^Add tags? (.+?) to the Tags of node (\S+) \(/, (p, [, nodeTags, node]) => addTags(p, node, nodeTags)],
    [/^Remove tags? (.+?) from the Disk selector of volume (\S+)\./, (p, [, tags]) => dropSelector(p, tags)],
    [/^Grow disk (\S+) on node (\S+) by [^:]+: set its Maximum to ([\d.,]+) (\w+) and its Available to ([\d.,]+) (\w+)\./,
      (p, [, disk, node, max, maxUnit, avail, availUnit]) =>
        amounts(p, node, disk, [['maximum', max, maxUnit], ['available', avail, availUnit]])],
    [/^Set Available of disk (\S+) on node (\S+) to ([\d.,]+) (\w+) or more/,
      (p, [, disk, node, avail, unit]) => amounts(p, node, disk, [['available', avail, unit]])],
    [/^Tick Ready on node (\S+)\./, (p, [, node]) => flag(p, node, 'ready', true)],
    [/^Untick Cordoned on node (\S+) /, (p, [, node]) => flag(p, node, 'cordoned', false)],
    [/^Tick allowScheduling on node (\S+) /, (p, [, node]) => flag(p, node, 'allow-scheduling', true)],
    [/^Set storage-over-provisioning-percentage to (\d+) or more/, (p, [, v]) => setting(p, 'storage-over-provisioning-percentage', v)],
    [/^Set storage-minimal-available-percentage to (\d+) or less/, (p, [, v]) => setting(p, 'storage-minimal-available-percentage', v)],
    [/^Make .+? anti-affinity soft for \S+?: (.+)\.$/, (p, [, steps]) => soft(p, steps,
      /tick (\S+) on the Settings tab/g, /set (\S+) of volume (\S+) on the Volumes tab to “([^”]+)”/g)],
  ],
  ja: [
    [/^ノード (\S+) の「タグ」に (.+?)（\d+ 個）を、そのディスク (\S+) の「タグ」に (.+?)（\d+ 個）を追加します/,
      (p, [, node, nodeTags, disk, diskTags]) => addTags(p, node, nodeTags, disk, diskTags)],
    [/^ノード (\S+) のディスク (\S+) の「タグ」に (.+?)（\d+ 個）を追加します/,
      (p, [, node, disk, diskTags]) => addTags(p, node, '', disk, diskTags)],
    [/^ノード (\S+) の「タグ」に (.+?)（\d+ 個）を追加します/, (p, [, node, nodeTags]) => addTags(p, node, nodeTags)],
    [/^ボリューム (\S+) の「ディスクセレクタ」から (.+?)（\d+ 個）を削除します。/, (p, [, , tags]) => dropSelector(p, tags)],
    [/^ノード (\S+) のディスク (\S+) を .+? 拡張します：「最大」を ([\d.,]+) (\w+)、「使用可能」を ([\d.,]+) (\w+) にします。/,
      (p, [, node, disk, max, maxUnit, avail, availUnit]) =>
        amounts(p, node, disk, [['maximum', max, maxUnit], ['available', avail, availUnit]])],
    [/^ノード (\S+) のディスク (\S+) の「使用可能」を ([\d.,]+) (\w+) 以上にします/,
      (p, [, node, disk, avail, unit]) => amounts(p, node, disk, [['available', avail, unit]])],
    [/^ノード (\S+) の「Ready」をオンにします。/, (p, [, node]) => flag(p, node, 'ready', true)],
    [/^ノード (\S+) の「コルドン済み」をオフにします/, (p, [, node]) => flag(p, node, 'cordoned', false)],
    [/^ノード (\S+) の「allowScheduling」をオンにします/, (p, [, node]) => flag(p, node, 'allow-scheduling', true)],
    [/^storage-over-provisioning-percentage を (\d+) 以上にします/, (p, [, v]) => setting(p, 'storage-over-provisioning-percentage', v)],
    [/^storage-minimal-available-percentage を (\d+) 以下にします/, (p, [, v]) => setting(p, 'storage-minimal-available-percentage', v)],
    [/^\S+ の.+?のアンチアフィニティをソフトにします：(.+)。$/, (p, [, steps]) => soft(p, steps,
      /「設定」タブで (\S+) をオン/g, /「ボリューム」タブでボリューム (\S+) の (\S+) を「(.+?)」にします/g, true)],
  ],
};

/** The index of the node card named `name` (its details opened), on the Cluster tab. */
async function nodeIndex(page, name) {
  await page.click('#tab-cluster');
  await page.waitForSelector('#node-0-name');
  const i = await page.$$eval('[id^="node-"][id$="-name"]', (inputs, n) =>
    inputs.map((x) => x.value).indexOf(n), name);
  assert.ok(i >= 0, `no node ${name}`);
  if ((await page.locator(`#node-${i}-tags`).count()) === 0) await page.click(`#node-${i}-toggle`);
  await page.waitForSelector(`#node-${i}-tags`);
  return i;
}

async function diskIndex(page, i, name) {
  const j = await page.$$eval(`[id^="disk-${i}-"][id$="-name"]`, (inputs, n) => inputs.map((x) => x.value).indexOf(n), name);
  assert.ok(j >= 0, `no disk ${name} on node ${i}`);
  return j;
}

/** Appends tags to a Tags field as a person types them: after a comma. */
async function append(page, selector, tags) {
  const typed = tags.split(/、|, /).join(', ');
  const now = await page.inputValue(selector);
  await page.fill(selector, now.trim() ? `${now}, ${typed}` : typed);
}

async function addTags(page, node, nodeTags, disk, diskTags) {
  const i = await nodeIndex(page, node);
  if (nodeTags) await append(page, `#node-${i}-tags`, nodeTags);
  if (disk) await append(page, `#disk-${i}-${await diskIndex(page, i, disk)}-tags`, diskTags);
}

async function dropSelector(page, tags) {
  await page.click('#tab-volumes');
  const drop = tags.split(/、|, /);
  const now = (await page.inputValue('#volume-0-disk-selector')).split(/[,\s]+/).filter((t) => t && !drop.includes(t));
  await page.fill('#volume-0-disk-selector', now.join(', '));
}

/** Types each printed amount into its field and picks the unit the sentence shows. */
async function amounts(page, node, disk, fields) {
  const i = await nodeIndex(page, node);
  const j = await diskIndex(page, i, disk);
  for (const [field, value, unit] of fields) {
    const input = `#disk-${i}-${j}-${field}`;
    await page.locator(input).locator('xpath=following-sibling::select').selectOption(unit);
    await page.fill(input, value.replace(/,/g, ''));
  }
}

async function flag(page, node, id, on) {
  const i = await nodeIndex(page, node);
  await page.setChecked(`#node-${i}-${id}`, on);
}

async function setting(page, name, value) {
  await page.click('#tab-settings');
  await page.fill(`#setting-${name}`, value);
}

/**
 * Soft anti-affinity, as the sentence says it, step by step: tick the named
 * setting's checkbox on the Settings tab, or pick the named option in the
 * field labelled as the sentence names it on the named volume's card. `ja`
 * puts the volume before the field.
 */
async function soft(page, steps, tick, set, volumeFirst = false) {
  let done = 0;
  for (const [, name] of steps.matchAll(tick)) {
    await page.click('#tab-settings');
    await page.getByLabel(name, { exact: true }).check();
    done += 1;
  }
  for (const [, a, b, option] of steps.matchAll(set)) {
    const [field, volume] = volumeFirst ? [b, a] : [a, b];
    await page.click('#tab-volumes');
    const k = await page.$$eval('[id^="volume-"][id$="-name"]', (inputs, v) => inputs.map((x) => x.value).indexOf(v), volume);
    assert.ok(k >= 0, `no volume ${volume}`);
    await page.locator(`#volume-${k}`).getByLabel(field, { exact: true }).selectOption({ label: option });
    done += 1;
  }
  assert.ok(done > 0, `no step to follow in: ${steps}`);
}

/** Opens the lab in `lang` on a preset, with `setup` applied, and the replica's why. */
async function open(lang, preset, setup, volume, replica) {
  const { page, context, check } = await openPage(env, `/?lang=${lang}#/longhorn`);
  await page.waitForSelector('#preset');
  await page.selectOption('#preset', preset);
  await page.waitForSelector(`#volume-condition-${volume}`);
  await setup(page);
  await page.click(`#why-${volume}-${replica}`);
  await page.waitForSelector('#why-answer');
  return { page, context, check };
}

/** Whether the replica's row in the result says where it is placed (`→ node / disk`). */
const placed = (page, volume, replica) =>
  page.$eval(`#why-${volume}-${replica}`, (b) => /→ \S+ \/ \S+/.test(b.parentElement.textContent));

/**
 * Reads the answer and every suggestion, then follows each one on a fresh page
 * as a user would; returns the answer and the sentences.
 */
async function followEach(lang, preset, setup, volume, replica) {
  const first = await open(lang, preset, setup, volume, replica);
  const answer = await first.page.textContent('#why-answer');
  const sentences = await first.page.locator('#why-changes li > span').allTextContents();
  assert.ok(sentences.length > 0, `${lang} ${preset}: no suggestion for ${replica}: ${answer}`);
  assert.equal(await placed(first.page, volume, replica), false);
  first.check();
  await first.context.close();
  for (const sentence of sentences) {
    const rule = FOLLOW[lang].find(([pattern]) => pattern.test(sentence));
    assert.ok(rule, `${lang}: a suggestion no person could follow here: ${sentence}`);
    const { page, context, check } = await open(lang, preset, setup, volume, replica);
    await rule[1](page, sentence.match(rule[0]));
    await page.waitForFunction(([v, r]) => /→ \S+ \/ \S+/.test(document.querySelector(`#why-${v}-${r}`)?.parentElement.textContent ?? ''),
      [volume, replica], { timeout: 15000 }).catch(() => {});
    assert.equal(await placed(page, volume, replica), true, `${lang}: followed "${sentence}", ${replica} is still not placed`);
    check();
    await context.close();
  }
  return { answer, sentences };
}

/** The case: node selector ssd, disk selector nvme, node-1 tagged ssd but its disks not nvme. */
const nvme = async (page) => {
  await page.click('#tab-volumes');
  await page.fill('#volume-0-disk-selector', 'nvme');
  await page.waitForSelector('#why-db-db-r-1');
};

for (const lang of ['en', 'ja']) {
  test(`${lang}: node-1's disks lacking the disk tag are a cause of their own, and every fix works when typed`, async () => {
    const { answer, sentences } = await followEach(lang, 'tag-mismatch', nvme, 'db', 'db-r-1');
    if (lang === 'en') {
      assert.equal(answer, 'db-r-1 is not scheduled: 2 nodes (node-2, node-3) lack node tag ssd; 2 disks on node-1 lack disk tag nvme.');
      assert.match(sentences[0], /^Add tag nvme to the Tags of disk disk-1 on node node-1 /);
    } else {
      assert.equal(answer, 'db-r-1 はスケジュールされていません：2 個のノード（node-2、node-3）にノードタグ ssd（1 個）がありません。node-1 の 2 台のディスクにディスクタグ nvme（1 個）がありません。');
    }
  });

  test(`${lang}: the Tag mismatch preset suggests tagging another node first, and every fix works when typed`, async () => {
    const { sentences } = await followEach(lang, 'tag-mismatch', async () => {}, 'db', 'db-r-2');
    const first = lang === 'en' ? /^Add tag ssd to the Tags of node node-\d and tag fast to the Tags of its disk disk-1 / : /^ノード node-\d の「タグ」に ssd/;
    assert.match(sentences[0], first, 'keeping anti-affinity comes before soft anti-affinity');
  });

  test(`${lang}: a full disk can be grown (not only over-provisioning), and every fix works when typed`, async () => {
    const { sentences } = await followEach(lang, 'insufficient-storage', async () => {}, 'big', 'big-r-1');
    const grow = lang === 'en' ? /^Grow disk disk-1 on node node-1 by 100 GiB: set its Maximum to 600 GiB and its Available to 400 GiB\.$/
      : /^ノード node-1 のディスク disk-1 を 100 GiB 拡張します/;
    assert.ok(sentences.some((s) => grow.test(s)), sentences.join('\n'));
  });

  test(`${lang}: a node not Ready, cordoned or with scheduling off gets its own cause and fix`, async () => {
    const down = async (page) => {
      // Three zones, replicas 4 with soft zone anti-affinity: node-1 down, node-2 cordoned, node-3 scheduling off.
      await page.click('#tab-volumes');
      await page.fill('#volume-0-replicas', '4');
      for (const [i, id, on] of [[0, 'ready', false], [1, 'cordoned', true], [2, 'allow-scheduling', false],
        [3, 'ready', false], [4, 'ready', false]]) {
        await page.click('#tab-cluster');
        if ((await page.locator(`#node-${i}-tags`).count()) === 0) await page.click(`#node-${i}-toggle`);
        await page.setChecked(`#node-${i}-${id}`, on);
      }
      await page.waitForSelector('#why-pg-data-pg-data-r-4');
    };
    const { answer, sentences } = await followEach(lang, 'three-zones', down, 'pg-data', 'pg-data-r-2');
    if (lang === 'en') {
      assert.match(answer, /3 nodes \(node-1, node-4, node-5\) are not Ready; node node-2 is cordoned \(disable-scheduling-on-cordoned-node is true\); node node-3 has allowScheduling off/);
      assert.ok(sentences.some((s) => s.startsWith('Tick Ready on node node-1.')), sentences.join('\n'));
    }
  });
}

/** Sets a volume's anti-affinity override (`node-soft`, `zone-soft`) and, when given, a setting's checkbox. */
const override = (k, id, value, setting, on) => async (page) => {
  if (setting) {
    await page.click('#tab-settings');
    await page.setChecked(`#setting-${setting}`, on);
  }
  await page.click('#tab-volumes');
  await page.selectOption(`#volume-${k}-${id}`, value);
};

/** Three zones, four replicas: pg-data-r-4 waits for a fourth zone under hard zone anti-affinity. */
const fourReplicas = (more) => async (page) => {
  await page.click('#tab-volumes');
  await page.fill('#volume-0-replicas', '4');
  await more(page);
  await page.waitForSelector('#why-pg-data-pg-data-r-4');
};

for (const lang of ['en', 'ja']) {
  // Issue #33: "Make node anti-affinity soft" named no field; ticking the global setting
  // changed nothing while the volume's own override said hard.
  test(`${lang}: hard node anti-affinity by the setting: the sentence names its checkbox, and ticking it schedules`, async () => {
    const { sentences } = await followEach(lang, 'anti-affinity', async () => {}, 'hard', 'hard-r-3');
    assert.ok(sentences.some((s) => s.includes('replica-soft-anti-affinity')), sentences.join('\n'));
  });

  test(`${lang}: hard node anti-affinity by the volume's override: the sentence names the override, and picking its option schedules`, async () => {
    const setup = override(0, 'node-soft', 'disabled', 'replica-soft-anti-affinity', true);
    const { sentences } = await followEach(lang, 'anti-affinity', setup, 'hard', 'hard-r-3');
    const option = lang === 'en' ? '“enabled (soft)”' : '「有効（ソフト）」';
    assert.ok(sentences.some((s) => s.includes('replicaSoftAntiAffinity') && s.includes(option)), sentences.join('\n'));
  });

  test(`${lang}: hard zone anti-affinity by the setting: the sentence names its checkbox, and ticking it schedules`, async () => {
    const setup = fourReplicas(override(0, 'zone-soft', 'ignored', 'replica-zone-soft-anti-affinity', false));
    const { sentences } = await followEach(lang, 'three-zones', setup, 'pg-data', 'pg-data-r-4');
    assert.ok(sentences.some((s) => s.includes('replica-zone-soft-anti-affinity')), sentences.join('\n'));
  });

  test(`${lang}: hard zone anti-affinity by the volume's override: the sentence names the override, and picking its option schedules`, async () => {
    const setup = fourReplicas(override(0, 'zone-soft', 'disabled'));
    const { sentences } = await followEach(lang, 'three-zones', setup, 'pg-data', 'pg-data-r-4');
    assert.ok(sentences.some((s) => s.includes('replicaZoneSoftAntiAffinity')), sentences.join('\n'));
  });
}

/** Every replica of the page not placed, as [volume, replica] (ids are `why-<volume>-<replica>`, replica `<volume>-…`). */
const waitingReplicas = (page) => page.$$eval('[id^="why-"]', (buttons) => buttons
  .filter((b) => b.tagName === 'BUTTON' && !/→ \S+ \/ \S+/.test(b.parentElement.textContent))
  .map((b) => {
    const rest = b.id.slice(4);
    for (let i = rest.indexOf('-'); i > 0; i = rest.indexOf('-', i + 1)) {
      if (rest.slice(i + 1).startsWith(`${rest.slice(0, i)}-`)) return [rest.slice(0, i), rest.slice(i + 1)];
    }
    return null;
  })
  .filter(Boolean));

// Issue #33's re-audit: every shipped preset's failure, every suggestion followed as its
// sentence says (no Apply), or else a sentence for a fix outside the lab.
test('audit: every suggestion for every preset\'s unplaced replica works when followed as written', async () => {
  const { page, context } = await openPage(env, '/#/longhorn');
  await page.waitForSelector('#preset');
  const presets = await page.$$eval('#preset option', (o) => o.map((x) => x.value).filter(Boolean));
  const cases = [];
  for (const preset of presets) {
    await page.selectOption('#preset', preset);
    await page.waitForTimeout(500);
    await page.waitForFunction(() => document.querySelectorAll('[id^="why-"]').length > 0);
    for (const [volume, replica] of (await waitingReplicas(page)).slice(0, 3)) cases.push([preset, volume, replica]);
  }
  await context.close();
  assert.ok(cases.length >= 3, JSON.stringify(cases));
  let followed = 0;
  for (const [preset, volume, replica] of cases) {
    const first = await open('en', preset, async () => {}, volume, replica);
    const sentences = await first.page.locator('#why-changes li > span').allTextContents();
    const outside = await first.page.locator('#why-outside').count();
    await first.context.close();
    assert.ok(sentences.length + outside > 0, `${preset} ${replica}: neither a suggestion nor a fix outside the lab`);
    if (sentences.length > 0) followed += (await followEach('en', preset, async () => {}, volume, replica)).sentences.length;
  }
  console.log(`audit: ${followed} suggestions followed for ${cases.length} unplaced replicas of ${presets.length} presets`);
});

test('opening a preset starts a new baseline, and so do undo and redo across it: no change summary compares two presets', async () => {
  const { page, context, check } = await openPage(env, '/#/longhorn');
  await page.waitForSelector('#volume-condition-pg-data');
  await page.click('#tab-volumes');
  await page.fill('#volume-0-replicas', '4');
  await page.waitForSelector('#change-summary');
  await page.selectOption('#preset', 'anti-affinity');
  await page.waitForSelector('#why-hard-hard-r-1');
  // Before: "5 replicas changed … 5 gone", comparing the preset with the drawing before it.
  assert.equal(await page.locator('#change-summary').count(), 0);
  // An edit of the opened scenario is compared with it alone: one replica fewer of hard, no other.
  await page.click('#tab-volumes');
  await page.fill('#volume-0-replicas', '2');
  await page.waitForSelector('#change-summary');
  assert.equal(await page.textContent('#change-summary'), 'hard-r-3 is gone.');
  // Undo within the preset's own history still compares within it.
  await page.click('#undo');
  await page.waitForFunction(() => document.querySelector('#volume-0-replicas')?.value === '3');
  assert.equal(await page.locator('#change-summary').count(), 1);
  // Undo back across the preset load: the scenario before it, with no summary comparing the two.
  await page.click('#undo');
  await page.waitForSelector('#volume-condition-pg-data');
  assert.equal(await page.inputValue('#volume-0-replicas'), '4');
  assert.equal(await page.locator('#change-summary').count(), 0, 'undo across a preset compared two presets');
  // And redo across it neither.
  await page.click('#redo');
  await page.waitForSelector('#why-hard-hard-r-1');
  assert.equal(await page.locator('#change-summary').count(), 0, 'redo across a preset compared two presets');
  check();
  await context.close();
});
