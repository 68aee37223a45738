// The engine package from a Node script. Installed from npm this would be
// `import { … } from '@placement-playground/engine'`; here it is the built package.
// Run: node web/examples/node-example.mjs
import { planPartitions, scheduleReplicas, version } from '../../dist/pkg/node.mjs';

const disk = (name, available) => ({ name, storageMaximum: '4Gi', storageAvailable: available });
const volume = scheduleReplicas({
  nodes: [{ name: 'n1', disks: [disk('X', '1Gi'), disk('Y', '3Gi')] }],
  volumes: [{ name: 'pvc-logs', size: '1Gi', numberOfReplicas: 1 }],
}).volumes[0];
console.log(`engine ${version()}`);
console.log(`pvc-logs: ${volume.replicas.map((r) => `${r.node}/${r.disk}`).join(', ')} (Scheduled=${volume.condition.status})`);

const plan = planPartitions({
  rolloutStrategy: { autoPartitionSize: '25%' },
  clusters: Array.from({ length: 230 }, (_, i) => ({ name: `c-${String(i).padStart(3, '0')}` })),
});
console.log(`230 clusters: ${plan.partitions.map((p) => p.members.length).join(' + ')}`);
