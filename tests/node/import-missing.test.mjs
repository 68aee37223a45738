// What a partial paste lacks, through the package: each import's `missing`
// (kinds, why, the kubectl command), Longhorn's `recorded` placement, and the
// engine entry point accepting the import's output; the types name Missing.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  importLonghornObjects, scheduleReplicas, importCapacityObjects, filterNodes, importFleetObjects, planPartitions, simulateRollout,
} from '../../dist/pkg/node.mjs';

const fixture = (path) => readFileSync(new URL(`../../crates/placement/tests/fixtures/${path}`, import.meta.url), 'utf8');

test('Longhorn volumes and replicas without nodes: nodes missing, placement recorded, scheduleReplicas accepts it', () => {
  const { scenario, missing, recorded } = importLonghornObjects(fixture('longhorn-without-nodes.yaml'));
  assert.deepEqual(missing.map((m) => [m.kinds, m.command]),
    [[['nodes.longhorn.io'], 'kubectl -n longhorn-system get nodes.longhorn.io -o yaml']]);
  assert.match(missing[0].why, /^No Longhorn node was pasted\./);
  assert.equal(scenario.volumes[0].attachedNode, undefined);
  assert.equal(recorded[0].attachedNode, 'worker-1');
  assert.deepEqual(recorded[0].replicas.map((r) => r.node), ['worker-1', 'worker-2', 'worker-3']);
  const result = scheduleReplicas(scenario);
  assert.equal(result.volumes.length, 1);
});

test('capacity pods and claims without nodes or classes: nodes and the class missing, filterNodes accepts each pod', () => {
  const { cluster, pods, missing } = importCapacityObjects(fixture('kubectl/capacity/without-nodes-or-classes.yaml'));
  assert.deepEqual(missing.map((m) => m.command), ['kubectl get nodes -o yaml', 'kubectl get storageclasses topo-fast -o yaml']);
  for (const { pod } of pods) assert.deepEqual(filterNodes({ cluster, pod }).nodes, []);
});

test('a Fleet Bundle without clusters: clusters and groups missing, the rollout still plans and simulates', () => {
  const imported = importFleetObjects(fixture('kubectl/fleet/bundle-without-clusters.yaml'));
  assert.deepEqual(imported.missing.map((m) => m.kinds[0]), ['clusters.fleet.cattle.io', 'clustergroups.fleet.cattle.io']);
  planPartitions(imported.input);
  simulateRollout({ ...imported.input, paused: imported.paused });
});

test('the types declare Missing once for the package and the import results carry it', () => {
  const index = readFileSync(new URL('../../dist/pkg/index.d.ts', import.meta.url), 'utf8');
  assert.match(index, /export type \{ Missing \} from '\.\/longhorn\.js';/);
  for (const domain of ['longhorn', 'fleet', 'capacity']) {
    const dts = readFileSync(new URL(`../../dist/pkg/${domain}.d.ts`, import.meta.url), 'utf8');
    assert.match(dts, /export interface Missing \{/, domain);
    assert.match(dts, /missing: Missing\[\];/, domain);
  }
  const longhorn = readFileSync(new URL('../../dist/pkg/longhorn.d.ts', import.meta.url), 'utf8');
  assert.match(longhorn, /recorded: RecordedPlacement\[\];/);
});
