// Drops the relocation custom sections (`linking`, `reloc.*`) that `--emit-relocs`
// (.cargo/config.toml: wasm-split-cli needs them) leaves in a wasm, for a module that is not
// split: the engine package's. The code is untouched; binaryen cannot read a module that
// still has them. Usage: node scripts/strip-relocs.mjs <in.wasm> <out.wasm>
import { readFileSync, writeFileSync } from 'node:fs';

const [input, output] = process.argv.slice(2);
const bytes = readFileSync(input);
const kept = [bytes.subarray(0, 8)];
let at = 8;
const leb = () => {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return value;
};
while (at < bytes.length) {
  const start = at;
  const id = bytes[at++];
  const size = leb();
  const end = at + size;
  let drop = false;
  if (id === 0) {
    const nameLength = leb();
    const name = bytes.subarray(at, at + nameLength).toString();
    drop = name === 'linking' || name.startsWith('reloc.');
  }
  if (!drop) kept.push(bytes.subarray(start, end));
  at = end;
}
writeFileSync(output, Buffer.concat(kept));
