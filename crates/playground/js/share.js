// Browser pieces of sharing scenarios that Rust has no small way to do:
// deflate (CompressionStream), base64url, downloads and the file picker.

async function pipe(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function toBase64Url(bytes) {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('the link holds characters a scenario never has');
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

/** JSON text → compressed, URL-safe text. */
export async function compress(text) {
  return toBase64Url(await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw')));
}

/** The reverse of `compress`; throws on a cut or altered link. */
export async function decompress(text, maxBytes) {
  const bytes = await pipe(fromBase64Url(text), new DecompressionStream('deflate-raw'));
  if (bytes.length > maxBytes) throw new Error(`the scenario is larger than ${maxBytes} bytes`);
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Offers `text` as a file download (JSON unless another media type is given). */
export function download(name, text, type = 'application/json') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Reads a file's text, refusing files over `maxBytes`. */
export async function readFile(file, maxBytes) {
  if (file.size > maxBytes) throw new Error(`the file is ${file.size} bytes; the limit is ${maxBytes}`);
  return file.text();
}

/** Copies text to the clipboard; resolves to false where the browser refuses. */
export async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
