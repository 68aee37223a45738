// A lab page's end of the support bundle panel, its own wasm bundle (support_bundle.js beside the
// page, crates/playground/src/bin/support_bundle.rs): loaded on the first bundle opened, so no
// page's first load carries it. Its URL is resolved against the page, as boot.js's bundles are
// (this snippet lives in snippets/…/); the same origin, so the page's script-src 'self' allows it.
let loading;

/** Loads the panel once (its wasm and the page's language), then shows `file` read in `root`. */
export async function openPanel(file, lab, root) {
  loading ??= import(new URL('support_bundle.js', document.baseURI).href)
    .then(async (panel) => {
      await panel.default();
      await panel.start_panel();
      return panel;
    })
    .catch((error) => {
      loading = undefined; // the next bundle opened tries again
      throw error;
    });
  (await loading).open_bundle(file, lab, root);
}
