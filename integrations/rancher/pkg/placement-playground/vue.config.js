// Rancher's build of an extension package (@rancher/shell pkg/vue.config.js), with one
// addition: `@placement-playground/engine` is the engine's npm package as the repository's
// scripts/build makes it (dist/pkg), never a copy kept here. Its one dependency,
// @fluent/bundle, resolves from the repository's node_modules (package.json names the
// version the package asks for), after the extension's own.
const fs = require('fs');
const path = require('path');
const rancher = require('./.shell/pkg/vue.config')(__dirname); // eslint-disable-line @typescript-eslint/no-var-requires

const REPOSITORY = path.resolve(__dirname, '../../../..');
const ENGINE = process.env.PLACEMENT_ENGINE_PKG || path.join(REPOSITORY, 'dist/pkg');

module.exports = {
  ...rancher,
  configureWebpack(config) {
    rancher.configureWebpack(config);
    if (!fs.existsSync(path.join(ENGINE, 'package.json'))) {
      throw new Error(`the engine package is not built: ${ ENGINE } has no package.json (run scripts/build at the repository's root first)`);
    }
    config.resolve.alias['@placement-playground/engine'] = ENGINE;
    config.resolve.modules = [...(config.resolve.modules ?? ['node_modules']), path.join(REPOSITORY, 'node_modules')];
  },
};
