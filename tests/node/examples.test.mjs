// The Node example runs as written and prints what it promises.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';

test('web/examples/node-example.mjs runs', () => {
  const script = new URL('../../web/examples/node-example.mjs', import.meta.url).pathname;
  const out = execFileSync(process.execPath, [script], { encoding: 'utf8' });
  assert.match(out, /^engine \d+\.\d+\.\d+$/m);
  // Disk X (1 GiB available of 4 GiB at 25 %) fails the space check: Y takes the replica.
  assert.match(out, /^pvc-logs: n1\/Y \(Scheduled=True\)$/m);
  assert.match(out, /^230 clusters: 57 \+ 57 \+ 57 \+ 57 \+ 2$/m);
});
