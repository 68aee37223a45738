// Writes dist/pkg/inline.js: the package's browser entry with the wasm
// modules inlined (base64), ready on import, for hosts that cannot serve
// extra files. Run by scripts/build after the modules are built.
import { readFileSync, writeFileSync } from 'node:fs';

const domains = ['longhorn', 'fleet', 'capacity', 'bundle'];
const modules = domains
  .map((d) => `  ${d}: '${readFileSync(`dist/pkg/${d}_bg.wasm`).toString('base64')}',`)
  .join('\n');

writeFileSync('dist/pkg/inline.js', `// The engine package with its wasm inlined: ready after import, no extra files.
import init from './index.js';

export * from './index.js';

const wasm = {
${modules}
};
const bytes = (base64) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

await init({
  longhorn: { module_or_path: bytes(wasm.longhorn) },
  fleet: { module_or_path: bytes(wasm.fleet) },
  capacity: { module_or_path: bytes(wasm.capacity) },
  bundle: { module_or_path: bytes(wasm.bundle) },
});
`);
writeFileSync('dist/pkg/inline.d.ts', `// The engine package with its wasm inlined: every function is ready after import.
export * from './index.js';
`);
console.log('wrote dist/pkg/inline.js');
