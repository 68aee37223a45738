// Embedding files as shipped: the frame heights agree everywhere they are
// written, "Embed this" writes the snippets docs/embedding.md documents, and
// embed.js stays a few KB.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { LABS } from '../../web/labs.js';
import { FRAME_HEIGHTS } from '../../web/frames.js';
import { snippets } from '../../web/embed-dialog.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const read = (path) => readFileSync(ROOT + path, 'utf8');

test('the built-in frame heights are the same in frames.js, the Hugo shortcode and the React component', () => {
  const hugo = read('integrations/hugo/layouts/shortcodes/placement-playground.html');
  const react = read('integrations/docusaurus/PlacementPlayground.js');
  for (const lab of LABS) {
    const { result, split } = FRAME_HEIGHTS[lab];
    assert.ok(result >= 600 && result <= split, `${lab}: ${result} / ${split}`);
    assert.ok(hugo.includes(`"${lab}" (dict "result" ${result} "split" ${split})`), `hugo: ${lab}`);
    assert.ok(react.includes(`${lab}: { result: ${result}, split: ${split} }`), `react: ${lab}`);
  }
});

test('Embed this: an unchanged preset is written by its id, anything else as a link', () => {
  const base = 'https://pp.example/';
  const byPreset = snippets({ base, lab: 'balance', title: 'Longhorn balance score', preset: 'docs-example', readOnly: true, view: 'result' });
  assert.deepEqual(byPreset.map((s) => s.id), ['embed-iframe', 'embed-mount', 'embed-hugo', 'embed-mdx']);
  assert.equal(byPreset[0].text,
    `<iframe src="${base}?embed=1&lab=balance&preset=docs-example&readonly=1" title="Placement Playground: Longhorn balance score" ` +
    `width="100%" height="${FRAME_HEIGHTS.balance.result}" style="border: 0" loading="lazy"></iframe>\n<script src="${base}embed.js" async></script>`);
  assert.match(byPreset[1].text, /mount\(document\.getElementById\('placement-example'\), \{ lab: 'balance', preset: 'docs-example', readOnly: true \}\)/);
  assert.equal(byPreset[2].text, '{{< placement-playground lab="balance" preset="docs-example" >}}');
  assert.equal(byPreset[3].text, '<PlacementPlayground lab="balance" preset="docs-example" />');
  const byLink = snippets({ base, lab: 'rollout', title: 'Fleet rollout', fragment: '#/rollout?s=abc', readOnly: false, view: 'result' });
  assert.match(byLink[0].text, /src="https:\/\/pp\.example\/\?embed=1&lab=rollout&view=result#\/rollout\?s=abc"/);
  assert.match(byLink[1].text, /\{ lab: 'rollout', scenario: '#\/rollout\?s=abc', view: 'result' \}/);
  assert.equal(byLink[2].text, '{{< placement-playground lab="rollout" scenario="#/rollout?s=abc" readonly="false" view="result" >}}');
  assert.equal(byLink[3].text, '<PlacementPlayground lab="rollout" scenario="#/rollout?s=abc" readOnly={false} view="result" />');
});

test('embed.js is a few KB, a classic script with no imports', () => {
  const size = statSync(ROOT + 'web/embed.js').size;
  assert.ok(size < 4096, `embed.js is ${size} bytes`);
  assert.doesNotMatch(read('web/embed.js'), /^\s*(import|export)\s/m);
});
