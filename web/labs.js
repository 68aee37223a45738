// The bundles the build makes (one per crates/playground/src/bin/<name>.rs):
// LABS are the labs in navigation order, first = the default; PAGES are the
// other pages (the presets gallery, the Learn section's lessons); WORKERS have no page and only run jobs
// (the kubectl import, fetched when something is pasted); PANELS have no page
// and no jobs: a lab page loads one on demand into its own page (the support
// bundle panel, on the first bundle opened). boot.js starts any of BUNDLES,
// worker.js runs the jobs of LABS and WORKERS.
export const LABS = ['longhorn', 'balance', 'capacity', 'rollout'];
export const PAGES = ['gallery', 'learn'];
export const WORKERS = ['import'];
export const PANELS = ['support_bundle'];
export const BUNDLES = [...LABS, ...PAGES];
// The bundles cut at split points (scripts/build: `<name>.split.js` loads their parts and worker
// jobs), whose loader boot.js fetches beside the bundle's glue.
export const SPLIT = [...LABS, 'learn'];
// The catalogs a page in another language than English fetches (crates/playground: i18n's
// SHARED_FILES and each bundle's PageTexts files, which a test keeps equal to these), which
// boot.js preloads beside the wasm instead of after it.
export const CATALOGS = {
  shared: ['engine.ftl', 'errors.ftl', 'imports.ftl', 'shell.ftl'],
  longhorn: ['longhorn.ftl', 'presets-longhorn.ftl'],
  balance: ['balance.ftl', 'presets-balance.ftl'],
  capacity: ['capacity.ftl', 'presets-capacity.ftl'],
  rollout: ['rollout.ftl', 'presets-rollout.ftl'],
  gallery: ['gallery.ftl', 'presets-longhorn.ftl', 'presets-balance.ftl', 'presets-capacity.ftl', 'presets-rollout.ftl'],
  learn: ['learn.ftl', 'walk.ftl', 'balance.ftl'],
};

// The languages of the texts (`lang=`).
export const LANGS = ['en', 'ja', 'uk'];
