// Types of the browser entry: the functions and types of the three modules.
export * from './longhorn.js';
export * from './fleet.js';
export * from './capacity.js';
export { version } from './longhorn.js';
// Types every import result shares (each module declares them): named once here.
export type { Missing } from './longhorn.js';

type ModuleSource = { module_or_path: RequestInfo | URL | Response | BufferSource | WebAssembly.Module };

/** Loads the three wasm modules (each from next to its JS file unless given). */
export default function init(options?: { longhorn?: ModuleSource; fleet?: ModuleSource; capacity?: ModuleSource }): Promise<void>;
