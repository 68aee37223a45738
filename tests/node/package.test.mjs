// The package as published: metadata, types, schema, and the size budgets.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { version } from '../../dist/pkg/node.mjs';

const pkg = JSON.parse(readFileSync(new URL('../../dist/pkg/package.json', import.meta.url)));
const cargo = readFileSync(new URL('../../Cargo.toml', import.meta.url), 'utf8');

test('version() matches package.json and the workspace version', () => {
  assert.equal(version(), pkg.version);
  assert.match(cargo, new RegExp(`^version = "${pkg.version}"$`, 'm'));
});

test('every file the package lists exists', () => {
  for (const file of pkg.files) {
    assert.ok(existsSync(new URL(`../../dist/pkg/${file}`, import.meta.url)), file);
  }
});

test('TypeScript declarations describe the inputs and outputs, without any', () => {
  const dts = readFileSync(new URL('../../dist/pkg/placement.d.ts', import.meta.url), 'utf8');
  assert.match(dts, /export type Bytes = number \| string;/);
  assert.match(dts, /export interface BalanceInput \{/);
  assert.match(dts, /simulateBalance\(input: BalanceInput\): BalanceSimulation;/);
  assert.match(dts, /balanceScore\(values: number\[\]\): number;/);
  const publicSignatures = dts.split('\n').filter((l) => l.startsWith('export function'));
  for (const line of publicSignatures) assert.doesNotMatch(line, /\bany\b/, line);
});

test('the JSON Schema of the balance input is published', () => {
  const schema = JSON.parse(readFileSync(new URL('../../dist/pkg/schema/balance-input.schema.json', import.meta.url)));
  assert.equal(schema.title, 'BalanceInput');
  assert.deepEqual(schema.required.sort(), ['nodes', 'replicaSize']);
});

test('size budgets: playground first load <= 350 KB gzip, engine package <= 150 KB gzip', () => {
  const sizes = JSON.parse(readFileSync(new URL('../../dist/sizes.json', import.meta.url)));
  const first = sizes['playground first load'].gzip / 1024;
  const engine = sizes['engine package'].gzip / 1024;
  assert.ok(first <= 350, `playground first load is ${first.toFixed(1)} KB gzip`);
  assert.ok(engine <= 150, `engine package is ${engine.toFixed(1)} KB gzip`);
});
