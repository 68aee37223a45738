// A module Web Worker running a bundle's jobs: a lab's own (long simulations)
// or a worker-only one (the kubectl import); the page names the bundle in the
// URL (worker.js?bundle=rollout, worker.js?bundle=import).
// Message in: { kind, input } (input is JSON text), or { kind, file } for a
// file job (the import bundle's support-bundle: run_file_job reads the File a
// slice at a time, so a bundle of hundreds of MB is never copied whole). Messages out:
// { done, total } while it runs (at most every PROGRESS_MS: a fast job reports
// thousands of steps a second, and each message costs the page a render), then
// { result } (JSON text, with the module's memoryBytes) or { error }, each with `scope`: the
// constructor name of this global scope (DedicatedWorkerGlobalScope), which the browser tests
// read to prove a job ran in the worker and not on the page.
import { LABS, WORKERS } from './labs.js';

const requested = new URL(self.location.href).searchParams.get('bundle');
const lab = [...LABS, ...WORKERS].includes(requested) ? requested : LABS[0];

// The module's memory: the result reports its size (memoryBytes), so a test can
// check that a big support bundle's bytes never entered it.
let memory;
const ready = import(`./${lab}.js`).then(async (bundle) => {
  ({ memory } = await bundle.default());
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
    const result = data.file
      ? bundle.run_file_job(data.kind, data.file, progress)
      : await bundle.run_job(data.kind, data.input, progress); // a lab's runner is a chunk the first job fetches
    self.postMessage({ result, memoryBytes: memory?.buffer.byteLength, scope: self.constructor.name });
  } catch (error) {
    self.postMessage({ error: String(error?.message ?? error), scope: self.constructor.name });
  }
};
