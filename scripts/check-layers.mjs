#!/usr/bin/env node
// Layers that only point down (issue 38): reads every .rs file of each crate's src/, builds the
// graph of which file imports which, and fails on
//   (a) a cycle between files (the files of each strongly connected component, with the edges
//       that close it), and
//   (b) an import from a lower layer into a higher one, given each crate's layer order below.
//
// Why a Node script and not a Rust test or cargo-modules: it reads source text only, so it runs in
// well under a second without compiling anything and without taking the cargo target lock the
// native layer holds (scripts/test runs it first); its self-test (tests/layers/) feeds it small
// synthetic trees, which a compiled test would need fixtures crates for. What it reads: `use`
// trees (`crate::`, `super::`, `self::`, a child module's name, a name an earlier `use` bound to a
// module), the same paths written inline in code (`crate::split::Slot`), `$crate::` in macros (the
// defining file's import) and `crate::name!` macro calls (the file that defines the macro). It
// follows `mod` declarations from lib.rs (and `#[path]`), so a file's module path is the compiler's.
// Comments (doc links too) and string literals are not imports and are skipped.
//
// Usage: node scripts/check-layers.mjs          prints the report; exits 1 if an enforced crate fails
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, dirname, basename, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// The one declaration of the layers, lowest first. A file belongs to the first layer one of whose
// prefixes its path (relative to src/, with `/`) starts with; a file in no layer is an error, so a
// new folder must be placed. `isolated`: parts of one layer that may not import each other —
// 'folders': each folder under the prefix (each lab stands alone), 'prefixes': each prefix. `enforce: false` reports the crate's problems without failing the check.
export const CRATES = [
    {
        name: 'playground',
        src: 'crates/playground/src',
        // Bins are crates of their own: they import the library as `playground::`.
        binPrefix: 'bin/',
        libName: 'playground',
        enforce: true,
        // Cycles tolerated while being untangled, each as its exact files: one that grows, a new
        // one, or one listed here that is gone (the list must shrink) fails. None left: the last
        // two (the Longhorn lab's, the rollout draft's) were untangled in issue 38.
        knownCycles: [],
        layers: [
            { name: 'text', prefixes: ['text/'] },
            { name: 'platform', prefixes: ['platform/'] },
            { name: 'components', prefixes: ['components/'] },
            { name: 'labs', prefixes: ['labs/'], isolated: 'folders' },
            { name: 'shell', prefixes: ['shell/'] },
            { name: 'root', prefixes: ['lib.rs'] },
            { name: 'bin', prefixes: ['bin/'] },
        ],
    },
    {
        name: 'placement',
        src: 'crates/placement/src',
        libName: 'placement',
        enforce: true,
        layers: [
            { name: 'kernel', prefixes: ['kernel/'] },
            { name: 'domains', prefixes: ['longhorn/', 'capacity/', 'fleet/'], isolated: 'prefixes' },
            { name: 'bundle', prefixes: ['bundle/'] },
            // Lessons and stories over a lab's scenario: above the domains, which never import it.
            { name: 'walk', prefixes: ['walk/'] },
            // The case report (issue 35): above the domains and the walks, which it runs and reads.
            { name: 'report', prefixes: ['report/'] },
            { name: 'root', prefixes: ['lib.rs'] },
        ],
    },
];

// ---- reading Rust text -------------------------------------------------------------------------

