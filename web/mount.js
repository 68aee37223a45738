// mount(element, options): puts a Placement Playground lab into a host page
// (a docs page, a Rancher UI extension), in an iframe of this playground's
// origin, so the host's styles and scripts and the lab's never meet. Import
// it from where the playground is served:
//
//   import { mount } from 'https://playground.example/mount.js';
//   const lab = await mount(document.getElementById('here'), { lab: 'balance', preset: 'docs-example', readOnly: true });
//   lab.addEventListener('scenariochange', (e) => save(e.detail.scenario));
//   await lab.setScenario(otherDocument);
//   const doc = await lab.getScenario();   // the scenario as the user left it
//   lab.destroy();
//
// Options (each checked; an unknown one or a bad value rejects, naming it):
//   lab       'longhorn' | 'balance' | 'capacity' | 'rollout' (default: the scenario's, else the first)
//   preset    a preset id of the lab (docs/embedding.md "Preset ids", the gallery's cards)
//   scenario  a scenario document (object, or JSON/YAML text: sent by postMessage,
//             no URL size limit), or a share link (or its fragment, '#/balance?s=…')
//   readOnly  true: nothing can be edited (default false)
//   view      'result' (the result and its explanation) | 'split' (the inputs
//             beside it); default 'result' when readOnly, else 'split'
//   lang      'en' | 'ja' | 'uk' (labs.js LANGS); default: the reader's choice in
//             the playground's menu, else the browser's languages, else English
//   height    'auto' (default: the frame follows the lab's height) | a number of
//             pixels (fixed; the lab scrolls inside)
//   title     the iframe's accessible title
//
// The frame keeps the scenario in memory (never in the host's or the
// playground's storage).
import { LABS, LANGS } from './labs.js';
import { FRAME_HEIGHTS, VIEWS } from './frames.js';

const PREFIX = 'placement-playground:';
const START_TIMEOUT_MS = 30_000;
const OPTIONS = ['lab', 'preset', 'scenario', 'readOnly', 'view', 'lang', 'height', 'title'];
const LINK = /#\/([a-z]+)\?(?:[^#]*&)?s=[A-Za-z0-9_-]+/;

const show = (value) => (typeof value === 'string' ? JSON.stringify(value) : String(value));
const refuse = (message) => {
  throw new TypeError(`mount: ${message}`);
};

