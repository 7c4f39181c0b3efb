// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const globals = require('globals');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const { defineConfig, globalIgnores } = require('eslint/config');

const featuresDir = path.join(__dirname, 'src', 'features');
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/**
 * `auth` holds the session (token, user, permission flags) that every screen reads, so it
 * is the one feature others may import.
 */
const sharedFeatures = ['auth'];

/**
 * A feature must not import another feature: what two features share moves down into
 * src/components or src/lib. Relative specifiers are matched per folder depth because
 * `no-restricted-imports` sees the specifier, not the resolved path.
 */
function featureBoundaries(feature) {
  const maxDepth = 4;
  const allowed = `(${[feature, ...sharedFeatures].join('|')})`;
  return Array.from({ length: maxDepth }, (_, depth) => {
    const up = '(\\.\\./)'.concat(`{${depth + 1}}`);
    const upToSrc = '(\\.\\./)'.concat(`{${depth + 2}}`);
    const nested = depth === 0 ? '' : '*/'.repeat(depth);
    return {
      files: [`src/features/${feature}/${nested}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^${up}(?!\\.\\./|${allowed}(/|$))[^/]+`,
                message:
                  'A feature may not import another feature; move shared code to src/components or src/lib.',
              },
              {
                regex: `^${upToSrc}features/(?!${allowed}(/|$))`,
                message:
                  'A feature may not import another feature; move shared code to src/components or src/lib.',
              },
            ],
          },
        ],
      },
    };
  });
}

module.exports = defineConfig(
  globalIgnores([
    'dist',
    'node_modules',
    'coverage',
    'src/api/generated',
    'server/generated',
    'playwright-report',
    'test-results',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{js,cjs,mjs,ts}'],
    ignores: ['src/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  ...features.flatMap(featureBoundaries),
);