/// The tokens of a Rust source, without comments and literals: identifiers (`$crate` as one),
/// `::`, `#`, `!`, `;`, `,`, `*`, braces and brackets; a string literal as `"` with its text.
export function tokenize(text) {
    const tokens = [];
    let i = 0;
    const n = text.length;
    const isIdentStart = (c) => /[A-Za-z_]/.test(c);
    const isIdent = (c) => /[A-Za-z0-9_]/.test(c);
    while (i < n) {
        const c = text[i];
        if (c === '/' && text[i + 1] === '/') {
            while (i < n && text[i] !== '\n') i++;
        } else if (c === '/' && text[i + 1] === '*') {
            let depth = 1;
            i += 2;
            while (i < n && depth > 0) {
                if (text[i] === '/' && text[i + 1] === '*') { depth++; i += 2; }
                else if (text[i] === '*' && text[i + 1] === '/') { depth--; i += 2; }
                else i++;
            }
        } else if ((c === 'r' || c === 'b') && /^(br|r)#*"/.test(text.slice(i, i + 260))) {
            const m = /^(br|r)(#*)"/.exec(text.slice(i, i + 260));
            const close = '"' + m[2];
            const start = i + m[0].length;
            const end = text.indexOf(close, start);
            tokens.push({ t: '"', s: text.slice(start, end < 0 ? n : end) });
            i = end < 0 ? n : end + close.length;
        } else if (c === '"' || (c === 'b' && text[i + 1] === '"')) {
            i += c === 'b' ? 2 : 1;
            const start = i;
            while (i < n && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
            tokens.push({ t: '"', s: text.slice(start, i) });
            i++;
        } else if (c === '\'') {
            // A char literal ('x', '\n', '\u{1F600}', '"') or a lifetime ('a, 'static).
            const m = /^'(\\(u\{[0-9a-fA-F]+\}|x[0-9a-fA-F]{2}|.)|[^\\'])'/u.exec(text.slice(i, i + 12));
            if (m) i += m[0].length;
            else { i++; while (i < n && isIdent(text[i])) i++; }
        } else if (c === '$' && text.startsWith('crate', i + 1) && !isIdent(text[i + 6] ?? '')) {
            tokens.push({ t: '$crate' });
            i += 6;
        } else if (isIdentStart(c)) {
            const start = i;
            while (i < n && isIdent(text[i])) i++;
            tokens.push({ t: text.slice(start, i) });
        } else if (c === ':' && text[i + 1] === ':') {
            tokens.push({ t: '::' });
            i += 2;
        } else {
            if ('#!;,*{}[]()='.includes(c)) tokens.push({ t: c });
            i++;
        }
    }
    return tokens;
}

/// The paths of a `use` tree starting at tokens[i] (after `use`): [[segments], ...], and the index
/// after its `;`. `a::{b, c::d as e, self}` gives a::b, a::c::d, a; a glob keeps its prefix.
function readUseTree(tokens, i) {
    const paths = [];
    const tree = (prefix) => {
        const path = [...prefix];
        for (;;) {
            const tok = tokens[i]?.t;
            if (tok === '{') {
                i++;
                while (tokens[i] && tokens[i].t !== '}') {
                    tree(path);
                    if (tokens[i]?.t === ',') i++;
                }
                i++;
                return;
            }
            if (tok === '*') { i++; path.glob = true; paths.push(path); return; }
            if (tok === undefined) return;
            if (tok === 'self' && path.length > 0) { i++; paths.push(path); alias(path); return; }
            path.push(tok);
            i++;
            if (tokens[i]?.t === '::') { i++; continue; }
            paths.push(path);
            alias(path);
            return;
        }
    };
    // `a::b as c`: the name the path is bound to, kept on the path's array.
    const alias = (path) => { if (tokens[i]?.t === 'as') { path.alias = tokens[i + 1]?.t; i += 2; } };
    tree([]);
    while (tokens[i] && tokens[i].t !== ';') i++;
    return { paths, next: i + 1 };
}

