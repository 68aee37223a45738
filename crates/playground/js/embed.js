// The embedded lab's side of web/mount.js: messages with the host page (the
// iframe's parent only). The host hands in a scenario, learns the frame's
// height, and can ask for the scenario as the user left it.
const PREFIX = 'placement-playground:';

function post(type, fields = {}) {
  if (window.parent !== window) window.parent.postMessage({ type: PREFIX + type, ...fields }, '*');
}

function fromHost(type) {
  return (event) => event.source === window.parent && event.data?.type === PREFIX + type;
}

/** Asks the host for the scenario (`?scenario=host`) and resolves to its text ('' for none). */
export function receiveScenario(timeoutMs) {
  return new Promise((resolve, reject) => {
    const isScenario = fromHost('scenario');
    const timer = setTimeout(() => {
      window.removeEventListener('message', listener);
      reject(new Error('the host page did not send the scenario'));
    }, timeoutMs);
    function listener(event) {
      if (!isScenario(event)) return;
      clearTimeout(timer);
      window.removeEventListener('message', listener);
      resolve(typeof event.data.text === 'string' ? event.data.text : '');
    }
    window.addEventListener('message', listener);
    post('ready');
  });
}

// The host listens for changes ('watch'); then each change is posted once
// edits pause for CHANGE_DELAY_MS.
const CHANGE_DELAY_MS = 200;
let watching = false;
let changeTimer = 0;
let documentOf = () => '';

/** The lab's state changed (called on every autosave of an embedded lab). */
export function scenarioChanged() {
  if (!watching) return;
  clearTimeout(changeTimer);
  changeTimer = setTimeout(() => {
    try {
      post('scenario-change', { text: documentOf() });
    } catch {
      // Nothing to report yet (no state saved).
    }
  }, CHANGE_DELAY_MS);
}

/**
 * After the lab started (or refused the scenario: `error`): tells the host,
 * reports the page's height as it changes, answers `get-scenario` with
 * `scenarioDocument()` (a function returning the JSON document or throwing),
 * opens the scenarios of `set-scenario` with `setScenario(text)` (a promise; rejects when
 * refused), starts posting changes on `watch`, and reports the height again
 * on `report-size` (web/embed.js, loaded after the frame started).
 */
export function startBridge(error, scenarioDocument, setScenario) {
  documentOf = scenarioDocument;
  if (error) post('error', { message: error });
  else post('started');
  let last = 0;
  // The content's height (the root's box), not the frame's: a frame taller
  // than its lab shrinks to it.
  const measure = () => Math.ceil(document.documentElement.getBoundingClientRect().height);
  const report = () => {
    const height = measure();
    if (height !== last) post('size', { height: (last = height) });
  };
  new ResizeObserver(report).observe(document.body);
  // A cross-origin frame outside the host's viewport (a lazy frame further
  // down a docs page) is not rendered, so its ResizeObserver stays silent
  // until it is scrolled to: content changes and resizes are also watched
  // directly (getBoundingClientRect lays the page out on demand).
  let pending = 0;
  const soon = () => {
    if (!pending) pending = setTimeout(() => { pending = 0; report(); }, 50);
  };
  new MutationObserver(soon).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  window.addEventListener('resize', soon);
  report();
  // `work` may answer at once or with a promise (a YAML scenario is read in a worker).
  const answer = async (type, id, work) => {
    try {
      post(type, { id, ...(await work()) });
    } catch (e) {
      post(type, { id, error: String(e?.message ?? e) });
    }
  };
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const { type, id, text } = event.data ?? {};
    if (type === PREFIX + 'get-scenario') answer('scenario-document', id, () => ({ text: scenarioDocument() }));
    if (type === PREFIX + 'set-scenario') answer('scenario-set', id, async () => (await setScenario(String(text ?? '')), {}));
    if (type === PREFIX + 'watch') watching = true;
    if (type === PREFIX + 'report-size') post('size', { height: (last = measure()) });
  });
}

/** "Embed this": fetches the dialog (web/embed-dialog.js, beside the page) and opens it with its words (`texts`, JSON). */
export async function openEmbedDialog(base, lab, title, preset, fragment, error, texts) {
  const { openEmbedDialog: open } = await import(new URL('embed-dialog.js', document.baseURI).href);
  open({ base, lab, title, preset: preset || undefined, fragment }, error || undefined, JSON.parse(texts));
}
