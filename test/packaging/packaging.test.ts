import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkPackage, readManifest, sourceEntries, TEMPLATE_FILES } from './checkPackage.js'

const packagesDir = join(__dirname, '..', '..', 'packages')
const packages = readdirSync(packagesDir)
  .filter((name) => existsSync(join(packagesDir, name, 'package.json')))
  .sort()

jest.setTimeout(120_000)

describe.each(packages)('packages/%s', (name) => {
  const dir = join(packagesDir, name)

  it('follows the packaging template: files, exports, sideEffects, tsconfig, dependencies, nothing test-only published', () => {
    expect(checkPackage(dir)).toEqual([])
  })

  it('exports what its snapshot lists, entry by entry (changes show up in review)', async () => {
    const exported: Record<string, string[]> = {}
    for (const { entry, source } of sourceEntries(readManifest(dir))) {
      const module = (await import(join(dir, source))) as Record<string, unknown>
      exported[entry] = Object.keys(module).sort()
    }
    expect(exported).toMatchSnapshot()
  })
})

/** A package folder in a temporary directory, written from `files` (path → text). */
function plantPackage(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'walletport-packaging-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

const goodTsconfig = JSON.stringify({
  extends: '../../tsconfig.base.json',
  compilerOptions: { rootDir: 'src', outDir: 'dist' },
  include: ['src'],
  exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/*.bench.ts'],
})

function manifest(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    name: '@walletport/planted',
    version: '0.0.0',
    type: 'module',
    sideEffects: false,
    exports: {
      '.': {
        '@walletport/source': './src/index.ts',
        types: './dist/index.d.ts',
        import: './dist/index.js',
        default: './dist/index.js',
      },
      './package.json': './package.json',
    },
    main: './dist/index.js',
    types: './dist/index.d.ts',
    files: TEMPLATE_FILES,
    dependencies: { 'left-pad': '^1.0.0' },
    ...overrides,
  })
}

describe('the packaging check fails on a planted violation', () => {
  const planted: string[] = []
  afterAll(() => {
    for (const dir of planted) rmSync(dir, { recursive: true, force: true })
  })
  const plant = (files: Record<string, string>) => {
    const dir = plantPackage(files)
    planted.push(dir)
    return dir
  }

  it('passes a package that follows the template', () => {
    const dir = plant({
      'package.json': manifest(),
      'tsconfig.build.json': goodTsconfig,
      'src/index.ts':
        "import leftPad from 'left-pad'\nexport const pad = (text: string) => leftPad(text, 4)\n",
      'src/index.test.ts': "it('pads', () => {})\n",
    })
    expect(checkPackage(dir)).toEqual([])
  })

  it('names each violation: a published fixture and test, a load-time call, an unused and an undeclared dependency, a drifted template', () => {
    const dir = plant({
      'package.json': manifest({ files: ['dist', 'src'], sideEffects: true }),
      'tsconfig.build.json': JSON.stringify({ extends: '../../tsconfig.base.json', include: ['src'] }),
      'src/index.ts':
        "import { initEccLib } from 'ecpair'\nimport './polyfill.js'\ninitEccLib({})\nexport const ready = true\n",
      'src/polyfill.ts': 'globalThis.x = 1\n',
      'src/index.test.ts': "it('loads', () => {})\n",
      'src/__snapshots__/index.test.ts.snap': '// Jest Snapshot v1\n',
      'src/testing/startFixture.ts':
        "import { startDevnet } from '@walletport/devnet'\nexport const start = startDevnet\n",
    })
    const problems = checkPackage(dir)
    expect(problems).toEqual(
      expect.arrayContaining([
        `files: expected ${JSON.stringify(TEMPLATE_FILES)}, received ["dist","src"]`,
        'sideEffects: expected false (or only CSS files), received true',
        expect.stringMatching(/^tsconfig\.build\.json: expected .*, received .*/),
        'published src/index.test.ts: expected no test or bench file in the package',
        'published src/__snapshots__/index.test.ts.snap: expected no test snapshot in the package',
        'published src/testing/startFixture.ts: expected no testing folder unless the package exports it (./testing)',
        'src/index.ts imports ecpair: expected it among dependencies or peerDependencies, received none',
        'src/testing/startFixture.ts imports @walletport/devnet: expected it among dependencies or peerDependencies, received none',
        expect.stringMatching(
          /^left-pad is a dependency: expected a shipped file to import it, received none/,
        ),
      ]),
    )
  })

  it('finds module-level side effects where sideEffects is false', () => {
    const dir = plant({
      'package.json': manifest({ dependencies: { ecpair: '^3.0.0' } }),
      'tsconfig.build.json': goodTsconfig,
      'src/index.ts':
        "import * as ecc from 'ecpair'\nimport './polyfill.js'\necc.initEccLib({})\nexport const ready = true\n",
      'src/polyfill.ts': 'if (!globalThis.x) globalThis.x = 1\n',
    })
    expect(checkPackage(dir)).toEqual([
      'src/index.ts:2: expected no import for its side effects alone ("sideEffects": false), received import \'./polyfill.js\'',
      'src/index.ts:3: expected only declarations at module level ("sideEffects": false), received ecc.initEccLib({})',
      'src/polyfill.ts:1: expected only declarations at module level ("sideEffects": false), received if (!globalThis.x) globalThis.x = 1',
    ])
  })
})
