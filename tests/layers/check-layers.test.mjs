// The layer check itself (scripts/check-layers.mjs): it must find a cycle and an upward import in a
// small synthetic crate, must not find them where there are none, and the real crates must pass
// where the check is enforced.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CRATES, check, readCrate, report, readFile } from '../../scripts/check-layers.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LAYERS = [
    { name: 'low', prefixes: ['low/'] },
    { name: 'labs', prefixes: ['labs/'], isolated: 'folders' },
    { name: 'high', prefixes: ['high/'] },
    { name: 'root', prefixes: ['lib.rs'] },
];
const crate = (files) => check(new Map(Object.entries(files)), { name: 't', layers: LAYERS, enforce: true });

// A crate whose every import points down: low ← labs ← high ← lib.
const CLEAN = {
    'lib.rs': 'mod low;\nmod labs;\npub mod high;\npub fn start() { high::app::run(); }\n',
    'low/mod.rs': 'pub mod units;\npub mod text;\n',
    'low/units.rs': '/// Not an import: [`crate::high::app`] in a doc link, nor "crate::high::app" in a string.\npub fn bytes() -> u64 { 1 }\n',
    'low/text.rs': 'use super::units::bytes;\npub fn say() -> u64 { bytes() }\n',
    'labs/mod.rs': 'pub mod a;\npub mod b;\n',
    'labs/a/mod.rs': 'mod view;\npub use view::View;\n',
    'labs/a/view.rs': 'pub struct View;\nfn f() -> u64 { crate::low::text::say() }\n#[cfg(test)]\nmod tests {\n    use super::*;\n}\n',
    'labs/b/mod.rs': 'use crate::low::{units, text::say};\npub fn g() -> u64 { units::bytes() + say() }\n',
    'high/mod.rs': 'pub mod app;\n',
    'high/app.rs': 'use crate::labs::{a, b};\npub fn run() { let _ = a::View; b::g(); }\n',
};

test('a crate whose imports all point down passes', () => {
    const r = crate(CLEAN);
    assert.deepEqual(r.cycles, []);
    assert.deepEqual(r.upward, []);
    assert.deepEqual(r.unplaced, []);
    assert.deepEqual(r.problems, []);
    // The edges it found (so "passes" is not "read nothing").
    // `a::View` is found where `labs/a/mod.rs` re-exports it from (`pub use view::View`).
    assert.deepEqual([...r.edges.get('high/app.rs').keys()].sort(), ['labs/a/mod.rs', 'labs/a/view.rs', 'labs/b/mod.rs']);
    assert.deepEqual([...r.edges.get('labs/b/mod.rs').keys()].sort(), ['low/text.rs', 'low/units.rs']);
    assert.deepEqual([...r.edges.get('labs/a/view.rs').keys()], ['low/text.rs']);
    assert.deepEqual([...r.edges.get('low/units.rs').keys()], []);
});

test('a cycle between two files fails, naming both and the edges', () => {
    const r = crate({ ...CLEAN, 'low/units.rs': 'pub fn bytes() -> u64 { super::text::say() }\n' });
    assert.equal(r.cycles.length, 1);
    assert.deepEqual(r.cycles[0].files, ['low/text.rs', 'low/units.rs']);
    assert.deepEqual(r.cycles[0].edges, ['low/text.rs → low/units.rs: super::units::bytes', 'low/units.rs → low/text.rs: super::text::say']);
    assert.equal(report(r, { name: 't', src: 't', enforce: true }).fails, true);
    assert.equal(report(r, { name: 't', src: 't', enforce: false }).fails, false);
});

test('a known cycle passes only as exactly its files; a listed cycle that is gone fails', () => {
    const files = new Map(Object.entries({ ...CLEAN, 'low/units.rs': 'pub fn bytes() -> u64 { super::text::say() }\n' }));
    const listed = (knownCycles) => check(files, { name: 't', layers: LAYERS, enforce: true, knownCycles });
    const exact = listed([['low/units.rs', 'low/text.rs']]);
    assert.deepEqual([exact.cycles, exact.problems, exact.known.map((c) => c.files)], [[], [], [['low/text.rs', 'low/units.rs']]]);
    assert.equal(report(exact, { name: 't', src: 't', enforce: true }).fails, false);
    // The same cycle grown by a file is not the known one.
    const grown = check(new Map([...files, ['low/mod.rs', 'pub mod units;\npub mod text;\npub mod more;\n'], ['low/more.rs', 'pub fn m() { super::units::bytes(); }\n'],
        ['low/text.rs', 'use super::units::bytes;\npub fn say() -> u64 { super::more::m(); bytes() }\n']]), { name: 't', layers: LAYERS, enforce: true, knownCycles: [['low/units.rs', 'low/text.rs']] });
    assert.deepEqual(grown.cycles.map((c) => c.files), [['low/more.rs', 'low/text.rs', 'low/units.rs']]);
    assert.equal(grown.problems.length, 1, 'the listed cycle is gone');
    const gone = check(new Map(Object.entries(CLEAN)), { name: 't', layers: LAYERS, enforce: true, knownCycles: [['low/units.rs', 'low/text.rs']] });
    assert.deepEqual(gone.problems, ['a known cycle is gone (remove it from knownCycles): low/text.rs low/units.rs']);
    assert.equal(report(gone, { name: 't', src: 't', enforce: true }).fails, true);
});

