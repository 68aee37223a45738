// Writes the texts of the page skeleton (web/skeleton.js) in every language, taken from the
// Fluent catalogs at build time, so the skeleton says what the lab will say and has no copy
// of its own to drift: node scripts/skeleton-texts.mjs <out dir> writes skeleton-texts.<lang>.js,
// one file per language (a page fetches its own language's: index.html's inline script).
// Only single-line messages are taken; a placeable other than the ones named below, or a
// missing message, is an error (the build stops) rather than a wrong word on the page.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLES, LANGS } from '../web/labs.js';

/** Each page's catalog file and the id of its heading (the `<h1>` the lab renders). */
export const HEADINGS = {
  longhorn: ['longhorn.ftl', 'lh-title'],
  balance: ['balance.ftl', 'bal-heading'],
  capacity: ['capacity.ftl', 'cap-heading'],
  rollout: ['rollout.ftl', 'ro-title'],
  gallery: ['gallery.ftl', 'gallery-heading'],
  learn: ['learn.ftl', 'learn-heading'],
};
/** The other messages the skeleton shows: `[file, id, the variables it may use]`. The
 * skeleton's own (loading, failed) are in `skeleton.ftl`, which no bundle builds in. */
export const MESSAGES = [
  ['shell.ftl', 'shell-nav-label', []],
  ['shell.ftl', 'shell-page-title', ['page']],
  ['shell.ftl', 'shell-gallery-title', []],
  ...BUNDLES.map((id) => ['shell.ftl', `shell-lab-${id}`, []]),
  ['skeleton.ftl', 'skeleton-loading', []],
  ['skeleton.ftl', 'skeleton-failed', ['error']],
];

/** The value of message `id` in Fluent `source`: one line, only `{ $name }` placeables of `vars`. */
export function messageValue(source, id, vars, where) {
  const lines = source.split('\n');
  const at = lines.findIndex((line) => line.startsWith(`${id} =`));
  if (at < 0) throw new Error(`${where}: no message ${id}`);
  if (/^\s+\S/.test(lines[at + 1] ?? '')) throw new Error(`${where}: ${id} spans lines; the skeleton takes one-line messages`);
  const value = lines[at].slice(id.length + 2).trim();
  for (const [, inner] of value.matchAll(/\{([^}]*)\}/g)) {
    const name = /^\s*\$([a-z-]+)\s*$/.exec(inner)?.[1];
    if (!name || !vars.includes(name)) throw new Error(`${where}: ${id} has a placeable {${inner}} the skeleton cannot fill`);
  }
  return value;
}

/** Every language's skeleton texts: `{ en: { 'shell-lab-longhorn': …, heading: { longhorn: … } }, … }`. */
export function skeletonTexts(localesDir) {
  const texts = {};
  for (const lang of LANGS) {
    const read = (file) => readFileSync(join(localesDir, lang, file), 'utf8');
    const entry = { heading: {} };
    for (const [file, id, vars] of MESSAGES) entry[id] = messageValue(read(file), id, vars, `${lang}/${file}`);
    for (const [page, [file, id]] of Object.entries(HEADINGS)) entry.heading[page] = messageValue(read(file), id, [], `${lang}/${file}`);
    texts[lang] = entry;
  }
  return texts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [out] = process.argv.slice(2);
  if (!out) {
    console.error('usage: node scripts/skeleton-texts.mjs <out dir>');
    process.exit(2);
  }
  const texts = skeletonTexts(new URL('../locales', import.meta.url).pathname);
  for (const [lang, own] of Object.entries(texts)) {
    writeFileSync(join(out, `skeleton-texts.${lang}.js`), `// Written by scripts/skeleton-texts.mjs from locales/${lang}/*.ftl: do not edit.\nexport const TEXTS = ${JSON.stringify(own)};\n`);
  }
}
