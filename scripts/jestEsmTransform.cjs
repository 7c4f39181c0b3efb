// Jest runs CommonJS; a few test-only dependencies (MSW's `rettime`) ship ESM only.
// esbuild (already installed with tsx) rewrites just those files to CommonJS.
// Where Jest loads a file as ESM itself (Node ≥ 24.9 with --experimental-vm-modules, as
// `npm test` runs: Jest then require()s ESM natively), it must stay ESM: CommonJS
// output would export nothing and every `import { Emitter } from 'rettime'` would fail.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { transformSync, version } = require('esbuild');

// Jest's default cache key leaves out the transformer's own code: a changed rule here would
// keep serving the old output from the cache.
const self = readFileSync(__filename);

module.exports = {
  process(source, filename, { supportsStaticESM }) {
    if (supportsStaticESM) return { code: source };
    const { code, map } = transformSync(source, {
      loader: 'js',
      format: 'cjs',
      target: 'node20',
      sourcemap: true,
      sourcefile: filename,
    });
    return { code, map };
  },
  getCacheKey(source, filename, { supportsStaticESM }) {
    return createHash('sha1')
      .update(self)
      .update(version)
      .update(String(supportsStaticESM))
      .update(filename)
      .update(source)
      .digest('hex');
  },
};
