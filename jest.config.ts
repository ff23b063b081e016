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

const workspaceModules = {
  '^@walletport/([^/]+)/([^/]+)$': '<rootDir>/../$1/src/$2/index.ts',
  '^@walletport/([^/]+)$': '<rootDir>/../$1/src/index.ts',
  '^(\\.{1,2}/.*)\\.js$': '$1',
}

function project(name: string, environment: 'node' | 'jsdom' = 'node'): Config {
  return {
    displayName: name,
    rootDir: join(__dirname, 'packages', name),
    testEnvironment: environment,
    testEnvironmentOptions:
      environment === 'jsdom' ? { customExportConditions: ['node', 'node-addons'] } : {},
    setupFiles: ['<rootDir>/../../jest.setup.ts'],
    transform: { '^.+\\.(t|j)sx?$': swc as unknown as [string, Record<string, unknown>] },
    transformIgnorePatterns: ['/node_modules/(?!(@noble|@scure)/)'],
    moduleNameMapper: workspaceModules,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  }
}

/** End-to-end tests: the built playground in Debian's chromium against a devnet on free ports. */
function e2eProject(): Config {
  return {
    displayName: 'e2e',
    rootDir: join(__dirname, 'apps', 'playground'),
    testEnvironment: 'node',
    transform: { '^.+\\.(t|j)sx?$': swc as unknown as [string, Record<string, unknown>] },
    transformIgnorePatterns: ['/node_modules/(?!(@noble|@scure)/)'],
    moduleNameMapper: {
      '^@walletport/([^/]+)/([^/]+)$': '<rootDir>/../../packages/$1/src/$2/index.ts',
      '^@walletport/([^/]+)$': '<rootDir>/../../packages/$1/src/index.ts',
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
    globalSetup: '<rootDir>/e2e/globalSetup.ts',
    globalTeardown: '<rootDir>/e2e/globalTeardown.ts',
    testTimeout: 60_000,
  }
}

const config: Config = {
  projects: [
    project('core'),
    project('adapter-evm'),
    project('adapter-solana'),
    project('adapter-polkadot'),
    project('adapter-bitcoin'),
    project('adapter-cosmos'),
    project('ui-react', 'jsdom'),
    project('devnet'),
    e2eProject(),
  ],
}

export default config
