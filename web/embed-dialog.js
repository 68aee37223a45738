// "Embed this": the dialog with the snippets that put a lab's current scenario
// on a docs page — a plain iframe (with embed.js for its height), a mount()
// call, the Hugo shortcode and the Docusaurus/MDX component (integrations/) —
// each with a Copy button. Fetched on the first click (no lab's first load
// carries it); the lab says what it shows (crates/playground/src/shell/embed_dialog.rs).
// A modal <dialog>: focus stays inside, Escape closes it, and focus returns
// to the button that opened it. `snippets()` is pure (tests/node/embed.test.mjs).
import { FRAME_HEIGHTS } from './frames.js';

/**
 * The snippets for `{ base, lab, title, preset | fragment, readOnly, view }`:
 * `preset` names an unchanged preset, `fragment` is a share link's
 * (`#/balance?s=…`). Each is `{ id, label, text, hint }`.
 */
export function snippets({ base, lab, title, preset, fragment, readOnly, view }) {
  const defaultView = readOnly ? 'result' : 'split';
  const other = view !== defaultView;
  const query = [`embed=1`, `lab=${lab}`];
  if (preset) query.push(`preset=${preset}`);
  if (readOnly) query.push('readonly=1');
  if (other) query.push(`view=${view}`);
  const src = `${base}?${query.join('&')}${preset ? '' : fragment}`;
  const what = preset ? [`preset="${preset}"`] : [`scenario="${fragment}"`];
  const attributes = (editable) => [`lab="${lab}"`, ...what, ...(readOnly ? [] : [editable]), ...(other ? [`view="${view}"`] : [])].join(' ');
  const options = [`lab: '${lab}'`, preset ? `preset: '${preset}'` : `scenario: '${fragment}'`];
  if (readOnly) options.push('readOnly: true');
  if (other) options.push(`view: '${view}'`);
  return [
    {
      id: 'embed-iframe',
      label: 'HTML (iframe)',
      text: `<iframe src="${src}" title="Placement Playground: ${title}" width="100%" height="${FRAME_HEIGHTS[lab][view]}" style="border: 0" loading="lazy"></iframe>\n` +
        `<script src="${base}embed.js" async></script>`,
      hint: t('hint-iframe'),
    },
    {
      id: 'embed-mount',
      label: 'JavaScript: mount()',
      text: `<div id="placement-example"></div>\n<script type="module">\n  import { mount } from '${base}mount.js';\n` +
        `  const lab = await mount(document.getElementById('placement-example'), { ${options.join(', ')} });\n</script>`,
      hint: t('hint-mount'),
    },
    {
      id: 'embed-hugo',
      label: 'Hugo shortcode',
      text: `{{< placement-playground ${attributes('readonly="false"')} >}}`,
      hint: t('hint-hugo'),
    },
    {
      id: 'embed-mdx',
      label: 'Docusaurus / MDX',
      text: `<PlacementPlayground ${attributes('readOnly={false}')} />`,
      hint: t('hint-mdx'),
    },
  ];
}

/** The dialog's words, in the page's language (see openEmbedDialog). */
let words = {};
const t = (key) => words[key] ?? key;

function element(tag, attributes = {}, ...children) {
  const node = Object.assign(document.createElement(tag), attributes);
  node.append(...children);
  return node;
}

/** The dialog's body for the current choice. */
function render(body, shown) {
  const list = snippets(shown).map((s) => {
    const area = element('textarea', { id: s.id, readOnly: true, rows: Math.min(5, s.text.split('\n').length), value: s.text });
    const copy = element('button', { type: 'button', className: 'small', id: `${s.id}-copy`, textContent: t('copy') });
    copy.setAttribute('aria-label', t(`copy-${s.id}`));
    copy.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(s.text);
        copy.textContent = t('copied');
      } catch {
        area.focus();
        area.select(); // the browser refused: the user copies the selection
      }
    });
    return element('div', { className: 'embed-snippet' },
      element('label', { htmlFor: s.id, textContent: s.label }), area,
      element('div', { className: 'embed-snippet-foot' }, element('span', { className: 'hint', textContent: s.hint }), copy));
  });
  body.replaceChildren(...list);
}

/**
 * Opens the dialog for `shown` = `{ base, lab, title, preset | fragment }`,
 * or with `error` (the scenario cannot be carried by a link); `texts` are the
 * dialog's words in the page's language (made by embed_dialog.rs from the
 * catalogs: title, close, copy, copied, copy-<snippet id>, hint-*, view-*,
 * what-preset, what-link, read-only, show).
 */
export function openEmbedDialog(shown, error, texts = {}) {
  words = texts;
  document.getElementById('embed-dialog')?.remove();
  const close = element('button', { type: 'button', className: 'icon-button', id: 'embed-close', textContent: '✕' });
  close.setAttribute('aria-label', t('close'));
  const dialog = element('dialog', { id: 'embed-dialog', className: 'embed-dialog' },
    element('div', { className: 'embed-dialog-head' }, element('h2', { id: 'embed-dialog-title', textContent: t('title') }), close));
  dialog.setAttribute('aria-labelledby', 'embed-dialog-title');
  close.addEventListener('click', () => dialog.close());
  // Tab and Shift+Tab cycle inside the dialog (a modal dialog alone lets
  // focus leave to the browser's own controls).
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const stops = [...dialog.querySelectorAll('button, input, select, textarea')].filter((e) => !e.disabled);
    const [first, last] = [stops[0], stops.at(-1)];
    if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  });
  dialog.addEventListener('close', () => dialog.remove());
  if (error) {
    dialog.append(element('p', { className: 'notice', id: 'embed-message', role: 'alert', textContent: error }));
  } else {
    const choice = { ...shown, readOnly: true, view: 'result' };
    const body = element('div');
    const readOnly = element('input', { type: 'checkbox', id: 'embed-read-only', checked: true });
    const view = element('select', { id: 'embed-view' },
      element('option', { value: 'result', textContent: t('view-result') }),
      element('option', { value: 'split', textContent: t('view-split') }));
    readOnly.addEventListener('change', () => {
      choice.readOnly = readOnly.checked;
      view.value = choice.view = readOnly.checked ? 'result' : 'split';
      render(body, choice);
    });
    view.addEventListener('change', () => {
      choice.view = view.value;
      render(body, choice);
    });
    dialog.append(
      element('p', { className: 'hint', id: 'embed-what', textContent: shown.preset ? t('what-preset') : t('what-link') }),
      element('div', { className: 'embed-options' },
        element('label', {}, readOnly, ' ', t('read-only')),
        element('label', { htmlFor: 'embed-view', textContent: t('show') }), view),
      body);
    render(body, choice);
  }
  document.body.append(dialog);
  dialog.showModal();
}
