// The documentation's front door and its links (issue #38): README.md stays a short front door with
// the two commands, links to every doc under docs/, and no relative link or image in README.md,
// ARCHITECTURE.md or docs/*.md points at a missing file or a missing heading (GitHub's anchors).
// Needs no build: it reads the Markdown files only.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const README_MAX_LINES = 250;
const DOCS = ['README.md', 'ARCHITECTURE.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];

const read = (file) => readFileSync(join(ROOT, file), 'utf8');

/** The lines outside fenced code blocks (``` or ~~~), with their line numbers. */
function proseLines(text) {
  const out = [];
  let fence = null;
  text.split('\n').forEach((line, i) => {
    const open = line.match(/^\s*(```|~~~)/);
    if (open) {
      if (fence === null) fence = open[1];
      else if (open[1] === fence) fence = null;
      return;
    }
    if (fence === null) out.push({ line, number: i + 1 });
  });
  return out;
}

/** GitHub's anchor of a heading's text (github-slugger: lower case, punctuation dropped, spaces → '-'). */
export function slug(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link or image: its text
    .replace(/<[^>]+>/g, '') // HTML tags
    .replace(/`/g, '');
  return text.toLowerCase().trim().replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '').replace(/ /g, '-');
}

/** Every anchor a Markdown file's headings make, numbered as GitHub numbers repeated ones. */
export function anchors(text) {
  const seen = new Map();
  const out = new Set();
  for (const { line } of proseLines(text)) {
    const m = line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!m) continue;
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** The relative links and images of a Markdown text: [text](target), ![alt](target), <img src>. */
export function links(text) {
  const out = [];
  for (const { line, number } of proseLines(text)) {
    const prose = line.replace(/`[^`]*`/g, '');
    for (const m of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) out.push({ target: m[1], number });
    for (const m of prose.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)) out.push({ target: m[1], number });
  }
  return out.filter(({ target }) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//'));
}

/** The problems of one file's links: each a sentence naming the file, line and target. */
export function brokenLinks(file, text, readFile = read, exists = (p) => existsSync(join(ROOT, p))) {
  const problems = [];
  for (const { target, number } of links(text)) {
    const [rawPath, anchor] = target.split('#');
    const path = rawPath === '' ? file : relative(ROOT, join(ROOT, dirname(file), decodeURIComponent(rawPath)));
    const where = `${file}:${number} → ${target}`;
    if (path.startsWith('..')) problems.push(`${where}: points outside the repository`);
    else if (!exists(path)) problems.push(`${where}: no file ${path}`);
    else if (anchor !== undefined && path.endsWith('.md') && !anchors(readFile(path)).has(decodeURIComponent(anchor))) {
      problems.push(`${where}: ${path} has no heading with the anchor #${anchor}`);
    }
  }
  return problems;
}

test('README.md is a front door of at most 250 lines', () => {
  const lines = read('README.md').split('\n').length - 1;
  assert.ok(lines <= README_MAX_LINES, `README.md has ${lines} lines; move the details into docs/ (at most ${README_MAX_LINES})`);
});

test('README.md gives the two commands: serve on 127.0.0.1 and run every test', () => {
  const readme = read('README.md');
  const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]);
  const commands = blocks.flatMap((b) => b.split('\n')).map((l) => l.trim());
  assert.ok(commands.some((l) => /^scripts\/serve(\s|$)/.test(l)), 'a sh block with scripts/serve');
  assert.ok(commands.some((l) => /^scripts\/test(\s|$)/.test(l)), 'a sh block with scripts/test');
  assert.match(readme, /http:\/\/127\.0\.0\.1:8080/, 'where scripts/serve serves');
  for (const script of ['scripts/serve', 'scripts/test']) assert.ok(existsSync(join(ROOT, script)), `${script} exists`);
});

test('README.md links every doc under docs/ (its map of the docs)', () => {
  const linked = new Set(links(read('README.md')).map(({ target }) => target.split('#')[0]));
  const unlinked = DOCS.filter((f) => f.startsWith('docs/') && !linked.has(f));
  assert.deepEqual(unlinked, [], 'each doc needs its line in README.md\'s map');
  assert.ok(linked.has('ARCHITECTURE.md'), 'README.md links ARCHITECTURE.md');
});

test('every relative link and image of README.md, ARCHITECTURE.md and docs/*.md finds its file and heading', () => {
  const problems = DOCS.flatMap((file) => brokenLinks(file, read(file)));
  assert.deepEqual(problems, []);
});

test('the link check finds a missing file, a missing heading and an image that is not there', () => {
  const files = { 'docs/a.md': '# Size budgets\n## Speed: wasm/native, in one run (issue #15)\n## Speed: wasm/native, in one run (issue #15)\n' };
  const exists = (p) => p in files || p === 'docs';
  const readFile = (p) => files[p];
  const text = [
    '[ok](a.md#size-budgets) [ok](a.md#speed-wasmnative-in-one-run-issue-15) [ok](a.md#speed-wasmnative-in-one-run-issue-15-1)',
    '[ok](#size-budgets) [web](https://example.com/x.md#nope) `[code](nope.md)`',
    '[gone](b.md) [no heading](a.md#sizes) ![gone](screenshot-x.png) <img src="y.png" alt="">',
    '```', '[in a fence](nope.md)', '```',
  ].join('\n');
  const problems = brokenLinks('docs/a.md', `# Size budgets\n${text}`, readFile, exists);
  assert.deepEqual(problems.map((p) => p.split(': ')[0]), [
    'docs/a.md:4 → b.md', 'docs/a.md:4 → a.md#sizes', 'docs/a.md:4 → screenshot-x.png', 'docs/a.md:4 → y.png',
  ]);
});