/** The scenario option: { text } to post, or { link } for the frame's address, and its lab. */
function readScenario(scenario) {
  if (scenario === undefined || scenario === null) return { text: '' };
  if (typeof scenario === 'object') return { text: JSON.stringify(scenario), lab: scenario.lab };
  if (typeof scenario !== 'string') {
    refuse(`scenario must be a scenario document (object, or JSON/YAML text) or a share link (got ${typeof scenario})`);
  }
  const link = scenario.match(LINK);
  if (link && /^\s*(https?:|#)/.test(scenario)) return { link: link[0], lab: link[1] };
  const lab = /^\s*\{/.test(scenario) ? safeParse(scenario)?.lab : scenario.match(/^lab:\s*([a-z]+)\s*$/m)?.[1];
  return { text: scenario, lab };
}

/** Reads the options; every refusal names the option and the value. */
function options(element, opts = {}) {
  if (!(element instanceof Element)) refuse(`element must be a DOM Element (got ${String(element)})`);
  if (typeof opts !== 'object' || opts === null) refuse(`options must be an object (got ${show(opts)})`);
  for (const name of Object.keys(opts)) {
    if (!OPTIONS.includes(name)) refuse(`unknown option ${JSON.stringify(name)} (the options are ${OPTIONS.join(', ')})`);
  }
  const { lab, preset, readOnly = false, lang, height = 'auto', title } = opts;
  if (typeof readOnly !== 'boolean') refuse(`readOnly must be true or false (got ${show(readOnly)})`);
  const view = opts.view ?? (readOnly ? 'result' : 'split');
  if (!VIEWS.includes(view)) refuse(`view must be one of ${VIEWS.join(', ')} (got ${show(view)})`);
  if (lang !== undefined && !LANGS.includes(lang)) refuse(`lang must be one of ${LANGS.join(', ')} (got ${show(lang)})`);
  if (height !== 'auto' && !(Number.isFinite(height) && height > 0)) {
    refuse(`height must be 'auto' or a number of pixels above 0 (got ${show(height)})`);
  }
  if (preset !== undefined && !(typeof preset === 'string' && /^[a-z0-9-]+$/.test(preset))) {
    refuse(`preset must be a preset id such as "docs-example" (got ${show(preset)})`);
  }
  if (title !== undefined && typeof title !== 'string') refuse(`title must be text (got ${show(title)})`);
  const scenario = readScenario(opts.scenario);
  if (preset !== undefined && (scenario.text || scenario.link)) {
    refuse(`preset ${show(preset)} and scenario both say what to show: give one of them`);
  }
  const chosen = lab ?? scenario.lab ?? LABS[0];
  if (!LABS.includes(chosen)) refuse(`lab must be one of ${LABS.join(', ')} (got ${show(chosen)})`);
  if (lab && scenario.lab && lab !== scenario.lab) {
    refuse(`lab ${show(lab)} does not match the scenario's lab ${show(scenario.lab)}`);
  }
  return { lab: chosen, preset, scenario, readOnly, view, lang, height, title: title ?? `Placement Playground: ${chosen}` };
}

function safeParse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The frame's address for the options. */
function frameAddress(base, o) {
  const query = new URLSearchParams({ embed: '1', lab: o.lab });
  if (o.preset) query.set('preset', o.preset);
  if (o.readOnly) query.set('readonly', '1');
  if (o.view !== (o.readOnly ? 'result' : 'split')) query.set('view', o.view);
  if (o.lang !== undefined) query.set('lang', o.lang);
  if (o.scenario.text) query.set('scenario', 'host');
  return `${base}?${query}${o.scenario.link ?? `#/${o.lab}`}`;
}

/**
 * Mounts a lab into `element`. Resolves once the lab shows the scenario, to a
 * handle (an EventTarget: 'scenariochange' events carry `detail.scenario`)
 * with `iframe`, `lab`, `getScenario()`, `setScenario(scenario)` and
 * `destroy()` (alias `unmount()`); rejects (and leaves nothing behind) when
 * the options, the preset or the scenario are refused.
 */
export async function mount(element, opts) {
  const o = options(element, opts);
  const base = new URL('./', import.meta.url);
  const origin = base.origin;
  const iframe = document.createElement('iframe');
  Object.assign(iframe, { src: frameAddress(base, o), title: o.title, loading: 'eager' });
  const initial = o.height === 'auto' ? FRAME_HEIGHTS[o.lab][o.view] : o.height;
  iframe.style.cssText = `width: 100%; border: 0; display: block; height: ${initial}px;`;
  iframe.dataset.placementPlayground = o.lab;
  iframe.dataset.placementPlaygroundMount = '';

  const handle = new EventTarget();
  const pending = new Map();
  let nextId = 1;
  let started;
  const startedPromise = new Promise((resolve, reject) => (started = { resolve, reject }));
  const timer = setTimeout(() => started.reject(new Error(`mount: the ${o.lab} lab did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);

  function request(type, fields) {
    if (!iframe.isConnected) return Promise.reject(new Error('mount: the lab was unmounted'));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      iframe.contentWindow.postMessage({ type: PREFIX + type, id, ...fields }, origin);
    });
  }

  function answer(data, value) {
    const waiting = pending.get(data.id);
    if (!waiting) return;
    pending.delete(data.id);
    if (data.error) waiting.reject(new Error(`mount: ${data.error}`));
    else waiting.resolve(value());
  }

  function onMessage(event) {
    if (event.source !== iframe.contentWindow || event.origin !== origin) return;
    const data = event.data ?? {};
    switch (data.type) {
      case PREFIX + 'ready':
        iframe.contentWindow.postMessage({ type: PREFIX + 'scenario', text: o.scenario.text }, origin);
        break;
      case PREFIX + 'started':
        iframe.contentWindow.postMessage({ type: PREFIX + 'watch' }, origin);
        started.resolve();
        break;
      case PREFIX + 'error':
        started.reject(new Error(`mount: the lab refused what it was asked to show: ${data.message}`));
        break;
      case PREFIX + 'size':
        if (o.height === 'auto' && Number.isFinite(data.height) && data.height > 0) {
          iframe.style.height = `${Math.min(data.height, 20_000)}px`;
        }
        break;
      case PREFIX + 'scenario-document':
        answer(data, () => JSON.parse(data.text));
        break;
      case PREFIX + 'scenario-set':
        answer(data, () => undefined);
        break;
      case PREFIX + 'scenario-change':
        handle.dispatchEvent(new CustomEvent('scenariochange', { detail: { scenario: JSON.parse(data.text) } }));
        break;
    }
  }

  window.addEventListener('message', onMessage);
  const destroy = () => {
    clearTimeout(timer);
    window.removeEventListener('message', onMessage);
    for (const waiting of pending.values()) waiting.reject(new Error('mount: the lab was unmounted'));
    pending.clear();
    iframe.remove();
  };
  element.append(iframe);
  try {
    await startedPromise;
  } catch (error) {
    destroy();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return Object.assign(handle, {
    iframe,
    lab: o.lab,
    /** The scenario document as the user left it (JSON object). */
    getScenario: () => request('get-scenario', {}),
    /** Shows another scenario document of the same lab (object or JSON/YAML text); rejects when refused. */
    setScenario(scenario) {
      const next = readScenario(scenario);
      if (!next.text) return Promise.reject(new TypeError('mount: setScenario takes a scenario document (object, or JSON/YAML text)'));
      return request('set-scenario', { text: next.text });
    },
    destroy,
    unmount: destroy,
  });
}
