// A module Web Worker running a bundle's jobs: a lab's own (long simulations)
// or a worker-only one (the kubectl import); the page names the bundle in the
// URL (worker.js?bundle=rollout, worker.js?bundle=import).
// Message in: { kind, input } (input is JSON text). Messages out:
// { done, total } while it runs (at most every PROGRESS_MS: a fast job reports
// thousands of steps a second, and each message costs the page a render), then
// { result } (JSON text) or { error }.
import { LABS, WORKERS } from './labs.js';

const requested = new URL(self.location.href).searchParams.get('bundle');
const lab = [...LABS, ...WORKERS].includes(requested) ? requested : LABS[0];

const ready = import(`./${lab}.js`).then(async (bundle) => {
  await bundle.default();
  return bundle;
});

const PROGRESS_MS = 50;

self.onmessage = async ({ data }) => {
  try {
    const bundle = await ready;
    let last = -Infinity;
    const progress = (done, total) => {
      const now = performance.now();
      if (done < total && now - last < PROGRESS_MS) return; // the last step always reports
      last = now;
      self.postMessage({ done, total });
    };
    const result = bundle.run_job(data.kind, data.input, progress);
    self.postMessage({ result });
  } catch (error) {
    self.postMessage({ error: String(error?.message ?? error) });
  }
};
