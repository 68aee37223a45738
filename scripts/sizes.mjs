// Prints raw and gzip sizes of the playground's first load and of the engine
// package, and writes them to dist/sizes.json (the node tests check budgets).
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const groups = {
  'playground first load': ['dist/site/index.html', 'dist/site/boot.js', 'dist/site/playground.js', 'dist/site/playground_bg.wasm', 'dist/site/styles.css'],
  'engine package': ['dist/pkg/placement.js', 'dist/pkg/placement_bg.wasm'],
};

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
