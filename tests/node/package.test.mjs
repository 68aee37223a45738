// The package as published: metadata, types, schema, and the size budgets.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { version } from '../../dist/pkg/node.mjs';
import { BUNDLES, SPLIT } from '../../web/labs.js';

const pkg = JSON.parse(readFileSync(new URL('../../dist/pkg/package.json', import.meta.url)));
const cargo = readFileSync(new URL('../../Cargo.toml', import.meta.url), 'utf8');

test('version() matches package.json and the workspace version', () => {
  assert.equal(version(), pkg.version);
  assert.match(cargo, new RegExp(`^version = "${pkg.version}"$`, 'm'));
});

test('every file the package lists exists', () => {
  for (const file of pkg.files) {
    assert.ok(existsSync(new URL(`../../dist/pkg/${file}`, import.meta.url)), file);
  }
});

test('TypeScript declarations describe the inputs and outputs, without any', () => {
  const dts = readFileSync(new URL('../../dist/pkg/longhorn.d.ts', import.meta.url), 'utf8');
  assert.match(dts, /export type Bytes = number \| string;/);
  assert.match(dts, /export interface BalanceInput \{/);
  assert.match(dts, /simulateBalance\(input: BalanceInput\): BalanceSimulation;/);
  assert.match(dts, /balanceScore\(values: number\[\]\): number;/);
  for (const domain of ['longhorn', 'fleet', 'capacity']) {
    const text = readFileSync(new URL(`../../dist/pkg/${domain}.d.ts`, import.meta.url), 'utf8');
    const publicSignatures = text.split('\n').filter((l) => l.startsWith('export function'));
    assert.ok(publicSignatures.length >= 3, domain);
    for (const line of publicSignatures) assert.doesNotMatch(line, /\bany\b/, `${domain}: ${line}`);
  }
  const index = readFileSync(new URL('../../dist/pkg/index.d.ts', import.meta.url), 'utf8');
  assert.match(index, /export \* from '\.\/fleet\.js';/);
});

test('the browser entry re-exports every function of the three modules', async () => {
  const index = readFileSync(new URL('../../dist/pkg/index.js', import.meta.url), 'utf8');
  const engine = await import('../../dist/pkg/node.mjs');
  for (const name of ['scheduleReplicas', 'simulateBalance', 'planPartitions', 'simulateRollout', 'filterNodes', 'checkBindings', 'simulateCapacity', 'prepareCapacityCluster', 'prepareLonghornCluster', 'prepareFleetRollout', 'version']) {
    assert.equal(typeof engine[name], 'function', name);
    assert.match(index, new RegExp(`\\b${name}\\b`), name);
  }
});

test('the JSON Schema of the balance input is published', () => {
  const schema = JSON.parse(readFileSync(new URL('../../dist/pkg/schema/balance-input.schema.json', import.meta.url)));
  assert.equal(schema.title, 'BalanceInput');
  assert.deepEqual(schema.required.sort(), ['nodes', 'replicaSize']);
});

// Each lab is its own bundle and each domain its own engine module: a page or
// a host loads one of them. The engine budget is per module (see docs/performance.md, "Size budgets").
// The gallery links no engine code: its budget is the shell's and the preset list's.
// The kubectl import is no lab's first load: a worker fetches it when something is pasted.
// The import bundle and the engine modules carry the YAML parser (saphyr-parser, ~17 KB;
// issue #13): their budgets grew by that, the pages' first loads did not (no page parses YAML).
// Issues #12, #13, #14 and #17 together (2026-12-01) grew them again: labs 385 → 400
// (rollout 393), import 195 → 215 (210), engine modules 225 → 235 (capacity 225.1);
// docs/performance.md "What made the budgets grow" says what each added. Issue #15 is to bring them down.
// Issue #16 (support bundles) grew them again: the reader's status and summary in every page's
// shell (labs 400 → 415, rollout 414; gallery 175 unchanged at 169), the zip reader and the
// summary in the import bundle (215 → 235, 234), and the fourth engine module, bundle (the three
// imports and the zip reader, loaded on importSupportBundle's first call), 245 (244).
// Issue #10 (the answer first: answers, suggested edits and the change summary in the engine,
// the message catalog, panes, keyboard and reveal in the shell) and #14's capacity rules
// (checkBindings, the PreBind view) together, merged with #16: labs 415 → 435 (rollout 431.4),
// import 235 → 240 (238.7), engine modules 235 → 240 (capacity 239.3), bundle 245 → 250 (248.9).
// The second half of #10 (capacity answer and picture, balance picture and answers, rollout
// change summaries), #11's catalogs (fluent-syntax + the English catalog in every bundle),
// #13's block YAML reader and #14's namespace mappings and binding settings (2026-12-01, late):
// labs 435 → 465 (capacity 462.5, rollout 454.9, longhorn 430.4, balance 263.5), gallery
// 175 → 186 (183.1), import 240 → 256 (253.3), engine modules 240 → 268 (capacity 265.0),
// bundle 250 → 270 (267.6). Issue #15 is to bring them down; docs/performance.md "Size budgets".
// #11's engine side (input errors as messages: every error's id and arguments, the table of
// their English texts, serde's messages mapped to ids, messageId/args on thrown errors):
// +4–6 KB gzip in every module and lab: labs 465 → 470 (capacity 466.7), import 256 → 260
// (259.2), engine modules 268 → 273 (capacity 271.6), bundle 270 → 275 (273.2).
// Issue #15's prepared inputs (prepareCapacityCluster, prepareLonghornCluster, prepareFleetRollout:
// the handle closure, the new entry points' readers and writers) added 4–6 KB to each domain
// module (capacity 270.1, fleet 236.0, longhorn 231.7), #11's input errors as messages 4–6 KB
// more, and #13's inline keys and scalars of the YAML tree (compact_str) about 3 KB in each
// module that reads text. Measured after the three (2026-12-01, evening): import 262.0, engine
// modules capacity 279.6 / fleet 244.7 / longhorn 241.8, bundle 276.3; so import 256 → 263,
// engine modules 268 → 280, bundle 270 → 277. docs/performance.md "Size budgets".
// #11's page texts (2026-12-01, night): every page string a message of locales/<lang>/*.ftl
// (shell.ftl's English in every bundle, each lab's own file in its bundle), the support bundle
// summary as sentences the page renders, the embed dialog's words, worker errors decoded and said
// in the page's language; with #10's overview map: labs 470 → 490 (capacity 485.6, rollout 479.1,
// longhorn 478.1, balance 290.8), gallery 186 → 228 (224.8), import 263 → 287 (283.5). Where
// the gallery's +42 KB went is not measured yet (issue #15).
// #11's capacity and Fleet explanations as messages (2026-12-02, h11s): each claim check,
// PreFilter classification, PreBind answer, timeline entry, wait, stop and outcome builds its
// Message beside its English text, the capacity views render them (verbatim parts in lang="en"
// spans), engine.ftl's English grew by ~70 sentences: labs 490 → 500 (capacity 485.6 → 495.9,
// rollout 479.1 → 485.2), engine modules 280 → 283 (capacity 279.6 → 282.7). Not yet shrunk
// (the English text and the message could come from one table, as the input errors do).
// #11's import notes as messages (2026-12-02, h11r; the English derived from templates in
// kernel/import_text, which every engine module links whole because english() searches all
// four labs' tables) and the lead's Longhorn/Fleet explanation messages: engine modules 283 → 292
// (capacity 291.4), bundle 277 → 284 (283.9), import 287 → 295 (294.1), labs 500 → 505 (capacity
// 502.9), gallery 228 → 229 (228.4). Issue #15: one template table per lab would take most of the
// modules' growth back.
// #11's last English (2026-12-02, h12a): the imports' read summaries, Fleet's notTargeted why and
// list items as messages (~60 more templates in kernel/import_text, linked whole as above) and
// limit()'s messages: import 295 → 298 (297.1), engine modules 292 → 293 (capacity 292.7),
// bundle 284 → 288 (287.5). The labs stayed in budget: MessageArg's hand-written serde (no
// untagged enum) took back the 3 KB its list variant had added (capacity 503.1, gallery 228.5).
// Issue #15 (2026-12-02, session 8): the page skeleton (skeleton.js and its texts, +2.7 KB), the
// English catalogs built in without their translators' comments (-1.5 to -1.9 KB), and the first
// load's scripts, wasm-bindgen glue and styles minified by esbuild (-5 to -6 KB): labs 505 → 499
// (capacity 498.0, rollout 490.0, longhorn 486.6, balance 294.9), gallery 229 → 224 (223.8).
// Then every type the page reads from JSON is read by serde_json's text reader only (worker
// results, engine inputs the labs build as JSON, old saves): serde_json's Value reader had a second
// copy of the readers of the engine's types (83–104 KB of code per lab). Labs 499 → 482 (capacity
// 480.5, rollout 469.0, longhorn 466.2, balance 291.7), import 298 → 294 (293.3); the gallery,
// whose support bundle summary is now read from text beside the Value reader it keeps for scenario
// files, 224 → 225 (224.2).
// Each lab's presets in its own catalog file (presets-<lab>.ftl, the gallery has all four):
// labs 482 → 480 (capacity 478.6, rollout 467.3, longhorn 464.4, balance 291.3).
// The capacity and rollout labs' imports cross from the worker as the labs' own draft parts
// (labs::capacity::imported, labs::rollout::imported): labs 480 → 479 (capacity 477.8, rollout
// 461.6, longhorn 453.0). The import bundle, which now makes them, grew by 12 KB.
// Session 9 (2026-12-02), measured after all of it: core's float parser and formatter and the
// Unicode case tables out of every bundle (kernel::float_text, ASCII lowercase), each lab's own
// engine domains' English (build.rs splits engine.ftl), one shared sort (kernel::sort) and the
// imports above: labs 479 → 435 (capacity 434.3, rollout 420.0, longhorn 403.7, balance 252.9),
// gallery 225 → 186 (185.7), import 297 → 280 (279.3), engine modules 293 → 274 (capacity 273.9,
// longhorn 260.2, fleet 256.0), bundle 288 → 272 (271.2). Then the capacity lab's inputs built as
// values and the page's reads through kernel::strict: labs 435 → 420 (capacity 419.5, rollout
// 414.6, longhorn 401.0, balance 251.5), gallery 186 → 185 (184.6).
// Session 10 (2026-12-02): the support bundle panel on demand and parts of a page fetched when
// first shown (split points): labs 420 → 376 (rollout 375.1, capacity 370.8, longhorn 350.5,
// balance 234.2).
// Session 11 (2026-12-03): a lab's worker jobs are a chunk only its worker fetches
// (<lab>.jobs.wasm): labs 376 → 354 (rollout 353.4, longhorn 350.4, capacity 329.6 from 370.8,
// balance 233.6).
// Session 12 (2026-12-03): the registry's path cut from panic locations, and the Longhorn and
// rollout pages reading only what they use of an import's answer (the rest read by the import
// panel's part): labs 354 → 348 (rollout 347.5, longhorn 345.5, capacity 318.5, balance 233.9).
// Session 14 (2026-12-03): a lab's readers of its saved draft and of an import's answer are a
// chunk of their own (`<lab>_reader`, fetched before the first render of a page with saved
// work): rollout 347.5 → 336.3, longhorn 345.6 → 328.1, capacity 318.9 → 306.8, balance 234.3.
// Each lab has its own budget from here, so that one lab's cut is not room for another's growth.
// Then the scenario bar's actions (share, export, import, Embed this, opening a shared link) became
// a chunk of each lab (`scenario`, fetched as the pointer or focus nears the bar): rollout 330.7,
// longhorn 322.1, capacity 296.8 (under issue #15's 300), balance 225.6.
// Then the Longhorn import panel's body became a part like the other labs' (its chunk
// `longhorn_import`, with the summary) and the rollout lab's reader of a fleet.yaml's strategy
// joined its reader chunk: longhorn 322.1 → 312.6, rollout 330.7 → 320.2.
// Then the rollout import panel's body took the import itself (as Longhorn's), and the presets'
// English left the catalog's table (it is in each bundle's presets-<lab>.ftl already; every lab
// carried every lab's twice): rollout 320.2 → 313.3, longhorn 310.7, capacity 295.1, balance
// 223.6, gallery 117.2; the three import panels' shared drop hook (with its drag highlight, which
// only capacity's had) +0.4: rollout 313.7, longhorn 311.1, capacity 295.2.
// The rollout charts, under the grid and the why panel, became a part: rollout 313.7 → 308.4.
// Then each lab's input pane became parts like the Longhorn Volumes and Settings tabs already
// were (fetched at once, after the first result): the Longhorn Cluster tab (longhorn 311.1 →
// 295.8) and the rollout fleet builder with its strategy form (rollout 308.4 → 292.6). Every
// lab's first load is now under issue #15's 300 KB.
// Issue #33 (fixes you can follow, 2026-12-07, fix33cf): the capacity lab's draft fixes (each
// proven in the draft, its sentence in capacity.ftl) and the rollout's first-screen outcome and
// tidy note: capacity 296 → 301 (300.5), rollout 293 → 295 (294.8). Not yet shrunk.
// Session 17 (2026-12-07), measured on the merged tree: issue #33's Longhorn causes and fix
// catalogue (fix33l alone: longhorn 305.4, balance 225.0), issue #37's volume-controller rules and
// Fleet leniency / Ready-message extras, and the dark-mode menu in every page: longhorn 296 →
// 316 (315.8), rollout 295 → 306 (305.8), capacity 301 → 304 (303.8), balance 224 → 229 (228.9).
// Debt, in docs/performance.md "Size budgets": the fix catalogue and the causes' sentences are
// wanted only once a replica is unscheduled, so they can move into a part fetched on demand.
// Issue 37 item 8 (fid37, measured on the branch, 2026-12-07): the release-exact Longhorn search
// (each patch release's gates, the version menu of seven releases, the linked-clone note of the
// older releases, the upgrade messages' English in the lab's engine part): longhorn 316 → 319
// (318.9); the balance lab, which links the same engine input types, 229 → 230 (229.2). The
// upgrade section's view is in the why part.
// Issue 34 (the Learn section, 2026-12-07): every page pays its navigation link, the shell's
// routes to it (address, titles) and the Learn styles in styles.css (0.65 KB); the balance lab
// its "Explain this as a lesson" button: rollout 305.8 → 306.5 (307), longhorn 315.8 → 317.2
// (318), capacity 303.8 → 305.8 (306), balance 228.9 → 231.4 (232), gallery 119.5 → 120.5 (121).
// The way back: the Learn styles in a stylesheet the Learn page loads itself (docs/performance.md).
// Issue #39 (the habits people bring, 2026-12-07, habits2), measured against main's 04:46 build:
// the address kept in step (why=, the kept preset, Back/Forward), undo history kept across reloads
// (its reader beside each lab's draft reader: in balance's first load, whose reader is not a
// chunk, with the migration's Value reader), the phone header's Menu, read-only Apply: balance
// 229 → 240 (228.9 → 239.3), longhorn 316 → 323 (322.3), capacity 304 → 311 (310.6), rollout
// 306 → 312 (311.6). Debt: the history's reader can move into the saved-work chunk for balance
// too, and the migration path need not link serde_json::Value.
// Issue 35 (case report, fix33cf, 2026-12-07): the report itself is a chunk fetched when it is
// first opened (longhorn.longhorn_report, 22.7 KB gzip) and its styles come with it; what the
// Longhorn page's first load gained is the report's English in longhorn.ftl (the page texts are
// built in), the "Case report" button and a volume's recorded Scheduled condition in the drawing:
// longhorn 315.8 → 319.8 measured on the first build (its styles then in styles.css, since moved
// into the chunk). The capacity and rollout labs' report sentences joined their page files
// (their reports are engine-only so far): capacity 304 → 305. The gallery's Longhorn presets
// serialize the new drawing field: gallery 120 → 121. Way back: fetch the report's sentences
// with its chunk (a catalog file a chunk adds) instead of building them into the page.
// Measured on the final build: longhorn 319.8, capacity 305.1, rollout 305.1, balance 229.3
// (+0.4, the shell's share link now platform::export::link_to), gallery 120.4, panel 129.7.
// Merged (session 18, all of the above together, measured on the merged tree): longhorn 328.8,
// capacity 315.6, rollout 312.7, balance 242.1, gallery 123.2, Learn 476.9, import 294.5; engine
// modules longhorn 285.7, fleet 273.8 (issue 33's rollout search from the records), capacity 280.0.
// Issue 39's last four (habits-s20, 2026-12-07, measured on the branch against the merged numbers
// above): one preset picker component in every lab (the balance lab's first; each choice written
// into the address), the compact read-only embed's details button, the balance lab's disk in the
// address (its first use of the why-in-address hook), sizes written in the best unit: longhorn
// 328.8 → 333.1, capacity 315.6 → 317.4, rollout 312.7 → 315.7, balance 242.1 → 246.9, Learn
// 476.9 → 477.1 (the shell's compact class). Not yet shrunk: each lab's first load pays the picker
// and the details button although a read-only page shows only one of them.
// The capacity lab's "Explain this as a lesson" (issue 34, session 20): capacity + 2.2 (its button
// and hand-over; docs/performance.md). Merged tree (session 20): longhorn 333.1, capacity 319.6,
// rollout 316.0, balance 246.9.
// Issue 35's case report in the capacity and rollout labs (report-s21): the report's English moved
// out of every first load (report.ftl, fetched with the report), each report a chunk of its lab;
// the first loads still gained the button, the split point, the sticky button's styles and code
// the report shares with the page: capacity 319.6 → 321.9, rollout 316.0 → 317.8, longhorn 333.1 →
// 333.2 (docs/performance.md; owed back: which shared code the splitter kept in the main module).
// Every page's styles.css gained the button's sticky rules (+0.05) and the shell's catalog list
// report.ftl: balance 246.9 → 247.1 (247 → 248). Final build: rollout 318.1 (319), capacity 321.9,
// longhorn 332.7.
const LAB_BUDGETS_KB = { rollout: 319, longhorn: 334, capacity: 322, balance: 248 };
// Session 10 (2026-12-02): the gallery links only the shell it shows (Bundle::lab_shell: no
// scenario bar, support bundle panel, shared links, host bridge or undo history): gallery 185 →
// 118 (184.6 → 117.1); the labs pay the function pointers (capacity 419.7, rollout 415.3,
// longhorn 401.3, balance 251.7).
// Session 17: the colour-scheme menu (shell/theme.rs): 118 → 120 (119.5).
// Issue #39: the header's Menu and the address's writer the shell shares: 120 → 122 (121.5).
const GALLERY_BUDGET_KB = 124;
// The Learn page (issue 34), its own bundle, loaded only on #/learn: the lessons' walk machinery
// (placement::walk), the four engines a walk can run, the YAML reader of the walk files, its
// pictures: 461.0 KB gzip (2026-12-07). Its cost is on its own page only: no lab links it.
// Issue 34's rollout lesson (session 21): its walk file (1.5 KB gzip of it), its English (1.4), its
// picture and the fetch of the Fleet and Longhorn sentences' English (locales/en/engine.ftl,
// 10.6 KB gzip on demand, not built in), measured on a tree that also has main's Longhorn-answers
// change of 14:27: 477.1 → 485.9.
// Issue 34's lesson 2, the tiers lesson (learn-s22): the Learn bundle is cut at split points now,
// and the lesson list's cards, the fetch of a lesson's walk file and texts before its first step
// and the split parts' stubs grow the first load; the tiers and rollout lessons' walk files and
// texts (5.0 KB gzip) and their pictures (learn_longhorn 3.6, learn_rollout 2.0) left it:
// 486.0 → 491.4, measured; owed back (docs/performance.md).
// Both merged (stories and the tiers lesson): measured after the merge's build.
// Issue 35's stories (story-s22), measured against main's build of 16:59 (learn 486.0 by
// scripts/sizes.mjs): the stories, the presenter, the speaker window, the kiosk loop, their
// Longhorn picture, story files, texts (story.ftl) and styles are a chunk fetched when a story
// is first opened (learn.learn_story, 30.0 KB gzip); the first load still grew 485.9 → 495.5:
// the bundle is now cut at a split point (the splitter's loader and the exports the chunk
// calls, which wasm-opt can no longer inline or drop), the route's story modes and the list's
// link. Way back: the lessons' walk files and pictures per lab in chunks of the same split.
const LEARN_BUDGET_KB = 496;
// The Longhorn lab's import crosses from the worker as the lab's drawing (made there from the
// engine's scenario), not as the scenario, so the page has no reader of the engine's Longhorn
// input types: the Longhorn lab 464.4 → 453.0, the import bundle (which now makes the drawing)
// 291.8 → 296.5: import 294 → 297.
// Session 17: issue #37's import fields (claimRef uid, PV phase, Fleet resource status, Longhorn
// settings and a disk's Schedulable reason) and the bundle's version inference: 280 → 293 (292.2).
// Issue 35: the Longhorn import reads a volume's recorded Scheduled condition into the drawing: 293.0 measured.
// Session 20, issue #37: the Longhorn import reads the current-longhorn-version setting into the
// scenario's release (with the sentences saying which release and why), the capacity import draws a
// PV pre-bound to an unbound claim: 294.5 → 295.8 on the merged tree (after trimming 0.7 of it).
const IMPORT_BUDGET_KB = 296;
// One budget per engine module since session 15 (2026-12-04): the deferred parts' store became a
// list by increasing id instead of a BTreeMap in each module (longhorn 260.1 → 256.7, fleet
// 256.0 → 253.9), and a prepared capacity cluster's `nodes` became a deferred part, kept as the
// question (capacity 273.8 → 275.0, budget 274 → 276, for a call 3–4× faster with full explanations:
// docs/performance.md, "Wasm against native"); then a Longhorn schedule's disksAfter became a part too (longhorn 256.7 → 257.3:
// the summary call 3.1× → 2.1×), and the modules went through wasm-opt -Os instead of -Oz
// (smaller in gzip, and faster: longhorn 257.9 → 257.1, fleet 253.7 → 252.9, capacity 275.2 →
// 274.4). Each module at its own measurement, so one's cut is not room for another's growth.
// Session 16 raised one (2026-12-04): fleet 252.9 → 254.1 (budget 253 → 255) for a fix and for
// readable code, each measured: a cancelled readiness timer no longer holds a rollout open
// (+0.3 KB), and the 330-line simulation and 280-line import functions became a run type and
// small functions (+0.5 and +0.1 KB: the same work, inlined differently by the size optimizer);
// capacity 274.4 → 275.4 (budget 275 → 276) for linear time on hostile sizes: the simulation's
// lookups by name (+0.3 KB) and the import's pods' nodes and left-out claims in sets (+0.7 KB;
// a scan per pod was pods × nodes, ten seconds at the paste limit).
// Issue #33: explain_cluster's proven fixes (answer/fixes.rs): fleet 255 → 258 (256.9); the
// capacity answer's outside sentences and binding fix: capacity 276 → 278 (276.6).
// Session 17, merged: the Longhorn causes, fix catalogue and volume-controller rules: longhorn
// 258 → 281 (280.9); Fleet leniency, Go's texts, Ready-message extras and the columns transport
// (+0.9): fleet 258 → 272 (271.0); the bundle module (every domain's import) 272 → 284 (283.8).
// Issue 37 (fid37, measured on the branch): the release gates and `upgrade_changes`: longhorn
// 281 → 283 (282.4); the capacity filter's note of a PV pre-bound under another claim UID (two
// sentences in FILTER_TEXTS, the PVs indexed by the claim they name): capacity 278 → 279 (278.8),
// bundle 284 → 285 (284.0).
// Issue 35: a volume's recordedScheduled (read, validated, typed): longhorn 282.8, capacity 278.0 (the Volume type it shares) measured.
// Session 20, issue #37: the Longhorn import reads the cluster's release (longhorn/import/release.rs;
// importLonghornObjects is in the longhorn module): 285.7 → 286.7.
const ENGINE_MODULE_BUDGETS_KB = { longhorn: 287, fleet: 274, capacity: 281 };
// Issue 35: the Longhorn import it runs reads a volume's recorded Scheduled condition: 285.0 measured.
const BUNDLE_MODULE_BUDGET_KB = 287;
// The support bundle panel (its status, summary, the summary's reader and the hand-over's JSON
// editing) is its own bundle since session 10, loaded by a lab page on the first bundle opened:
// 128.6 KB gzip (2026-12-02).
// Issue #39: the panel links the storage module, which now tells the address of each autosave: 128.9 → 129.0.
// Issue 35 (2026-12-07): the Longhorn drawing it makes keeps a
// volume's recorded Scheduled condition: 129.7 measured, budget 130.
const PANEL_BUDGET_KB = 130;
// A part of a page whose code is a chunk of its own (crates/playground/src/platform/split.rs, issue #15,
// session 10): the Longhorn lab's why details 18.7 KB gzip (2026-12-02). A part is meant to be
// small and quick to fetch on a click; a bigger one is likely a split point in the wrong place.
const PART_BUDGET_KB = 60;

test(`size budgets: each lab's first load <= its budget (${Object.entries(LAB_BUDGETS_KB).map(([lab, kb]) => `${lab} ${kb}`).join(', ')} KB gzip), each part of a page <= ${PART_BUDGET_KB}, the gallery's <= ${GALLERY_BUDGET_KB}, the Learn page's <= ${LEARN_BUDGET_KB}, the import on demand <= ${IMPORT_BUDGET_KB}, the support bundle panel on demand <= ${PANEL_BUDGET_KB}, each engine module <= its budget (${Object.entries(ENGINE_MODULE_BUDGETS_KB).map(([m, kb]) => `${m} ${kb}`).join(', ')} KB gzip; the bundle module <= ${BUNDLE_MODULE_BUDGET_KB})`, () => {
  const sizes = JSON.parse(readFileSync(new URL('../../dist/sizes.json', import.meta.url)));
  const onDemand = Object.keys(sizes).filter((k) => k.startsWith('on demand: '));
  // A part of a page (a split point's chunk, `on demand: longhorn.longhorn_why`) is fetched when first shown.
  const parts = onDemand.filter((k) => k.includes('.'));
  assert.deepEqual(onDemand.filter((k) => !parts.includes(k)).sort(), ['on demand: import', 'on demand: support-bundle']);
  assert.ok(parts.includes('on demand: longhorn.longhorn_why'), `parts: ${parts.join(', ')}`);
  for (const k of parts) assert.ok(sizes[k].gzip / 1024 <= PART_BUDGET_KB, `${k} is ${(sizes[k].gzip / 1024).toFixed(1)} KB gzip`);
  assert.ok(sizes['on demand: import'].gzip / 1024 <= IMPORT_BUDGET_KB, `the import bundle is ${(sizes['on demand: import'].gzip / 1024).toFixed(1)} KB gzip`);
  const panel = sizes['on demand: support-bundle'];
  assert.ok(panel.gzip / 1024 <= PANEL_BUDGET_KB, `the support bundle panel is ${(panel.gzip / 1024).toFixed(1)} KB gzip`);
  const gallery = 'first load: gallery';
  const learn = 'first load: learn';
  const labs = Object.keys(sizes).filter((k) => k.startsWith('first load: ') && k !== gallery && k !== learn);
  assert.ok(sizes[learn].gzip / 1024 <= LEARN_BUDGET_KB, `the Learn page is ${(sizes[learn].gzip / 1024).toFixed(1)} KB gzip`);
  const modules = Object.keys(sizes).filter((k) => k.startsWith('engine package: ') && k !== 'engine package: bundle');
  const bundle = sizes['engine package: bundle'];
  assert.ok(bundle.gzip / 1024 <= BUNDLE_MODULE_BUDGET_KB, `the bundle module is ${(bundle.gzip / 1024).toFixed(1)} KB gzip`);
  assert.deepEqual(labs.map((k) => k.slice(12)).sort(), ['balance', 'capacity', 'longhorn', 'rollout']);
  assert.ok(sizes[gallery].gzip / 1024 <= GALLERY_BUDGET_KB, `the gallery is ${(sizes[gallery].gzip / 1024).toFixed(1)} KB gzip`);
  assert.deepEqual(modules.map((k) => k.slice(16)).sort(), ['capacity', 'fleet', 'longhorn']);
  for (const k of labs) {
    const budget = LAB_BUDGETS_KB[k.slice('first load: '.length)];
    assert.ok(sizes[k].gzip / 1024 <= budget, `${k} is ${(sizes[k].gzip / 1024).toFixed(1)} KB gzip (budget ${budget})`);
  }
  for (const k of modules) {
    const budget = ENGINE_MODULE_BUDGETS_KB[k.slice('engine package: '.length)];
    assert.ok(sizes[k].gzip / 1024 <= budget, `${k} is ${(sizes[k].gzip / 1024).toFixed(1)} KB gzip (budget ${budget})`);
  }
});

// The gallery links only the shell it shows (issue #15, session 10): what only a lab's page has
// is its Bundle's lab_shell (crates/playground/src/shell/lab_shell.rs), which the gallery's leaves out.
// A run-time `if` in shared code would link it all back (65 KB gzip): the scenario bar (its class
// and its support bundle input), the embed dialog, opening a shared link and the host page's
// bridge (wasm-bindgen imports named after their JS functions). Every lab's bundle has them.
test('the gallery bundle links no lab-only shell: scenario bar, embed dialog, shared links, host bridge', () => {
  const marks = ['scenario-bar', 'support-bundle-open', '__wbg_openEmbedDialog', '__wbg_decompress', '__wbg_receiveScenario', '__wbg_startBridge'];
  const wasm = (name) => readFileSync(new URL(`../../dist/site/${name}_bg.wasm`, import.meta.url));
  const gallery = wasm('gallery');
  for (const lab of ['longhorn', 'balance', 'capacity', 'rollout']) {
    const bytes = wasm(lab);
    for (const mark of marks) assert.ok(bytes.includes(mark), `${lab} has ${mark} (else this test cannot fail)`);
  }
  for (const mark of marks) assert.ok(!gallery.includes(mark), `the gallery links ${mark}`);
});

test('the inline entry works with no wasm file next to it', async () => {
  const { scheduleReplicas, version } = await import('../../dist/pkg/inline.js');
  assert.equal(version(), pkg.version);
  const result = scheduleReplicas({
    nodes: [{ name: 'n1', disks: [{ name: 'd', storageMaximum: '1Ti', storageAvailable: '1Ti' }] }],
    volumes: [{ name: 'v', size: '1Gi', numberOfReplicas: 1 }],
  });
  assert.equal(result.volumes[0].replicas[0].node, 'n1');
  const text = readFileSync(new URL('../../dist/pkg/inline.js', import.meta.url), 'utf8');
  assert.doesNotMatch(text, /_bg\.wasm/);
});

test('web/labs.js names exactly the bundles the build makes, the labs in navigation order', async () => {
  const { readdirSync } = await import('node:fs');
  const { LABS, PAGES, WORKERS, PANELS, BUNDLES } = await import('../../web/labs.js');
  const bins = readdirSync(new URL('../../crates/playground/src/bin/', import.meta.url)).map((f) => f.replace(/\.rs$/, ''));
  assert.deepEqual([...BUNDLES, ...WORKERS, ...PANELS].sort(), bins.sort());
  assert.deepEqual(BUNDLES, [...LABS, ...PAGES]);
  assert.deepEqual(PAGES, ['gallery', 'learn']);
  assert.deepEqual(WORKERS, ['import']);
  assert.deepEqual(PANELS, ['support_bundle']);
  const nav = readFileSync(new URL('../../crates/playground/src/platform/lab_list.rs', import.meta.url), 'utf8');
  const order = nav.match(/LABS: &\[Lab\] = &\[([^\]]*)\]/)[1].split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  assert.deepEqual(LABS, order);
});

