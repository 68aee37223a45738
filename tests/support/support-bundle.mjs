// Support bundles for the Node and browser tests, in the real layout
// (support-bundle-kit's: supportbundle_<id>_<time>/metadata.yaml,
// yamls/cluster/<group>/<version>/<resource>.yaml,
// yamls/namespaced/<namespace>/<group>/<version>/<resource>.yaml, logs/, nodes/),
// from the kubectl JSON fixtures split into one List per resource and namespace,
// and a zip writer (stored or deflated entries, APPNOTE 6.3).
import { readFileSync, openSync, writeSync, closeSync } from 'node:fs';
import { deflateRawSync, crc32 } from 'node:zlib';

export const ROOT = 'supportbundle_0f3c9a1e_2026-11-30T10-15-00Z/';
const fixture = (path) => JSON.parse(readFileSync(new URL(`../../crates/placement/tests/fixtures/${path}`, import.meta.url), 'utf8'));

const plural = (kind) => {
  const lower = kind.toLowerCase();
  if (lower.endsWith('y')) return `${lower.slice(0, -1)}ies`;
  return lower.endsWith('s') ? `${lower}es` : `${lower}s`;
};

/** One kind: List file per resource and namespace, at the path support-bundle-kit writes. */
export function resourceFiles(list) {
  const files = new Map();
  for (const item of list.items) {
    const ns = item.metadata?.namespace;
    const path = `${ROOT}yamls/${ns ? `namespaced/${ns}` : 'cluster'}/${item.apiVersion}/${plural(item.kind)}.yaml`;
    if (!files.has(path)) files.set(path, []);
    files.get(path).push(item);
  }
  return [...files].map(([name, items]) => ({ name, text: JSON.stringify({ apiVersion: 'v1', kind: 'List', items }, null, 2) }));
}

export const METADATA = 'bundleCreatedAt: "2026-11-30T10:15:00Z"\nbundleVersion: 0.1.0\nissueDescription: volumes degraded\n'
  + 'issueURL: ""\nkubernetesVersion: v1.31.4+k3s1\nprojectName: Longhorn\n';

/** The three labs' fixtures, metadata.yaml, a log and a node bundle; `longhornVersion` goes in current-longhorn-version. */
export function bundleFiles(longhornVersion = 'v1.10.2') {
  const longhorn = fixture('longhorn-list.json');
  longhorn.items.push({ apiVersion: 'longhorn.io/v1beta2', kind: 'Setting', metadata: { name: 'current-longhorn-version', namespace: 'longhorn-system' }, value: longhornVersion });
  return [
    { name: `${ROOT}metadata.yaml`, text: METADATA },
    { name: `${ROOT}logs/longhorn-system/longhorn-manager-1/longhorn-manager.log`, text: 'level=info msg="ok"\n'.repeat(100), stored: true },
    { name: `${ROOT}nodes/worker-1.zip`, bytes: zip([{ name: 'journal.log', text: 'ok\n' }]), stored: true },
    ...resourceFiles(longhorn),
    ...resourceFiles(fixture('kubectl/capacity/list.json')),
    ...resourceFiles(fixture('kubectl/fleet/list.json')),
  ];
}

const u16 = (n) => { const b = Buffer.alloc(2); b.writeUInt16LE(n); return b; };
const u32 = (n) => { const b = Buffer.alloc(4); b.writeUInt32LE(n >>> 0); return b; };

function headers({ name, data, size, crc, stored, flags = 0 }, offset) {
  const common = [u16(20), u16(flags), u16(stored ? 0 : 8), u32(0), u32(crc), u32(data.length), u32(size), u16(Buffer.byteLength(name)), u16(0)];
  const local = Buffer.concat([u32(0x04034b50), ...common, Buffer.from(name)]);
  const central = Buffer.concat([u32(0x02014b50), u16(20), ...common, Buffer.alloc(10), u32(offset), Buffer.from(name)]);
  return { local, central };
}

function prepared(file) {
  const bytes = file.bytes ?? Buffer.from(file.text ?? '');
  const data = file.stored ? bytes : deflateRawSync(bytes);
  return { ...file, data, size: file.size ?? bytes.length, crc: file.crc ?? crc32(bytes) };
}

function end(count, centralSize, centralOffset) {
  return Buffer.concat([u32(0x06054b50), u32(0), u16(count), u16(count), u32(centralSize), u32(centralOffset), u16(0)]);
}

/** A zip of `files` ({ name, text | bytes, stored?, flags?, size? }) in memory. */
export function zip(files) {
  const parts = [];
  const centrals = [];
  let offset = 0;
  for (const file of files.map(prepared)) {
    const { local, central } = headers(file, offset);
    parts.push(local, file.data);
    centrals.push(central);
    offset += local.length + file.data.length;
  }
  const central = Buffer.concat(centrals);
  return Buffer.concat([...parts, central, end(files.length, central.length, offset)]);
}

/**
 * Writes a bundle of `files` plus `logBytes` of stored logs (entries of
 * `logEntryBytes`) to `path`, a piece at a time: the big bundle is never whole
 * in memory. Returns its size.
 */
export function writeBigBundle(path, files, logBytes, logEntryBytes = 8 << 20) {
  const fd = openSync(path, 'w');
  const centrals = [];
  let offset = 0;
  const put = (file) => {
    const { local, central } = headers(file, offset);
    writeSync(fd, local);
    writeSync(fd, file.data);
    centrals.push(central);
    offset += local.length + file.data.length;
  };
  for (const file of files) put(prepared(file));
  const line = Buffer.from('2026-11-30T10:15:00.123Z level=info msg="replica rebuilding" volume=pvc-3f1c2a9e progress=42\n');
  const log = Buffer.alloc(logEntryBytes);
  for (let at = 0; at < log.length; at += line.length) line.copy(log, at);
  const logCrc = crc32(log);
  for (let i = 0; i * logEntryBytes < logBytes; i++) {
    put({ name: `${ROOT}logs/longhorn-system/instance-manager-${i}/instance-manager.log`, data: log, size: log.length, crc: logCrc, stored: true });
  }
  const central = Buffer.concat(centrals);
  writeSync(fd, central);
  writeSync(fd, end(centrals.length, central.length, offset));
  closeSync(fd);
  return offset + central.length + 22;
}