/// What one file says about modules and imports: `mod` declarations (with their #[path] and the
/// inline modules they sit in), use paths and inline paths (each with the inline module it is
/// written in), and the macros it exports.
export function readFile(text) {
    const tokens = tokenize(text);
    const mods = []; // { name, path, inline: [inline module names] }
    const uses = []; // { path: [segments], inline, bind: true when the last segment is a name in scope }
    const macros = [];
    const inlineStack = []; // { name, depth }
    let depth = 0;
    let pendingPath = null;
    let pendingExport = false;
    const inline = () => inlineStack.map((m) => m.name);
    for (let i = 0; i < tokens.length; i++) {
        const tok = tokens[i].t;
        if (tok === '#') {
            // An attribute: #[path = "x.rs"] or #[macro_export]; skip to its closing bracket.
            let j = i + 1;
            if (tokens[j]?.t === '!') j++;
            if (tokens[j]?.t !== '[') continue;
            let d = 0;
            const start = j;
            for (; j < tokens.length; j++) {
                if (tokens[j].t === '[') d++;
                else if (tokens[j].t === ']' && --d === 0) break;
            }
            const attr = tokens.slice(start + 1, j);
            if (attr[0]?.t === 'path' && attr[1]?.t === '=' && attr[2]?.t === '"') pendingPath = attr[2].s;
            if (attr[0]?.t === 'macro_export') pendingExport = true;
            i = j;
            continue;
        }
        if (tok === '{') depth++;
        else if (tok === '}') {
            depth--;
            if (inlineStack.length && inlineStack.at(-1).depth === depth) inlineStack.pop();
        } else if (tok === 'mod' && /^[A-Za-z_]/.test(tokens[i + 1]?.t ?? '')) {
            const name = tokens[i + 1].t;
            if (tokens[i + 2]?.t === ';') {
                mods.push({ name, path: pendingPath, inline: inline() });
                pendingPath = null;
                i += 2;
            } else if (tokens[i + 2]?.t === '{') {
                mods.push({ name, inlineBody: true, inline: inline() });
                inlineStack.push({ name, depth });
                depth++;
                i += 2;
            }
        } else if (tok === 'macro_rules' && tokens[i + 1]?.t === '!') {
            if (pendingExport) macros.push(tokens[i + 2].t);
            pendingExport = false;
        } else if (tok === 'use') {
            const { paths, next } = readUseTree(tokens, i + 1);
            // `pub use` (not `pub(crate)`, `pub(super)`: they re-export too) makes a re-export.
            const exported = tokens[i - 1]?.t === 'pub' || (tokens[i - 1]?.t === ')' && tokens[i - 3]?.t === '(' && tokens[i - 4]?.t === 'pub');
            for (const path of paths) uses.push({ path, inline: inline(), fromUse: true, exported });
            i = next - 1;
        } else if (/^[A-Za-z_$]/.test(tok) && tokens[i + 1]?.t === '::' && tokens[i - 1]?.t !== '::') {
            // An inline path: its segments up to the first one not followed by `::`.
            const path = [tok];
            let j = i + 1;
            while (tokens[j]?.t === '::' && /^[A-Za-z_]/.test(tokens[j + 1]?.t ?? '')) {
                path.push(tokens[j + 1].t);
                j += 2;
            }
            const isMacro = tokens[j]?.t === '!';
            uses.push({ path, inline: inline(), isMacro });
            i = j - 1;
        }
        // An attribute belongs to the next item: it ends at the item's `;` or braces.
        if (tok === ';' || tok === '{' || tok === '}' || tok === 'fn') {
            pendingPath = null;
            pendingExport = false;
        }
    }
    return { mods, uses, macros };
}

// ---- the module tree and the graph -------------------------------------------------------------

const toSlash = (p) => p.split(sep).join('/');

/// Every .rs file under dir, relative to it, with `/`.
function listRs(dir) {
    const out = [];
    const walk = (d) => {
        for (const name of readdirSync(d).sort()) {
            const full = join(d, name);
            if (statSync(full).isDirectory()) walk(full);
            else if (name.endsWith('.rs')) out.push(toSlash(relative(dir, full)));
        }
    };
    walk(dir);
    return out;
}