// core's float parser and formatter cost 12–13 and about 6 KB gzip in every bundle (their tables
// are random bits, which do not compress); kernel::float_text reads and writes floats as they do
// without them. One `.parse::<f64>()` or `format!("{x:.2}")` of an f64 anywhere in page or
// engine code links them back: this finds their tables — the first 128-bit power of five of
// core's Eisel–Lemire parser and the first cached power of ten of its Grisu formatter. The
// engine package's modules keep the formatter: serde_json's error for an unexpected value
// (`JsonUnexpected`) calls serde's `Unexpected` Display, which formats floats with core's, and
// the engine modules keep that path (the playground's bundles, built the same way, do not: measured).
test('no shipped wasm carries core\'s float parsing tables, no playground bundle its formatting ones', async () => {
  const { readdirSync } = await import('node:fs');
  const signature = (hex) => Buffer.from(hex, 'hex').reverse(); // little-endian u64
  const tables = { 'core float parser (dec2flt)': signature('eef453d6923bd65a'), 'core float formatter (Grisu)': signature('e61acf033d1a45df') };
  const dirs = ['../../dist/site/', '../../dist/pkg/'];
  const files = dirs.flatMap((d) => readdirSync(new URL(d, import.meta.url)).filter((f) => f.endsWith('.wasm')).map((f) => new URL(d + f, import.meta.url)));
  assert.ok(files.length >= 10, `found ${files.length} wasm files`);
  for (const file of files) {
    const bytes = readFileSync(file);
    for (const [table, bytesOf] of Object.entries(tables)) {
      if (file.pathname.includes('/dist/pkg/') && table.includes('formatter')) continue;
      assert.equal(bytes.indexOf(bytesOf), -1, `${file.pathname.split('/').slice(-2).join('/')} carries the ${table}`);
    }
  }
});

