// Jest runs CommonJS; a few test-only dependencies (MSW's `rettime`) ship ESM only.
// esbuild (already installed with tsx) rewrites just those files to CommonJS.
const { transformSync } = require('esbuild');

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, {
      loader: 'js',
      format: 'cjs',
      target: 'node20',
      sourcemap: true,
      sourcefile: filename,
    });
    return { code, map };
  },
};
