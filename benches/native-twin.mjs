// The native side of a wasm-in-Node benchmark: the same work on the same
// input, run by crates/placement/examples/native_twin.rs in the benchmark
// profile (cargo builds it on first use), so each benchmark prints
// `wasm/native = N×` from one run. It builds in target/side, where scripts/test builds the
// native benchmarks (beside the release build), so the bench profile is compiled once.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs `work` natively on `input` (written as JSON) `calls` times: `{ setupMs, perCallMs }`. */
export function native(work, input, calls) {
  const dir = `${root}target/bench-twin`;
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/${work}.json`;
  writeFileSync(file, JSON.stringify(input));
  const out = execFileSync(
    'cargo',
    ['run', '--quiet', '--profile', 'bench', '--target-dir', `${root}target/side`, '-p', 'placement', '--example', 'native_twin', '--', work, file, String(calls)],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(out.trim().split('\n').pop());
}

/** `wasm/native = N×` for two times of the same work. */
export const ratio = (wasmMs, nativeMs) => `wasm/native = ${(wasmMs / Math.max(nativeMs, 1e-6)).toFixed(1)}×`;

/** The mean time of `calls` calls of `fn` in milliseconds, after one warm-up call; and its last result. */
export function time(calls, fn) {
  let result = fn();
  const start = performance.now();
  for (let i = 0; i < calls; i++) result = fn(i);
  return { ms: (performance.now() - start) / calls, result };
}
