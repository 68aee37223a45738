// The imports' notes, skipped objects and missing kinds as messages (issue #11):
// each carries `noteMessages` / `whyMessage` beside its English, and
// formatMessage says them in Japanese and Ukrainian with the names kept.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { importLonghornObjects, importCapacityObjects, importFleetObjects, fleetLimit, formatMessage } from '../../dist/pkg/node.mjs';

const fixture = (name) => readFileSync(new URL(`../../crates/placement/tests/fixtures/${name}`, import.meta.url), 'utf8');

// English words of the notes' sentences that no argument of these fixtures holds.
const ENGLISH = /\b(the|is|was|not|pasted|ignored|used|which|taken|left out|no)\b/i;

/** Asserts `message` in `locale` has no English sentence words (nor `also`) left, and keeps each text argument. */
async function sayInLocale(message, english, locale, also = null) {
  const said = await formatMessage(message, locale);
  assert.notEqual(said, english, `${message.id} in ${locale} is still English`);
  let rest = said;
  for (const value of Object.values(message.args)) {
    if (typeof value === 'string' && value !== '') {
      assert.ok(said.includes(value), `${message.id} in ${locale} drops ${JSON.stringify(value)}: ${said}`);
      rest = rest.split(value).join(' ');
    }
  }
  assert.doesNotMatch(rest, ENGLISH, `${message.id} in ${locale}: ${said}`);
  if (also) assert.doesNotMatch(rest, also, `${message.id} in ${locale}: ${said}`);
  return said;
}

test('the Longhorn import: a message per note and per skipped object, in English as the engine wrote it', async () => {
  const { notes, noteMessages, skipped, missing } = importLonghornObjects(fixture('longhorn-extras.yaml'));
  assert.ok(notes.length > 0, 'the fixture has notes');
  assert.equal(noteMessages.length, notes.length);
  for (const [i, message] of noteMessages.entries()) {
    assert.equal(await formatMessage(message, 'en'), notes[i]);
  }
  for (const s of skipped) {
    assert.equal(await formatMessage(s.whyMessage, 'en'), s.why);
  }
  for (const m of missing) {
    assert.equal(await formatMessage(m.whyMessage, 'en'), m.why);
  }
});

test('notes, skipped objects and missing kinds in Japanese and Ukrainian keep their names', async () => {
  const longhorn = importLonghornObjects(fixture('longhorn-extras.yaml'));
  const capacity = importCapacityObjects(fixture('kubectl/capacity/extras.yaml'));
  const fleet = importFleetObjects(fixture('kubectl/fleet/extras.yaml'));
  const said = [];
  for (const locale of ['ja', 'uk']) {
    for (const imported of [longhorn, capacity, fleet]) {
      for (const [i, message] of imported.noteMessages.entries()) {
        said.push(await sayInLocale(message, imported.notes[i], locale));
      }
      for (const s of imported.skipped) {
        said.push(await sayInLocale(s.whyMessage, s.why, locale));
      }
      for (const m of imported.missing) {
        said.push(await sayInLocale(m.whyMessage, m.why, locale));
      }
    }
  }
  assert.ok(said.length >= 20, `only ${said.length} sentences`);
  const note = longhorn.noteMessages[0];
  const ja = await formatMessage(note, 'ja-JP');
  assert.match(ja, /[\u3040-\u30ff\u4e00-\u9fff]/, `Japanese script: ${ja}`);
  const uk = await formatMessage(note, 'uk');
  assert.match(uk, /[а-яіїєґ]/i, `Ukrainian script: ${uk}`);
});

// English words of the read summaries and not-targeted reasons.
const READ_ENGLISH = /\b(target|targets|label|labels|paused|selects|ready|applied|staged|version|cluster|class|requests|unbound|bound|claim|claims|volumes|unset|matches|none|node|phase|objects?)\b/i;

test('what the imports read and why a cluster is not a target: English as the engine wrote it, Japanese and Ukrainian without English', async () => {
  const fleet = importFleetObjects(fixture('kubectl/fleet/not-targeted.yaml'));
  const capacity = importCapacityObjects(fixture('kubectl/capacity/extras.yaml'));
  assert.ok(fleet.notTargeted.length >= 2, 'the paste has clusters that are not targets');
  const lines = [
    ...fleet.read.map((r) => [r.whatMessage, r.what]),
    ...fleet.notTargeted.map((n) => [n.whyMessage, n.why]),
    ...capacity.read.map((r) => [r.summaryMessage, r.summary]),
  ];
  assert.ok(lines.length >= 8, `only ${lines.length} lines`);
  for (const [message, english] of lines) {
    assert.equal(await formatMessage(message, 'en'), english, message.id);
    for (const locale of ['ja', 'uk']) await sayInLocale(message, english, locale, READ_ENGLISH);
  }
  const dev = fleet.notTargeted.find((n) => n.name === 'dev-1');
  assert.equal(await formatMessage(dev.whyMessage, 'ja'), 'どのターゲット制限にも一致しません');
});

test('a list argument: each item said in the language, joined by its separator', async () => {
  const note = { id: 'import-cap-unmodelled-driver-many', args: { kind: 'CSIDriver', fields: [
    { id: 'import-cap-unmodelled-field', args: { field: 'spec.attachRequired', count: 1 } },
    { id: 'import-cap-unmodelled-field', args: { field: 'spec.podInfoOnMount', count: 3 } },
  ] } };
  assert.equal(await formatMessage(note, 'en'), 'CSIDriver spec.attachRequired (1 object), spec.podInfoOnMount (3 objects): not modelled, ignored — passed to the driver; the scheduler does not read it');
  const ja = await formatMessage(note, 'ja');
  assert.match(ja, /spec\.attachRequired \(オブジェクト 1 個\)、spec\.podInfoOnMount \(オブジェクト 3 個\)/);
  const uk = await formatMessage(note, 'uk');
  assert.match(uk, /spec\.attachRequired \(1 обʼєкт\), spec\.podInfoOnMount \(3 обʼєкти\)/);
});

test("fleetLimit's arithmetic as a message: English as the engine wrote it, Japanese and Ukrainian in their words and numbers", async () => {
  const limit = fleetLimit(57, ['10%']);
  assert.equal(limit.explanation, '10% of 57 → floor(5.7) = 5');
  assert.equal(await formatMessage(limit.explanationMessage, 'en'), limit.explanation);
  assert.equal(await formatMessage(limit.explanationMessage, 'ja'), '57 の 10% → 切り捨て(5.7) = 5');
  assert.equal(await formatMessage(limit.explanationMessage, 'uk'), '10% від 57 → округлення вниз(5,7) = 5');
  const clamped = fleetLimit(10, [15]);
  assert.equal(await formatMessage(clamped.explanationMessage, 'en'), clamped.explanation);
  const uk = await formatMessage(clamped.explanationMessage, 'uk');
  assert.doesNotMatch(uk, /clamped/);
  assert.match(uk, /15 обмежено до \[0, 10\] = 10/);
  const byDefault = fleetLimit(40, [null]);
  assert.equal(await formatMessage(byDefault.explanationMessage, 'en'), byDefault.explanation);
  assert.match(await formatMessage(byDefault.explanationMessage, 'uk'), /^типово 100% від 40 → округлення вниз\(40\) = 40$/);
});
