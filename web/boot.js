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

import(`./${lab}.js`)
  .then((bundle) => bundle.default())
  .catch((error) => {
    showLoadError(lang, error);
    console.error(error);
  });
