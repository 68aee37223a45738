// Node entry of the engine package: loads the wasm next to this file
// synchronously, so every export is ready to call after `import`.
import { readFileSync } from 'node:fs';
import { initSync } from './placement.js';

initSync({ module: readFileSync(new URL('./placement_bg.wasm', import.meta.url)) });

export * from './placement.js';
