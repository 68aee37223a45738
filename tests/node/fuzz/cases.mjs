// The regression cases: every call that ever broke the engine package, one
// JSON file each in tests/fuzz-regressions/ ({ function, args: [recipe…],
// broke, message }; recipes as in hostile.mjs), replayed by every test run.
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { YAML_HARDENED } from './functions.mjs';

const DIR = new URL('../../fuzz-regressions/', import.meta.url);

/** The cases in tests/fuzz-regressions/ (or in the folder `dir`). */
export function regressionCases(dir) {
  const folder = dir ? pathToFileURL(`${dir}/`) : DIR;
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: f, ...JSON.parse(readFileSync(new URL(f, folder), 'utf8')) }))
    .filter((c) => YAML_HARDENED || c.needs !== 'yaml');
}
