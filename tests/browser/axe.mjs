// axe-core (npm) in the browser tests: inject it into a page and count the
// violations by impact. The page's context needs `bypassCSP: true`: the
// playground's Content-Security-Policy forbids inline scripts, and Playwright
// injects axe as one.
import { createRequire } from 'node:module';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The impacts the tests allow none of. */
export const BLOCKING = ['serious', 'critical'];

/**
 * Runs axe on `page` (WCAG 2.x A and AA rules and axe's best practices);
 * returns `{ counts: {minor, moderate, serious, critical}, blocking: [..] }`,
 * `blocking` listing each serious or critical violation with its nodes.
 */
export async function runAxe(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    await page.addScriptTag({ path: AXE });
  }
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary.split('\n').slice(1).join(' ')}`),
    }));
  });
  const counts = { minor: 0, moderate: 0, serious: 0, critical: 0 };
  for (const v of violations) counts[v.impact] = (counts[v.impact] ?? 0) + v.nodes.length;
  const blocking = violations.filter((v) => BLOCKING.includes(v.impact));
  return { counts, blocking, violations };
}

/** One line per blocking violation, for an assertion message. */
export function describe(blocking) {
  return blocking.map((v) => `${v.impact} ${v.id} (${v.help}):\n  ${v.nodes.slice(0, 6).join('\n  ')}`).join('\n');
}