/// The crate's module tree from lib.rs: module path ("a::b") → file, and file → its module path.
/// `files` maps a relative path to its text (so a test can hand in a synthetic tree).
function moduleTree(files, parsed) {
    const fileOf = new Map([['', 'lib.rs']]);
    const modOf = new Map([['lib.rs', '']]);
    const problems = [];
    const visit = (file, modPath) => {
        const own = basename(file) === 'mod.rs' || file === 'lib.rs';
        const dir = dirname(file) === '.' ? '' : dirname(file);
        const childDir = own ? dir : (dir ? `${dir}/` : '') + basename(file, '.rs');
        for (const m of parsed.get(file).mods) {
            const full = [modPath, ...m.inline, m.name].filter(Boolean).join('::');
            if (m.inlineBody) continue;
            const base = [childDir, ...m.inline].filter(Boolean).join('/');
            const candidates = m.path
                ? [toSlash(join(m.inline.length ? base : dir, m.path))]
                : [`${base ? base + '/' : ''}${m.name}.rs`, `${base ? base + '/' : ''}${m.name}/mod.rs`];
            const found = candidates.find((c) => files.has(c));
            if (!found) { problems.push(`${file}: mod ${m.name}: no file (${candidates.join(' or ')})`); continue; }
            fileOf.set(full, found);
            modOf.set(found, full);
            visit(found, full);
        }
    };
    visit('lib.rs', '');
    return { fileOf, modOf, problems };
}

/// The file an absolute path names: the file of its longest prefix that is a file module, and
/// through that file's re-exports (`pub use`) when the next segment is one; null when it names no
/// module of this crate.
function resolve(segments, fileOf, reexports, hops = 0) {
    let file = null;
    let depth = 0;
    for (let k = 0; k <= segments.length; k++) {
        const mod = segments.slice(0, k).join('::');
        if (fileOf.has(mod)) { file = fileOf.get(mod); depth = k; }
        else if (k > 0) break;
    }
    const via = file && reexports.get(file)?.get(segments[depth]);
    if (via && hops < 8) return resolve([...via, ...segments.slice(depth + 1)], fileOf, reexports, hops + 1) ?? file;
    return file;
}

/// The import graph of a crate given as a Map of relative path → text: { edges: Map file →
/// Map target → first path text }, files, problems }.
export function buildGraph(files, { binPrefix = null, libName = null } = {}) {
    const parsed = new Map([...files].map(([f, text]) => [f, readFile(text)]));
    const problems = [];
    if (!files.has('lib.rs')) return { edges: new Map(), files: [], problems: ['no lib.rs'] };
    const { fileOf, modOf, problems: treeProblems } = moduleTree(files, parsed);
    problems.push(...treeProblems);
    const macroFile = new Map();
    for (const [file, p] of parsed) for (const m of p.macros) macroFile.set(m, file);
    // First every path made absolute (a file's `use` of a module binds its name for later paths),
    // then each file's re-exports known, then every path resolved to a file through them.
    const absolutePaths = new Map();
    const reexports = new Map();
    for (const file of files.keys()) {
        const isBin = binPrefix && file.startsWith(binPrefix);
        if (!isBin && !modOf.has(file)) {
            problems.push(`${file}: not in the module tree (no mod declares it)`);
            continue;
        }
        const fileMod = isBin ? null : modOf.get(file);
        const { mods, uses } = parsed.get(file);
        const bound = new Map(); // "inline|name" → the absolute module path a `use` bound it to
        const modulePath = (inline) => [...(fileMod ? fileMod.split('::').filter(Boolean) : []), ...inline];
        const absolute = (path, inline) => {
            const [first, ...rest] = path;
            if (first === 'crate' || first === '$crate' || (isBin && first === libName)) return rest;
            if (first === 'self') return [...modulePath(inline), ...rest];
            if (first === 'super') {
                let base = modulePath(inline);
                let k = 0;
                while (path[k] === 'super') { base = base.slice(0, -1); k++; }
                return [...base, ...path.slice(k)];
            }
            const here = modulePath(inline);
            if (fileOf.has([...here, first].join('::')) || mods.some((m) => m.name === first && sameList(m.inline, inline))) {
                return [...here, ...path];
            }
            for (let d = inline.length; d >= 0; d--) {
                const key = `${inline.slice(0, d).join('::')}|${first}`;
                if (bound.has(key)) return [...bound.get(key), ...rest];
            }
            return null;
        };
        const resolved = [];
        const exported = new Map();
        for (const use of uses) {
            if (use.isMacro && (use.path[0] === 'crate' || use.path[0] === '$crate') && use.path.length === 2) {
                const target = macroFile.get(use.path[1]);
                resolved.push({ target, text: use.path.join('::') + '!' });
                continue;
            }
            const abs = absolute(use.path, use.inline);
            if (!abs) continue;
            const name = use.path.alias ?? use.path.at(-1);
            if (use.fromUse && !use.path.glob && fileOf.has(abs.join('::'))) bound.set(`${use.inline.join('::')}|${name}`, abs);
            if (use.exported && !use.path.glob && use.inline.length === 0) exported.set(name, abs);
            resolved.push({ abs, text: use.path.join('::') });
        }
        absolutePaths.set(file, resolved);
        reexports.set(file, exported);
    }
    const edges = new Map();
    for (const [file, resolved] of absolutePaths) {
        const out = new Map();
        edges.set(file, out);
        for (const { abs, target, text } of resolved) {
            const to = target ?? resolve(abs, fileOf, reexports);
            if (to && to !== file) addEdge(out, to, text);
        }
    }
    return { edges, files: [...edges.keys()].sort(), problems };
}

