// The bundles the build makes (one per crates/playground/src/bin/<name>.rs):
// LABS are the labs in navigation order, first = the default; PAGES are the
// other pages (the presets gallery). boot.js starts any of BUNDLES, worker.js
// runs the jobs of LABS.
export const LABS = ['longhorn', 'balance', 'capacity', 'rollout'];
export const PAGES = ['gallery'];
export const BUNDLES = [...LABS, ...PAGES];
