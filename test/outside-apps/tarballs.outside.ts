import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  checkDocumentLinks,
  checkLicenseAndRepository,
  checkNoTestFiles,
  checkPublicTypings,
  packedFiles,
  readPackedManifest,
} from './checkTarball.js'
import { packedTarballs } from './packedTarballs.js'
import { publishablePackages } from './packTarballs.js'

let unpackedDir: string
const unpacked = (name: string) => join(unpackedDir, name.replace('/', '+'), 'package')

beforeAll(() => {
  unpackedDir = mkdtempSync(join(tmpdir(), 'walletport-unpacked-'))
  for (const [name, tarball] of Object.entries(packedTarballs())) {
    const dir = join(unpackedDir, name.replace('/', '+'))
    mkdirSync(dir)
    execFileSync('tar', ['-xzf', tarball, '-C', dir])
  }
}, 120_000)

afterAll(() => {
  if (unpackedDir) rmSync(unpackedDir, { recursive: true, force: true })
})

describe.each(publishablePackages().map(({ name }) => name))('%s as npm pack delivers it', (name) => {
  it('ships a LICENSE file and names its repository', () => {
    const dir = unpacked(name)
    expect(checkLicenseAndRepository(packedFiles(dir), readPackedManifest(dir))).toEqual([])
  })

  it('ships no test, snapshot or bench file', () => {
    expect(checkNoTestFiles(packedFiles(unpacked(name)))).toEqual([])
  })

  it('links from its documents only to files it ships', () => {
    const dir = unpacked(name)
    expect(checkDocumentLinks(dir, packedFiles(dir))).toEqual([])
  })

  it("the main entry's typings import no optional peer (an app without it type-checks under skipLibCheck: false)", () => {
    const dir = unpacked(name)
    expect(checkPublicTypings(dir, readPackedManifest(dir))).toEqual([])
  })
})

describe('the tarball checks fail on a planted violation', () => {
  let planted: string
  beforeAll(() => {
    planted = mkdtempSync(join(tmpdir(), 'walletport-planted-tarball-'))
    const files: Record<string, string> = {
      'package.json': JSON.stringify({
        name: '@walletport/planted',
        exports: {
          '.': { types: './dist/index.d.ts', import: './dist/index.js' },
          './cosmos': { types: './dist/cosmos/index.d.ts', import: './dist/cosmos/index.js' },
        },
        dependencies: { mitt: '^3.0.1' },
        peerDependencies: { '@cosmjs/stargate': '^0.39.0' },
        peerDependenciesMeta: { '@cosmjs/stargate': { optional: true } },
      }),
      'README.md':
        '# planted\n[guide](docs/guide.md) [sibling](../embedded-server) [test](src/a.test.ts) [web](https://example.org) [here](#install) [src](src)\n`[code](not/a/link.md)` see `src/a.test.ts` and `src/index.ts`\n',
      'dist/index.d.ts': "export type { Client } from './client.js'\nexport type { Emitter } from 'mitt'\n",
      'dist/client.d.ts':
        "import type { StargateClient } from '@cosmjs/stargate'\nexport type Client = StargateClient\n",
      'dist/index.js': 'export {}\n',
      'dist/cosmos/index.d.ts': "export type { Client } from '../client.js'\n",
      'src/index.ts': 'export {}\n',
      'src/__snapshots__/index.test.ts.snap': '',
      'dist/index.test.js': '',
    }
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(planted, path, '..'), { recursive: true })
      writeFileSync(join(planted, path), text)
    }
  })
  afterAll(() => rmSync(planted, { recursive: true, force: true }))

  it('names a missing LICENSE and repository field', () => {
    expect(checkLicenseAndRepository(packedFiles(planted), readPackedManifest(planted))).toEqual([
      expect.stringMatching(/^expected a LICENSE file at the package's top/),
      'package.json: expected a repository field with a url, received undefined',
    ])
  })

  it('names a shipped snapshot and test file', () => {
    expect(checkNoTestFiles(packedFiles(planted))).toEqual([
      'shipped dist/index.test.js: expected no test, snapshot or bench file in the tarball',
      'shipped src/__snapshots__/index.test.ts.snap: expected no test, snapshot or bench file in the tarball',
    ])
  })

  it('names each relative link or code-span path to a file not shipped, and none other', () => {
    expect(checkDocumentLinks(planted, packedFiles(planted))).toEqual([
      'README.md links docs/guide.md: expected a file the tarball ships (or an absolute link to the repository), received none (docs/guide.md)',
      'README.md links ../embedded-server: expected a file the tarball ships (or an absolute link to the repository), received none (../embedded-server)',
      'README.md links src/a.test.ts: expected a file the tarball ships (or an absolute link to the repository), received none (src/a.test.ts)',
      'README.md points at src/a.test.ts: expected a file the tarball ships (or an absolute link to the repository), received none (src/a.test.ts)',
    ])
  })

  it("names the optional peer the main entry's .d.ts imports, with the import chain (a sub-entry for it may)", () => {
    expect(checkPublicTypings(planted, readPackedManifest(planted))).toEqual([
      "dist/index.d.ts → dist/client.d.ts imports @cosmjs/stargate: expected the main entry's typings to import no optional peer dependency, received @cosmjs/stargate (an app without it fails tsc under skipLibCheck: false)",
    ])
  })
})
