// The JavaScript half of reading arguments (see convert.rs): what type a value
// is, a short preview of any value, and the JSON text of an input object in
// which what JSON.stringify would silently change or refuse is marked.
//
// Nothing here recurses: a preview never walks into an object, and the JSON
// text comes from JSON.stringify, whose "Maximum call stack size exceeded"
// on a deeply nested object convert.rs turns into a clear error.

// Marks a value JSON cannot hold (NaN, ±Infinity become null, BigInt throws,
// symbols and functions vanish): a string convert.rs finds and names by path.
const MARK = '\u0000placement-not-json:';

/** `null`, `array`, or what `typeof` says. */
export function kindOf(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** A value as an error echoes it: at most 100 characters, never walking into it. */
export function preview(value) {
  const max = 100;
  const cut = (text) => (text.length > max ? `${text.slice(0, max)}…` : text);
  switch (kindOf(value)) {
    case 'string': return cut(value);
    case 'bigint': return cut(`${value}n`);
    case 'symbol': return cut(value.toString());
    case 'function': return 'a function';
    case 'array': return `an array of ${value.length}`;
    case 'object': return 'an object';
    default: return String(value);
  }
}

function markNotJson(key, value) {
  switch (typeof value) {
    case 'number': return Number.isFinite(value) ? value : MARK + String(value);
    case 'bigint': return `${MARK}${value}n`;
    case 'symbol': return MARK + value.toString();
    case 'function': return `${MARK}a function`;
    default: return value;
  }
}

/** The JSON text of an input; throws what JSON.stringify throws (a cycle, the stack, a getter). */
export function inputJson(value) {
  return JSON.stringify(value, markNotJson);
}

/** What an exception says, as text, whatever was thrown. */
export function thrownMessage(thrown) {
  try {
    return preview(thrown instanceof Error ? thrown.message : thrown);
  } catch {
    return 'an exception';
  }
}
