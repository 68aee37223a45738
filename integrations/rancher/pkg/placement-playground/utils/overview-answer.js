// The product page's labs: the three imports read a kubectl paste (or the store's objects of
// the current cluster) and the engine answers for every object at once: each Longhorn
// volume's sentence, each pod's (capacity), the Fleet rollout's outcome and waits.
import { engineFor, say } from '../engine';
import { line, missingLines } from './answer-view';
import { leadAnswer } from './longhorn-answer';
import { waitMessage, stopMessage } from './fleet-answer';

// Pods answered one by one (each explainCapacity filters every node): the first ones.
const MAX_PODS = 25;

export const LABS = ['longhorn', 'capacity', 'fleet'];

async function longhornLab(text, locale, t) {
  const engine = await engineFor('longhorn');
  const imported = engine.importLonghornObjects(text);
  const result = engine.scheduleReplicas(imported.scenario, { explain: 'summary' });
  const lines = await Promise.all(result.volumes.map(async (v) => {
    const lead = leadAnswer(v.answers);
    return line(`${v.name}: ${lead ? await say(lead.answer, locale) : t('placement.longhorn.noReplicas')}`);
  }));
  return { lead: t('placement.lab.longhornCount', { count: result.volumes.length }), sections: [{ heading: t('placement.lab.longhorn'), lines }], missing: await missingLines(imported.missing, locale) };
}

async function capacityLab(text, locale, t) {
  const engine = await engineFor('capacity');
  const imported = engine.importCapacityObjects(text);
  const asked = imported.pods.filter((p) => !p.nodeName).concat(imported.pods.filter((p) => p.nodeName)).slice(0, MAX_PODS);
  const lines = await Promise.all(asked.map(async (p) => line(await say(engine.explainCapacity({ cluster: imported.cluster, pod: p.pod }).pod, locale))));
  return { lead: t('placement.lab.capacityCount', { count: imported.pods.length }), sections: [{ heading: t('placement.lab.capacity'), lines }], missing: await missingLines(imported.missing, locale) };
}

async function fleetLab(text, locale, t) {
  const engine = await engineFor('fleet');
  const imported = engine.importFleetObjects(text);
  const sim = engine.simulateRollout({ ...imported.input, paused: imported.paused, version: imported.version });
  const round = sim.rounds[0];
  const waits = round ? [round.stopped && stopMessage(round.stopped), ...round.waits.map(waitMessage)].filter(Boolean) : [];
  return {
    lead: await say(sim.outcomeSentence, locale),
    context: imported.source,
    sections: [{ heading: t('placement.fleet.waits'), lines: waits.length ? await Promise.all(waits.map(async (m) => line(await say(m, locale)))) : [line(t('placement.fleet.noWait'))] }],
    missing: await missingLines(imported.missing, locale),
  };
}

const BUILDERS = { longhorn: longhornLab, capacity: capacityLab, fleet: fleetLab };

/** The lab's answer for `text` (kubectl output, YAML or JSON). */
export function labAnswer(lab, text, { locale, t }) {
  return BUILDERS[lab](text, locale, t);
}
