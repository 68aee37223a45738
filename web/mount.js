// mount(element, { lab, scenario, readOnly }): puts a Placement Playground lab
// into a host page (a docs page, a Rancher UI extension), in an iframe of
// this playground's origin, so the host's styles and scripts and the lab's
// never meet. Import it from where the playground is served:
//
//   import { mount } from 'https://playground.example/mount.js';
//   const lab = await mount(document.getElementById('here'), { scenario, readOnly: true });
//   const doc = await lab.getScenario();   // the scenario as the user left it
//   lab.unmount();
//
// The scenario goes to the frame by postMessage, so its size is not limited
// by a URL; the frame keeps it in memory (never in the host's or the
// playground's storage) and grows to the lab's height.
import { LABS } from './labs.js';

const PREFIX = 'placement-playground:';
const START_TIMEOUT_MS = 30_000;

/** Reads the options; every refusal names the option and the value. */
function options(element, opts) {
  if (!(element instanceof Element)) throw new TypeError(`mount: element must be a DOM Element (got ${String(element)})`);
  const { lab, scenario, readOnly = false, title } = opts ?? {};
  if (typeof readOnly !== 'boolean') throw new TypeError(`mount: readOnly must be true or false (got ${JSON.stringify(readOnly)})`);
  let text = '';
  let scenarioLab;
  if (typeof scenario === 'string') {
    text = scenario;
    scenarioLab = (/^\s*\{/.test(text) ? safeParse(text)?.lab : text.match(/^lab:\s*([a-z]+)\s*$/m)?.[1]) ?? undefined;
  } else if (scenario && typeof scenario === 'object') {
    text = JSON.stringify(scenario);
    scenarioLab = scenario.lab;
  } else if (scenario !== undefined && scenario !== null) {
    throw new TypeError(`mount: scenario must be a scenario document (object, or JSON/YAML text) (got ${typeof scenario})`);
  }
  const chosen = lab ?? scenarioLab ?? LABS[0];
  if (!LABS.includes(chosen)) throw new TypeError(`mount: lab must be one of ${LABS.join(', ')} (got ${JSON.stringify(chosen)})`);
  if (lab && scenarioLab && lab !== scenarioLab) {
    throw new TypeError(`mount: lab ${JSON.stringify(lab)} does not match the scenario's lab ${JSON.stringify(scenarioLab)}`);
  }
  return { lab: chosen, text, readOnly, title: title ?? `Placement Playground: ${chosen}` };
}

function safeParse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Mounts a lab into `element`. Resolves once the lab shows the scenario, to
 * `{ iframe, getScenario(), unmount() }`; rejects (and leaves nothing behind)
 * when the options or the scenario are refused.
 */
export async function mount(element, opts) {
  const { lab, text, readOnly, title } = options(element, opts);
  const base = new URL('./', import.meta.url);
  const query = new URLSearchParams({ embed: '1', lab });
  if (readOnly) query.set('readonly', '1');
  if (text) query.set('scenario', 'host');
  const origin = base.origin;
  const iframe = document.createElement('iframe');
  Object.assign(iframe, { src: `${base}?${query}#/${lab}`, title, loading: 'eager' });
  iframe.style.cssText = 'width: 100%; border: 0; display: block; height: 480px;';
  iframe.dataset.placementPlayground = lab;

  const pending = new Map();
  let nextId = 1;
  let started;
  const startedPromise = new Promise((resolve, reject) => (started = { resolve, reject }));
  const timer = setTimeout(() => started.reject(new Error(`mount: the ${lab} lab did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);

  function onMessage(event) {
    if (event.source !== iframe.contentWindow || event.origin !== origin) return;
    const data = event.data ?? {};
    switch (data.type) {
      case PREFIX + 'ready':
        iframe.contentWindow.postMessage({ type: PREFIX + 'scenario', text }, origin);
        break;
      case PREFIX + 'started':
        started.resolve();
        break;
      case PREFIX + 'error':
        started.reject(new Error(`mount: the scenario could not be opened: ${data.message}`));
        break;
      case PREFIX + 'size':
        if (Number.isFinite(data.height) && data.height > 0) iframe.style.height = `${Math.min(data.height, 20_000)}px`;
        break;
      case PREFIX + 'scenario-document': {
        const request = pending.get(data.id);
        if (!request) break;
        pending.delete(data.id);
        if (data.error) request.reject(new Error(data.error));
        else request.resolve(JSON.parse(data.text));
        break;
      }
    }
  }

  window.addEventListener('message', onMessage);
  const unmount = () => {
    clearTimeout(timer);
    window.removeEventListener('message', onMessage);
    for (const request of pending.values()) request.reject(new Error('mount: the lab was unmounted'));
    pending.clear();
    iframe.remove();
  };
  element.append(iframe);
  try {
    await startedPromise;
  } catch (error) {
    unmount();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return {
    iframe,
    lab,
    /** The scenario document as the user left it (JSON object). */
    getScenario() {
      if (!iframe.isConnected) return Promise.reject(new Error('mount: the lab was unmounted'));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        iframe.contentWindow.postMessage({ type: PREFIX + 'get-scenario', id }, origin);
      });
    },
    unmount,
  };
}
