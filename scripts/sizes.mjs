// Prints raw and gzip sizes of each page's first load (page, boot script,
// styles and that page's bundle), of each worker-only bundle (fetched on
// demand by a Web Worker), of each panel (fetched on demand by a lab page: the
// panel's glue and wasm; its loader is in the page's snippets) and of each module of the engine package, and writes
// them to dist/sizes.json (the node tests check the budgets).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { PANELS, WORKERS } from '../web/labs.js';

// A page fetches the skeleton's texts in its own language (skeleton-texts.<lang>.js): the largest counts.
const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const texts = readdirSync('dist/site').filter((f) => /^skeleton-texts\.[a-z]+\.js$/.test(f)).map((f) => `dist/site/${f}`)
  .sort((a, b) => gzipped(b) - gzipped(a))[0];
const shell = ['dist/site/index.html', 'dist/site/boot.js', 'dist/site/labs.js', 'dist/site/skeleton.js', texts, 'dist/site/styles.css'];
const bundles = readdirSync('dist/site').filter((f) => f.endsWith('_bg.wasm')).map((f) => f.replace('_bg.wasm', ''));
// A bundle with split points (crates/playground/src/platform/split.rs) also loads, with its glue, the JS
// that fetches its parts (`<name>.split.js`); each part's chunk (`<name>.<chunk>.wasm`) is
// fetched when the part is first shown.
const site = readdirSync('dist/site');
const splitJs = (name) => (site.includes(`${name}.split.js`) ? [`dist/site/${name}.split.js`] : []);
const chunks = (name) => site.filter((f) => f.startsWith(`${name}.`) && f.endsWith('.wasm')).map((f) => `dist/site/${f}`);
const group = (name) => {
  const own = [`dist/site/${name}.js`, ...splitJs(name), `dist/site/${name}_bg.wasm`];
  if (WORKERS.includes(name)) return [`on demand: ${name}`, ['dist/site/worker.js', ...own]];
  if (PANELS.includes(name)) return [`on demand: ${name.replaceAll('_', '-')}`, own];
  return [`first load: ${name}`, [...shell, ...own]];
};
const groups = Object.fromEntries(bundles.map(group));
// A page whose address names a prerendered answer (issue 40: crates/prerender) fetches it and the
// module that shows it (answer.js) beside its first load: the largest answer of each lab, reported
// beside the first load it adds to (docs/performance.md, "The answer before the wasm").
for (const lab of readdirSync('dist/site/prerender', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)) {
  const largest = readdirSync(`dist/site/prerender/${lab}`).map((f) => `dist/site/prerender/${lab}/${f}`)
    .sort((a, b) => gzipped(b) - gzipped(a))[0];
  groups[`prerendered answer: ${lab} (largest, with answer.js)`] = ['dist/site/answer.js', largest];
}
for (const name of bundles) {
  for (const chunk of chunks(name)) groups[`on demand: ${chunk.slice('dist/site/'.length, -'.wasm'.length)}`] = [chunk];
}
for (const domain of ['longhorn', 'fleet', 'capacity', 'bundle']) {
  groups[`engine package: ${domain}`] = [`dist/pkg/${domain}.js`, `dist/pkg/${domain}_bg.wasm`];
}
// formatMessage loads its formatter and the asked language's catalog (and
// English, its fallback) on its first call; @fluent/bundle comes from npm.
for (const lang of ['en', 'ja', 'uk']) {
  groups[`on call: formatMessage ${lang}`] = ['dist/pkg/messages.js', 'dist/pkg/locales/en.js', ...(lang === 'en' ? [] : [`dist/pkg/locales/${lang}.js`])];
}
// A page in Japanese or Ukrainian fetches, before its first render, the
// shared catalogs, its own page's file and its presets' (a lab's own, the
// gallery's every lab's: PageTexts in crates/playground/src/text/i18n/mod.rs);
// English is built into every bundle. Each file is gzipped on its own, as a
// server sends it.
const PAGES = ['gallery', 'longhorn', 'balance', 'capacity', 'rollout'];
// English is built in; its one file there is the engine's sentences the Learn page fetches for a
// lesson of the Fleet or Longhorn lab (crates/playground/src/labs/learn/engine_texts.rs).
groups['on demand: learn.engine-en'] = ['dist/site/locales/en/engine.ftl'];
for (const lang of readdirSync('dist/site/locales').filter((l) => l !== 'en')) {
  for (const page of PAGES) {
    const presets = (page === 'gallery' ? PAGES.slice(1) : [page]).map((lab) => `presets-${lab}`);
    groups[`language: ${lang} ${page}`] = ['engine', 'errors', 'imports', 'shell', page, ...presets].map((f) => `dist/site/locales/${lang}/${f}.ftl`);
  }
  // The Learn page: its own texts, the walk's words and the balance picture's slider.
  groups[`language: ${lang} learn`] = ['engine', 'errors', 'imports', 'shell', 'learn', 'walk', 'balance'].map((f) => `dist/site/locales/${lang}/${f}.ftl`);
}

const report = {};
for (const [name, files] of Object.entries(groups)) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  report[name] = { raw, gzip, files };
  console.log(`${name}: ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`);
}
writeFileSync('dist/sizes.json', JSON.stringify(report, null, 2) + '\n');
