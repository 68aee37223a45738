// What every answer view shares: the store's objects read by an import, the import's
// `missing` and `skipped` in the page's language, and a failure as one clear sentence.
// A view is plain data of formatted text (AnswerView.vue draws it):
//   { lead, sections: [{ heading, lines: [{ text, lang?, sub?: [line] }] }], missing, error }
// `lang: 'en'` marks text that stays as the real system wrote it (Longhorn's reason strings,
// Kubernetes' event messages): users search for it in English.
import { say } from '../engine';

/** A line of text: formatted by the caller, or verbatim English. */
export const line = (text, extra = {}) => ({ text, ...extra });
export const verbatim = (text) => ({ text, lang: 'en' });

/** The import's `missing`: each as its sentence and the command that brings the kinds. */
export async function missingLines(missing, locale) {
  return Promise.all((missing ?? []).map(async (m) => ({ text: await say(m.whyMessage, locale), command: m.command })));
}

/** Why the import left the object named `name` out, if it did (a wrong kind, a field it refuses). */
export async function skippedWhy(skipped, name, locale) {
  const entry = (skipped ?? []).find((s) => s.name === name || s.name?.endsWith(`/${name}`));
  return entry ? say(entry.whyMessage, locale) : undefined;
}

/**
 * A failure as the view's one message: an error the engine threw (its field path and problem
 * in the page's language), or anything else by its message; never a broken page.
 */
export async function failure(error, locale, t) {
  // A page whose Content-Security-Policy has a script-src without 'wasm-unsafe-eval'
  // refuses to compile the engine (integrations/rancher/README.md, Content-Security-Policy).
  if (error instanceof WebAssembly.CompileError || /Refused to compile or instantiate WebAssembly/.test(String(error?.message))) {
    return { error: t('placement.error.csp') };
  }
  let detail;
  try {
    detail = typeof error?.messageId === 'string' ? await say(error, locale) : String(error?.message ?? error);
  } catch (e) {
    detail = String(error?.message ?? error);
  }
  return { error: t('placement.error.read', { error: detail }) };
}

/** Runs `build`; whatever it throws becomes the view's message. */
export async function viewOrFailure(build, locale, t) {
  try {
    return await build();
  } catch (error) {
    return failure(error, locale, t);
  }
}