const sameList = (a, b) => a.length === b.length && a.every((x, k) => x === b[k]);
const addEdge = (out, target, text) => { if (!out.has(target)) out.set(target, text); };

/// The strongly connected components with more than one file (Tarjan, iterative).
export function cycles(edges) {
    let index = 0;
    const idx = new Map();
    const low = new Map();
    const stack = [];
    const onStack = new Set();
    const result = [];
    for (const root of [...edges.keys()].sort()) {
        if (idx.has(root)) continue;
        const work = [{ v: root, it: [...(edges.get(root) ?? new Map()).keys()].sort()[Symbol.iterator]() }];
        idx.set(root, index); low.set(root, index); index++; stack.push(root); onStack.add(root);
        while (work.length) {
            const frame = work.at(-1);
            const next = frame.it.next();
            if (!next.done) {
                const w = next.value;
                if (!idx.has(w)) {
                    idx.set(w, index); low.set(w, index); index++; stack.push(w); onStack.add(w);
                    work.push({ v: w, it: [...(edges.get(w) ?? new Map()).keys()].sort()[Symbol.iterator]() });
                } else if (onStack.has(w)) {
                    low.set(frame.v, Math.min(low.get(frame.v), idx.get(w)));
                }
                continue;
            }
            work.pop();
            if (work.length) low.set(work.at(-1).v, Math.min(low.get(work.at(-1).v), low.get(frame.v)));
            if (low.get(frame.v) === idx.get(frame.v)) {
                const component = [];
                let w;
                do { w = stack.pop(); onStack.delete(w); component.push(w); } while (w !== frame.v);
                if (component.length > 1) result.push(component.sort());
            }
        }
    }
    return result.sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

/// The layer of a file: { index, name, group } (group: the sub-folder of an isolated layer).
export function layerOf(file, layers) {
    for (let k = 0; k < layers.length; k++) {
        const prefix = layers[k].prefixes.find((p) => file === p || file.startsWith(p));
        if (prefix === undefined) continue;
        const rest = file.slice(prefix.length);
        // isolated 'folders': each folder under the prefix stands alone; 'prefixes': each prefix.
        const isolated = layers[k].isolated;
        const group = isolated === 'prefixes' ? prefix
            : isolated === 'folders' && rest.includes('/') ? prefix + rest.split('/')[0] : null;
        return { index: k, name: layers[k].name, group };
    }
    return null;
}

/// Checks one crate's files: { cycles: [[files]], upward: [text], unplaced: [files], problems }.
export function check(files, crate) {
    const graph = buildGraph(files, crate);
    const unplaced = graph.files.filter((f) => !layerOf(f, crate.layers));
    const upward = [];
    for (const [from, out] of graph.edges) {
        const a = layerOf(from, crate.layers);
        if (!a) continue;
        for (const [to, text] of out) {
            const b = layerOf(to, crate.layers);
            if (!b) continue;
            if (b.index > a.index) upward.push(`${from} (${a.name}) → ${to} (${b.name}): ${text}`);
            else if (a.group && b.group && a.group !== b.group && a.index === b.index) {
                upward.push(`${from} → ${to}: ${text} (${a.group} and ${b.group} are separate ${a.name})`);
            }
        }
    }
    const found = cycles(graph.edges).map((component) => {
        const inside = new Set(component);
        const lines = [];
        for (const from of component) {
            for (const [to, text] of graph.edges.get(from)) if (inside.has(to)) lines.push(`${from} → ${to}: ${text}`);
        }
        return { files: component, edges: lines };
    });
    // Cycles the declaration lists as known (not untangled yet) pass only as exactly those files.
    const known = (crate.knownCycles ?? []).map((c) => [...c].sort().join(' '));
    const seen = new Set(found.map((c) => c.files.join(' ')));
    const tolerated = found.filter((c) => known.includes(c.files.join(' ')));
    const gone = known.filter((k) => !seen.has(k)).map((k) => `a known cycle is gone (remove it from knownCycles): ${k}`);
    return {
        cycles: found.filter((c) => !known.includes(c.files.join(' '))),
        known: tolerated,
        upward: upward.sort(),
        unplaced,
        problems: [...graph.problems, ...gone],
        edges: graph.edges,
    };
}

/// A crate's files from disk, relative path → text.
export function readCrate(root, src) {
    const dir = join(root, src);
    return new Map(listRs(dir).map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
}

/// The report of one crate, and whether it fails.
export function report(result, crate) {
    const lines = [];
    const failing = result.cycles.length + result.upward.length + result.unplaced.length + result.problems.length > 0;
    const known = result.known?.length ? `, ${result.known.length} known cycle(s) not untangled yet` : '';
    lines.push(`${crate.name} (${crate.src}): ${result.cycles.length} cycle(s), ${result.upward.length} upward import(s), `
        + `${result.unplaced.length} file(s) in no layer${known}${crate.enforce ? '' : ' — reported, not enforced yet'}`);
    for (const c of result.cycles) {
        lines.push(`  cycle of ${c.files.length} files: ${c.files.join(', ')}`);
        for (const e of c.edges) lines.push(`    ${e}`);
    }
    for (const c of result.known ?? []) lines.push(`  known cycle of ${c.files.length} files (listed in knownCycles): ${c.files.join(', ')}`);
    for (const u of result.upward) lines.push(`  upward: ${u}`);
    for (const f of result.unplaced) lines.push(`  in no layer: ${f}`);
    for (const p of result.problems) lines.push(`  problem: ${p}`);
    return { text: lines.join('\n'), fails: crate.enforce && failing };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
    const root = join(dirname(fileURLToPath(import.meta.url)), '..');
    let fails = false;
    for (const crate of CRATES) {
        if (!existsSync(join(root, crate.src))) { console.log(`${crate.name}: no ${crate.src}`); fails = true; continue; }
        const r = report(check(readCrate(root, crate.src), crate), crate);
        console.log(r.text);
        fails ||= r.fails;
    }
    console.log(fails ? 'layers: FAILED' : 'layers: ok');
    process.exit(fails ? 1 : 0);
}
