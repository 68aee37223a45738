// A small static file server for the built playground, bound to 127.0.0.1.
// CLI: node scripts/static-server.mjs <root> [port]   (port 0 = any free port)
// API: const { url, close } = await serveStatic(root, port)
//      serveStatic(root, 0, '127.0.0.1', { gzip: true }): every response gzipped (level 9, as
//      scripts/sizes.mjs counts a file) and never cached, as benches/first-render measures a page.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ftl': 'text/plain; charset=utf-8',
};

export function serveStatic(root, port = 0, host = '127.0.0.1', { gzip = false } = {}) {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      let file = normalize(join(base, path));
      if (!file.startsWith(base)) {
        res.writeHead(403).end('forbidden');
        return;
      }
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': gzip ? 'no-store' : 'no-cache',
        // web/mount.js, web/labs.js and web/frames.js are imported as modules by host pages on other origins.
        'access-control-allow-origin': '*',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(gzip ? gzipSync(body, { level: 9 }) : body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      ok({ url: `http://${host}:${actual}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [root = 'dist/site', port = '8080'] = process.argv.slice(2);
  const { url } = await serveStatic(root, Number(port));
  console.log(`Placement Playground: ${url}/`);
}
