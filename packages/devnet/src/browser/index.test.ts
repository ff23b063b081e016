import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, resolve } from 'node:path'

/** Packages that only run in Node (servers, native add-ons, the anvil binary). */
const NODE_ONLY = ['ws', 'litesvm', 'bcoin', '@foundry-rs/anvil', '@acala-network/chopsticks']

/** Every module specifier reachable from `entry` through relative imports and re-exports (type-only ones too). */
function reachableSpecifiers(entry: string): { files: string[]; packages: Set<string> } {
  const files: string[] = []
  const packages = new Set<string>()
  const pending = [entry]
  while (pending.length > 0) {
    const file = pending.pop()!
    if (files.includes(file)) continue
    files.push(file)
    const source = readFileSync(file, 'utf8')
    for (const [, specifier] of source.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
      if (specifier!.startsWith('.')) pending.push(resolve(dirname(file), specifier!.replace(/\.js$/, '.ts')))
      else packages.add(specifier!)
    }
  }
  return { files, packages }
}

describe('@walletport/devnet/browser', () => {
  it('reaches no Node built-in and no Node-only package, so a page can load it', () => {
    const { files, packages } = reachableSpecifiers(join(__dirname, 'index.ts'))
    expect(files.some((file) => file.endsWith('createSolanaResponder.ts'))).toBe(true)
    expect(files.some((file) => file.endsWith('createPolkadotTestExtension.ts'))).toBe(true)
    const offenders = [...packages].filter(
      (name) =>
        name.startsWith('node:') ||
        builtinModules.includes(name) ||
        NODE_ONLY.some((only) => name === only || name.startsWith(`${only}/`)),
    )
    expect(offenders).toEqual([])
  })
})