// The support bundle panel is loaded on demand (issue #15, session 10): element ids only its views
// (support_bundle/view.rs) write are in its bundle's data and in no page's (labs, gallery). One
// `BundlePanel` or `Summary` linked back into the shell brings them back.
test('the support bundle panel\'s views are in its own bundle, in no page\'s first load', async () => {
  const { BUNDLES } = await import('../../web/labs.js');
  const literals = ['bundle-algorithm-select', 'bundle-summary-title', 'bundle-cancel'];
  const view = readFileSync(new URL('../../crates/playground/src/shell/support_bundle/view.rs', import.meta.url), 'utf8');
  for (const literal of literals) assert.ok(view.includes(`"${literal}"`), `view.rs writes ${literal}`);
  const wasm = (name) => readFileSync(new URL(`../../dist/site/${name}_bg.wasm`, import.meta.url));
  const panel = wasm('support_bundle');
  for (const literal of literals) assert.notEqual(panel.indexOf(literal), -1, `the panel's bundle has ${literal}`);
  assert.equal(BUNDLES.length, 6);
  for (const page of BUNDLES) {
    const bytes = wasm(page);
    for (const literal of literals) assert.equal(bytes.indexOf(literal), -1, `${page}_bg.wasm has ${literal}: the panel is in its first load`);
  }
});

