// Where a wasm bundle's bytes go: each function body's size by the crate its
// name starts with (from the name section, which cargo's release build and
// wasm-bindgen keep and wasm-opt drops: read the bundle before wasm-opt), plus
// the data section (strings, tables). Prints Markdown tables.
//   wasm-bindgen --target web --out-dir /tmp/b target/wasm32-unknown-unknown/release/balance.wasm
//   node scripts/wasm-bytes.mjs /tmp/b/balance_bg.wasm [--top 15] [--within playground]
// --within CRATE adds a table of that crate's code by module (`playground::support_bundle`).
// --families adds a table of the functions that share a name (one generic's copies, summed).
// --grep REGEX sums the functions whose name matches (what a cut would take out) and lists them.
import { readFileSync } from 'node:fs';

const [file] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !/^\d+$/.test(a) && !['--within', '--grep', '--top'].includes(all[i - 1]));
const top = Number(process.argv[process.argv.indexOf('--top') + 1]) || 15;
const families = process.argv.includes('--families');
const within = process.argv.includes('--within') ? process.argv[process.argv.indexOf('--within') + 1] : null;
const grep = process.argv.includes('--grep') ? new RegExp(process.argv[process.argv.indexOf('--grep') + 1]) : null;
if (!file) {
  console.error('usage: node scripts/wasm-bytes.mjs <file.wasm> [--top N]');
  process.exit(2);
}
const bytes = readFileSync(file);
let at = 8; // magic and version

function uleb() {
  let result = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    result += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) return result;
    shift += 7;
  }
}
const text = (length) => { const s = bytes.toString('utf8', at, at + length); at += length; return s; };

const sections = new Map(); // id or custom name -> size
let importedFunctions = 0;
let bodySizes = [];
const names = new Map();
while (at < bytes.length) {
  const id = bytes[at++];
  const size = uleb();
  const end = at + size;
  if (id === 2) { // imports: count the functions, which come first in the index space
    for (let n = uleb(); n > 0; n--) {
      text(uleb()); text(uleb());
      const kind = bytes[at++];
      if (kind === 0) { uleb(); importedFunctions++; } else if (kind === 1) { at++; const f = uleb(); uleb(); if (f & 1) uleb(); } else if (kind === 2) { const f = uleb(); uleb(); if (f & 1) uleb(); } else if (kind === 3) { at += 2; }
    }
  } else if (id === 10) {
    bodySizes = Array.from({ length: uleb() }, () => { const s = uleb(); at += s; return s; });
  } else if (id === 0) {
    const name = text(uleb());
    sections.set(`custom ${name}`, size);
    if (name === 'name') {
      while (at < end) {
        const sub = bytes[at++];
        const subEnd = uleb() + at;
        if (sub === 1) for (let n = uleb(); n > 0; n--) { const index = uleb(); names.set(index, text(uleb())); }
        at = subEnd;
      }
    }
  }
  if (id !== 0) sections.set(id, size);
  at = end;
}

// Rust's legacy mangling (`_ZN` length-prefixed segments `E`) back to a path.
const ESCAPES = { LT: '<', GT: '>', u20: ' ', RF: '&', BP: '*', C: ',', u7b: '{', u7d: '}', u5b: '[', u5d: ']', u27: "'", u3b: ';', u21: '!', u7e: '~' };
function demangle(symbol) {
  if (!symbol.startsWith('_ZN')) return symbol;
  const parts = [];
  for (let i = 3; i < symbol.length && symbol[i] !== 'E';) {
    const digits = /^\d+/.exec(symbol.slice(i));
    if (!digits) break;
    i += digits[0].length;
    parts.push(symbol.slice(i, i + Number(digits[0])));
    i += Number(digits[0]);
  }
  return parts
    .filter((p) => !/^h[0-9a-f]{16}$/.test(p))
    .map((p) => p.replace(/^_\$/, '$').replace(/\$([A-Za-z0-9]+)\$/g, (m, e) => ESCAPES[e] ?? m).replace(/\.\./g, '::'))
    .join('::');
}

