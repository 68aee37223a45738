// A module Web Worker running a bundle's jobs: a lab's own (long simulations)
// or a worker-only one (the kubectl import); the page names the bundle in the
// URL (worker.js?bundle=rollout, worker.js?bundle=import).
// Message in: { kind, input } (input is JSON text). Messages out:
// { done, total } while it runs, then { result } (JSON text) or { error }.
import { LABS, WORKERS } from './labs.js';

const requested = new URL(self.location.href).searchParams.get('bundle');
const lab = [...LABS, ...WORKERS].includes(requested) ? requested : LABS[0];

const ready = import(`./${lab}.js`).then(async (bundle) => {
  await bundle.default();
  return bundle;
});

self.onmessage = async ({ data }) => {
  try {
    const bundle = await ready;
    const result = bundle.run_job(data.kind, data.input, (done, total) => self.postMessage({ done, total }));
    self.postMessage({ result });
  } catch (error) {
    self.postMessage({ error: String(error?.message ?? error) });
  }
};
