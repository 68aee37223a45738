// Starts the bundle of the lab (or page) named by the URL fragment (#/longhorn,
// #/balance, #/gallery, …): each is its own wasm, so a page loads only what it
// shows. If the wasm cannot load, says so instead of leaving a blank page.
import { BUNDLES, LABS } from './labs.js';

// The fragment names the lab (#/balance); an embedding page may use ?lab=balance.
const id = (location.hash.match(/^#\/?([a-z]+)/) ?? [])[1] ?? new URLSearchParams(location.search).get('lab');
const lab = BUNDLES.includes(id) ? id : LABS[0];

import(`./${lab}.js`)
  .then((bundle) => bundle.default())
  .then(() => document.getElementById('loading')?.remove())
  .catch((error) => {
    const box = document.getElementById('loading');
    if (box) {
      box.className = 'load-error';
      box.textContent = `The playground could not start: ${error}`;
    }
    console.error(error);
  });
