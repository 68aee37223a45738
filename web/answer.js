// The answer the build prerendered for the page's address (issue 40: crates/prerender writes
// dist/site/prerender/<lab>/<preset>.<lang>[.readonly].html), shown in the skeleton until the lab's
// wasm has run and replaced it. index.html's inline script fetches the file and this module side by
// side, only when its address names a prerendered preset (or the lab's default view with no saved
// work) and no shared or host's scenario: every other page loads neither.

/** Each lab with prerendered answers: its columns' and result pane's classes, as the lab draws them. */
const PANES = { longhorn: ['lh-columns', 'lh-output'], rollout: ['rollout-columns', 'rollout-results'] };

function element(tag, className, children = []) {
  const node = document.createElement(tag);
  node.className = className;
  node.append(...children);
  return node;
}

/**
 * Shows `html` (a prerendered answer's file) in the skeleton's result pane, where the lab draws its
 * answer, with the lab's own columns, so that nothing moves when the lab replaces it. It is
 * read-only until then: its controls are disabled and the status says so (the file's first
 * paragraph, in the page's language). Returns whether it is shown (not once the lab is on the page).
 */
export function showAnswer(lab, html) {
  const main = document.querySelector('#loading main');
  const panes = main?.querySelector('.skeleton-panes');
  if (!html || !panes || !PANES[lab]) return false;
  const [columns, pane] = PANES[lab];
  const result = element('div', `${pane} result-pane skeleton-answer`);
  result.innerHTML = html;
  const status = result.querySelector(':scope > [data-status]');
  for (const control of result.querySelectorAll('button, input, select, textarea')) control.disabled = true;
  // A read-only embed shows the result alone (address.rs: view=result, its default), in one column.
  const params = new URLSearchParams(location.search);
  const view = params.get('view') ?? (params.get('readonly') === '1' ? 'result' : 'split');
  const alone = params.get('embed') === '1' && view === 'result';
  main.classList.toggle('view-result', alone);
  const editor = element('div', 'panel edit-pane');
  editor.setAttribute('aria-hidden', 'true');
  editor.style.minHeight = '60vh'; // as the skeleton's panes (web/css/00-base.css)
  panes.replaceWith(element('div', `${columns} showing-result`, alone ? [result] : [editor, result]));
  if (status) {
    main.querySelector('.skeleton-status').textContent = status.textContent;
    status.remove();
  }
  return true;
}

/**
 * A read-only embed showing its prerendered answer waits for its reader before it fetches its
 * engine: until the frame is scrolled into view, or a pointer or key reaches it first. A docs page
 * with ten embeds fetches the engines of those in view, not ten up front.
 */
export function whenWanted() {
  return new Promise((resolve) => {
    const triggers = ['pointerdown', 'pointerover', 'keydown', 'focusin'];
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done());
    function done() {
      observer.disconnect();
      for (const t of triggers) removeEventListener(t, done, true);
      resolve();
    }
    for (const t of triggers) addEventListener(t, done, true);
    observer.observe(document.getElementById('loading') ?? document.body);
  });
}
