// Starts the bundle of the lab (or page) named by the URL fragment (#/longhorn,
// #/balance, #/gallery, …): each is its own wasm, so a page loads only what it
// shows. Until the lab's first render, the page shows its skeleton (skeleton.js);
// if the wasm cannot load, it says so instead of leaving a blank page.
import { BUNDLES, CATALOGS, LABS, SPLIT } from './labs.js';
import { showLoadError, showSkeleton } from './skeleton.js';

// The fragment names the lab (#/balance); an embedding page may use ?lab=balance.
// A frame of one lesson's step (?embed=1&lesson=balance&step=4) is the Learn page's.
const query = new URLSearchParams(location.search);
const id = (location.hash.match(/^#\/?([a-z]+)/) ?? [])[1] ?? query.get('lab') ?? (query.has('lesson') ? 'learn' : null);
const lab = BUNDLES.includes(id) ? id : LABS[0];
// The page's language, chosen by index.html's inline script (skeleton.js says how), which fetched
// the skeleton's texts in it beside the stylesheet.
const lang = globalThis.placementWasm?.lang ?? 'en';
const { TEXTS: texts } = await (globalThis.placementWasm?.texts ?? import(`./skeleton-texts.${lang}.js`));
showSkeleton(lab, lang, texts);
// A link of the skeleton's navigation followed before the lab is on the page: start that lab
// instead (once the lab has rendered, #loading is gone and the app handles its own links).
addEventListener('hashchange', () => {
  if (document.getElementById('loading')) location.reload();
});
// An address typed or followed while a lab is open that asks for a preset (a new history entry:
// its state is null, where every entry the page wrote has one) starts the page again, which loads
// it (platform/catalog.rs); the lab's Back / Forward listener (platform/address/live.rs, registered
// after this one) must not take it for one of the page's own entries and tidy the preset away.
addEventListener('popstate', (event) => {
  if (history.state === null && /[?&]preset=/.test(location.hash)) {
    event.stopImmediatePropagation();
    location.reload();
  }
});

// The bundle's wasm, its largest file, is fetched now, beside its glue (`<lab>.js`) and the
// glue's static import (`<lab>.split.js`, which loads its parts), not after them: on a slow link
// each of those round trips used to come before the wasm's download began (issue #15).
// index.html's inline script (no comments there: it is in every first load, unminified) asked
// for it already, while this script was on its way; a page whose address named another lab
// since, or a host page without that script, asks now.
const early = globalThis.placementWasm?.lab === lab ? globalThis.placementWasm : null;
const fetchWasm = () => {
  const response = fetch(`./${lab}_bg.wasm`);
  response.catch(() => {}); // a failed fetch is reported by the bundle's start below, not as unhandled
  return response;
};

/** Starts the bundle with its `wasm` response, preloading what it fetches next. */
function start(wasm) {
  const preload = (attributes) => document.head.append(Object.assign(document.createElement('link'), attributes));
  if (SPLIT.includes(lab)) preload({ rel: 'modulepreload', href: `./${lab}.split.js` });
  // A page in Japanese or Ukrainian fetches its catalogs once its wasm runs (i18n::load_page_language,
  // with fetch(), whose same-origin credentials mode is the one `crossOrigin = 'anonymous'` preloads).
  if (lang !== 'en') {
    for (const file of [...CATALOGS.shared, ...CATALOGS[lab]]) {
      preload({ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: `locales/${lang}/${file}` });
    }
  }
  import(`./${lab}.js`)
    .then((bundle) => bundle.default({ module_or_path: wasm }))
    .catch((error) => {
      showLoadError(texts, error);
      console.error(error);
    });
}

// The answer the build prerendered for this address and web/answer.js, which shows it in the
// skeleton, fetched side by side by the inline script (issue 40). A read-only embed showing one
// fetches its wasm once wanted (answer.js: in view, or touched); any other page at once.
const answer = early?.answer?.then(([html, shown]) => shown?.showAnswer(lab, html) && shown);
if (early?.lazy) answer.then((shown) => shown && shown.whenWanted()).then(() => start(fetchWasm()));
else start(early?.response ?? fetchWasm());
