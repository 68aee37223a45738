// formatMessage's half of the package, loaded on its first call: the Fluent
// catalogs (`locales/<lang>.js`, made by scripts/build from the repository's
// `locales/<lang>/*.ftl`, one module per language, imported only when asked
// for) read by @fluent/bundle. A host that never formats a message loads none
// of this; one that formats in Japanese loads the Japanese catalog and the
// English one it falls back to.
import { FluentBundle, FluentResource } from '@fluent/bundle';

/** The languages the catalogs have; the first is the fallback. */
export const LOCALES = ['en', 'ja', 'uk'];

const catalogs = {
  en: () => import('./locales/en.js'),
  ja: () => import('./locales/ja.js'),
  uk: () => import('./locales/uk.js'),
};

const bundles = new Map();

/** `ja-JP` → `ja`; a language the catalogs lack → `en`. */
export function catalogLocale(locale) {
  const language = String(locale ?? 'en').toLowerCase().split(/[-_]/)[0];
  return LOCALES.includes(language) ? language : 'en';
}

function bundleFor(locale) {
  if (!bundles.has(locale)) {
    bundles.set(locale, catalogs[locale]().then(({ default: text }) => {
      const bundle = new FluentBundle(locale, { useIsolating: false });
      const errors = bundle.addResource(new FluentResource(text));
      if (errors.length) throw new Error(`the ${locale} catalog does not parse: ${errors[0].message}`);
      return bundle;
    }));
  }
  return bundles.get(locale);
}

// Bytes as the playground shows them: in the unit they read best in
// (MiB, GiB, or TiB from 10 TiB), rounded up to three decimals so the amount
// is enough, the number written as the language writes numbers.
const UNITS = [['TiB', 2 ** 40, 10 * 2 ** 40], ['GiB', 2 ** 30, 2 ** 30], ['MiB', 2 ** 20, 0]];
function bytes(n, locale) {
  const [label, size] = UNITS.find(([, , from]) => n >= from) ?? UNITS[2];
  const value = Math.ceil((n / size) * 1000) / 1000;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value)} ${label}`;
}

/** The message `id` in `bundle`, else in English, else the id itself. */
function format(bundle, english, id, args) {
  const found = [bundle, english].find((b) => b.getMessage(id));
  return found ? found.formatPattern(found.getMessage(id).value, args, []) : id;
}

/**
 * The arguments as the catalogs take them: byte counts with their unit,
 * `…TenThousandths` as the decimal they stand for, and a list of messages
 * (`[{ id, args }, …]`) as each message said by `say`, joined by the
 * catalog's `message-list-separator`.
 */
function argsFor(args, locale, say) {
  const out = {};
  for (const [name, value] of Object.entries(args ?? {})) {
    const isBytes = name === 'bytes' || name.endsWith('Bytes');
    if (Array.isArray(value)) {
      // A list of clauses (`causes`, each with lists of its own) takes the clause separator.
      const separator = name === 'causes' ? 'message-clause-separator' : 'message-list-separator';
      out[name] = value.map((m) => say(m.id, m.args)).join(say(separator, {}));
    } else if (typeof value === 'number' && isBytes) {
      out[name] = bytes(value, locale);
    } else if (typeof value === 'number' && name.endsWith('TenThousandths')) {
      out[name] = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(value / 10000);
    } else {
      out[name] = value;
    }
  }
  return out;
}

/**
 * `message` in `locale`: an engine message (`{ id, args }`) as its sentence,
 * or an error the package threw (`messageId`, `args`, `path`, `value`) as
 * `path: problem (got "value")` in that language.
 */
export async function formatMessage(message, locale) {
  const lang = catalogLocale(locale);
  const [bundle, english] = await Promise.all([bundleFor(lang), bundleFor('en')]);
  const say = (id, args) => format(bundle, english, id, argsFor(args, lang, say));
  if (message && typeof message.messageId === 'string') {
    if (!message.messageId) return String(message.message ?? '');
    const problem = say(message.messageId, message.args);
    // An argument's error names the function and the argument itself.
    if (message.messageId.startsWith('error-argument-')) return problem;
    const { path = '', value = '' } = message;
    if (path && value) return say('input-error-at-value', { path, problem, value });
    if (path) return say('input-error-at', { path, problem });
    return value ? say('input-error-value', { problem, value }) : problem;
  }
  if (!message || typeof message.id !== 'string') {
    throw new TypeError('formatMessage: argument 1 (message) must be an engine message { id, args } or an error the engine threw');
  }
  const args = { ...message.args };
  if (args.zone === '') args.zone = say('longhorn-zone-unnamed', {});
  return say(message.id, args);
}
