// Node entry of the engine package: loads the wasm modules next to this
// file synchronously, so every export is ready to call after `import`.
import { readFileSync } from 'node:fs';
import { initSync as initLonghorn } from './longhorn.js';
import { initSync as initFleet } from './fleet.js';
import { initSync as initCapacity } from './capacity.js';
import { initSync as initBundle } from './bundle.js';

const bytes = (name) => readFileSync(new URL(`./${name}_bg.wasm`, import.meta.url));
initLonghorn({ module: bytes('longhorn') });
initFleet({ module: bytes('fleet') });
initCapacity({ module: bytes('capacity') });
// importSupportBundle's module: compiled here, so its first call needs no fetch.
initBundle({ module: bytes('bundle') });

export * from './index.js';
