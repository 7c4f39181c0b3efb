/* global require, module, __filename */ // Node code (a Jest transform), not client code.
// Jest transform for the barrel file the client tests load through `import { X } from 'antd'`:
// antd/lib/index.js (78 components). (It also served @ant-design/icons' barrel, 848 icons,
// until the app's icons became mdi paths, src/components/icon.) Webpack keeps only what the
// app uses; Jest, with a fresh module registry per test file, loaded every component and every
// icon for each file (about a second of each client test file's time). Here each `var _x = _interopRequireDefault(require("./x"));` of the barrel
// loads its module on first use instead: the exports are the same getters, returning the
// same module objects (Jest's registry caches them), so only when a module loads changes.
const crypto = require('node:crypto');
const fs = require('node:fs');

const EAGER = /^var (_\w+) = _interopRequireDefault\(require\(("\.\/[^"]+")\)\);$/gm;
const RELATIVE_REQUIRE = /require\("\.\//g;
const LAZY_MODULE = `function __lazyModule(load) {
  var loaded;
  return new Proxy({}, {
    get: function (_target, key) {
      if (loaded === undefined) loaded = load();
      return loaded[key];
    }
  });
}
`;
const ownSource = fs.readFileSync(__filename, 'utf8');

module.exports = {
  process(source, filename) {
    const eager = source.match(EAGER) ?? [];
    const relative = source.match(RELATIVE_REQUIRE) ?? [];
    // Fails loudly when a new version of the barrel no longer has this shape.
    if (eager.length < 50 || eager.length !== relative.length)
      throw new Error(
        `${filename}: ${eager.length} of its ${relative.length} relative requires have the shape ` +
          'src/testing/lazyBarrelTransform.cjs rewrites; check the file, then update the transform.',
      );
    const code = source.replace(
      EAGER,
      (_line, name, path) =>
        `var ${name} = __lazyModule(function () { return _interopRequireDefault(require(${path})); });`,
    );
    return { code: `${code}\n${LAZY_MODULE}` };
  },
  getCacheKey(source, filename) {
    return crypto
      .createHash('sha256')
      .update(ownSource)
      .update(filename)
      .update(source)
      .digest('hex');
  },
};
