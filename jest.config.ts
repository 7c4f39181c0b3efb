import type { Config } from 'jest';

// antd's CommonJS barrel (what `import { X } from 'antd'` loads in Jest).
const LAZY_BARRELS = '[\\/]node_modules[\\/]antd[\\/]lib[\\/]index\\.js$';

/** The `@/` import alias of tsconfig.json and webpack.config.ts. */
const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  // rc-portal's Escape stack, as the build replaces it (webpack.config.ts).
  '^\\./useEscKeyDown$': '<rootDir>/src/app/build/escapeLayers.ts',
};

const config: Config = {
  // Generous for a busy 2-core machine; a test that hangs still fails.
  testTimeout: 30_000,
  // Jest's default leaves one of this machine's two cores idle.
  maxWorkers: 2,
  projects: [
    {
      displayName: 'client',
      moduleNameMapper,
      // jest-fixed-jsdom with a larger selector cache (see the file): several times faster.
      testEnvironment: '<rootDir>/src/testing/jsdomEnvironment.cjs',
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
      transform: {
        '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }],
        // antd's barrel loads each component on first use (see the file).
        [LAZY_BARRELS]: '<rootDir>/src/testing/lazyBarrelTransform.cjs',
        '^.+[\\/]node_modules[\\/].+\\.m?js$': '<rootDir>/scripts/jestEsmTransform.cjs',
      },
      // ESM-only packages that must be rewritten to CommonJS for Jest, and antd's barrel.
      transformIgnorePatterns: [
        '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|cookie|@ant-design/colors)/|antd/lib/index\\.js$)',
      ],
      setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
      // MSW and its dependencies ship ESM under the "browser" condition; jsdom must not pick it.
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    {
      displayName: 'server',
      moduleNameMapper,
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
