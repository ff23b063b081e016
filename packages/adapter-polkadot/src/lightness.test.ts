import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The package's own source files (tests and test helpers left out). */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /(?<!\.test)\.ts$/.test(name) ? [path] : []
  })
}

const files = sourceFiles(__dirname).map((path) => ({ path, text: readFileSync(path, 'utf8') }))

/** Modules that re-export a @polkadot package and are only ever loaded with import() (see crypto/utilCrypto.ts). */
const LAZY_ONLY = [join('crypto', 'utilCrypto.ts')]
const isLazyOnly = (path: string) => LAZY_ONLY.some((lazy) => path.endsWith(lazy))

describe('@walletport/adapter-polkadot stays light until a Polkadot chain is used', () => {
  it('imports no @polkadot package statically (types only) outside the modules loaded with import()', () => {
    const eager = files.filter(
      ({ path, text }) => !isLazyOnly(path) && /^(import|export) (?!type )[^']*from '@polkadot\//m.test(text),
    )
    expect(eager.map(({ path }) => path)).toEqual([])
  })

  it('reaches those modules only through import()', () => {
    const staticImporters = files.filter(({ text }) =>
      /^(import|export) (?!type )[^']*from '[^']*utilCrypto\.js'/m.test(text),
    )
    expect(staticImporters.map(({ path }) => path)).toEqual([])
  })

  it('loads @polkadot/api with import() on the first chain query, and util-crypto when verifying', () => {
    expect(files.some(({ text }) => text.includes("import('@polkadot/api')"))).toBe(true)
    expect(files.some(({ text }) => text.includes("await import('../crypto/utilCrypto.js')"))).toBe(true)
    const utilCrypto = files.find(({ path }) => isLazyOnly(path))
    expect(utilCrypto?.text).toMatch(/^export \{[^}]*signatureVerify[^}]*\} from '@polkadot\/util-crypto'$/m)
  })
})
