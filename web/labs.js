// The bundles the build makes (one per crates/playground/src/bin/<name>.rs):
// LABS are the labs in navigation order, first = the default; PAGES are the
// other pages (the presets gallery); WORKERS have no page and only run jobs
// (the kubectl import, fetched when something is pasted). boot.js starts any
// of BUNDLES, worker.js runs the jobs of LABS and WORKERS.
export const LABS = ['longhorn', 'balance', 'capacity', 'rollout'];
export const PAGES = ['gallery'];
export const WORKERS = ['import'];
export const BUNDLES = [...LABS, ...PAGES];
