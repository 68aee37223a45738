// A Fleet Bundle's answer from the objects in the store: importFleetObjects (the Bundle, its
// BundleDeployments, Clusters, ClusterGroups), then simulateRollout from where the live
// rollout stands. Its first round is the next reconcile: which partition is rolling, what it
// waits for, and which clusters block it (explainCluster for each); the outcome says where
// the rollout ends.
import { engineFor, say } from '../engine';
import { storeObjects, importObjects, qualifiedName } from '../objects';
import { line, verbatim, missingLines, skippedWhy } from './answer-view';

/**
 * A round's wait as the engine's catalog message: the ids and arguments of
 * crates/placement/src/fleet/simulate/wait_sentence.rs (Wait::sentence, Stop::sentence),
 * which the package gives as English `message` only. tests/rancher proves the English of
 * each equal to the engine's `message`.
 */
export function waitMessage(wait) {
  switch (wait.kind) {
    case 'maxNew':
      return wait.maxNew <= 0
        ? { id: 'fleet-wait-max-new-zero', args: { maxNew: wait.maxNew } }
        : { id: 'fleet-wait-max-new', args: { maxNew: wait.maxNew, waiting: wait.withoutDeployment } };
    case 'bundleLimit':
    case 'partitionLimit':
      return {
        id: wait.kind === 'bundleLimit' ? 'fleet-wait-bundle-limit' : 'fleet-wait-partition-limit',
        args: { partition: wait.partition, waiting: wait.waiting, unavailable: wait.unavailable, maxUnavailable: wait.maxUnavailable },
      };
    case 'paused':
      return { id: wait.bundlePaused ? 'fleet-wait-paused-bundle' : 'fleet-wait-paused-clusters', args: { partition: wait.partition, waiting: wait.waiting } };
    case 'unmatched':
      return { id: 'fleet-wait-unmatched', args: { clusters: wait.clusters } };
    default:
      return undefined;
  }
}

/** Why the reconcile stopped, as the catalog's `fleet-stop`. */
export function stopMessage(stop) {
  return {
    id: 'fleet-stop',
    args: {
      partition: stop.partition, notUpToDate: stop.notUpToDateOrUnavailable, maxUnavailable: stop.maxUnavailable,
      partitions: stop.unavailablePartitions, maxPartitions: stop.maxUnavailablePartitions, later: stop.partitionsNotReached,
    },
  };
}

/** The partition rolling in the round: where it stopped, else the first reached one with work left. */
export function rollingPartition(round) {
  if (round.stopped) return round.partitions[round.stopped.index];
  return round.partitions.find((p) => p.reached && (p.created || p.staged || p.promoted || p.notUpToDateOrUnavailable));
}

/** The clusters that keep the rolling partition from passing: its members not Ready after round 1. */
export function blockingClusters(engine, sim, partition) {
  const index = sim.rounds[0].partitions.indexOf(partition);
  const shared = (c) => sim.clusters.filter((o) => o.name === c.name).length > 1;
  return sim.clusters
    .map((c, i) => ({ c, state: engine.clusterStateAt(sim, i, 1)?.state }))
    .filter(({ c, state }) => c.partitions.includes(index) && state !== 'Ready')
    .map(({ c }) => (shared(c) ? `${c.namespace}/${c.name}` : c.name));
}

// Clusters explained one by one (each explainCluster simulates the rollout): the first ones.
const MAX_EXPLAINED = 10;

async function readBundle(resource, locale, t) {
  const engine = await engineFor('fleet');
  const bundle = qualifiedName(resource);
  const objects = await storeObjects(resource, 'fleet');
  let imported;
  try {
    imported = importObjects(engine.importFleetObjects, objects, { bundle });
  } catch (error) {
    // A Bundle the import did not take (a wrong kind, a field it refuses): say why.
    const all = importObjects(engine.importFleetObjects, objects);
    const why = await skippedWhy(all.skipped, bundle, locale);
    if (why) return { imported: all, notRead: why };
    throw error;
  }
  const input = { ...imported.input, paused: imported.paused, version: imported.version, timeline: true };
  return { engine, imported, input, sim: engine.simulateRollout(input) };
}

/** The panel: where the rollout ends, and what the next reconcile waits for. */
export async function fleetPanel(resource, { locale, t }) {
  const read = await readBundle(resource, locale, t);
  const missing = await missingLines(read.imported.missing, locale);
  if (read.notRead) return { error: read.notRead, missing };
  return { lead: await say(read.sim.outcomeSentence, locale), more: t('placement.more'), missing };
}

/** The tab: the rolling partition, the waits, the blocking clusters, every partition. */
export async function fleetTab(resource, { locale, t }) {
  const read = await readBundle(resource, locale, t);
  const missing = await missingLines(read.imported.missing, locale);
  if (read.notRead) return { error: read.notRead, missing };
  const { engine, input, sim } = read;
  const round = sim.rounds[0];
  const sections = [];
  const rolling = round && rollingPartition(round);
  sections.push({
    heading: t('placement.fleet.rolling'),
    lines: [line(rolling ? t('placement.fleet.partition', partitionArgs(rolling)) : t('placement.fleet.noneRolling'))],
  });
  const waits = round ? [round.stopped && stopMessage(round.stopped), ...round.waits.map(waitMessage)].filter(Boolean) : [];
  sections.push({
    heading: t('placement.fleet.waits'),
    lines: waits.length ? await Promise.all(waits.map(async (m) => line(await say(m, locale)))) : [line(t('placement.fleet.noWait'))],
  });
  if (rolling) {
    const blocking = blockingClusters(engine, sim, rolling);
    const explained = await Promise.all(blocking.slice(0, MAX_EXPLAINED).map(async (name) => line(await say(engine.explainCluster(input, name, 1).answer, locale))));
    if (blocking.length > MAX_EXPLAINED) explained.push(line(t('placement.fleet.moreClusters', { count: blocking.length - MAX_EXPLAINED })));
    sections.push({ heading: t('placement.fleet.blocking'), lines: explained.length ? explained : [line(t('placement.fleet.noneBlocking'))] });
  }
  if (round) sections.push({ heading: t('placement.fleet.partitions'), lines: round.partitions.map((p) => line(t('placement.fleet.partition', partitionArgs(p)))) });
  if (round?.status.readyMessage) sections.push({ heading: t('placement.fleet.readyMessage'), lines: [verbatim(round.status.readyMessage)] });
  return { lead: await say(sim.outcomeSentence, locale), sections, missing };
}

const partitionArgs = (p) => ({
  partition: p.label, count: p.count, unavailable: p.unavailable, maxUnavailable: p.maxUnavailable, promoted: p.promoted,
});