test('a cycle through a mod.rs and its child (`use super::`) fails', () => {
    const r = crate({ ...CLEAN, 'labs/a/view.rs': 'use super::Msg;\npub struct View;\n', 'labs/a/mod.rs': 'mod view;\npub use view::View;\npub enum Msg {}\n' });
    assert.deepEqual(r.cycles.map((c) => c.files), [['labs/a/mod.rs', 'labs/a/view.rs']]);
});

test('an upward import fails, inline or in a use tree', () => {
    const inline = crate({ ...CLEAN, 'low/units.rs': 'pub fn bytes() -> u64 { crate::high::app::run(); 1 }\n' });
    assert.deepEqual(inline.upward, ['low/units.rs (low) → high/app.rs (high): crate::high::app::run']);
    const tree = crate({ ...CLEAN, 'labs/b/mod.rs': 'use crate::{low::units, high::app::run};\npub fn g() -> u64 { run(); units::bytes() }\n' });
    assert.deepEqual(tree.upward, ['labs/b/mod.rs (labs) → high/app.rs (high): crate::high::app::run']);
    // An upward import through a module name bound by `use`.
    const bound = crate({ ...CLEAN, 'low/text.rs': 'use crate::high::app;\npub fn say() -> u64 { app::run(); 1 }\n' });
    assert.deepEqual(bound.upward, ['low/text.rs (low) → high/app.rs (high): crate::high::app']);
});

test('one lab importing another fails (labs are isolated)', () => {
    const r = crate({ ...CLEAN, 'labs/b/mod.rs': 'pub fn g() -> u64 { let _ = crate::labs::a::View; 1 }\n' });
    assert.deepEqual(r.upward, ['labs/b/mod.rs → labs/a/view.rs: crate::labs::a::View (labs/b and labs/a are separate labs)']);
});

test('a file in no layer, or a mod with no file, is reported', () => {
    const r = crate({ ...CLEAN, 'lib.rs': CLEAN['lib.rs'] + 'mod loose;\nmod gone;\n', 'loose.rs': '' });
    assert.deepEqual(r.unplaced, ['loose.rs']);
    assert.deepEqual(r.problems, ['lib.rs: mod gone: no file (gone.rs or gone/mod.rs)']);
});

test('#[path] modules and crate::macro! calls are followed', () => {
    const r = crate({
        ...CLEAN,
        'low/units.rs': '#[cfg(test)]\n#[path = "units_tests.rs"]\nmod tests;\npub fn bytes() -> u64 { 1 }\n',
        'low/units_tests.rs': 'use super::bytes;\n',
        'low/text.rs': '#[macro_export]\nmacro_rules! say { () => { $crate::high::app::run() } }\npub fn say() -> u64 { 1 }\n',
        'labs/b/mod.rs': 'pub fn g() -> u64 { crate::say!(); 1 }\n',
    });
    assert.deepEqual([...r.edges.get('low/units_tests.rs').keys()], ['low/units.rs']);
    assert.deepEqual([...r.edges.get('labs/b/mod.rs').keys()], ['low/text.rs']);
    assert.deepEqual(r.upward, ['low/text.rs (low) → high/app.rs (high): $crate::high::app::run']);
});

test('comments, strings, chars and lifetimes are not read as code', () => {
    const { uses } = readFile("/* crate::a::b */ fn f<'a>(x: &'a str) -> char { let _ = r#\"crate::c::d\"#; let _ = \"super::e\"; '\"' }\n");
    assert.deepEqual(uses, []);
});

for (const c of CRATES) {
    test(`${c.name}: ${c.enforce ? 'no cycle and no upward import (enforced)' : 'reported (not enforced yet)'}`, () => {
        const r = check(readCrate(ROOT, c.src), c);
        assert.ok(r.edges.size > 20, `read ${r.edges.size} files of ${c.src}`);
        const out = report(r, c);
        assert.equal(out.fails, false, out.text);
    });
}
