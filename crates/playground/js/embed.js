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

/**
 * After the lab started (or refused the scenario: `error`): tells the host,
 * reports the page's height as it changes, and answers `get-scenario` with
 * `scenarioDocument()` (a function returning the JSON document or throwing).
 */
export function startBridge(error, scenarioDocument) {
  if (error) post('error', { message: error });
  else post('started');
  let last = 0;
  const report = () => {
    const height = Math.ceil(document.documentElement.scrollHeight);
    if (height !== last) post('size', { height: (last = height) });
  };
  new ResizeObserver(report).observe(document.body);
  report();
  const isRequest = fromHost('get-scenario');
  window.addEventListener('message', (event) => {
    if (!isRequest(event)) return;
    try {
      post('scenario-document', { id: event.data.id, text: scenarioDocument() });
    } catch (e) {
      post('scenario-document', { id: event.data.id, error: String(e?.message ?? e) });
    }
  });
}
