// index.html's inline script (issue #15): it asks for the lab's wasm while boot.js is on its way.
// It runs only because the Content-Security-Policy names its hash, it must choose the bundle as
// boot.js does from web/labs.js' BUNDLES, and it must come before the stylesheet (a classic
// script waits for the stylesheets above it).
import test from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { BUNDLES } from '../../web/labs.js';

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
  assert.ok(html.indexOf('<script>') < html.indexOf('rel="stylesheet"'), 'the inline script comes after the stylesheet');
  // The bundle is chosen as boot.js chooses it.
  const boot = readFileSync(new URL('../../web/boot.js', import.meta.url), 'utf8');
  const choice = "(location.hash.match(/^#\\/?([a-z]+)/) ?? [])[1] ?? query.get('lab') ?? (query.has('lesson') ? 'learn' : null)";
  assert.ok(script.includes(choice) && boot.includes(choice), 'the two scripts choose the bundle the same way');
});
