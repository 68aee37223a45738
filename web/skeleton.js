// What a page shows before its wasm has arrived: the header with the navigation, the lab's
// heading and its two panes, in the page's language, with a status that it is loading. The lab
// replaces it on its first render (crates/playground/src/lib.rs removes #loading). The texts are
// the catalogs' own, written into skeleton-texts.<lang>.js at build time (scripts/skeleton-texts.mjs),
// one file per language: a page fetches its own language's (index.html's inline script).
import { BUNDLES, LABS } from './labs.js';

function element(tag, attributes = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function header(lab, texts) {
  const brand = element('a', { class: 'brand', href: '#/' }, [
    element('img', { src: 'favicon.svg', alt: '', width: '28', height: '28' }),
    element('span', {}, ['Placement Playground']),
  ]);
  const links = [...LABS, ...BUNDLES.filter((id) => !LABS.includes(id))].map((id) =>
    element('a', { href: `#/${id}`, ...(id === lab ? { class: 'active', 'aria-current': 'page' } : {}) }, [texts[`shell-lab-${id}`]]));
  return element('header', { class: 'skeleton-header' }, [
    brand,
    element('nav', { class: 'skeleton-nav', 'aria-label': texts['shell-nav-label'] }, links),
  ]);
}

/**
 * Draws the skeleton of `lab` into #loading in `lang` with its `texts`, sets `<html lang>` and the title. The
 * language is index.html's inline script's choice, made as the app makes it (`i18n::choose`):
 * `?lang=` (exactly one of LANGS), then the saved choice (not in a frame: an embedded lab keeps its
 * storage in memory), then the browser's languages, else English; it fetched the page's
 * prerendered answer in that language (issue 40), so the page makes that choice once.
 */
export function showSkeleton(lab, lang, texts) {
  const embedded = new URLSearchParams(location.search).get('embed') === '1';
  document.documentElement.lang = lang;
  const page = LABS.includes(lab) || lab === 'learn' ? texts[`shell-lab-${lab}`] : texts['shell-gallery-title'];
  document.title = texts['shell-page-title'].replace('{ $page }', page);
  const box = document.getElementById('loading');
  if (!box) return;
  const main = element('main', { class: `skeleton-lab${embedded ? ' embedded' : ''}`, 'aria-busy': 'true' }, [
    element('section', { class: 'lab-intro' }, [element('h1', {}, [texts.heading[lab]])]),
    element('p', { class: 'skeleton-status', role: 'status' }, [texts['skeleton-loading']]),
    element('div', { class: 'skeleton-panes', 'aria-hidden': 'true' }, [element('div', { class: 'panel' }), element('div', { class: 'panel' })]),
  ]);
  box.className = 'skeleton';
  box.replaceChildren(...(embedded ? [] : [header(lab, texts)]), main);
}

/** Replaces the skeleton by what went wrong, in the page's language. */
export function showLoadError(texts, error) {
  const box = document.getElementById('loading');
  if (!box) return;
  box.className = 'load-error';
  box.setAttribute('role', 'alert');
  box.replaceChildren(texts['skeleton-failed'].replace('{ $error }', String(error)));
}
