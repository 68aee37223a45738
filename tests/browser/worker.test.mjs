// The Web Worker that runs long jobs with the playground's own wasm.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openPage, takeExpectedProblems, useBrowser } from './harness.mjs';

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

// A lab's job runner is a chunk of its own (`<lab>.jobs.wasm`, the `jobs` of crates/playground's
// bundle! macro): the page's first load never fetches it; its worker does, on its first job. A
// runner that cannot be fetched is an error the page can say, and the next job fetches it anew.
test("a lab's job runner is fetched by its worker on the first job, never by the page", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const fetched = [];
  let refuse = true;
  await context.route((url) => url.pathname.endsWith('.jobs.wasm'), (route) => {
    fetched.push(new URL(route.request().url()).pathname.split('/').pop());
    return refuse ? route.fulfill({ status: 404, body: 'not found' }) : route.continue();
  });
  const { page } = await openPage(env, '/#/balance', { context });
  await page.waitForSelector('#winner');
  assert.deepEqual(fetched, [], 'the page fetched a job runner');
  const input = JSON.stringify({ replicaSize: '1Gi', nodes: [{ name: 'A', disks: [{ name: 'a', usable: '2Gi' }] }] });
  const failed = await runJob(page, 'balance', input);
  assert.match(failed.error, /The code that runs this computation could not be loaded/);
  assert.deepEqual(fetched, ['balance.jobs.wasm']);
  refuse = false;
  const reply = await runJob(page, 'balance', input);
  assert.deepEqual(JSON.parse(reply.result).winner, { node: 'A', disk: 'a' });
  // Each lab with jobs has its own runner; the rollout lab's worker fetches the rollout one.
  const rollout = JSON.stringify({ rolloutStrategy: {}, clusters: [{ name: 'c-1' }] });
  assert.ok((await runJob(page, 'rollout', rollout, 'rollout')).result);
  assert.deepEqual(fetched, ['balance.jobs.wasm', 'balance.jobs.wasm', 'rollout.jobs.wasm']);
  await context.close();
  // The refused runner is reported by the chunk loader in the worker: the test's doing.
  takeExpectedProblems(env, ['refused-wasm']);
});
