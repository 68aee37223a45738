// What a page shows before its wasm has arrived: the header with the navigation, the lab's
// heading and its two panes, in the page's language, with a status that it is loading. The lab
// replaces it on its first render (crates/playground/src/lib.rs removes #loading). The texts are
// the catalogs' own, written into skeleton-texts.js at build time (scripts/skeleton-texts.mjs).
import { BUNDLES, LABS, LANGS } from './labs.js';
import { TEXTS } from './skeleton-texts.js';

/** The saved choice of the header's language menu (crates/playground/src/text/i18n/load.rs). */
const SAVED = 'placement-playground:lang';

/** A language tag's language if the playground has it (`uk-UA` → `uk`), as `Locale::from_tag`. */
const fromTag = (tag) => {
  const primary = String(tag ?? '').split(/[-_]/)[0].toLowerCase();
  return LANGS.includes(primary) ? primary : null;
};

/**
 * The page's language, chosen as the app chooses it (`i18n::choose`): `?lang=` (exactly one of
 * LANGS), then the saved choice (not in a frame: an embedded lab keeps its storage in memory),
 * then the browser's languages, else English.
 */
export function chooseLanguage(params, saved, browser) {
  const asked = params.get('lang');
  return (LANGS.includes(asked) ? asked : null) ?? fromTag(saved) ?? browser.map(fromTag).find(Boolean) ?? 'en';
}

function savedChoice(embedded) {
  if (embedded) return null;
  try {
    return localStorage.getItem(SAVED);
  } catch {
    return null; // storage refused (privacy settings): the browser's languages decide
  }
}

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

/** Draws the skeleton of `lab` into #loading, sets `<html lang>` and the title; returns the language. */
export function showSkeleton(lab, { location = window.location, languages = navigator.languages ?? [] } = {}) {
  const params = new URLSearchParams(location.search);
  const embedded = params.get('embed') === '1';
  const lang = chooseLanguage(params, savedChoice(embedded), [...languages]);
  const texts = TEXTS[lang];
  document.documentElement.lang = lang;
  const page = LABS.includes(lab) || lab === 'learn' ? texts[`shell-lab-${lab}`] : texts['shell-gallery-title'];
  document.title = texts['shell-page-title'].replace('{ $page }', page);
  const box = document.getElementById('loading');
  if (!box) return lang;
  const main = element('main', { class: `skeleton-lab${embedded ? ' embedded' : ''}`, 'aria-busy': 'true' }, [
    element('section', { class: 'lab-intro' }, [element('h1', {}, [texts.heading[lab]])]),
    element('p', { class: 'skeleton-status', role: 'status' }, [texts['skeleton-loading']]),
    element('div', { class: 'skeleton-panes', 'aria-hidden': 'true' }, [element('div', { class: 'panel' }), element('div', { class: 'panel' })]),
  ]);
  box.className = 'skeleton';
  box.replaceChildren(...(embedded ? [] : [header(lab, texts)]), main);
  return lang;
}

/** Replaces the skeleton by what went wrong, in the page's language. */
export function showLoadError(lang, error) {
  const box = document.getElementById('loading');
  if (!box) return;
  box.className = 'load-error';
  box.setAttribute('role', 'alert');
  box.replaceChildren((TEXTS[lang] ?? TEXTS.en)['skeleton-failed'].replace('{ $error }', String(error)));
}
