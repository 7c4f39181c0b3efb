import type { Config } from 'jest';

const config: Config = {
  // Generous for a busy 2-core machine; a test that hangs still fails.
  testTimeout: 30_000,
  // Jest's default leaves one of this machine's two cores idle.
  maxWorkers: 2,
  projects: [
    {
      displayName: 'client',
      // jest-fixed-jsdom with a larger selector cache (see the file): several times faster.
      testEnvironment: '<rootDir>/src/testing/jsdomEnvironment.cjs',
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
      transform: {
        '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }],
        '^.+[\\/]node_modules[\\/].+\\.m?js$': '<rootDir>/scripts/jestEsmTransform.cjs',
      },
      // ESM-only packages that must be rewritten to CommonJS for Jest.
      transformIgnorePatterns: [
        '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|cookie|@ant-design/colors)/)',
      ],
      setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
      // MSW and its dependencies ship ESM under the "browser" condition; jsdom must not pick it.
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/*.test.ts'],
      // The server is ESM (server/package.json); Jest runs it natively (--experimental-vm-modules in the npm scripts).
      extensionsToTreatAsEsm: ['.ts'],
      transform: {
        '^.+\\.ts$': [
          'ts-jest',
          {
            useESM: true,
            diagnostics: false,
            tsconfig: {
              module: 'ESNext',
              target: 'ES2023',
              moduleResolution: 'bundler',
              esModuleInterop: true,
              isolatedModules: true,
            },
          },
        ],
      },
      globalSetup: '<rootDir>/server/test/globalSetup.mjs',
      globalTeardown: '<rootDir>/server/test/globalTeardown.mjs',
    },
  ],
};

export default config;
