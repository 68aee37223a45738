// The lab bundles the build makes (one per crates/playground/src/bin/<lab>.rs),
// first = the default. boot.js and worker.js only load names from this list.
export const LABS = ['longhorn', 'balance', 'capacity', 'rollout'];
