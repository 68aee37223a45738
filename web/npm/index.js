// Browser entry of the engine package: one wasm module per domain. `init()`
// loads all three; a host that needs one domain can import it alone
// (`@placement-playground/engine/longhorn`) and load only that module.
import initLonghorn from './longhorn.js';
import initFleet from './fleet.js';
import initCapacity from './capacity.js';
import initBundle, { importSupportBundle as readSupportBundle } from './bundle.js';

export { balanceScore, simulateBalance, scheduleReplicas, explainVolume, defaultLonghornSettings, whatIf, importLonghornObjects, longhornSettingsToYaml, applyLonghornEdit, prepareLonghornCluster, version } from './longhorn.js';
export { planPartitions, simulateRollout, clusterStateAt, explainCluster, parseFleetYaml, strategyToYaml, fleetLimit, importFleetObjects, prepareFleetRollout } from './fleet.js';
export { filterNodes, explainCapacity, applyCapacityEdit, checkBindings, simulateCapacity, importCapacityObjects, prepareCapacityCluster } from './capacity.js';

/**
 * Loads the three wasm modules. Each option is what that module's own init
 * takes (`{ module_or_path }`: a URL, a Response, bytes or a WebAssembly.Module);
 * by default each is fetched from next to its JS file.
 */
export default async function init({ longhorn, fleet, capacity, bundle } = {}) {
  bundleSource = bundle;
  await Promise.all([initLonghorn(longhorn), initFleet(fleet), initCapacity(capacity), bundle && initBundle(bundle)]);
}

// The support bundle reader is a fourth module (the three imports and a zip
// reader), loaded on the first call: no host pays for it before it reads a bundle.
let bundleSource;

/**
 * An engine message (`{ id, args }`) or an error the engine threw (its
 * `messageId`, `args`, `path`, `value`) as text in `locale` (`en`, `ja`, `uk`;
 * `ja-JP` is `ja`; any other language is English). Loads the formatter and that
 * language's catalog on the first call for it, so a host that never formats a
 * message loads neither.
 */
export async function formatMessage(message, locale = 'en') {
  const messages = await import('./messages.js');
  return messages.formatMessage(message, locale);
}

/**
 * Reads a support bundle (`.zip`) into the three labs' inputs and the reports;
 * loads the `bundle` module on the first call (from `init({ bundle })`'s
 * source, else from next to this file).
 */
export async function importSupportBundle(bytes, options) {
  await initBundle(bundleSource);
  return readSupportBundle(bytes, options);
}
