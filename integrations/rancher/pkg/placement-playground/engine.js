// The engine's npm package (@placement-playground/engine, built by scripts/build into
// dist/pkg; vue.config.js points the import there), loaded on the first answer a page asks
// for: the extension's entry carries none of it. Each domain is its own wasm module, fetched
// from next to the extension's UMD (webpack's public path is the UMD's own URL); a page about
// a Longhorn volume loads only the Longhorn module.

const DOMAINS = {
  longhorn: () => import(/* webpackChunkName: "engine-longhorn" */ '@placement-playground/engine/longhorn'),
  fleet: () => import(/* webpackChunkName: "engine-fleet" */ '@placement-playground/engine/fleet'),
  capacity: () => import(/* webpackChunkName: "engine-capacity" */ '@placement-playground/engine/capacity'),
};

const loaded = new Map();

/** The domain's functions, its wasm module initialised. */
export function engineFor(domain) {
  if (!loaded.has(domain)) {
    loaded.set(domain, DOMAINS[domain]().then(async (module) => {
      await module.default();
      return module;
    }));
  }
  return loaded.get(domain);
}

/**
 * `message` (an engine message `{ id, args }`, or an error the engine threw) in the page's
 * language, with the package's own Fluent catalogs (en, ja, uk; any other language: English).
 */
export async function say(message, locale) {
  // The package's entry: its formatMessage loads the formatter and that language's catalog on
  // the first call (no wasm module is fetched for it).
  const { formatMessage } = await import(/* webpackChunkName: "engine" */ '@placement-playground/engine');
  return formatMessage(message, locale);
}
