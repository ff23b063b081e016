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

describe('@walletport/adapter-polkadot stays light until a Polkadot chain is used', () => {
  it('imports no @polkadot package statically (types only): addresses use its own SS58 codec', () => {
    const eager = files.filter(({ text }) => /^import (?!type )[^']*from '@polkadot\//m.test(text))
    expect(eager.map(({ path }) => path)).toEqual([])
  })

  it('loads @polkadot/api with import() on the first chain query, and util-crypto when verifying', () => {
    expect(files.some(({ text }) => text.includes("import('@polkadot/api')"))).toBe(true)
    expect(files.some(({ text }) => text.includes("await import('@polkadot/util-crypto')"))).toBe(true)
  })
})
