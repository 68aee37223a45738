// The Rancher extension's test harness: serves the built extension (integrations/rancher/
// dist-pkg) at the path Rancher serves an installed extension from
// (/v1/uiplugins/<name>/<version>/plugin/<main>), Vue 3 from the extension's own
// node_modules, and a host page (host.js) that loads it as Rancher's loader does; the page's
// Content-Security-Policy is chosen per test. The store's objects are the repository's
// kubectl fixtures (those tests/support/support-bundle.mjs packs into support bundles).
import { createServer } from 'node:http';
import { readFile, readdir } from 'node:fs/promises';
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;
export const EXT = join(ROOT, 'integrations/rancher');
export const PKG = JSON.parse(readFileSync(join(EXT, 'pkg/placement-playground/package.json'), 'utf8'));
export const ID = `${PKG.name}-${PKG.version}`;
export const DIST = join(EXT, 'dist-pkg', ID);
export const PLUGIN_PATH = `/v1/uiplugins/${PKG.name}/${PKG.version}/plugin/`;
export const UMD = `${PLUGIN_PATH}${ID}.umd.min.js`;

/** Content-Security-Policies a Rancher page may be served with (README "Content-Security-Policy"). */
export const CSP = {
  // Rancher today sends none (rancher/rancher#53104).
  none: '',
  // The default of the proposed ui-csp-policy setting (rancher/rancher#57032, rancher/steve#1293).
  steve: "base-uri 'self'; object-src 'none'; frame-ancestors 'self'",
  // A strict policy an administrator sets at the ingress (rancher/rancher#42486), with the
  // 'unsafe-inline' Rancher's own UI needs; without and with 'wasm-unsafe-eval'.
  strict: "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'",
  strictWasm: "default-src 'self'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'",
};

const TYPES = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html; charset=utf-8', '.json': 'application/json', '.css': 'text/css' };
const HOST_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rancher extension host</title>'
  + '<style>body { font-family: Lato, "Helvetica Neue", Arial, sans-serif; font-size: 14px; color: #141419; margin: 16px; }'
  + ' .host-panel, .host-tab { border: 1px solid #dcdee7; border-radius: 4px; padding: 0 16px; margin: 12px 0; }</style></head>'
  + '<body><main><h1>Host</h1><div id="mounts"></div></main><script src="/vue.global.prod.js"></script><script src="/host.js"></script></body></html>';

/** Serves the host page (CSP from ?csp=), host.js, Vue and the built extension; logs every path asked for. */
export async function serveHost() {
  const requests = [];
  const files = {
    '/host.js': join(ROOT, 'tests/rancher/host.js'),
    '/vue.global.prod.js': join(EXT, 'node_modules/vue/dist/vue.global.prod.js'),
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    requests.push(url.pathname);
    try {
      if (url.pathname === '/favicon.ico') {
        res.writeHead(204);
        res.end();
        return;
      }
      if (url.pathname === '/') {
        const csp = CSP[url.searchParams.get('csp') ?? 'none'];
        res.writeHead(200, { 'content-type': TYPES['.html'], ...(csp ? { 'content-security-policy': csp } : {}) });
        res.end(HOST_PAGE);
        return;
      }
      let file = files[url.pathname];
      if (!file && url.pathname.startsWith(PLUGIN_PATH)) {
        file = normalize(join(DIST, url.pathname.slice(PLUGIN_PATH.length)));
        if (!file.startsWith(DIST)) throw new Error('outside');
      }
      if (!file) throw new Error('not found');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, requests, close: () => new Promise((r) => server.close(r)) };
}

/** The built files of the extension (the UMD, its chunks, the wasm modules). */
export const builtFiles = () => readdir(DIST);
export const isBuilt = () => existsSync(join(DIST, `${ID}.umd.min.js`));

const fixture = (path) => readFileSync(join(ROOT, 'crates/placement/tests/fixtures', path), 'utf8');
const yaml = createRequire(join(EXT, 'package.json'))('js-yaml');

/** The kubectl fixtures' objects: Longhorn, storage (capacity) and Fleet. */
export const OBJECTS = {
  longhorn: JSON.parse(fixture('longhorn-list.json')).items,
  capacity: JSON.parse(fixture('kubectl/capacity/list.json')).items,
  fleet: JSON.parse(fixture('kubectl/fleet/list.json')).items,
  // A live rollout: BundleDeployments at two versions (Bundle fleet-default/web).
  rollout: yaml.loadAll(fixture('kubectl/fleet/live-rollout.yaml')).filter(Boolean),
};
export const fixtureText = (items) => JSON.stringify({ apiVersion: 'v1', kind: 'List', items });

// Rancher's type ids (Steve's schema ids: <group>.<resource singular>, core kinds bare).
const TYPE_IDS = {
  'longhorn.io/Node': 'longhorn.io.node', 'longhorn.io/Volume': 'longhorn.io.volume', 'longhorn.io/Replica': 'longhorn.io.replica',
  'longhorn.io/Setting': 'longhorn.io.setting', 'longhorn.io/EngineImage': 'longhorn.io.engineimage',
  'longhorn.io/InstanceManager': 'longhorn.io.instancemanager', 'longhorn.io/BackingImage': 'longhorn.io.backingimage',
  'fleet.cattle.io/Bundle': 'fleet.cattle.io.bundle', 'fleet.cattle.io/BundleDeployment': 'fleet.cattle.io.bundledeployment',
  'fleet.cattle.io/Cluster': 'fleet.cattle.io.cluster', 'fleet.cattle.io/ClusterGroup': 'fleet.cattle.io.clustergroup',
  '/Node': 'node', 'storage.k8s.io/StorageClass': 'storage.k8s.io.storageclass', 'storage.k8s.io/CSIDriver': 'storage.k8s.io.csidriver',
  'storage.k8s.io/CSIStorageCapacity': 'storage.k8s.io.csistoragecapacity', '/PersistentVolumeClaim': 'persistentvolumeclaim',
  '/PersistentVolume': 'persistentvolume', '/Pod': 'pod',
};

/** The objects by Rancher type id, as the store holds them; each kind present even when empty. */
export function storeOf(items, kinds = []) {
  const out = Object.fromEntries(kinds.map((k) => [k, []]));
  for (const item of items) {
    const group = item.apiVersion.includes('/') ? item.apiVersion.split('/')[0] : '';
    const type = TYPE_IDS[`${group}/${item.kind}`];
    if (!type) throw new Error(`no Rancher type for ${item.apiVersion} ${item.kind}`);
    (out[type] ??= []).push(item);
  }
  return out;
}