// The crate of a function: the first path segment, looking inside `<T as Trait>` for T.
function crateOf(name) {
  // v0 mangling (the precompiled std): the first crate named, `C<disambiguator>_<length><name>`.
  const v0 = name.startsWith('_R') && /C(?:s[0-9A-Za-z]*_)?\d+([a-z_][a-z0-9_]*)/.exec(name);
  if (v0) return v0[1].replace(/^_+/, '');
  const inner = name.replace(/^<+/, '').replace(/^&(mut )?/, '').replace(/^dyn /, '');
  // `<f64 as core::str::FromStr>`: a primitive's impl counts for the trait's crate.
  const path = /^[a-z0-9]+ as /.test(inner) ? inner.replace(/^[a-z0-9]+ as /, '') : inner;
  const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:\[[0-9a-f]+\])?::/.exec(path);
  return match ? match[1] : name.startsWith('__') || !names.size ? 'runtime and unnamed' : 'other';
}

const byCrate = new Map();
const byModule = new Map();
const biggest = [];
bodySizes.forEach((size, i) => {
  const name = demangle(names.get(i + importedFunctions) ?? `function ${i + importedFunctions}`);
  const crate = crateOf(name);
  byCrate.set(crate, (byCrate.get(crate) ?? 0) + size);
  if (crate === within) {
    const module = /^<*(?:&(?:mut )?)?([A-Za-z_][A-Za-z0-9_]*(?:\[[0-9a-f]+\])?::[a-z_][a-z0-9_]*)/.exec(name)?.[1] ?? crate;
    byModule.set(module, (byModule.get(module) ?? 0) + size);
  }
  biggest.push([size, name]);
});
const code = bodySizes.reduce((a, b) => a + b, 0);
const kb = (n) => (n / 1024).toFixed(1);
console.log(`${file}: ${kb(bytes.length)} KB; code ${kb(code)} KB in ${bodySizes.length} functions, data ${kb(sections.get(11) ?? 0)} KB`);
console.log('\n| crate (by function name) | code KB | share of code |\n|---|---|---|');
for (const [crate, size] of [...byCrate].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`| ${crate} | ${kb(size)} | ${((100 * size) / code).toFixed(1)} % |`);
}
if (within) {
  console.log(`\n| module of ${within} | code KB |\n|---|---|`);
  for (const [module, size] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`| ${module} | ${kb(size)} |`);
}
if (families) {
  const byName = new Map();
  for (const [size, name] of biggest) {
    const key = name.replace(/::h[0-9a-f]{16}$/, '');
    const [total, copies] = byName.get(key) ?? [0, 0];
    byName.set(key, [total + size, copies + 1]);
  }
  console.log('\n| families (functions of one name) | copies | KB |\n|---|---|---|');
  for (const [name, [size, copies]] of [...byName].filter(([, [, c]]) => c > 1).sort((a, b) => b[1][0] - a[1][0]).slice(0, top)) {
    console.log(`| \`${name.slice(0, 110)}\` | ${copies} | ${kb(size)} |`);
  }
}
if (grep) {
  const matching = biggest.filter(([, name]) => grep.test(name)).sort((a, b) => b[0] - a[0]);
  console.log(`\n${matching.length} functions match ${grep}: ${kb(matching.reduce((a, [s]) => a + s, 0))} KB of code\n\n| matching functions | KB |\n|---|---|`);
  for (const [size, name] of matching.slice(0, top)) console.log(`| \`${name.replace(/::h[0-9a-f]{16}$/, '').slice(0, 140)}\` | ${kb(size)} |`);
}
console.log('\n| largest functions | KB |\n|---|---|');
for (const [size, name] of biggest.sort((a, b) => b[0] - a[0]).slice(0, Math.max(8, top))) {
  console.log(`| \`${name.replace(/::h[0-9a-f]{16}$/, '').slice(0, 110)}\` | ${kb(size)} |`);
}
