// Starts the bundle of the lab (or page) named by the URL fragment (#/longhorn,
// #/balance, #/gallery, …): each is its own wasm, so a page loads only what it
// shows. Until the lab's first render, the page shows its skeleton (skeleton.js);
// if the wasm cannot load, it says so instead of leaving a blank page.
import { BUNDLES, LABS } from './labs.js';
import { showLoadError, showSkeleton } from './skeleton.js';

// The fragment names the lab (#/balance); an embedding page may use ?lab=balance.
const id = (location.hash.match(/^#\/?([a-z]+)/) ?? [])[1] ?? new URLSearchParams(location.search).get('lab');
const lab = BUNDLES.includes(id) ? id : LABS[0];
const lang = showSkeleton(lab);
// A link of the skeleton's navigation followed before the lab is on the page: start that lab
// instead (once the lab has rendered, #loading is gone and the app handles its own links).
addEventListener('hashchange', () => {
  if (document.getElementById('loading')) location.reload();
});

import(`./${lab}.js`)
  .then((bundle) => bundle.default())
  .catch((error) => {
    showLoadError(lang, error);
    console.error(error);
  });
