#!/usr/bin/env bash
# Builds the Rancher UI extension with Rancher's own tooling, on the Node 24 and yarn 1 that
# scripts/setup.sh installs into target/node24 (Node 20 stays the project's Node):
#   1. yarn install, only when yarn.lock, package.json or .yarnrc changed since the last install
#      (node_modules is ~540 MB and a minute to install; the key is kept in node_modules)
#   2. yarn build-pkg placement-playground [true]  → dist-pkg/placement-playground-<version>/
#      (the UMD, its chunks and the engine's wasm modules; with `true` also the .tar.gz)
# The engine package must be built first (scripts/build → dist/pkg): the extension takes it
# from there. Usage: integrations/rancher/build.sh [--tarball | --install-only]
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
source "$HERE/../../scripts/setup.sh"
ensure_node24
export PATH="$NODE24_BIN:$PATH"
cd "$HERE"

key="$(cat yarn.lock package.json .yarnrc | sha256sum | cut -c1-32) $(node --version) $(yarn --version)"
stamp=node_modules/.placement-install-key
if [ "$(cat "$stamp" 2>/dev/null)" != "$key" ]; then
    step "yarn install (Rancher extension; yarn.lock changed or no node_modules)"
    # --frozen-lockfile (.yarnrc): the lock file is the truth; a change to package.json
    # without one to yarn.lock fails here rather than installing something else.
    yarn install --non-interactive --silent --no-progress
    echo "$key" >"$stamp"
else
    echo "Rancher extension: node_modules up to date with yarn.lock (install skipped)"
fi
# --install-only: scripts/test installs in the background while the native tests compile.
[ "${1:-}" = --install-only ] && exit 0

# The package's generated files, written before every build (ignored by git, never edited):
# Rancher's babel config for the package, and the components whose sources are src/components/
# (the package's components/points.js imports them as its neighbours).
assemble_pkg() {
    local pkg=pkg/placement-playground source
    echo "module.exports = require('./.shell/pkg/babel.config.js');" >"$pkg/babel.config.js.new"
    cmp -s "$pkg/babel.config.js.new" "$pkg/babel.config.js" && rm "$pkg/babel.config.js.new" ||
        mv "$pkg/babel.config.js.new" "$pkg/babel.config.js"
    for source in src/components/*; do
        cmp -s "$source" "$pkg/components/$(basename "$source")" || cp "$source" "$pkg/components/"
    done
}
assemble_pkg

# PLACEMENT_ENGINE_PKG: another build of the package (vue.config.js reads it too).
if [ ! -f "${PLACEMENT_ENGINE_PKG:-$ROOT/dist/pkg}/package.json" ]; then
    echo "the engine package is not built: run scripts/build first (it makes dist/pkg)" >&2
    exit 1
fi

# The build is not made again from the same inputs: the extension's sources, the engine
# package it takes, the installed tooling and the flag.
engine="${PLACEMENT_ENGINE_PKG:-$ROOT/dist/pkg}"
built="$( { echo "$key ${1:-}"; find pkg "$engine" -type f ! -path '*/.shell/*' -print0 | LC_ALL=C sort -z | xargs -0 sha256sum; } | sha256sum | cut -c1-32)"
version="$(node -p "require('./pkg/placement-playground/package.json').version")"
out="dist-pkg/placement-playground-$version"
if [ "$(cat "$out/.placement-build-key" 2>/dev/null)" = "$built" ]; then
    echo "Rancher extension: $out built from these sources already (build skipped)"
    exit 0
fi
step "yarn build-pkg placement-playground (Rancher's extension build)"
yarn --silent build-pkg placement-playground ${1:+true}
echo "$built" >"$out/.placement-build-key"
