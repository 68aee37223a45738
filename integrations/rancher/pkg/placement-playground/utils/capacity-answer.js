// A PersistentVolumeClaim's answer from the objects in the store: importCapacityObjects,
// then, for the pod that uses the claim (a pending one first), explainCapacity (the pod's
// sentence and each node's) and filterNodes (the scheduler's own reasons and event). A claim
// no pod uses is asked about for a pod that uses only it: which nodes could provision it.
import { engineFor, say } from '../engine';
import { storeObjects, importObjects } from '../objects';
import { line, verbatim, missingLines, skippedWhy } from './answer-view';

const usesClaim = (pod, claim) => (pod.spec?.volumes ?? []).some((v) => v.persistentVolumeClaim?.claimName === claim
  || (v.ephemeral && `${pod.metadata?.name}-${v.name}` === claim));

/** The pod to ask about: { pod, probe } — a pending user of the claim, any user, or a probe. */
export function podFor(pods, claim, namespace) {
  const users = pods.filter((p) => (p.pod.metadata?.namespace ?? 'default') === namespace && usesClaim(p.pod, claim));
  const user = users.find((p) => p.phase === 'Pending') ?? users[0];
  if (user) return { pod: user.pod, probe: false };
  return {
    probe: true,
    pod: { metadata: { name: `${claim}-placement-probe`, namespace }, spec: { volumes: [{ name: 'claim', persistentVolumeClaim: { claimName: claim } }] } },
  };
}

async function readClaim(resource, locale, t) {
  const engine = await engineFor('capacity');
  const imported = importObjects(engine.importCapacityObjects, await storeObjects(resource, 'capacity'));
  const name = resource?.metadata?.name;
  const namespace = resource?.metadata?.namespace ?? 'default';
  const claim = imported.cluster.persistentVolumeClaims.find((c) => c.metadata.name === name && (c.metadata.namespace ?? 'default') === namespace);
  if (!claim) {
    const why = await skippedWhy(imported.skipped, `${namespace}/${name}`, locale);
    return { imported, notRead: why ?? t('placement.error.notRead', { kind: 'PersistentVolumeClaim', name: `${namespace}/${name}` }) };
  }
  const { pod, probe } = podFor(imported.pods, name, namespace);
  const input = { cluster: imported.cluster, pod };
  return { engine, imported, input, probe, answer: engine.explainCapacity(input) };
}

function podLine(input, probe, t) {
  const pod = `${input.pod.metadata.namespace}/${input.pod.metadata.name}`;
  return probe ? t('placement.capacity.probe') : t('placement.capacity.pod', { pod });
}

/** The panel: the pod's sentence. */
export async function capacityPanel(resource, { locale, t }) {
  const read = await readClaim(resource, locale, t);
  const missing = await missingLines(read.imported.missing, locale);
  if (read.notRead) return { error: read.notRead, missing };
  return { lead: await say(read.answer.pod, locale), context: podLine(read.input, read.probe, t), more: t('placement.more'), missing };
}

/** The tab: each node's sentence, the scheduler's reasons and event as it writes them. */
export async function capacityTab(resource, { locale, t }) {
  const read = await readClaim(resource, locale, t);
  const missing = await missingLines(read.imported.missing, locale);
  if (read.notRead) return { error: read.notRead, missing };
  const filtered = read.engine.filterNodes(read.input, { explain: 'summary' });
  const reasons = new Map(filtered.nodes.map((n) => [n.node, n.reasons]));
  const nodes = await Promise.all(read.answer.nodes.map(async (n) => line(await say(n.answer, locale), {
    sub: (reasons.get(n.node) ?? []).map(verbatim),
  })));
  const sections = [
    { heading: t('placement.capacity.can'), lines: [line(filtered.feasibleNodes.length ? filtered.feasibleNodes.join(', ') : t('placement.capacity.none'))] },
    { heading: t('placement.capacity.nodes'), lines: nodes },
  ];
  if (filtered.eventMessage) sections.push({ heading: t('placement.capacity.event'), lines: [verbatim(filtered.eventMessage)] });
  return { lead: await say(read.answer.pod, locale), context: podLine(read.input, read.probe, t), sections, missing };
}
