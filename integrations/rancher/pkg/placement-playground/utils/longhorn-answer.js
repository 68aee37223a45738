// A Longhorn volume's answer from the objects in the store: importLonghornObjects, then
// scheduleReplicas (the panel: each replica's sentence) or explainVolume (the tab: the
// sentences, what would change them, Longhorn's condition, every node and disk verdict).
import { engineFor, say } from '../engine';
import { storeObjects, importObjects } from '../objects';
import { line, verbatim, missingLines, skippedWhy } from './answer-view';

/**
 * The sentence that answers for the volume: the first replica that is not scheduled (why
 * not, with the deciding number), else the first replica (why it is where it is).
 */
export function leadAnswer(answers) {
  return answers.find((a) => a.answer.id.startsWith('longhorn-unscheduled')) ?? answers[0];
}

/** The volume as the engine read it: { volume, imported } or { notRead } with the reason. */
async function readVolume(resource, locale, t, run) {
  const engine = await engineFor('longhorn');
  const imported = importObjects(engine.importLonghornObjects, await storeObjects(resource, 'longhorn'));
  const name = resource?.metadata?.name;
  const volume = imported.scenario.volumes.some((v) => v.name === name) ? run(engine, imported.scenario, name) : undefined;
  if (!volume) {
    const why = await skippedWhy(imported.skipped, name, locale);
    return { imported, notRead: why ?? t('placement.error.notRead', { kind: 'Volume', name: String(name) }) };
  }
  return { imported, volume };
}

function scheduled(engine, scenario, name) {
  return engine.scheduleReplicas(scenario, { explain: 'summary' }).volumes.find((v) => v.name === name);
}

/** The panel: one sentence. */
export async function longhornPanel(resource, { locale, t }) {
  const { imported, volume, notRead } = await readVolume(resource, locale, t, scheduled);
  const missing = await missingLines(imported.missing, locale);
  if (notRead) return { error: notRead, missing };
  const lead = leadAnswer(volume.answers);
  return {
    lead: lead ? await say(lead.answer, locale) : t('placement.longhorn.noReplicas'),
    more: t('placement.more'),
    missing,
  };
}

/** The tab: the full why. */
export async function longhornTab(resource, { locale, t }) {
  const { imported, volume, notRead } = await readVolume(resource, locale, t,
    (engine, scenario, name) => engine.explainVolume(scenario, name));
  const missing = await missingLines(imported.missing, locale);
  if (notRead) return { error: notRead, missing };
  const lead = leadAnswer(volume.answers);
  const replicas = await Promise.all(volume.answers.map(async (a) => line(await say(a.answer, locale), {
    sub: await Promise.all(a.changes.map(async (c) => line(await say(c.message, locale)))),
  })));
  const { status, reason, message } = volume.condition;
  const sections = [
    { heading: t('placement.longhorn.replicas'), lines: replicas },
    { heading: t('placement.longhorn.condition'), lines: [verbatim([`Scheduled=${status}`, reason, message].filter(Boolean).join(' · '))] },
  ];
  if (volume.volumeNotes?.length) {
    sections.push({ heading: t('placement.longhorn.notes'), lines: await Promise.all(volume.volumeNotes.map(async (m) => line(await say(m, locale)))) });
  }
  for (const step of volume.steps.filter((s) => s.kind === 'schedule' || s.kind === 'precheck')) {
    sections.push({ heading: t('placement.longhorn.checked', { replica: step.replica }), lines: stepLines(step, t) });
  }
  return { lead: lead ? await say(lead.answer, locale) : t('placement.longhorn.noReplicas'), sections, missing };
}

/** A replica's search: each node's verdict, and under it each of its disks' (Longhorn's reason verbatim). */
function stepLines(step, t) {
  return step.nodes.map((node) => line(t('placement.longhorn.node', {
    node: node.name, verdict: t(`placement.longhorn.nodeVerdict.${node.verdict}`),
  }), {
    sub: step.disks.filter((d) => d.node === node.name).map((d) => (d.reason
      ? verbatim(`${d.node}/${d.disk}: ${d.reason}`)
      : line(t('placement.longhorn.disk', { disk: `${d.node}/${d.disk}`, verdict: t(`placement.longhorn.diskVerdict.${d.verdict}`) })))),
  }));
}
