// @ts-check
const js = require('@eslint/js');
const globals = require('globals');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const { defineConfig, globalIgnores } = require('eslint/config');

const boundaries = require('eslint-plugin-boundaries');

/**
 * The client's layers, from the top: app → features → components → api → lib. A layer
 * imports the layers below it, never one above. `lib` is the base every layer may use;
 * `lib/domain` is its pure part, which the server imports too.
 */
const layers = [
  { type: 'domain', pattern: 'src/lib/domain', partialMatch: false },
  { type: 'testing', pattern: 'src/testing', partialMatch: false },
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', partialMatch: false, capture: ['feature'] },
  { type: 'components', pattern: 'src/components', partialMatch: false },
  { type: 'api', pattern: 'src/api', partialMatch: false },
  { type: 'lib', pattern: 'src/lib', partialMatch: false },
];
const below = {
  app: ['feature', 'components', 'api', 'lib', 'domain'],
  feature: ['components', 'api', 'lib', 'domain'],
  components: ['api', 'lib', 'domain'],
  api: ['lib', 'domain'],
  lib: ['domain'],
  domain: [],
};

const fileKinds = [
  // Tests and the fixtures only tests use: they, and src/testing, may import anything, and
  // nothing else may import them.
  {
    category: 'test',
    pattern: [
      'src/**/*.test.{ts,tsx}',
      'src/**/{testData,*TestData,*TestApi,*TestSteps,*Fixture,mock*}.{ts,tsx}',
    ],
    partialMatch: false,
  },
  // The store's typed hooks and the app's constants, which every layer reads (the hooks
  // import only the store's types; the theme, only antd's types: a dialog renders its
  // components under it ahead of time, see imageRequestDialog/warmUpStyles.tsx).
  { category: 'shared', pattern: 'src/app/{hooks,config,theme}.ts', partialMatch: false },
  // The entry point mounts the app.
  { category: 'entry', pattern: 'src/main.tsx', partialMatch: false },
];

/**
 * A feature does not import another feature: what two share moves down a layer. Two kinds
 * of exception: `auth` holds the session (token, user, permission flags) every screen reads;
 * and a feature may publish what another feature needs through its `index.ts` (requests:
 * the Add Image Request dialog, which Software Validations opens; userProfile: the profile
 * form, with which User Management invites and edits users; notifications: the bell, the
 * Follow button of a request's details and the preferences on User Profile; sessions: the
 * session list on User Profile and User Management's ending of a user's sessions).
 */
const sessionFeatures = ['auth'];
const publishingFeatures = ['requests', 'userProfile', 'notifications', 'sessions'];

/** `lib/domain` runs in the server too: no React, antd, browser state or DOM. */
const uiPackages = ['react', 'react-*', 'antd', '@ant-design/*', '@reduxjs/*', 'redux-persist'];
const browserOnlyGlobals = Object.keys(globals.browser).filter(
  (name) => !(name in globals.node) && !(name in globals.builtin),
);

const layerRules = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    // The patterns are relative to the repository, wherever ESLint is started from.
    'boundaries/root-path': __dirname,
    'boundaries/elements': layers,
    'boundaries/files': fileKinds,
    // Resolves `@/…` through tsconfig.json's paths, as tsc does.
    'import/resolver': { './scripts/tsImportResolver.cjs': {} },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        checkAllOrigins: true,
        policies: [
          { allow: { to: { module: { origin: ['external', 'core'] } } } },
          {
            disallow: { to: { module: { source: uiPackages } } },
            from: { element: { type: 'domain' } },
            message: 'src/lib/domain is shared with the server: no React, antd or browser state.',
          },
          ...Object.entries(below).map(([type, allowed]) => ({
            from: { element: { type } },
            allow: { to: { element: { types: allowed } } },
          })),
          {
            from: { element: { type: 'feature' } },
            allow: [
              { to: { element: { type: 'feature', captured: { feature: sessionFeatures } } } },
              {
                to: {
                  element: { type: 'feature', captured: { feature: publishingFeatures } },
                  file: { path: 'src/features/*/index.ts' },
                },
              },
            ],
          },
          { allow: { to: { file: { categories: 'shared' } } } },
          { from: { file: { categories: 'entry' } }, allow: { to: { element: { type: 'app' } } } },
          { from: { element: { type: 'testing' } }, allow: { to: { element: { type: '*' } } } },
          { from: { file: { categories: 'test' } }, allow: { to: { element: { type: '*' } } } },
        ],
      },
    ],
  },
};

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
  layerRules,
  {
    files: ['src/lib/domain/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', ...browserOnlyGlobals] },
  },
  {
    // One icon per meaning, from the mdi set (product spec section 9): icons are chosen in
    // src/components/icon/icons.ts and drawn by MdiIcon, nowhere else. And one way to ask
    // before a destructive call, which a keyboard user can answer, and one number field, which
    // keeps what was typed (docs/architecture.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/icon/icons.ts', 'src/components/icon/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mdi/js',
              message: 'Take the icon for its meaning from src/components/icon/icons.ts.',
            },
            {
              name: 'antd',
              importNames: ['Popconfirm'],
              message:
                'Ask with ConfirmButton (src/components/dialog/ConfirmButton.tsx): Tab skips a Popconfirm.',
            },
            {
              name: 'antd',
              importNames: ['InputNumber'],
              message:
                'Use NumberInput (src/components/numberInput): InputNumber changes what was typed.',
            },
          ],
          patterns: [
            {
              group: ['@ant-design/icons', '@ant-design/icons/*', '@mdi/react'],
              message: 'Icons are mdi paths drawn by src/components/icon/MdiIcon.tsx.',
            },
          ],
        },
      ],
    },
  },
);