// A bundle cut at its split points (scripts/build, make_split_bundle): its glue imports its own
// loader (`<bundle>.split.js`, never the tool's shared name), which fetches chunks that exist.
test('every split bundle loads its own parts, and every part it names is there', () => {
  const site = new URL('../../dist/site/', import.meta.url);
  const files = readdirSync(site);
  const glues = files.filter((f) => f.endsWith('.js') && files.includes(f.replace(/\.js$/, '_bg.wasm')));
  let split = 0;
  for (const glue of glues) {
    const name = glue.slice(0, -3);
    const text = readFileSync(new URL(glue, site), 'utf8');
    assert.doesNotMatch(text, /from\s*["']\.\/__wasm_split\.js["']/, `${glue} imports the tool's shared loader name`);
    if (!files.includes(`${name}.split.js`)) continue;
    split++;
    assert.match(text, new RegExp(`from\\s*["']\\./${name}\\.split\\.js["']`), `${glue} does not import ${name}.split.js`);
    const loader = readFileSync(new URL(`${name}.split.js`, site), 'utf8');
    const named = [...loader.matchAll(/["']\.\/([^"']+\.wasm)["']/g)].map((m) => m[1]);
    assert.ok(named.length > 0, `${name}.split.js names no chunk`);
    for (const chunk of named) {
      assert.ok(chunk.startsWith(`${name}.`), `${name}.split.js names ${chunk}, not one of its own`);
      assert.ok(files.includes(chunk), `${name}.split.js names ${chunk}, which the build did not write`);
    }
  }
  assert.ok(split >= 1, 'no bundle was cut at a split point');
  // boot.js preloads the loader of exactly these page bundles (web/labs.js SPLIT).
  const pages = BUNDLES.filter((b) => files.includes(`${b}.split.js`));
  assert.deepEqual(pages.sort(), [...SPLIT].sort());
});
