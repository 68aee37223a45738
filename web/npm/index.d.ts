// Types of the browser entry: the functions and types of the three modules.
export * from './longhorn.js';
export * from './fleet.js';
export * from './capacity.js';
export type { SupportBundleImport, SupportBundleOptions, BundleFacts, BundleLab, SkippedEntries } from './bundle.js';
import type { SupportBundleImport, SupportBundleOptions } from './bundle.js';
export { version } from './longhorn.js';
// Types every import result shares (each module declares them): named once here.
export type { Missing } from './longhorn.js';
// The explanation level of scheduleReplicas, whatIf and filterNodes ('none' | 'summary' | 'full').
export type { Explain } from './longhorn.js';

type ModuleSource = { module_or_path: RequestInfo | URL | Response | BufferSource | WebAssembly.Module };

/** Loads the three wasm modules (each from next to its JS file unless given). */
export default function init(options?: { longhorn?: ModuleSource; fleet?: ModuleSource; capacity?: ModuleSource; bundle?: ModuleSource }): Promise<void>;

/**
 * Reads a support bundle (the `.zip` of Longhorn's Generate Support Bundle or of
 * support-bundle-kit) into the three labs' inputs (`longhorn.import`,
 * `capacity.import`, `fleet.import`: what `importLonghornObjects`,
 * `importCapacityObjects` and `importFleetObjects` return), the bundle's `facts`
 * (metadata.yaml, Longhorn version, the algorithm chosen and why) and the
 * entries `skipped`. Loads the `bundle` module on the first call. Rejects with
 * an `EngineError` for a file that is not a zip, not a support bundle,
 * truncated, encrypted, a zip bomb, or has an entry name that leaves its folder.
 */
export function importSupportBundle(bytes: Uint8Array | ArrayBuffer, options?: SupportBundleOptions): Promise<SupportBundleImport>;

/**
 * An engine message: the id of one whole sentence of the Fluent catalogs and its named arguments.
 * Answers carry them, and so do the imports beside each English sentence: `noteMessages`
 * (one per `notes` entry, same order), `whyMessage` of each `skipped` object, `missing` kind and
 * recorded replica, and a support bundle's `facts.noteMessages` and `facts.algorithmReasonMessage`;
 * `read[i].whatMessage` and `notTargeted[i].whyMessage` (Fleet), `read[i].summaryMessage` (capacity);
 * a Fleet `Limit`'s `explanationMessage` (`fleet-limit-…`).
 * An argument is text, a number (`…Bytes`: bytes; `…TenThousandths`: a decimal in units of
 * 1/10 000), or a list of messages, said in the same language and joined by the catalog's
 * `message-list-separator`.
 */
export interface EngineMessage {
  id: string;
  args: Record<string, EngineMessageArg>;
}

/** A message argument: a text, a number, or messages said in the same language (a list). */
export type EngineMessageArg = string | number | EngineMessage[];

/**
 * `message` (an engine message of an answer, or an `EngineError` the package
 * threw) as text in `locale`: `'en'`, `'ja'` or `'uk'` (a regional tag such as
 * `'ja-JP'` is its language; any other language is English). Numbers are
 * grouped as the language writes them, byte arguments shown in MiB/GiB/TiB,
 * counts in the language's plural form; an error reads `path: problem (got "value")`.
 * The first call loads the formatter and that language's catalog.
 */
export function formatMessage(message: EngineMessage | EngineError, locale?: string): Promise<string>;

/**
 * What every function throws on bad input: an `Error` whose message starts with
 * `path` (`nodes[1].disks[0].usable: must not be negative (got "-1")`); a
 * `TypeError` for an argument of the wrong JS type and a `RangeError` for a
 * number argument out of range, whose message starts with the function and the
 * argument (`scheduleReplicas: argument 1 (scenario) must be an object, got number`).
 * After any error the module answers the next call normally.
 */
export interface EngineError extends Error {
  /** The field path in the input, the argument's name for a TypeError/RangeError, `""` for the whole input. */
  path: string;
  /** The offending value as text, at most 100 characters (a longer one ends with `…`); `""` when there is none. */
  value: string;
  /** The problem as a message id of `locales/<lang>/errors.ftl` (`error-not-negative`, `error-unknown-field`, …): what `formatMessage` renders. */
  messageId: string;
  /** The problem's named arguments (`{ field: 'lables', expected: '…' }`). */
  args: Record<string, string | number>;
  /** For a text argument (the imports, `parseFleetYaml`): the 1-based line of the error, where the text has one. */
  line?: number;
  /** For a text argument: the 1-based column of the error, where the text has one. */
  column?: number;
}
