import { join } from 'node:path'
import type { Config } from 'jest'

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
] as const

/**
 * PGlite's CommonJS build loads Node built-ins with import(), which jest's VM refuses without
 * --experimental-vm-modules; swc turns those into require().
 */
const swcCommonJs = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
] as const

/** ESM-only packages in node_modules that swc turns into CommonJS for jest (oidc-provider 8 with its got and quick-lru). */
const esmOnlyPackages = [
  '@noble',
  '@scure',
  'jose',
  '@electric-sql',
  'oidc-provider',
  'got',
  '@sindresorhus/is',
  '@szmarczak/http-timer',
  'cacheable-lookup',
  'cacheable-request',
  'form-data-encoder',
  'lowercase-keys',
  'mimic-response',
  'nanoid',
  'normalize-url',
  'p-cancelable',
  'quick-lru',
  'responselike',
  'openid-client',
  'oauth4webapi',
  'arctic',
  '@oslojs',
]
const transformEsmOnly = (more: readonly string[] = []) => [
  `/node_modules/(?!(${[...esmOnlyPackages, ...more].join('|')})/)`,
]

const workspaceModules = {
  '^@walletport/([^/]+)/([^/]+)$': '<rootDir>/../$1/src/$2/index.ts',
  '^@walletport/([^/]+)$': '<rootDir>/../$1/src/index.ts',
  '^(\\.{1,2}/.*)\\.js$': '$1',
}

function project(
  name: string,
  environment: 'node' | 'jsdom' = 'node',
  setupFilesAfterEnv: string[] = [],
): Config {
  return {
    displayName: name,
    rootDir: join(__dirname, 'packages', name),
    testEnvironment: environment,
    testEnvironmentOptions:
      environment === 'jsdom' ? { customExportConditions: ['node', 'node-addons'] } : {},
    setupFiles: ['<rootDir>/../../jest.setup.ts'],
    // After the framework: testing-library registers its afterEach cleanup when first imported.
    setupFilesAfterEnv,
    transform: {
      '^.+\\.(t|j)sx?$': swc as unknown as [string, Record<string, unknown>],
      '^.+\\.cjs$': swcCommonJs as unknown as [string, Record<string, unknown>],
    },
    transformIgnorePatterns: transformEsmOnly(),
    moduleNameMapper: workspaceModules,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
  }
}

/**
 * The playground app: its unit tests ('playground'), and the end-to-end tests ('e2e': the built playground in
 * Debian's chromium against a devnet on free ports).
 */
function appProject(name: 'playground' | 'e2e'): Config {
  return {
    displayName: name,
    rootDir: join(__dirname, 'apps', 'playground'),
    testEnvironment: 'node',
    transform: {
      '^.+\\.(t|j)sx?$': swc as unknown as [string, Record<string, unknown>],
      // The e2e session starts a name server on PGlite (see swcCommonJs).
      '^.+\\.cjs$': swcCommonJs as unknown as [string, Record<string, unknown>],
    },
    transformIgnorePatterns: transformEsmOnly(),
    moduleNameMapper: {
      '^@walletport/([^/]+)/([^/]+)$': '<rootDir>/../../packages/$1/src/$2/index.ts',
      '^@walletport/([^/]+)$': '<rootDir>/../../packages/$1/src/index.ts',
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    ...(name === 'playground'
      ? { testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] }
      : {
          testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
          globalSetup: '<rootDir>/e2e/globalSetup.ts',
          globalTeardown: '<rootDir>/e2e/globalTeardown.ts',
        }),
  }
}

/** Issue 23's size budget: builds the bench's minimal apps (bench/budget) and checks their first chunk's bytes. */
const sizeBudget: Config = {
  displayName: 'size-budget',
  rootDir: join(__dirname, 'bench', 'budget'),
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc as unknown as [string, Record<string, unknown>] },
  testMatch: ['<rootDir>/**/*.test.ts'],
}

/**
 * Issue 30: the publishable packages as npm delivers them (npm pack, after the build), installed from their tarballs
 * into throwaway apps outside the repository (the README's Example, EVM-only, every chain, Next.js) and built.
 */
const outsideApps: Config = {
  displayName: 'outside-apps',
  rootDir: join(__dirname, 'test', 'outside-apps'),
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc as unknown as [string, Record<string, unknown>] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/**/*.outside.ts'],
  globalSetup: '<rootDir>/globalSetup.ts',
  globalTeardown: '<rootDir>/globalTeardown.ts',
}

/**
 * Tests of the repository as a whole (test/ at the root): the packaging template every package follows, its
 * export lists, and that nothing test-only is published.
 */
function repoProject(): Config {
  return {
    displayName: 'repo',
    rootDir: __dirname,
    testEnvironment: 'node',
    setupFiles: ['<rootDir>/jest.setup.ts'],
    transform: {
      '^.+\\.(t|j)sx?$': swc as unknown as [string, Record<string, unknown>],
      '^.+\\.cjs$': swcCommonJs as unknown as [string, Record<string, unknown>],
    },
    transformIgnorePatterns: transformEsmOnly(['@wagmi', 'zustand', 'mipd']),
    moduleNameMapper: {
      '^@walletport/([^/]+)/([^/]+)$': '<rootDir>/packages/$1/src/$2/index.ts',
      '^@walletport/([^/]+)$': '<rootDir>/packages/$1/src/index.ts',
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    testMatch: ['<rootDir>/test/**/*.test.ts'],
  }
}

const config: Config = {
  // A guard against hangs, not a speed goal: tests against local nodes, servers and a browser take seconds on a loaded
  // 2-core machine. jest-circus reads only this global value; a project's own testTimeout is ignored.
  testTimeout: 30_000,
  // Two workers on the two cores: with one, a suite waiting on a browser or a node left the second core idle
  // (1,529 s of CPU in 1,618 s of wall time); the whole suite passed with two under a load of 5–11.
  maxWorkers: 2,
  // A session a timed-out beforeAll finishes starting afterwards (nodes, a browser) must not keep the run open for good.
  forceExit: true,
  projects: [
    project('core'),
    project('adapter-evm'),
    project('adapter-solana'),
    project('adapter-polkadot'),
    project('adapter-bitcoin'),
    project('adapter-cosmos'),
    project('ui-react', 'jsdom', ['<rootDir>/test/configureTestingLibrary.ts']),
    project('devnet'),
    project('walletconnect'),
    project('embedded-server'),
    project('paymaster'),
    project('embedded', 'jsdom'),
    project('embedded-frame'),
    {
      ...project('wagmi'),
      // wagmi's core ships ES modules only.
      transformIgnorePatterns: transformEsmOnly(['@wagmi', 'zustand', 'mipd']),
    },
    repoProject(),
    appProject('playground'),
    appProject('e2e'),
    sizeBudget,
    outsideApps,
  ],
}

export default config
