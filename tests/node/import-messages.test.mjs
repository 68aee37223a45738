// The imports' notes, skipped objects and missing kinds as messages (issue #11):
// each carries `noteMessages` / `whyMessage` beside its English, and
// formatMessage says them in Japanese and Ukrainian with the names kept.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { importLonghornObjects, importCapacityObjects, importFleetObjects, formatMessage } from '../../dist/pkg/node.mjs';

const fixture = (name) => readFileSync(new URL(`../../crates/placement/tests/fixtures/${name}`, import.meta.url), 'utf8');

// English words of the notes' sentences that no argument of these fixtures holds.
const ENGLISH = /\b(the|is|was|not|pasted|ignored|used|which|taken|left out|no)\b/i;

/** Asserts `message` in `locale` has no English sentence words left, and keeps each text argument. */
async function sayInLocale(message, english, locale) {
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
