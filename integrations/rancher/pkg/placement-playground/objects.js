// The objects the Rancher UI store already holds, as the text `kubectl get … -o json` prints:
// what the engine's imports read (importLonghornObjects, importFleetObjects,
// importCapacityObjects). Nothing is fetched from elsewhere: each kind comes from the store
// of the resource the page shows (`resource.$dispatch('findAll')`: the downstream cluster's
// store for Longhorn and storage objects, the management store for Fleet), which answers
// from its cache when the list is loaded.

/** Each domain's kinds: the store's type id, and the apiVersion/kind kubectl writes. */
export const KINDS = {
  longhorn: [
    ['longhorn.io.node', 'longhorn.io/v1beta2', 'Node'],
    ['longhorn.io.volume', 'longhorn.io/v1beta2', 'Volume'],
    ['longhorn.io.replica', 'longhorn.io/v1beta2', 'Replica'],
    ['longhorn.io.setting', 'longhorn.io/v1beta2', 'Setting'],
    ['longhorn.io.engineimage', 'longhorn.io/v1beta2', 'EngineImage'],
    ['longhorn.io.instancemanager', 'longhorn.io/v1beta2', 'InstanceManager'],
    ['longhorn.io.backingimage', 'longhorn.io/v1beta2', 'BackingImage'],
  ],
  fleet: [
    ['fleet.cattle.io.bundle', 'fleet.cattle.io/v1alpha1', 'Bundle'],
    ['fleet.cattle.io.bundledeployment', 'fleet.cattle.io/v1alpha1', 'BundleDeployment'],
    ['fleet.cattle.io.cluster', 'fleet.cattle.io/v1alpha1', 'Cluster'],
    ['fleet.cattle.io.clustergroup', 'fleet.cattle.io/v1alpha1', 'ClusterGroup'],
    ['fleet.cattle.io.bundlenamespacemapping', 'fleet.cattle.io/v1alpha1', 'BundleNamespaceMapping'],
  ],
  capacity: [
    ['node', 'v1', 'Node'],
    ['storage.k8s.io.storageclass', 'storage.k8s.io/v1', 'StorageClass'],
    ['storage.k8s.io.csidriver', 'storage.k8s.io/v1', 'CSIDriver'],
    ['storage.k8s.io.csistoragecapacity', 'storage.k8s.io/v1', 'CSIStorageCapacity'],
    ['persistentvolumeclaim', 'v1', 'PersistentVolumeClaim'],
    ['persistentvolume', 'v1', 'PersistentVolume'],
    ['pod', 'v1', 'Pod'],
  ],
};

// Fields the store adds to a Kubernetes object (Steve's id, type, links, actions; the
// model's bookkeeping; metadata's computed state, fields and relationships): not what
// kubectl prints, so not what the imports are given.
const STORE_FIELDS = new Set(['id', 'type', 'links', 'actions', '_type', '__rehydrate', '__clone']);
const STORE_METADATA_FIELDS = new Set(['state', 'fields', 'relationships']);

/** One store object as kubectl prints it: plain JSON, apiVersion and kind always set. */
export function asKubectlObject(object, apiVersion, kind) {
  const plain = typeof object?.toJSON === 'function' ? object.toJSON() : object;
  if (!plain || typeof plain !== 'object' || Array.isArray(plain)) return plain;
  const out = { apiVersion, kind };
  for (const [key, value] of Object.entries(plain)) {
    if (STORE_FIELDS.has(key)) continue;
    out[key] = value;
  }
  if (out.metadata && typeof out.metadata === 'object' && !Array.isArray(out.metadata)) {
    out.metadata = Object.fromEntries(Object.entries(out.metadata).filter(([key]) => !STORE_METADATA_FIELDS.has(key)));
  }
  return out;
}

/**
 * Every object of the domain's kinds in the resource's store, as one kubectl `List`:
 * `{ text, items }`. A kind the store does not know (Longhorn not installed, no permission)
 * is left out: the import then says in its `missing` what the answer lacks, in its own words.
 */
export async function storeObjects(resource, domain) {
  const items = [];
  for (const [type, apiVersion, kind] of KINDS[domain]) {
    let objects;
    try {
      objects = await resource.$dispatch('findAll', { type });
    } catch (e) {
      continue;
    }
    for (const object of objects ?? []) items.push(asKubectlObject(object, apiVersion, kind));
  }
  return { items, text: JSON.stringify({ apiVersion: 'v1', kind: 'List', items }) };
}

/**
 * `importer(text, ...rest)`; an error it throws at `items[N]…` (a place in a list the user
 * never saw) names the object instead: `PersistentVolumeClaim shop/data: spec.resources…`.
 */
export function importObjects(importer, { text, items }, ...rest) {
  try {
    return importer(text, ...rest);
  } catch (error) {
    const at = /^items\[(\d+)\]\.?(.*)$/.exec(error?.path ?? '');
    const item = at && items[Number(at[1])];
    if (!item) throw error;
    throw Object.assign(new Error(error.message), error, { path: `${ item.kind } ${ qualifiedName(item) }${ at[2] ? `: ${ at[2] }` : '' }` });
  }
}

/** The resource's namespace/name as the imports name objects. */
export function qualifiedName(resource) {
  const { name, namespace } = resource?.metadata ?? {};
  return namespace ? `${namespace}/${name}` : name;
}
