// Starts the bundle of the lab named by the URL fragment (#/longhorn, #/balance,
// …): each lab is its own wasm, so a page loads only the lab it shows. If the
// wasm cannot load, says so instead of leaving a blank page.
import { LABS } from './labs.js';

// The fragment names the lab (#/balance); an embedding page may use ?lab=balance.
const id = (location.hash.match(/^#\/?([a-z]+)/) ?? [])[1] ?? new URLSearchParams(location.search).get('lab');
const lab = LABS.includes(id) ? id : LABS[0];

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
