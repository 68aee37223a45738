// index.html's inline script (issue #15): it asks for the lab's wasm while boot.js is on its way.
// It runs only because the Content-Security-Policy names its hash, it must choose the bundle as
// boot.js does from web/labs.js' BUNDLES, and it must come before the stylesheet (a classic
// script waits for the stylesheets above it).
import test from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { BUNDLES, LANGS } from '../../web/labs.js';
import { cspHash, minifyInline } from '../../scripts/inline-script.mjs';

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);

test("index.html's inline script is allowed by its hash, lists BUNDLES and runs before the stylesheet", () => {
  assert.equal(scripts.length, 1, 'one inline script');
  const [script] = scripts;
  const hash = createHash('sha256').update(script, 'utf8').digest('base64');
  const csp = html.match(/http-equiv="Content-Security-Policy"\s+content="([^"]*)"/)[1];
  const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
  assert.ok(scriptSrc.includes(`'sha256-${hash}'`), `script-src must name 'sha256-${hash}': ${scriptSrc}`);
  assert.doesNotMatch(scriptSrc, /unsafe-inline/);
  const listed = JSON.parse(script.match(/const bundles = (\[[^\]]*\]);/)[1].replaceAll("'", '"'));
  assert.deepEqual(listed, BUNDLES);
  // It chooses the page's language for the skeleton and the prerendered answer (issue 40).
  const langs = JSON.parse(script.match(/const langs = (\[[^\]]*\]);/)[1].replaceAll("'", '"'));
  assert.deepEqual(langs, LANGS);
  assert.ok(html.indexOf('<script>') < html.indexOf('rel="stylesheet"'), 'the inline script comes after the stylesheet');
  // The bundle is chosen as boot.js chooses it.
  const boot = readFileSync(new URL('../../web/boot.js', import.meta.url), 'utf8');
  const choice = "(location.hash.match(/^#\\/?([a-z]+)/) ?? [])[1] ?? query.get('lab') ?? (query.has('lesson') ? 'learn' : null)";
  assert.ok(script.includes(choice) && boot.includes(choice), 'the two scripts choose the bundle the same way');
});

test("the build minifies the inline script and names the minified script's hash instead (scripts/inline-script.mjs)", () => {
  const built = minifyInline(html);
  const [script] = [...built.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  assert.ok(script.length < scripts[0].length * 0.8, `minified: ${script.length} of ${scripts[0].length} characters`);
  assert.ok(built.includes(cspHash(script)), "the CSP names the minified script's hash");
  assert.ok(!built.includes(cspHash(scripts[0])), "and no longer the source's");
  assert.equal(built.replace(script, '').replace(cspHash(script), ''), html.replace(scripts[0], '').replace(cspHash(scripts[0]), ''), 'nothing else changes');
});
