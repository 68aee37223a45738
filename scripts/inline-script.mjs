// Minifies index.html's inline script in the built page (dist/site/index.html) and names the
// minified script's hash in its Content-Security-Policy, in place of the source's: the script is in
// every page's first load, and index.html keeps it readable (tests/node/boot.test.mjs checks the
// source's hash, tests/browser/prerender.test.mjs loads the built page under its own CSP).
// node scripts/inline-script.mjs <dist/site/index.html>
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { transformSync } from 'esbuild';

/** The sha256 of `script` as a CSP source (`'sha256-…'`). */
export const cspHash = (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** `html` with its one inline script minified and the CSP's hash of it replaced. */
export function minifyInline(html) {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
  if (scripts.length !== 1) throw new Error(`index.html: ${scripts.length} inline scripts, expected one`);
  const source = scripts[0][1];
  const minified = transformSync(source, { minify: true, loader: 'js' }).code.trim();
  if (!html.includes(cspHash(source))) throw new Error("index.html: its CSP does not name its inline script's hash");
  return html.replace(source, minified).replace(cspHash(source), cspHash(minified));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node scripts/inline-script.mjs <index.html>');
    process.exit(2);
  }
  writeFileSync(file, minifyInline(readFileSync(file, 'utf8')));
}
