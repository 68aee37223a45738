// A module Web Worker running the playground's own wasm for long jobs.
// Message in: { kind, input } (input is JSON text). Messages out:
// { done, total } while it runs, then { result } (JSON text) or { error }.
import init, { run_job } from './playground.js';

const ready = init();

self.onmessage = async ({ data }) => {
  await ready;
  try {
    const result = run_job(data.kind, data.input, (done, total) => self.postMessage({ done, total }));
    self.postMessage({ result });
  } catch (error) {
    self.postMessage({ error: String(error?.message ?? error) });
  }
};
