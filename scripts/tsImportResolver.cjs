// @ts-check
// An import resolver (eslint-module-utils interface 2) for eslint-plugin-boundaries: it
// resolves a specifier as the TypeScript compiler does with tsconfig.json, so `@/…` (the
// `paths` alias) names the same file for the lint rule as for tsc, webpack and Jest.
const { isBuiltin } = require('node:module');
const path = require('node:path');
const ts = require('typescript');

const configPath = path.join(__dirname, '..', 'tsconfig.json');
const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
const cache = ts.createModuleResolutionCache(path.dirname(configPath), (name) => name, options);

exports.interfaceVersion = 2;

/** @type {(source: string, file: string) => { found: boolean; path?: string | null }} */
exports.resolve = (source, file) => {
  if (isBuiltin(source)) return { found: true, path: null };
  const { resolvedModule } = ts.resolveModuleName(source, file, options, ts.sys, cache);
  return resolvedModule ? { found: true, path: resolvedModule.resolvedFileName } : { found: false };
};
