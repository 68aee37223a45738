// Starts the playground; if the wasm cannot load, says so instead of a blank page.
import init from './playground.js';

init()
  .then(() => document.getElementById('loading')?.remove())
  .catch((error) => {
    const box = document.getElementById('loading');
    if (box) {
      box.className = 'load-error';
      box.textContent = `The playground could not start: ${error}`;
    }
    console.error(error);
  });
