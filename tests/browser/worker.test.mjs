// The Web Worker that runs long jobs with the playground's own wasm.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, useBrowser } from './harness.mjs';

const env = useBrowser();

const runJob = (page, kind, input, bundle = 'balance') =>
  page.evaluate(([kind, input, bundle]) => new Promise((resolve) => {
    const worker = new Worker(`worker.js?bundle=${bundle}`, { type: 'module' });
    const progress = [];
    worker.onmessage = ({ data }) => {
      if ('done' in data) { progress.push([data.done, data.total]); return; }
      worker.terminate();
      resolve({ ...data, progress });
    };
    worker.postMessage({ kind, input });
  }), [kind, input, bundle]);

test('a job runs in the worker, reports progress and returns JSON', async () => {
  const { page, check, context } = await openPage(env, '/#/balance');
  const input = JSON.stringify({ replicaSize: '100Gi', nodes: [
    { name: 'A', disks: [{ name: 'A1', usable: '900Gi' }, { name: 'A2', usable: '100Gi' }] },
    { name: 'B', disks: [{ name: 'B1', usable: '600Gi' }, { name: 'B2', usable: '700Gi' }] }] });
  const reply = await runJob(page, 'balance', input);
  assert.deepEqual(reply.progress, [[0, 1], [1, 1]]);
  assert.deepEqual(JSON.parse(reply.result).winner, { node: 'B', disk: 'B2' });
  check();
  await context.close();
});

test('a bad job is an error message, and the worker keeps the page alive', async () => {
  const { page, check, context } = await openPage(env, '/#/balance');
  const reply = await runJob(page, 'balance', '{"replicaSize": 0, "nodes": []}');
  assert.match(reply.error, /replicaSize: must be greater than 0/);
  const unknown = await runJob(page, 'nope', '{}');
  assert.match(unknown.error, /unknown job kind/);
  // A bundle runs only its own lab's jobs; an unknown bundle name loads the default one.
  assert.match((await runJob(page, 'balance', '{}', 'longhorn')).error, /unknown job kind "balance"/);
  assert.match((await runJob(page, 'balance', '{}', '../evil')).error, /unknown job kind "balance"/);
  assert.match(await page.textContent('#winner'), /disk B2/);
  check();
  await context.close();
});
