// A small block-style YAML writer for the growth benchmark's inputs (kubectl
// -o yaml style: two-space indents, "- " items, plain strings where no reader
// could take them for anything else, JSON-escaped double quotes otherwise).

const PLAIN = /^[A-Za-z_/][A-Za-z0-9 ._/-]*$/;
const SPECIAL = /^(true|false|null|yes|no|on|off|y|n|~)$/i;

const scalar = (value) => {
  if (typeof value !== 'string') return JSON.stringify(value);
  return PLAIN.test(value) && !SPECIAL.test(value) && !value.endsWith(' ') ? value : JSON.stringify(value);
};

const isEmpty = (v) => (Array.isArray(v) ? v.length === 0 : v !== null && typeof v === 'object' && Object.keys(v).length === 0);
const isBlock = (v) => v !== null && typeof v === 'object' && !isEmpty(v);
const inline = (v) => (Array.isArray(v) ? '[]' : v !== null && typeof v === 'object' ? '{}' : scalar(v));

function write(lines, value, indent, prefix) {
  if (Array.isArray(value)) {
    for (const item of value) {
      if (isBlock(item) && !Array.isArray(item)) write(lines, item, indent + 2, `${' '.repeat(indent)}- `);
      else if (isBlock(item)) { lines.push(`${' '.repeat(indent)}-`); write(lines, item, indent + 2, null); }
      else lines.push(`${' '.repeat(indent)}- ${inline(item)}`);
    }
    return;
  }
  let first = prefix;
  for (const [key, v] of Object.entries(value)) {
    const head = first ?? ' '.repeat(indent);
    first = null;
    if (isBlock(v)) {
      lines.push(`${head}${scalar(key)}:`);
      write(lines, v, Array.isArray(v) ? indent : indent + 2, null);
    } else {
      lines.push(`${head}${scalar(key)}: ${inline(v)}`);
    }
  }
}

/** `value` (an object) as YAML text. */
export function toYaml(value) {
  const lines = [];
  write(lines, value, 0, null);
  return `${lines.join('\n')}\n`;
}
